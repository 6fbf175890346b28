// "Which Spanish category is reserved for wines from a single estate with its own distinctive
// character? A. Vino de la Tierra B. Vino de Pago C. DOCa…", "Which Sherry begins under flor and
// then ages oxidatively? A) Fino B) Amontillado…": every option names a record of its own, and the
// stem describes one of them. The option whose own record says most of the stem's words (and does not
// deny them: "which prevents flor") is the one described.

import type { ChoiceOption } from './choice.ts';
import { docOf, refsIn, type Sent } from './choice-evidence.ts';
import type { StemView } from './choice-view.ts';
import type { KnowledgeBase } from './kb.ts';
import { words } from './normalize.ts';
import type { Mention } from './search.ts';

/** The least share of the stem's word weight the described option's record must say. */
const MIN_SHARE = 0.4;
/** How far ahead of the next option the described one must be. */
const LEAD = 1.4;

/** The record an option names in full ("Vino de Pago", "the Amontillado"), if it names exactly one. */
function ownRecord(kb: KnowledgeBase, text: string): Mention | undefined {
  const whole = words(text.replace(/^\s*(?:an?|the)\s+/i, '')).join(' ');
  const refs = refsIn(kb, text).filter((r) => words(r.matched).join(' ') === whole);
  const kinds = new Set(refs.map((r) => `${r.kind}:${r.id}`));
  return kinds.size === 1 ? refs[0] : undefined;
}

/** A sentence's say on a root: 1 said, -1 only denied ("prevents flor"), 0 not said. */
function said(s: Sent, w: string): number {
  if (!s.roots.has(w)) return 0;
  for (let k = 0; k < s.seq.length; k++) if (s.seq[k] === w && !s.denied.has(k)) return 1;
  return -1;
}

export function describedChoice(
  kb: KnowledgeBase,
  v: StemView,
  options: ChoiceOption[],
): { index: number; text: string } | undefined {
  if (options.length < 3) return undefined;
  const records = options.map((o) => ownRecord(kb, o.text));
  if (records.some((r) => r === undefined || r.kind === 'region')) return undefined;
  // The options' own names are no description.
  const named = new Set(options.flatMap((o) => words(o.text)));
  const cues = [...v.cueWeight].filter(([w]) => !named.has(w));
  let total = 0;
  for (const [, x] of cues) total += x;
  if (total <= 0) return undefined;
  const best = records.map((r) => {
    let top = 0;
    let text = '';
    for (const s of r ? docOf(kb, r) : []) {
      if (!s.shown) continue;
      let have = 0;
      for (const [w, x] of cues) have += said(s, w) * x;
      if (have > top) {
        top = have;
        text = s.text;
      }
    }
    return { share: top / total, text };
  });
  const ranked = best.map((_, i) => i).sort((a, b) => best[b].share - best[a].share);
  const [first, second] = ranked;
  if (best[first].share < MIN_SHARE || best[first].share < LEAD * best[second].share) return undefined;
  return { index: first, text: best[first].text };
}
