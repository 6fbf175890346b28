// "Is Beaujolais made from Pinot Noir?", "Does Sancerre use Chenin Blanc?": a yes-or-no question on
// a wine's grape is answered yes or no first, from the grapes the place's record and the places
// within it list. A closed list (the grapes a law permits) settles a no; a list of typical grapes
// says the grape is not among them in the records, which is as far as they go. A grape the law's list
// leaves out, asked with "made from", is corrected before this as a false premise (premise.ts).
import type { Ctx } from './draft.ts';
import { fold } from './normalize.ts';
import { descendantsOf } from './premise.ts';
import { join } from './text.ts';

/** A yes-or-no question on what a wine is made from: "Is Beaujolais made from Pinot Noir?", "does Barolo use Barbera?". */
const YES_NO_MADE =
  /^\W*(is|are|was|does|do|can|could|must)\b[^?]*\b(made (from|with|of)|produced (from|with)|based on|use|uses|contain|contains|include|includes|allow|allows|permit|permits|blend|blended with)\b/;

export function madeFromYesNo(ctx: Ctx): string | undefined {
  const q = fold(ctx.question);
  if (!YES_NO_MADE.test(q)) return undefined;
  const named = ctx.u.subjects.filter((s) => s.start >= 0);
  const places = named.filter((s) => s.kind === 'region');
  const grapes = named.filter((s) => s.kind === 'grape' && !places.some((p) => p.start <= s.end && s.start <= p.end));
  if (places.length !== 1 || grapes.length !== 1) return undefined;
  // The wine comes before the grape: "does Gamay make Beaujolais?" is another question.
  if (places[0].start > grapes[0].start) return undefined;
  const r = ctx.kb.region(places[0].id);
  const g = ctx.kb.grape(grapes[0].id);
  if (!r || !g || r.grapes.length === 0 || r.kind === 'country') return undefined;
  const names = (ids: readonly string[]) =>
    ids.map((id) => ctx.kb.grape(id)?.name).filter((n): n is string => n !== undefined);
  if (r.grapes[0] === g.id) return `Yes: ${r.name} is made mainly from ${g.name}.`;
  if ([r, ...descendantsOf(ctx.kb, r)].some((d) => d.grapes.includes(g.id)))
    return `Yes: ${g.name} is one of the grapes of ${r.name}, beside ${join(names(r.grapes.filter((x) => x !== g.id)).slice(0, 3))}.`;
  // A grape whose own record names the place among its key regions is tied to it in some way the
  // place's list does not show: no clear no.
  if (g.keyRegions.includes(r.id)) return undefined;
  const listed = names(r.grapes).slice(0, 4);
  return r.grapesAre === 'permitted'
    ? `No: ${g.name} is not permitted in ${r.name}; its grape${listed.length > 1 ? 's are' : ' is'} ${join(listed)}.`
    : `No: ${r.name} is made mainly from ${join(listed.slice(0, 2))}; ${g.name} is not among its grapes in my notes.`;
}
