// "Which is the warmest wine region in Germany?", "what is France's most northerly wine region?",
// "the largest wine region in Austria": the place at one end of a country's scale is told by the
// sentence of the country's records that says so ("Rheinhessen is Germany's largest wine region"),
// found among the facts and climate notes of the places within it.
import type { Ctx } from './draft.ts';
import { use } from './draft.ts';
import { fold } from './normalize.ts';
import { sentence } from './text.ts';
import type { Region } from './types.ts';

/** Each end a question may ask, with every word the records use for it. */
const ENDS: [RegExp, RegExp][] = [
  [/\b(warmest|hottest|sunniest)\b/, /\b(warmest|hottest|sunniest)\b/],
  [/\b(coolest|coldest)\b/, /\b(coolest|coldest)\b/],
  [/\b(largest|biggest)\b/, /\b(largest|biggest)\b/],
  [/\bsmallest\b/, /\bsmallest\b/],
  [/\b(most northerly|northernmost|most northern|furthest north)\b/, /\b(most northerly|northernmost)\b/],
  [/\b(most southerly|southernmost|most southern|furthest south)\b/, /\b(most southerly|southernmost)\b/],
  [/\b(wettest)\b/, /\bwettest\b/],
  [/\b(driest)\b/, /\bdriest\b/],
  [/\bhighest\b/, /\bhighest\b/],
];

/** The question asks for a place: "wine region", "area", "appellation", "where". */
const PLACE_ASKED = /\b(regions?|areas?|appellations?|zones?|districts?|where|vineyards?)\b/;

export function regionExtreme(ctx: Ctx): string | undefined {
  const q = fold(ctx.question);
  if (!/\b(which|what|where|name)\b/.test(q) || !PLACE_ASKED.test(q)) return undefined;
  const end = ENDS.find(([asked]) => asked.test(q));
  if (!end) return undefined;
  const named = ctx.u.subjects.filter((s) => s.start >= 0 && s.kind === 'region');
  if (named.length !== 1) return undefined;
  const country = ctx.kb.region(named[0].id);
  if (country?.kind !== 'country') return undefined;
  // "Germany's", "in Germany", "the country's": the sentence ranks the place within this country.
  const ownCountry = new RegExp(`\\b(${fold(country.name)}['’]?s?|the country['’]s|in ${fold(country.name)})\\b`);
  let best: { text: string; r: Region; score: number } | undefined;
  for (const r of ctx.kb.descendants(country.id)) {
    const texts = [...r.facts.map((f) => f.text), ...r.climateNotes.map((n) => `${r.name}: ${n}`)];
    for (const t of texts) {
      const f = fold(t);
      if (!end[1].test(f) || !ownCountry.test(f)) continue;
      // "X is Germany's largest region" outranks "one of Germany's warmest areas".
      const score = (/\bone of\b/.test(f) ? 1 : 2) + (r.parent === country.id ? 0.5 : 0);
      if (!best || score > best.score) best = { text: t, r, score };
    }
  }
  if (!best) return undefined;
  use(ctx, 'region', country.id);
  use(ctx, 'region', best.r.id);
  return sentence(best.text);
}
