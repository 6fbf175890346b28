// What a question is about, beyond the names search finds in it: names the records use in passing
// (an estate or a person in a region's facts), and the order of the subjects found, the one the
// question is about first.

import { namesInRecords } from './anchor.ts';
import { type EntityKind, type KnowledgeBase, warmAlso } from './kb.ts';
import { LISTING, QUANTITY, STOPWORDS } from './lexicon.ts';
import { fold, root, words } from './normalize.ts';
import type { Mention } from './search.ts';

interface FactText {
  kind: 'grape' | 'region';
  id: string;
  depth: number;
  folded: string;
}

/** The folded facts of every grape and region, and the facts (by position) each word stands in, per knowledge base. */
const FACT_TEXTS = new WeakMap<KnowledgeBase, { facts: FactText[]; byWord: Map<string, number[]> }>();

/** Words before an estate's own name. */
export const ESTATE_WORDS = new Set([
  'chateau',
  'domaine',
  'bodega',
  'bodegas',
  'weingut',
  'tenuta',
  'quinta',
  'maison',
  'clos',
]);

/** The grapes' and regions' facts as folded word runs, for finding a name the records cite (built once per knowledge base). */
function factTexts(kb: KnowledgeBase): { facts: FactText[]; byWord: Map<string, number[]> } {
  let kept = FACT_TEXTS.get(kb);
  if (!kept) {
    const facts: FactText[] = [
      ...kb.regions.flatMap((r) =>
        r.facts.map((f) => ({ kind: 'region' as const, id: r.id, depth: f.depth, text: f.text })),
      ),
      ...kb.grapes.flatMap((g) =>
        g.facts.map((f) => ({ kind: 'grape' as const, id: g.id, depth: f.depth, text: f.text })),
      ),
    ].map((f) => ({ kind: f.kind, id: f.id, depth: f.depth, folded: ` ${words(f.text).join(' ')} ` }));
    const byWord = new Map<string, number[]>();
    facts.forEach((f, i) => {
      for (const w of new Set(f.folded.trim().split(' '))) {
        const list = byWord.get(w);
        if (list) list.push(i);
        else byWord.set(w, [i]);
      }
    });
    kept = { facts, byWord };
    FACT_TEXTS.set(kb, kept);
  }
  return kept;
}

/** The facts that write a phrase of folded words: only those holding its rarest word are read, in order. */
function factsWriting(kb: KnowledgeBase, nameWords: readonly string[]): FactText[] {
  const { facts, byWord } = factTexts(kb);
  let fewest: number[] | undefined;
  for (const w of nameWords) {
    const list = byWord.get(w) ?? [];
    if (!fewest || list.length < fewest.length) fewest = list;
  }
  const phrase = ` ${nameWords.join(' ')} `;
  return (fewest ?? []).map((i) => facts[i]).filter((f) => f.folded.includes(phrase));
}

warmAlso(factTexts);

/**
 * A capitalised name of several words that no record bears but a record's facts use ("Vega Sicilia"
 * in Ribera del Duero's) is about that record, not about the record one of its words names (Sicily).
 */
export function namedInFacts(kb: KnowledgeBase, text: string, ws: readonly string[], subjects: Mention[]): Mention[] {
  const names: string[] = [
    ...(text.match(/\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:de|del|di|du|da|la|le)\s+)?\p{Lu}[\p{L}'’-]+)+/gu) ?? []),
  ];
  // A name the records cite, typed without capitals: "dom perignon".
  const cited = namesInRecords(kb);
  for (let n = 2; n <= 4; n++)
    for (let i = 0; i + n <= ws.length; i++) {
      const run = ws.slice(i, i + n).join(' ');
      if (cited.has(run)) names.push(run);
    }
  for (const raw of names) {
    const nameWords = words(raw);
    while (nameWords.length > 0 && STOPWORDS.has(nameWords[0])) nameWords.shift();
    // "Château Pétrus": the records may cite the estate by its own name alone.
    if (nameWords.length === 2 && ESTATE_WORDS.has(nameWords[0]) && cited.has(nameWords[1])) nameWords.shift();
    else if (nameWords.length < 2) continue;
    const phrase = nameWords.join(' ');
    if (subjects.some((m) => m.whole && words(m.matched).join(' ') === phrase)) continue;
    // The record already named in the question first, then the narrowest place, then the plainest fact.
    const named = (f: { kind: string; id: string }) =>
      subjects.some((m) => m.kind === f.kind && m.id === f.id) ? 0 : 1;
    const narrow = (f: { kind: string; id: string }) =>
      f.kind === 'region'
        ? ['appellation', 'subregion', 'region', 'country'].indexOf(kb.region(f.id)?.kind ?? 'country')
        : 0;
    // A label term of wine written with capitals ("Grands Crus", "Premier Cru") is that term, not the
    // name of the one place whose facts use it.
    if (labelTermWords(kb).has(nameWords.map(singularWord).join(' '))) continue;
    const hit = factsWriting(kb, nameWords).sort(
      (a, b) => named(a) - named(b) || narrow(a) - narrow(b) || a.depth - b.depth,
    )[0];
    if (!hit) continue;
    const start = ws.findIndex((_w, i) => nameWords.every((x, j) => ws[i + j] === x));
    if (start < 0) continue;
    const end = start + nameWords.length - 1;
    // Names we know word for word ("Mosel Riesling") are read as they are, also when one of them was
    // named earlier ("Rheingau Riesling or Mosel Riesling"), and a place's adjective ("South
    // African", "Tuscan") is not a name.
    const covered = (i: number) =>
      subjects.some((m) => (m.start <= i && i <= m.end) || (m.whole && words(m.matched).includes(ws[i])));
    if (nameWords.every((_x, j) => covered(start + j))) continue;
    if (/(an|ese|ish)$/.test(nameWords[nameWords.length - 1])) continue;
    // Records named only by words inside the name give way to the record that knows the name.
    const rest = subjects.filter(
      (m) => !(m.start >= start && m.end <= end) && !(m.kind === hit.kind && m.id === hit.id),
    );
    const title = kb.title(hit.kind, hit.id);
    return [{ kind: hit.kind, id: hit.id, score: 0.9, title, matched: phrase, start, end, whole: false }, ...rest];
  }
  return subjects;
}

const singularWord = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** The names and other names of the label terms, folded, each word in the singular. */
const TERM_WORDS = new WeakMap<KnowledgeBase, Set<string>>();

function labelTermWords(kb: KnowledgeBase): Set<string> {
  let out = TERM_WORDS.get(kb);
  if (!out) {
    out = new Set(
      kb.terms.flatMap((t) => [t.term, ...(t.synonyms ?? [])]).map((n) => words(n).map(singularWord).join(' ')),
    );
    TERM_WORDS.set(kb, out);
  }
  return out;
}

warmAlso(labelTermWords);

/** Verbs of the senses: what follows them is a smell or taste of the wine. */
const SENSED = /^(smells?|smelling|smelt|tastes?|tasting|tasted|reeks?|stinks?)$/;

/** Words for a kind of place: a country before one asks for a place within it. */
const PLACE_WORDS =
  /^(regions?|areas?|appellations?|districts?|zones?|states?|provinces?|islands?|valleys?|places?|parts?|wineries|estates?)$/;

/** Words that name a measure of something rather than a subject of their own. */
export const MEASURE_WORDS = new Set(['temperature', 'temperatures', 'temp']);

export const KIND_RANK: Record<EntityKind, number> = { grape: 0, region: 0, term: 1, topic: 2, pairing: 3 };

/** Whole names first, then by kind (grapes and regions before terms and topics), then by order. */
export function rankSubjects(ms: Mention[], ws: readonly string[] = [], kb?: KnowledgeBase, question = ''): Mention[] {
  const strong = ms.filter((m) => m.score >= 0.6 || m.kind === 'grape' || m.kind === 'region');
  // Grapes and regions lead, unless a longer theory phrase or a term comes first in the question
  // ("What is a Late Bottled Vintage Port?"); among topics the earlier one, and the one whose title
  // holds the matched words ("dosage" → the dosage topic rather than the method that mentions it).
  const named = (m: Mention) => m.kind === 'grape' || m.kind === 'region';
  // "What is the tirage in Champagne?": a word of theory governing the name that follows it (X in/of Y)
  // is the question's head, the name only its setting.
  const head = (m: Mention) => m.kind === 'topic' && /^(in|of|for|on)$/.test(ws[m.end + 1] ?? '');
  const specific = (m: Mention) => m.kind === 'term' || m.end > m.start || head(m);
  const titled = (m: Mention) => (fold(m.title).includes(m.matched) ? 1 : 0);
  // Of two topics named apart ("the sweetness of Tokaji Aszú"), the wine named with a capital whose
  // text speaks of the other's words holds the answer; the broad one never mentions the narrow one.
  const fq = fold(question);
  const capital = (m: Mention) => {
    const i = fq.indexOf(m.matched);
    return i > 0 && /[A-Z]/.test(question.charAt(i));
  };
  const text = (m: Mention) => {
    const t = m.kind === 'topic' ? kb?.topic(m.id) : undefined;
    const e = m.kind === 'term' ? kb?.term(m.id) : undefined;
    const all = t
      ? `${t.title} ${t.summary} ${t.keywords.join(' ')} ${t.points.map((p) => p.text).join(' ')}`
      : e
        ? `${e.term} ${e.meaning}`
        : '';
    return new Set(words(all).map(root));
  };
  const theory = (m: Mention) => m.kind === 'topic' || m.kind === 'term';
  const covers = (a: Mention, b: Mention) =>
    theory(a) && theory(b) && capital(a) && a.start >= 0 && b.start >= 0 && (b.start > a.end || a.start > b.end)
      ? Number(words(b.matched).every((w) => text(a).has(root(w))))
      : 0;
  // A topic named only by what is measured ("temperature") yields to the topic of the thing measured
  // ("the temperature of a wine cellar", "…to ferment white wine at").
  const measure = (m: Mention) => (m.kind === 'topic' && MEASURE_WORDS.has(m.matched) ? 1 : 0);
  // A one-word name just before a theory phrase of three words or more qualifies it ("the WSET
  // systematic approach to tasting"): the phrase is the question's head.
  const modifies = (a: Mention, b: Mention) =>
    theory(a) && theory(b) && a.start >= 0 && a.start === a.end && a.end + 1 === b.start && b.end - b.start >= 2
      ? 1
      : 0;
  // A country is the setting of anything narrower named beside it ("how do people in Portugal drink
  // White Port?", "Spanish Garnacha"): the narrower record holds the answer.
  // A country that qualifies a place word ("which South African region…") asks for a place in it.
  const country = (m: Mention) =>
    m.kind === 'region' && kb?.region(m.id)?.kind === 'country' && !PLACE_WORDS.test(ws[m.end + 1] ?? '') ? 1 : 0;
  const narrower = (m: Mention) => !country(m) && m.whole && m.score >= 0.85;
  // "…and the wine tastes stewed", "it smells of cabbage": the symptom said of the wine is what is
  // asked about; another topic named beside it (the cork) is where it shows.
  const sensed = (m: Mention) =>
    m.kind === 'topic' && m.start > 0 && SENSED.test(ws[m.start - 1] ?? '')
      ? 1
      : m.kind === 'topic' &&
          m.start > 1 &&
          /^(of|like)$/.test(ws[m.start - 1] ?? '') &&
          SENSED.test(ws[m.start - 2] ?? '')
        ? 1
        : 0;
  // "The maximum Viognier in Côte-Rôtie", "how much Merlot can go into Chianti": a share of a grape
  // in a place is set by the place's rules, so the place leads.
  const share = QUANTITY.test(fq);
  const headed = (m: Mention) =>
    theory(m) && m.start >= 0 && /^(method|technique|system|process)s?$/.test(ws[m.end + 1] ?? '') ? 1 : 0;
  // "What does veraison mean? Saw it on a sign in Napa": what the opening question names is asked; a
  // name in the words said after it only tells where the asker met it.
  const asked = question.indexOf('?');
  const cut = asked > 0 && /\p{L}/u.test(question.slice(asked + 1)) ? words(question.slice(0, asked)).length : -1;
  // "I know Barolo ages longer, but what's the minimum for Barbaresco?": what is granted before "but"
  // is context; the question after it names what is asked.
  const but = /,?\s+but\s+(?=(?:what|which|how|when|where|why|who|is|are|does|do|can|could|should)\b)/i.exec(question);
  const turn = but ? words(question.slice(0, but.index)).length : -1;
  const told = (m: Mention) =>
    (cut > 0 && m.start >= cut && strong.some((x) => x.start >= 0 && x.start < cut)) ||
    (turn > 0 && m.start >= 0 && m.start < turn && strong.some((x) => x.start >= turn))
      ? 1
      : 0;
  return [...strong].sort((a, b) => {
    if (told(a) !== told(b)) return told(a) - told(b);
    if (a.kind === 'topic' && b.kind === 'topic' && sensed(a) !== sensed(b)) return sensed(b) - sensed(a);
    if (share && a.whole && b.whole && a.kind !== b.kind && named(a) && named(b)) return a.kind === 'region' ? -1 : 1;
    // …but a record found by the very words of the country's name ("GI (New Zealand)" for "New
    // Zealand") is no narrower subject: the country is what was named.
    const sameWords = a.start === b.start && a.end === b.end && a.start >= 0;
    if (country(a) !== country(b) && !sameWords && narrower(country(a) ? b : a) && (country(a) ? a : b).whole)
      return country(a) - country(b);
    // "The governo method in Chianti", "the solera system of Jerez": a term or topic named by its first
    // word before "method", "technique", "system" or "process" is what is asked; the place is its setting.
    if (headed(a) !== headed(b)) return headed(b) - headed(a);
    if (a.whole !== b.whole) return Number(b.whole) - Number(a.whole);
    if (named(a) === named(b))
      return (
        measure(a) - measure(b) ||
        modifies(a, b) - modifies(b, a) ||
        covers(b, a) - covers(a, b) ||
        a.start - b.start ||
        titled(b) - titled(a) ||
        KIND_RANK[a.kind] - KIND_RANK[b.kind]
      );
    const [x, y] = named(a) ? [b, a] : [a, b];
    // "Château Margaux": an estate word before a name is part of the name, not the question's head.
    const estate = x.kind === 'term' && ESTATE_WORDS.has(fold(x.matched)) && y.start === x.end + 1;
    // "Name a Grand Cru in Vosne-Romanée" asks for the place's own members: the place leads.
    const members = LISTING.test(fq.trim()) && /^(in|of|from)$/.test(ws[x.end + 1] ?? '') && y.start > x.end;
    // A longer name that holds the grape's or place's name ("Clairette de Die") is the one meant.
    const holds = x.start >= 0 && x.start <= y.start && x.end > y.end && x.score >= 0.85;
    // "Which French regions make crémant?": the places of a country asked for a style made there are
    // told by the style's own record, which names them; the country's profile does not.
    const style =
      y.kind === 'region' &&
      kb?.region(y.id)?.kind === 'country' &&
      PLACE_WORDS.test(ws[y.end + 1] ?? '') &&
      x.whole &&
      x.score >= 0.85 &&
      x.start > y.end;
    // "Little crystals in my bottle of Riesling": a fault seen in the asker's own wine is what is asked;
    // the wine named is only where it showed.
    const own =
      /^(my|our|this)$/.test(ws[y.start - 1] ?? '') ||
      (ws[y.start - 1] === 'of' && /^(bottles?|glass|glasses)$/.test(ws[y.start - 2] ?? ''));
    const fault = x.kind === 'topic' && x.whole && x.score >= 0.85 && kb?.topic(x.id)?.category === 'faults' && own;
    const xFirst =
      holds || style || fault || (x.start < y.start && specific(x) && x.score >= 0.85 && !estate && !members);
    return (xFirst ? -1 : 1) * (x === a ? 1 : -1);
  });
}
