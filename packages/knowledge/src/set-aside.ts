// "Which region is famous for Tempranillo besides Rioja?", "Apart from Burgundy, where else is Pinot
// Noir grown?", "Which grapes other than Sangiovese go into Chianti?": the name set aside is what the
// learner already knows. The answer opens with the rest: the grape's other key places (leaving out the
// place set aside and the places within it), or the place's other grapes.
import type { Ctx } from './draft.ts';
import { use } from './draft.ts';
import { fold } from './normalize.ts';
import { join } from './text.ts';

const ASIDE = /\b(?:besides|apart from|aside from|other than|except(?: for)?|excluding|not counting)\s+(?:the\s+)?/g;
/** Asked where: "which region", "where else", "what countries", "grown". */
const PLACES_ASKED = /\b(where|regions?|places?|areas?|countr(?:y|ies)|appellations?|grown|grow|grows|famous|known)\b/;
/** Asked which grapes: "which grapes", "what varieties". */
const GRAPES_ASKED = /\b(grapes?|variet(?:y|ies)|planted|allowed|permitted|blend)\b/;

export function setAside(ctx: Ctx): string | undefined {
  const { kb, u } = ctx;
  const q = fold(ctx.question);
  const named = u.subjects.filter((s) => s.start >= 0 && (s.kind === 'grape' || s.kind === 'region'));
  let aside: (typeof named)[number] | undefined;
  for (const m of q.matchAll(ASIDE)) {
    const rest = q.slice((m.index ?? 0) + m[0].length);
    aside ??= named.find((s) => rest.startsWith(fold(s.matched)) || rest.startsWith(fold(s.title)));
  }
  const other = named.find((s) => s !== aside && s.kind !== aside?.kind);
  if (!aside || !other) return undefined;
  if (other.kind === 'grape' && aside.kind === 'region' && PLACES_ASKED.test(q)) {
    const g = kb.grape(other.id);
    const place = kb.region(aside.id);
    if (!g || !place) return undefined;
    // The place set aside, the places within it and the places it lies in (its country aside) go.
    const gone = new Set([
      place.id,
      ...kb.descendants(place.id).map((r) => r.id),
      ...kb
        .ancestors(place.id)
        .filter((r) => r.kind !== 'country')
        .map((r) => r.id),
    ]);
    const key = g.keyRegions.map((k) => kb.findRegion(k)).filter((r) => r !== undefined && !gone.has(r.id));
    const places = (key.length >= 2 ? key : [...key, ...kb.regionsGrowing(g.id).filter((r) => !gone.has(r.id))])
      .filter((r, i, all) => all.findIndex((x) => x?.id === r?.id) === i)
      .slice(0, ctx.level === 1 ? 4 : 6);
    if (places.length === 0) return undefined;
    use(ctx, 'grape', g.id);
    for (const r of places) if (r) use(ctx, 'region', r.id);
    const names = places.map((r) => (r && r.kind !== 'country' ? `${r.name} (${r.country})` : (r?.name ?? '')));
    return `Besides ${place.name}, ${g.name} is best known in ${join(names)}.`;
  }
  if (other.kind === 'region' && aside.kind === 'grape' && GRAPES_ASKED.test(q)) {
    const place = kb.region(other.id);
    const g = kb.grape(aside.id);
    if (!place || !g) return undefined;
    const grapes = kb
      .grapesOf(place.id)
      .filter((x) => x.id !== g.id)
      .slice(0, ctx.level === 1 ? 4 : 6);
    if (grapes.length === 0) return undefined;
    use(ctx, 'region', place.id);
    for (const x of grapes) use(ctx, 'grape', x.id);
    return `Besides ${g.name}, the grapes of ${place.name} are ${join(grapes.map((x) => x.name))}.`;
  }
  return undefined;
}
