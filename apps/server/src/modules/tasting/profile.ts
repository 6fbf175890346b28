// Reference profiles for the tasting coach, derived by one rule from the knowledge base: a grape's
// typical structure, moved a step by the climate of the region (cool: fresher, lighter, less
// alcohol; hot: the reverse), with the colour the style and structure suggest.
import { fold, type Grape, type KnowledgeBase, knowledge, type Region } from '@sommai/knowledge';
import { BODY_SCALE, SCALE5, type TastingForm } from '@sommai/shared';

export type Style = 'red' | 'white' | 'rose';

/** What the coach expects for each graded element; undefined where the knowledge base has no reference. */
export interface ReferenceProfile {
  grape: Grape;
  region: Region | undefined;
  style: Style;
  colour: { expected: string; close: string[] };
  colourIntensity: string;
  sweetness: string | undefined;
  acidity: string;
  tannin: string | undefined;
  alcohol: string | undefined;
  body: string;
  aromas: string[];
  /** Why each element is expected, in a sentence. */
  reasons: Partial<Record<keyof TastingForm, string>>;
}

const KB_TO_5: Record<string, number> = { low: 0, 'medium-': 1, medium: 2, 'medium+': 3, high: 4 };
const BODY_TO_5: Record<string, number> = { light: 0, 'medium-': 1, medium: 2, 'medium+': 3, full: 4 };
const clamp = (n: number) => Math.max(0, Math.min(4, n));

const CLIMATE_SHIFT: Record<Region['climate'], { acidity: number; body: number; alcohol: number }> = {
  cool: { acidity: 1, body: -1, alcohol: -1 },
  moderate: { acidity: 0, body: 0, alcohol: 0 },
  warm: { acidity: 0, body: 0, alcohol: 1 },
  hot: { acidity: -1, body: 1, alcohol: 1 },
};

export function findGrape(name: string, kb: KnowledgeBase = knowledge): Grape | undefined {
  const f = fold(name);
  if (!f) return undefined;
  return (
    kb.grapes.find((g) => g.id === f.replace(/\s+/g, '-') || fold(g.name) === f) ??
    kb.grapes.find((g) => g.synonyms.some((s) => fold(s.replace(/\s*\(.*\)\s*$/, '')) === f))
  );
}

export function findRegion(name: string, kb: KnowledgeBase = knowledge): Region | undefined {
  const f = fold(name);
  if (!f) return undefined;
  return (
    kb.regions.find((r) => r.id === f.replace(/\s+/g, '-') || fold(r.name) === f) ??
    kb.regions.find((r) => r.synonyms.some((s) => fold(s) === f)) ??
    // A place within a region (the Dundee Hills) is judged by the region that holds it.
    kb.regions.find((r) => (r.parts ?? []).some((p) => fold(p.name.replace(/\s*\(.*\)\s*$/, '')) === f))
  );
}

/** The style a grape makes by default: black grapes red, the others white. */
export function defaultStyle(g: Grape): Style {
  return g.colour === 'black' ? 'red' : 'white';
}

export function referenceProfile(grape: Grape, region: Region | undefined, style: Style): ReferenceProfile {
  const shift = region ? CLIMATE_SHIFT[region.climate] : CLIMATE_SHIFT.moderate;
  const where = region ? `${region.name}’s ${region.climate} climate` : 'a moderate climate';
  const acidity = clamp(KB_TO_5[grape.structure.acidity] + shift.acidity);
  const body = clamp(BODY_TO_5[grape.structure.body] + shift.body + (style === 'red' ? 0 : style === 'rose' ? -1 : 0));
  const alcohol = grape.structure.alcohol ? clamp(KB_TO_5[grape.structure.alcohol] + shift.alcohol) : undefined;
  const tannin =
    style === 'red' && grape.structure.tannin
      ? SCALE5[KB_TO_5[grape.structure.tannin]]
      : style === 'red'
        ? undefined
        : 'low';
  const dry = grape.styles.some((s) => /\bdry\b/i.test(s));
  const red = style === 'red';
  const tanninStep = grape.structure.tannin ? KB_TO_5[grape.structure.tannin] : 2;
  const colourIntensity = red
    ? tanninStep + BODY_TO_5[grape.structure.body] <= 3
      ? 'pale'
      : tanninStep + BODY_TO_5[grape.structure.body] >= 7
        ? 'deep'
        : 'medium'
    : style === 'rose' || body <= 1
      ? 'pale'
      : 'medium';
  const colour =
    style === 'red'
      ? { expected: 'ruby', close: ['purple', 'garnet'] }
      : style === 'rose'
        ? { expected: 'pink', close: ['salmon', 'orange'] }
        : { expected: 'lemon', close: ['gold'] };
  return {
    grape,
    region,
    style,
    colour,
    colourIntensity,
    sweetness: dry ? 'dry' : undefined,
    acidity: SCALE5[acidity],
    tannin,
    alcohol: alcohol === undefined ? undefined : SCALE5[alcohol],
    body: BODY_SCALE[body],
    aromas: grape.aromas,
    reasons: {
      colour: `A young ${style === 'rose' ? 'rosé' : style} wine is usually ${colour.expected}; ${colour.close.join(' or ')} show age or winemaking.`,
      colourIntensity: red
        ? `${grape.name}’s ${grape.structure.tannin ?? 'medium'} tannin and ${grape.structure.body} body go with a ${colourIntensity} colour (skin colour and extraction go together).`
        : `A ${style === 'rose' ? 'rosé' : 'white'} of this weight is usually ${colourIntensity} in colour.`,
      sweetness: dry ? `${grape.name} is mostly made dry (${grape.styles[0]}).` : undefined,
      acidity: `${grape.name} has ${grape.structure.acidity} acidity; ${where} moves it ${shift.acidity > 0 ? 'up a step' : shift.acidity < 0 ? 'down a step' : 'nowhere'}.`,
      tannin:
        style === 'red'
          ? `${grape.name} gives ${grape.structure.tannin ?? 'no recorded'} tannin in a red wine.`
          : 'White and rosé wines spend little or no time on skins, so tannin is low (or not assessed).',
      alcohol: grape.structure.alcohol
        ? `${grape.name} usually reaches ${grape.structure.alcohol} alcohol; ${where} moves it ${shift.alcohol > 0 ? 'up a step' : shift.alcohol < 0 ? 'down a step' : 'nowhere'}.`
        : undefined,
      body: `${grape.name} makes ${grape.structure.body}-bodied wine; ${where} moves it ${shift.body > 0 ? 'up a step' : shift.body < 0 ? 'down a step' : 'nowhere'}${style === 'rose' ? ', and a rosé is a step lighter' : ''}.`,
    },
  };
}
