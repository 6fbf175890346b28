// Rules every question maker shares: choosing options, reading structure and climate, and how
// regions and grapes relate.
import type { Grape, Region } from '../../index.ts';
import { fold } from '../../index.ts';
import type { BankContext } from '../context.ts';
import type { Random } from '../random.ts';
import { pickFromTop } from '../random.ts';
import { compact, containsWords, shareWordWithAny, withoutBrackets } from '../text.ts';
import type { StructureAttribute } from './types.ts';

// ───────────────────────────── shared rules ─────────────────────────────

/**
 * Grapes fit to stand beside an answer as options: none far rarer than the answer itself, so a
 * question about famous grapes never hides behind an obscure one.
 */
export function familiarBeside(ctx: BankContext, answerId: string): (g: Grape) => boolean {
  const rank = ctx.grapeRank.get(answerId) ?? ctx.grapes.length;
  const limit = Math.max(40, rank * 2);
  return (g) => (ctx.grapeRank.get(g.id) ?? ctx.grapes.length) <= limit;
}

/** Computes a value once per bank. */
export function memo<T>(ctx: BankContext, key: string, make: () => T): T {
  if (ctx.cache.has(key)) return ctx.cache.get(key) as T;
  const value = make();
  ctx.cache.set(key, value);
  return value;
}

/** Three distinct options unlike the answer and each other, chosen among the first candidates. */
export function three(answer: string, ranked: readonly string[], rand: Random, from = 10): string[] | undefined {
  const distinct: string[] = [];
  const seen = new Set([compact(answer)]);
  for (const c of ranked) {
    if (distinct.length >= Math.max(from, 3)) break;
    const k = compact(c);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    distinct.push(c);
  }
  if (distinct.length < 3) return undefined;
  // Prefer options that share no word with each other ("Riesling" beside "Alsace Riesling" reads as a hint).
  const order = pickFromTop(distinct, distinct.length, rand, Math.max(from, 3));
  const out: string[] = [];
  for (const c of order) if (out.length < 3 && !shareWordWithAny(c, out)) out.push(c);
  for (const c of order) if (out.length < 3 && !out.includes(c)) out.push(c);
  return out;
}

const LEVEL5 = ['low', 'medium-', 'medium', 'medium+', 'high'] as const;
const BODY = ['light', 'medium-', 'medium', 'medium+', 'full'] as const;
const CLIMATES = ['cool', 'moderate', 'warm', 'hot'] as const;

export function structureValue(g: Grape, attribute: StructureAttribute): number | undefined {
  if (attribute === 'body') return BODY.indexOf(g.structure.body);
  const v = attribute === 'acidity' ? g.structure.acidity : g.structure.tannin;
  return v === undefined ? undefined : LEVEL5.indexOf(v);
}

export function climateValue(r: Region): number {
  return CLIMATES.indexOf(r.climate);
}

export function levelLabel(v: string): string {
  return v.replace(/([a-z])([+-])$/, '$1($2)');
}

/** The region a free-text or id reference in the grape data points at. */
export function resolveRegion(ctx: BankContext, ref: string): Region | undefined {
  return ctx.kb.region(ref) ?? ctx.regionsByName.get(fold(ref))?.[0];
}

/** A region name that means one region only. */
export function unambiguous(ctx: BankContext, r: Region): boolean {
  return (ctx.regionsByName.get(fold(r.name))?.length ?? 0) <= 1 && !ctx.grapeNames.has(fold(r.name));
}

/** Grapes a region's data names, as records. */
export function grapesOf(ctx: BankContext, r: Region): Grape[] {
  return r.grapes.map((g) => ctx.kb.grape(g)).filter((g) => g !== undefined);
}

/** Every grape id listed by a region, its ancestors or its descendants. */
export function familyGrapes(ctx: BankContext, r: Region): Set<string> {
  const out = new Set<string>();
  for (const id of ctx.family(r.id)) for (const g of ctx.kb.region(id)?.grapes ?? []) out.add(g);
  return out;
}

/** True when a grape names one of these regions among its key regions. */
export function grapeKnownIn(ctx: BankContext, g: Grape, regionIds: Set<string>): boolean {
  return g.keyRegions.some((k) => {
    const r = resolveRegion(ctx, k);
    return r !== undefined && regionIds.has(r.id);
  });
}

/** Grapes with no link at all to a country: not grown in its regions' data, not from there. */
export function foreignTo(ctx: BankContext, g: Grape, country: string): boolean {
  const regions = ctx.regionsOfCountry.get(country) ?? [];
  const ids = new Set(regions.map((r) => r.id));
  if (regions.some((r) => r.grapes.includes(g.id))) return false;
  if (grapeKnownIn(ctx, g, ids)) return false;
  return !fold(g.origin).includes(fold(country));
}

/**
 * A fact of a record that teaches beyond the question: the simplest one that names none of the wrong
 * options (so the explanation is about the answer alone), preferring one that names `prefer`.
 */
export function teachingFact(
  facts: readonly { depth: number; text: string }[],
  wrong: readonly string[],
  prefer?: string,
): string | undefined {
  const fit = [...facts]
    .sort((a, b) => a.depth - b.depth)
    .filter((f) => !f.text.includes('\n') && !wrong.some((w) => containsWords(f.text, withoutBrackets(w))));
  return (prefer ? fit.find((f) => containsWords(f.text, withoutBrackets(prefer))) : undefined)?.text ?? fit[0]?.text;
}

/** A short statement of the answer followed by the fact behind it. */
export function withFact(statement: string, fact: string | undefined): string {
  return fact ? `${statement} ${fact}` : statement;
}

/** A question and the other ways to ask it: the first is the usual wording. */
export function asked(forms: readonly [string, ...string[]]): { question: string; forms: string[] } {
  return { question: forms[0], forms: [...forms] };
}

/** A place from a note, as it reads after "in": "Canary Islands" → "the Canary Islands". */
export function inPlace(note: string): string {
  return /^(Canary Islands|Balearic Islands|Azores|Loire|Rhône|Languedoc|Veneto|South West|Marche|Jura|Douro|Alentejo|Médoc|Graves|Loire Valley|Rhône Valley|USA|Netherlands)\b/.test(
    note,
  )
    ? `the ${note}`
    : note;
}
