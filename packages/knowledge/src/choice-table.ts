// Exam items whose options are the rows of a table and whose stem names what a column says:
// "Which food component makes a wine taste more bitter?" with salt, acid, umami and fat for options
// reads the table of food and wine interactions, takes the column that says the change asked for
// ("Increases in the wine" for "more"), and picks the one option whose row holds the stem's words there.

import type { ChoiceOption } from './choice.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold } from './normalize.ts';
import { sentence } from './text.ts';

type Way = 'up' | 'down';

const UP = /\b(more|increases?|increased|increasing|higher|harsher|stronger|heightens?|accentuates?|emphasi[sz]es?)\b/;
const DOWN =
  /\b(less|decreases?|decreased|decreasing|lower|reduces?|reduced|softens?|softer|tames?|milder|weaker|diminish(?:es)?)\b/;

function way(text: string): Way | undefined {
  const t = fold(text);
  const up = UP.test(t);
  const down = DOWN.test(t);
  return up === down ? undefined : up ? 'up' : 'down';
}

const SKIP = new Set([
  'which',
  'what',
  'that',
  'this',
  'these',
  'make',
  'makes',
  'taste',
  'tastes',
  'seem',
  'seems',
  'wine',
  'wines',
  'food',
  'foods',
  'most',
  'likely',
  'with',
  'when',
  'from',
  'into',
  'component',
  'components',
  'dish',
  'dishes',
  'usually',
  'typically',
]);

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !SKIP.has(w));

/** Two words of one family: the same first letters, up to five ("bitter", "bitterness"; "salt", "salty"). */
function kin(a: string, b: string): boolean {
  const n = Math.min(5, a.length, b.length);
  return n >= 4 && a.slice(0, n) === b.slice(0, n);
}

/**
 * The stem's words, each with the change said of it: "more bitter and more astringent, and less sweet
 * and fruity" asks for a rise in bitterness and astringency and a fall in sweetness and fruit. A word
 * before any change word takes the first change said; a stem with one change gives it to every word.
 */
function asksFor(stem: string): { word: string; way: Way }[] {
  const t = fold(stem);
  const marks = [...t.matchAll(new RegExp(`${UP.source}|${DOWN.source}`, 'g'))].map((m) => ({
    at: m.index ?? 0,
    way: (UP.test(m[0]) ? 'up' : 'down') as Way,
  }));
  if (marks.length === 0) return [];
  const bare = t.replace(new RegExp(`${UP.source}|${DOWN.source}`, 'g'), (m) => ' '.repeat(m.length));
  const out: { word: string; way: Way }[] = [];
  for (const m of bare.matchAll(/[a-z]+/g)) {
    const w = m[0];
    if (w.length < 4 || SKIP.has(w)) continue;
    const before = marks.filter((k) => k.at < (m.index ?? 0)).pop() ?? marks[0];
    out.push({ word: w, way: before.way });
  }
  return out;
}

export function tableChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  if (negated || options.length < 3) return undefined;
  const asks = asksFor(stem);
  if (asks.length === 0) return undefined;
  const ways = new Set(asks.map((a) => a.way));
  const optWords = options.map((o) => wordsOf(o.text));
  for (const t of ctx.kb.topics) {
    const table = t.table;
    if (!table || table.headers.length < 3) continue;
    const columns = table.headers.map((h, j) => (j === 0 ? undefined : way(h)));
    if (![...ways].every((w) => columns.includes(w))) continue;
    // Each option read as the one row whose first cell shares a word with it.
    const rowOf = optWords.map((ws) => {
      const rows = table.rows.flatMap((r, k) => (wordsOf(r[0]).some((c) => ws.some((w) => kin(w, c))) ? [k] : []));
      return rows.length === 1 ? rows[0] : undefined;
    });
    if (rowOf.filter((k) => k !== undefined).length < options.length - 1) continue;
    const scores = rowOf.map((k) => {
      if (k === undefined) return 0;
      const row = table.rows[k];
      let n = 0;
      row.forEach((cell, j) => {
        const c = columns[j];
        if (!c) return;
        const cellWords = wordsOf(cell);
        for (const a of asks) if (cellWords.some((x) => kin(a.word, x))) n += c === a.way ? 1 : -1;
      });
      return n;
    });
    const top = Math.max(...scores);
    const best = scores.flatMap((s, i) => (s === top ? [i] : []));
    if (top <= 0 || best.length !== 1) continue;
    const i = best[0];
    const row = table.rows[rowOf[i] ?? 0];
    use(ctx, 'topic', t.id);
    const said = row
      .slice(1)
      .map((cell, j) => `${table.headers[j + 1].toLowerCase()}: ${cell.toLowerCase()}`)
      .join('; ');
    const o = options[i];
    // The row names other things besides the option, so it stands under the verdict, not beside it.
    const d = draft('Exam question', `**${o.label} — ${o.text}.**`);
    d.sections.push({ heading: table.caption, text: sentence(`${row[0]} — ${said}`) });
    d.tip = 'Learn such a table row by row; the stem’s "more" or "less" tells you which column to read.';
    d.sources = [...ctx.sources.values()];
    return d;
  }
  return undefined;
}

/**
 * A true-or-false statement of the same table: "Salt in food makes a wine taste less bitter" is true
 * when the row of the food's component (the first one the statement names) holds the word in the
 * column of the change said, false when it holds it in the other column.
 */
export function tableClaim(kb: KnowledgeBase, statement: string): { value: boolean; why: string } | undefined {
  if (!/\b(food|foods|dish|dishes|meal|meals)\b/i.test(statement)) return undefined;
  const t = fold(statement);
  for (const topic of kb.topics) {
    const table = topic.table;
    if (!table || table.headers.length < 3) continue;
    const columns = table.headers.map((h, j) => (j === 0 ? undefined : way(h)));
    if (!columns.includes('up') || !columns.includes('down')) continue;
    // The component the statement names first is the food's; a later one is the effect.
    let row: string[] | undefined;
    let at = Number.POSITIVE_INFINITY;
    let name = '';
    for (const r of table.rows) {
      for (const w of wordsOf(r[0])) {
        const m = new RegExp(`\\b${w.slice(0, Math.min(5, w.length))}[a-z]*`).exec(t);
        if (m && m.index < at) {
          at = m.index;
          row = r;
          name = m[0];
        }
      }
    }
    if (!row) continue;
    const asks = asksFor(t.slice(0, at) + ' '.repeat(name.length) + t.slice(at + name.length));
    let agree = 0;
    let clash = 0;
    for (const a of asks)
      row.forEach((cell, j) => {
        const c = columns[j];
        if (!c || !wordsOf(cell).some((x) => kin(a.word, x))) return;
        if (c === a.way) agree++;
        else clash++;
      });
    if (agree + clash === 0) continue;
    const said = row
      .slice(1)
      .map((cell, j) => `${table.headers[j + 1].toLowerCase()}: ${cell.toLowerCase()}`)
      .join('; ');
    return { value: clash === 0, why: sentence(`${row[0]} in food — ${said}`) };
  }
  return undefined;
}
