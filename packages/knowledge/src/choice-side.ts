// Exam items that ask for one side of a pair of opposites named as a phrase: "a Left Bank
// appellation", "a Right Bank wine". Each option's own records (or, when they are silent, its
// nearest parent's) say which side it stands on; a sentence that names both sides says neither.

import type { ChoiceOption } from './choice.ts';
import { docOf, type Ref } from './choice-evidence.ts';
import { OPPOSITES, PRIMARY, type StemView } from './choice-view.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import { fold } from './normalize.ts';
import { sentence } from './text.ts';

type Side = { side: 'same' | 'other'; text: string } | undefined;

/** The phrase the stem asks for and its opposite: ["left bank", "right bank"]. */
function sidedPhrase(stem: string): [string, string] | undefined {
  const ws = fold(stem)
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim()
    .split(' ');
  for (let i = 0; i + 1 < ws.length; i++) {
    const pair = OPPOSITES.find(
      ([a, b]) => (a === ws[i] || b === ws[i]) && (a === 'left' || a === 'north' || a === 'east'),
    );
    if (!pair) continue;
    const other = pair[0] === ws[i] ? pair[1] : pair[0];
    return [`${ws[i]} ${ws[i + 1]}`, `${other} ${ws[i + 1]}`];
  }
  return undefined;
}

function sideOf(ctx: Ctx, refs: Ref[], phrase: string, opposite: string, v: StemView): Side {
  const { kb } = ctx;
  const has = (t: string, p: string) => new RegExp(`\\b${p}\\b`).test(fold(t));
  for (const r of refs.filter((x) => PRIMARY.has(x.kind))) {
    // The option's own record first, then its parents that the stem does not name, nearest first.
    const chain: Ref[] = [
      r,
      ...(r.kind === 'region'
        ? kb
            .ancestors(r.id)
            .filter((a) => a.kind !== 'country' && !v.refs.some((x) => x.kind === 'region' && x.id === a.id))
            .map((a) => ({ kind: 'region' as const, id: a.id }))
        : []),
    ];
    for (const c of chain) {
      let same: string | undefined;
      let other: string | undefined;
      for (const s of docOf(kb, c)) {
        if (!s.natural) continue;
        const a = has(s.text, phrase);
        const b = has(s.text, opposite);
        if (a && !b) same ??= s.text;
        if (b && !a) other ??= s.text;
      }
      if (same && !other) return { side: 'same', text: same };
      if (other && !same) return { side: 'other', text: other };
      if (same || other) return undefined;
    }
  }
  return undefined;
}

export function sideChoice(
  ctx: Ctx,
  v: StemView,
  stem: string,
  options: ChoiceOption[],
  optRefs: Ref[][],
  negated: boolean,
): Draft | undefined {
  const asked = sidedPhrase(stem);
  if (!asked || options.length < 3) return undefined;
  const [phrase, opposite] = asked;
  const sides = optRefs.map((refs) => sideOf(ctx, refs, phrase, opposite, v));
  const want = negated ? 'other' : 'same';
  const hits = sides.flatMap((s, i) => (s?.side === want ? [i] : []));
  const rest = sides.filter((s) => s !== undefined && s.side !== want).length;
  // One option on the side asked for, and the others shown on the other side.
  if (hits.length !== 1 || rest < Math.ceil((options.length - 1) / 2)) return undefined;
  const i = hits[0];
  const side = sides[i];
  if (!side) return undefined;
  for (const r of optRefs[i]) use(ctx, r.kind, r.id);
  const o = options[i];
  const d = draft('Exam question', `**${o.label} — ${o.text}.** ${sentence(side.text)}`);
  const others = options.flatMap((x, k) => {
    const s = sides[k];
    return k !== i && s ? [`${x.label} (${x.text}): ${sentence(s.text)}`] : [];
  });
  if (others.length > 0) {
    d.sections.push({ heading: 'Why not the others', items: others.slice(0, ctx.level >= 3 ? others.length : 1) });
    d.keyPoints.push(...others);
  }
  d.tip = `Sort the options into the two sides first (${phrase} or ${opposite}); the odd one is the answer.`;
  d.sources = [...ctx.sources.values()];
  return d;
}
