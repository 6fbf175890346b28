// Exam items whose options are claims ("It increases acidity", "It softens tannin"): each claim's
// change word and its subject, matched against what the records say changes.

import type { ChoiceOption } from './choice.ts';
import { contentRoots, docOf, idf, names, refsIn, type Sent } from './choice-evidence.ts';
import { ownItemInstead } from './choice-item.ts';
import { flat } from './choice-scale.ts';
import { CUE_FLOOR, clausesOf, opposite, PRIMARY, type StemView, saidOfOther, saidOtherwise } from './choice-view.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { Lru } from './lru.ts';
import type { Mention } from './search.ts';
import { sentence } from './text.ts';
import { wordTable } from './word-table.ts';

/** Words that say the same change in other words: "increases" is "more", "reduces" is "less". */
export const CHANGE: Readonly<Record<string, string>> = wordTable(
  Object.fromEntries(
    [
      ['more', 'increase increases increased raise raises heighten heightens emphasise emphasises enhance enhances'],
      ['less', 'decrease decreases decreased reduce reduces reduced lower lowers soften softens softer tame tames'],
      ['large', 'big wide great'],
      ['small', 'narrow little slight'],
      // Setting a level in other words: "adjust the sweetness" is what "sets the sweetness" does.
      ['set', 'adjust adjusts adjusted determine determines determined balance balances'],
    ].flatMap(([to, from]) =>
      from.split(' ').flatMap((w) => contentRoots(w).map((r) => [r, contentRoots(to)[0] ?? to])),
    ),
  ),
);

export const CHANGE_OPPOSITES: [string, string][] = [
  ['more', 'less'],
  // "Low" reads as "less" (the root of "lower"): "high in tannin" against "low-tannin reds".
  ['high', 'less'],
  ['large', 'small'],
  ['before', 'after'],
  ['before', 'during'],
  ['during', 'after'],
].map(([a, b]) => [contentRoots(a)[0] ?? a, contentRoots(b)[0] ?? b]);

/** Comparatives that say a change in one word: "sweeter" is "more sweet", "drier" is "more dry". */
const COMPARATIVES = new Set(
  'sweeter drier softer harder fuller lighter stronger weaker fresher richer smoother crisper rounder fruitier'.split(
    ' ',
  ),
);

/** The records' clauses are read for their changes again for every option and every question: each once. */
const CHANGE_ROOTS = new Lru<string, readonly string[]>(10_000);

/** A text's content roots in order, a comparative read as "more" and its root (shared: never changed). */
export function changeRoots(text: string): readonly string[] {
  return CHANGE_ROOTS.through(text, readChanges);
}

function readChanges(text: string): string[] {
  const more = contentRoots('more')[0] ?? 'more';
  // "Part way through fermentation", "in the middle of fermentation": said at a time, "during" it.
  const ws = text
    .replace(/\b(?:part|half|mid)[- ]?way through\b|\bin the (?:middle|course) of\b/gi, 'during')
    .split(/\s+/);
  return ws.flatMap((w, i) => {
    const rs = contentRoots(w).map((r) => CHANGE[r] ?? r);
    // "Turns malic acid into softer lactic acid": what a thing becomes is named, not a change said.
    const named = /^into$/i.test(ws[i - 1] ?? '');
    return COMPARATIVES.has(w.toLowerCase().replace(/[^a-z]/g, '')) && !named ? [more, ...rs] : rs;
  });
}

/**
 * In a clause that lists changes ("increases bitterness and the burn of alcohol, and decreases body,
 * sweetness and fruit"), each word is governed by the change word nearest before it.
 */
export function governing(seq: readonly string[], at: number): string | undefined {
  const more = contentRoots('more')[0];
  const less = contentRoots('less')[0];
  for (let k = at - 1; k >= 0; k--) if (seq[k] === more || seq[k] === less) return seq[k];
  return undefined;
}

export const MORE_ROOT = contentRoots('more')[0] ?? 'more';
export const LESS_ROOT = contentRoots('less')[0] ?? 'less';

/**
 * An option's change said the other way round by a sentence: "To increase the yield" against
 * "growers lower yields by pruning…". The roots of the thing changed and of the option's change
 * word, when every place the sentence names that thing, the nearest change word before it is the
 * opposite one; none when the sentence also says the option's change of it.
 */
/**
 * "Which is NOT a reason for removing leaves? … To increase the yield": in a negated stem, the one
 * option whose change a sentence of the stem's records says the other way round ("growers lower
 * yields by … removing surplus shoots…"), while no sentence says it the option's way, is the
 * exception. The sentence must use a word of the stem the option does not.
 */
export function reversedOption(
  v: StemView,
  stem: string,
  options: ChoiceOption[],
): { index: number; text: string } | undefined {
  const stemRoots = contentRoots(stem);
  const found = options.map((o) => {
    const own = new Set(contentRoots(o.text));
    let against: string | undefined;
    for (const { s } of v.docs) {
      if (!s.natural || !s.shown) continue;
      if (!stemRoots.some((w) => !own.has(w) && s.roots.has(w))) continue;
      const turned = changedOtherwise(o.text, s.text);
      if (turned === SAID_SO) return undefined;
      if (turned.size > 0) against ??= s.text;
    }
    return against;
  });
  const hits = found.flatMap((t, index) => (t ? [{ index, text: t }] : []));
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * "Which of these is NOT a traditional-method sparkling wine? Champagne / Cava / Prosecco /
 * Franciacorta": in a negated stem, when every other option's own records use a word of the stem
 * ("traditional") and one option's records use only its opposite ("made by the tank method"), that
 * option is the exception.
 */
export function oppositeOption(
  kb: KnowledgeBase,
  stem: string,
  options: ChoiceOption[],
  optRefs: readonly (readonly Mention[])[],
): { index: number; text: string } | undefined {
  const optionRoots = new Set(options.flatMap((o) => contentRoots(o.text)));
  const asked = [...new Set(contentRoots(stem))].filter((w) => !optionRoots.has(w) && opposite(w).length > 0);
  for (const w of asked) {
    const against = opposite(w);
    const reads = optRefs.map((refs) => {
      const sents = refs.filter((r) => PRIMARY.has(r.kind)).flatMap((r) => docOf(kb, r).filter((x) => x.natural));
      return {
        says: sents.some((x) => x.roots.has(w)),
        other: sents.find((x) => !x.roots.has(w) && against.some((o) => x.roots.has(o))),
      };
    });
    const odd = reads.flatMap((r, index) => (!r.says && r.other ? [{ index, text: r.other.text }] : []));
    if (odd.length === 1 && reads.every((r, i) => i === odd[0].index || r.says)) return odd[0];
  }
  return undefined;
}

/**
 * Whether an option's superlative ("the youngest criadera") meets the opposite one in a clause ("drawn
 * from the oldest casks"): the clause names the other end of the scale. Superlatives keep their own
 * form among the roots beside their base word.
 */
function otherExtreme(w: string, rs: ReadonlySet<string>): boolean {
  if (!w.endsWith('est')) return false;
  const base = contentRoots(w)[0];
  if (base === undefined || base === w) return false;
  const against = opposite(base);
  if (against.length === 0) return false;
  for (const r of rs) if (r !== w && r.endsWith('est') && against.includes(contentRoots(r)[0] ?? r)) return true;
  return false;
}

/** What `changedOtherwise` returns for a sentence that says the option's own change. */
const SAID_SO: Set<string> = new Set();

export function changedOtherwise(option: string, text: string): Set<string> {
  const out = new Set<string>();
  const oc = changeRoots(option);
  const at = oc.findIndex((w) => w === MORE_ROOT || w === LESS_ROOT);
  if (at < 0) return out;
  const change = oc[at];
  const things = oc.slice(at + 1, at + 4).filter((w) => w !== MORE_ROOT && w !== LESS_ROOT && !CLAIM_FILLER.has(w));
  for (const clause of text.split(/;\s*|\.\s+|:\s+/)) {
    const cs = changeRoots(clause);
    for (const w of things) {
      const govs = cs.flatMap((x, p) => (x === w ? [governing(cs, p)] : []));
      if (govs.includes(change)) return SAID_SO;
      if (govs.some((g) => g !== undefined)) out.add(w);
    }
  }
  if (out.size > 0) for (const r of contentRoots(option)) if ((CHANGE[r] ?? r) === change) out.add(r);
  return out;
}

/** Words that fill out an option without saying anything that could be checked. */
export const CLAIM_FILLER = new Set(
  contentRoots('complete completed fully only mainly mostly usually often very just always'),
);

/**
 * Options that are descriptions ("less bitter and less acidic", "during fermentation", "a layer of
 * yeast that protects the wine"): each is read as a claim completing the stem, and the clause of the
 * stem's records (its subjects and the theory topics the stem and the option lead to) that holds the
 * option's own words next to the stem's decides; a clause that says the opposite ("more" for "less",
 * "after" for "during") counts against.
 */
/** "What is the purpose of riddling in…?", "What is the role of the dosage?": the step asked about. */
const PURPOSE_OF =
  /\b(?:purpose|aim|role|function|job|point|reason for|effect) of (?:the |a |an )?([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)/iu;

/** "What is véraison?", "What is meant by 'remuage'?": a word asked to be defined. */
const DEFINED =
  /^\s*what (?:is|are|does|is meant by)\s+(?:the\s+|a\s+|an\s+)?['‘"“]?([\p{L}-]+)['’"”]?(?:\s+mean)?\s*\??\s*$/iu;

/**
 * A stem that names a step and leaves its purpose or its doing for the option to finish: "Adding
 * sulfur dioxide mainly serves to:", "Fining is used to…", "Riddling (remuage) in the traditional
 * method:", "Bâtonnage during lees ageing…". The step named first is in focus.
 */
const STEP_FINISHED = [
  /^\s*(?:adding|using|the (?:use|addition) of)?\s*([\p{L}'’-]+(?:\s+(?:with\s+)?[\p{L}'’-]+)?)\b[^?:]*?\b(?:(?:\w+ly\s+)?(?:serves?|helps?|aims?)|(?:is|are)\s+(?:\w+ly\s+)?(?:used|done|carried out|performed|meant))\s+to(?:\s+(?:remove|prevent|add|reduce|increase|protect|stop|avoid|achieve|create|give|produce))?\s*(?::|\.{3}|…)?\s*$/iu,
  // "The ancestral method (méthode ancestrale) makes a sparkling wine by:": the way named does it.
  /^\s*(?:the\s+)?((?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+?)\s*(?:\([^)]*\))?\s+(?:makes?|produces?|creates?|works?)\b[^?:]*\bby\s*(?::|\.{3}|…)?\s*$/iu,
  // A step named alone with its other name, or as a doing, in a short setting: not "Sweetness in food
  // makes a wine taste:", which is a claim about sweetness.
  /^\s*([\p{L}'’-]+ing|[\p{L}'’-]+(?=\s*\())\s*(?:\([^)]*\))?\s+(?:in|during)\s+(?:the\s+)?(?:[\p{L}'’-]+\s*){1,3}(?::|\.{3}|…)\s*$/iu,
];

/** A stem that asks what a word on a label means. */
const MEANING =
  /\b(mean|means|meaning|indicates?|stands? for|refers? to|signif(y|ies)|tells? (you|us|me|the drinker)|describes?|is defined as|definition of)\b/i;

/** "What does 'Brut' mean on a Champagne label?": a term's meaning is asked, the place is its setting. */
export function asksMeaning(stem: string, v: StemView): boolean {
  return MEANING.test(stem) && v.refs.some((r) => r.kind === 'term');
}

export function claimChoice(
  ctx: Ctx,
  v: StemView,
  stem: string,
  options: ChoiceOption[],
  negated: boolean,
): Draft | undefined {
  const { kb } = ctx;
  const refs = options.map((o) => refsIn(kb, o.text).filter((r) => PRIMARY.has(r.kind)));
  // Descriptions, not names: at most one option is a grape or a place, and most have several words.
  if (refs.filter((r) => r.length > 0).length > 1) return undefined;
  // A single word that says a change ("sweeter", "lower") is a claim too.
  const claim = (o: ChoiceOption) =>
    o.text.split(/\s+/).length >= 2 || changeRoots(o.text).some((w) => w === MORE_ROOT || w === LESS_ROOT);
  if (options.filter(claim).length < Math.max(2, options.length - 1)) return undefined;
  const optRoots = options.map((o) => [...new Set(changeRoots(o.text))]);
  const spread = new Map<string, number>();
  for (const rs of optRoots) for (const w of rs) spread.set(w, (spread.get(w) ?? 0) + 1);
  const lead2 = options.map((o) => {
    const ws = flat(o.text.replace(/^\s*(?:an?|the|to)\s+/i, ''))
      .trim()
      .split(' ');
    return ws.length >= 2 ? ` ${ws.slice(0, 2).join(' ')} ` : undefined;
  });
  // Options that set a step in time: "before / during / after fermentation".
  const timing = options.map((o) => {
    const m = /^\s*(before|during|after|until)\s+(?:the\s+)?(\p{L}+)/iu.exec(o.text);
    if (!m) return undefined;
    const [, at, what] = m.map((x) => x.toLowerCase());
    const phrase = flat(`${at} ${what}`);
    const others = ['before', 'during', 'after', 'until'].filter((x) => x !== at).map((x) => flat(`${x} ${what}`));
    return { phrase, others, root: contentRoots(at)[0] ?? at };
  });
  // "What is the purpose of riddling?", "the role of the dosage": the step asked about is in focus.
  // "What is véraison?" with descriptions for options: the word defined is in focus the same way.
  const finished = STEP_FINISHED.map((re) => stem.match(re)?.[1]).find((x) => x !== undefined);
  const focusRoots = contentRoots(stem.match(PURPOSE_OF)?.[1] ?? stem.match(DEFINED)?.[1] ?? finished ?? '');
  const focus = focusRoots.length > 0 && focusRoots.length <= 3;
  // Of a step named in several words ("bentonite fining"), its rarest word names it well enough.
  const rarest = [...focusRoots].sort((a, b) => idf(kb, b) - idf(kb, a))[0];
  const hasFocus = (text: string) => {
    const rs = new Set(contentRoots(text));
    return focusRoots.every((w) => rs.has(w)) || (rarest !== undefined && rs.has(rarest));
  };
  const stemRoots = new Set(changeRoots(stem));
  // Words in every option, or already in the stem, tell the options apart no better than none.
  const weight0 = (w: string) =>
    (spread.get(w) ?? 1) >= options.length || stemRoots.has(w) || CLAIM_FILLER.has(w) ? 0 : idf(kb, w);
  // An option made only of the stem's own words ("at least as sweet as the dessert") is still a claim:
  // its words count, at half weight, rather than leaving it unread.
  const echoes = optRoots.map(
    (rs) => rs.length > 0 && rs.every((w) => weight0(w) === 0) && rs.some((w) => stemRoots.has(w)),
  );
  const weightIn = (i: number) => (w: string) =>
    echoes[i] && stemRoots.has(w) && !CLAIM_FILLER.has(w) && (spread.get(w) ?? 1) < options.length
      ? idf(kb, w) * 0.5
      : weight0(w);
  const weight = weight0;
  // Where to look: the stem's records, and the topics each option's claim leads to.
  const docs = new Map<string, { s: Sent; w: number }>();
  // The meaning of a label word is in the word's own records, not in the place's.
  const meaning = asksMeaning(stem, v);
  for (const d of v.docs)
    if (!meaning || !PRIMARY.has(d.s.ref.kind)) docs.set(`${d.s.ref.kind}:${d.s.ref.id}:${d.s.text}`, d);
  for (const o of options)
    for (const t of kb.index.topics(`${stem} ${o.text}`).slice(0, 2))
      for (const s of docOf(kb, { kind: 'topic', id: t.id })) {
        const k = `topic:${t.id}:${s.text}`;
        if (!docs.has(k)) docs.set(k, { s, w: 0.8 });
      }
  const cues = new Map([...v.cueWeight].map(([w, x]) => [CHANGE[w] ?? w, x]));
  let cueAll = 0;
  for (const x of cues.values()) cueAll += x;
  cueAll = Math.max(cueAll, CUE_FLOOR);
  // The stem's grapes, places and terms when it names any, else the topics it leads to.
  const named0 = v.refs.filter((r) => r.kind !== 'topic');
  const subjects = named0.length > 0 ? named0 : v.refs;
  const best = options.map(() => ({ score: 0, text: '' }));
  for (const { s, w: docWeight } of docs.values()) {
    // A list of a topic's keywords is no claim.
    if (!s.shown) continue;
    const about = subjects.some((r) => r.kind === s.ref.kind && r.id === s.ref.id);
    // The sentence says what it is about; each of its clauses says one thing of it.
    const whole = new Set(changeRoots(s.text));
    let have = 0;
    for (const [w, x] of cues) if (whole.has(w)) have += x;
    const base = (about ? 0.3 : 0) + have / cueAll;
    if (base < 0.2) continue;
    // A sentence that names none of the stem's subjects (Port, Sherry, flor) is about something else;
    // one that names them in another clause than the option's words, partly so.
    const inSentence = about || subjects.some((r) => names(kb, r, s.text));
    // A short head before a colon ("Continental climate: …") belongs to every clause after it.
    const head = /^([^:;]{3,40}):\s+/.exec(s.text)?.[1];
    const split = (s.natural ? s.text.split(/;\s*|\.\s+|:\s+/).filter((c) => c.trim()) : clausesOf(s)).map((c) =>
      head && s.natural && !c.startsWith(head) ? `${head}: ${c}` : c,
    );
    // With a step in focus, a sentence that runs through every step ("…is riddled so the sediment
    // collects in the neck, disgorged, topped up…") speaks of the step only in its own comma part.
    const parts = focus
      ? split.flatMap((c) => {
          if (!hasFocus(c)) return [c];
          const bits = c.split(/,\s*/).filter((b) => hasFocus(b));
          return bits.length > 0 && !(head && hasFocus(head)) ? bits : [c];
        })
      : split;
    for (const clause of parts) {
      const seq = changeRoots(clause);
      const rs = new Set(seq);
      let own = 0;
      for (const [w, x] of cues) if (rs.has(w)) own += x;
      const near = 0.5 * base + 0.5 * ((about ? 0.3 : 0) + own / cueAll);
      const inClause = about || subjects.some((r) => names(kb, r, clause));
      // Sentences an author wrote say more than lists made from fields ("Port label terms: …").
      // A clause that does not name the step in focus answers another question.
      const onFocus = !focus || hasFocus(clause) ? 1 : 0.25;
      const stemShare = Math.min(1.5, near) * (inClause ? 1 : inSentence ? 0.8 : 0.5) * (s.natural ? 1 : 0.7) * onFocus;
      options.forEach((_, i) => {
        let got = 0;
        let all = 0;
        let against = 0;
        // A thing the option denies ("no flavour") that the clause says is there counts against it.
        const otherwise = saidOtherwise(options[i].text, clause);
        // A word of degree the clause says of another thing ("high acidity" for "high in tannin") is
        // no evidence for the option.
        const elsewhere = saidOfOther(options[i].text, clause);
        // A change said of nothing the option names ("lighter" for "raises the alcohol") is no evidence:
        // the change counts only beside the thing that changes.
        let gotThing = 0;
        const weighOf = weightIn(i);
        for (const w of optRoots[i]) {
          const x = weighOf(w);
          all += x;
          if (otherwise.has(w)) against += x;
          else if (rs.has(w) && !elsewhere.has(w)) {
            got += x;
            if (w !== MORE_ROOT && w !== LESS_ROOT) gotThing++;
          } else if (
            CHANGE_OPPOSITES.some(([a, b]) => (a === w && rs.has(b)) || (b === w && rs.has(a))) ||
            otherExtreme(w, rs)
          )
            against += x;
        }
        if (all === 0) return;
        if (gotThing === 0) got = 0;
        // An option that names one change and what changes ("more burning", "sweeter") is against the
        // clause when the change word governing that thing there is the opposite one.
        const change = optRoots[i].filter((w) => w === MORE_ROOT || w === LESS_ROOT);
        if (change.length === 1 && rs.has(change[0])) {
          const things = optRoots[i].filter((w) => w !== MORE_ROOT && w !== LESS_ROOT && rs.has(w) && weight(w) > 0);
          const govern = things.map((w) => governing(seq, seq.indexOf(w)));
          if (govern.length > 0 && govern.every((g) => g !== undefined && g !== change[0])) {
            got -= weight(change[0]);
            against += weight(change[0]);
          }
        }
        // A time given as a phrase ("after fermentation") holds only where its words stand together:
        // "stopped after two days by adding spirit… fermentation" is not "after fermentation", and a
        // clause that sets the same step at another time ("during fermentation") counts against.
        const when = timing[i];
        if (when && !flat(clause).includes(when.phrase)) {
          if (rs.has(when.root)) got -= weight(when.root);
          if (when.others.some((p) => flat(clause).includes(p))) against += weight(when.root);
        }
        // Words in the option's order ("malic… into lactic", not "lactic… into malic").
        const at = optRoots[i].map((w) => seq.indexOf(w)).filter((p) => p >= 0);
        let pairs = 0;
        let inOrder = 0;
        for (let a = 0; a < at.length; a++)
          for (let b = a + 1; b < at.length; b++) {
            pairs++;
            if (at[a] < at[b]) inOrder++;
          }
        const order = pairs > 0 ? 0.6 + (0.4 * inOrder) / pairs : 1;
        // The option's opening words as a phrase ("during fermentation") say more than the same words apart.
        const phrase = lead2[i];
        const together = phrase && flat(clause).includes(phrase) ? 1.3 : 1;
        const x = docWeight * ((got - against) / all) * stemShare * order * together;
        if (x > best[i].score) best[i] = { score: x, text: s.text };
      });
    }
  }
  if (negated) return undefined;
  const ranked = options.map((o, i) => ({ o, ...best[i] })).sort((a, b) => b.score - a.score);
  const [top, second] = ranked;
  if (!top || top.score < 0.3 || (second && second.score > 0.75 * top.score)) return undefined;
  for (const m of v.refs) use(ctx, m.kind, m.id);
  // The clause may be a list's item about another thing: the stem's own item names its option.
  const instead = ownItemInstead(ctx, v, stem, options, top.text, options.indexOf(top.o));
  if (instead) return instead;
  const d = draft('Exam question', `**${top.o.label} — ${top.o.text}.** ${sentence(top.text)}`);
  if (second) {
    const line =
      second.score > 0 && second.text !== top.text
        ? `Why not ${second.o.label} (${second.o.text})? ${sentence(second.text)}`
        : `Why not ${second.o.label} (${second.o.text})? My knowledge base does not support it here.`;
    d.sections.push({ heading: 'Why not the others', items: [line] });
    d.keyPoints.push(line);
  }
  d.tip = 'Read each option as the end of the stem\'s sentence; one word such as "more" or "after" makes it false.';
  d.sources = [...ctx.sources.values()];
  return d;
}
