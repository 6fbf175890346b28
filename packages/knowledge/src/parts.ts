// Places within a region that have no record of their own (its `parts`: a district, sub-zone, ward or
// sub-AVA). A question naming one is answered from the region's record, but first about the part
// itself: its own fact, and that it lies within the region, so the answer is never about the whole
// region as if it were the place asked.

import { type Ctx, type Draft, location } from './draft.ts';
import { fold } from './normalize.ts';
import type { Mention } from './search.ts';
import { sentence } from './text.ts';
import type { Region, RegionPart } from './types.ts';

/** The part of its region a mention names, with that region; undefined when it names the region itself. */
export function partNamed(ctx: Ctx, m: Mention): { part: RegionPart; region: Region } | undefined {
  if (m.kind !== 'region' || !m.within) return undefined;
  const region = ctx.kb.region(m.id);
  const part = region?.parts?.find((p) => p.name === m.within);
  return region && part ? { part, region } : undefined;
}

/** One or two sentences per part the question names: its fact, then the region it lies within. */
export function partsLead(ctx: Ctx): string | undefined {
  const said: string[] = [];
  const seen = new Set<string>();
  for (const m of ctx.u.subjects) {
    if (m.start < 0) continue;
    const named = partNamed(ctx, m);
    if (!named || seen.has(named.part.name)) continue;
    seen.add(named.part.name);
    const { part, region } = named;
    const where = location(ctx, region);
    const within = `**${part.name}** lies within ${region.name}${where ? `, ${where}` : ''}.`;
    said.push(part.fact ? `${sentence(part.fact)} ${within}` : within);
  }
  return said.length > 0 ? said.join(' ') : undefined;
}

/** The draft's lead opened by what the question's parts are; a part's fact already said moves up. */
export function leadWithParts(ctx: Ctx, draft: Draft): void {
  if (draft.plain || !draft.found) return;
  const lead = partsLead(ctx);
  if (!lead) return;
  let rest = draft.lead;
  for (const m of ctx.u.subjects) {
    const fact = partNamed(ctx, m)?.part.fact;
    if (fact && fold(rest).includes(fold(sentence(fact))))
      rest = rest
        .replace(sentence(fact), '')
        .replace(/\s{2,}/g, ' ')
        .trim();
  }
  draft.lead = `${lead} ${rest}`.trim();
}
