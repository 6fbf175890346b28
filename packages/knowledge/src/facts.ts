// Finding the facts that answer a question: the question's own words, the facts and topic points
// of a record that mention them (rare words weigh more), the one fact that answers, and the words
// a record's answer should focus on.

import type { Ctx } from './draft.ts';
import type { EntityKind, KnowledgeBase } from './kb.ts';
import { COUNTRY_ADJECTIVES, QUANTITY, REGION_ADJECTIVES, STOPWORDS } from './lexicon.ts';
import { Lru } from './lru.ts';
import { fold, root, rootSet, words, wordUse } from './normalize.ts';
import { mentionsPhrase, sentence, unique } from './text.ts';
import type { Depth, Topic } from './types.ts';

export const MAKING =
  /\b(ferment|press|yeast|lees|aged|ageing|aging|age|oak|barrel|cask|blend|fortif|spirit|botryti|dosage|solera|flor|method|riddl|disgorg|maceration|skin contact|tank|bottle|sugar|dried|appassimento|late harvest|ice)/;

/** The topic that best covers a subject: its name in the keywords, title or text. */
export function bestTopic(ctx: Ctx, names: string[], categories: Topic['category'][]): Topic | undefined {
  let best: Topic | undefined;
  let bestScore = 0;
  for (const t of ctx.kb.topics) {
    if (!categories.includes(t.category)) continue;
    let s = 0;
    for (const n of names) {
      if (t.keywords.some((k) => mentionsPhrase(k, n))) s += 4;
      if (mentionsPhrase(t.title, n)) s += 4;
      if (mentionsPhrase(t.summary, n)) s += 2;
      if (t.points.some((p) => mentionsPhrase(p.text, n))) s += 1;
    }
    if (s > bestScore) {
      bestScore = s;
      best = t;
    }
  }
  return bestScore >= 2 ? best : undefined;
}

/** Every word of the question as a root, names included: what the halves of a compound are checked against. */
export function askedRoots(ctx: Ctx): string[] {
  return words(ctx.question).map((w) => root(w));
}

/** The people who do a wine's work, as a question's subject: "how did growers…", "why do winemakers…". */
const DOERS = /^(growers?|winegrowers?|vignerons?|farmers?|winemakers?|producers?|makers?|people)$/;

/** The word before a thing counted: "many grapes", "much wine". */
const COUNTED = /^(many|much)$/;

/** Content words of the question other than the names it mentions, in index form: "1855", "classification". */
export function questionWords(ctx: Ctx): string[] {
  const named = new Set<number>();
  for (const m of ctx.u.subjects) for (let i = m.start; i <= m.end; i++) if (i >= 0) named.add(i);
  const ws = words(ctx.question);
  // "How many grapes…", "how much wine…": the thing counted is what is asked, however common the word.
  const counted = (i: number) => COUNTED.test(ws[i - 1] ?? '');
  // "How did growers beat phylloxera?": the people doing the deed, named right after the question's
  // verb, only say who; "organic growers" is a kind of grower asked about.
  const aux = (w = '') => /^(do|does|did|can|could|should|would|will)$/.test(w);
  const doer = (i: number) =>
    DOERS.test(ws[i]) && (aux(ws[i - 1]) || (/^(the|these|those|most|many)$/.test(ws[i - 1] ?? '') && aux(ws[i - 2])));
  // "…in the end?" closing the question is a way of talking, like "finally", not an end asked about.
  const talk = (i: number) => ws[i] === 'end' && i === ws.length - 1 && ws[i - 1] === 'the' && ws[i - 2] === 'in';
  return unique(
    ws
      .filter(
        (w, i) =>
          !named.has(i) &&
          !doer(i) &&
          !talk(i) &&
          ((w.length > 2 && (!QUESTION_STOP.has(w) || counted(i))) || /\d/.test(w)),
      )
      .map((w) => root(w)),
  );
}

export const FACT_CACHE = new WeakMap<
  KnowledgeBase,
  { kind: EntityKind; id: string; depth: Depth; text: string; folded: string }[]
>();

export const POINT_CACHE = new WeakMap<
  KnowledgeBase,
  { kind: EntityKind; id: string; depth: Depth; text: string; folded: string }[]
>();

/** Facts of grapes and regions that use a phrase ("Super Tuscan"), at or below the level, best first. */
export function factsMentioning(
  ctx: Ctx,
  phrase: string,
  max: number,
  /** Also the points of the theory topics, for a word no record is named by ("eutypa"). */
  points = false,
): { kind: EntityKind; id: string; text: string }[] {
  let all = FACT_CACHE.get(ctx.kb);
  if (!all) {
    all = [
      ...ctx.kb.grapes.flatMap((g) =>
        g.facts.map((f) => ({ kind: 'grape' as const, id: g.id, depth: f.depth, text: f.text })),
      ),
      ...ctx.kb.regions.flatMap((r) =>
        r.facts.map((f) => ({ kind: 'region' as const, id: r.id, depth: f.depth, text: f.text })),
      ),
      // A place within a region tells of the towns and estates around it ("Shandong … around Yantai").
      ...ctx.kb.regions.flatMap((r) =>
        (r.parts ?? []).flatMap((x) =>
          x.fact ? [{ kind: 'region' as const, id: r.id, depth: 3 as Depth, text: x.fact }] : [],
        ),
      ),
    ].map((f) => ({ ...f, folded: fold(f.text).replace(/['’]/g, '') }));
    FACT_CACHE.set(ctx.kb, all);
  }
  const p = fold(phrase).replace(/['’]/g, '');
  // A short phrase matches too many words, except an abbreviation written in capitals ("KWV").
  if (p.length < 4 && !/^\p{Lu}{3}$/u.test(phrase)) return [];
  let kept = MENTIONING.get(ctx.kb);
  if (!kept) {
    kept = new Lru(2_000);
    MENTIONING.set(ctx.kb, kept);
  }
  const facts = all;
  // Which facts use the phrase does not depend on the level: found once for every level, shallowest first.
  const found = kept.through(`${points ? '+' : '-'}${phrase}`, () => {
    let pool = facts;
    if (points) {
      let topical = POINT_CACHE.get(ctx.kb);
      if (!topical) {
        topical = ctx.kb.topics
          .flatMap((t) =>
            [{ depth: 1 as Depth, text: t.summary }, ...t.points].map((f) => ({
              kind: 'topic' as const,
              id: t.id,
              depth: f.depth,
              text: f.text,
            })),
          )
          .map((f) => ({ ...f, folded: fold(f.text).replace(/['’]/g, '') }));
        POINT_CACHE.set(ctx.kb, topical);
      }
      pool = [...facts, ...topical];
    }
    return pool.filter((f) => f.folded.includes(p) && mentionsPhrase(f.text, phrase)).sort((a, b) => a.depth - b.depth);
  });
  return found
    .filter((f) => f.depth <= ctx.level)
    .slice(0, max)
    .map(({ kind, id, text }) => ({ kind, id, text }));
}

/** The facts using a phrase, kept for the phrases asked last. */
const MENTIONING = new WeakMap<
  KnowledgeBase,
  Lru<string, readonly { kind: EntityKind; id: string; depth: Depth; text: string }[]>
>();

/** The fact that answers what the question asks beyond the name ("Is Prosecco sweet?"), if any does. */
/** Words that give a cause: "thick skins give high tannin", "comes from the compound TDN". */
export const CAUSE =
  /\b(because|gives?|giving|comes? from|due to|caused by|causes?|thanks to|results? from|so that|which is why|makes?|leaves?|leaving|encourages?|favou?rs|promotes?)\b/;

/** A figure in a sentence: digits, or a number written as a word. */
const FIGURE =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|eighteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|dozen|half|a third|a quarter)\b/;

/** A question that wants a number: "how many…", "how high…", "how long…", "what percentage…". */
export function asksFigure(question: string): boolean {
  return /\b(how (many|much|high|long|old|big|large|deep|far|heavy|strong|cold|warm|hot)|what (percent(age)?|proportion|size|temperature|altitude|pressure|share)|how many (times|grams|litres|liters|bottles))\b/.test(
    fold(question),
  );
}

/**
 * A question that asks for a cause, whatever its first word: "why…?", "what causes / gives…?",
 * "where does the butter smell come from?", "how come…?", and the same asked after some context
 * ("Clare is warm, so how does it keep its acidity?", "what is Vinho Verde, and why is it so fresh?",
 * "what makes Salta unusual?").
 */
export function asksCause(question: string): boolean {
  const q = fold(question).replace(/['’]/g, '').trim();
  return (
    /^why\b/.test(q) ||
    /(^|[,.;:?!—–-]\s*|\b(and|so|but|then)\s+)why\b/.test(q) ||
    /\bhow (does|do|can|could|is|are) .{0,60}\b(keep|keeps|stay|stays|retain|retains|ripen|ripens|get|gets|manage|cool enough|warm enough)\b/.test(
      q,
    ) ||
    /\bwhat makes\b/.test(q) ||
    /\b(what|which \w+) (causes|caused|gives|creates|produces)\b/.test(q) ||
    /\bwhere (does|do|did) .* come from\b/.test(q) ||
    /\bhow come\b/.test(q)
  );
}

export function answeringFact(
  ctx: Ctx,
  kind: EntityKind,
  id: string,
  facts: readonly { depth: Depth; text: string }[],
): string | undefined {
  const focus = focusWords(ctx, kind, id);
  if (focus.length === 0) return undefined;
  // Facts at the learner's level first; when none answers, the one that does, whatever its depth:
  // a direct question deserves its answer.
  const atLevel = facts.filter((f) => f.depth <= Math.max(ctx.level, 2));
  const rare = rarityScorer(
    facts.map((f) => f.text),
    focus,
    askedRoots(ctx),
  );
  // "Why…?" is answered by a sentence that gives a cause, not one that repeats the observation,
  // whatever its depth.
  const why = asksCause(ctx.question);
  const causal = (t: string) => (why && CAUSE.test(fold(t)) ? 1.5 : 1);
  const cause = why && facts.some((f) => rare(f.text) > 0 && causal(f.text) > 1);
  // "How many grapes are allowed?", "how high are the vineyards?": a question wanting a number is
  // answered by the sentence that gives one, whatever its depth, before one that only names the thing.
  const count = asksFigure(ctx.question);
  const figured = (t: string) => (count && FIGURE.test(fold(t)) ? 1.5 : 1);
  const numbered = (f: { text: string }) => rare(f.text) > 0 && figured(f.text) > 1;
  const figure = count && !atLevel.some(numbered) && facts.some(numbered);
  const shown = !cause && !figure && atLevel.some((f) => rare(f.text) > 0) ? atLevel : facts;
  const best = shown
    .map((f, i) => ({ f, i, r: rare(f.text) * causal(f.text) * figured(f.text) }))
    .filter((x) => x.r > 0)
    .sort((a, b) => b.r - a.r || a.f.depth - b.f.depth || a.i - b.i)[0];
  return best ? sentence(best.f.text) : undefined;
}

/**
 * The words a question asks about beyond a record's own title: its other content words, plus the
 * keyword that found the record when that keyword is not its title ("Stilton" for the cheese topic).
 */
export function focusWords(ctx: Ctx, kind: EntityKind, id: string): string[] {
  const m = ctx.u.subjects.find((s) => s.kind === kind && s.id === id);
  // A title "Vineyard hazards: frost, hail, coulure…" lists what it covers after its colon; those
  // words still pick the point that answers ("hail"), only the head names the whole subject.
  const title = new Set(words(ctx.kb.title(kind, id).split(':')[0]).map((w) => root(w)));
  // In the same root form as the sentences are scored in ("Pierce's" and "barrique" meet their text).
  const own =
    m && m.start >= 0
      ? words(`${m.matched} ${m.label ?? ''}`)
          .filter((w, i, ws) => (!STOPWORDS.has(w) || COUNTED.test(ws[i - 1] ?? '')) && !NAME_CONNECTORS.has(w))
          .map((w) => root(w))
          .filter((w) => !title.has(w))
      : [];
  // A theory word that named another topic ("the temperature of a vineyard") still says what is asked.
  const theory = ctx.u.subjects
    .filter(
      (s) => s.kind === 'topic' && s !== m && s.start >= 0 && (s.start > (m?.end ?? -1) || s.end < (m?.start ?? -1)),
    )
    .flatMap((s) => words(s.matched).map((w) => root(w)))
    .filter((w) => !title.has(w) && !STOPWORDS.has(w) && !QUESTION_STOP.has(w));
  // An adjective of place also asks for its place: "Canadian icewine" is told by the sentence on Canada.
  const places = words(ctx.question)
    .flatMap((w) => {
      const id = COUNTRY_ADJECTIVES[w] ?? REGION_ADJECTIVES[w];
      return id && /^[a-z]+$/.test(id) && id !== 'usa' ? [root(id)] : [];
    })
    .filter((w) => !title.has(w));
  // A grape named beside a place ("the maximum Viognier in Côte-Rôtie") is what is asked of the place.
  const others =
    kind === 'region' && QUANTITY.test(fold(ctx.question))
      ? ctx.u.subjects
          .filter((s) => s.kind === 'grape' && s.whole && s.start >= 0)
          .flatMap((s) => words(s.matched).map((w) => root(w)))
          .filter((w) => !title.has(w) && !STOPWORDS.has(w))
      : [];
  // "How do growers fight frost?": a question about coping with a threat is answered by the point
  // on protection from it, whatever verb it uses.
  const remedy = REMEDY_ASKED.test(fold(ctx.question)) ? REMEDY_WORDS.filter((w) => !title.has(w)) : [];
  return unique([
    ...questionWords(ctx).filter((w) => !title.has(w)),
    ...own,
    ...theory,
    ...places,
    ...others,
    ...remedy,
  ]);
}

const REMEDY_ASKED =
  /\b(fight|fights|fighting|combat|combats|prevent|prevents|preventing|avoid|avoids|avoiding|protect|protects|protecting|guard against|tackle|tackles|defend|deal with|deals with|cope with|copes with|manage|manages|treat|treats|control|controls)\b/;
const REMEDY_WORDS = ['protection', 'protect'].map((w) => root(w));

/** The small words inside names ("Cava de Paraje"): they say nothing of what is asked. */
const NAME_CONNECTORS = new Set([
  'de',
  'du',
  'des',
  'di',
  'del',
  'della',
  'da',
  'do',
  'dos',
  'la',
  'le',
  'les',
  'et',
  'y',
]);

/** Words that carry the question's form, not its content: "what", "tell", "wine", "mean". */
export const QUESTION_STOP = new Set(
  `a an the and or but of to in on at by for with from about into as is are was were be been being do does did
  what whats which who whom whose when where why how can could should would will shall may might must i me my
  we our you your it its this that these those there their them they he she his her tell explain describe
  please know want need wine wines grape grapes vine vines vineyard vineyards mean means meaning anything something thing things really
  very much many more most some any just also get got give like way kind sort type good best little bit tiny
  finally eventually actually basically ultimately`
    .split(/\s+/)
    .filter(Boolean),
);

/** How many of the question's content words a sentence uses (numbers count double). */
export function relevance(text: string, qw: readonly string[]): number {
  if (qw.length === 0) return 0;
  const used = wordUse(text, qw);
  return qw.reduce((n, w) => n + used(w) * (/\d/.test(w) ? 2 : 1), 0);
}

/** Relevance weighted by rarity among the candidates: a word every sentence shares says little. */
export function rarityScorer(
  texts: readonly string[],
  qw: readonly string[],
  /** All the question's word roots, for the halves of compounds (see `wordUse`). */
  asked: readonly string[] = qw,
): (text: string) => number {
  const sets = texts.map(rootSet);
  const n = Math.max(1, sets.length);
  const weight = new Map(
    qw.map((w) => [w, (/\d/.test(w) ? 2 : 1) * (1 + Math.log((n + 1) / (1 + sets.filter((x) => x.has(w)).length)))]),
  );
  return (text: string) => {
    const used = wordUse(text, qw, asked);
    return qw.reduce((sum, w) => sum + used(w) * (weight.get(w) ?? 1), 0);
  };
}
