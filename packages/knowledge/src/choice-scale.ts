// Exam items whose options are figures or the steps of a scale: "What is the minimum ageing for…?"
// with "2 years / 3 years / 5 years", "Which is the sweetest?" with "Brut / Demi-Sec / Extra Dry",
// "Which step follows riddling?". The records' sentences, table rows and ordered points hold the
// figures and the orders; these helpers read them.

import type { KnowledgeBase } from './kb.ts';
import { fold } from './normalize.ts';

/** A figure as an interval in a base unit (months, °C, g/L, %, ml), or a bare count. */
export interface Figure {
  lo: number;
  hi: number;
  unit: Unit;
}

export type Unit = 'months' | 'celsius' | 'gpl' | 'percent' | 'ml' | 'bar' | 'hl' | 'count';

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
};

const NUM = `(\\d+(?:[.,]\\d+)?|(?:${Object.keys(NUMBER_WORDS).join('|')})(?![a-z]))`;
const UNIT =
  '(°\\s*c|° c|degrees(?: celsius)?|years?|yrs?|months?|g\\s*/\\s*l|grams?(?: per litre)?|%|per ?cent|litres?|liters?|l\\b|ml|cl|bar|hl(?:\\s*/\\s*ha)?|hectolitres?)?(?![a-z])';
const FIGURE = new RegExp(
  // A unit joined by a hyphen ("the 15-litre Nebuchadnezzar", "a 225-litre barrique") is the figure's own.
  `(?:(less than|under|below|up to|no more than|more than|over|above)\\s+)?${NUM}(?:\\s*(?:–|—|-|to)\\s*${NUM})?(?:-(?=[a-z°]))?\\s*${UNIT}`,
  'gi',
);

function value(s: string): number {
  return NUMBER_WORDS[s.toLowerCase()] ?? Number(s.replace(',', '.'));
}

function unitOf(u: string | undefined): { unit: Unit; factor: number } {
  const x = (u ?? '').toLowerCase().replace(/\s+/g, '');
  if (/^(°c|degrees)/.test(x)) return { unit: 'celsius', factor: 1 };
  if (/^(years?|yrs?)$/.test(x)) return { unit: 'months', factor: 12 };
  if (/^months?$/.test(x)) return { unit: 'months', factor: 1 };
  if (/^(g\/l|grams?)/.test(x)) return { unit: 'gpl', factor: 1 };
  if (/^(%|percent)/.test(x)) return { unit: 'percent', factor: 1 };
  if (/^(litres?|liters?|l)$/.test(x)) return { unit: 'ml', factor: 1000 };
  if (x === 'cl') return { unit: 'ml', factor: 10 };
  if (x === 'ml') return { unit: 'ml', factor: 1 };
  if (x === 'bar') return { unit: 'bar', factor: 1 };
  if (/^(hl|hectolitre)/.test(x)) return { unit: 'hl', factor: 1 };
  return { unit: 'count', factor: 1 };
}

export interface Found extends Figure {
  /** Where the figure starts in the text. */
  at: number;
}

/** Texts of the records are read again for every item: what was read once is kept. */
function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let v = cache.get(key);
  if (v === undefined) {
    v = make();
    if (cache.size > 50_000) cache.clear();
    cache.set(key, v);
  }
  return v;
}

const FIGURES = new Map<string, Found[]>();

/** Every figure a text states, with its unit ("24 months", "6–8 °C", "less than 12 g/L", "seven"). */
export function figures(text: string): Found[] {
  return memo(FIGURES, text, () => readFigures(text));
}

function readFigures(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const [, bound, a, b, u] = m;
    // A digit inside a word or a name ("2,4,6-trichloroanisole", "A4") is no figure.
    const before = text.slice(Math.max(0, (m.index ?? 0) - 1), m.index ?? 0);
    if (/[\p{L}\d,]/u.test(before) && !bound) continue;
    const { unit, factor } = unitOf(u);
    let lo = value(a) * factor;
    let hi = b ? value(b) * factor : lo;
    if (Number.isNaN(lo) || Number.isNaN(hi)) continue;
    const bnd = (bound ?? '').toLowerCase();
    if (/less|under|below|up to|no more/.test(bnd)) lo = 0;
    else if (/more|over|above/.test(bnd)) hi = Number.POSITIVE_INFINITY;
    if (lo > hi) [lo, hi] = [hi, lo];
    out.push({ lo, hi, unit, at: m.index ?? 0 });
  }
  return out;
}

/** The unit a stem asks its figure in ("how many litres…", "in months", "what percentage"), if any. */
export function stemUnit(stem: string): { unit: Unit; factor: number } | undefined {
  const m = stem
    .toLowerCase()
    .match(
      /\b(?:how many|how much|number of|in|of|what|which)\s+(litres?|liters?|cl|ml|months?|years?|grams?|g\/l|percent|degrees|°c|bar|hectolitres?|hl)\b/,
    );
  if (!m) return undefined;
  const u = unitOf(m[1]);
  return u.unit === 'count' ? undefined : u;
}

/** An option that is nothing but a figure ("3 years", "6–10 °C", "Less than 3 g/L", "51"). */
export function optionFigure(text: string): Figure | undefined {
  // "Well chilled (6–8 °C)": a figure in brackets after a few words of description is the option's.
  const glossed = /^[\p{L}\s,-]{0,40}\(([^()]+)\)\s*$/u.exec(text.trim())?.[1];
  if (glossed && glossed !== text.trim()) return optionFigure(glossed);
  // "Well chilled, 6–8 °C", "Lightly chilled: around 13 °C": the same after a comma or a colon.
  const tailed = /^[\p{L}\s'’-]{2,40}?\s*[,:;—]\s+(\D{0,20}\d.*)$/u.exec(text.trim())?.[1];
  if (tailed) return optionFigure(tailed);
  const t = text
    .trim()
    .replace(/^(about|around|approximately|roughly|c\.|at least|minimum( of)?|(served )?at)\s+/i, '')
    .replace(
      /\s*(abv|alc\.?|alcohol|by volume|residual sugar|of (?:the |that |this |its )?(?:wine|variety|grape|grapes|vintage|blend|region))\s*$/i,
      '',
    )
    .trim();
  const fs = figures(t);
  if (fs.length !== 1) return undefined;
  const m = new RegExp(FIGURE.source, 'i').exec(t);
  // The figure must be the whole option, not a number inside a sentence.
  const whole = m !== null && m.index === 0 && m[0].trim().length >= t.length - 1;
  if (!whole) return undefined;
  const { lo, hi, unit } = fs[0];
  return { lo, hi, unit };
}

/** How well a stated figure answers an option's figure: 1 the same, less for overlap. */
export function figureMatch(option: Figure, stated: Figure, unitNearby: boolean): number {
  if (option.unit !== stated.unit) {
    // A table cell under a "(g/L)" header states its figure without the unit.
    if (!(stated.unit === 'count' && unitNearby)) return 0;
  }
  const same = (x: number, y: number) => Math.abs(x - y) < 1e-6 || (x === y && !Number.isFinite(x));
  if (same(option.lo, stated.lo) && same(option.hi, stated.hi)) return 1;
  // A single figure at the middle of a stated range ("about 5.5%" for "between 4.5% and 6.5%") is the
  // range said as one number.
  if (
    option.lo === option.hi &&
    Number.isFinite(stated.hi) &&
    stated.hi > stated.lo &&
    Math.abs(option.lo - (stated.lo + stated.hi) / 2) <= (stated.hi - stated.lo) / 6
  )
    return 0.6;
  if (option.lo === option.hi && stated.lo <= option.lo && option.lo <= stated.hi) return 0.4;
  if (option.lo <= stated.lo && stated.hi <= option.hi) return 0.4;
  if (option.lo < stated.hi && stated.lo < option.hi) return 0.2;
  return 0;
}

/** Unit words as a learner writes them, to tell whether a unit stands anywhere in a sentence. */
export function unitWritten(unit: Unit, text: string): boolean {
  const t = fold(text);
  switch (unit) {
    case 'months':
      return /\b(years?|months?)\b/.test(t);
    case 'celsius':
      return /°|\bdegrees\b/.test(t);
    case 'gpl':
      return /g\s*\/\s*l|\bgrams\b/.test(t);
    case 'percent':
      return /%|\bper ?cent\b|\babv\b/.test(t);
    case 'ml':
      return /\b(ml|cl|litres?|liters?)\b/.test(t);
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Ordered scales

/** The direction a stem asks along a scale, or the neighbour of a named step. */
export type Order =
  | { kind: 'max' }
  | { kind: 'min' }
  | { kind: 'next'; anchor: string }
  | { kind: 'prev'; anchor: string };

const UP =
  /\b(sweetest|sweeter|highest|higher|longest|longer|ripest|riper|richest|oldest|greatest|most (?:sweet|ripe|ageing|aging|time)|top(?:most)? (?:tier|level|rank|grade|step|category)|uppermost)\b/;
const DOWN =
  /\b(driest|drier|lowest|lower|shortest|shorter|least (?:sweet|ripe|ageing|aging|time)|youngest|bottom (?:tier|level|rank|grade|step|category)|entry[ -]level|base level)\b/;

/** What order a stem asks for: the top or the bottom of a scale, or the step next to one it names. */
export function orderAsked(stem: string): Order | undefined {
  // "Known above all for…", "after all": idioms of emphasis, not a rung next to another.
  const f = fold(stem)
    .replace(/\b(?:of )?the following\b/g, ' ')
    .replace(/\b(?:above|after|before) all(?: else)?\b/g, ' ')
    .replace(/[?:.]+\s*$/, '');
  const next =
    /\b(\w+ )(?:immediately |directly |just )?(?:above|after|follows?|comes after|next after|next above)\s+(.+)$/.exec(
      f,
    );
  if (next && !timeSaid(next[1], next[2])) return { kind: 'next', anchor: tidyAnchor(next[2]) };
  const prev = /\b(\w+ )(?:immediately |directly |just )?(?:below|before|precedes?|comes before)\s+(.+)$/.exec(f);
  if (prev && !timeSaid(prev[1], prev[2])) return { kind: 'prev', anchor: tidyAnchor(prev[2]) };
  let up = UP.test(f);
  let down = DOWN.test(f);
  // A colour asked of a young or an old wine: the start or the end of the colours a wine moves through.
  if (!up && !down && /\bcolou?rs?\b/.test(f)) {
    up = /\b(old|older|aged|mature|matured|decades?)\b/.test(f);
    down = /\b(young|youthful|new)\b/.test(f);
  }
  if (up === down) return undefined;
  return { kind: up ? 'max' : 'min' };
}

/**
 * "Bottled after about two years", "picked before the rains": a deed done after a time or an event,
 * not a rung that follows another on a scale.
 */
function timeSaid(before: string, anchor: string): boolean {
  return (
    /\b\w{3,}ed $/.test(before) ||
    figures(anchor).length > 0 ||
    /^(about|around|roughly|approximately|at least|some|several|a few|one|two|three|four|five|six|ten|\d)\b/.test(
      anchor,
    )
  );
}

function tidyAnchor(s: string): string {
  return s
    .replace(/^(the|a|an)\s+/, '')
    .replace(/\s+(in|on|by|for|of)\s+.*$/, '')
    .trim();
}

/**
 * Texts that hold an order: a topic's table rows in turn, its points in turn when steps are asked
 * about (a method's points are its steps; other points are no scale), then every sentence.
 */
export function sequences(kb: KnowledgeBase, sentences: readonly string[], steps: boolean): string[] {
  const key = steps ? 'steps' : 'scales';
  const kept = SEQUENCES.get(kb)?.[key];
  if (kept) return kept;
  const out: string[] = [];
  for (const t of kb.topics) {
    if (t.table) out.push(`${t.table.caption}: ${t.table.rows.map((r) => r.join(' · ')).join(' | ')}`);
    if (steps && t.points.length > 1) out.push(`${t.title}: ${t.points.map((p) => p.text).join(' | ')}`);
  }
  out.push(...sentences);
  SEQUENCES.set(kb, { ...SEQUENCES.get(kb), [key]: out });
  return out;
}

/** A text that lists a ladder from its bottom rung up. */
export const LISTED_UP =
  /\b(rising|ascending|increasing) order\b|\bfrom (the )?(lowest|bottom)\b|\bin order of (increasing|rising)\b/i;
/** A text that lists a ladder from its top rung down. */
export const LISTED_DOWN =
  /\b(at the top|highest first|(descending|decreasing) order|from (the )?(highest|top|best))\b/i;

const SEQUENCES = new WeakMap<KnowledgeBase, { steps?: string[]; scales?: string[] }>();

const FLAT = new Map<string, string>();

/** Plain comparable form: folded, hyphens and punctuation as spaces. */
export function flat(s: string): string {
  return memo(FLAT, s, () => flatten(s));
}

function flatten(s: string): string {
  return ` ${fold(s)
    .replace(/[^a-z0-9%°/.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/**
 * Where each option first stands in a text, longer names first so that "Brut" is not found inside
 * "Extra Brut"; -1 when absent.
 */
/** A text's cells (parts between the marks that part a table or a list), each with where it stands flattened. */
function cells(text: string): { n: string; at: number }[] {
  const f = flat(text);
  const out: { n: string; at: number }[] = [];
  let from = 0;
  for (const part of text.split(/[·|:;,/()]/)) {
    const n = flat(part).trim();
    if (!n) continue;
    const at = f.indexOf(` ${n} `, from);
    if (at < 0) continue;
    out.push({ n, at });
    from = at + n.length;
  }
  return out;
}

export function positions(text: string, names: string[]): number[] {
  let t = flat(text);
  const out = names.map(() => -1);
  const order = names.map((n, i) => ({ n: flat(n).trim(), i })).sort((a, b) => b.n.length - a.n.length);
  let whole: { n: string; at: number }[] | undefined;
  for (const { n, i } of order) {
    if (!n) continue;
    let at = t.indexOf(` ${n} `);
    if (at < 0) continue;
    // A name standing alone in a cell or between slashes ("Brut ·", "IGT / IGP") is that name, before
    // its words inside a longer one ("Extra Brut", "Vino de Pago").
    whole ??= cells(text);
    const own = whole.find((c) => c.n === n && t.startsWith(` ${n} `, c.at));
    if (own) at = own.at;
    out[i] = at;
    // Mask every occurrence so a shorter name is not found inside this one.
    t = t.split(` ${n} `).join(` ${'#'.repeat(n.length)} `);
  }
  return out;
}
