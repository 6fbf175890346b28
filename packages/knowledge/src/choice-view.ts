// How an exam item's stem is read for scoring: its subjects (also a country named by its adjective),
// its cue words with their weights, and where a sentence of the records meets those cues.

import type { ChoiceOption } from './choice.ts';
import { contentRoots, DEMONYMS, DENIAL, docOf, idf, type Ref, refsIn, type Sent } from './choice-evidence.ts';
import { uniqueMentions } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { Lru } from './lru.ts';
import { root, words } from './normalize.ts';
import type { Mention } from './search.ts';

/** Stems asking for the leading, main or best-known option rather than any permitted one. */
export const LEAD =
  /\b(lead|leads|leading|main|mainly|principal|dominant|dominates?|dominated|major|key|signature|chief|primary|mostly|majority|best known|famous|most|basis|based|mainly)\b/i;

export interface Scored {
  option: ChoiceOption;
  refs: Mention[];
  score: number;
  /** The sentence that best ties the option to the stem, natural sentences preferred. */
  reason?: string;
  reasonWeight: number;
  /** The tie in the records' fields between the option and a stem subject, if any. */
  tie?: string;
}

export interface StemView {
  refs: Mention[];
  /** Records whose sentences may name the answer: the stem's subjects and the theory topics it matches
   * (those found by shared words only count for less). */
  docs: { s: Sent; w: number }[];
  cues: string[];
  cueWeight: Map<string, number>;
  lead: boolean;
}

/** Words for the steps of a ladder of label terms. */
const RUNG = /^(levels?|categor(y|ies)|grades?|tiers?|rungs?)$/;
/** Words naming such a ladder: "Prädikat levels", "quality categories", "sweetness levels". */
const LADDER = /^(pradikat|pradikats|pradikate|quality|sweetness|ripeness|ageing|aging|classification)$/;

export function view(kb: KnowledgeBase, stem: string, extra = ''): StemView {
  const refs = uniqueMentions([...refsIn(kb, stem), ...countriesIn(kb, stem)]);
  const named = new Set<string>();
  const ws = words(stem);
  for (const m of refs) for (let i = m.start; i <= m.end; i++) if (ws[i]) named.add(root(ws[i]));
  // The subject's own words stay among the cues: an option's record that names it is evidence.
  // "Prädikat levels", "quality categories": the word for the rungs of a named ladder only frames
  // the question; it is no cue ("level" in "sugar level" would otherwise back the one outsider).
  const rungs = new Set(
    ws.flatMap((w, i) =>
      i > 0 && RUNG.test(w) && (LADDER.test(ws[i - 1]) || refs.some((m) => m.kind === 'term' && m.end === i - 1))
        ? [root(w)]
        : [],
    ),
  );
  const cues = [...new Set(contentRoots(`${stem} ${extra}`))].filter((w) => !rungs.has(w));
  // …at half weight: in the subject's own record they are everywhere.
  const cueWeight = new Map(cues.map((w) => [w, idf(kb, w) * (named.has(w) ? 0.5 : 1)]));
  const ranked = kb.index.topics(stem).slice(0, 3);
  const topics = ranked.filter((t) => t.score >= 4 && t.score >= (ranked[0]?.score ?? 0) * 0.5);
  const docs: { s: Sent; w: number }[] = [];
  const seen = new Set<string>();
  const found = [
    ...refs.map((r) => ({ r: r as Ref, w: 1 })),
    ...topics.map((t) => ({ r: { kind: 'topic' as const, id: t.id }, w: 0.7 })),
  ];
  for (const { r, w } of found) {
    const key = `${r.kind}:${r.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const s of docOf(kb, r)) docs.push({ s, w });
  }
  return { refs, docs, cues, cueWeight, lead: LEAD.test(stem) };
}

/**
 * A stem without a country that holds every option: "Smaragd is used in which Austrian region?" is
 * about Smaragd, and Austria's record, which names all four regions, would tie them, while its word
 * ("German Wine Route") would pick one by chance. Kept when the country is the stem's only subject.
 */
export function withoutSharedCountry(kb: KnowledgeBase, stem: string, options: readonly string[]): string {
  if (options.length < 2) return stem;
  const refs = uniqueMentions([...refsIn(kb, stem), ...countriesIn(kb, stem)]);
  const countries = refs.filter((r) => r.kind === 'region' && kb.region(r.id)?.kind === 'country');
  if (countries.length === 0 || countries.length === refs.length) return stem;
  let out = stem;
  for (const c of countries) {
    const name = kb.region(c.id)?.name;
    // Every option a place of that country, or a label term of it ("Kabinett", "Trocken" for
    // "German Prädikat levels"): the country tells them apart no more than it ties them to the stem.
    const holds = options.every((o) => {
      const own = refsIn(kb, o).filter((r) => r.kind === 'region' || (r.kind === 'term' && r.whole));
      return (
        own.length > 0 &&
        own.every((r) =>
          r.kind === 'term' ? kb.term(r.id)?.country === name : r.id !== c.id && kb.region(r.id)?.country === name,
        )
      );
    });
    if (!holds || c.start !== c.end) continue;
    const word = words(stem)[c.start];
    out = out.replace(new RegExp(`(\\b(?:in|of|from)\\s+)?\\b${word}\\b\\s*`, 'i'), '');
  }
  return out !== stem && /\p{L}{3,}/u.test(out) ? out : stem;
}

/** Countries named by an adjective: "Which Spanish region…" is about Spain. */
export function countriesIn(kb: KnowledgeBase, text: string): Mention[] {
  return words(text).flatMap((w, i) => {
    const name = DEMONYMS[w];
    const r = name ? kb.findRegion(name) : undefined;
    return r && r.kind === 'country'
      ? [{ kind: 'region' as const, id: r.id, score: 1, title: r.name, matched: w, start: i, end: i, whole: true }]
      : [];
  });
}

/** Whether every mention of a name in a sentence is denied by a word just before it. */
export function denied(text: string, name: string): boolean {
  const ws = words(text);
  const ns = words(name);
  if (ns.length === 0) return false;
  let seen = false;
  for (let i = 0; i + ns.length <= ws.length; i++) {
    if (!ns.every((n, k) => ws[i + k] === n || ws[i + k] === `${n}s`)) continue;
    seen = true;
    if (!ws.slice(Math.max(0, i - 3), i).some((w) => DENIAL.has(w))) return false;
  }
  return seen;
}

/** Below this total weight a stem's words are too common to decide anything on their own. */
export const CUE_FLOOR = 4;

/** Share of the stem's words (weighted by rarity) a sentence uses. */
export function cueShare(v: StemView, s: Sent, skip?: Set<string>): number {
  let have = 0;
  let all = 0;
  for (const [w, weight] of v.cueWeight) {
    if (skip?.has(w)) continue;
    all += weight;
    if (s.roots.has(w)) have += weight;
  }
  return have / Math.max(all, CUE_FLOOR);
}

/** Words a clause or list boundary between two positions counts as: they belong to different parts. */
const CLAUSE_APART = 6;
const ITEM_APART = 4;
function apart(s: Sent, i: number, j: number): number {
  return (
    CLAUSE_APART * Math.abs((s.clause[i] ?? 0) - (s.clause[j] ?? 0)) +
    ITEM_APART * Math.abs((s.item[i] ?? 0) - (s.item[j] ?? 0))
  );
}

/** The stem's words in a sentence, each counting less the further it stands from the option's words. */
export function cueNear(v: StemView, s: Sent, at: number[], skip: Set<string>): number {
  const hits = cueHits(v, s, at, skip);
  let have = 0;
  for (const x of hits.values()) have += x;
  return have / cueTotal(v, skip);
}

export function cueTotal(v: StemView, skip: Set<string>): number {
  let all = 0;
  for (const [w, weight] of v.cueWeight) if (!skip.has(w)) all += weight;
  return Math.max(all, CUE_FLOOR);
}

/**
 * Each stem word a sentence uses, weighted by rarity and by nearness to the option's words; a
 * sentence that says the opposite instead ("warm" for a "cool climate" stem) counts against.
 */
export function cueHits(v: StemView, s: Sent, at: number[], skip: Set<string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [w, weight] of v.cueWeight) {
    if (skip.has(w)) continue;
    if (!s.roots.has(w)) {
      if (opposite(w).some((o) => s.roots.has(o) && !v.cueWeight.has(o))) out.set(w, -0.5 * weight);
      continue;
    }
    if (at.length === 0) {
      out.set(w, weight);
      continue;
    }
    const dist = (x: string) => {
      let d = Number.POSITIVE_INFINITY;
      for (let i = 0; i < s.seq.length; i++)
        if (s.seq[i] === x && !s.denied.has(i)) for (const j of at) d = Math.min(d, Math.abs(i - j) + apart(s, i, j));
      return d;
    };
    const d = dist(w);
    // The opposite word standing nearer the option ("the Right Bank (Saint-Émilion…" for a "Left
    // Bank" stem) says the option is on the other side.
    const against = Math.min(
      ...opposite(w)
        .filter((o) => !v.cueWeight.has(o))
        .map(dist),
    );
    if (against < d) out.set(w, (-0.5 * weight) / (1 + against / 3));
    else if (d < Number.POSITIVE_INFINITY) out.set(w, weight / (1 + d / 3));
  }
  return out;
}

export const PRIMARY = new Set(['grape', 'region']);

/**
 * A sentence cut into the parts that each hold one figure with the words it belongs to: a natural
 * sentence into its clauses, a table row into its cells, each cell with the row's caption and name.
 */
export function clausesOf(s: Sent): string[] {
  if (!s.natural) {
    const m = /^([^:]+):\s+(.+?)\.?$/.exec(s.text);
    const cells = m ? m[2].split(/;\s+/) : [];
    if (!m || cells.length < 3) return [s.text];
    return cells.slice(1).map((c) => `${m[1]}: ${cells[0]}; ${c}`);
  }
  return s.text.split(/;\s*|,\s+(?:and\s+)?(?=\p{Lu})|\s+and\s+(?=\p{Lu})|:\s+(?=\p{Lu})/u).filter((c) => c.trim());
}

export const WORDS_AT = new Map<string, { at: number; roots: string[]; capital: boolean }[]>();

/** Words of a clause with where they start, for nearness between a figure and the stem's words. */
export function wordsAt(text: string): { at: number; roots: string[]; capital: boolean }[] {
  const kept = WORDS_AT.get(text);
  if (kept) return kept;
  const out = [...text.matchAll(/[\p{L}\d’'-]+/gu)].map((m) => ({
    at: m.index ?? 0,
    // "Non-vintage" is not "vintage".
    roots: /^non-/i.test(m[0]) ? [] : contentRoots(m[0]),
    capital: /^\p{Lu}/u.test(m[0]),
  }));
  // "At least" and "must" state a minimum as surely as the word does.
  for (const m of text.matchAll(/\b(?:at least|must|minimum)\b/gi))
    out.push({ at: m.index ?? 0, roots: ['minimum'], capital: false });
  if (WORDS_AT.size > 50_000) WORDS_AT.clear();
  WORDS_AT.set(text, out);
  return out;
}

/** Words whose presence in a record's sentence contradicts the other word in a statement. */
export const OPPOSITES: [string, string][] = [
  ['dry', 'sweet'],
  ['red', 'white'],
  ['before', 'after'],
  ['during', 'after'],
  ['early', 'late'],
  ['high', 'low'],
  // "Too little acidity" is low acidity.
  ['high', 'little'],
  ['cool', 'warm'],
  ['cool', 'hot'],
  ['cold', 'hot'],
  ['tank', 'bottle'],
  // Maturation in wood (oxidative, as for Tawny) against maturation in bottle (as for Vintage Port).
  ['wood', 'bottle'],
  ['cask', 'bottle'],
  ['barrel', 'bottle'],
  ['tank', 'traditional'],
  ['still', 'sparkling'],
  ['light', 'full'],
  ['oxidative', 'reductive'],
  ['north', 'south'],
  ['left', 'right'],
  ['east', 'west'],
  ['thin', 'thick'],
  ['old', 'young'],
  // Colour deepens or fades; the vine is pruned to long canes or to short spurs.
  ['pale', 'dark'],
  ['cane', 'spur'],
  // How a bottle lies, and what that does to its cork.
  ['upright', 'side'],
  ['dry', 'moist'],
  // Vessels of different stuff: a clay qvevri or amphora is no wooden barrel.
  ['wooden', 'clay'],
  ['wood', 'clay'],
  ['oak', 'clay'],
  // Living things of different kinds: a yeast is no bacterium, a fungus no insect.
  ['yeast', 'bacterium'],
  ['yeast', 'bacteria'],
  ['fungus', 'bacterium'],
  ['fungus', 'insect'],
  // A wine served chilled is not served at room temperature.
  ['chilled', 'room'],
  // A vessel filled with carbon dioxide holds no oxygen.
  ['oxygen', 'carbon'],
  // Two mildews, each with its own treatment.
  ['powdery', 'downy'],
];

export const OPPOSITE_ROOTS: [string, string][] = OPPOSITES.map(([a, b]) => [
  contentRoots(a)[0] ?? a,
  contentRoots(b)[0] ?? b,
]);

/** Each root's opposites, in the order of the list above. */
const OPPOSITE_OF = new Map<string, string[]>();
for (const [a, b] of OPPOSITE_ROOTS) {
  OPPOSITE_OF.set(a, [...(OPPOSITE_OF.get(a) ?? []), b]);
  OPPOSITE_OF.set(b, [...(OPPOSITE_OF.get(b) ?? []), a]);
}
const NO_OPPOSITE: readonly string[] = [];

/** The words said to be opposite to a root (never to be changed by the caller). */
export function opposite(w: string): readonly string[] {
  return OPPOSITE_OF.get(w) ?? NO_OPPOSITE;
}

/** A word with its root and whether it is said without the thing ("unoaked", "non-vintage"). */
interface Polar {
  root: string;
  without: boolean;
}

/** Each option is read against every sentence of the stem's records, and the same record sentences
 * against every option and question: a text's words and a word's reading are worked out once. */
const POLAR_WORDS = new Lru<string, Polar | null>(10_000);
const POLAR_TEXTS = new Lru<string, readonly Polar[]>(5_000);

function polarWords(text: string): readonly Polar[] {
  return POLAR_TEXTS.through(text, readPolar);
}

/** Words that say the next word without the thing: "no flavour", "without oak". */
const WITHOUT_NEXT = new Set(['no', 'without']);

function readPolar(text: string): Polar[] {
  const out: Polar[] = [];
  let denied = false;
  for (const m of text.matchAll(/[\p{L}\d]+(?:[-'’][\p{L}]+)*/gu)) {
    const w = m[0].toLowerCase();
    const p = POLAR_WORDS.through(w, polarWord);
    if (p) out.push(denied && !p.without ? { root: p.root, without: true } : p);
    if (p || WITHOUT_NEXT.has(w)) denied = WITHOUT_NEXT.has(w);
  }
  return out;
}

function polarWord(w: string): Polar | null {
  const bare = /^(?:non-|un)(\p{L}{3,})$/u.exec(w)?.[1];
  const r = contentRoots(bare ?? w);
  if (r.length === 0) return w === 'in' || w === 'of' ? { root: w, without: false } : null;
  // "Under" or "unique" are words of their own: only a prefix that leaves the same root is "without".
  const without = bare !== undefined && (w.startsWith('non-') || contentRoots(w)[0] === r[0]);
  return { root: r[r.length - 1], without };
}

/** What an opposite adjective qualifies: "high in alcohol", "low alcohol" → alcohol. */
function qualified(ws: readonly { root: string }[], k: number): string | undefined {
  let j = k + 1;
  while (ws[j] && (ws[j].root === 'in' || ws[j].root === 'of')) j++;
  return ws[j]?.root;
}

/**
 * An option's words that a record's sentence uses in the opposite sense: "oaked" where the sentence
 * says "unoaked", "high in alcohol" where it says "low alcohol". Such words count against the option,
 * not for it.
 */
export function saidOtherwise(option: string, sentence: string): Set<string> {
  const out = new Set<string>();
  // "…filled with ice and water (not ice alone)" against "a bucket of ice only": the thing said to
  // be not enough on its own, offered on its own.
  for (const m of sentence.matchAll(
    /\bnot (?:just |only |merely )?([\p{L}]+(?: [\p{L}]+)?) (?:alone|on its own|by itself)\b/giu,
  )) {
    const thing = m[1].toLowerCase();
    const own = new RegExp(`\\b(?:only|just|solely) ${thing}\\b|\\b${thing} (?:only|alone|on its own)\\b`, 'i');
    if (own.test(option)) for (const r of contentRoots(thing)) out.add(r);
  }
  const os = polarWords(option);
  const ss = polarWords(sentence);
  for (const o of os) {
    const same = ss.some((s) => s.root === o.root && s.without === o.without);
    const other = ss.some((s) => s.root === o.root && s.without !== o.without);
    if (other && !same) out.add(o.root);
  }
  os.forEach((o, k) => {
    const against = opposite(o.root);
    if (against.length === 0) return;
    const noun = qualified(os, k);
    if (!noun || noun === 'in' || noun === 'of') return;
    const by = ss.flatMap((s, j) => (qualified(ss, j) === noun ? [s.root] : []));
    if (by.some((r) => against.includes(r)) && !by.includes(o.root)) {
      out.add(o.root);
      out.add(noun);
    }
  });
  return out;
}

/**
 * An option's words of degree that a sentence says only of something else it never names: "high"
 * in "High in tannin" against "High acidity in a sweet wine". Such a word is no evidence for the
 * option there.
 */
export function saidOfOther(option: string, sentence: string): Set<string> {
  const out = new Set<string>();
  const os = polarWords(option);
  const ss = polarWords(sentence);
  os.forEach((o, k) => {
    // A word of degree before its thing ("high tannin", "high in tannin"), not a noun with its own
    // ("the sweetness of the finished wine").
    if (opposite(o.root).length === 0 || os[k + 1]?.root === 'of') return;
    const noun = qualified(os, k);
    if (!noun || noun === 'in' || noun === 'of') return;
    if (ss.some((s) => s.root === noun)) return;
    const nouns = ss.flatMap((s, j) => (s.root === o.root ? [qualified(ss, j)] : []));
    if (nouns.length > 0 && !nouns.includes(noun)) out.add(o.root);
  });
  return out;
}
