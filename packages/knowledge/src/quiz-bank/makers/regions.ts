// Questions about wine regions: country, main grape, the larger region, climate and soil.
import type { Region } from '../../index.ts';
import { fold } from '../../index.ts';
import type { BankContext } from '../context.ts';
import { containsWords, listText, lowerFirst, shareWord, withoutBrackets } from '../text.ts';
import { namesOf } from './grapes.ts';
import {
  asked,
  climateValue,
  familyGrapes,
  grapeKnownIn,
  grapesOf,
  teachingFact,
  three,
  unambiguous,
  withFact,
} from './rules.ts';
import type { Maker } from './types.ts';

// ───────────────────────────── regions ─────────────────────────────

export const regionCountry: Maker = {
  name: 'region-country',
  category: 'regions',
  themes: ['geography'],
  subjects: (ctx) =>
    ctx.regions
      .filter((r) => unambiguous(ctx, r) && !fold(r.name).includes(fold(r.country)))
      .map((r) => ({ id: r.id, about: [`region:${r.id}`] })),
  make(ctx, id, rand) {
    const r = ctx.kb.region(id);
    if (!r) return undefined;
    const sameWorld = ctx.countries.filter((c) => ctx.regionsOfCountry.get(c)?.[0]?.world === r.world);
    const rest = ctx.countries.filter((c) => !sameWorld.includes(c));
    const ds = three(
      r.country,
      [...sameWorld, ...rest].filter((c) => c !== r.country),
      rand,
      6,
    );
    if (!ds) return undefined;
    const parent = r.parent ? ctx.kb.region(r.parent) : undefined;
    return {
      key: `region-country:${r.id}`,
      area: 'geography',
      category: 'regions',
      ...asked([
        `In which country is ${r.name}?`,
        `${r.name} is a wine region of which country?`,
        `Which country's wine map includes ${r.name}?`,
      ]),
      answer: r.country,
      distractors: ds,
      explanation: withFact(
        parent && parent.kind !== 'country'
          ? `${r.name} is in ${r.country}, in ${parent.name}.`
          : `${r.name} is in ${r.country}.`,
        teachingFact(r.facts, ds),
      ),
      check: { kind: 'region-country', region: r.id },
    };
  },
};

/** A region name that names no country (so it gives nothing away as an option). */
function neutralName(ctx: BankContext, r: Region): boolean {
  return unambiguous(ctx, r) && !ctx.countries.some((c) => fold(r.name).includes(fold(c)));
}

export const countryRegion: Maker = {
  name: 'country-region',
  category: 'regions',
  themes: ['geography'],
  subjects: (ctx) =>
    ctx.regions.filter((r) => neutralName(ctx, r)).map((r) => ({ id: r.id, about: [`region:${r.id}`] })),
  make(ctx, id, rand) {
    const r = ctx.kb.region(id);
    if (!r) return undefined;
    const pool = ctx.regions.filter((x) => x.country !== r.country && neutralName(ctx, x));
    const ranked = [...pool.filter((x) => x.world === r.world), ...pool.filter((x) => x.world !== r.world)];
    const ds = three(
      r.name,
      ranked.map((x) => x.name),
      rand,
      25,
    );
    if (!ds) return undefined;
    const countryOf = new Map(pool.map((x) => [x.name, x.country]));
    return {
      key: `country-region:${r.id}`,
      area: 'geography',
      category: 'regions',
      ...asked([
        `Which of these wine regions is in ${r.country}?`,
        `Which of these regions would you visit on a wine trip to ${r.country}?`,
        `Which of these wine regions belongs to ${r.country}?`,
      ]),
      answer: r.name,
      distractors: ds,
      explanation: withFact(
        `${r.name} is in ${r.country} (${listText(ds.map((d) => `${d}: ${countryOf.get(d)}`))}).`,
        teachingFact(r.facts, ds),
      ),
      check: { kind: 'country-region', country: r.country },
    };
  },
};

export const regionMainGrape: Maker = {
  name: 'region-main-grape',
  category: 'regions',
  themes: ['region-grapes'],
  subjects: (ctx) =>
    ctx.regions
      .filter((r) => unambiguous(ctx, r) && grapesOf(ctx, r)[0]?.id === r.grapes[0])
      .filter((r) => r.kind === 'appellation' || r.kind === 'subregion' || r.grapes.length <= 3)
      .map((r) => ({ id: r.id, about: [`region:${r.id}`, `grape:${r.grapes[0]}`] })),
  make(ctx, id, rand) {
    const r = ctx.kb.region(id);
    const main = r && ctx.kb.grape(r.grapes[0]);
    if (!r || !main) return undefined;
    const listed = familyGrapes(ctx, r);
    const fam = ctx.family(r.id);
    const candidates = ctx.grapes
      .filter((g) => g.colour === main.colour && !listed.has(g.id) && !grapeKnownIn(ctx, g, fam))
      .filter((g) => !namesOf(g).some((n) => namesOf(main).includes(n)))
      .map((g) => g.name);
    const ds = three(main.name, candidates, rand, 10);
    if (!ds) return undefined;
    const single = r.grapes.length === 1;
    const others = grapesOf(ctx, r)
      .slice(1, 4)
      .map((g) => g.name);
    return {
      key: `region-main-grape:${r.id}`,
      area: 'regional-grapes',
      category: 'regions',
      ...asked(
        single
          ? [
              `Which grape is ${r.name} made from?`,
              `${r.name} is made from which grape variety?`,
              `Which variety goes into ${r.name}?`,
            ]
          : [
              `What is the main grape variety of ${r.name}?`,
              `${r.name} is made mainly from which grape?`,
              `Which grape leads the vineyards of ${r.name}?`,
            ],
      ),
      answer: main.name,
      distractors: ds,
      explanation: withFact(
        single
          ? `${r.name} is made from ${main.name}${r.grapesAre === 'permitted' ? ' alone' : ''}.`
          : `${main.name} is the main grape of ${r.name}, alongside ${listText(others)}.`,
        teachingFact(r.facts, ds, main.name),
      ),
      check: { kind: 'region-main-grape', region: r.id },
    };
  },
};

export const regionParent: Maker = {
  name: 'region-parent',
  category: 'regions',
  themes: ['geography'],
  subjects: (ctx) =>
    ctx.regions
      .filter((r) => {
        const p = r.parent ? ctx.kb.region(r.parent) : undefined;
        return p !== undefined && p.kind !== 'country' && unambiguous(ctx, r);
      })
      .map((r) => ({ id: r.id, about: [`region:${r.id}`, `region:${r.parent}`] })),
  make(ctx, id, rand) {
    const r = ctx.kb.region(id);
    const p = r?.parent ? ctx.kb.region(r.parent) : undefined;
    if (!r || !p) return undefined;
    const fam = ctx.family(r.id);
    const branch = ctx.branch(r.id);
    const pool = ctx.regions.filter(
      (x) =>
        !fam.has(x.id) &&
        ctx.branch(x.id) !== branch &&
        x.kind !== 'appellation' &&
        unambiguous(ctx, x) &&
        !shareWord(x.name, p.name) &&
        // A region its own facts name is a neighbour it may straddle (Lugana and Veneto): never a wrong option.
        !r.facts.some((f) => containsWords(f.text, x.name)),
    );
    const ranked = [
      ...pool.filter((x) => x.country === r.country && x.kind === p.kind),
      ...pool.filter((x) => x.country === r.country && x.kind !== p.kind),
      ...pool.filter((x) => x.country !== r.country && x.world === r.world),
    ];
    const ds = three(
      p.name,
      ranked.map((x) => x.name),
      rand,
      8,
    );
    if (!ds) return undefined;
    const gp = p.parent ? ctx.kb.region(p.parent) : undefined;
    return {
      key: `region-parent:${r.id}`,
      area: 'geography',
      category: 'regions',
      ...asked([
        `${r.name} lies within which larger wine region?`,
        `Which larger wine region includes ${r.name}?`,
        `On a wine map, ${r.name} is found inside which region?`,
      ]),
      answer: p.name,
      distractors: ds,
      explanation: withFact(
        gp && gp.kind !== 'country'
          ? `${r.name} is part of ${p.name}, within ${gp.name} (${r.country}).`
          : `${r.name} is part of ${p.name} (${r.country}).`,
        teachingFact(r.facts, ds, p.name),
      ),
      check: { kind: 'region-parent', region: r.id },
    };
  },
};

export const regionClimate: Maker = {
  name: 'region-climate',
  category: 'regions',
  themes: ['terroir'],
  subjects: (ctx) =>
    ctx.regions
      .filter((r) => (r.climate === 'cool' || r.climate === 'hot') && unambiguous(ctx, r))
      .map((r) => ({ id: r.id, about: [`region:${r.id}`] })),
  make(ctx, id, rand) {
    const r = ctx.kb.region(id);
    if (!r || (r.climate !== 'cool' && r.climate !== 'hot')) return undefined;
    const direction = r.climate === 'cool' ? 'coolest' : 'warmest';
    const v = climateValue(r);
    const pool = ctx.regions.filter(
      (x) => unambiguous(ctx, x) && (direction === 'coolest' ? climateValue(x) - v >= 2 : v - climateValue(x) >= 2),
    );
    const ds = three(
      r.name,
      pool.map((x) => x.name),
      rand,
      20,
    );
    if (!ds) return undefined;
    const note = r.climateNotes[0] ? withoutBrackets(r.climateNotes[0]) : undefined;
    const climateOf = new Map(pool.map((x) => [x.name, x.climate]));
    return {
      key: `region-climate:${r.id}`,
      area: 'terroir',
      category: 'regions',
      ...asked([
        `Which of these wine regions has the ${direction} climate?`,
        `Of these wine regions, which is the ${direction}?`,
        `Which of these regions grows its grapes in the ${direction} conditions?`,
      ]),
      answer: r.name,
      distractors: ds,
      explanation: withFact(
        `${r.name} is ${r.climate}${note ? ` (${lowerFirst(note)})` : ''}; ${listText(
          ds.map((d) => `${d} is ${climateOf.get(d)}`),
        )}.`,
        teachingFact(r.facts, ds, r.climate),
      ),
      check: { kind: 'region-climate', direction },
    };
  },
};

/** Soil types a learner is expected to know, most distinctive first; `family` groups look-alikes. */
export const SOIL_TYPES: { label: string; words: string[]; family: string; distractor: boolean }[] = [
  { label: 'Kimmeridgian marl', words: ['kimmeridgian'], family: 'calcareous', distractor: true },
  { label: 'Albariza (white chalky soil)', words: ['albariza'], family: 'calcareous', distractor: true },
  { label: 'Terra rossa', words: ['terra rossa'], family: 'terra rossa', distractor: true },
  { label: 'Galestro (crumbly schist)', words: ['galestro'], family: 'metamorphic', distractor: true },
  { label: 'Large rounded pebbles (galets roulés)', words: ['galets'], family: 'pebbles', distractor: true },
  { label: 'Slate', words: ['slate'], family: 'metamorphic', distractor: true },
  { label: 'Schist', words: ['schist'], family: 'metamorphic', distractor: true },
  { label: 'Granite', words: ['granite', 'granitic'], family: 'granite', distractor: true },
  { label: 'Volcanic soils', words: ['volcanic', 'basalt', 'tuff', 'lava'], family: 'volcanic', distractor: true },
  { label: 'Chalk', words: ['chalk'], family: 'calcareous', distractor: true },
  { label: 'Loess', words: ['loess'], family: 'loess', distractor: true },
  { label: 'Flint (silex)', words: ['flint', 'silex'], family: 'flint', distractor: true },
  { label: 'Gravel', words: ['gravel'], family: 'pebbles', distractor: true },
  { label: 'Limestone', words: ['limestone', 'calcareous'], family: 'calcareous', distractor: false },
  { label: 'Sand', words: ['sand', 'sandy'], family: 'sand', distractor: false },
  { label: 'Clay', words: ['clay'], family: 'clay', distractor: false },
];

export function soilMatches(text: string, soil: (typeof SOIL_TYPES)[number]): boolean {
  const t = ` ${fold(text).replace(/[^a-z]+/g, ' ')} `;
  return soil.words.some((w) => new RegExp(` ${w}[a-z]* `).test(t));
}

/** Every soil text of a region, its ancestors and descendants. */
function familySoils(ctx: BankContext, r: Region): string[] {
  return [...ctx.family(r.id)].flatMap((id) => ctx.kb.region(id)?.soils ?? []);
}

export const regionSoil: Maker = {
  name: 'region-soil',
  category: 'regions',
  themes: ['terroir'],
  subjects: (ctx) =>
    ctx.regions
      .filter((r) => r.soils[0] && SOIL_TYPES.some((s) => s.distractor && soilMatches(r.soils[0], s)))
      .map((r) => ({ id: r.id, about: [`region:${r.id}`] })),
  make(ctx, id, rand) {
    const r = ctx.kb.region(id);
    if (!r?.soils[0]) return undefined;
    const answer = SOIL_TYPES.find((s) => s.distractor && soilMatches(r.soils[0], s));
    if (!answer) return undefined;
    const soils = familySoils(ctx, r);
    const present = new Set(SOIL_TYPES.filter((s) => soils.some((t) => soilMatches(t, s))).map((s) => s.family));
    const candidates = SOIL_TYPES.filter((s) => s.distractor && !present.has(s.family)).map((s) => s.label);
    const ds = three(answer.label, candidates, rand, 12);
    if (!ds) return undefined;
    return {
      key: `region-soil:${r.id}`,
      area: 'terroir',
      category: 'regions',
      ...asked([
        `Which soil is ${r.name} best known for?`,
        `The vineyards of ${r.name} are known for which soil?`,
        `Which of these soils would you find in ${r.name}?`,
      ]),
      answer: answer.label,
      distractors: ds,
      explanation: withFact(
        `${r.name} is known for ${lowerFirst(withoutBrackets(answer.label))}: ${lowerFirst(r.soils.slice(0, 2).join('; '))}.`,
        teachingFact(r.facts, ds, answer.words[0]),
      ),
      check: { kind: 'region-soil', region: r.id },
    };
  },
};
