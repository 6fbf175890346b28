// "In the Northern Hemisphere, south-facing slopes get the most sun; in the Southern Hemisphere,
// north-facing slopes": a sentence whose clauses each open on the setting they hold for. A stem that
// names one setting ("a cool Northern Hemisphere vineyard") is answered by that setting's clause: the
// option whose own words stand there, while the other clauses hold another option's words.

import type { ChoiceOption } from './choice.ts';
import { contentRoots, ownRoots } from './choice-evidence.ts';
import type { StemView } from './choice-view.ts';

/** A clause that opens on its setting: "in the Southern Hemisphere, …", "in cool climates, …". */
const SCOPED = /^\s*(?:and\s+|but\s+|while\s+)?in\s+(?:the\s+)?([^,]{3,40}),\s*(.+)$/i;

export function scopeChoice(
  v: StemView,
  stem: string,
  options: ChoiceOption[],
): { index: number; text: string } | undefined {
  const stemRoots = new Set(contentRoots(stem));
  const own = ownRoots(stem, options);
  let found: { index: number; text: string } | undefined;
  for (const { s } of v.docs) {
    if (!s.natural || !s.shown) continue;
    const clauses = s.text.split(/;\s*/).map((c) => SCOPED.exec(c));
    if (clauses.length < 2 || clauses.some((c) => c === null)) continue;
    const scoped = clauses.map((c) => ({
      scope: contentRoots(c?.[1] ?? ''),
      said: new Set(contentRoots(c?.[2] ?? '')),
    }));
    // The stem names the whole setting of one clause, and not the whole of any other.
    const named = scoped.filter((c) => c.scope.length > 0 && c.scope.every((r) => stemRoots.has(r)));
    if (named.length !== 1) continue;
    const mine = named[0];
    const here = own.flatMap((rs, i) => (rs.some((r) => mine.said.has(r)) ? [i] : []));
    const elsewhere = own.flatMap((rs, i) =>
      scoped.some((c) => c !== mine && rs.some((r) => c.said.has(r))) ? [i] : [],
    );
    if (here.length !== 1 || elsewhere.length === 0 || elsewhere.includes(here[0])) continue;
    if (found && found.index !== here[0]) return undefined;
    found = { index: here[0], text: s.text };
  }
  return found;
}
