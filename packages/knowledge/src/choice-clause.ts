// "Sweetness in food makes a dry wine taste: … D. more bitter, acidic and astringent, and less fruity":
// options that are phrases, answered by the clause of the records that says what the stem asks
// about. The clause is the one holding most of the stem's words ("Sweetness and umami in food make
// wine taste harder (more bitter, acidic and alcoholic, less fruity)"), not the next clause of the
// same sentence, which is about salt; the option whose own words that clause uses, and clearly more
// than any other option's, is the answer.

import type { ChoiceOption } from './choice.ts';
import { contentRoots, idf } from './choice-evidence.ts';
import type { StemView } from './choice-view.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import { sentence } from './text.ts';

/** The least share of the stem's word weight a clause must hold to speak of what the stem asks. */
const MIN_COVER = 0.3;
/** The least weight (summed idf) of an option's own words in such a clause for it to decide. */
const MIN_WEIGHT = 4;
/** How many words either side of the key word an option's words may stand. */
const NEAR = 10;

export interface ClauseFit {
  index: number;
  text: string;
  /** Each option's weight in its best clause: 0 for an option no such clause speaks of. */
  scores: number[];
  /** Whether an option has words of its own (no other option's) that a clause could say. */
  own: boolean[];
}

export function clauseChoice(ctx: Ctx, v: StemView, options: ChoiceOption[], negated: boolean): Draft | undefined {
  const fit = clauseFit(ctx, v, options, negated);
  if (!fit) return undefined;
  const o = options[fit.index];
  for (const r of v.refs) use(ctx, r.kind, r.id);
  const d = draft('Exam question', `**${o.label} — ${o.text}.** ${sentence(fit.text)}`);
  d.tip = 'Find the sentence that speaks of what the stem asks, then the option that says what it says.';
  d.sources = [...ctx.sources.values()];
  return d;
}

export function clauseFit(ctx: Ctx, v: StemView, options: ChoiceOption[], negated: boolean): ClauseFit | undefined {
  if (negated || options.some((o) => o.text.split(/\s+/).length < 3)) return undefined;
  const { kb } = ctx;
  const stemTotal = [...v.cueWeight.values()].reduce((a, b) => a + b, 0);
  if (stemTotal <= 0) return undefined;
  const optRoots = options.map((o) => [...new Set(contentRoots(o.text))].filter((r) => !v.cueWeight.has(r)));
  // A word more than one option holds tells them apart no better than a word in none.
  const spread = new Map<string, number>();
  for (const rs of optRoots) for (const r of rs) spread.set(r, (spread.get(r) ?? 0) + 1);
  const best = options.map(() => ({ score: 0, text: '' }));
  const read = v.docs
    .filter(({ s }) => s.natural && s.shown)
    .map(({ s, w }) => {
      const clauses = new Map<number, Set<string>>();
      s.seq.forEach((r, k) => {
        const c = s.clause[k] ?? 0;
        const set = clauses.get(c) ?? new Set<string>();
        set.add(r);
        clauses.set(c, set);
      });
      return { s, w, clauses: [...clauses.values()] };
    });
  /** The words of a sentence's clause that stand near the key word: what the sentence says of it. */
  const nearKey = (s: (typeof read)[number]['s'], key: string) => {
    const out = new Set<string>();
    s.seq.forEach((r, k) => {
      if (r !== key) return;
      for (let j = Math.max(0, k - NEAR); j <= Math.min(s.seq.length - 1, k + NEAR); j++)
        if (s.clause[j] === s.clause[k]) out.add(s.seq[j]);
    });
    return out;
  };
  // The stem's most telling word that the records say at all, among the words that name its
  // subjects when it has any: the clause must say it.
  const said = new Set(read.flatMap((x) => x.clauses.flatMap((c) => [...c])));
  const named = new Set(v.refs.flatMap((r) => contentRoots(r.matched)));
  const telling = [...v.cueWeight.keys()].filter((r) => said.has(r)).sort((a, b) => idf(kb, b) - idf(kb, a));
  const key = telling.find((r) => named.has(r)) ?? telling[0];
  if (!key) return undefined;
  for (const { s, w, clauses } of read) {
    for (const rs of clauses) {
      if (!rs.has(key)) continue;
      const near = nearKey(s, key);
      let held = 0;
      for (const [r, x] of v.cueWeight) if (rs.has(r)) held += x;
      const cover = held / stemTotal;
      if (cover < MIN_COVER) continue;
      optRoots.forEach((roots, i) => {
        const hit = roots.filter((r) => near.has(r) && spread.get(r) === 1);
        if (hit.length < 2) return;
        const weight = hit.reduce((n, r) => n + idf(kb, r), 0);
        const x = w * cover * weight;
        if (weight >= MIN_WEIGHT && x > best[i].score) best[i] = { score: x, text: s.text };
      });
    }
  }
  const ranked = options.map((_, i) => i).sort((a, b) => best[b].score - best[a].score);
  const [top, second] = ranked;
  if (best[top].score <= 0 || best[second].score * 2 > best[top].score) return undefined;
  const own = optRoots.map((rs) => rs.filter((r) => spread.get(r) === 1).length >= 2);
  return { index: top, text: best[top].text, scores: best.map((b) => b.score), own };
}
