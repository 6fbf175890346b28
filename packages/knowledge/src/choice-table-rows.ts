// Exam items answered by where a thing stands in a table whose first column sorts rows into a few
// kinds ("Primary", "Secondary", "Tertiary" in the table of aroma origins):
// - the stem names things of one row's cells and the options are the kinds ("pear drop and banana
//   are classified as: primary / secondary / tertiary"): the kind of the row that holds them;
// - the stem names a kind and the options are things ("which of these is a secondary aroma? vanilla
//   / blackcurrant / leather"): the one option that stands in a row of that kind, or with NOT, the
//   one that stands elsewhere.
// Only tables whose kinds repeat or are few enough to be a classification are read, and only an
// answer that no other option shares.

import type { ChoiceOption } from './choice.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { words } from './normalize.ts';
import { sentence } from './text.ts';

interface Row {
  topic: string;
  caption: string;
  /** The row's kind, folded: "primary", "secondary". */
  kind: string;
  /** The kind as written in the table. */
  label: string;
  /** The row's other cells, each cut into its items ("pear drop", "banana"), as folded word lists. */
  items: string[][];
  cells: string[];
}

interface Classification {
  topic: string;
  caption: string;
  kinds: Set<string>;
  rows: Row[];
}

const TABLES = new WeakMap<KnowledgeBase, Classification[]>();

/** The topics' tables read as classifications: a first column of one-word kinds, at most five of them. */
function classifications(kb: KnowledgeBase): Classification[] {
  let out = TABLES.get(kb);
  if (out) return out;
  out = [];
  for (const t of kb.topics) {
    const table = t.table;
    if (!table || table.rows.length < 3) continue;
    const rows: Row[] = table.rows.map((r) => ({
      topic: t.id,
      caption: table.caption,
      kind: words(r[0]).join(' '),
      label: r[0],
      cells: r.slice(1),
      items: r
        .slice(1)
        .flatMap((c) => c.split(/,\s*|;\s*|\s+and\s+|\s+or\s+|\s*\/\s*/))
        .map((x) => words(x.replace(/\([^)]*\)/g, ' ')))
        .filter((x) => x.length > 0 && x.length <= 3),
    }));
    const kinds = new Set(rows.map((r) => r.kind));
    // A classification sorts many rows into few kinds, each a single word ("primary", "tertiary").
    if (kinds.size < 2 || kinds.size > 5 || kinds.size === rows.length) continue;
    if ([...kinds].some((k) => k.includes(' '))) continue;
    out.push({ topic: t.id, caption: table.caption, kinds, rows });
  }
  TABLES.set(kb, out);
  return out;
}

/** Whether the words `part` stand together, whole, within `ws`. */
function within(ws: readonly string[], part: readonly string[]): boolean {
  for (let i = 0; i + part.length <= ws.length; i++) if (part.every((p, j) => ws[i + j] === p)) return true;
  return false;
}

/** The kinds whose rows hold an option's thing: its words are one item of a cell, whole. */
function kindsHolding(c: Classification, option: string): Set<string> {
  const ws = words(option);
  const out = new Set<string>();
  for (const r of c.rows) if (r.items.some((it) => it.length === ws.length && within(ws, it))) out.add(r.kind);
  return out;
}

/** The kind an option names: its first word is one of the classification's kinds. */
function kindNamed(c: Classification, option: string): string | undefined {
  const first = words(option)[0];
  return first !== undefined && c.kinds.has(first) ? first : undefined;
}

function verdict(ctx: Ctx, c: Classification, o: ChoiceOption, why: string): Draft {
  use(ctx, 'topic', c.topic);
  const d = draft('Exam question', `**${o.label} — ${o.text}.** ${sentence(why)}`);
  d.tip = 'Learn a classification by its kinds and two or three examples of each.';
  d.sources = [...ctx.sources.values()];
  return d;
}

const rowText = (r: Row) => `${r.caption}: ${r.label} — ${r.cells.join('; ')}`;

export function rowChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  if (options.length < 3) return undefined;
  const stemWords = words(stem);
  for (const c of classifications(ctx.kb)) {
    // The options are the kinds: the row that holds the stem's things names the answer.
    const named = options.map((o) => kindNamed(c, o.text));
    if (!negated && named.filter((k) => k !== undefined).length >= options.length - 1) {
      const hits = new Map<string, { n: number; row: Row }>();
      for (const r of c.rows) {
        const n = r.items.filter((it) => within(stemWords, it)).length;
        const had = hits.get(r.kind);
        if (n > 0 && (!had || n > had.n)) hits.set(r.kind, { n, row: r });
      }
      // The stem's things stand in the rows of one kind, or in one kind's row more than in any other
      // ("vanilla and toast from oak": toast is also a note of old white wine, vanilla and oak are not).
      const ranked = [...hits].sort((a, b) => b[1].n - a[1].n);
      if (ranked.length === 0 || (ranked.length > 1 && ranked[1][1].n >= ranked[0][1].n)) continue;
      const [kind, { row }] = ranked[0];
      const picks = named.flatMap((k, i) => (k === kind ? [i] : []));
      if (picks.length !== 1) continue;
      return verdict(ctx, c, options[picks[0]], rowText(row));
    }
    // The stem names a kind and the options are things: where each thing stands.
    const asked = [...c.kinds].filter((k) => stemWords.includes(k));
    if (asked.length !== 1 || named.some((k) => k !== undefined)) continue;
    const kind = asked[0];
    const holding = options.map((o) => kindsHolding(c, o.text));
    const placed = holding.filter((h) => h.size > 0).length;
    if (placed < options.length - 1) continue;
    const inKind = holding.flatMap((h, i) => (h.has(kind) ? [i] : []));
    const pick = negated
      ? inKind.length === options.length - 1
        ? holding.findIndex((h) => !h.has(kind))
        : -1
      : inKind.length === 1
        ? inKind[0]
        : -1;
    if (pick < 0) continue;
    const o = options[pick];
    const ws = words(o.text);
    const row = c.rows.find(
      (r) =>
        (negated ? r.kind !== kind : r.kind === kind) &&
        r.items.some((it) => it.length === ws.length && within(ws, it)),
    );
    if (!row) continue;
    return verdict(ctx, c, o, rowText(row));
  }
  return undefined;
}
