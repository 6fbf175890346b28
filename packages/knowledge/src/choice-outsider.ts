// "Which of these is NOT a way to protect vines against frost?": the records list the ways in one
// clause ("Frost protection: … wind machines…, heaters… and sprinklers…") or in brackets after the
// words of the stem ("concentrate the sugar in the grapes (noble rot, late harvest, freezing, drying)").
// When such a list names every option but one, that one is the exception.

import type { ChoiceOption } from './choice.ts';
import { contentRoots, ownRoots, type Sent } from './choice-evidence.ts';
import { clausesOf, type StemView } from './choice-view.ts';
import { mentionsPhrase } from './text.ts';

/** Share of the stem's words a list must use to be the stem's list. */
const MIN_SHARE = 0.3;
/** …or of a list that names every other option in full. */
const WHOLE_SHARE = 0.1;
/** Words before a bracket that say what its items are. */
const HEAD_WORDS = 8;

/** A sentence's parts that may list the stem's things: its clauses, and each bracket with the words before it. */
function units(s: Sent): string[] {
  const out = clausesOf(s);
  for (const m of s.text.matchAll(/\(([^()]{8,})\)/g)) {
    const head = s.text.slice(0, m.index ?? 0);
    const before = head
      .slice(Math.max(0, ...['.', ';', ':', ')'].map((c) => head.lastIndexOf(c) + 1)))
      .split(/\s+/)
      .slice(-HEAD_WORDS)
      .join(' ');
    out.push(`${before} ${m[1]}`);
  }
  return out;
}

export function outsiderOption(
  v: StemView,
  stem: string,
  options: ChoiceOption[],
): { index: number; text: string } | undefined {
  if (options.length < 3) return undefined;
  // What tells each option apart. A common word may name an option by chance, which only keeps the
  // list from deciding.
  const own = ownRoots(stem, options);
  if (own.some((rs) => rs.length === 0)) return undefined;
  let total = 0;
  for (const x of v.cueWeight.values()) total += x;
  let best: { index: number; text: string; share: number } | undefined;
  let clash = false;
  for (const { s } of v.docs) {
    if (!s.natural || !s.shown) continue;
    for (const unit of units(s)) {
      const roots = new Set(contentRoots(unit));
      let have = 0;
      for (const [w, x] of v.cueWeight) if (roots.has(w)) have += x;
      const share = have / Math.max(total, 1);
      const missing = own.flatMap((rs, i) => (rs.some((r) => roots.has(r)) ? [] : [i]));
      if (missing.length !== 1) continue;
      // A list that names every other option in full ("red wines purple – ruby – garnet – tawny") is
      // the stem's list on fewer of its words.
      const whole = options.every((o, i) => i === missing[0] || mentionsPhrase(unit, o.text));
      if (share < (whole ? WHOLE_SHARE : MIN_SHARE)) continue;
      if (!best || share > best.share) {
        clash = best !== undefined && best.index !== missing[0] && share - best.share < 0.05;
        best = { index: missing[0], text: s.text, share };
      } else if (best.index !== missing[0] && best.share - share < 0.05) clash = true;
    }
  }
  return best && !clash ? { index: best.index, text: best.text } : undefined;
}
