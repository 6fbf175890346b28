// Exam items whose options are months: "In the northern hemisphere, véraison usually happens around:
// March / May / August / November". A table row named by the stem ("Veraison and ripening") gives the
// months of its stage in a column for each hemisphere ("Jul–Sep"); the one option inside that span is
// the answer, whatever other rows its month may also open or close.

import type { ChoiceOption } from './choice.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import { fold } from './normalize.ts';
import { sentence } from './text.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The month an option names alone ("August", "aug", "in May"), 1–12. */
function monthOf(text: string): number | undefined {
  const ws = fold(text)
    .replace(/^(in|around|about|by|during|early|late|mid)\s+/, '')
    .trim()
    .split(/\s+/);
  if (ws.length !== 1) return undefined;
  const w = ws[0];
  const i = MONTHS.findIndex((m) => w === m || (w.length >= 3 && m === w.slice(0, 3) && /^[a-z]+$/.test(w)));
  return i >= 0 && (w.length === 3 || fullName(i) === w || (i === 8 && w === 'sept')) ? i + 1 : undefined;
}

function fullName(i: number): string {
  return [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ][i];
}

/** The months a cell spans ("Jul–Sep", "Dec–Feb", "May"), 1–12, or none when it is not a span of months. */
function monthsIn(cell: string): Set<number> | undefined {
  const m = fold(cell).match(/^([a-z]{3})[a-z]*\s*(?:[-–]\s*([a-z]{3})[a-z]*)?$/);
  if (!m) return undefined;
  const a = MONTHS.indexOf(m[1]);
  const b = m[2] ? MONTHS.indexOf(m[2]) : a;
  if (a < 0 || b < 0) return undefined;
  const out = new Set<number>();
  for (let k = a; ; k = (k + 1) % 12) {
    out.add(k + 1);
    if (k === b) break;
  }
  return out;
}

/** The words of a stage's name ("Veraison and ripening" → veraison, ripening), long enough to tell. */
const stageWords = (text: string) =>
  fold(text)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 5);

export function monthChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  if (negated || options.length < 3) return undefined;
  const months = options.map((o) => monthOf(o.text));
  if (months.some((m) => m === undefined)) return undefined;
  const f = fold(stem);
  const asked = stageWords(stem);
  const south = /\bsouthern\b/.test(f);
  for (const t of ctx.kb.topics) {
    const table = t.table;
    if (!table || table.headers.length < 2) continue;
    // The column of the hemisphere asked (the northern one unless the stem says southern).
    const col = table.headers.findIndex((h, j) => j > 0 && (south ? /southern/i : /northern/i).test(h));
    if (col < 0) continue;
    // The one row whose stage the stem names by a word of its own.
    const rows = table.rows.filter((r) => stageWords(r[0]).some((w) => asked.includes(w)));
    if (rows.length !== 1) continue;
    const span = monthsIn(rows[0][col] ?? '');
    if (!span) continue;
    const inside = months.flatMap((m, i) => (m !== undefined && span.has(m) ? [i] : []));
    if (inside.length !== 1) continue;
    use(ctx, 'topic', t.id);
    const o = options[inside[0]];
    const d = draft(
      'Exam question',
      `**${o.label} — ${o.text}.** ${sentence(`${rows[0][0]}: ${rows[0][col]} in the ${table.headers[col]}`)}`,
    );
    d.sections.push({
      heading: table.caption,
      items: table.rows.map((r) => `${r[0]}: ${r[col]}`),
    });
    d.tip = 'Learn the vine’s year stage by stage in both hemispheres: the southern one runs six months later.';
    d.sources = [...ctx.sources.values()];
    return d;
  }
  return undefined;
}
