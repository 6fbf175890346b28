// "What percentage of Cabernet Sauvignon must a Napa Cabernet contain?": the share of a named grape a
// varietal label needs is a rule of the country (or state) around the place, not of the place itself.
// When the place's own sentences hold no such rule, the nearest region around it that does answers,
// said as that region's rule.
import type { Ctx } from './draft.ts';
import { fold } from './normalize.ts';

const SHARE_ASKED = /\b(percent|percentage|per cent|proportion|share|how much|minimum|at least)\b|%/;
const LABEL_ASKED = /\b(contain|contains|must|labelled|labeled|label|varietal|named|called|in an?)\b/;
const VARIETAL_RULE =
  /\b(varietal|named grape|named variety|stated variety|naming (?:a|one) variety|single[- ]variety|of the grape|of that grape|of the variety)\b/;
const PERCENT = /\d+\s?%/;

/** A varietal rule sentence: a percentage of the named grape. */
function isVarietalRule(text: string): boolean {
  const t = fold(text);
  return PERCENT.test(t) && VARIETAL_RULE.test(t);
}

export function inheritedVarietalRule(ctx: Ctx): string | undefined {
  const q = fold(ctx.question);
  if (!SHARE_ASKED.test(q) || !LABEL_ASKED.test(q)) return undefined;
  const place = ctx.u.subjects.find((s) => s.kind === 'region' && s.start >= 0);
  const grape = ctx.u.subjects.find((s) => s.kind === 'grape' && s.start >= 0);
  if (!place || (!grape && !/\bvarietal\b/.test(q))) return undefined;
  const r = ctx.kb.region(place.id);
  if (!r || r.facts.some((f) => isVarietalRule(f.text))) return undefined;
  // A place whose own law sets the grape's share ("at least 80% Sangiovese") answers for itself.
  const grapeName = grape ? fold(grape.title) : undefined;
  if (grapeName && r.facts.some((f) => PERCENT.test(f.text) && fold(f.text).includes(grapeName))) return undefined;
  const around = ctx.kb.ancestors(r.id);
  for (const a of around) {
    const rule = a.facts.find((f) => isVarietalRule(f.text));
    if (rule) return `${r.name} follows the rule of ${named(a.name)}: ${lower(rule.text)}`;
  }
  // Else the labelling topic's line for the country ("Australia and New Zealand (the same 85% rule): …").
  const country = around.at(-1) ?? r;
  const line = ctx.kb
    .topic(LABELLING)
    ?.points.find((p) => PERCENT.test(p.text) && fold(p.text).includes(fold(country.name)));
  if (!line || country === r) return undefined;
  return `${r.name} follows the labelling rule of ${named(country.name)}. ${line.text}`;
}

const LABELLING = 'labelling-rules';
const lower = (t: string) => t.replace(/^./, (c) => c.toLowerCase());
/** A country whose name is a plural or a union takes "the": "the United States", "the Netherlands". */
const named = (country: string) =>
  /^(united|netherlands|czech republic)\b/i.test(country) ? `the ${country}` : country;
