// The answer composer: turns a question into a markdown answer built only from the knowledge base.
// Each intent makes a draft (a lead sentence with the key fact, sections, a practice question);
// the voice style then decides how the draft reads, and the level what goes into it.

import type { LevelId, VoiceStyle } from '@sommai/shared';
import { type ChatTurn, type Intent, type Understanding, understand } from './intent.ts';
import type { EntityKind, KnowledgeBase, PairingEntry, TermEntry } from './kb.ts';
import { STOPWORDS, WINE_WORDS } from './lexicon.ts';
import { fold, root, stem, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { article, cap, hash, join, lowerFirst, mentionsPhrase, pick, sentence, table, unique } from './text.ts';
import type { Depth, Grape, Region, Topic } from './types.ts';

export interface AnswerInput {
  question: string;
  level: LevelId;
  style: VoiceStyle;
  /** Text of an attached document, such as a wine list extracted from a PDF. */
  context?: string;
  /** Earlier turns, oldest first, for follow-ups. */
  history?: readonly ChatTurn[];
}

export interface Source {
  kind: EntityKind;
  id: string;
  title: string;
}

export interface Answer {
  markdown: string;
  sources: Source[];
  intent: Intent;
  /** False when the knowledge base had nothing relevant (unknown, off-topic). */
  found: boolean;
}

interface QA {
  question: string;
  answer: string;
}

interface Section {
  heading: string;
  text?: string;
  items?: string[];
  ordered?: boolean;
  table?: { headers: string[]; rows: string[][] };
  /** Show the table in every style (a comparison); otherwise technical style and level 3+ only. */
  tableFirst?: boolean;
}

interface Draft {
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

interface Ctx {
  kb: KnowledgeBase;
  level: LevelId;
  style: VoiceStyle;
  question: string;
  u: Understanding;
  sources: Map<string, Source>;
}

const COUNT: Record<LevelId, number> = { 1: 3, 2: 5, 3: 8, 4: 50 };
const FACTS: Record<LevelId, number> = { 1: 2, 2: 4, 3: 6, 4: 12 };

// ─────────────────────────────── entry points ───────────────────────────────

export function answer(kb: KnowledgeBase, input: AnswerInput): Answer {
  const level = clampLevel(input.level);
  const style = input.style;
  const question = input.question.trim();
  let u = understand(kb, question, input.history ?? []);
  const wines = input.context ? readContext(kb, input.context) : [];
  // Subjects found only by topic retrieval (no name in the question) give way to the attached wines.
  const named = u.subjects.filter((m) => m.start >= 0);
  if (wines.length > 0 && named.length === 0 && !(u.intent === 'pairing' && u.foods.length > 0)) {
    // "What grape is this made from?" about an attached label or list: its wines become the subjects.
    const subjects = uniqueMentions(wines.flatMap((w) => w.mentions)).slice(0, 4);
    const intent: Intent =
      u.intent === 'unknown' || u.intent === 'off-topic' || u.intent === 'greeting'
        ? subjects.length > 1
          ? 'describe'
          : 'describe'
        : u.intent;
    u = { ...u, subjects, intent };
  }
  const ctx: Ctx = { kb, level, style, question, u, sources: new Map() };
  let draft: Draft;
  if (wines.length > 0 && (u.intent === 'pairing' || u.foods.length > 0)) draft = pairFromList(ctx, wines);
  else if (
    wines.length > 1 &&
    u.intent === 'describe' &&
    u.subjects.every((s) => wines.some((w) => w.mentions.includes(s)))
  )
    draft = describeList(ctx, wines);
  else draft = compose(ctx);
  if (input.context && wines.length === 0 && draft.found)
    draft.after = joinBlocks(
      draft.after,
      '_I could not find any grape or region I know in the attached text, so this answer uses the question alone._',
    );
  const markdown = render(draft, style, level, question);
  return { markdown, sources: [...ctx.sources.values()], intent: u.intent, found: draft.found };
}

/** The same answer as `answer`, delivered in small chunks (a word and its spacing at a time). */
export async function* answerStream(kb: KnowledgeBase, input: AnswerInput): AsyncGenerator<string> {
  const { markdown } = answer(kb, input);
  for (const chunk of chunks(markdown)) yield chunk;
}

/** Splits markdown into token-sized chunks that join back to the same text. */
export function chunks(markdown: string): string[] {
  return markdown.match(/\s*[^\s]{1,12}|\s+$/g) ?? [];
}

function clampLevel(n: number): LevelId {
  return n <= 1 ? 1 : n >= 4 ? 4 : (Math.round(n) as LevelId);
}

// ─────────────────────────────── dispatch ───────────────────────────────

function compose(ctx: Ctx): Draft {
  const { u } = ctx;
  switch (u.intent) {
    case 'greeting':
      return greeting(ctx);
    case 'off-topic':
      return offTopic(ctx);
    case 'unknown':
      return unknown(ctx);
    case 'exam':
      return exam(ctx);
    case 'compare':
      return compare(ctx);
    case 'pairing':
      return pairing(ctx);
    case 'grape-of':
      return grapeOf(ctx);
    case 'where':
      return where(ctx);
    case 'how-made':
      return howMade(ctx);
    case 'serving':
      return serving(ctx);
    case 'tasting':
      return tasting(ctx);
    case 'term':
    case 'law':
      return u.intent === 'law' ? law(ctx) : describe(ctx, u.subjects[0]);
    case 'describe':
      return u.subjects[0] ? describe(ctx, u.subjects[0]) : unknown(ctx);
  }
}

function use(ctx: Ctx, kind: EntityKind, id: string): void {
  const key = `${kind}:${id}`;
  if (!ctx.sources.has(key) && ctx.kb.get(kind, id)) ctx.sources.set(key, { kind, id, title: ctx.kb.title(kind, id) });
}

// ─────────────────────────────── shared pieces ───────────────────────────────

function factsUpTo(facts: readonly { depth: Depth; text: string }[], level: LevelId, max = FACTS[level]): string[] {
  return facts
    .filter((f) => f.depth <= level)
    .slice(0, max)
    .map((f) => sentence(f.text));
}

/** Facts at or below the level that match a test, best (lowest depth, most matches) first. */
function factsAbout(
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

function grapeName(ctx: Ctx, idOrName: string): string {
  const g = ctx.kb.grape(idOrName);
  return g ? g.name : idOrName === idOrName.toLowerCase() ? titleCase(idOrName) : idOrName;
}

function regionName(ctx: Ctx, idOrName: string): string {
  const r = ctx.kb.region(idOrName);
  return r ? r.name : idOrName === idOrName.toLowerCase() ? titleCase(idOrName) : idOrName;
}

function titleCase(id: string): string {
  return id
    .split('-')
    .map((w) => (['de', 'du', 'di', 'del', 'la', 'le', 'des'].includes(w) ? w : cap(w)))
    .join(' ');
}

function colourWord(g: Grape): string {
  return g.colour === 'black' ? 'black' : g.colour === 'white' ? 'white' : 'pink-skinned (grey)';
}

function wineColour(g: Grape): string {
  return g.colour === 'black' ? 'red' : 'white';
}

const PLAIN: Record<string, string> = {
  low: 'low',
  'medium-': 'medium(-)',
  medium: 'medium',
  'medium+': 'medium(+)',
  high: 'high',
  light: 'light',
  full: 'full',
};

/** Level 1 hears plain words; from level 2 the tasting scale of the systematic approach. */
const EVERYDAY: Record<string, string> = {
  low: 'low',
  'medium-': 'fairly low',
  medium: 'medium',
  'medium+': 'fairly high',
  high: 'high',
  light: 'light',
  full: 'full',
};

function structureText(g: Grape, level: LevelId = 2): string {
  const s = g.structure;
  const say = (v: string) => (level === 1 ? EVERYDAY[v] : PLAIN[v]) ?? v;
  const parts = [`${say(s.acidity)} acidity`];
  if (s.tannin) parts.push(`${say(s.tannin)} tannin`);
  parts.push(`${say(s.body)} body`);
  if (s.alcohol && level > 1) parts.push(`${say(s.alcohol)} alcohol`);
  return join(parts);
}

function structureTable(grapes: Grape[]): Section['table'] {
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
function location(ctx: Ctx, r: Region): string {
  if (r.kind === 'country') return '';
  const chain = ctx.kb
    .ancestors(r.id)
    .filter((a) => a.kind !== 'country')
    .slice(0, 2)
    .map((a) => a.name);
  const places = unique([...chain, r.country]).filter((p) => fold(p) !== fold(r.name));
  return places.length > 0 ? `in ${places.join(', ')}` : '';
}

function kindWord(r: Region): string {
  return r.kind === 'appellation' ? 'appellation' : r.kind === 'subregion' ? 'sub-region' : r.kind;
}

function regionLead(ctx: Ctx, r: Region): string {
  if (r.kind === 'country')
    return `**${r.name}** is a wine-producing country of the ${r.world === 'old' ? 'Old' : 'New'} World.`;
  const cls = r.classification && ctx.level >= 2 ? ` (${r.classification})` : '';
  const where = location(ctx, r);
  return `**${r.name}** is ${article(kindWord(r))} ${kindWord(r)}${cls}${where ? ` ${where}` : ''}.`;
}

/** Names of a region's grapes, main first; unresolved names kept as written. */
function regionGrapeNames(ctx: Ctx, r: Region, max: number): string[] {
  for (const g of r.grapes.slice(0, max)) if (ctx.kb.grape(g)) use(ctx, 'grape', g);
  return r.grapes.slice(0, max).map((g) => grapeName(ctx, g));
}

function regionGrapesLine(ctx: Ctx, r: Region): string {
  if (r.grapes.length === 0) return '';
  const all = ctx.level >= 4 || r.grapes.length <= COUNT[ctx.level];
  const names = regionGrapeNames(ctx, r, all ? r.grapes.length : COUNT[ctx.level]);
  if (r.grapesAre === 'permitted' && ctx.level >= 3 && all)
    return names.length === 1 ? `Only **${names[0]}** is permitted.` : `Permitted grapes: ${join(names.map(bold))}.`;
  if (names.length === 1) return `It is made from **${names[0]}**.`;
  return `Main grapes: ${join(names.map(bold))}${all ? '' : ', among others'}.`;
}

function bold(s: string): string {
  return `**${s}**`;
}

/** Words describing a wine's style, for matching service and pairing advice written per style. */
function styleWords(ctx: Ctx, m: Mention): string[] {
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
function namesOf(ctx: Ctx, m: Mention): string[] {
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

function suggestions(ctx: Ctx, n = 4): string[] {
  const kb = ctx.kb;
  const out: string[] = [];
  const region = (ids: string[]) => ids.map((id) => kb.region(id)).filter((r) => r !== undefined);
  const grape = (ids: string[]) => ids.map((id) => kb.grape(id)).filter((g) => g !== undefined);
  const regions = region(['chablis', 'barolo', 'rioja', 'sancerre', 'champagne', 'chateauneuf-du-pape', 'mosel']);
  const grapes = grape(['pinot-noir', 'riesling', 'sauvignon-blanc', 'nebbiolo', 'chardonnay', 'syrah']);
  const allRegions = regions.length > 0 ? regions : kb.regions.filter((r) => r.kind !== 'country').slice(0, 5);
  const allGrapes = grapes.length > 0 ? grapes : kb.grapes.slice(0, 5);
  const seed = ctx.question;
  if (allRegions.length > 0) out.push(`What grape is ${pick(allRegions, `${seed}a`).name} made from?`);
  if (allGrapes.length > 0) out.push(`What does ${pick(allGrapes, `${seed}b`).name} taste like?`);
  if (kb.pairings.length > 0) out.push(`What wine goes with ${foodName(pick(kb.pairings, `${seed}c`).food)}?`);
  if (allRegions.length > 1) {
    const i = hash(`${seed}d`) % allRegions.length;
    const a = allRegions[i];
    const b = allRegions[(i + 1) % allRegions.length];
    out.push(`Compare ${a.name} and ${b.name}`);
  }
  const made = kb.topics.find((t) => t.category === 'sparkling') ?? kb.topics.find((t) => t.category === 'winemaking');
  if (made) out.push(`Explain ${lowerFirst(made.title)}`);
  if (kb.terms.length > 0) out.push(`What does ${pick(kb.terms, `${seed}e`).term} mean?`);
  if (allRegions.length > 0) out.push(`Quiz me on ${pick(allRegions, `${seed}f`).name}`);
  const start = hash(seed) % Math.max(1, out.length - n + 1);
  return out.slice(start, start + n).length >= Math.min(n, out.length) ? out.slice(start, start + n) : out.slice(0, n);
}

function suggestionList(ctx: Ctx): string {
  return suggestions(ctx)
    .map((s) => `- ${s}`)
    .join('\n');
}

// ─────────────────────────────── no knowledge ───────────────────────────────

function greeting(ctx: Ctx): Draft {
  const thanks = /^\s*(thanks|thank you|cheers|ta)\b/i.test(ctx.question);
  return {
    title: 'Welcome',
    lead: thanks
      ? "You're welcome! Ask me anything else about wine whenever you like."
      : "Hello! I'm your wine tutor. Ask me about grapes, regions, winemaking, tasting, service or food pairing.",
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after: `You could try:\n\n${suggestionList(ctx)}`,
  };
}

function offTopic(ctx: Ctx): Draft {
  return {
    title: 'Outside my cellar',
    lead: "That's outside what I can help with: I'm a wine tutor, so I only answer questions about wine.",
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after: `Here are some things I can answer:\n\n${suggestionList(ctx)}`,
  };
}

function unknown(ctx: Ctx): Draft {
  const { u, kb } = ctx;
  const named = namedUnknown(ctx.question, u.unknownWords);
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
      title: 'A recommendation',
      lead: "To suggest a wine I need something to go on: what are you eating, or which wines do you already enjoy? Tell me and I'll match it from my notes.",
      sections: [],
      keyPoints: [],
      sources: [],
      found: false,
      plain: true,
      after: `For example:\n\n${suggestionList(ctx)}`,
    };
  const lines = [
    ambiguous
      ? `${what} could be more than one wine in my notes, so tell me which one you mean.`
      : `I don't have anything on ${what} in my wine knowledge base, so I won't guess.`,
  ];
  let after = '';
  if (near.length > 0)
    after += `Did you mean ${join(
      near.map((h) => `**${h.title}**`),
      'or',
    )}?\n\n`;
  after += `Here is what I can help with, for example:\n\n${suggestionList(ctx)}`;
  return {
    title: 'Not in my notes',
    lead: lines.join(' '),
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after,
  };
}

/** The unknown name in a question, in the asker's spelling: "Zorblax". */
function namedUnknown(question: string, unknownWords: string[]): string {
  if (unknownWords.length === 0) return '';
  const raw = question.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const set = new Set(unknownWords);
  const hits = raw.filter((w) => set.has(fold(w).replace(/['’]/g, '')));
  const capital = hits.filter((w) => /^\p{Lu}/u.test(w));
  return (capital.length > 0 ? capital : hits).slice(0, 3).join(' ');
}

// ─────────────────────────────── describe ───────────────────────────────

function describe(ctx: Ctx, m: Mention | undefined): Draft {
  if (!m) return unknown(ctx);
  switch (m.kind) {
    case 'grape':
      return describeGrape(ctx, m);
    case 'region':
      return describeRegion(ctx, m);
    case 'topic':
      return describeTopic(ctx, m.id);
    case 'term':
      return describeTerm(ctx, m.id);
    case 'pairing':
      return pairing(ctx);
  }
}

function draft(title: string, lead: string, found = true): Draft {
  return { title, lead, sections: [], keyPoints: [], sources: [], found };
}

function describeGrape(ctx: Ctx, m: Mention): Draft {
  const { kb, level } = ctx;
  const g = kb.grape(m.id);
  if (!g) return unknown(ctx);
  use(ctx, 'grape', g.id);
  const alias = g.synonyms.find((s) => mentionsPhrase(m.matched, s.replace(/\([^)]*\)/g, '')));
  const aliasLine =
    alias && !mentionsPhrase(m.matched, g.name) ? ` ${cleanSynonym(alias)} is another name for ${g.name}.` : '';
  const first = g.facts.find((f) => f.depth === 1);
  const d = draft(g.name, `**${g.name}** is a ${colourWord(g)} grape variety from ${g.origin}.${aliasLine}`);
  if (first) d.lead += ` ${sentence(first.text)}`;
  const answer = answeringFact(ctx, 'grape', g.id, [
    ...g.facts,
    ...g.viticulture.map((t) => ({ depth: 3 as Depth, text: t })),
  ]);
  if (answer && answer !== sentence(first?.text ?? '')) d.lead += ` ${answer}`;
  const aromas = g.aromas.slice(0, level === 1 ? 4 : level === 2 ? 6 : 12);
  d.sections.push({
    heading: 'What it tastes like',
    text: `Typical aromas and flavours: ${join(aromas)}. Its wines usually have ${structureText(g, ctx.level)}.`,
    table: level >= 3 ? structureTable([g]) : undefined,
  });
  if (level === 1 && g.keyRegions.length > 0)
    d.sections.push({
      heading: 'Where it grows',
      text: `Look for it from ${join(g.keyRegions.slice(0, 3).map((k) => regionName(ctx, k)))}.`,
    });
  if (level >= 2) {
    const regions = g.keyRegions.slice(0, COUNT[level]).map((k) => {
      const r = kb.findRegion(k);
      if (r) use(ctx, 'region', r.id);
      return r ? `${r.name}${r.kind !== 'country' ? ` (${r.country})` : ''}` : regionName(ctx, k);
    });
    if (regions.length > 0)
      d.sections.push({ heading: 'Where it grows', text: `Key regions: ${join(unique(regions))}.` });
    if (g.synonyms.length > 0 && !aliasLine)
      d.sections.push({ heading: 'Also known as', text: `${join(g.synonyms.slice(0, COUNT[level]))}.` });
    if (g.styles.length > 0) d.sections.push({ heading: 'Styles', text: `${cap(join(unique(g.styles)))}.` });
  }
  if (level >= 3) {
    if (g.viticulture.length > 0) d.sections.push({ heading: 'In the vineyard', items: g.viticulture.map(sentence) });
    if (g.blendingPartners.length > 0)
      d.sections.push({
        heading: 'Blending partners',
        text: `${join(g.blendingPartners.map((b) => grapeName(ctx, b)))}.`,
      });
  }
  const facts = factsUpTo(g.facts, level).filter((f) => !first || f !== sentence(first.text));
  if (facts.length > 0) d.sections.push({ heading: 'Key facts', items: facts });
  if (g.foodPairings.length > 0)
    d.sections.push({
      heading: 'With food',
      text: `Try it with ${join(g.foodPairings.slice(0, level === 1 ? 3 : 6))}.`,
    });
  d.keyPoints = [
    `Tastes of ${join(g.aromas.slice(0, 3))}; ${structureText(g, ctx.level)}.`,
    g.keyRegions.length > 0 ? `Key regions: ${join(g.keyRegions.slice(0, 3).map((k) => regionName(ctx, k)))}.` : '',
    g.foodPairings.length > 0 ? `With food: ${join(g.foodPairings.slice(0, 3))}.` : '',
  ];
  d.tip =
    g.aromas.length >= 2 ? `Next time you taste ${g.name}, look for ${g.aromas[0]} and ${g.aromas[1]}.` : undefined;
  d.check = `Is ${g.name} a black or a white grape, and what would you expect to smell in the glass?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

function cleanSynonym(s: string): string {
  return s.replace(/\s*\([^)]*\)/g, '').trim();
}

function describeRegion(ctx: Ctx, m: Mention): Draft {
  const { kb, level } = ctx;
  const r = kb.region(m.id);
  if (!r) return unknown(ctx);
  use(ctx, 'region', r.id);
  const first = r.facts.find((f) => f.depth === 1);
  const d = draft(r.name, regionLead(ctx, r));
  if (first) d.lead += ` ${sentence(first.text)}`;
  const answer = answeringFact(ctx, 'region', r.id, [
    ...r.facts,
    ...r.styles.map((t) => ({ depth: 1 as Depth, text: `Styles: ${t}` })),
    ...r.labelTerms.map((t) => ({ depth: 2 as Depth, text: `On the label: ${t}` })),
  ]);
  if (answer && answer !== sentence(first?.text ?? '')) d.lead += ` ${answer}`;
  if (level >= 2) {
    // The key data at a glance: shown as a table in the technical style and from level 3.
    const rows = [
      ['Country', r.country],
      [
        'Within',
        kb
          .ancestors(r.id)
          .filter((a) => a.kind !== 'country')
          .map((a) => a.name)[0] ?? '—',
      ],
      ['Status', r.classification ?? '—'],
      ['Climate', r.climate],
      ['Main grapes', join(r.grapes.slice(0, 4).map((g) => grapeName(ctx, g)))],
      ['Soils', join(r.soils.slice(0, 3)) || '—'],
    ].filter(([, v]) => v && v !== '—');
    d.sections.push({ heading: 'Key data', table: { headers: ['', r.name], rows } });
  }
  const grapesLine = regionGrapesLine(ctx, r);
  if (grapesLine)
    d.sections.push({
      heading: r.grapesAre === 'permitted' && level >= 3 ? 'Permitted grapes' : 'Grapes',
      text: grapesLine,
    });
  if (r.styles.length > 0)
    d.sections.push({ heading: 'Styles', text: `${cap(join(r.styles.slice(0, COUNT[level])))}.` });
  if (level >= 2) {
    const notes = r.climateNotes.slice(0, level === 2 ? 1 : 4).map(sentence);
    d.sections.push({
      heading: 'Climate',
      text: `${cap(r.climate)} climate.${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`,
    });
    const kids = kb.children(r.id);
    if (kids.length > 0)
      d.sections.push({
        heading: r.kind === 'country' ? 'Main regions' : 'Sub-regions',
        text: `${join(kids.slice(0, COUNT[level] + 2).map((k) => k.name))}${kids.length > COUNT[level] + 2 ? ', among others' : ''}.`,
      });
  }
  if (level >= 3 && r.soils.length > 0) d.sections.push({ heading: 'Soils', text: `${cap(join(r.soils))}.` });
  if (level >= 2 && r.labelTerms.length > 0) d.sections.push(labelSection(ctx, r));
  if (level >= 4 && r.classification)
    d.sections.push({ heading: 'Classification', text: `${r.name} is classified as ${r.classification}.` });
  const facts = factsUpTo(r.facts, level).filter((f) => !first || f !== sentence(first.text));
  if (facts.length > 0) d.sections.push({ heading: 'Key facts', items: facts });
  if (r.foodPairings.length > 0)
    d.sections.push({
      heading: 'With food',
      text: `Try it with ${join(r.foodPairings.slice(0, level === 1 ? 3 : 6))}.`,
    });
  d.keyPoints = [
    grapesLine,
    r.styles.length > 0 ? `Styles: ${join(r.styles.slice(0, 3))}.` : '',
    level >= 2 ? `${cap(r.climate)} climate.` : '',
  ];
  if (level >= 2 && r.classification) d.keyPoints.push(`Classification: ${r.classification}.`);
  d.tip =
    r.foodPairings.length > 0
      ? `A classic match for ${r.name} is ${r.foodPairings[0]}.`
      : r.labelTerms.length > 0
        ? `On a label from ${r.name}, look out for ${r.labelTerms[0]}.`
        : undefined;
  d.check = r.grapes.length > 0 ? `What do you think is the main grape of ${r.name}?` : `Where is ${r.name}?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

function labelSection(ctx: Ctx, r: Region): Section {
  const terms = r.labelTerms.slice(0, ctx.level >= 4 ? 20 : COUNT[ctx.level]);
  if (ctx.level < 3) return { heading: 'On the label', text: `${join(terms)}.` };
  const items = terms.map((t) => {
    const entry = findTerm(ctx, t, r.country);
    if (entry) use(ctx, 'term', entry.id);
    return entry ? `**${t}**: ${lowerFirst(sentence(entry.meaning))}` : `**${t}**`;
  });
  return { heading: 'On the label', items };
}

function findTerm(ctx: Ctx, name: string, country?: string): TermEntry | undefined {
  const f = fold(name);
  const same = ctx.kb.terms.filter((t) => fold(t.term) === f);
  return same.find((t) => country && fold(t.country) === fold(country)) ?? same[0];
}

function describeTopic(ctx: Ctx, id: string, steps = false): Draft {
  const { kb, level } = ctx;
  const t = kb.topic(id);
  if (!t) return unknown(ctx);
  use(ctx, 'topic', t.id);
  const d = draft(t.title, sentence(t.summary));
  // The point that answers the question's own words ("Stilton", "Super Tuscan") leads, even from deeper levels.
  const focus = focusWords(ctx, 'topic', t.id);
  const rare = rarityScorer([t.summary, ...t.points.map((p) => p.text)], focus);
  const best = [...t.points]
    .map((p) => ({ p, r: rare(p.text) }))
    .filter((x) => x.r > rare(t.summary))
    .sort((a, b) => b.r - a.r || a.p.depth - b.p.depth)[0];
  if (best && best.r >= 1) d.lead = `${sentence(best.p.text)} ${d.lead}`;
  const points = t.points.filter((p) => p.depth <= level && p !== best?.p).map((p) => sentence(p.text));
  const shown = points.slice(0, level === 1 ? 4 : level === 2 ? 7 : 20);
  if (shown.length > 0)
    d.sections.push({ heading: steps ? 'How it works' : 'Key points', items: shown, ordered: steps });
  if (t.table && level >= 2)
    d.sections.push({
      heading: t.table.caption,
      table: { headers: t.table.headers, rows: t.table.rows },
      tableFirst: true,
    });
  if (level >= 2 && t.related.length > 0) {
    const related = t.related.map((r) => kb.topic(r)?.title).filter((x) => x !== undefined);
    if (related.length > 0) d.sections.push({ heading: 'See also', text: `${join(related.slice(0, 4))}.` });
  }
  // A concept named by a keyword of several words ("Super Tuscan") is often told best by the grapes
  // and regions that use it.
  const m = ctx.u.subjects.find((x) => x.kind === 'topic' && x.id === t.id && x.start >= 0);
  if (m && m.end > m.start && !mentionsPhrase(t.title, m.matched)) {
    const elsewhere = factsMentioning(ctx, m.matched, 2);
    for (const f of elsewhere) use(ctx, f.kind, f.id);
    if (elsewhere.length > 0)
      d.sections.unshift({ heading: 'Elsewhere in my notes', items: elsewhere.map((f) => sentence(f.text)) });
  }
  d.keyPoints = shown.slice(0, 3);
  d.tip = t.points.find((p) => p.depth === 1 && !shown.slice(0, 2).includes(sentence(p.text)))?.text;
  d.check = `Before reading on: what do you already know about ${lowerFirst(t.title)}?`;
  d.practice =
    practiceFor(ctx, {
      kind: 'topic',
      id: t.id,
      score: 1,
      title: t.title,
      matched: t.title,
      start: 0,
      end: 0,
      whole: true,
    }) ?? undefined;
  return d;
}

/** A term's name without its bracketed note: "Reserve (Austria)" → "Reserve". */
function termBase(term: string): string {
  return term.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
}

function describeTerm(ctx: Ctx, id: string): Draft {
  const { kb, level } = ctx;
  const t0 = kb.term(id);
  if (!t0) return unknown(ctx);
  const base = termBase(t0.term);
  const all = kb.terms.filter((x) => fold(termBase(x.term)) === fold(base));
  // Where the question places the term (a country, the New World) decides which meaning leads.
  const q = fold(ctx.question);
  const countries = ctx.u.subjects.filter((s) => s.kind === 'region').map((s) => fold(kb.region(s.id)?.country ?? ''));
  const world = /\bnew world\b/.test(q) ? 'new' : /\b(old world|europe|european)\b/.test(q) ? 'old' : '';
  const fits = (x: TermEntry) => {
    const c = fold(x.country);
    if (countries.includes(c) || q.includes(c)) return 2;
    const r = kb.regions.find((r) => r.kind === 'country' && fold(r.name) === c);
    return world && r?.world === world ? 1 : 0;
  };
  const ordered = [...all].sort((a, b) => fits(b) - fits(a) || a.depth - b.depth);
  const t = ordered[0] ?? t0;
  for (const x of ordered) use(ctx, 'term', x.id);
  const lead = `**${t.term}** (${t.country}): ${sentence(t.meaning)}`;
  const d = draft(base, lead);
  if (ordered.length > 1)
    d.sections.push({
      heading: 'Elsewhere',
      items: ordered.slice(1).map((x) => `**${x.country}**: ${sentence(x.meaning)}`),
    });
  if (level >= 2) {
    const regions = kb.regions
      .filter((r) => r.labelTerms.some((l) => fold(l) === fold(base) || fold(l) === fold(t.term)))
      .slice(0, COUNT[level]);
    if (regions.length > 0)
      d.sections.push({ heading: 'Seen on labels from', text: `${join(regions.map((r) => r.name))}.` });
  }
  // A theory topic found on the same words adds its most relevant point: "LBV" → the Port styles topic.
  const twin = ctx.u.subjects.find(
    (s) => s.kind === 'topic' && ctx.u.subjects.some((x) => x.kind === 'term' && x.id === id && x.start === s.start),
  );
  const topic = twin ? kb.topic(twin.id) : undefined;
  if (topic) {
    const focus = unique([...focusWords(ctx, 'term', id), ...words(base).map((w) => root(w))]);
    const rare = rarityScorer(
      topic.points.map((p) => p.text),
      focus,
    );
    const best = topic.points
      .filter((p) => p.depth <= Math.max(level, 2))
      .map((p) => ({ p, r: rare(p.text) }))
      .sort((a, b) => b.r - a.r)[0];
    if (best && best.r > 0) {
      use(ctx, 'topic', topic.id);
      d.sections.push({ heading: 'In more detail', text: sentence(best.p.text) });
    }
  }
  if (t.depth > level)
    d.after = `_This is a Level ${t.depth} term; at your level it is enough to recognise it on a label._`;
  d.keyPoints = [];
  d.tip = `When you see ${t.term} on a label, you know something about how the wine was made or classified before you open it.`;
  d.check = `What do you think ${t.term} means on a label?`;
  const other = kb.terms.filter((x) => x.country === t.country && x.id !== t.id);
  if (other.length > 0) {
    const o = pick(other, ctx.question);
    d.practice = { question: `What does ${o.term} mean on a ${o.country} label?`, answer: sentence(o.meaning) };
  }
  return d;
}

// ─────────────────────────────── grape-of ───────────────────────────────

function grapeOf(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const m = u.subjects.find((s) => s.kind === 'region') ?? u.subjects[0];
  if (!m) return unknown(ctx);
  if (m.kind === 'grape') return describeGrape(ctx, m);
  if (m.kind === 'region') {
    const r = kb.region(m.id);
    if (!r) return unknown(ctx);
    use(ctx, 'region', r.id);
    if (r.grapes.length === 0) return describeRegion(ctx, m);
    const all = level >= 3 || r.grapes.length <= COUNT[level];
    const names = regionGrapeNames(ctx, r, all ? r.grapes.length : COUNT[level]);
    const permitted = r.grapesAre === 'permitted';
    let lead: string;
    if (names.length === 1)
      lead = `**${r.name}** is made from **${names[0]}**${permitted && level >= 2 ? ', the only permitted grape' : ''}.`;
    else if (permitted && all)
      lead = `The permitted grapes of **${r.name}** are ${join(names.map(bold))}${level >= 2 ? `, led by ${names[0]}` : ''}.`;
    else lead = `The main grapes of **${r.name}** are ${join(names.map(bold))}${all ? '' : ', among others'}.`;
    const d = draft(r.name, lead);
    const grapes = kb.grapesOf(r.id).slice(0, names.length);
    if (level >= 2 && grapes.length > 0)
      d.sections.push({
        heading: 'The grapes',
        items: grapes.map(
          (g) =>
            `**${g.name}**: ${colourWord(g)} grape; ${join(g.aromas.slice(0, 3))}; ${structureText(g, ctx.level)}.`,
        ),
        table: level >= 3 ? structureTable(grapes) : undefined,
      });
    const grapeWords = grapes.flatMap((g) => [g.name, ...g.synonyms.map(cleanSynonym)]);
    const qw = questionWords(ctx).filter((w) => !['grape', 'made', 'wine', 'main'].includes(w));
    const facts = factsAbout(
      r.facts,
      level,
      (t) =>
        grapeWords.filter((n) => mentionsPhrase(t, n)).length +
        (/blend|varietal|grape|%|percent|permitted/i.test(t) ? 1 : 0) +
        relevance(t, qw) * 3,
      FACTS[level],
    );
    // A fact that answers the question's own words ("permitted", "percent") joins the lead.
    const answerFact = [...facts].sort((a, b) => relevance(b, qw) - relevance(a, qw))[0];
    const direct = answerFact && relevance(answerFact, qw) > 0 ? answerFact : undefined;
    if (direct) d.lead += ` ${direct}`;
    const more = facts.filter((f) => f !== direct);
    if (more.length > 0) d.sections.push({ heading: 'Key facts', items: more });
    if (r.styles.length > 0 && level >= 2) d.sections.push({ heading: 'Styles', text: `${cap(join(r.styles))}.` });
    d.keyPoints = facts.slice(0, 2);
    d.tip = grapes[0]
      ? `Look for ${join(grapes[0].aromas.slice(0, 2))} when you taste ${r.name}: that's the ${grapes[0].name} speaking.`
      : undefined;
    d.check = `Which grape do you think ${r.name} is made from?`;
    d.practice = practiceFor(ctx, m) ?? undefined;
    return d;
  }
  // A term or a topic (Port, Sherry, the traditional method): the grapes its text names.
  const e = kb.get(m.kind, m.id);
  const text =
    e?.kind === 'topic'
      ? [e.record.summary, ...e.record.points.map((p) => p.text)].join(' ')
      : e?.kind === 'term'
        ? e.record.meaning
        : '';
  const grapes = uniqueMentions(kb.mentions(text).filter((x) => x.kind === 'grape' && x.whole));
  if (grapes.length === 0) return describe(ctx, m);
  for (const g of grapes) use(ctx, 'grape', g.id);
  const base = describe(ctx, m);
  base.lead = `The grapes named for **${m.title}** are ${join(grapes.map((g) => bold(g.title)))}. ${base.lead}`;
  return base;
}

// ─────────────────────────────── where ───────────────────────────────

const PLACE_WORDS =
  /\b(north|south|east|west|river|coast|km|near|between|along|valley|border|bank|hills?|slopes?|island|mountains?|lake|ocean|sea|city|town|inland|plateau)/;

function where(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const m = u.subjects[0];
  if (!m) return unknown(ctx);
  if (m.kind === 'region') {
    const r = kb.region(m.id);
    if (!r) return unknown(ctx);
    use(ctx, 'region', r.id);
    const d = draft(r.name, regionLead(ctx, r));
    const chain = [r, ...kb.ancestors(r.id)].reverse().map((x) => x.name);
    if (chain.length > 1) d.sections.push({ heading: 'On the map', text: chain.join(' › ') });
    const facts = factsAbout(r.facts, level, PLACE_WORDS, level === 1 ? 1 : 3);
    if (facts.length > 0) d.sections.push({ heading: 'Where exactly', items: facts });
    if (level >= 2)
      d.sections.push({
        heading: 'Climate',
        text: `${cap(r.climate)} climate.${r.climateNotes[0] ? ` ${sentence(r.climateNotes[0])}` : ''}`,
      });
    const kids = kb.children(r.id);
    if (level >= 2 && kids.length > 0)
      d.sections.push({ heading: 'Within it', text: `${join(kids.slice(0, COUNT[level] + 2).map((k) => k.name))}.` });
    const grapesLine = regionGrapesLine(ctx, r);
    if (grapesLine) d.sections.push({ heading: 'Grapes', text: grapesLine });
    d.keyPoints = [chain.join(' › '), ...facts.slice(0, 1)];
    d.check = `Which country is ${r.name} in?`;
    d.practice = practiceFor(ctx, m) ?? undefined;
    return d;
  }
  if (m.kind === 'grape') {
    const g = kb.grape(m.id);
    if (!g) return unknown(ctx);
    use(ctx, 'grape', g.id);
    const regions = kb.regionsGrowing(g.id);
    const key = g.keyRegions.slice(0, COUNT[level]).map((k) => {
      const r = kb.findRegion(k);
      if (r) use(ctx, 'region', r.id);
      return r ? `${r.name}${r.kind !== 'country' ? ` (${r.country})` : ''}` : regionName(ctx, k);
    });
    const lead = `**${g.name}** comes from ${g.origin}.${key.length > 0 ? ` Its key regions today are ${join(unique(key))}.` : ''}`;
    const d = draft(g.name, lead);
    const more = regions.filter((r) => !g.keyRegions.includes(r.id)).slice(0, level >= 3 ? 12 : 0);
    if (more.length > 0)
      d.sections.push({ heading: 'Also grown in', text: `${join(more.map((r) => `${r.name} (${r.country})`))}.` });
    const facts = factsAbout(
      g.facts,
      level,
      /\b(grown|grows|planted|plantings|origin|native|home|region|country|widely|cool|warm|climate)/,
      3,
    );
    if (facts.length > 0) d.sections.push({ heading: 'Key facts', items: facts });
    if (level >= 3 && g.viticulture.length > 0)
      d.sections.push({ heading: 'Climate and vineyard', items: g.viticulture.map(sentence) });
    d.keyPoints = facts.slice(0, 1);
    d.check = `Can you name two regions famous for ${g.name}?`;
    d.practice = practiceFor(ctx, m) ?? undefined;
    return d;
  }
  return describe(ctx, m);
}

// ─────────────────────────────── how it's made ───────────────────────────────

const MAKING =
  /\b(ferment|press|yeast|lees|aged|ageing|aging|age|oak|barrel|cask|blend|fortif|spirit|botryti|dosage|solera|flor|method|riddl|disgorg|maceration|skin contact|tank|bottle|sugar|dried|appassimento|late harvest|ice)/;

function howMade(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const topicMention = u.subjects.find((s) => s.kind === 'topic');
  // Steps for "how is it made", plain points for "what is terroir".
  const steps = /\b(how|made|make|steps?|process|method)\b/i.test(ctx.question);
  if (u.subjects[0]?.kind === 'topic') return describeTopic(ctx, u.subjects[0].id, steps);
  const m = u.subjects.find((s) => s.kind !== 'topic') ?? topicMention;
  if (!m) return unknown(ctx);
  if (m.kind === 'topic') return describeTopic(ctx, m.id, steps);
  const names = namesOf(ctx, m);
  const topic =
    bestTopic(ctx, names, ['winemaking', 'sparkling', 'fortified', 'sweet']) ??
    (topicMention ? kb.topic(topicMention.id) : undefined);
  const e = kb.get(m.kind, m.id);
  const facts =
    e?.kind === 'grape' || e?.kind === 'region'
      ? factsAbout(e.record.facts, level, MAKING, level === 1 ? 2 : level === 2 ? 4 : 8)
      : [];
  if (!topic && facts.length === 0) return describe(ctx, m);
  use(ctx, m.kind, m.id);
  const d = topic ? describeTopic(ctx, topic.id, true) : draft(m.title, '');
  const intro = facts[0] ?? '';
  d.title = `How ${m.title} is made`;
  d.lead = topic ? `${intro ? `${intro} ` : ''}${sentence(topic.summary)}` : intro;
  if (facts.length > 1) d.sections.unshift({ heading: `About ${m.title}`, items: facts.slice(1) });
  if (e?.kind === 'region' && e.record.styles.length > 0 && level >= 2)
    d.sections.push({ heading: 'Styles', text: `${cap(join(e.record.styles))}.` });
  d.check = `Can you name the key steps in making ${m.title}?`;
  d.practice = practiceFor(ctx, m) ?? d.practice;
  return d;
}

/** The topic that best covers a subject: its name in the keywords, title or text. */
function bestTopic(ctx: Ctx, names: string[], categories: Topic['category'][]): Topic | undefined {
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

// ─────────────────────────────── serving ───────────────────────────────

const SERVICE_CUES: [RegExp, RegExp][] = [
  [/\b(temperature|temp|degrees|chill|chilled|chilling|fridge|cold|warm)\b/, /temperature|chill|°c/],
  [/\b(decant|decanting|decanter|breathe|aerate|aeration|sediment)\b/, /decant/],
  [/\b(glass|glasses|glassware|stemware|flute|coupe)\b/, /glass/],
  [
    /\b(store|storing|storage|cellar|cellaring|keep|age|ageing|aging|lay down|how long|drinking window|ready)\b/,
    /stor|cellar|ageing|aging|keep/,
  ],
  [/\b(open(ed)?|leftover|once opened|reseal|preserve)\b/, /open|leftover|preserv/],
];

function serving(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const q = ` ${fold(ctx.question)} `;
  const subject = u.subjects.find((s) => s.kind !== 'topic');
  const mentioned = u.subjects.filter(
    (s) => s.kind === 'topic' && ['service', 'storage'].includes(kb.topic(s.id)?.category ?? ''),
  );
  const topics: Topic[] = mentioned.map((s) => kb.topic(s.id)).filter((t) => t !== undefined);
  const cueTopics = (topicTest: RegExp) =>
    kb.topics.filter(
      (x) =>
        (x.category === 'service' || x.category === 'storage') &&
        (topicTest.test(fold(x.title)) || x.keywords.some((k) => topicTest.test(fold(k)))),
    );
  let cued = false;
  for (const [cue, topicTest] of SERVICE_CUES) {
    if (!cue.test(q)) continue;
    cued = true;
    for (const t of cueTopics(topicTest).slice(0, 2)) if (!topics.includes(t)) topics.push(t);
  }
  // "How should I serve X?": temperature and glass.
  if (!cued && topics.length === 0)
    for (const [, topicTest] of SERVICE_CUES.slice(0, 3)) {
      const t = cueTopics(topicTest)[0];
      if (t && !topics.includes(t)) topics.push(t);
    }
  if (!subject) {
    if (topics[0]) return describeTopic(ctx, topics[0].id);
    const other = u.subjects[0];
    return other ? describe(ctx, other) : unknown(ctx);
  }
  use(ctx, subject.kind, subject.id);
  const names = namesOf(ctx, subject);
  const style = styleWords(ctx, subject);
  const qw = questionWords(ctx);
  // Every piece of advice that could answer, scored alike: names of the wine first, then the
  // question's own words, then style words (advice for "sweet wines" fits Sauternes).
  const candidates: { text: string; score: number }[] = [];
  const tables: Section[] = [];
  for (const t of topics.slice(0, 4)) {
    use(ctx, 'topic', t.id);
    if (t.table) {
      for (const r of t.table.rows) {
        const text = rowText(t.table.headers, r);
        candidates.push({ text, score: scoreForStyle(r.join(' '), names, style) + relevance(text, qw) * 2 + 1 });
      }
      if (level >= 2)
        tables.push({ heading: t.table.caption, table: { headers: t.table.headers, rows: t.table.rows } });
    }
    for (const p of t.points)
      if (p.depth <= level)
        candidates.push({
          text: sentence(p.text),
          score: scoreForStyle(p.text, names, style) + relevance(p.text, qw) * 2,
        });
  }
  const e = kb.get(subject.kind, subject.id);
  if (e?.kind === 'grape' || e?.kind === 'region')
    for (const f of e.record.facts)
      if (f.depth <= level) {
        const r = relevance(f.text, qw);
        const service =
          /\b(serve|served|serving|decant|temperature|chill|glass|cellar|keep|drink within|drunk young|bottle age)/.test(
            fold(f.text),
          );
        if (r > 0 || service) candidates.push({ text: sentence(f.text), score: 3 + r * 3 + (service ? 3 : 0) });
      }
  const ranked = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score);
  const found = unique(ranked.map((c) => c.text)).slice(0, level === 1 ? 3 : 5);
  if (found.length === 0) {
    if (topics[0]) {
      const d = describeTopic(ctx, topics[0].id);
      d.lead = `I have no advice specific to ${subject.title}, so here is the general rule. ${d.lead}`;
      return d;
    }
    return describe(ctx, subject);
  }
  const d = draft(subject.title, `For **${subject.title}**: ${found[0]}`);
  if (found.length > 1) d.sections.push({ heading: 'Service notes', items: found.slice(1) });
  d.sections.push(...tables);
  d.keyPoints = found.slice(1, 3);
  d.tip = topics[0]?.points.find((p) => p.depth === 1 && !found.includes(sentence(p.text)))?.text;
  d.check = `How would you serve ${subject.title}: temperature, glass, and would you decant it?`;
  d.practice = practiceFor(ctx, subject) ?? undefined;
  return d;
}

/** Style families a wine belongs to or not: advice for "sweet wines" is wrong for a dry one. */
const FAMILIES: [string, RegExp][] = [
  ['red', /\b(red|reds)\b/],
  ['white', /\b(white|whites)\b/],
  ['rose', /\b(rose|roses)\b/],
  ['sweet', /\b(sweet|dessert|botrytis|botrytised|sauternes|tokaji)\b/],
  ['sparkling', /\b(sparkling|champagne|fizz|prosecco|cava)\b/],
  ['fortified', /\b(fortified|port|sherry|madeira)\b/],
];

/** How well a piece of service advice fits a wine: its names count most, then its style words. */
function scoreForStyle(text: string, names: string[], style: string[]): number {
  const t = fold(text);
  let s = 0;
  for (const n of names) if (mentionsPhrase(text, n)) s += 6;
  const strong = [
    'sweet',
    'sparkling',
    'fortified',
    'rose',
    'dessert',
    'tannic',
    'full-bodied',
    'light-bodied',
    'medium-bodied',
    'oaked',
  ];
  for (const w of style)
    if (w.length > 2 && new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(t))
      s += strong.includes(w) ? 2 : 1;
  // Advice written for another family (sweet wines, red wines) does not fit this one.
  for (const [family, re] of FAMILIES) if (re.test(t) && !style.includes(family) && s < 6) s -= 3;
  return s;
}

/** A table row as a sentence: "Sweet wines: 6–8 °C." */
function rowText(headers: string[], row: string[]): string {
  if (headers.length <= 2) return sentence(`${row[0]}: ${row[1] ?? ''}`);
  return sentence(
    `${row[0]}: ${headers
      .slice(1)
      .map((h, i) => `${lowerFirst(h)} ${row[i + 1] ?? ''}`)
      .join('; ')}`,
  );
}

// ─────────────────────────────── tasting ───────────────────────────────

const TASTE =
  /\b(aroma|flavou?r|notes?|taste|tastes|smell|nose|palate|fruit|acidity|tannin|body|finish|age|aged|ageing|develop|oak|toast|petrol|mineral)/;

function tasting(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const m = u.subjects.find((s) => s.kind === 'grape' || s.kind === 'region');
  const topic = u.subjects.find((s) => s.kind === 'topic' && kb.topic(s.id)?.category !== 'tasting');
  if (!m && topic && !/\b(describe|note)\b/i.test(ctx.question)) return describeTopic(ctx, topic.id);
  if (!m) return tastingHelp(ctx);
  if (m.kind === 'grape') {
    const g = kb.grape(m.id);
    if (!g) return unknown(ctx);
    use(ctx, 'grape', g.id);
    const d = draft(
      g.name,
      `**${g.name}** typically tastes of ${join(g.aromas.slice(0, level === 1 ? 4 : 6))}, with ${structureText(g, ctx.level)}.`,
    );
    if (g.aromas.length > 6 && level >= 2)
      d.sections.push({ heading: 'More aromas', text: `${cap(join(g.aromas.slice(6)))}.` });
    d.sections.push({ heading: 'Structure', text: `${cap(structureText(g, ctx.level))}.`, table: structureTable([g]) });
    const facts = factsAbout(g.facts, level, TASTE, level === 1 ? 2 : 4);
    if (facts.length > 0) d.sections.push({ heading: 'Style notes', items: facts });
    d.keyPoints = facts.slice(0, 2);
    d.tip = `Taste it next to a wine you know and put words to what is different: the ${g.aromas[0] ?? 'fruit'} and the ${PLAIN[g.structure.acidity] ?? g.structure.acidity} acidity are good places to start.`;
    d.check = `What three aromas would you expect from ${g.name}?`;
    d.practice = practiceFor(ctx, m) ?? undefined;
    return d;
  }
  const r = kb.region(m.id);
  if (!r) return unknown(ctx);
  use(ctx, 'region', r.id);
  const grapes = kb.grapesOf(r.id).slice(0, 2);
  for (const g of grapes) use(ctx, 'grape', g.id);
  const facts = factsAbout(r.facts, level, TASTE, level === 1 ? 2 : 4);
  const g0 = grapes[0];
  const lead = g0
    ? `**${r.name}** is mainly ${g0.name}, so expect ${join(g0.aromas.slice(0, 4))}, with ${structureText(g0, ctx.level)}.`
    : regionLead(ctx, r);
  const d = draft(r.name, lead);
  if (facts.length > 0) d.sections.push({ heading: 'Style notes', items: facts });
  if (r.styles.length > 0) d.sections.push({ heading: 'Styles', text: `${cap(join(r.styles))}.` });
  if (grapes.length > 0)
    d.sections.push({
      heading: 'Structure',
      text: grapes.map((g) => `${g.name}: ${structureText(g, ctx.level)}.`).join(' '),
      table: structureTable(grapes),
    });
  d.keyPoints = facts.slice(0, 2);
  d.check = `What would you expect to find on the nose of ${r.name}?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

/** "Help me describe this wine: pale lemon, citrus, high acid": the SAT, filled with what they noticed. */
function tastingHelp(ctx: Ctx): Draft {
  const { kb, level } = ctx;
  const sat =
    kb.topic('systematic-tasting') ??
    kb.topics.find((t) => t.category === 'tasting' && /systematic|sat|method/i.test(t.title));
  const note = fold(ctx.question.replace(/^[^:]*:/, ' '));
  const noticed = {
    appearance: matchWords(note, [
      'pale',
      'medium',
      'deep',
      'lemon',
      'gold',
      'amber',
      'purple',
      'ruby',
      'garnet',
      'tawny',
      'pink',
      'salmon',
      'clear',
      'hazy',
    ]),
    structure: matchPhrases(note, [
      'dry',
      'off-dry',
      'medium-sweet',
      'sweet',
      'high acid',
      'high acidity',
      'low acidity',
      'crisp',
      'soft',
      'tannic',
      'high tannin',
      'low tannin',
      'light body',
      'full body',
      'full-bodied',
      'light-bodied',
      'long finish',
      'short finish',
    ]),
  };
  const aromaHits = new Map<string, string[]>();
  for (const g of kb.grapes) {
    const hits = g.aromas.filter((a) => mentionsPhrase(note, a));
    if (hits.length >= 2) aromaHits.set(g.id, hits);
  }
  const candidates = [...aromaHits].sort((a, b) => b[1].length - a[1].length).slice(0, 3);
  const aromas = unique(candidates.flatMap(([, h]) => h));
  const d = draft(
    'Describing a wine',
    sat ? sentence(sat.summary) : 'Describe a wine in a fixed order: appearance, nose, palate, then conclusions.',
    Boolean(sat),
  );
  if (sat) use(ctx, 'topic', sat.id);
  const filled: string[] = [];
  if (noticed.appearance.length > 0) filled.push(`**Appearance:** ${join(noticed.appearance)}`);
  if (aromas.length > 0) filled.push(`**Nose:** ${join(aromas)}`);
  if (noticed.structure.length > 0) filled.push(`**Palate:** ${join(noticed.structure)}`);
  if (filled.length > 0) d.sections.push({ heading: 'Your note so far', items: filled });
  if (sat) {
    const steps = sat.points.filter((p) => p.depth <= level).map((p) => sentence(p.text));
    d.sections.push({ heading: 'Work through it in order', items: steps.slice(0, level === 1 ? 3 : 6), ordered: true });
    if (sat.table && level >= 2)
      d.sections.push({
        heading: sat.table.caption,
        table: { headers: sat.table.headers, rows: sat.table.rows },
        tableFirst: true,
      });
  }
  if (candidates.length > 0) {
    d.sections.push({
      heading: 'Grapes that fit those aromas',
      items: candidates.map(([id, hits]) => {
        use(ctx, 'grape', id);
        return `**${grapeName(ctx, id)}** (shares ${join(hits)})`;
      }),
    });
  }
  d.tip = 'Say what you actually find, not what you expect: one precise word beats three vague ones.';
  d.check = 'Start with the nose: which fruit family do you smell first?';
  return d;
}

function matchWords(text: string, list: string[]): string[] {
  return list.filter((w) => new RegExp(`\\b${w}\\b`).test(text));
}

function matchPhrases(text: string, list: string[]): string[] {
  const hits = list.filter((w) => text.includes(w));
  return hits.filter((h) => !hits.some((o) => o !== h && o.includes(h)));
}

// ─────────────────────────────── law and classification ───────────────────────────────

const LAW =
  /\b(classif|cru|minimum|maximum|month|year|aged|ageing|aging|docg|doc|aoc|aop|ava|dop|igt|permitted|must|law|rule|regulat|%|hectare|yield|reserva|riserva|reserve|pradikat|kabinett|spatlese|auslese|grosse lage|1855|premier|grand|village|superiore|classico|label)/;

function law(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const region = u.subjects.find((s) => s.kind === 'region');
  const terms = u.subjects.filter((s) => s.kind === 'term');
  const topicMentions = u.subjects.filter((s) => s.kind === 'topic');
  const r = region ? kb.region(region.id) : undefined;
  const regionNames = r ? [r.name, ...r.synonyms] : [];
  const labelTopics = unique([
    ...topicMentions.map((t) => kb.topic(t.id)).filter((t) => t !== undefined),
    ...(r
      ? kb.topics.filter(
          (t) =>
            t.category === 'labels' &&
            regionNames.some((n) =>
              mentionsPhrase(`${t.title} ${t.summary} ${t.points.map((p) => p.text).join(' ')}`, n),
            ),
        )
      : []),
  ]).filter((t) => t.category === 'labels' || t.category === 'business' || topicMentions.some((m) => m.id === t.id));
  if (!r && labelTopics.length === 0) {
    const first = terms[0] ?? u.subjects[0];
    return first ? describe(ctx, first) : unknown(ctx);
  }
  const termNames = terms.map((t) => t.title);
  // The question's words, and the words that named a topic or term ("Reserve"), are what to answer.
  const qw = unique([
    ...questionWords(ctx),
    ...[...topicMentions, ...terms]
      .filter((m) => m.start >= 0)
      .flatMap((m) =>
        words(m.matched)
          .filter((w) => !QUESTION_STOP.has(w))
          .map((w) => root(w)),
      ),
  ]);
  // Every sentence that could answer: the region's facts and the label-law points that name it.
  const candidates: { text: string; depth: Depth; score: number; topic?: Topic }[] = [];
  const rare = rarityScorer(
    [...(r?.facts.map((f) => f.text) ?? []), ...labelTopics.flatMap((t) => t.points.map((p) => p.text))],
    qw,
  );
  const score = (text: string, own: boolean) => {
    let s = rare(text) * 4 + Math.min(2, (fold(text).match(new RegExp(LAW, 'g')) ?? []).length);
    for (const n of termNames) if (mentionsPhrase(text, n)) s += 4;
    if (!own && regionNames.some((n) => mentionsPhrase(text, n))) s += 2;
    return s;
  };
  if (r)
    for (const f of r.facts) candidates.push({ text: sentence(f.text), depth: f.depth, score: score(f.text, true) });
  for (const t of labelTopics)
    for (const p of t.points) {
      const about =
        !r || regionNames.some((n) => mentionsPhrase(p.text, n)) || topicMentions.some((m) => m.id === t.id);
      if (about) candidates.push({ text: sentence(p.text), depth: p.depth, score: score(p.text, false), topic: t });
    }
  const ranked = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score || a.depth - b.depth);
  // At lower levels the law may sit deeper than the level: give the single most relevant point anyway.
  const atLevel = ranked.filter((c) => c.depth <= level);
  const best = atLevel[0] && rare(atLevel[0].text) >= rare(ranked[0]?.text ?? '') ? atLevel[0] : ranked[0];
  const floor = Math.max(2, (best?.score ?? 0) * 0.3);
  const rest = atLevel.filter((c) => c !== best && c.score >= floor).slice(0, level >= 3 ? 8 : 4);
  const d = draft(r?.name ?? labelTopics[0]?.title ?? '', '');
  d.lead = [r ? regionLead(ctx, r) : '', best?.text ?? (labelTopics[0] ? sentence(labelTopics[0].summary) : '')]
    .filter(Boolean)
    .join(' ');
  for (const t of unique(ranked.slice(0, 6).flatMap((c) => (c.topic ? [c.topic] : [])))) use(ctx, 'topic', t.id);
  if (r) use(ctx, 'region', r.id);
  for (const t of terms) {
    const entry = kb.term(t.id);
    if (!entry) continue;
    use(ctx, 'term', entry.id);
    d.sections.push({ heading: entry.term, text: `**${entry.term}** (${entry.country}): ${sentence(entry.meaning)}` });
  }
  if (rest.length > 0) d.sections.push({ heading: 'Rules and classification', items: rest.map((c) => c.text) });
  if (r) {
    const grapesLine = regionGrapesLine(ctx, r);
    if (grapesLine)
      d.sections.push({ heading: r.grapesAre === 'permitted' ? 'Permitted grapes' : 'Grapes', text: grapesLine });
    if (r.labelTerms.length > 0) d.sections.push(labelSection(ctx, r));
    if (r.classification) d.keyPoints.push(`Classification: ${r.classification}.`);
  }
  // A label topic's table (ageing rules, Prädikat levels) when the question is about what it tabulates.
  const tableTopic = labelTopics.find(
    (t) =>
      t.table &&
      (!r ||
        relevance(`${t.table.caption} ${t.table.rows.flat().join(' ')}`, qw) > 0 ||
        regionNames.some((n) => mentionsPhrase(t.table?.caption ?? '', n))),
  );
  if (tableTopic?.table) {
    use(ctx, 'topic', tableTopic.id);
    d.sections.push({
      heading: tableTopic.table.caption,
      table: { headers: tableTopic.table.headers, rows: tableTopic.table.rows },
      tableFirst: true,
    });
  }
  if (!r && labelTopics[0]) d.title = labelTopics[0].title;
  d.keyPoints.push(...rest.slice(0, 2).map((c) => c.text));
  d.check = r
    ? `What is the legal status of ${r.name}, and which grapes does it allow?`
    : `What do you know about ${lowerFirst(d.title)}?`;
  d.practice = practiceFor(ctx, region ?? terms[0] ?? u.subjects[0]) ?? undefined;
  return d;
}

/** Content words of the question other than the names it mentions, in index form: "1855", "classification". */
function questionWords(ctx: Ctx): string[] {
  const named = new Set<number>();
  for (const m of ctx.u.subjects) for (let i = m.start; i <= m.end; i++) if (i >= 0) named.add(i);
  return unique(
    words(ctx.question)
      .filter((w, i) => !named.has(i) && ((w.length > 2 && !QUESTION_STOP.has(w)) || /\d/.test(w)))
      .map((w) => root(w)),
  );
}

const FACT_CACHE = new WeakMap<
  KnowledgeBase,
  { kind: EntityKind; id: string; depth: Depth; text: string; folded: string }[]
>();

/** Facts of grapes and regions that use a phrase ("Super Tuscan"), at or below the level, best first. */
function factsMentioning(ctx: Ctx, phrase: string, max: number): { kind: EntityKind; id: string; text: string }[] {
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
  return all
    .filter((f) => f.depth <= ctx.level && f.folded.includes(p) && mentionsPhrase(f.text, phrase))
    .sort((a, b) => a.depth - b.depth)
    .slice(0, max)
    .map(({ kind, id, text }) => ({ kind, id, text }));
}

/** The fact that answers what the question asks beyond the name ("Is Prosecco sweet?"), if any does. */
function answeringFact(
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
  const shown = atLevel.some((f) => rare(f.text) > 0) ? atLevel : facts;
  const best = shown
    .map((f, i) => ({ f, i, r: rare(f.text) }))
    .filter((x) => x.r > 0)
    .sort((a, b) => b.r - a.r || a.f.depth - b.f.depth || a.i - b.i)[0];
  return best ? sentence(best.f.text) : undefined;
}

/**
 * The words a question asks about beyond a record's own title: its other content words, plus the
 * keyword that found the record when that keyword is not its title ("Stilton" for the cheese topic).
 */
function focusWords(ctx: Ctx, kind: EntityKind, id: string): string[] {
  const m = ctx.u.subjects.find((s) => s.kind === kind && s.id === id);
  const title = new Set(words(ctx.kb.title(kind, id)).map((w) => root(w)));
  const own =
    m && m.start >= 0
      ? words(m.matched)
          .map((w) => stem(w))
          .filter((w) => !title.has(w) && !STOPWORDS.has(w))
      : [];
  return unique([...questionWords(ctx).filter((w) => !title.has(w)), ...own]);
}

/** Words that carry the question's form, not its content: "what", "tell", "wine", "mean". */
const QUESTION_STOP = new Set(
  `a an the and or but of to in on at by for with from about into as is are was were be been being do does did
  what whats which who whom whose when where why how can could should would will shall may might must i me my
  we our you your it its this that these those there their them they he she his her tell explain describe
  please know want need wine wines grape grapes mean means meaning anything something thing things really
  very much many more most some any just also get got give like way kind sort type good best`
    .split(/\s+/)
    .filter(Boolean),
);

/** How many of the question's content words a sentence uses (numbers count double). */
function relevance(text: string, qw: readonly string[]): number {
  if (qw.length === 0) return 0;
  const ws = new Set(words(text).map((w) => root(w)));
  return qw.reduce((n, w) => n + (ws.has(w) ? (/\d/.test(w) ? 2 : 1) : 0), 0);
}

/** Relevance weighted by rarity among the candidates: a word every sentence shares says little. */
function rarityScorer(texts: readonly string[], qw: readonly string[]): (text: string) => number {
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

// ─────────────────────────────── compare ───────────────────────────────

function compare(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const all = u.subjects.filter((s) => s.kind !== 'pairing');
  // Compare like with like when the question allows: two regions, two grapes, two terms.
  const byKind = (['region', 'grape', 'term', 'topic'] as const)
    .map((k) => all.filter((s) => s.kind === k))
    .find((xs) => xs.length >= 2);
  const subjects = (byKind ?? all).slice(0, 4);
  const kinds = new Set(subjects.map((s) => s.kind));
  if (subjects.length < 2) return describe(ctx, subjects[0]);
  for (const s of subjects) use(ctx, s.kind, s.id);
  const titles = subjects.map((s) => s.title);
  const d = draft(`${join(titles, 'vs')}`, '');
  if (kinds.size === 1 && kinds.has('grape')) {
    const gs = subjects.map((s) => kb.grape(s.id)).filter((g) => g !== undefined);
    const rows: [string, (g: Grape) => string][] = [
      ['Colour', (g) => colourWord(g)],
      ['Origin', (g) => g.origin],
      ['Aromas', (g) => join(g.aromas.slice(0, level === 1 ? 3 : 5))],
      ['Acidity', (g) => PLAIN[g.structure.acidity] ?? g.structure.acidity],
      ['Tannin', (g) => (g.structure.tannin ? (PLAIN[g.structure.tannin] ?? g.structure.tannin) : '—')],
      ['Body', (g) => PLAIN[g.structure.body] ?? g.structure.body],
    ];
    if (level >= 2) rows.push(['Key regions', (g) => join(g.keyRegions.slice(0, 3).map((k) => regionName(ctx, k)))]);
    if (level >= 2) rows.push(['Styles', (g) => join(g.styles.slice(0, 3))]);
    if (level >= 3) rows.push(['Viticulture', (g) => g.viticulture[0] ?? '—']);
    rows.push(['Food', (g) => join(g.foodPairings.slice(0, 2))]);
    d.sections.push({
      heading: 'Side by side',
      table: { headers: ['', ...gs.map((g) => g.name)], rows: rows.map(([h, f]) => [h, ...gs.map(f)]) },
      tableFirst: true,
    });
    d.lead = gs
      .map(
        (g) =>
          `**${g.name}** is a ${colourWord(g)} grape with ${structureText(g, ctx.level)}, tasting of ${join(g.aromas.slice(0, 3))}.`,
      )
      .join(' ');
    d.keyPoints = gs.map(
      (g) =>
        `${g.name}: ${join(g.aromas.slice(0, 2))}; ${PLAIN[g.structure.acidity] ?? g.structure.acidity} acidity, ${PLAIN[g.structure.body] ?? g.structure.body} body.`,
    );
  } else if (kinds.size === 1 && kinds.has('region')) {
    const rs = subjects.map((s) => kb.region(s.id)).filter((r) => r !== undefined);
    const rows: [string, (r: Region) => string][] = [
      ['Country', (r) => r.country],
      [
        'Where',
        (r) =>
          kb
            .ancestors(r.id)
            .filter((a) => a.kind !== 'country')
            .map((a) => a.name)[0] ?? r.country,
      ],
      ['Main grapes', (r) => join(r.grapes.slice(0, level >= 3 ? 6 : 3).map((g) => grapeName(ctx, g)))],
      ['Styles', (r) => join(r.styles.slice(0, 3))],
      ['Climate', (r) => r.climate],
    ];
    if (level >= 2) rows.push(['Classification', (r) => r.classification ?? '—']);
    if (level >= 3) rows.push(['Soils', (r) => join(r.soils.slice(0, 3)) || '—']);
    if (level >= 4) rows.push(['Label terms', (r) => join(r.labelTerms.slice(0, 4)) || '—']);
    d.sections.push({
      heading: 'Side by side',
      table: { headers: ['', ...rs.map((r) => r.name)], rows: rows.map(([h, f]) => [h, ...rs.map(f)]) },
      tableFirst: true,
    });
    d.lead = compareRegionsLead(ctx, rs);
    // Facts naming the other wine first, then each wine's own defining facts, each labelled with its wine.
    const label = (r: Region, f: string) => (mentionsPhrase(f, r.name) ? f : `**${r.name}:** ${f}`);
    const cross = rs.flatMap((r) => {
      const others = rs.filter((o) => o !== r).flatMap((o) => [o.name, ...o.synonyms]);
      return factsAbout(r.facts, level, (t) => others.filter((n) => mentionsPhrase(t, n)).length, 2).map((f) =>
        label(r, f),
      );
    });
    const own = rs.flatMap((r) => factsUpTo(r.facts, level, 2).map((f) => label(r, f)));
    const diff = unique([...cross, ...own]).slice(0, level === 1 ? 3 : 6);
    if (diff.length > 0) d.sections.push({ heading: 'Key differences', items: diff });
    d.keyPoints = diff.slice(0, 3);
  } else {
    const summary = (s: Mention): string => {
      const e = kb.get(s.kind, s.id);
      if (!e) return '';
      switch (e.kind) {
        case 'grape':
          return `${colourWord(e.record)} grape; ${join(e.record.aromas.slice(0, 3))}; ${structureText(e.record, ctx.level)}`;
        case 'region':
          return `${kindWord(e.record)} ${location(ctx, e.record)}; ${regionGrapeNames(ctx, e.record, 3).join(', ')}`;
        case 'topic':
          return e.record.summary;
        case 'term':
          return `${e.record.country}: ${e.record.meaning}`;
        case 'pairing':
          return e.record.wines.map((w) => w.wine).join(', ');
      }
    };
    d.sections.push({
      heading: 'Side by side',
      table: { headers: ['', 'What it is'], rows: subjects.map((s) => [s.title, summary(s)]) },
      tableFirst: true,
    });
    d.lead = subjects.map((s) => `**${s.title}**: ${sentence(summary(s))}`).join(' ');
    d.keyPoints = [];
  }
  d.tip = 'Tasting the two side by side is the quickest way to fix the difference in your memory.';
  d.check = `What do you think is the biggest difference between ${join(titles)}?`;
  d.practice = practiceFor(ctx, subjects[1]) ?? undefined;
  return d;
}

function compareRegionsLead(ctx: Ctx, rs: Region[]): string {
  const [a, b] = rs;
  const parts: string[] = [];
  const ga = a.grapes[0];
  const gb = b.grapes[0];
  if (ga && ga === gb)
    parts.push(`**${a.name}** and **${b.name}** are both made mainly from **${grapeName(ctx, ga)}**.`);
  else if (ga && gb)
    parts.push(
      `**${a.name}** is made mainly from **${grapeName(ctx, ga)}**, **${b.name}** from **${grapeName(ctx, gb)}**.`,
    );
  if (a.country !== b.country) parts.push(`${a.name} is in ${a.country}, ${b.name} in ${b.country}.`);
  else {
    const ua = ctx.kb.ancestors(a.id).filter((x) => x.kind !== 'country');
    const ub = ctx.kb.ancestors(b.id).filter((x) => x.kind !== 'country');
    const common = ua.find((x) => ub.includes(x));
    if (common) {
      const own = [a, b]
        .map((r, i) => ({ r, p: (i === 0 ? ua : ub)[0] }))
        .filter((x) => x.p && x.p !== common)
        .map((x) => `${x.r.name} in ${x.p?.name}`);
      parts.push(`Both are in ${common.name}, ${a.country}${own.length > 0 ? `: ${join(own)}` : ''}.`);
    } else if (ua[0] && ub[0]) parts.push(`${a.name} is in ${ua[0].name}, ${b.name} in ${ub[0].name}.`);
  }
  if (a.climate !== b.climate) parts.push(`${a.name} has a ${a.climate} climate, ${b.name} a ${b.climate} one.`);
  if (parts.length === 0) parts.push(`**${a.name}** and **${b.name}** compared:`);
  return parts.join(' ');
}

// ─────────────────────────────── pairing ───────────────────────────────

function pairing(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const foods = u.foods.map((f) => kb.pairing(f.id)).filter((p) => p !== undefined);
  const wines = u.subjects.filter((s) => s.kind === 'grape' || s.kind === 'region');
  if (foods.length > 0) {
    const p = foods[0];
    use(ctx, 'pairing', p.id);
    const shown = p.wines.slice(0, level === 1 ? 3 : 8);
    const d = draft(p.food, '');
    if (wines.length > 0) {
      const w = wines[0];
      const hit = p.wines.find((x) => wineMatches(ctx, x, w));
      use(ctx, w.kind, w.id);
      const e = kb.get(w.kind, w.id);
      const own = e?.kind === 'grape' || e?.kind === 'region' ? e.record.foodPairings : [];
      const listed = own.find((f) => [p.food, ...p.keywords].some((k) => mentionsPhrase(f, k)));
      d.lead = hit
        ? `Yes: **${w.title}** is a classic match for ${foodName(p.food)}. ${sentence(hit.why)}`
        : listed
          ? `Yes: my notes list ${lowerFirst(listed)} among the classic matches for **${w.title}**. Other classic wines for ${foodName(p.food)} are ${join(shown.slice(0, 3).map((x) => bold(x.wine)))}.`
          : `My notes don't list **${w.title}** as a classic match for ${foodName(p.food)}. The classic matches are ${join(shown.slice(0, 3).map((x) => bold(x.wine)))}.`;
    } else
      d.lead = `For **${foodName(p.food)}**, try ${join(
        shown.slice(0, level === 1 ? 2 : 3).map((x) => bold(x.wine)),
        'or',
      )}. ${sentence(shown[0]?.why ?? '')}`;
    for (const x of shown) {
      for (const g of x.grapes) use(ctx, 'grape', g);
      for (const r of x.regions) use(ctx, 'region', r);
    }
    d.sections.push({
      heading: 'Wines that work',
      items: shown.map(
        (x) =>
          `**${x.wine}**${x.grapes.length > 0 && level >= 2 ? ` (${join(x.grapes.map((g) => grapeName(ctx, g)))})` : ''}: ${sentence(x.why)}`,
      ),
      table:
        level >= 2
          ? {
              headers: ['Wine', 'Grapes', 'Regions', 'Why it works'],
              rows: shown.map((x) => [
                x.wine,
                join(x.grapes.map((g) => grapeName(ctx, g))),
                join(x.regions.map((r) => regionName(ctx, r))),
                x.why,
              ]),
            }
          : undefined,
    });
    if (p.avoid) d.sections.push({ heading: 'Avoid', text: sentence(p.avoid) });
    for (const other of foods.slice(1, 3)) {
      use(ctx, 'pairing', other.id);
      d.sections.push({
        heading: `With ${foodName(other.food)}`,
        items: other.wines.slice(0, 3).map((x) => `**${x.wine}**: ${sentence(x.why)}`),
      });
    }
    const principles = principlesTopic(ctx);
    if (principles && level >= 3) {
      use(ctx, 'topic', principles.id);
      d.sections.push({
        heading: 'The principle',
        items: principles.points
          .filter((pt) => pt.depth <= level)
          .slice(0, 3)
          .map((pt) => sentence(pt.text)),
      });
    }
    d.keyPoints = shown.slice(0, 3).map((x) => `${x.wine}: ${sentence(x.why)}`);
    d.tip =
      'Match the weight of the wine to the weight of the dish, then let acidity, tannin and sweetness do the fine-tuning.';
    d.check = `What would you look for in a wine to go with ${foodName(p.food)}: acidity, tannin, sweetness or body?`;
    const other = kb.pairings.filter((x) => x.id !== p.id && x.wines.length > 0);
    if (other.length > 0) {
      const o = pick(other, ctx.question);
      d.practice = {
        question: `Which wine would you suggest with ${foodName(o.food)}, and why?`,
        answer: `${o.wines[0].wine}: ${sentence(o.wines[0].why)}`,
      };
    }
    return d;
  }
  if (wines.length > 0) return foodFor(ctx, wines[0]);
  const topic = u.subjects.find((s) => s.kind === 'topic' && s.start >= 0 && kb.topic(s.id)?.category === 'pairing');
  if (topic) return describeTopic(ctx, topic.id);
  return pairingByWord(ctx);
}

/** A dish name mid-sentence: "roast lamb", but "Stilton" and "Chinese dishes" keep their capitals. */
function foodName(food: string): string {
  const first = food.split(/\s+/)[0] ?? '';
  return /^[A-Z][a-z]/.test(first) &&
    !/^(Chinese|Thai|Indian|Japanese|Italian|French|Spanish|Mexican|Korean|Vietnamese|Christmas|Parmigiano|Stilton|Roquefort|Brie|Camembert|Comté|Cheddar|Gruyère|Munster|Peking|Bolognese)/.test(
      first,
    )
    ? first.toLowerCase() + food.slice(first.length)
    : food;
}

function principlesTopic(ctx: Ctx): Topic | undefined {
  return ctx.kb.topics.find((t) => t.category === 'pairing');
}

/** Whether a recommended wine is (or includes) the subject: same grape, region, or a region of that grape. */
function wineMatches(ctx: Ctx, x: PairingEntry['wines'][number], m: Mention): boolean {
  if (m.kind === 'grape') return x.grapes.includes(m.id) || x.regions.some((r) => ctx.kb.region(r)?.grapes[0] === m.id);
  if (m.kind === 'region') {
    if (x.regions.includes(m.id)) return true;
    const up = ctx.kb.ancestors(m.id).map((a) => a.id);
    const r = ctx.kb.region(m.id);
    if (x.regions.some((id) => up.includes(id)) && r && x.grapes.some((g) => r.grapes.includes(g))) return true;
    return Boolean(r?.grapes[0] && x.grapes.includes(r.grapes[0]) && x.regions.length === 0);
  }
  return false;
}

/** "What food goes with Barolo?": the foods listed for it, and pairings that name it. */
function foodFor(ctx: Ctx, m: Mention): Draft {
  const { kb, level } = ctx;
  const e = kb.get(m.kind, m.id);
  if (!e || (e.kind !== 'grape' && e.kind !== 'region')) return describe(ctx, m);
  use(ctx, m.kind, m.id);
  let foods = e.record.foodPairings;
  let via = '';
  if (foods.length === 0 && e.kind === 'region') {
    const g = kb.grapesOf(e.record.id)[0];
    if (g && g.foodPairings.length > 0) {
      foods = g.foodPairings;
      via = ` As a ${g.name} wine, it suits what ${g.name} suits.`;
      use(ctx, 'grape', g.id);
    }
  }
  const records = kb.pairingsFor(e.kind, e.record.id).slice(0, level === 1 ? 2 : 5);
  if (foods.length === 0 && records.length === 0) {
    const d = describe(ctx, m);
    d.lead = `My notes have no food pairing for ${m.title}. ${d.lead}`;
    return d;
  }
  const list = foods.slice(0, level === 1 ? 3 : 8);
  const d = draft(
    `${e.record.name} with food`,
    list.length > 0 ? `**${e.record.name}** goes well with ${join(list)}.${via}` : '',
  );
  if (records.length > 0) {
    const items = records.map((p) => {
      use(ctx, 'pairing', p.id);
      const w = p.wines.find((x) => wineMatches(ctx, x, m)) ?? p.wines[0];
      return `**${p.food}** (${w.wine}): ${sentence(w.why)}`;
    });
    if (!d.lead) d.lead = `**${e.record.name}** is a classic match for ${join(records.map((p) => foodName(p.food)))}.`;
    d.sections.push({ heading: 'Why these work', items });
  }
  if (e.kind === 'grape' && level >= 2)
    d.sections.push({
      heading: 'What the wine brings',
      text: `${cap(structureText(e.record, ctx.level))}: match it to dishes of similar weight.`,
    });
  d.keyPoints = records.slice(0, 2).map((p) => p.food);
  d.tip = list[0] ? `Start with ${list[0]}: it is the easiest win.` : undefined;
  d.check = `Thinking about ${m.title}'s structure, what kind of dish would you pick?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

/** A food not in the pairing records: what the pairing topics and the grapes' and regions' classic matches say about it. */
function pairingByWord(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const named = new Set<number>();
  for (const m of u.subjects)
    if (m.kind === 'grape' || m.kind === 'region') for (let i = m.start; i <= m.end; i++) named.add(i);
  const foodWords = unique(
    words(ctx.question)
      .filter(
        (w, i) => !named.has(i) && w.length > 2 && !STOPWORDS.has(w) && !WINE_WORDS.has(w) && !PAIRING_CUES.has(w),
      )
      .map((w) => stem(w)),
  );
  const entries: { name: string; kind: EntityKind; id: string; food: string; ws: string[] }[] = [];
  for (const g of kb.grapes)
    for (const f of g.foodPairings)
      entries.push({ name: g.name, kind: 'grape', id: g.id, food: f, ws: words(f).map(stem) });
  for (const r of kb.regions)
    for (const f of r.foodPairings)
      entries.push({ name: r.name, kind: 'region', id: r.id, food: f, ws: words(f).map(stem) });
  // Rarer words decide: "Roquefort" says more than "cheese".
  const df = new Map<string, number>();
  for (const e of entries) for (const w of new Set(e.ws)) df.set(w, (df.get(w) ?? 0) + 1);
  const weight = (w: string) => 1 / (df.get(w) ?? 1);
  const best = new Map<string, { name: string; kind: EntityKind; id: string; food: string; score: number }>();
  for (const e of entries) {
    const score = foodWords.filter((w) => e.ws.includes(w)).reduce((a, w) => a + weight(w), 0);
    const key = `${e.kind}:${e.id}`;
    if (score > 0 && score > (best.get(key)?.score ?? 0)) best.set(key, { ...e, score });
  }
  const hits = [...best.values()].sort((a, b) => b.score - a.score);
  const top = hits[0]?.score ?? 0;
  const strong = hits.filter((h) => h.score >= top * 0.6);
  const topics = unique([
    ...u.subjects.map((s) => (s.kind === 'topic' ? kb.topic(s.id) : undefined)).filter((t) => t !== undefined),
    ...kb.topics,
  ]).filter((t) => t.category === 'pairing');
  const points = topics
    .flatMap((t) => t.points.map((p) => ({ t, p, ws: words(p.text).map(stem) })))
    .map((x) => ({
      ...x,
      score: foodWords.filter((w) => x.ws.includes(w)).reduce((a, w) => a + Math.max(weight(w), 0.05), 0),
    }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.p.depth - b.p.depth)
    .slice(0, level === 1 ? 2 : 3);
  const food = namedUnknown(ctx.question, foodWords) || 'that dish';
  if (strong.length === 0 && points.length === 0) {
    const principles = principlesTopic(ctx);
    if (!principles) return unknown(ctx);
    const d = describeTopic(ctx, principles.id);
    d.lead = `I have no specific pairing for ${food} in my notes, so here are the principles to choose one. ${d.lead}`;
    return d;
  }
  for (const x of points) use(ctx, 'topic', x.t.id);
  const shown = strong.slice(0, level === 1 ? 3 : 6);
  for (const h of shown) use(ctx, h.kind, h.id);
  const lead = points[0]
    ? `For **${food}**: ${sentence(points[0].p.text)}`
    : `For **${food}**, my notes suggest ${join(
        shown.slice(0, 3).map((h) => bold(h.name)),
        'or',
      )}.`;
  const d = draft(`Wine with ${food}`, lead);
  if (points.length > 1)
    d.sections.push({ heading: 'Pairing notes', items: points.slice(1).map((x) => sentence(x.p.text)) });
  if (shown.length > 0)
    d.sections.push({
      heading: 'Listed matches',
      items: shown.map((h) => `**${h.name}**: a classic match for ${h.food}.`),
    });
  d.keyPoints = shown.slice(0, 3).map((h) => `${h.name}: ${h.food}.`);
  d.check = `What in ${food} would the wine need to stand up to, or contrast with?`;
  d.tip = 'Match the weight of the wine to the weight of the dish, then think about acidity, sweetness and tannin.';
  return d;
}

const PAIRING_CUES = new Set([
  'pair',
  'pairs',
  'pairing',
  'match',
  'matches',
  'goes',
  'go',
  'with',
  'serve',
  'eat',
  'good',
  'best',
  'like',
  'such',
]);

// ─────────────────────────────── exam practice ───────────────────────────────

function exam(ctx: Ctx): Draft {
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
  const d = draft(
    `Practice: ${subject.title}`,
    `Here ${n === 1 ? 'is a question' : `are ${n} exam-style questions`} on **${subject.title}**. Answer them before you look at the answers.`,
  );
  d.sections.push({ heading: 'Questions', items: chosen.map((x) => x.question), ordered: true });
  d.sections.push({ heading: 'Answers', items: chosen.map((x) => x.answer), ordered: true });
  d.keyPoints = chosen.map((x) => `${x.question} (${x.answer})`);
  d.check = chosen[0].question;
  d.tip = 'Say your answer out loud or write it down before checking: recall is what the exam tests.';
  return d;
}

function rotate<T>(xs: T[], n: number): T[] {
  return [...xs.slice(n), ...xs.slice(0, n)];
}

function practiceFor(ctx: Ctx, m: Mention | undefined): QA | null {
  if (!m) return null;
  const qs = questionsFor(ctx, m);
  return qs.length > 0 ? qs[hash(`${ctx.question}p`) % qs.length] : null;
}

/** Questions with answers made from one record's fields and facts. */
function questionsFor(ctx: Ctx, m: Mention): QA[] {
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
function clozes(ctx: Ctx, facts: readonly { depth: Depth; text: string }[], skip: string[]): QA[] {
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
function findSurface(text: string, folded: string): string {
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

// ─────────────────────────────── attached wine lists ───────────────────────────────

interface ListedWine {
  line: string;
  mentions: Mention[];
}

/** Lines of an attached text that name a grape or region: a wine list, a label, a tasting sheet. */
function readContext(kb: KnowledgeBase, context: string): ListedWine[] {
  const out: ListedWine[] = [];
  for (const raw of context.split(/\r?\n|(?<=\.)\s+(?=[A-Z0-9])/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (line.length < 3 || line.length > 300) continue;
    const mentions = kb
      .mentions(line)
      .filter((m) => (m.kind === 'grape' || m.kind === 'region') && (m.whole || m.score >= 0.7));
    if (mentions.length > 0) out.push({ line: line.length > 120 ? `${line.slice(0, 117)}…` : line, mentions });
    if (out.length >= 60) break;
  }
  return out;
}

function uniqueMentions(ms: Mention[]): Mention[] {
  const seen = new Set<string>();
  return ms.filter((m) => {
    const k = `${m.kind}:${m.id}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function pairFromList(ctx: Ctx, wines: ListedWine[]): Draft {
  const { kb, level, u } = ctx;
  const foods = u.foods.map((f) => kb.pairing(f.id)).filter((p) => p !== undefined);
  const foodWords = foods.length > 0 ? [] : u.unknownWords.map((w) => stem(w));
  const scored = wines.map((w) => {
    let score = 0;
    let why = '';
    for (const p of foods)
      for (const x of p.wines)
        for (const m of w.mentions)
          if (wineMatches(ctx, x, m)) {
            const s = m.kind === 'region' ? 3 : 2;
            if (s > score) {
              score = s;
              why = `${x.wine} is a classic match for ${foodName(p.food)}: ${lowerFirst(sentence(x.why))}`;
              use(ctx, 'pairing', p.id);
            }
          }
    if (score === 0) {
      for (const m of w.mentions) {
        const e = kb.get(m.kind, m.id);
        const list = e?.kind === 'grape' || e?.kind === 'region' ? e.record.foodPairings : [];
        const names = foods.flatMap((p) => [p.food, ...p.keywords]);
        const hit = list.find(
          (f) => names.some((n) => mentionsPhrase(f, n)) || words(f).some((x) => foodWords.includes(stem(x))),
        );
        if (hit) {
          score = 1;
          why = `${m.title} lists ${hit} among its classic matches.`;
        }
      }
    }
    return { w, score, why };
  });
  const good = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  const dish = foods[0] ? foodName(foods[0].food) : namedUnknown(ctx.question, u.unknownWords) || 'your dish';
  for (const s of good) for (const m of s.w.mentions) use(ctx, m.kind, m.id);
  if (good.length === 0) {
    const d = foods.length > 0 ? pairing(ctx) : draft('Your list', '');
    const listed = wines.slice(0, 8).map((w) => `${w.line} (${join(w.mentions.map((m) => m.title))})`);
    d.lead = `None of the wines on your list is a classic match for ${dish} in my notes.${d.lead ? ` ${d.lead}` : ''}`;
    d.sections.unshift({ heading: 'What I recognised on your list', items: listed });
    return d;
  }
  const top = good.slice(0, level === 1 ? 2 : 4);
  const d = draft(
    `From your list, with ${dish}`,
    `From your list, the best match for ${dish} is **${top[0].w.line}**. ${top[0].why}`,
  );
  if (top.length > 1)
    d.sections.push({ heading: 'Also good', items: top.slice(1).map((s) => `**${s.w.line}**: ${s.why}`) });
  const rest = wines.filter((w) => !top.some((t) => t.w === w)).slice(0, 6);
  if (rest.length > 0 && level >= 2)
    d.sections.push({
      heading: 'Less obvious with this dish',
      items: rest.map((w) => `${w.line} (${join(w.mentions.map((m) => m.title))})`),
    });
  d.keyPoints = top.slice(1).map((s) => s.w.line);
  d.check = `Looking at your list, which wine would you pick for ${dish}, and why?`;
  d.tip = 'When a list is long, decide colour and weight first, then choose among the few that fit.';
  return d;
}

function describeList(ctx: Ctx, wines: ListedWine[]): Draft {
  const { kb, level } = ctx;
  const d = draft(
    'Your list',
    `I recognised ${wines.length} wine${wines.length === 1 ? '' : 's'} in the attached text.`,
  );
  const items = wines.slice(0, level === 1 ? 6 : 15).map((w) => {
    const notes = w.mentions.slice(0, 2).map((m) => {
      use(ctx, m.kind, m.id);
      const e = kb.get(m.kind, m.id);
      if (e?.kind === 'region') {
        const g = kb.grapesOf(e.record.id)[0];
        const names = regionGrapeNames(ctx, e.record, 2).join(' and ');
        return `${e.record.name}: ${names || e.record.styles[0] || e.record.country}${g ? ` (${g.name}: ${PLAIN[g.structure.body] ?? g.structure.body} body${g.structure.tannin ? `, ${PLAIN[g.structure.tannin] ?? g.structure.tannin} tannin` : ''})` : ''}`;
      }
      if (e?.kind === 'grape')
        return `${e.record.name}: ${join(e.record.aromas.slice(0, 2))}; ${PLAIN[e.record.structure.body] ?? e.record.structure.body} body`;
      return m.title;
    });
    return `**${w.line}**: ${notes.join('; ')}`;
  });
  d.sections.push({ heading: 'On your list', items });
  d.keyPoints = [];
  d.check = 'Which of these wines would you expect to be the lightest, and why?';
  return d;
}

// ─────────────────────────────── rendering by style ───────────────────────────────

const OPENERS = ['Great question!', 'Happy to help!', 'Good one!', "Let's take a look."];

function renderSection(s: Section, style: VoiceStyle, level: LevelId): string {
  const out: string[] = [];
  const showTable = s.table && (s.tableFirst || style === 'technical' || level >= 3);
  if (s.text) out.push(s.text);
  if (s.items && s.items.length > 0 && !(showTable && style === 'technical' && !s.text && !s.tableFirst))
    out.push(s.items.map((it, i) => (s.ordered ? `${i + 1}. ${it}` : `- ${it}`)).join('\n'));
  if (showTable && s.table) out.push(table(s.table.headers, s.table.rows));
  return out.join('\n\n');
}

function bodyOf(sections: Section[], style: VoiceStyle, level: LevelId): string[] {
  return sections.flatMap((s) => {
    const content = renderSection(s, style, level);
    return content ? [`### ${s.heading}\n\n${content}`] : [];
  });
}

function joinBlocks(...blocks: (string | undefined)[]): string {
  return blocks.filter((b) => b && b.trim().length > 0).join('\n\n');
}

function render(d: Draft, style: VoiceStyle, level: LevelId, question: string): string {
  if (d.plain) return joinBlocks(d.lead, d.after);
  const sections = d.sections.filter((s) => s.text || (s.items && s.items.length > 0) || s.table);
  switch (style) {
    case 'sharp': {
      const tables = sections.filter((s) => s.tableFirst && s.table);
      const points = unique(d.keyPoints.filter((p) => p && !d.lead.includes(p))).slice(0, 4);
      return joinBlocks(
        d.lead,
        tables.map((s) => (s.table ? table(s.table.headers, s.table.rows) : '')).join('\n\n'),
        points.map((p) => `- ${p}`).join('\n'),
        d.after,
      );
    }
    case 'technical': {
      const body = bodyOf(sections, style, level);
      return joinBlocks(`## ${d.title}`, d.lead, ...body, d.after);
    }
    case 'exam': {
      const body = bodyOf(sections, style, level);
      const practice = d.practice
        ? `**Practice question:** ${d.practice.question}\n\n_Answer: ${d.practice.answer}_`
        : '';
      if (d.title.startsWith('Practice')) return joinBlocks(`## ${d.title}`, d.lead, ...body, d.after);
      return joinBlocks(
        `## ${d.title}`,
        d.check ? `**Question for you:** ${d.check}\n\nThink about it first, then read on.` : '',
        `**Answer:** ${d.lead}`,
        ...body,
        practice,
        d.after,
      );
    }
    default: {
      const body = bodyOf(sections, style, level);
      const opener = pick(OPENERS, question);
      const shown = body.slice(0, level === 1 ? 4 : body.length);
      const tip =
        d.tip && !shown.some((b) => b.includes(d.tip ?? '')) && !d.lead.includes(d.tip)
          ? `**Tip:** ${sentence(d.tip)}`
          : '';
      return joinBlocks(`${opener} ${d.lead}`, ...shown, tip, d.after);
    }
  }
}
