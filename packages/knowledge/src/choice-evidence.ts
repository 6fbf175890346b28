// Evidence for exam items: every record of the knowledge base as short sentences (its facts, and
// its fields put into words), the links between records (a region's grapes and their order, a
// grape's regions, a region's country), and word weights so that rare words decide and common ones
// do not.

import { type EntityKind, type KnowledgeBase, warmAlso } from './kb.ts';
import { GENERIC_PLACE_WORDS, PLACE_ADJECTIVES, STOPWORDS } from './lexicon.ts';
import { Lru } from './lru.ts';
import { buildUnderWay, root, slug, tokens, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { join, mentionsPhrase } from './text.ts';
import type { Grape, Region, Topic } from './types.ts';
import { wordTable } from './word-table.ts';

export interface Ref {
  kind: EntityKind;
  id: string;
}

export interface Sent {
  text: string;
  roots: Set<string>;
  /** The same roots in order, for nearness. */
  seq: string[];
  /** Positions in `seq` denied by the word before ("non-aromatic", "no oak"). */
  denied: Set<number>;
  /** For each position in `seq`, its clause (cut at semicolons) and its list item (cut at commas). */
  clause: number[];
  item: number[];
  /** A sentence written by a data author (a fact, a point), not one made from fields. */
  natural: boolean;
  /** Fit to quote in an answer (a list of keywords is not). */
  shown: boolean;
  ref: Ref;
}

/** Words that carry an exam stem's form, not its content. */
const FORM_WORDS = new Set(
  `a an the and or but of to in on at by for with from is are was were be been being do does did what whats which
  who whom whose when where why how can could should would will shall may might must i me my we our you your it its
  this that these those there their them they following option options answer answers correct true false
  statement statements choose select one best likely least not except exception none all both either neither
  usually typically generally often most known famous term called name named describe describes
  described has have had having made make makes making produced produce produces used use uses come comes wine wines
  purpose purposes aim role seem seems seemed appear appears variety varieties tend tends tended normally commonly`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Country and region adjectives read as their place's name, so "Spanish" meets "Spain". The
 * records write "America" (North America, American rootstocks) where the record's id is the USA,
 * and name Europe and China, which have no record of their own.
 */
export const DEMONYMS: Readonly<Record<string, string>> = wordTable({
  ...Object.fromEntries(PLACE_ADJECTIVES.filter(([adjective]) => !adjective.includes(' '))),
  american: 'america',
  european: 'europe',
  chinese: 'china',
});

/** Number words read as digits, so "seven Grands Crus" meets "7". */
const NUMBERS: Readonly<Record<string, string>> = wordTable({
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  eighteen: '18',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  sixty: '60',
  hundred: '100',
});

/** Comparatives and superlatives read as their base word, so that opposites can be told apart. */
const DEGREES: Readonly<Record<string, string>> = wordTable({
  earlier: 'early',
  earliest: 'early',
  later: 'late',
  latest: 'late',
  higher: 'high',
  highest: 'high',
  lower: 'low',
  lowest: 'low',
  warmer: 'warm',
  warmest: 'warm',
  cooler: 'cool',
  coolest: 'cool',
  hotter: 'hot',
  hottest: 'hot',
  colder: 'cold',
  coldest: 'cold',
  thicker: 'thick',
  thinner: 'thin',
  longer: 'long',
  longest: 'long',
  shorter: 'short',
  shortest: 'short',
  riper: 'ripe',
  ripest: 'ripe',
  paler: 'pale',
  deeper: 'deep',
});

/** Words just before a word that deny it: "not", "no", "non-aromatic", "without". */
export const DENIAL = new Set([
  'no',
  'not',
  'non',
  'without',
  'never',
  'unlike',
  'avoid',
  'nor',
  'instead',
  'rather',
  // "fortified to 17 %, which prevents flor": the flor is denied.
  'prevent',
  'prevents',
]);

/** One word in index form as evidence: digits for numbers, base words for degrees, rough roots. */
function rootsOf(w: string): string[] {
  const digit = DIGIT.test(w);
  if (FORM_WORDS.has(w) || (w.length <= 2 && !digit)) return [];
  if (digit) return [w.replace(/(st|nd|rd|th)$/, '')];
  if (NUMBERS[w]) return [NUMBERS[w]];
  // "skinned" meets "skin": a doubled consonant left by a cut ending is one.
  const r = singleEnd(root(DEGREES[w] ?? DEMONYMS[w] ?? w));
  // A superlative keeps its own form as well: "the driest" is more than "dry".
  return w.length > 5 && w.endsWith('est') && r !== w ? [r, w] : [r];
}

const DIGIT = /\d/;

/** A word whose last two letters are the same b, d, g, m, n, p or t, with one of them: "skinn" → "skin". */
function singleEnd(r: string): string {
  const n = r.length;
  if (n < 2) return r;
  const last = r.charCodeAt(n - 1);
  return last === r.charCodeAt(n - 2) && DOUBLED.has(last) ? r.slice(0, -1) : r;
}

const DOUBLED = new Set([...'bdgmnpt'].map((c) => c.charCodeAt(0)));

function prepared(text: string): string[] {
  return tokens(text.replace(/(\d)\s*[–—-]\s*(\d)/g, '$1 $2'));
}

/** Content words of a text cut to a rough root; numbers kept. */
/**
 * What tells each option apart: the roots of its own words that the stem does not use and no other
 * option shares.
 */
export function ownRoots(stem: string, options: readonly { text: string }[]): string[][] {
  const stemRoots = new Set(contentRoots(stem));
  const roots = options.map((o) => [...new Set(contentRoots(o.text))].filter((r) => !stemRoots.has(r)));
  const spread = new Map<string, number>();
  for (const rs of roots) for (const r of rs) spread.set(r, (spread.get(r) ?? 0) + 1);
  return roots.map((rs) => rs.filter((r) => spread.get(r) === 1));
}

export function contentRoots(text: string): string[] {
  // A copy, as callers may change what they are given.
  if (buildUnderWay()) return prepared(text).flatMap(rootsOf);
  return CONTENT_ROOTS.through(text, (t) => prepared(t).flatMap(rootsOf)).slice();
}

/** The stem, options and record sentences of an item are rooted many times an answer: each text's roots are kept. */
const CONTENT_ROOTS = new Lru<string, readonly string[]>(5_000);

/**
 * The parts of a sentence: its clauses (cut at semicolons) and, within them, the items of a list (cut
 * at commas outside brackets). "Sparkling wines in flutes; fortified wines in smaller glasses, such
 * as the copita": a word of one clause says less about a name in another.
 */
function partsOf(text: string): { clause: number; item: number; text: string }[] {
  const out: { clause: number; item: number; text: string }[] = [];
  let depth = 0;
  let start = 0;
  let clause = 0;
  let item = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (i === text.length || (depth === 0 && (c === ';' || (c === ',' && !/\d/.test(text[i + 1] ?? ''))))) {
      out.push({ clause, item, text: text.slice(start, i) });
      start = i + 1;
      if (c === ';') clause++;
      item++;
    }
  }
  return out;
}

/** The items of a list sentence: its parts cut at semicolons and at commas outside brackets. */
export function listItems(text: string): string[] {
  return partsOf(text).map((p) => p.text);
}

/** Content roots in order, with the positions a denial word stands just before and their parts. */
function rootsWithDenial(
  text: string,
  natural = true,
): { seq: string[]; denied: Set<number>; clause: number[]; item: number[] } {
  const seq: string[] = [];
  const denied = new Set<number>();
  const clause: number[] = [];
  const item: number[] = [];
  // A sentence made from fields (a table row's cells) is one statement whatever its punctuation.
  for (const part of natural ? partsOf(text) : [{ clause: 0, item: 0, text }]) {
    const ws = prepared(part.text);
    ws.forEach((w, i) => {
      const deny = ws.slice(Math.max(0, i - 2), i).some((x) => DENIAL.has(x));
      for (const r of rootsOf(w)) {
        if (deny) denied.add(seq.length);
        seq.push(r);
        clause.push(part.clause);
        item.push(part.item);
      }
    });
  }
  return { seq, denied, clause, item };
}

interface Store {
  docs: Map<string, Sent[]>;
  df: Map<string, number>;
  n: number;
  all?: Sent[];
}

const STORES = new WeakMap<KnowledgeBase, Store>();

function store(kb: KnowledgeBase): Store {
  let s = STORES.get(kb);
  if (!s) {
    s = { docs: new Map(), df: new Map(), n: 0 };
    STORES.set(kb, s);
    const all: Ref[] = [
      ...kb.grapes.map((g) => ({ kind: 'grape' as const, id: g.id })),
      ...kb.regions.map((r) => ({ kind: 'region' as const, id: r.id })),
      ...kb.topics.map((t) => ({ kind: 'topic' as const, id: t.id })),
      ...kb.terms.map((t) => ({ kind: 'term' as const, id: t.id })),
      ...kb.pairings.map((p) => ({ kind: 'pairing' as const, id: p.id })),
    ];
    for (const ref of all)
      for (const sent of docOf(kb, ref)) {
        s.n++;
        for (const w of sent.roots) s.df.set(w, (s.df.get(w) ?? 0) + 1);
      }
  }
  return s;
}

/** Every sentence of every record (grapes, regions, topics, terms, pairings). */
export function allSentences(kb: KnowledgeBase): Sent[] {
  const s = store(kb);
  if (!s.all) {
    const refs: Ref[] = [
      ...kb.grapes.map((g) => ({ kind: 'grape' as const, id: g.id })),
      ...kb.regions.map((r) => ({ kind: 'region' as const, id: r.id })),
      ...kb.topics.map((t) => ({ kind: 'topic' as const, id: t.id })),
      ...kb.terms.map((t) => ({ kind: 'term' as const, id: t.id })),
      ...kb.pairings.map((p) => ({ kind: 'pairing' as const, id: p.id })),
    ];
    s.all = refs.flatMap((r) => docOf(kb, r));
  }
  return s.all;
}

/** Builds the sentences of every record and the word weights now (at server start). */
export function warmEvidence(kb: KnowledgeBase): void {
  store(kb);
}

warmAlso(warmEvidence);

/** How telling a word is: rare words weigh more than words in every record. */
export function idf(kb: KnowledgeBase, w: string): number {
  const s = store(kb);
  return Math.log(1 + s.n / (1 + (s.df.get(w) ?? 0)));
}

function sent(text: string, natural: boolean, ref: Ref, shown = true): Sent {
  const { seq, denied, clause, item } = rootsWithDenial(text, natural);
  return {
    text,
    natural,
    ref,
    seq,
    denied,
    clause,
    item,
    shown,
    roots: new Set(seq.filter((_, i) => !denied.has(i))),
  };
}

/** A text of several sentences split into its sentences. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z"“])/).filter((t) => t.trim().length > 0);
}

/** A record as sentences: its own facts first, then its fields in words. */
export function docOf(kb: KnowledgeBase, ref: Ref): Sent[] {
  const s = STORES.get(kb);
  const key = `${ref.kind}:${ref.id}`;
  const cached = s?.docs.get(key);
  if (cached) return cached;
  const out: Sent[] = [];
  const add = (text: string, natural = false, shown = true) => {
    if (!text.trim()) return;
    if (natural) for (const t of sentences(text)) out.push(sent(t, natural, ref, shown));
    else out.push(sent(text, natural, ref, shown));
  };
  const e = kb.get(ref.kind, ref.id);
  if (e?.kind === 'grape') {
    const g = e.record;
    for (const f of g.facts) add(f.text, true);
    for (const v of g.viticulture) add(`${g.name}: ${v}.`, true);
    add(`${g.name} is a ${g.colour} grape variety from ${g.origin}.`);
    if (g.synonyms.length > 0) add(`${g.name} is also known as ${join(g.synonyms)}; the same grape.`);
    const places = g.keyRegions.map((r) => kb.region(r)?.name ?? r);
    if (places.length > 0) add(`${g.name} is grown and known in ${join(places)}.`);
    add(`${g.name} aromas and flavours: ${join(g.aromas)}.`);
    const st = g.structure;
    add(
      `${g.name} wines have ${st.acidity} acidity${st.tannin ? `, ${st.tannin} tannin` : ''}, ${st.body} body${st.alcohol ? ` and ${st.alcohol} alcohol` : ''}.`,
    );
    add(`${g.name} styles: ${join(g.styles)}.`);
    if (g.foodPairings.length > 0) add(`${g.name} pairs with ${join(g.foodPairings)}.`);
    const partners = g.blendingPartners.map((p) => kb.grape(p)?.name ?? p);
    if (partners.length > 0) add(`${g.name} is blended with ${join(partners)}.`);
  } else if (e?.kind === 'region') {
    const r = e.record;
    for (const f of r.facts) add(f.text, true);
    // Its parts speak for it and, where an option names one, for that part alone: their facts name them.
    for (const p of r.parts ?? []) add(p.fact ?? `${p.name} lies within ${r.name}.`, true);
    for (const c of r.climateNotes) add(`${r.name}: ${c}.`, true);
    const chain = kb.ancestors(r.id).map((a) => a.name);
    add(
      `${r.name} is ${r.kind === 'country' ? 'a wine country' : `a ${r.kind} in ${join(unique([...chain, r.country]))}`}.`,
    );
    if (r.classification) add(`${r.name} is classified ${r.classification}.`);
    add(`${r.name} has a ${r.climate} climate.`);
    if (r.soils.length > 0) add(`${r.name} soils: ${join(r.soils)}.`);
    const grapes = r.grapes.map((g) => kb.grape(g)?.name ?? g);
    if (grapes.length > 0)
      add(
        `${r.name} ${r.grapesAre === 'permitted' ? 'permitted grapes' : 'grapes'}: ${join(grapes)}; mainly ${grapes[0]}.`,
      );
    if (r.styles.length > 0) add(`${r.name} styles: ${join(r.styles)}.`);
    if (r.labelTerms.length > 0) add(`${r.name} label terms: ${join(r.labelTerms)}.`);
    if (r.foodPairings.length > 0) add(`${r.name} pairs with ${join(r.foodPairings)}.`);
  } else if (e?.kind === 'topic') {
    const t = e.record;
    add(t.title);
    add(t.summary, true);
    for (const p of t.points) add(p.text, true);
    if (t.table)
      for (const row of t.table.rows)
        add(`${t.table.caption}: ${row.map((c, i) => `${t.table?.headers[i] ?? ''} ${c}`).join('; ')}.`);
    if (t.keywords.length > 0) add(`${t.title} (${t.keywords.join(', ')}).`, false, false);
  } else if (e?.kind === 'term') {
    add(`${e.record.term} (${e.record.country}): ${e.record.meaning}`, true);
  } else if (e?.kind === 'pairing') {
    const p = e.record;
    for (const w of p.wines) add(`${p.food} with ${w.wine}: ${w.why}`, true);
    if (p.avoid) add(`With ${p.food}, avoid ${p.avoid}`, true);
  }
  s?.docs.set(key, out);
  return out;
}

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

/** The names a record goes by, for finding it in a sentence. */
export function namesOfRef(kb: KnowledgeBase, ref: Ref): string[] {
  const e = kb.get(ref.kind, ref.id);
  if (!e) return [];
  const clean = (s: string) => s.replace(/\s*\([^)]*\)/g, '').trim();
  switch (e.kind) {
    case 'grape':
      return unique([e.record.name, ...e.record.synonyms.map(clean)]).filter((n) => n.length >= 3);
    case 'region':
      return unique([e.record.name, ...e.record.synonyms.map(clean)]).filter((n) => n.length >= 3);
    case 'topic':
      return [e.record.title, ...e.record.keywords].filter((n) => n.length >= 4);
    case 'term':
      return [clean(e.record.term)];
    case 'pairing':
      return [e.record.food, ...e.record.keywords];
  }
}

export function names(kb: KnowledgeBase, ref: Ref, text: string): boolean {
  return namesOfRef(kb, ref).some((n) => mentionsPhrase(text, n));
}

/** Grapes of a region, or of the regions below it when it lists none. */
function grapesOfRegion(kb: KnowledgeBase, r: Region): string[] {
  if (r.grapes.length > 0) return r.grapes.map((g) => kb.findGrape(g)?.id ?? slug(g));
  const below = kb.descendants(r.id).flatMap((d) => d.grapes.slice(0, 2));
  return unique(below.map((g) => kb.findGrape(g)?.id ?? slug(g)));
}

export interface Link {
  /** 0–1.5: how strongly the records are tied. */
  score: number;
  /** The tie in words, for the answer. */
  text: string;
}

/**
 * How two records are tied by their fields: a grape among a region's grapes (the first counts most),
 * a region among a grape's key regions, a region inside another, the same grape under two names.
 */
export function link(kb: KnowledgeBase, a: Ref, b: Ref, lead: boolean): Link | undefined {
  if (a.kind === 'region' && b.kind === 'grape') return regionGrape(kb, a.id, b.id, lead);
  if (a.kind === 'grape' && b.kind === 'region') return regionGrape(kb, b.id, a.id, lead);
  if (a.kind === 'grape' && b.kind === 'grape') {
    if (a.id === b.id) {
      const g = kb.grape(a.id);
      return g
        ? { score: 1.2, text: `${join(namesOfRef(kb, a).slice(0, 3))} are names of the same grape.` }
        : undefined;
    }
    const g = kb.grape(a.id);
    const h = kb.grape(b.id);
    if (g && h && (g.blendingPartners.includes(h.id) || h.blendingPartners.includes(g.id)))
      return { score: 0.3, text: `${g.name} is blended with ${h.name}.` };
    return undefined;
  }
  if (a.kind === 'region' && b.kind === 'region') {
    const ra = kb.region(a.id);
    const rb = kb.region(b.id);
    if (!ra || !rb) return undefined;
    if (ra.id === rb.id) return { score: 1, text: `${ra.name}.` };
    if (within(kb, ra, rb)) return { score: 1, text: `${ra.name} is in ${rb.name}.` };
    if (within(kb, rb, ra)) return { score: 1, text: `${rb.name} is in ${ra.name}.` };
  }
  return undefined;
}

/** Whether region `inner` lies in `outer` (by parent chain or country). */
export function within(kb: KnowledgeBase, inner: Region, outer: Region): boolean {
  if (kb.ancestors(inner.id).some((x) => x.id === outer.id)) return true;
  return outer.kind === 'country' && inner.country === outer.name;
}

function regionGrape(kb: KnowledgeBase, regionId: string, grapeId: string, lead: boolean): Link | undefined {
  const r = kb.region(regionId);
  const g = kb.grape(grapeId);
  if (!r || !g) return undefined;
  const list = grapesOfRegion(kb, r);
  const at = list.indexOf(g.id);
  const key = g.keyRegions.map((k) => kb.findRegion(k)?.id ?? k);
  const keyAt = key.findIndex((k) => k === r.id || kb.ancestors(k).some((x) => x.id === r.id));
  let score = 0;
  if (at === 0) score += 1;
  else if (at > 0) score += lead ? Math.max(0.2, 0.6 - 0.1 * at) : 0.8;
  if (keyAt >= 0) score += keyAt === 0 ? 0.5 : 0.3;
  if (score === 0) return undefined;
  const text =
    at === 0
      ? `${r.name} is made mainly from ${g.name}.`
      : at > 0
        ? `${g.name} is one of the grapes of ${r.name}${list[0] && kb.grape(list[0]) ? `, where ${kb.grape(list[0])?.name} leads` : ''}.`
        : `${g.name} is grown in ${r.name}.`;
  return { score: Math.min(1.5, score), text };
}

/** Records a text names, best first: whole names, then hits of search over the whole text. */
/** A theory topic whose keyword has the same content words as the text, in any form and order. */
function keywordInOtherWords(kb: KnowledgeBase, ws: readonly string[]): Mention | undefined {
  const want = keywordRoots(ws);
  if (want.size < 2) return undefined;
  for (const { t, k, have } of namesOfKb(kb).keywords) {
    if (have.size === want.size && [...want].every((w) => have.has(w)))
      return {
        kind: 'topic',
        id: t.id,
        score: 0.85,
        title: t.title,
        matched: ws.join(' '),
        label: k,
        start: 0,
        end: ws.length - 1,
        whole: true,
      };
  }
  return undefined;
}

export function refsIn(kb: KnowledgeBase, text: string): Mention[] {
  let kept = REFS.get(kb);
  if (!kept) {
    kept = new Lru(2_000);
    REFS.set(kb, kept);
  }
  return [...kept.through(text, (t) => readRefs(kb, t))];
}

/** An item's stem and options are read for the records they name several times an answer, and the
 * same options ("Chardonnay", "Rioja") in many items: each text's records are kept (never to be
 * changed by a caller). */
const REFS = new WeakMap<KnowledgeBase, Lru<string, readonly Mention[]>>();

function readRefs(kb: KnowledgeBase, text: string): Mention[] {
  // Loose matches are not evidence: a record counts when it is named, or matched strongly on words
  // that are not everyday or generic place words ("Grand" is not the Rutherglen classification),
  // and not only on a place written in brackets after one of its names ("Pedernã (Vinho Verde)").
  const ms = kb.mentions(text).filter((m) => {
    if (namesOfRef(kb, m).some((n) => words(n).join(' ') === m.matched)) return true;
    const ws = m.matched.split(' ');
    if (ws.every((w) => STOPWORDS.has(w) || GENERIC_PLACE_WORDS.has(w) || /^\d+$/.test(w))) return false;
    if (bracketed(kb, m)) return false;
    return m.score >= 0.85;
  });
  // On the same words, a record named by its own name beats one that uses them as a synonym
  // ("Saint-Émilion" the appellation, not the Charente name of Ugni Blanc).
  const own = (m: Mention) => words(kb.title(m.kind, m.id)).join(' ') === m.matched;
  const kept = ms.filter((m) => own(m) || !ms.some((x) => x !== m && x.start === m.start && x.end === m.end && own(x)));
  if (kept.length > 0) return kept;
  const ws = words(text);
  if (ws.length === 0 || ws.length > 4 || ws.some((w) => /\d/.test(w))) return [];
  const hits = kb
    .search(text, { limit: 2, minScore: 0.8 })
    .map((h) => ({ ...h, start: 0, end: ws.length - 1, whole: true }));
  if (hits.length > 0) return hits;
  // The same words in other forms and order ("removing leaves" for the keyword "leaf removal").
  const rephrased = keywordInOtherWords(kb, ws);
  if (rephrased) return [rephrased];
  // A family name ("Muscat", "Trebbiano") stands for the first grape or region whose name starts with it.
  const family = ws.join(' ');
  if (ws.every((w) => STOPWORDS.has(w) || GENERIC_PLACE_WORDS.has(w))) return [];
  const starts = (n: string) => n.startsWith(`${family} `);
  const g = namesOfKb(kb).grapes.find((x) => x.names.some(starts))?.record;
  if (g)
    return [
      {
        kind: 'grape',
        id: g.id,
        score: 0.8,
        title: g.name,
        matched: family,
        start: 0,
        end: ws.length - 1,
        whole: false,
      },
    ];
  const r = namesOfKb(kb).regions.find((x) => x.names.some(starts))?.record;
  if (r)
    return [
      {
        kind: 'region',
        id: r.id,
        score: 0.8,
        title: r.name,
        matched: family,
        start: 0,
        end: ws.length - 1,
        whole: false,
      },
    ];
  return [];
}

/** The roots of the content words of a keyword or a text. */
function keywordRoots(xs: readonly string[]): Set<string> {
  return new Set(xs.filter((w) => !STOPWORDS.has(w)).map((w) => root(w)));
}

interface KbNames {
  /** Every topic keyword, in record order, with the roots of its content words. */
  keywords: { t: Topic; k: string; have: Set<string> }[];
  /** Each grape's and region's name and synonyms (brackets left out) as words, each with a space after. */
  grapes: { record: Grape; names: string[] }[];
  regions: { record: Region; names: string[] }[];
}

const KB_NAMES = new WeakMap<KnowledgeBase, KbNames>();

/** The names a text of a few words may stand for, read once per knowledge base rather than per text. */
function namesOfKb(kb: KnowledgeBase): KbNames {
  let out = KB_NAMES.get(kb);
  if (!out) {
    const spaced = (x: Grape | Region) => [x.name, ...x.synonyms.map(clean)].map((n) => `${words(n).join(' ')} `);
    out = {
      keywords: kb.topics.flatMap((t) => t.keywords.map((k) => ({ t, k, have: keywordRoots(words(k)) }))),
      grapes: kb.grapes.map((record) => ({ record, names: spaced(record) })),
      regions: kb.regions.map((record) => ({ record, names: spaced(record) })),
    };
    KB_NAMES.set(kb, out);
  }
  return out;
}

warmAlso(namesOfKb);

function clean(s: string): string {
  return s.replace(/\s*\([^)]*\)/g, '').trim();
}

/** Whether a grape or region was matched only on words its data writes in brackets. */
function bracketed(kb: KnowledgeBase, m: Mention): boolean {
  const e = kb.get(m.kind, m.id);
  if (!e || (e.kind !== 'grape' && e.kind !== 'region')) return false;
  return e.record.synonyms.some((syn) =>
    [...syn.matchAll(/\(([^)]*)\)/g)].some((b) => words(b[1]).join(' ').includes(m.matched)),
  );
}

/**
 * Whether two phrases that led to one record are names of one thing in it. A grape, region or term
 * lists only names of itself; a theory topic gathers the keywords of a whole field ("phylloxera" and
 * "netting" both lead to vine pests), so two of its keywords are one thing only when one holds the
 * other's words, when either holds the topic's own name, or when one point of the topic speaks of
 * both ("Phylloxera … the cure is to graft onto resistant rootstocks").
 */
export function sameNamed(kb: KnowledgeBase, ref: Ref, a: string, b: string): boolean {
  if (ref.kind !== 'topic') return true;
  const e = kb.get('topic', ref.id);
  if (e?.kind !== 'topic') return false;
  const t = e.record;
  const wa = words(a).join(' ');
  const wb = words(b).join(' ');
  if (wa === '' || wb === '') return false;
  if (` ${wa} `.includes(` ${wb} `) || ` ${wb} `.includes(` ${wa} `)) return true;
  // The title's head and what it writes in brackets are names of the topic ("Cork taint (TCA)").
  const head = t.title.split(':')[0];
  const titled = [head.replace(/\s*\([^)]*\)/g, ''), ...[...head.matchAll(/\(([^)]*)\)/g)].map((m) => m[1])];
  // A phrase holding the topic's own name asks for the whole of it, of which the other is a part.
  const named = titled.map((n) => words(n).join(' ')).filter((n) => n !== '');
  if (named.some((n) => [wa, wb].some((w) => ` ${w} `.includes(` ${n} `)))) return true;
  // Otherwise one point of the topic must speak of both, in any form of their words ("grafting",
  // "graft").
  const ra = contentRoots(a);
  const rb = contentRoots(b);
  if (ra.length === 0 || rb.length === 0) return false;
  const sayings = [t.summary, ...t.points.map((p) => p.text), ...(t.table?.rows.map((r) => r.join(' ')) ?? [])];
  return sayings.some((x) => {
    const have = new Set(contentRoots(x));
    return ra.every((w) => have.has(w)) && rb.every((w) => have.has(w));
  });
}
