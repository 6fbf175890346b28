// Questions about grape varieties: colour, other names, origin, aromas and structure.
import type { Grape } from '../../index.ts';
import { fold } from '../../index.ts';
import type { BankContext } from '../context.ts';
import { pickFromTop } from '../random.ts';
import {
  bracketNote,
  capitalise,
  compact,
  containsWords,
  contentWords,
  listText,
  lowerFirst,
  same,
  shareWord,
  shareWordWithAny,
  withoutBrackets,
} from '../text.ts';
import {
  asked,
  familiarBeside,
  inPlace,
  levelLabel,
  memo,
  resolveRegion,
  structureValue,
  teachingFact,
  three,
  withFact,
} from './rules.ts';
import type { Maker, StructureAttribute, Subject } from './types.ts';

// ───────────────────────────── grapes ─────────────────────────────

export const grapeColour: Maker = {
  name: 'grape-colour',
  category: 'basics',
  themes: ['grape-colour'],
  subjects: (ctx) => ctx.grapes.filter((g) => g.colour !== 'grey').map((g) => ({ id: g.id, about: [`grape:${g.id}`] })),
  make(ctx, id, rand) {
    const g = ctx.kb.grape(id);
    if (!g || g.colour === 'grey') return undefined;
    const colour = g.colour;
    const other = colour === 'white' ? 'black' : 'white';
    const candidates = ctx.grapes
      .filter((x) => x.colour === other)
      .filter(familiarBeside(ctx, g.id))
      .map((x) => x.name);
    const ds = three(g.name, candidates, rand, 20);
    if (!ds) return undefined;
    return {
      key: `grape-colour:${g.id}`,
      area: 'grape-varieties',
      category: 'basics',
      ...asked(
        colour === 'white'
          ? [
              'Which of these is a white grape variety?',
              'Which of these grape varieties has white (green-yellow) skins?',
              'Which of these grapes is grown for white wine?',
            ]
          : [
              'Which of these is a black grape variety, used for red wines?',
              'Which of these grape varieties has black (dark blue-purple) skins?',
              'Which of these grapes is grown for red wine?',
            ],
      ),
      answer: g.name,
      distractors: ds,
      explanation: withFact(`${g.name} is a ${colour} grape.`, teachingFact(g.facts, ds)),
      check: { kind: 'grape-colour', colour },
    };
  },
};

/** A synonym worth asking: not a spelling variant, not historical, naming this grape only. */
export function usableSynonyms(ctx: BankContext, g: Grape): { name: string; note?: string }[] {
  return memo(ctx, `synonyms:${g.id}`, () => findSynonyms(ctx, g));
}

function findSynonyms(ctx: BankContext, g: Grape): { name: string; note?: string }[] {
  const out: { name: string; note?: string; family: boolean }[] = [];
  for (const raw of g.synonyms) {
    const note = bracketNote(raw);
    if (note && /histor|old name|former|label|spelling|form\b|mutation|clone/i.test(note)) continue;
    const name = withoutBrackets(raw.split(' / ')[0]);
    if (name.length < 4) continue;
    if (containsWords(name, g.name) || containsWords(g.name, name)) continue;
    if (spellingOf(name, g.name)) continue;
    // A name another grape or a region also answers to would make two options right.
    if ((ctx.grapeNames.get(fold(name))?.size ?? 0) > 1) continue;
    if (ctx.regionsByName.has(fold(name))) continue;
    if (ctx.kb.grapes.some((o) => o.id !== g.id && containsWords(o.name, name))) continue;
    // "Sankt Laurent" for St. Laurent is a spelling, not another name; grape families ("Pinot Grigio"
    // for Pinot Gris) are the exception, asked only when the grape has no name of its own kind.
    const shared = [...contentWords(name)].filter((w) => contentWords(g.name).has(w));
    if (shared.some((w) => !FAMILY_WORDS.has(w))) continue;
    out.push({ name, note, family: shared.length > 0 });
  }
  return out.sort((a, b) => Number(a.family) - Number(b.family)).map(({ name, note }) => ({ name, note }));
}

/** "Sylvaner" for Silvaner, "Asyrtiko" for Assyrtiko, "GrüVe" for Grüner Veltliner: the same name written differently. */
export function spellingOf(name: string, of: string): boolean {
  const a = compact(name);
  const b = compact(of);
  if (a === b || a.startsWith(b) || b.startsWith(a)) return true;
  if (a.length <= 6 && a.slice(0, 3) === b.slice(0, 3)) return true;
  return editDistance(a, b) <= Math.max(2, Math.floor(Math.min(a.length, b.length) / 4));
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

const FAMILY_WORDS = new Set(['pinot', 'muscat', 'moscato', 'malvasia', 'cabernet', 'trebbiano']);

/** Every name a grape goes by, folded. */
export function namesOf(g: Grape): string[] {
  return [g.name, ...g.synonyms.flatMap((s) => s.split(' / ').map((p) => withoutBrackets(p)))].map((n) => fold(n));
}

export const grapeSynonym: Maker = {
  name: 'grape-synonym',
  category: 'basics',
  themes: ['grape-names'],
  subjects: (ctx) =>
    ctx.grapes.filter((g) => usableSynonyms(ctx, g).length > 0).map((g) => ({ id: g.id, about: [`grape:${g.id}`] })),
  make(ctx, id, rand) {
    const g = ctx.kb.grape(id);
    if (!g) return undefined;
    const syn = usableSynonyms(ctx, g)[0];
    if (!syn) return undefined;
    const own = namesOf(g);
    const candidates = ctx.grapes
      .filter((x) => x.id !== g.id && (x.colour === g.colour || g.colour === 'grey'))
      .filter((x) => !namesOf(x).some((n) => own.includes(n)))
      .filter((x) => !own.some((n) => containsWords(n, x.name) || containsWords(x.name, n)));
    // Other grapes' other names, so every option reads as an alternative name ("Monastrell",
    // "Spätburgunder"), not a famous variety a learner rules out at once.
    const ds = three(
      syn.name,
      candidates
        .map((x) => usableSynonyms(ctx, x)[0]?.name)
        .filter((n): n is string => n !== undefined && !own.includes(fold(n)) && !shareWord(n, syn.name)),
      rand,
      12,
    );
    if (!ds) return undefined;
    return {
      key: `grape-synonym:${g.id}`,
      area: 'grape-varieties',
      category: 'basics',
      ...asked([
        `Which of these is another name for ${g.name}?`,
        `${g.name} is also known by which name?`,
        `Under which other name might you find ${g.name}?`,
      ]),
      answer: syn.name,
      distractors: ds,
      explanation: withFact(
        syn.note
          ? `${syn.name} is the name used for ${g.name} in ${inPlace(syn.note)}.`
          : `${syn.name} is another name for ${g.name}.`,
        teachingFact(g.facts, ds, syn.name),
      ),
      check: { kind: 'grape-synonym', grape: g.id },
    };
  },
};

const OLD_WORLD = ['France', 'Italy', 'Spain', 'Portugal', 'Germany', 'Austria', 'Greece', 'Hungary', 'Croatia'];
/** Countries a grape can come from, beyond those with regions in the data. */
export const ORIGIN_COUNTRIES = [
  ...OLD_WORLD,
  'Georgia',
  'Switzerland',
  'Slovenia',
  'Romania',
  'Bulgaria',
  'Armenia',
  'Cyprus',
  'Turkey',
  'Lebanon',
  'South Africa',
  'USA',
  'Japan',
  'Uruguay',
  'Argentina',
  'Chile',
];

/** The country a grape's origin names first, when the data says it plainly. */
export function originCountry(ctx: BankContext, g: Grape): string | undefined {
  if (/claim|disput|uncertain|unknown|\bor\b|possibly/i.test(g.origin)) return undefined;
  const head = g.origin.split(/[;(,]/)[0].trim();
  const countries = new Set([...ORIGIN_COUNTRIES, ...ctx.countries]);
  return [...countries].find((c) => same(c, head));
}

export const grapeOrigin: Maker = {
  name: 'grape-origin',
  category: 'basics',
  themes: ['grape-origin'],
  subjects: (ctx) =>
    ctx.grapes.filter((g) => originCountry(ctx, g)).map((g) => ({ id: g.id, about: [`grape:${g.id}`] })),
  make(ctx, id, rand) {
    const g = ctx.kb.grape(id);
    const country = g && originCountry(ctx, g);
    if (!g || !country) return undefined;
    // A country the grape's record mentions at all (a region, a synonym's note, a fact) could be
    // argued to be right, so only countries it never mentions are offered.
    const record = fold(
      [g.origin, ...g.synonyms, ...g.keyRegions, ...g.facts.map((f) => f.text), ...g.viticulture].join(' | '),
    );
    const named = new Set(
      g.keyRegions.map((k) => resolveRegion(ctx, k)?.country).filter((c): c is string => c !== undefined),
    );
    for (const rg of ctx.kb.regions) if (record.includes(fold(rg.name))) named.add(rg.country);
    const candidates = [...new Set([...OLD_WORLD, ...ctx.countries])].filter(
      (c) => !record.includes(fold(c)) && !named.has(c),
    );
    const ds = three(country, candidates, rand, 8);
    if (!ds) return undefined;
    return {
      key: `grape-origin:${g.id}`,
      area: 'grape-varieties',
      category: 'basics',
      ...asked([
        `Which country does the ${g.name} grape originally come from?`,
        `${g.name} is native to which country?`,
        `Where did the ${g.name} grape originate?`,
      ]),
      answer: country,
      distractors: ds,
      explanation: withFact(
        `${g.name} originates in ${g.origin.split(';')[0].trim()}.`,
        teachingFact(g.facts, ds, country),
      ),
      check: { kind: 'grape-origin', grape: g.id },
    };
  },
};

/** Aroma words too broad to point at one grape. */
const GENERIC_AROMA =
  /\b(oak|toast|toasty|vanilla|age|aged|ageing|aging|bottle|botrytis|fruit|fruits|fruitcake|floral|flower|flowers|spice|spices|spicy|herb|herbs|herbal|herbaceous|grass|grassy|green|vegetal|earth|earthy|mineral|minerality|stone|smoke|smoky|nut|nuts|nutty|honey|citrus|sweet|ripe|fresh|dried|raisin|prune|fig|jam|jammy|leaf|leafy|savoury|savory|warm|cool|leather|leathery|rustic|animal|gamey|game|meat|meaty|tobacco|cedar|chocolate|coffee|mocha|caramel|toffee|nutmeg|clove|cloves|cinnamon|coconut|mushroom|truffle|forest|undergrowth|candy|candied|bubblegum|confected|sweets|notes?)\b/i;

/** Aromas of a grape shown as a short phrase: "graphite / pencil shavings" → "graphite". */
export function aromaPhrases(g: Grape): string[] {
  return g.aromas
    .filter((a) => !/\(/.test(a) || !/oak|age|ageing|botrytis|when|young|old/i.test(bracketNote(a) ?? ''))
    .map((a) => withoutBrackets(a.split(' / ')[0]))
    .filter((a) => a.length >= 3 && contentWords(a).size > 0 && contentWords(a).size <= 3);
}

/** One of a grape's first, unconditional aromas that no other grape in the data lists: a signature. */
function signatureAromas(ctx: BankContext, g: Grape): string[] {
  return memo(ctx, `signature:${g.id}`, () =>
    g.aromas
      .slice(0, 5)
      .filter((a) => !bracketNote(a))
      .map((a) => withoutBrackets(a.split(' / ')[0]))
      .filter((a) => contentWords(a).size > 0 && contentWords(a).size <= 3 && !GENERIC_AROMA.test(a))
      .filter((a) => !ctx.kb.grapes.some((o) => o.id !== g.id && o.aromas.some((x) => shareWord(x, a)))),
  );
}

export const aromaGrape: Maker = {
  name: 'aroma-grape',
  category: 'tasting',
  themes: ['aroma'],
  subjects: (ctx) =>
    ctx.grapes.filter((g) => signatureAromas(ctx, g).length > 0).map((g) => ({ id: g.id, about: [`grape:${g.id}`] })),
  make(ctx, id, rand) {
    const g = ctx.kb.grape(id);
    if (!g) return undefined;
    const aroma = signatureAromas(ctx, g)[0];
    if (!aroma) return undefined;
    const candidates = ctx.grapes
      .filter((x) => x.id !== g.id && (x.colour === 'black') === (g.colour === 'black'))
      .filter(familiarBeside(ctx, g.id))
      .filter((x) => !x.aromas.some((a) => shareWord(a, aroma)))
      .map((x) => x.name);
    const ds = three(g.name, candidates, rand, 12);
    if (!ds) return undefined;
    const others = aromaPhrases(g).filter((a) => a !== aroma && !GENERIC_AROMA.test(a));
    return {
      key: `aroma-grape:${g.id}`,
      area: 'tasting-aromas',
      category: 'tasting',
      ...asked([
        `Which grape is best known for aromas of ${lowerFirst(aroma)}?`,
        `An aroma of ${lowerFirst(aroma)} in a wine points to which grape?`,
        `Which of these varieties has ${lowerFirst(aroma)} as a signature aroma?`,
      ]),
      answer: g.name,
      distractors: ds,
      explanation: others.length
        ? `${capitalise(aroma)} is a signature of ${g.name}, which also shows ${listText(others.slice(0, 2))}.`
        : `${capitalise(aroma)} is a signature aroma of ${g.name}.`,
      check: { kind: 'aroma-grape', grape: g.id, aroma },
    };
  },
};

export const grapeAroma: Maker = {
  name: 'grape-aroma',
  category: 'tasting',
  themes: ['aroma'],
  subjects: (ctx) =>
    ctx.grapes.filter((g) => aromaPhrases(g).length >= 2).map((g) => ({ id: g.id, about: [`grape:${g.id}`] })),
  make(ctx, id, rand) {
    const g = ctx.kb.grape(id);
    if (!g) return undefined;
    const phrases = aromaPhrases(g).filter((a) => !GENERIC_AROMA.test(a));
    if (phrases.length === 0) return undefined;
    const answer = pickFromTop(phrases, 1, rand, 4)[0];
    const opposite = g.colour === 'black' ? ['white', 'grey'] : ['black'];
    const fits = (a: string) => !GENERIC_AROMA.test(a) && !shareWordWithAny(a, g.aromas) && !shareWord(a, g.name);
    // First the leading aromas of other grapes of the same colour (lychee beside a white, not
    // strawberry), when no more than two grapes list them: plausible in such a wine, yet no common note.
    const sameColour = ctx.grapes
      .filter((x) => x.id !== g.id && !opposite.includes(x.colour))
      .filter(familiarBeside(ctx, g.id))
      .flatMap((x) => aromaPhrases(x).slice(0, 4))
      .filter((a) => fits(a) && distinctive(ctx, a));
    const otherColour = ctx.grapes
      .filter((x) => opposite.includes(x.colour))
      .flatMap((x) => aromaPhrases(x))
      .filter(fits);
    const ds = three(answer, [...new Set(sameColour)], rand, 15) ?? three(answer, [...new Set(otherColour)], rand, 15);
    if (!ds) return undefined;
    return {
      key: `grape-aroma:${g.id}`,
      area: 'tasting-aromas',
      category: 'tasting',
      ...asked([
        `Which aroma is typical of ${g.name}?`,
        `Which of these would you expect on the nose of a ${g.name}?`,
        `Tasting a varietal ${g.name}, which aroma are you most likely to find?`,
      ]),
      answer: capitalise(answer),
      distractors: ds.map(capitalise),
      explanation: withFact(
        `${capitalise(answer)} is typical of ${g.name}${
          phrases.length > 1
            ? `, alongside ${listText(
                phrases
                  .filter((a) => a !== answer)
                  .slice(0, 2)
                  .map(lowerFirst),
              )}`
            : ''
        }.`,
        phrases.length > 2
          ? teachingFact(
              g.facts.filter((f) => containsWords(f.text, answer)),
              ds,
            )
          : teachingFact(g.facts, ds, answer),
      ),
      check: { kind: 'grape-aroma', grape: g.id },
    };
  },
};

const STRUCTURE_PHRASES: Record<StructureAttribute, Record<'most' | 'least', string>> = {
  acidity: { most: 'wines with the highest acidity', least: 'wines with the lowest acidity' },
  tannin: { most: 'the most tannic wines', least: 'the softest, least tannic wines' },
  body: { most: 'the fullest-bodied wines', least: 'the lightest-bodied wines' },
};

export const grapeStructure: Maker = {
  name: 'grape-structure',
  category: 'tasting',
  themes: ['structure'],
  subjects: (ctx) => {
    const out: Subject[] = [];
    for (const g of ctx.grapes) {
      if (g.colour === 'grey') continue;
      for (const attribute of ['acidity', 'tannin', 'body'] as const) {
        if (attribute === 'tannin' && g.colour !== 'black') continue;
        const v = structureValue(g, attribute);
        if (v === 4) out.push({ id: `${g.id}|${attribute}|most`, about: [`grape:${g.id}`] });
        if (v === 0) out.push({ id: `${g.id}|${attribute}|least`, about: [`grape:${g.id}`] });
      }
    }
    return out;
  },
  make(ctx, id, rand) {
    const [grapeId, attribute, direction] = id.split('|') as [string, StructureAttribute, 'most' | 'least'];
    const g = ctx.kb.grape(grapeId);
    const v = g && structureValue(g, attribute);
    if (!g || v === undefined) return undefined;
    const pool = ctx.grapes
      .filter((x) => x.id !== g.id && x.colour === g.colour)
      .filter(familiarBeside(ctx, g.id))
      .filter((x) => {
        const xv = structureValue(x, attribute);
        return xv !== undefined && xv >= 0 && (direction === 'most' ? v - xv >= 2 : xv - v >= 2);
      });
    const ds = three(
      g.name,
      pool.map((x) => x.name),
      rand,
      12,
    );
    if (!ds) return undefined;
    const label = (x: Grape) => {
      const raw =
        attribute === 'body' ? x.structure.body : attribute === 'acidity' ? x.structure.acidity : x.structure.tannin;
      return levelLabel(raw ?? '');
    };
    const byName = new Map(pool.map((x) => [x.name, x]));
    const others = ds.map((d) => {
      const x = byName.get(d);
      return x ? `${label(x)} for ${x.name}` : d;
    });
    const noun = attribute === 'body' ? 'body' : attribute;
    return {
      key: `grape-structure:${id}`,
      area: 'tasting-structure',
      category: 'tasting',
      ...asked([
        `Which of these ${g.colour} grapes typically makes ${STRUCTURE_PHRASES[attribute][direction]}?`,
        `Of these ${g.colour} grapes, which usually gives ${STRUCTURE_PHRASES[attribute][direction]}?`,
        `Tasting blind, ${STRUCTURE_PHRASES[attribute][direction]} would point to which of these ${g.colour} grapes?`,
      ]),
      answer: g.name,
      distractors: ds,
      explanation: `${g.name} typically gives ${label(g)} ${noun}, against ${listText(others)}.`,
      check: { kind: 'grape-structure', attribute, direction },
    };
  },
};

/** An aroma that at most two grapes of the data list (so it is no note every wine of a colour shows). */
function distinctive(ctx: BankContext, aroma: string): boolean {
  return memo(
    ctx,
    `distinctive:${aroma}`,
    () => ctx.kb.grapes.filter((g) => g.aromas.some((x) => shareWord(x, aroma))).length <= 2,
  );
}
