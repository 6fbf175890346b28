// Exam items whose options are the rows of a table and whose stem names what a column says:
// "Which food component makes a wine taste more bitter?" with salt, acid, umami and fat for options
// reads the table of food and wine interactions, takes the column that says the change asked for
// ("Increases in the wine" for "more"), and picks the one option whose row holds the stem's words there.

import type { ChoiceOption } from './choice.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
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

export function tableChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  if (negated || options.length < 3) return undefined;
  const asked = way(stem);
  if (!asked) return undefined;
  const wanted = wordsOf(stem.replace(new RegExp(`${UP.source}|${DOWN.source}`, 'gi'), ' '));
  if (wanted.length === 0) return undefined;
  const optWords = options.map((o) => wordsOf(o.text));
  for (const t of ctx.kb.topics) {
    const table = t.table;
    if (!table || table.headers.length < 3) continue;
    const columns = table.headers.map((h, j) => (j === 0 ? undefined : way(h)));
    if (!columns.includes(asked)) continue;
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
        const hits = wanted.filter((w) => cellWords.some((x) => kin(w, x))).length;
        n += c === asked ? hits : -hits;
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
