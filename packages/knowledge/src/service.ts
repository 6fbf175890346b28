// Service answers: the temperature, glass and decanting a wine wants, read from the service topics'
// tables and matched to the wine asked about by its style.

import { describe, describeTopic } from './describe.ts';
import { type Ctx, type Draft, draft, namesOf, type Section, styleWords, use } from './draft.ts';
import { practiceFor } from './exercise.ts';
import { questionWords, relevance } from './facts.ts';
import { fold } from './normalize.ts';
import { lowerFirst, mentionsPhrase, sentence, unique } from './text.ts';
import type { Topic } from './types.ts';

export const SERVICE_CUES: [RegExp, RegExp][] = [
  [/\b(temperature|temp|degrees|chill|chilled|chilling|fridge|cold|warm)\b/, /temperature|chill|°c/],
  [/\b(decant|decanting|decanter|breathe|aerate|aeration|sediment)\b/, /decant/],
  [/\b(glass|glasses|glassware|stemware|flute|coupe)\b/, /glass/],
  [
    /\b(store|storing|storage|cellar|cellaring|keep|age|ageing|aging|lay down|how long|drinking window|ready)\b/,
    /stor|cellar|ageing|aging|keep/,
  ],
  [/\b(open(ed)?|leftover|once opened|reseal|preserve)\b/, /open|leftover|preserv/],
];

/** A wine asked to have spoiled: "gone off", "gone bad", "has it turned". */
const GONE_OFF =
  /\b(gone (off|bad|over)|go (off|bad)|goes (off|bad)|going (off|bad)|(has|have|had) (it |they )?turned|turned (sour|bad|to vinegar)|past (it|its best))\b/;

/** Words of keeping bottles for months or years: a cellar, storage, laying down. */
const KEEPING =
  /\b(store[ds]?|storing|storage|cellars?|cellaring|long[ -]term|for (months|years)|lay(ing)? (it |them )?down|wine fridge|wine cabinet)\b/;
/** Words of the moment of service, when a cellar's temperature is the wine's serving temperature. */
const SERVING_ACTS = /\b(serve[ds]?|serving|pour(ed|ing)?|drink(ing)? it|in the glass|open(ed|ing)?|leftover)\b/;
const TEMPERATURE = /\b(temperature|temp|degrees|cold|cool|warm|hot|°c|celsius|fahrenheit)\b/;
/** A clause telling how long a wine keeps or improves. */
const AGEING_SAID = /\b(ages?|ageing|aging|keeps?|improves?|lasts?) (well )?(for|over) (decades|years|\d+)/;
/** A time asked for: "how long should I decant it?", "how many hours ahead?". */
const DURATION_ASKED = /\b(how long|how many (hours|minutes)|how much time|how far ahead)\b/;

export function serving(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const q = ` ${fold(ctx.question)} `;
  // "Has my opened bottle gone off?": whether a wine kept open has spoiled is told by the signs of
  // oxidation, not by how to store it.
  if (GONE_OFF.test(q) && !/\bhow long\b/.test(q) && kb.topic('fault-oxidation'))
    return describeTopic(ctx, 'fault-oxidation');
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
  // "At what temperature do you keep red wine long term?": the temperature of keeping, not of the
  // glass, so the serving-temperature advice gives way to the storage topic's figure.
  const keeping =
    KEEPING.test(q) &&
    TEMPERATURE.test(q) &&
    !SERVING_ACTS.test(q) &&
    !SERVICE_CUES.slice(1, 3).some(([cue]) => cue.test(q));
  if (keeping) {
    for (let i = topics.length - 1; i >= 0; i--)
      if (topics[i]?.category === 'service' && topics[i]?.table?.headers.some((h) => /°C/.test(h))) topics.splice(i, 1);
    const storing = cueTopics(/stor/);
    topics.splice(0, topics.length, ...storing, ...topics.filter((t) => !storing.includes(t)));
    // "Why must a cellar stay cool?" asks for a reason, which the storage topic's points give.
    const kept = /\bwhy\b/.test(q) ? whyKept(ctx, topics) : keepingTemperature(ctx, topics);
    if (kept) return kept;
  }
  // "How should I serve X?": temperature and glass.
  if (!cued && topics.length === 0)
    for (const [, topicTest] of SERVICE_CUES.slice(0, 3)) {
      const t = cueTopics(topicTest)[0];
      if (t && !topics.includes(t)) topics.push(t);
    }
  // The question's focus is a service action ("open a bottle of Champagne"): that topic answers,
  // with the named wine as its example.
  const focus = u.subjects[0];
  if (subject && focus?.kind === 'topic' && focus.start < 0 && mentioned.some((m) => m.id === focus.id))
    return describeTopic(ctx, focus.id);
  if (!subject) {
    if (topics[0]) return describeTopic(ctx, topics[0].id);
    const other = u.subjects[0];
    return other ? describe(ctx, other) : ctx.write.unknown(ctx);
  }
  use(ctx, subject.kind, subject.id);
  const names = namesOf(ctx, subject);
  const style = styleWords(ctx, subject);
  const qw = questionWords(ctx);
  const mainGrape = subject.kind === 'region' ? ctx.kb.grapesOf(subject.id)[0]?.name : undefined;
  // Every piece of advice that could answer, scored alike: names of the wine first, then the
  // question's own words, then style words (advice for "sweet wines" fits Sauternes).
  const candidates: { text: string; score: number }[] = [];
  const tables: Section[] = [];
  // A row of a temperature table, told as advice for the wine asked about when it leads.
  const rows = new Map<string, string>();
  for (const t of topics.slice(0, 4)) {
    use(ctx, 'topic', t.id);
    if (t.table) {
      for (const r of t.table.rows) {
        const text = rowText(t.table.headers, r);
        const advice = temperatureAdvice(subject.title, t.table.headers, r);
        if (advice) rows.set(text, advice);
        // Cells kept apart, so the last word of one cell ("light-bodied red") is not read as a
        // kind word before the next cell's first example ("Beaujolais").
        candidates.push({
          text,
          score:
            scoreForStyle(r.join(' '), names, style, r[0]) +
            rowFit(r.join('; '), names, mainGrape, q) +
            relevance(text, qw) * 2 +
            1,
        });
      }
      if (level >= 2)
        tables.push({ heading: t.table.caption, table: { headers: t.table.headers, rows: t.table.rows } });
    }
    for (const p of t.points)
      if (p.depth <= level)
        candidates.push({
          text: sentence(p.text),
          score:
            scoreForStyle(p.text, names, style) +
            relevance(p.text, qw) * 2 +
            // "How long should I decant it?" asks for a time: a sentence giving hours or minutes answers.
            (DURATION_ASKED.test(fold(ctx.question)) && /\b(hours?|minutes?)\b/.test(p.text) ? 4 : 0),
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
  // A label term's meaning may say how the wine keeps ("it ages for decades in bottle").
  if (e?.kind === 'term' && AGEING_SAID.test(fold(e.record.meaning)) && SERVICE_CUES[3][0].test(q))
    for (const part of e.record.meaning.split(/;\s+/).filter((x) => AGEING_SAID.test(fold(x))))
      candidates.push({
        text: sentence(`${subject.title} ${lowerFirst(part).replace(/^it\s+/, '')}`),
        score: 6 + relevance(part, qw) * 3,
      });
  const ranked = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score);
  // Only the best-fitting row of a style table is advice for this wine; the other rows are for other
  // styles and would contradict it (the whole table follows for comparison).
  const bestRow = ranked.find((c) => rows.has(c.text))?.text;
  const found = unique(ranked.map((c) => c.text))
    .filter((text) => !rows.has(text) || text === bestRow)
    .filter((text, i) => i === 0 || !bestRow || !otherTemperature(text, bestRow))
    .slice(0, level === 1 ? 3 : 5);
  if (found.length === 0) {
    if (topics[0]) {
      const d = describeTopic(ctx, topics[0].id);
      d.lead = `I have no advice specific to ${subject.title}, so here is the general rule. ${d.lead}`;
      return d;
    }
    return describe(ctx, subject);
  }
  const advice = rows.get(found[0]);
  const d = draft(subject.title, advice ?? `For **${subject.title}**: ${found[0]}`);
  if (found.length > 1) d.sections.push({ heading: 'Service notes', items: found.slice(1) });
  d.sections.push(...tables);
  d.keyPoints = found.slice(1, 3);
  d.tip = topics[0]?.points.find((p) => p.depth === 1 && !found.includes(sentence(p.text)))?.text;
  d.check = `How would you serve ${subject.title}: temperature, glass, and would you decant it?`;
  d.practice = practiceFor(ctx, subject) ?? undefined;
  return d;
}

/**
 * "How cold should a cellar be?": the storage topic's point giving the keeping temperature opens the
 * answer, for any wine named, before the topic's summary.
 */
function keepingTemperature(ctx: Ctx, topics: Topic[]): Draft | undefined {
  const qw = questionWords(ctx);
  const points = topics
    .filter((t) => t.category === 'storage')
    .flatMap((t) =>
      t.points.filter((p) => p.depth <= Math.max(ctx.level, 2) && /°C/.test(p.text)).map((p) => ({ t, p })),
    )
    .sort((a, b) => relevance(b.p.text, qw) - relevance(a.p.text, qw));
  const best = points[0];
  if (!best) return undefined;
  const d = describeTopic(ctx, best.t.id);
  const lead = sentence(best.p.text);
  d.lead = `${lead} ${d.lead
    .replace(lead, '')
    .replace(/\s{2,}/g, ' ')
    .trim()}`;
  d.answered = true;
  return d;
}

/** The storage topic's reasons, with no serving temperature put before them. */
function whyKept(ctx: Ctx, topics: Topic[]): Draft | undefined {
  const t = topics.find((x) => x.category === 'storage');
  if (!t) return undefined;
  const d = describeTopic(ctx, t.id);
  d.answered = true;
  return d;
}

/** The °C figures a text gives, ranges read as both ends: "15–18 °C" is [15, 18]. */
function degrees(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)(?:\s*[–-]\s*(\d+(?:\.\d+)?))?\s*°C/g))
    out.push(Number(m[1]), Number(m[2] ?? m[1]));
  return out;
}

/**
 * Whether a note advises serving at a temperature outside the row the answer chose: "light reds are
 * refreshing at about 13 °C" beside "serve Rioja at 15–18 °C" is advice for another style.
 */
export function otherTemperature(note: string, row: string): boolean {
  const said = degrees(note);
  const chosen = degrees(row);
  if (said.length === 0 || chosen.length === 0) return false;
  if (!/\b(serve|served|serving|refreshing|best at|poured at|drink(?:ing)? at)\b/i.test(note)) return false;
  const [lo, hi] = [Math.min(...chosen) - 1, Math.max(...chosen) + 1];
  return said.every((d) => d < lo || d > hi);
}

/** Style families a wine belongs to or not: advice for "sweet wines" is wrong for a dry one. */
export const FAMILIES: [string, RegExp][] = [
  ['red', /\b(red|reds)\b/],
  ['white', /\b(white|whites)\b/],
  ['rose', /\b(rose|roses)\b/],
  ['sweet', /\b(sweet|dessert|botrytis|botrytised|sauternes|tokaji)\b/],
  ['sparkling', /\b(sparkling|champagne|fizz|prosecco|cava)\b/],
  ['fortified', /\b(fortified|port|sherry|madeira)\b/],
];

/** How well a piece of service advice fits a wine: its names count most, then its style words. */
export function scoreForStyle(text: string, names: string[], style: string[], label = text): number {
  const t = fold(text);
  let s = 0;
  for (const n of names) if (mentionsPhrase(text, n)) s += 6;
  const named = s > 0;
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
  // Style words shared with it do not make up for that: a full-bodied oaked red is no oaked white. Advice
  // for two families ("white and rosé") fits a wine of either; a survey of many is no advice for one.
  // A table row's family is its style's label, not its examples ("Fino Sherry" among light whites).
  const families = FAMILIES.filter(([, re]) => re.test(fold(label))).map(([family]) => family);
  if (!named && (families.length > 2 || !families.some((f) => style.includes(f))))
    for (const family of families) if (!style.includes(family)) s -= 3;
  // A wine made in several colours is first of all the one its styles name first (Ribera's reds): of a
  // table's rows, the one for that colour fits best.
  const primary = FAMILIES.map(([family]) => family)
    .filter((f) => style.includes(f))
    .sort((a, b) => style.indexOf(a) - style.indexOf(b))[0];
  if (label !== text && primary && families.includes(primary)) s += 0.5;
  return s;
}

/** A colour or style word naming one kind of a wine: "white Rioja" is not the Rioja most people pour. */
const KIND_WORD = /^(white|red|rose|sweet|dry|sparkling|still|oaked|unoaked)$/;

/**
 * How well a table row written per style fits a wine beyond its names: a row naming the wine only as
 * another kind of it ("white Rioja", when the question says no "white") fits less than its name
 * suggests, and a row naming a region's main grape (Sancerre's Sauvignon Blanc) fits that region.
 */
export function rowFit(row: string, names: readonly string[], mainGrape: string | undefined, question: string): number {
  const t = ` ${fold(row)} `;
  let s = 0;
  const named = names.filter((n) => mentionsPhrase(row, n));
  if (named.length > 0) {
    const plainly = named.some((n) => {
      const name = fold(n);
      for (let i = t.indexOf(` ${name}`); i >= 0; i = t.indexOf(` ${name}`, i + 1)) {
        const before =
          t
            .slice(0, i)
            .trim()
            .split(/[\s,;:(]+/)
            .pop() ?? '';
        if (!KIND_WORD.test(before) || question.includes(` ${before} `)) return true;
      }
      return false;
    });
    if (!plainly) s -= 6;
  } else if (mainGrape && mentionsPhrase(row, mainGrape)) s += 4;
  return s;
}

/**
 * A row of a serving-temperature table as advice for one wine: "Serve **Dolcetto** at about 13 °C
 * (lightly chilled, about 55 °F), as a light-bodied red such as Beaujolais…". Undefined when the
 * table has no °C column.
 */
export function temperatureAdvice(wine: string, headers: string[], row: string[]): string | undefined {
  const c = headers.findIndex((h) => /°C/.test(h));
  if (c < 1 || !row[c]) return undefined;
  const f = headers.findIndex((h) => /°F/.test(h));
  const [deg, note] = [row[c].replace(/\s*\(.*\)\s*$/, ''), row[c].match(/\(([^)]*)\)/)?.[1]];
  const extra = [note, f > 0 && row[f] ? row[f] : undefined].filter(Boolean).join(', ');
  const group = lowerFirst(row[0]);
  const as = /s$/.test(group) ? `like other ${group}` : `as ${/^[aeiou]/.test(group) ? 'an' : 'a'} ${group}`;
  const examples = headers.findIndex((h) => /example/i.test(h));
  const such = examples > 0 && row[examples] ? ` (${row[examples]})` : '';
  return `Serve **${wine}** at ${deg}${extra ? ` (${extra})` : ''}, ${as}${such}.`;
}

/** A table row as a sentence: "Sweet wines: 6–8 °C." */
export function rowText(headers: string[], row: string[]): string {
  if (headers.length <= 2) return sentence(`${row[0]}: ${row[1] ?? ''}`);
  return sentence(
    `${row[0]}: ${headers
      .slice(1)
      .map((h, i) => `${lowerFirst(h)} ${row[i + 1] ?? ''}`)
      .join('; ')}`,
  );
}
