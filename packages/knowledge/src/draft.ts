// The shared pieces of every answer: the draft an intent builds, the context it reads, and helpers
// that turn data fields into sentences and find the facts that answer a question.

import type { LevelId, VoiceStyle } from '@sommai/shared';
import type { Understanding } from './intent.ts';
import type { EntityKind, KnowledgeBase, TermEntry } from './kb.ts';
import { fold, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { article, cap, join, mentionsPhrase, sentence, unique } from './text.ts';
import type { Depth, Grape, Region } from './types.ts';
/** An entry of the knowledge base an answer drew on, listed under it. */
export interface Source {
  kind: EntityKind;
  id: string;
  title: string;
}

export interface QA {
  question: string;
  answer: string;
}

export interface Section {
  heading: string;
  text?: string;
  items?: string[];
  ordered?: boolean;
  table?: { headers: string[]; rows: string[][] };
  /** Show the table in every style (a comparison); otherwise technical style and level 3+ only. */
  tableFirst?: boolean;
}

export interface Draft {
  title: string;
  lead: string;
  sections: Section[];
  /** Short points for the sharp style; the lead is always first. */
  keyPoints: string[];
  tip?: string;
  /** The question an exam-style answer opens with. */
  check?: string;
  practice?: QA;
  sources: Source[];
  found: boolean;
  /** Closing lines shown in every style (suggestions after an honest "don't know"). */
  after?: string;
  /** Plain replies (greeting, off-topic, unknown) skip the style dressing. */
  plain?: boolean;
  /** The lead says one thing of each record compared: even the sharp style keeps all of it. */
  leadWhole?: boolean;
  /** The lead opens with what was asked for (the examples of a method): no other sentence goes before it. */
  answered?: boolean;
}

export interface Ctx {
  kb: KnowledgeBase;
  level: LevelId;
  style: VoiceStyle;
  question: string;
  u: Understanding;
  sources: Map<string, Source>;
  /** The answers lower writers fall back on that are written above them (see writers.ts). */
  write: Writers;
}

/**
 * Fallbacks a writer may need from a writer above it: describing a food is pairing it, and a name
 * with no record is answered honestly, which may in turn describe what is known nearby. Passed in
 * the context so that the writers' modules import one another downward only.
 */
export interface Writers {
  pairing(ctx: Ctx): Draft;
  unknown(ctx: Ctx): Draft;
}

export const COUNT: Record<LevelId, number> = { 1: 3, 2: 5, 3: 8, 4: 50 };

export const FACTS: Record<LevelId, number> = { 1: 2, 2: 4, 3: 6, 4: 12 };

export function use(ctx: Ctx, kind: EntityKind, id: string): void {
  const key = `${kind}:${id}`;
  if (!ctx.sources.has(key) && ctx.kb.get(kind, id)) ctx.sources.set(key, { kind, id, title: ctx.kb.title(kind, id) });
}

export function factsUpTo(
  facts: readonly { depth: Depth; text: string }[],
  level: LevelId,
  max = FACTS[level],
): string[] {
  return facts
    .filter((f) => f.depth <= level)
    .slice(0, max)
    .map((f) => sentence(f.text));
}

/** Facts at or below the level that match a test, best (lowest depth, most matches) first. */
export function factsAbout(
  facts: readonly { depth: Depth; text: string }[],
  level: LevelId,
  test: RegExp | ((t: string) => number),
  max = FACTS[level],
): string[] {
  const score = typeof test === 'function' ? test : (t: string) => (fold(t).match(new RegExp(test, 'g')) ?? []).length;
  return facts
    .filter((f) => f.depth <= level)
    .map((f, i) => ({ f, i, s: score(f.text) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, max)
    .map((x) => sentence(x.f.text));
}

export function grapeName(ctx: Ctx, idOrName: string): string {
  const g = ctx.kb.grape(idOrName);
  return g ? g.name : idOrName === idOrName.toLowerCase() ? titleCase(idOrName) : idOrName;
}

export function regionName(ctx: Ctx, idOrName: string): string {
  const r = ctx.kb.region(idOrName);
  return r ? r.name : idOrName === idOrName.toLowerCase() ? titleCase(idOrName) : idOrName;
}

export function titleCase(id: string): string {
  return id
    .split('-')
    .map((w) => (['de', 'du', 'di', 'del', 'la', 'le', 'des'].includes(w) ? w : cap(w)))
    .join(' ');
}

export function colourWord(g: Grape): string {
  return g.colour === 'black' ? 'black' : g.colour === 'white' ? 'white' : 'pink-skinned (grey)';
}

export function wineColour(g: Grape): string {
  return g.colour === 'black' ? 'red' : 'white';
}

/** "Red or white?", "what colour is…": the question asks which colour a grape's wine is. */
const COLOUR_ASKED =
  /\b(red|white|black|pink|rose|grey|gris) or (a )?(red|white|black|pink|rose|grey|gris)\b|\bcolou?rs?\b|\b(is|are) (it|they|\w+) (a )?(red|white) (grape|variety|wine)\b/;

/** The colour of a grape's skin said with the colour of its wine, when the question asks it. */
export function colourAnswer(question: string, g: Grape): string | undefined {
  if (!COLOUR_ASKED.test(fold(question))) return undefined;
  const skin = colourWord(g);
  if (g.colour === 'black') return `${g.name} is a ${skin} grape: its wines are red (or rosé).`;
  if (g.colour === 'white') return `${g.name} is a ${skin} grape: its wines are white.`;
  return `${g.name} is a ${skin} grape, usually made into white wine.`;
}

export const PLAIN: Record<string, string> = {
  low: 'low',
  'medium-': 'medium(-)',
  medium: 'medium',
  'medium+': 'medium(+)',
  high: 'high',
  light: 'light',
  full: 'full',
};

/** Level 1 hears plain words; from level 2 the tasting scale of the systematic approach. */
export const EVERYDAY: Record<string, string> = {
  low: 'low',
  'medium-': 'fairly low',
  medium: 'medium',
  'medium+': 'fairly high',
  high: 'high',
  light: 'light',
  full: 'full',
};

export function structureText(g: Grape, level: LevelId = 2): string {
  const s = g.structure;
  const say = (v: string) => (level === 1 ? EVERYDAY[v] : PLAIN[v]) ?? v;
  const parts = [`${say(s.acidity)} acidity`];
  if (s.tannin) parts.push(`${say(s.tannin)} tannin`);
  parts.push(`${say(s.body)} body`);
  if (s.alcohol && level > 1) parts.push(`${say(s.alcohol)} alcohol`);
  return join(parts);
}

export function structureTable(grapes: Grape[]): Section['table'] {
  return {
    headers: ['Grape', 'Colour', 'Acidity', 'Tannin', 'Body', 'Alcohol'],
    rows: grapes.map((g) => [
      g.name,
      g.colour,
      PLAIN[g.structure.acidity] ?? g.structure.acidity,
      g.structure.tannin ? (PLAIN[g.structure.tannin] ?? g.structure.tannin) : '—',
      PLAIN[g.structure.body] ?? g.structure.body,
      g.structure.alcohol ? (PLAIN[g.structure.alcohol] ?? g.structure.alcohol) : '—',
    ]),
  };
}

/** "in Burgundy, France" from the parent chain. */
export function location(ctx: Ctx, r: Region): string {
  if (r.kind === 'country') return '';
  const chain = ctx.kb
    .ancestors(r.id)
    .filter((a) => a.kind !== 'country')
    .slice(0, 2)
    .map((a) => a.name);
  const places = unique([...chain, r.country]).filter((p) => fold(p) !== fold(r.name));
  return places.length > 0 ? `in ${places.join(', ')}` : '';
}

export function kindWord(r: Region): string {
  return r.kind === 'appellation' ? 'appellation' : r.kind === 'subregion' ? 'sub-region' : r.kind;
}

export function regionLead(ctx: Ctx, r: Region): string {
  if (r.kind === 'country')
    return `**${r.name}** is a wine-producing country of the ${r.world === 'old' ? 'Old' : 'New'} World.`;
  const cls = r.classification && ctx.level >= 2 ? ` (${r.classification})` : '';
  const where = location(ctx, r);
  return `**${r.name}** is ${article(kindWord(r))} ${kindWord(r)}${cls}${where ? ` ${where}` : ''}.`;
}

/** Names of a region's grapes, main first; unresolved names kept as written. */
export function regionGrapeNames(ctx: Ctx, r: Region, max: number): string[] {
  for (const g of r.grapes.slice(0, max)) if (ctx.kb.grape(g)) use(ctx, 'grape', g);
  return r.grapes.slice(0, max).map((g) => localGrapeName(ctx, g, r));
}

/**
 * A grape under the name used where the region is, with its usual name after it: "Garnacha
 * (Grenache)" in Rioja, "Mazuelo (Carignan)" rather than Cariñena because Rioja is named more
 * precisely than Spain. Read from the places its synonyms are tagged with; a name kept only as
 * history ("Beaunois (historical, Chablis)") is not used.
 */
export function localGrapeName(ctx: Ctx, grapeId: string, r: Region): string {
  const g = ctx.kb.grape(grapeId);
  if (!g) return grapeName(ctx, grapeId);
  const places = [
    [r.name, ...r.synonyms],
    ...ctx.kb.ancestors(r.id).map((a) => [a.name, ...a.synonyms]),
    [r.country],
  ].map((names) => names.map(fold));
  const tagged = g.synonyms
    .map((syn) => syn.match(/^(.*?)\s*\(([^)]*)\)\s*$/))
    .filter((m) => m !== null)
    .map((m) => ({ name: m[1].split(/\s*\/\s*/)[0], tags: m[2].split(/\s*,\s*/).map(fold) }))
    // A name tagged "historical" or "former" is not what the place calls the grape today.
    .filter((t) => !t.tags.some((tag) => /\b(historical|former)\b/.test(tag)));
  for (const names of places) {
    const hit = tagged.find((t) => t.tags.some((tag) => names.includes(tag)));
    // "Grenache Noir" for Grenache is the same name, said longer.
    if (hit) return fold(hit.name).includes(fold(g.name)) ? g.name : `${hit.name} (${g.name})`;
  }
  return g.name;
}

export function regionGrapesLine(ctx: Ctx, r: Region): string {
  if (r.grapes.length === 0) return '';
  const all = ctx.level >= 4 || r.grapes.length <= COUNT[ctx.level];
  const names = regionGrapeNames(ctx, r, all ? r.grapes.length : COUNT[ctx.level]);
  if (r.grapesAre === 'permitted' && ctx.level >= 3 && all)
    return names.length === 1 ? `Only **${names[0]}** is permitted.` : `Permitted grapes: ${join(names.map(bold))}.`;
  if (names.length === 1) return `It is made from **${names[0]}**.`;
  return `Main grapes: ${join(names.map(bold))}${all ? '' : ', among others'}.`;
}

export function bold(s: string): string {
  return `**${s}**`;
}

/** Words describing a wine's style, for matching service and pairing advice written per style. */
export function styleWords(ctx: Ctx, m: Mention): string[] {
  const out: string[] = [];
  const fromGrape = (g: Grape) => {
    out.push(wineColour(g));
    if (g.structure.body === 'full') out.push('full-bodied', 'full');
    if (g.structure.body === 'medium' || g.structure.body === 'medium+') out.push('medium-bodied');
    if (g.structure.body === 'light' || g.structure.body === 'medium-') out.push('light-bodied', 'light');
    if (g.structure.tannin === 'high' || g.structure.tannin === 'medium+') out.push('tannic', 'tannin');
    if (g.structure.acidity === 'high') out.push('high acidity', 'acidic');
    for (const s of g.styles) out.push(...words(s));
  };
  if (m.kind === 'grape') {
    const g = ctx.kb.grape(m.id);
    if (g) fromGrape(g);
  } else if (m.kind === 'region') {
    const r = ctx.kb.region(m.id);
    if (r) {
      for (const s of r.styles) out.push(...words(s));
      const g = ctx.kb.grapesOf(r.id)[0];
      if (g) fromGrape(g);
    }
  } else out.push(...words(ctx.kb.title(m.kind, m.id)));
  return unique(out.map((w) => fold(w)));
}

/** Names a subject is known by (its own, synonyms, its region's main grapes) for finding it in text. */
export function namesOf(ctx: Ctx, m: Mention): string[] {
  const e = ctx.kb.get(m.kind, m.id);
  if (!e) return [];
  switch (e.kind) {
    case 'grape':
      return [e.record.name, ...e.record.synonyms.map((s) => s.replace(/\([^)]*\)/g, '').trim())];
    case 'region':
      return [e.record.name, ...e.record.synonyms];
    case 'term':
      return [e.record.term, ...(e.record.synonyms ?? [])];
    case 'topic':
      return [e.record.title];
    case 'pairing':
      return [e.record.food, ...e.record.keywords];
  }
}

export function draft(title: string, lead: string, found = true): Draft {
  return { title, lead, sections: [], keyPoints: [], sources: [], found };
}

export function cleanSynonym(s: string): string {
  return s.replace(/\s*\([^)]*\)/g, '').trim();
}

// Per knowledge base, the terms by their folded name, in record order: a name is looked up many
// times an answer, and folding every term's name for each look-up cost more than the answer's words.
const TERMS_BY_NAME = new WeakMap<KnowledgeBase, Map<string, TermEntry[]>>();
function termsNamed(kb: KnowledgeBase, folded: string): TermEntry[] {
  let byName = TERMS_BY_NAME.get(kb);
  if (!byName) {
    byName = new Map();
    for (const t of kb.terms) {
      const f = fold(t.term);
      const list = byName.get(f);
      if (list) list.push(t);
      else byName.set(f, [t]);
    }
    TERMS_BY_NAME.set(kb, byName);
  }
  return byName.get(folded) ?? [];
}

export function findTerm(ctx: Ctx, name: string, country?: string): TermEntry | undefined {
  const same = termsNamed(ctx.kb, fold(name));
  return same.find((t) => country && fold(t.country) === fold(country)) ?? same[0];
}

/** A term's name without its bracketed note: "Reserve (Austria)" → "Reserve". */
export function termBase(term: string): string {
  return term.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
}

export function uniqueMentions(ms: Mention[]): Mention[] {
  const seen = new Set<string>();
  return ms.filter((m) => {
    const k = `${m.kind}:${m.id}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
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

/**
 * "Where is Chenin Blanc grown in South Africa?": the grape asked of a country or region is answered
 * with the places within it whose records grow the grape, its own key regions first.
 */
export function grownWithinLine(ctx: Ctx, grapeId: string): string | undefined {
  const { kb, u } = ctx;
  const g = kb.grape(grapeId);
  const place = u.subjects.find((s) => s.kind === 'region' && s.start >= 0);
  const r = place ? kb.region(place.id) : undefined;
  if (!g || !r) return undefined;
  const inside = kb.regionsGrowing(g.id).filter((x) => x.id !== r.id && kb.ancestors(x.id).some((a) => a.id === r.id));
  if (inside.length === 0) return undefined;
  const rank = (id: string) => (g.keyRegions.includes(id) ? g.keyRegions.indexOf(id) : g.keyRegions.length);
  const names = [...inside]
    .sort((a, b) => rank(a.id) - rank(b.id))
    .slice(0, COUNT[ctx.level])
    .map((x) => x.name);
  return `In ${r.name}, ${localGrapeName(ctx, g.id, r)} is grown above all in ${join(names.map(bold))}.`;
}

/** A subject the question itself names, not one a follow-up carried over from earlier turns. */
export function namedHere(question: string, s: Mention): boolean {
  return s.start >= 0 && (s.matched === '' || mentionsPhrase(question, s.matched));
}
