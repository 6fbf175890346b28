// Exam practice (questions with answers made from the data) and the replies for when the knowledge
// base has nothing to say: greetings, off-topic questions and honest "I don't know".

import { ENGINE_TITLES, ENGINE_TEXTS as T } from '@sommai/shared';
import { foodName, pairing } from './advice.ts';
import { describe } from './describe.ts';
import { isEnglishWord } from './dictionary.ts';
import {
  type Ctx,
  colourWord,
  type Draft,
  draft,
  factsMentioning,
  grapeName,
  PLAIN,
  type QA,
  regionName,
  use,
} from './draft.ts';
import { otherDrinkOf } from './intent.ts';
import { STOPWORDS, WINE_WORDS } from './lexicon.ts';
import { fold, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { cap, hash, join, lowerFirst, mentionsPhrase, pick, sentence } from './text.ts';
import type { Depth } from './types.ts';

export function suggestions(ctx: Ctx, n = 4): string[] {
  const kb = ctx.kb;
  const out: string[] = [];
  const region = (ids: string[]) => ids.map((id) => kb.region(id)).filter((r) => r !== undefined);
  const grape = (ids: string[]) => ids.map((id) => kb.grape(id)).filter((g) => g !== undefined);
  const regions = region(['chablis', 'barolo', 'rioja', 'sancerre', 'champagne', 'chateauneuf-du-pape', 'mosel']);
  const grapes = grape(['pinot-noir', 'riesling', 'sauvignon-blanc', 'nebbiolo', 'chardonnay', 'syrah']);
  const allRegions = regions.length > 0 ? regions : kb.regions.filter((r) => r.kind !== 'country').slice(0, 5);
  const allGrapes = grapes.length > 0 ? grapes : kb.grapes.slice(0, 5);
  const seed = ctx.question;
  if (allRegions.length > 0) out.push(T.suggest.grapeOf(pick(allRegions, `${seed}a`).name));
  if (allGrapes.length > 0) out.push(T.suggest.tasteOf(pick(allGrapes, `${seed}b`).name));
  if (kb.pairings.length > 0) out.push(T.suggest.pairWith(foodName(pick(kb.pairings, `${seed}c`).food)));
  if (allRegions.length > 1) {
    const i = hash(`${seed}d`) % allRegions.length;
    const a = allRegions[i];
    const b = allRegions[(i + 1) % allRegions.length];
    out.push(T.suggest.compare(a.name, b.name));
  }
  const made = kb.topics.find((t) => t.category === 'sparkling') ?? kb.topics.find((t) => t.category === 'winemaking');
  if (made) out.push(T.suggest.explain(lowerFirst(made.title)));
  if (kb.terms.length > 0) out.push(T.suggest.meaning(pick(kb.terms, `${seed}e`).term));
  if (allRegions.length > 0) out.push(T.suggest.quiz(pick(allRegions, `${seed}f`).name));
  const start = hash(seed) % Math.max(1, out.length - n + 1);
  return out.slice(start, start + n).length >= Math.min(n, out.length) ? out.slice(start, start + n) : out.slice(0, n);
}

export function suggestionList(ctx: Ctx): string {
  return suggestions(ctx)
    .map((s) => `- ${s}`)
    .join('\n');
}

export function greeting(ctx: Ctx): Draft {
  const thanks = /^\s*(thanks|thank you|cheers|ta)\b/i.test(ctx.question);
  return {
    title: ENGINE_TITLES.welcome,
    lead: thanks ? T.thanks : T.hello,
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after: `${T.youCouldTry}\n\n${suggestionList(ctx)}`,
  };
}

export function offTopic(ctx: Ctx): Draft {
  // Another drink has a natural wine angle: the wine that shares its character.
  const angle = otherDrinkOf(ctx.question);
  return {
    title: ENGINE_TITLES.offTopic,
    lead: angle ? T.offTopicWithAngle(angle) : T.offTopic,
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after: `${T.someThingsICanAnswer}\n\n${suggestionList(ctx)}`,
  };
}

/** Said after "I don't know X" when nothing in the question ties X to wine. */
const NOT_WINE = T.notWine;

export function unknown(ctx: Ctx): Draft {
  const { u, kb } = ctx;
  if (u.honesty) return honest(ctx);
  // Ordinary English words are no names: "bring" or "actually" is not a wine we lack.
  const named = namedUnknown(
    ctx.question,
    u.unknownWords.filter((w) => !isEnglishWord(w) || capitalsOf(ctx.question).has(w)),
  );
  // Nothing name-like is unknown and a food is named: what to drink with it is the question.
  if (!named && u.foods.length > 0) return pairing(ctx);
  const what = named ? `“${named}”` : 'that';
  const near = named
    ? kb.search(named, { limit: 3, minScore: 0.35 }).filter((h) => h.kind === 'grape' || h.kind === 'region')
    : [];
  // A word that starts several names ("Pouilly") is ambiguous rather than unknown.
  const ambiguous = near.length > 1 && near.every((h) => fold(h.title).startsWith(fold(named)));
  // "Recommend a good red": a recommendation needs something to go on, and inventing one is not an option.
  const wantsPick =
    !named &&
    /\b(recommend|suggest|should i (drink|open|buy)|what wine should|good wine|pick a wine|choose a wine)\b/i.test(
      ctx.question,
    );
  if (wantsPick)
    return {
      title: ENGINE_TITLES.recommendation,
      lead: T.needSomethingToGoOn,
      sections: [],
      keyPoints: [],
      sources: [],
      found: false,
      plain: true,
      after: `${T.forExample}\n\n${suggestionList(ctx)}`,
    };
  // A name the records use in passing (a person, an estate, an event): what they say about it.
  const passing = named && !ambiguous ? mentionedInPassing(ctx) : undefined;
  if (passing) return passing;
  const lines = [ambiguous ? T.ambiguous(what) : T.unknown(what)];
  let after = '';
  if (near.length > 0)
    after += `${T.didYouMean(
      join(
        near.map((h) => `**${h.title}**`),
        'or',
      ),
    )}\n\n`;
  after += `${T.whatICanHelpWith}\n\n${suggestionList(ctx)}`;
  return {
    title: ENGINE_TITLES.notInNotes,
    lead: [...lines, ...(ctx.u.unanchored ? [NOT_WINE] : [])].join(' '),
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after,
  };
}

/** The capitalised words of a question after its first, folded. */
function capitalsOf(question: string): Set<string> {
  return new Set((question.match(/(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu) ?? []).flatMap((w) => words(w)));
}

/** The capitalised names of a question, longest first: "Judgment of Paris", "Dom Pérignon". */
function namePhrases(question: string): string[] {
  const runs =
    question.match(
      /(?<=\S\s+)\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:of|de|du|des|la|le|di|del|von)\s+)?(?:d['’])?\p{Lu}[\p{L}'’-]*)*/gu,
    ) ?? [];
  const out: string[] = [];
  for (const r of runs) {
    out.push(r);
    const rest = r.split(/\s+/).slice(1).join(' ');
    if (rest.includes(' ')) out.push(rest);
  }
  return out.sort((a, b) => b.length - a.length);
}

/** Words of a question about a name itself: "What is X famous for?", "the story of X". */
const ABOUT_NAME = new Set(['story', 'history', 'known', 'famous', 'special', 'about', 'founded', 'behind']);

/**
 * A name no record is about but some facts use: Dom Pérignon in Champagne's notes, the Judgment of
 * Paris in Napa's. Those facts answer, each with the record it comes from.
 */
function mentionedInPassing(ctx: Ctx): Draft | undefined {
  // One word alone ("Africa", "January") names a wine only in a question about wine.
  const wine = words(ctx.question).some((w) => WINE_WORDS.has(w));
  for (const phrase of namePhrases(ctx.question)) {
    // …or in a question about the name itself ("What is Tignanello?", "Tell me about Mondavi").
    const inName = new Set(words(phrase));
    const rest = words(ctx.question).filter((w) => !inName.has(w) && !STOPWORDS.has(w) && !ABOUT_NAME.has(w));
    if (!phrase.includes(' ') && !wine && rest.length > 0) continue;
    // The facts that are about the name (it comes early in them) before those that only cite it.
    const at = (t: string) => fold(t).indexOf(fold(phrase));
    const facts = factsMentioning({ ...ctx, level: 4 }, phrase, 8)
      .sort((a, b) => Number(at(a.text) > 40) - Number(at(b.text) > 40))
      .slice(0, ctx.level >= 3 ? 4 : 3);
    if (facts.length === 0) continue;
    for (const f of facts) use(ctx, f.kind, f.id);
    // A fact read out of its record: "Its …" and "It …" name the record instead.
    const own = (f: (typeof facts)[number]) => {
      const title = ctx.kb.title(f.kind, f.id);
      return sentence(f.text.replace(/^Its\b/, `${title}’s`).replace(/^It\b/, title));
    };
    const items = facts.map((f) => `${own(f)} (${ctx.kb.title(f.kind, f.id)})`);
    const d = draft(phrase, T.inPassing(phrase, ctx.kb.title(facts[0].kind, facts[0].id), own(facts[0])));
    if (items.length > 1) d.sections.push({ heading: T.moreInPassing(phrase), items: items.slice(1) });
    d.keyPoints = facts.map(own);
    return d;
  }
  return undefined;
}

/** The unknown name in a question, in the asker's spelling: "Zorblax". */
export function namedUnknown(question: string, unknownWords: string[]): string {
  if (unknownWords.length === 0) return '';
  const raw = question.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const set = new Set(unknownWords);
  const hits = raw.filter((w) => set.has(fold(w).replace(/['’]/g, '')));
  const capital = hits.filter((w) => /^\p{Lu}/u.test(w));
  return (capital.length > 0 ? capital : hits).slice(0, 3).join(' ');
}

export function exam(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  let subject = u.subjects[0];
  if (!subject && u.unknownWords.length > 0) return unknown(ctx);
  if (!subject) {
    const pool = kb.regions.filter((r) => r.kind !== 'country' && r.facts.some((f) => f.depth <= level));
    const r = pool.length > 0 ? pick(pool, ctx.question + String(level)) : undefined;
    if (!r) return unknown(ctx);
    subject = { kind: 'region', id: r.id, score: 1, title: r.name, matched: r.name, start: 0, end: 0, whole: true };
  }
  use(ctx, subject.kind, subject.id);
  const qs = questionsFor(ctx, subject);
  if (qs.length === 0) return describe(ctx, subject);
  const n = Math.min(qs.length, 3);
  const chosen = rotate(qs, hash(ctx.question) % qs.length).slice(0, n);
  const d = draft(T.practiceTitle(subject.title), T.practiceIntro(n, subject.title));
  d.sections.push({ heading: T.practiceQuestions, items: chosen.map((x) => x.question), ordered: true });
  d.sections.push({ heading: T.practiceAnswers, items: chosen.map((x) => x.answer), ordered: true });
  d.keyPoints = chosen.map((x) => `${x.question} (${x.answer})`);
  d.check = chosen[0].question;
  d.tip = T.practiceTip;
  return d;
}

export function rotate<T>(xs: T[], n: number): T[] {
  return [...xs.slice(n), ...xs.slice(0, n)];
}

export function practiceFor(ctx: Ctx, m: Mention | undefined): QA | null {
  if (!m) return null;
  const qs = questionsFor(ctx, m);
  return qs.length > 0 ? qs[hash(`${ctx.question}p`) % qs.length] : null;
}

/** Questions with answers made from one record's fields and facts. */
export function questionsFor(ctx: Ctx, m: Mention): QA[] {
  const { kb, level } = ctx;
  const e = kb.get(m.kind, m.id);
  if (!e) return [];
  const out: QA[] = [];
  switch (e.kind) {
    case 'grape': {
      const g = e.record;
      out.push({ question: `Is ${g.name} a black or a white grape?`, answer: `${cap(colourWord(g))}.` });
      if (g.aromas.length >= 3)
        out.push({
          question: `Name three typical aromas of ${g.name}.`,
          answer: `${cap(join(g.aromas.slice(0, 3)))}.`,
        });
      if (level >= 2 && g.keyRegions.length >= 2)
        out.push({
          question: `Name two key regions for ${g.name}.`,
          answer: `${join(g.keyRegions.slice(0, 3).map((k) => regionName(ctx, k)))}.`,
        });
      if (level >= 2)
        out.push({
          question: `What level of acidity does ${g.name} usually have?`,
          answer: `${cap(PLAIN[g.structure.acidity] ?? g.structure.acidity)}.`,
        });
      if (level >= 3 && g.viticulture.length > 0)
        out.push({
          question: `What should a grower know about ${g.name} in the vineyard?`,
          answer: sentence(g.viticulture[0]),
        });
      out.push(...clozes(ctx, g.facts, [g.name]));
      break;
    }
    case 'region': {
      const r = e.record;
      if (r.grapes.length > 0)
        out.push({ question: `What is the main grape of ${r.name}?`, answer: `${grapeName(ctx, r.grapes[0])}.` });
      if (r.kind !== 'country') out.push({ question: `In which country is ${r.name}?`, answer: `${r.country}.` });
      if (level >= 2)
        out.push({
          question: `What kind of climate does ${r.name} have?`,
          answer: `${cap(r.climate)}.${r.climateNotes[0] ? ` ${sentence(r.climateNotes[0])}` : ''}`,
        });
      if (level >= 2 && r.classification)
        out.push({ question: `What is the legal classification of ${r.name}?`, answer: `${r.classification}.` });
      if (level >= 3 && r.soils.length > 0)
        out.push({ question: `Name a typical soil of ${r.name}.`, answer: `${cap(join(r.soils.slice(0, 2)))}.` });
      if (level >= 4 && r.grapesAre === 'permitted' && r.grapes.length > 1)
        out.push({
          question: `Which grapes are permitted in ${r.name}?`,
          answer: `${join(r.grapes.map((g) => grapeName(ctx, g)))}.`,
        });
      out.push(...clozes(ctx, r.facts, [r.name]));
      break;
    }
    case 'topic': {
      const t = e.record;
      out.push(...clozes(ctx, t.points, []));
      if (t.table && level >= 2 && t.table.rows.length > 1 && t.table.headers.length > 1) {
        const row = t.table.rows[hash(t.id + ctx.question) % t.table.rows.length];
        out.push({
          question: `${t.table.caption}: what is the ${lowerFirst(t.table.headers[1])} for ${row[0]}?`,
          answer: `${row[1]}.`,
        });
      }
      break;
    }
    case 'term': {
      const t = e.record;
      out.push({ question: `What does ${t.term} mean on a ${t.country} label?`, answer: sentence(t.meaning) });
      break;
    }
    case 'pairing': {
      const p = e.record;
      if (p.wines[0])
        out.push({
          question: `Suggest a wine for ${foodName(p.food)} and explain why.`,
          answer: `${p.wines[0].wine}: ${sentence(p.wines[0].why)}`,
        });
      break;
    }
  }
  return out;
}

/** Fill-the-gap questions from facts: a grape, region or number blanked out. */
export function clozes(ctx: Ctx, facts: readonly { depth: Depth; text: string }[], skip: string[]): QA[] {
  const out: QA[] = [];
  for (const f of facts.filter((x) => x.depth <= ctx.level).slice(0, 8)) {
    const ms = ctx.kb.mentions(f.text).filter(
      (m) =>
        (m.kind === 'grape' || m.kind === 'region') &&
        m.whole &&
        !skip.some((s) => fold(s) === fold(m.title)) &&
        // Never blank out what the question itself names.
        !mentionsPhrase(ctx.question, m.title) &&
        !mentionsPhrase(ctx.question, m.matched),
    );
    const target = ms[0];
    const raw = target
      ? findSurface(f.text, target.matched)
      : (f.text.match(/\b\d[\d.,–-]*\s*(%|°C|months?|years?|g\/l|hl\/ha)?/)?.[0] ?? '');
    if (!raw || raw.length < 2) continue;
    const gap = f.text.replace(raw, '_____');
    if (gap === f.text) continue;
    out.push({ question: `What fills the gap? ${sentence(gap)}`, answer: `${raw.trim()}.` });
  }
  return out;
}

/** The original spelling in a text of words matched in folded form. */
export function findSurface(text: string, folded: string): string {
  const n = folded.split(' ').length;
  const spans = [...text.matchAll(/[\p{L}\p{N}'’]+/gu)];
  for (let i = 0; i + n <= spans.length; i++) {
    const from = spans[i].index ?? 0;
    const last = spans[i + n - 1];
    const raw = text.slice(from, (last.index ?? 0) + last[0].length);
    if (words(raw).join(' ') === folded) return raw;
  }
  return '';
}

/**
 * What cannot be answered from the knowledge base, said plainly: an unknown name (with its claimed
 * kind corrected), a price, a critic's score, a person's opinion or a vintage still to come. What is
 * known nearby follows, clearly as something else, never as the answer.
 */
export function honest(ctx: Ctx): Draft {
  const { u } = ctx;
  const h = u.honesty;
  if (!h) return unknown(ctx);
  const about = h.name ? `**${h.name}**` : 'that';
  let lead: string;
  const H = T.honest;
  switch (h.reason) {
    case 'future':
      lead = H.future(h.name);
      break;
    case 'price':
      lead = H.price(about);
      break;
    case 'score':
      lead = H.score(about);
      break;
    case 'opinion':
      lead = H.opinion(about);
      break;
    case 'best':
      lead = H.best(/\b(ever|of all time)\b/i.test(ctx.question));
      break;
    case 'venue':
      lead = H.venue(about);
      break;
    case 'figures':
      lead = H.figures(about);
      break;
    case 'contact':
      lead = H.contact(h.name ? about : '');
      break;
    case 'vintage':
      lead = H.vintage(h.name);
      break;
    case 'private':
      lead = H.private;
      break;
    case 'unseen':
      lead = H.unseen;
      break;
    case 'premise':
      lead = H.premise(h.correction ?? '');
      break;
    default: {
      const kind = h.category ? categoryWord(h.category) : '';
      lead = kind === 'person' ? H.person(h.name) : kind ? H.namedKind(h.name, kind, article(kind)) : H.name(h.name);
    }
  }
  const nearby = u.subjects.filter((s) => s.kind === 'grape' || s.kind === 'region').slice(0, 2);
  let after = '';
  if (nearby.length > 0) {
    const parts = nearby.map((m) => {
      const d = describe(ctx, m);
      return `**${m.title}:** ${d.lead}`;
    });
    after = `${T.whatIKnowNearby}\n\n${parts.join('\n\n')}`;
  } else after = `${T.whatICanHelpWith}\n\n${suggestionList(ctx)}`;
  return {
    title: ENGINE_TITLES.notInNotes,
    lead: `${lead}${u.unanchored ? ` ${NOT_WINE}` : ''}`,
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after,
  };
}

function categoryWord(c: string): string {
  const f = fold(c);
  if (['grape', 'grapes', 'variety', 'varietal', 'cultivar'].includes(f)) return 'grape variety';
  if (
    [
      'chateau',
      'domaine',
      'bodega',
      'bodegas',
      'weingut',
      'tenuta',
      'cantina',
      'quinta',
      'clos',
      'maison',
      'castello',
      'fattoria',
      'schloss',
      'cave',
      'caves',
      'producer',
      'estate',
      'winery',
      'vineyard',
      'vineyards',
      'cellars',
    ].includes(f)
  )
    return 'producer';
  return /^[a-z]+$/.test(c) ? c : `${c} appellation`;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(u[^n])/i.test(word) ? 'an' : 'a';
}
