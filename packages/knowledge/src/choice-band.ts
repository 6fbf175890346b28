// "How would you describe the alcohol of a still wine at 12.5% abv? Low / Medium / Medium(+) / High":
// the stem gives a figure and the options are the names of bands. A sentence of the records that
// lists the bands with their figures ("low below 11%, medium 11–13.9%, high 14% and above") names
// the band the stem's figure falls in.

import type { ChoiceOption } from './choice.ts';
import { figures } from './choice-scale.ts';
import type { StemView } from './choice-view.ts';
import { fold } from './normalize.ts';

interface Band {
  label: string;
  lo: number;
  hi: number;
  /** "below 11%": the figure itself is not in the band. */
  below: boolean;
  unit: string;
}

/** A band's name as a comparison: folded, signs spelled ("medium(+)" → "medium plus"). */
function labelOf(text: string): string {
  return fold(text)
    .replace(/\(\+\)/g, ' plus')
    .replace(/\(-\)|\(−\)/g, ' minus')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The bands a list sentence names: each item a name, then its figure, with "below" or "and above". */
function bandsOf(text: string): Band[] {
  const out: Band[] = [];
  for (const item of text.split(/[,;]\s*|:\s+|\band\s+(?=[a-z]+(?:\([+-]\))?\s+\d)/i)) {
    const found = figures(item);
    if (found.length !== 1 || found[0].unit === 'count') continue;
    const f = found[0];
    const before = item.slice(0, f.at);
    const bound = /\b(below|under|less than|up to)\s*$/i.exec(before);
    const label = labelOf(before.replace(/\b(below|under|less than|up to|about|around|at)\s*$/i, ''));
    if (label === '' || label.split(' ').length > 3) continue;
    const after = item.slice(f.at);
    const open = /\b(and|or) (above|over|more|higher)\b/i.test(after);
    out.push({
      label,
      lo: bound ? Number.NEGATIVE_INFINITY : f.lo,
      hi: open ? Number.POSITIVE_INFINITY : bound ? f.lo : f.hi,
      below: bound !== null,
      unit: f.unit,
    });
  }
  return out;
}

export function bandChoice(
  v: StemView,
  stem: string,
  options: ChoiceOption[],
): { index: number; text: string } | undefined {
  const asked = figures(stem).filter((f) => f.unit !== 'count');
  if (asked.length !== 1 || asked[0].lo !== asked[0].hi) return undefined;
  const x = asked[0];
  // A word every option shares ("low alcohol", "high alcohol") names what is banded, not the band.
  const split = options.map((o) => labelOf(o.text).split(' '));
  const shared = new Set(split[0].filter((w) => split.every((ws) => ws.includes(w))));
  const labels = split.map((ws) => ws.filter((w) => !shared.has(w)).join(' '));
  if (labels.some((l) => l === '' || l.split(' ').length > 3)) return undefined;
  let found: { index: number; text: string } | undefined;
  for (const { s } of v.docs) {
    const bands = bandsOf(s.text).filter((b) => b.unit === x.unit);
    // A list of bands: at least three, most of them among the options.
    if (bands.length < 3 || bands.filter((b) => labels.includes(b.label)).length < 2) continue;
    // The upper end of a band written with one decimal ("11–13.9%") reaches up to the next band.
    const holds = bands.filter(
      (b) => x.lo >= b.lo && (b.below ? x.lo < b.hi : x.lo <= b.hi || x.lo < Math.floor(b.hi) + 1),
    );
    const hit = holds.length === 1 ? labels.indexOf(holds[0].label) : -1;
    if (hit < 0) continue;
    if (found && found.index !== hit) return undefined;
    found = { index: hit, text: s.text };
  }
  return found;
}
