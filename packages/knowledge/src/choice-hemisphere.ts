// "Which of these wines is from the Southern Hemisphere?": each option's country, read from its
// record, is north or south of the equator; the one option on the side asked (or, with NOT, the one
// on the other side) answers.
import type { ChoiceOption } from './choice.ts';
import { refsIn } from './choice-evidence.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import { fold } from './normalize.ts';

/** The wine countries south of the equator. */
const SOUTH = new Set(['australia', 'new zealand', 'south africa', 'chile', 'argentina', 'uruguay', 'brazil']);

export function hemisphereChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  const side = fold(stem).match(/\b(southern|northern) hemisphere\b/)?.[1];
  if (!side) return undefined;
  const countries = options.map((o) => {
    const r = refsIn(ctx.kb, o.text).find((m) => m.kind === 'region');
    const record = r ? ctx.kb.region(r.id) : undefined;
    return record ? { id: record.id, country: record.kind === 'country' ? record.name : record.country } : undefined;
  });
  if (countries.some((c) => c === undefined)) return undefined;
  const south = (c: string) => SOUTH.has(fold(c));
  const wanted = (side === 'southern') !== negated;
  const hits = options.filter((_, i) => south(countries[i]?.country ?? '') === wanted);
  if (hits.length !== 1) return undefined;
  const i = options.indexOf(hits[0]);
  const c = countries[i];
  if (!c) return undefined;
  use(ctx, 'region', c.id);
  const where = south(c.country) ? 'Southern' : 'Northern';
  const the = /^(USA|UK|United|Czech Republic|Netherlands)\b/.test(c.country) ? 'the ' : '';
  const d = draft(
    'Exam question',
    `**${hits[0].label} — ${hits[0].text}.** It comes from ${the}${c.country}, in the ${where} Hemisphere.`,
  );
  d.tip =
    'South of the equator, harvest falls in February to April: Australia, New Zealand, South Africa, Chile, Argentina.';
  d.sources = [...ctx.sources.values()];
  return d;
}
