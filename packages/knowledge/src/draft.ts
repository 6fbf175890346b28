// The shared pieces of every answer: the draft an intent builds, the context it reads, and helpers
// that turn data fields into sentences and find the facts that answer a question.

import type { LevelId, VoiceStyle } from '@sommai/shared';
import type { Understanding } from './intent.ts';
import type { EntityKind, KnowledgeBase, TermEntry } from './kb.ts';
import { COUNTRY_ADJECTIVES, REGION_ADJECTIVES, STOPWORDS } from './lexicon.ts';
import { fold, root, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { article, cap, join, mentionsPhrase, sentence, unique } from './text.ts';
import type { Depth, Grape, Region, Topic } from './types.ts';

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
      return [e.record.term];
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

export function findTerm(ctx: Ctx, name: string, country?: string): TermEntry | undefined {
  const f = fold(name);
  const same = ctx.kb.terms.filter((t) => fold(t.term) === f);
  return same.find((t) => country && fold(t.country) === fold(country)) ?? same[0];
}

/** A term's name without its bracketed note: "Reserve (Austria)" → "Reserve". */
export function termBase(term: string): string {
  return term.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
}

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

/** Content words of the question other than the names it mentions, in index form: "1855", "classification". */
export function questionWords(ctx: Ctx): string[] {
  const named = new Set<number>();
  for (const m of ctx.u.subjects) for (let i = m.start; i <= m.end; i++) if (i >= 0) named.add(i);
  return unique(
    words(ctx.question)
      .filter((w, i) => !named.has(i) && ((w.length > 2 && !QUESTION_STOP.has(w)) || /\d/.test(w)))
      .map((w) => root(w)),
  );
}

export const FACT_CACHE = new WeakMap<
  KnowledgeBase,
  { kind: EntityKind; id: string; depth: Depth; text: string; folded: string }[]
>();

const POINT_CACHE = new WeakMap<
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
    ].map((f) => ({ ...f, folded: fold(f.text).replace(/['’]/g, '') }));
    FACT_CACHE.set(ctx.kb, all);
  }
  const p = fold(phrase).replace(/['’]/g, '');
  if (p.length < 4) return [];
  let pool = all;
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
    pool = [...all, ...topical];
  }
  return pool
    .filter((f) => f.depth <= ctx.level && f.folded.includes(p) && mentionsPhrase(f.text, phrase))
    .sort((a, b) => a.depth - b.depth)
    .slice(0, max)
    .map(({ kind, id, text }) => ({ kind, id, text }));
}

/** The fact that answers what the question asks beyond the name ("Is Prosecco sweet?"), if any does. */
/** Words that give a cause: "thick skins give high tannin", "comes from the compound TDN". */
const CAUSE =
  /\b(because|gives?|giving|comes? from|due to|caused by|causes?|thanks to|results? from|so that|which is why|makes?)\b/;

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
  );
  // "Why…?" is answered by a sentence that gives a cause, not one that repeats the observation,
  // whatever its depth.
  const why = /^why\b/.test(fold(ctx.question).trim());
  const causal = (t: string) => (why && CAUSE.test(fold(t)) ? 1.5 : 1);
  const cause = why && facts.some((f) => rare(f.text) > 0 && causal(f.text) > 1);
  const shown = !cause && atLevel.some((f) => rare(f.text) > 0) ? atLevel : facts;
  const best = shown
    .map((f, i) => ({ f, i, r: rare(f.text) * causal(f.text) }))
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
          .filter((w) => !STOPWORDS.has(w))
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
  return unique([...questionWords(ctx).filter((w) => !title.has(w)), ...own, ...theory, ...places]);
}

/** Words that carry the question's form, not its content: "what", "tell", "wine", "mean". */
export const QUESTION_STOP = new Set(
  `a an the and or but of to in on at by for with from about into as is are was were be been being do does did
  what whats which who whom whose when where why how can could should would will shall may might must i me my
  we our you your it its this that these those there their them they he she his her tell explain describe
  please know want need wine wines grape grapes vine vines vineyard vineyards mean means meaning anything something thing things really
  very much many more most some any just also get got give like way kind sort type good best`
    .split(/\s+/)
    .filter(Boolean),
);

/** How many of the question's content words a sentence uses (numbers count double). */
export function relevance(text: string, qw: readonly string[]): number {
  if (qw.length === 0) return 0;
  const ws = new Set(words(text).map((w) => root(w)));
  return qw.reduce((n, w) => n + (ws.has(w) ? (/\d/.test(w) ? 2 : 1) : 0), 0);
}

/** Relevance weighted by rarity among the candidates: a word every sentence shares says little. */
export function rarityScorer(texts: readonly string[], qw: readonly string[]): (text: string) => number {
  const sets = texts.map((t) => new Set(words(t).map((w) => root(w))));
  const n = Math.max(1, sets.length);
  const weight = new Map(
    qw.map((w) => [w, (/\d/.test(w) ? 2 : 1) * (1 + Math.log((n + 1) / (1 + sets.filter((x) => x.has(w)).length)))]),
  );
  return (text: string) => {
    const ws = new Set(words(text).map((w) => root(w)));
    return qw.reduce((sum, w) => sum + (ws.has(w) ? (weight.get(w) ?? 1) : 0), 0);
  };
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
