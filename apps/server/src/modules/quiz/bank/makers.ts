// Question makers: each turns one kind of structured fact of the knowledge base into multiple-choice
// questions with one right option, three options that the same data proves wrong, a one-line
// explanation and a `check` that lets the answer-key test derive the answer again from the data.
import type { Grape, Region } from '@sommai/knowledge';
import { fold } from '@sommai/knowledge';
import type { QuizCategory } from '@sommai/shared';
import type { BankContext } from './context.ts';
import type { Random } from './random.ts';
import { pickFromTop, shuffle } from './random.ts';
import {
  bracketNote,
  capitalise,
  compact,
  containsWords,
  contentWords,
  firstSentence,
  listText,
  lowerFirst,
  same,
  shareWord,
  shareWordWithAny,
  withoutBrackets,
} from './text.ts';

/** How the answer of a question is derived from the data; read by the answer-key test. */
export type QuestionCheck =
  | { kind: 'grape-colour'; colour: 'white' | 'black' }
  | { kind: 'grape-synonym'; grape: string }
  | { kind: 'grape-origin'; grape: string }
  | { kind: 'aroma-grape'; grape: string; aroma: string }
  | { kind: 'grape-aroma'; grape: string }
  | { kind: 'grape-structure'; attribute: StructureAttribute; direction: 'most' | 'least' }
  | { kind: 'region-country'; region: string }
  | { kind: 'country-region'; country: string }
  | { kind: 'region-main-grape'; region: string }
  | { kind: 'region-parent'; region: string }
  | { kind: 'region-climate'; direction: 'coolest' | 'warmest' }
  | { kind: 'region-soil'; region: string }
  | { kind: 'region-label-term'; region: string }
  | { kind: 'region-classification'; region: string }
  | { kind: 'region-permitted'; region: string; negated: boolean }
  | { kind: 'table-cell'; topic: string; row: number; column: number }
  | { kind: 'term-meaning'; term: string }
  | { kind: 'pairing-wine'; pairing: string };

export type MakerName = QuestionCheck['kind'];
export type StructureAttribute = 'acidity' | 'tannin' | 'body';

/** A question before its options are shuffled. */
export interface Draft {
  /** The same fact asked twice in the bank has the same key. */
  key: string;
  category: QuizCategory;
  question: string;
  answer: string;
  distractors: string[];
  explanation: string;
  check: QuestionCheck;
}

/** Something a maker can ask about, and the records it is about ("grape:syrah", "region:rioja"). */
export interface Subject {
  id: string;
  about: string[];
}

export interface Maker {
  name: MakerName;
  category: QuizCategory;
  /**
   * What the questions are about, finer than the category: a quiz titled for one theme (aromas,
   * structure, the vineyard) only ever draws from makers of that theme, even when it runs short.
   */
  themes: readonly string[];
  /** Everything this maker can ask about, most prominent first. */
  subjects(ctx: BankContext): Subject[];
  make(ctx: BankContext, subject: string, rand: Random): Draft | undefined;
}

// ───────────────────────────── shared rules ─────────────────────────────

/**
 * Grapes fit to stand beside an answer as options: none far rarer than the answer itself, so a
 * question about famous grapes never hides behind an obscure one.
 */
function familiarBeside(ctx: BankContext, answerId: string): (g: Grape) => boolean {
  const rank = ctx.grapeRank.get(answerId) ?? ctx.grapes.length;
  const limit = Math.max(40, rank * 2);
  return (g) => (ctx.grapeRank.get(g.id) ?? ctx.grapes.length) <= limit;
}

/** Computes a value once per bank. */
function memo<T>(ctx: BankContext, key: string, make: () => T): T {
  if (ctx.cache.has(key)) return ctx.cache.get(key) as T;
  const value = make();
  ctx.cache.set(key, value);
  return value;
}

/** Three distinct options unlike the answer and each other, chosen among the first candidates. */
function three(answer: string, ranked: readonly string[], rand: Random, from = 10): string[] | undefined {
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

function levelLabel(v: string): string {
  return v.replace(/([a-z])([+-])$/, '$1($2)');
}

/** The region a free-text or id reference in the grape data points at. */
function resolveRegion(ctx: BankContext, ref: string): Region | undefined {
  return ctx.kb.region(ref) ?? ctx.regionsByName.get(fold(ref))?.[0];
}

/** A region name that means one region only. */
function unambiguous(ctx: BankContext, r: Region): boolean {
  return (ctx.regionsByName.get(fold(r.name))?.length ?? 0) <= 1 && !ctx.grapeNames.has(fold(r.name));
}

/** Grapes a region's data names, as records. */
function grapesOf(ctx: BankContext, r: Region): Grape[] {
  return r.grapes.map((g) => ctx.kb.grape(g)).filter((g) => g !== undefined);
}

/** Every grape id listed by a region, its ancestors or its descendants. */
function familyGrapes(ctx: BankContext, r: Region): Set<string> {
  const out = new Set<string>();
  for (const id of ctx.family(r.id)) for (const g of ctx.kb.region(id)?.grapes ?? []) out.add(g);
  return out;
}

/** True when a grape names one of these regions among its key regions. */
function grapeKnownIn(ctx: BankContext, g: Grape, regionIds: Set<string>): boolean {
  return g.keyRegions.some((k) => {
    const r = resolveRegion(ctx, k);
    return r !== undefined && regionIds.has(r.id);
  });
}

/** Grapes with no link at all to a country: not grown in its regions' data, not from there. */
function foreignTo(ctx: BankContext, g: Grape, country: string): boolean {
  const regions = ctx.regionsOfCountry.get(country) ?? [];
  const ids = new Set(regions.map((r) => r.id));
  if (regions.some((r) => r.grapes.includes(g.id))) return false;
  if (grapeKnownIn(ctx, g, ids)) return false;
  return !fold(g.origin).includes(fold(country));
}

// ───────────────────────────── grapes ─────────────────────────────

const grapeColour: Maker = {
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
      category: 'basics',
      question:
        colour === 'white'
          ? 'Which of these is a white grape variety?'
          : 'Which of these is a black grape variety, used for red wines?',
      answer: g.name,
      distractors: ds,
      explanation: `${g.name} is a ${colour} grape; ${listText(ds)} are ${other} grapes.`,
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

const grapeSynonym: Maker = {
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
      .filter((x) => !own.some((n) => containsWords(n, x.name) || containsWords(x.name, n)))
      .map((x) => x.name);
    const ds = three(syn.name, candidates, rand, 12);
    if (!ds) return undefined;
    return {
      key: `grape-synonym:${g.id}`,
      category: 'basics',
      question: `Which of these is another name for ${g.name}?`,
      answer: syn.name,
      distractors: ds,
      explanation: syn.note
        ? `${syn.name} is the name used for ${g.name} in ${syn.note}.`
        : `${syn.name} is another name for ${g.name}.`,
      check: { kind: 'grape-synonym', grape: g.id },
    };
  },
};

const OLD_WORLD = ['France', 'Italy', 'Spain', 'Portugal', 'Germany', 'Austria', 'Greece', 'Hungary', 'Croatia'];
/** Countries a grape can come from, beyond those with regions in the data. */
const ORIGIN_COUNTRIES = [
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

const grapeOrigin: Maker = {
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
      category: 'basics',
      question: `Which country does the ${g.name} grape originally come from?`,
      answer: country,
      distractors: ds,
      explanation: `${g.name} originates in ${g.origin.split(';')[0].trim()}.`,
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

const aromaGrape: Maker = {
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
      category: 'tasting',
      question: `Which grape is best known for aromas of ${lowerFirst(aroma)}?`,
      answer: g.name,
      distractors: ds,
      explanation: others.length
        ? `${capitalise(aroma)} is a signature of ${g.name}, which also shows ${listText(others.slice(0, 2))}.`
        : `${capitalise(aroma)} is a signature aroma of ${g.name}.`,
      check: { kind: 'aroma-grape', grape: g.id, aroma },
    };
  },
};

const grapeAroma: Maker = {
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
    const candidates = ctx.grapes
      .filter((x) => opposite.includes(x.colour))
      .flatMap((x) => aromaPhrases(x))
      .filter((a) => !GENERIC_AROMA.test(a) && !shareWordWithAny(a, g.aromas) && !shareWord(a, g.name));
    const ds = three(answer, [...new Set(candidates)], rand, 15);
    if (!ds) return undefined;
    return {
      key: `grape-aroma:${g.id}`,
      category: 'tasting',
      question: `Which aroma is typical of ${g.name}?`,
      answer: capitalise(answer),
      distractors: ds.map(capitalise),
      explanation: `${g.name} typically shows ${listText(phrases.slice(0, 3).map(lowerFirst))}.`,
      check: { kind: 'grape-aroma', grape: g.id },
    };
  },
};

const STRUCTURE_PHRASES: Record<StructureAttribute, Record<'most' | 'least', string>> = {
  acidity: { most: 'wines with the highest acidity', least: 'wines with the lowest acidity' },
  tannin: { most: 'the most tannic wines', least: 'the softest, least tannic wines' },
  body: { most: 'the fullest-bodied wines', least: 'the lightest-bodied wines' },
};

const grapeStructure: Maker = {
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
      category: 'tasting',
      question: `Which of these ${g.colour} grapes typically makes ${STRUCTURE_PHRASES[attribute][direction]}?`,
      answer: g.name,
      distractors: ds,
      explanation: `${g.name} typically gives ${label(g)} ${noun}, against ${listText(others)}.`,
      check: { kind: 'grape-structure', attribute, direction },
    };
  },
};

// ───────────────────────────── regions ─────────────────────────────

const regionCountry: Maker = {
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
      category: 'regions',
      question: `In which country is ${r.name}?`,
      answer: r.country,
      distractors: ds,
      explanation:
        parent && parent.kind !== 'country'
          ? `${r.name} is in ${r.country}, in ${parent.name}.`
          : `${r.name} is a wine region of ${r.country}.`,
      check: { kind: 'region-country', region: r.id },
    };
  },
};

/** A region name that names no country (so it gives nothing away as an option). */
function neutralName(ctx: BankContext, r: Region): boolean {
  return unambiguous(ctx, r) && !ctx.countries.some((c) => fold(r.name).includes(fold(c)));
}

const countryRegion: Maker = {
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
      category: 'regions',
      question: `Which of these wine regions is in ${r.country}?`,
      answer: r.name,
      distractors: ds,
      explanation: `${r.name} is in ${r.country}; ${listText(ds.map((d) => `${d} is in ${countryOf.get(d)}`))}.`,
      check: { kind: 'country-region', country: r.country },
    };
  },
};

const regionMainGrape: Maker = {
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
      category: 'regions',
      question: single ? `Which grape is ${r.name} made from?` : `What is the main grape variety of ${r.name}?`,
      answer: main.name,
      distractors: ds,
      explanation: single
        ? `${r.name} is made from ${main.name}${r.grapesAre === 'permitted' ? ' alone' : ''}.`
        : `${main.name} is the main grape of ${r.name}, alongside ${listText(others)}.`,
      check: { kind: 'region-main-grape', region: r.id },
    };
  },
};

const regionParent: Maker = {
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
        !shareWord(x.name, p.name),
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
      category: 'regions',
      question: `${r.name} lies within which larger wine region?`,
      answer: p.name,
      distractors: ds,
      explanation:
        gp && gp.kind !== 'country'
          ? `${r.name} is part of ${p.name}, within ${gp.name} (${r.country}).`
          : `${r.name} is part of ${p.name} (${r.country}).`,
      check: { kind: 'region-parent', region: r.id },
    };
  },
};

const regionClimate: Maker = {
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
      category: 'regions',
      question: `Which of these wine regions has the ${direction} climate?`,
      answer: r.name,
      distractors: ds,
      explanation: `${r.name} is ${r.climate}${note ? ` (${lowerFirst(note)})` : ''}; ${listText(
        ds.map((d) => `${d} is ${climateOf.get(d)}`),
      )}.`,
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

const regionSoil: Maker = {
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
      category: 'regions',
      question: `Which soil is ${r.name} best known for?`,
      answer: answer.label,
      distractors: ds,
      explanation: `${r.name}: ${lowerFirst(r.soils.slice(0, 2).join('; '))}.`,
      check: { kind: 'region-soil', region: r.id },
    };
  },
};

// ───────────────────────────── certification ─────────────────────────────

const LANGUAGES: Record<string, string[]> = {
  France: ['fr'],
  Italy: ['it'],
  Spain: ['es'],
  Portugal: ['pt'],
  Germany: ['de'],
  Austria: ['de'],
  Switzerland: ['fr', 'de', 'it'],
  Greece: ['el'],
  Hungary: ['hu'],
  Georgia: ['ka'],
  Lebanon: ['fr', 'ar'],
  Argentina: ['es'],
  Chile: ['es'],
  Uruguay: ['es'],
  Canada: ['en', 'fr'],
};
const languagesOf = (country: string) => LANGUAGES[country] ?? ['en'];

/** Terms used across borders (sparkling sweetness, vintage, reserve, rosé…): never a wrong option. */
export const INTERNATIONAL_TERM =
  /brut|extra dry|extra sec|\bsec\b|demi-sec|doux|dosage|mill[eé]si|vintage|reserv|estate|old vine|vieilles|varietal|ros[eé]|rosato|rosado|clairet|nouveau|primeur|cr[eé]mant|spumante|espumante|sekt|frizzante|p[eé]tillant|mousseux|m[eé]thode|metodo|classic|cuv[eé]e|late|sparkling|single|blanc de|superior|selection|s[eé]lection|grand|premier|villages|ch[aâ]teau|domaine|quinta|ktima|bodega|cantina|weingut|tenuta|n[eé]gociant|winery|cellar/i;

/** Label terms of every region in a country. */
function countryTerms(ctx: BankContext, country: string): string[] {
  return memo(ctx, `country-terms:${country}`, () => [
    ...(ctx.regionsOfCountry.get(country) ?? []).flatMap((r) => r.labelTerms),
    ...ctx.kb.terms.filter((t) => t.country === country).map((t) => withoutBrackets(t.term)),
  ]);
}

/** The term record of a country that a label term names. */
function termRecord(ctx: BankContext, label: string, country: string) {
  return ctx.kb.terms.find(
    (t) => t.country === country && (same(withoutBrackets(t.term), label) || same(t.term, label)),
  );
}

/** A region's label terms that the terms data explains and that belong to its country alone. */
function askableTerms(ctx: BankContext, r: Region): string[] {
  return memo(ctx, `terms:${r.id}`, () =>
    r.labelTerms.filter((t) => !INTERNATIONAL_TERM.test(t) && termRecord(ctx, t, r.country) !== undefined),
  );
}

const regionLabelTerm: Maker = {
  name: 'region-label-term',
  category: 'certification',
  themes: ['labels'],
  subjects: (ctx) =>
    ctx.regions
      .filter((r) => askableTerms(ctx, r).length > 0 && unambiguous(ctx, r))
      .map((r) => ({ id: r.id, about: [`region:${r.id}`] })),
  make(ctx, id, rand) {
    const r = ctx.kb.region(id);
    if (!r) return undefined;
    const answer = pickFromTop(askableTerms(ctx, r), 1, rand, 3)[0];
    if (!answer) return undefined;
    const mine = countryTerms(ctx, r.country);
    const langs = languagesOf(r.country);
    const country = fold(r.country);
    // Terms of countries speaking another language, explained by the terms data, used nowhere in this country.
    const candidates = ctx.kb.terms
      .filter((t) => t.country !== 'European Union' && !languagesOf(t.country).some((l) => langs.includes(l)))
      .map((t) => ({ name: withoutBrackets(t.term), meaning: fold(t.meaning) }))
      .filter(
        (t) =>
          t.name.length <= 30 &&
          !INTERNATIONAL_TERM.test(t.name) &&
          !t.meaning.includes(country) &&
          !mine.some((m) => same(m, t.name) || shareWord(m, t.name)) &&
          !shareWord(t.name, answer),
      )
      .map((t) => t.name);
    const ds = three(answer, shuffle([...new Set(candidates)], rand), rand, 12);
    if (!ds) return undefined;
    const term = termRecord(ctx, answer, r.country);
    return {
      key: `region-label-term:${r.id}`,
      category: 'certification',
      question: `Which label term would you expect on a wine from ${r.name}?`,
      answer,
      distractors: ds,
      explanation: term
        ? `${answer}: ${lowerFirst(firstSentence(term.meaning))}`
        : `${answer} is a label term used in ${r.name} (${r.country}).`,
      check: { kind: 'region-label-term', region: r.id },
    };
  },
};

/** Official categories a learner should tell apart, with one line on each. */
export const CLASSIFICATIONS: Record<string, string> = {
  AOC: 'France’s (and Switzerland’s) protected designation of origin',
  DOCG: 'Italy’s highest category, Denominazione di Origine Controllata e Garantita',
  DOC: 'a protected designation of origin in Italy and Portugal',
  DOCa: 'Spain’s highest category, Denominación de Origen Calificada, held by Rioja and Priorat',
  DO: 'Spain’s standard protected designation of origin',
  AVA: 'an American Viticultural Area, a US grape-growing area defined by geography',
  DAC: 'Austria’s regional, origin-typical category, Districtus Austriae Controllatus',
  GI: 'a Geographical Indication, the origin system of Australia and New Zealand',
  VQA: 'Canada’s Vintners Quality Alliance appellation system',
  IGT: 'Italy’s regional category, below DOC',
  IGP: 'France’s regional category, below AOC',
};

/** A region's classification when it is one of the categories above, alone. */
export function singleClassification(r: Region): string | undefined {
  const c = r.classification?.trim();
  return c && c in CLASSIFICATIONS ? c : undefined;
}

const regionClassification: Maker = {
  name: 'region-classification',
  category: 'certification',
  themes: ['classification'],
  subjects: (ctx) =>
    ctx.regions
      .filter((r) => r.kind === 'appellation' && singleClassification(r) && unambiguous(ctx, r))
      .map((r) => ({ id: r.id, about: [`region:${r.id}`] })),
  make(ctx, id, rand) {
    const r = ctx.kb.region(id);
    const answer = r && singleClassification(r);
    if (!r || !answer) return undefined;
    const near: Record<string, string[]> = {
      DOCG: ['DOC', 'IGT'],
      DOC: ['DOCG', 'IGT'],
      DOCa: ['DO', 'DOCG'],
      DO: ['DOCa', 'DOC'],
      AOC: ['IGP', 'DOC'],
      AVA: ['GI', 'VQA'],
      GI: ['AVA', 'VQA'],
      DAC: ['DOC', 'AOC'],
      VQA: ['AVA', 'GI'],
    };
    const candidates = [...(near[answer] ?? []), ...Object.keys(CLASSIFICATIONS)].filter((c) => c !== answer);
    const ds = three(answer, [...new Set(candidates)], rand, 4);
    if (!ds) return undefined;
    return {
      key: `region-classification:${r.id}`,
      category: 'certification',
      question: `Under which official category is ${r.name} labelled?`,
      answer,
      distractors: ds,
      explanation: `${r.name} is ${/^[AEIOU]/.test(answer) ? 'an' : 'a'} ${answer}: ${CLASSIFICATIONS[answer]}.`,
      check: { kind: 'region-classification', region: r.id },
    };
  },
};

const regionPermitted: Maker = {
  name: 'region-permitted',
  category: 'certification',
  themes: ['region-grapes'],
  subjects: (ctx) => {
    const out: Subject[] = [];
    for (const r of ctx.regions) {
      if (r.grapesAre !== 'permitted' || !unambiguous(ctx, r)) continue;
      const n = grapesOf(ctx, r).length;
      if (n >= 2) out.push({ id: `${r.id}|yes`, about: [`region:${r.id}`] });
      if (n >= 3) out.push({ id: `${r.id}|no`, about: [`region:${r.id}`] });
    }
    return out;
  },
  make(ctx, id, rand) {
    const [regionId, mode] = id.split('|');
    const r = ctx.kb.region(regionId);
    if (r?.grapesAre !== 'permitted') return undefined;
    const listed = grapesOf(ctx, r);
    const foreign = (colour: string) =>
      ctx.grapes
        .filter((g) => g.colour === colour && !r.grapes.includes(g.id) && foreignTo(ctx, g, r.country))
        .map((g) => g.name);
    const negated = mode === 'no';
    let answer: string;
    let ds: string[] | undefined;
    if (negated) {
      const colour = listed[0]?.colour ?? 'black';
      const pick = pickFromTop(foreign(colour), 1, rand, 8)[0];
      if (!pick) return undefined;
      answer = pick;
      ds = three(
        answer,
        listed.map((g) => g.name),
        rand,
        5,
      );
    } else {
      const g = pickFromTop(listed, 1, rand, listed.length)[0];
      if (!g) return undefined;
      answer = g.name;
      ds = three(answer, foreign(g.colour), rand, 10);
    }
    if (!ds) return undefined;
    const names = listed.map((g) => g.name);
    return {
      key: `region-permitted:${id}`,
      category: 'certification',
      question: negated
        ? `Which of these grapes is NOT permitted in ${r.name}?`
        : `Which of these grapes is permitted in ${r.name}?`,
      answer,
      distractors: ds,
      explanation: negated
        ? `${r.name} permits ${listText(names.slice(0, 6))}${names.length > 6 ? ' and others' : ''}, but not ${answer}.`
        : `${answer} is among the permitted grapes of ${r.name}; ${listText(ds)} are not.`,
      check: { kind: 'region-permitted', region: r.id, negated },
    };
  },
};

const termMeaning: Maker = {
  name: 'term-meaning',
  category: 'certification',
  themes: ['labels'],
  subjects: (ctx) =>
    [...ctx.kb.terms]
      .sort((a, b) => a.depth - b.depth)
      .filter((t) => meaningLine(t.meaning))
      .map((t) => ({ id: t.id, about: [`term:${t.id}`] })),
  make(ctx, id, rand) {
    const t = ctx.kb.term(id);
    const answer = t && meaningLine(t.meaning);
    if (!t || !answer) return undefined;
    const name = withoutBrackets(t.term);
    const pool = ctx.kb.terms.filter((o) => {
      if (o.id === t.id || shareWord(withoutBrackets(o.term), name)) return false;
      const line = meaningLine(o.meaning);
      return (
        line !== undefined &&
        !fold(o.meaning).includes(fold(name)) &&
        !fold(t.meaning).includes(fold(withoutBrackets(o.term)))
      );
    });
    const ranked = [...pool.filter((o) => o.country === t.country), ...pool.filter((o) => o.country !== t.country)];
    const ds = three(
      answer,
      ranked.map((o) => meaningLine(o.meaning) ?? ''),
      rand,
      8,
    );
    if (!ds) return undefined;
    return {
      key: `term-meaning:${t.id}`,
      category: 'certification',
      question: `What does the label term “${t.term}” mean (${t.country})?`,
      answer,
      distractors: ds,
      explanation: `${t.term}: ${lowerFirst(firstSentence(t.meaning))}`,
      check: { kind: 'term-meaning', term: t.id },
    };
  },
};

/** The first clause of a term's meaning when it is short enough to be an option. */
export function meaningLine(meaning: string): string | undefined {
  const sentence = firstSentence(meaning).replace(/\.$/, '');
  const line = sentence.length <= 110 ? sentence : sentence.split(/[:;]/)[0].trim();
  return line.length >= 25 && line.length <= 110 && line.split(' ').length >= 4 ? line : undefined;
}

// ───────────────────────────── topics and pairings ─────────────────────────────

/** The column whose values name each row (all different), or -1. */
export function keyColumn(rows: readonly string[][], width: number): number {
  for (let c = 0; c < width; c++) {
    const values = rows.map((row) => fold(row[c] ?? ''));
    if (values.every((v) => v.length > 0 && v.length <= 50) && new Set(values).size === values.length) return c;
  }
  return -1;
}

/** Questions phrased for well-known tables; any other table gets the plain form. */
const TABLE_QUESTIONS: Record<string, (key: string) => string> = {
  'serving-temperatures|°C': (k) => `At what temperature are ${lowerFirst(k)} best served?`,
  'serving-temperatures|°F': (k) => `In Fahrenheit, at what temperature are ${lowerFirst(k)} best served?`,
  'serving-temperatures|Examples': (k) => `Which wines belong to the serving group “${lowerFirst(k)}”?`,
  'aroma-families|Examples': (k) => `Which aromas come from ${lowerFirst(k)}?`,
  'aroma-families|Type': (k) => `Are aromas from ${lowerFirst(k)} primary, secondary or tertiary?`,
  'sherry-styles|Ageing': (k) => `How is ${k} Sherry aged?`,
  'sherry-styles|Colour': (k) => `What colour is ${k} Sherry?`,
  'sherry-styles|Sweetness': (k) => `How sweet is ${k} Sherry?`,
  'sherry-styles|Serve': (k) => `How should ${k} Sherry be served?`,
  'port-styles|Ageing': (k) => `How is ${k} Port aged?`,
  'port-styles|Character': (k) => `What is the character of ${k} Port?`,
  'sparkling-sweetness-dosage|Residual sugar (g/L)': (k) =>
    `How much residual sugar does a sparkling wine labelled ${k} have (g/L)?`,
  'sparkling-sweetness-dosage|Taste': (k) => `How does a sparkling wine labelled ${k} taste?`,
  'sweetness-levels|Residual sugar': (k) => `How much residual sugar may a still wine labelled ${lowerFirst(k)} have?`,
  'sweetness-levels|French': (k) => `What is the French label term for a ${lowerFirst(k)} still wine?`,
  'sweetness-levels|German': (k) => `What is the German label term for a ${lowerFirst(k)} still wine?`,
  'reading-labels-germany|Meaning': (k) => `What does the German Prädikat ${k} mean?`,
  'reading-labels-germany|Typical style': (k) => `What is the typical style of a German ${k}?`,
  'reading-labels-spain|Total minimum ageing': (k) => `What is the minimum total ageing of a Spanish red ${k}?`,
  'reading-labels-spain|Of which in oak': (k) => `How long must a Spanish red ${k} spend in oak?`,
  'wine-faults|Cause': (k) => `What causes the wine fault ${k}?`,
  'wine-faults|Smell and taste': (k) => `How does a wine with ${k} smell and taste?`,
  'wine-faults|Look': (k) => `What does a wine with ${k} look like?`,
  'sparkling-methods|Where the bubbles form': (k) => `In the ${k} method, where do the bubbles form?`,
  'sparkling-methods|Lees contact': (k) => `How long is lees contact in the ${k} method?`,
  'sparkling-methods|Typical style': (k) => `What style does the ${k} method typically give?`,
  'sparkling-methods|Examples': (k) => `Which wines are made by the ${k} method?`,
  'sweet-wine-methods|How': (k) => `How is a sweet wine made by ${lowerFirst(k)}?`,
  'sweet-wine-methods|Classic examples': (k) => `Which wines are classic examples of ${lowerFirst(k)}?`,
  'vine-annual-cycle|Northern Hemisphere': (k) => `When does ${lowerFirst(k)} take place in the Northern Hemisphere?`,
  'vine-annual-cycle|Southern Hemisphere': (k) => `When does ${lowerFirst(k)} take place in the Southern Hemisphere?`,
  'vine-annual-cycle|Vineyard work and risks': (k) => `Which work and risks belong to ${lowerFirst(k)}?`,
  'tasting-conclusions|Criterion': (k) => `In BLIC, what does the letter ${k} stand for?`,
  'tasting-conclusions|Question to ask': (k) => `In BLIC, which question does the letter ${k} ask?`,
  'tasting-palate|Where and how you feel it': (k) => `On the palate, how do you sense ${lowerFirst(k)}?`,
  'tasting-palate|Scale (WSET Level 3)': (k) => `Which scale describes ${lowerFirst(k)} in WSET Level 3?`,
  'systematic-tasting|What you assess': (k) => `In the systematic approach to tasting, what do you assess under ${k}?`,
  'systematic-tasting|Typical scale': (k) => `In the systematic approach to tasting, which scale is used for ${k}?`,
  'wine-measures-and-bottle-sizes|Glasses per bottle': (k) => `How many ${k} glasses does a 750 ml bottle give?`,
  'wine-measures-and-bottle-sizes|Typical use': (k) => `What is a ${k} pour typically used for?`,
  'food-and-wine-principles|Increases in the wine': (k) =>
    `${capitalise(lowerFirst(k))} in food makes which qualities of a wine seem stronger?`,
  'food-and-wine-principles|Decreases in the wine': (k) =>
    `${capitalise(lowerFirst(k))} in food makes which qualities of a wine seem weaker?`,
  'port-styles|Decant?': (k) => `Does ${k} Port need decanting?`,
  'wset-qualifications|Focus': (k) => `What is the focus of the WSET ${k}?`,
  'wset-qualifications|Assessment': (k) => `How is the WSET ${k} assessed?`,
  'eu-quality-pyramid|France': (k) => `What is the French equivalent of the EU category ${k}?`,
  'eu-quality-pyramid|Italy': (k) => `What is the Italian equivalent of the EU category ${k}?`,
  'eu-quality-pyramid|Spain': (k) => `What is the Spanish equivalent of the EU category ${k}?`,
  'eu-quality-pyramid|Germany': (k) => `What is the German equivalent of the EU category ${k}?`,
  'labelling-rules|EU': (k) => `In the EU, what share of the grapes must match a label claim of ${lowerFirst(k)}?`,
  'labelling-rules|USA': (k) => `In the USA, what share of the grapes must match a label claim of ${lowerFirst(k)}?`,
  'labelling-rules|Australia / New Zealand': (k) =>
    `In Australia and New Zealand, what share of the grapes must match a label claim of ${lowerFirst(k)}?`,
};

export function tableQuestion(topicId: string, caption: string, header: string, key: string): string {
  const custom = TABLE_QUESTIONS[`${topicId}|${header}`];
  if (custom) return custom(key);
  return `In the table “${caption}”, what does the column “${header}” say for ${key}?`;
}

/** Options from a table must be short and read as values, not sentences. */
const cellUsable = (v: string | undefined): v is string =>
  v !== undefined && v.length > 0 && v.length <= 80 && v !== '—' && v !== '-';

/** Rough kind of a table value, so an option taken from another column reads like the answer. */
const cellShape = (v: string) => `${/\d/.test(v) ? 'n' : 'w'}${v.length <= 14 ? 's' : v.length <= 32 ? 'm' : 'l'}`;

/** Tasting tables about what the nose finds (aroma families), as opposed to the palate and the grid. */
export const isAromaTopic = (t: { id: string; title: string }) =>
  /\b(aroma|aromas|nose)\b/i.test(`${t.id.replace(/-/g, ' ')} ${t.title}`);

/**
 * Questions from the tables of topics in some categories. A table's theme is its topic's category
 * (the vine's year is viticulture, not service), narrowed to aromas or to the palate for tasting.
 */
function tableCell(categories: readonly string[], focus?: 'aroma' | 'palate'): Maker {
  const fits = (t: { id: string; title: string }) => focus === undefined || (focus === 'aroma') === isAromaTopic(t);
  return {
    name: 'table-cell',
    category: 'tasting',
    themes: focus === 'aroma' ? ['aroma'] : focus === 'palate' ? ['structure', ...categories] : categories,
    subjects: (ctx) => {
      const out: Subject[] = [];
      for (const t of ctx.kb.topics) {
        if (!t.table || !categories.includes(t.category) || !fits(t) || t.table.rows.length < 3) continue;
        const { headers, rows } = t.table;
        const k = keyColumn(rows, headers.length);
        if (k < 0) continue;
        for (let c = 0; c < headers.length; c++) {
          if (c === k || !/^[A-Za-z°]/.test(headers[c])) continue;
          rows.forEach((row, i) => {
            if (cellUsable(row[c])) out.push({ id: `${t.id}|${i}|${c}`, about: [`topic:${t.id}`] });
          });
        }
      }
      return out;
    },
    make(ctx, id, rand) {
      const [topicId, rowText, colText] = id.split('|');
      const t = ctx.kb.topic(topicId);
      const table = t?.table;
      const row = Number(rowText);
      const column = Number(colText);
      if (!t || !table) return undefined;
      const answer = table.rows[row]?.[column];
      const k = keyColumn(table.rows, table.headers.length);
      if (!cellUsable(answer) || k < 0) return undefined;
      const key = table.rows[row][k];
      const inRow = table.rows[row];
      const ok = (v: string | undefined): v is string =>
        cellUsable(v) && !shareWord(v, answer) && !inRow.some((x) => same(x, v));
      const sameColumn = table.rows.filter((_, i) => i !== row).map((r) => r[column]);
      let candidates = [...new Set(sameColumn.filter(ok))];
      const shortTable = table.rows.every((r) => r.every((v, c) => c === k || v.length <= 32));
      if (candidates.length < 3 && shortTable) {
        // Few rows: a value of a sibling column (another country, another hemisphere) in another row
        // is wrong too, and reads alike when it has the same shape.
        const others = table.rows
          .filter((_, i) => i !== row)
          .flatMap((r) => r.filter((_, c) => c !== k && c !== column))
          .filter((v) => ok(v) && cellShape(v) === cellShape(answer));
        candidates = [...new Set([...candidates, ...others])];
      }
      const ds = three(answer, candidates, rand, 20);
      if (!ds) return undefined;
      return {
        key: `table-cell:${id}`,
        category: tableCategory(t.category),
        question: tableQuestion(t.id, table.caption, table.headers[column], key),
        answer,
        distractors: ds,
        explanation: `${key} — ${lowerFirst(table.headers[column])}: ${answer} (${table.caption}).`,
        check: { kind: 'table-cell', topic: t.id, row, column },
      };
    },
  };
}

export function tableCategory(topicCategory: string): QuizCategory {
  if (topicCategory === 'labels' || topicCategory === 'business') return 'certification';
  if (['tasting', 'faults', 'sparkling', 'fortified', 'sweet'].includes(topicCategory)) return 'tasting';
  return 'basics';
}

/** 'red' when every grape a set of wines names is black, 'white' when none is; else undefined. */
export function wineColour(ctx: BankContext, grapeIds: Iterable<string>): 'red' | 'white' | undefined {
  const colours = new Set([...grapeIds].map((g) => ctx.kb.grape(g)?.colour));
  if (colours.size === 0 || colours.has(undefined)) return undefined;
  if (colours.size === 1 && colours.has('black')) return 'red';
  return colours.has('black') ? undefined : 'white';
}

/** Pairings whose wines are all red or all white, so wines of the other colour are clearly not the match. */
function askablePairing(ctx: BankContext, p: { wines: { grapes: string[] }[] }): 'red' | 'white' | undefined {
  if (p.wines.length === 0 || p.wines.some((w) => w.grapes.length === 0)) return undefined;
  return wineColour(
    ctx,
    p.wines.flatMap((w) => w.grapes),
  );
}

/** Styles that go with many foods, or are sweet, rosé or sparkling: never offered as a wrong match. */
const SPECIAL_STYLE =
  /ros[eé]|rosado|rosato|sparkling|champagne|cr[eé]mant|cava|prosecco|lambrusco|franciacorta|sekt|port\b|banyuls|maury|recioto|madeira|sherry|marsala|sweet|dessert|late.harvest|icewine|eiswein|sauternes|tokaji|beaumes|muscat de|vendanges|off-dry|light|young|beaujolais|pinot noir|nouveau/i;

/** For a red-wine dish, a light white; for a white-wine dish, a firm, full red: clearly not the match. */
function clearlyOther(ctx: BankContext, grapeIds: readonly string[], dishColour: 'red' | 'white'): boolean {
  return grapeIds.every((id) => {
    const g = ctx.kb.grape(id);
    if (!g) return false;
    const body = structureValue(g, 'body') ?? 2;
    if (dishColour === 'red') return body <= 2;
    return body >= 3 || (structureValue(g, 'tannin') ?? 0) >= 3;
  });
}

const pairingWine: Maker = {
  name: 'pairing-wine',
  category: 'basics',
  themes: ['pairing'],
  subjects: (ctx) =>
    ctx.kb.pairings.filter((p) => askablePairing(ctx, p)).map((p) => ({ id: p.id, about: [`pairing:${p.id}`] })),
  make(ctx, id, rand) {
    const p = ctx.kb.pairing(id);
    const colour = p && askablePairing(ctx, p);
    if (!p || !colour) return undefined;
    const w = pickFromTop(p.wines, 1, rand, 2)[0];
    const grapes = new Set(p.wines.flatMap((x) => x.grapes));
    const regions = new Set(p.wines.flatMap((x) => x.regions));
    const names = p.wines.map((x) => x.wine);
    const pool = shuffle(
      ctx.kb.pairings
        .filter((o) => o.id !== p.id)
        .flatMap((o) => o.wines)
        .filter(
          (o) =>
            o.grapes.length > 0 &&
            o.wine.length <= 70 &&
            !SPECIAL_STYLE.test(o.wine) &&
            wineColour(ctx, o.grapes) !== undefined &&
            wineColour(ctx, o.grapes) !== colour &&
            clearlyOther(ctx, o.grapes, colour) &&
            !o.grapes.some((g) => grapes.has(g)) &&
            !o.regions.some((r) => regions.has(r)) &&
            !shareWordWithAny(o.wine, names),
        ),
      rand,
    );
    // Three wines of three different grapes, so no two options are near-duplicates.
    const ds: string[] = [];
    const taken = new Set<string>();
    for (const o of pool) {
      if (ds.length === 3) break;
      if (o.grapes.some((g) => taken.has(g)) || ds.some((d) => same(d, o.wine) || shareWord(d, o.wine))) continue;
      ds.push(o.wine);
      for (const g of o.grapes) taken.add(g);
    }
    if (ds.length < 3) return undefined;
    return {
      key: `pairing-wine:${p.id}`,
      category: 'basics',
      question: `Which wine is a classic match for ${lowerFirst(p.food)}?`,
      answer: w.wine,
      distractors: ds,
      explanation: `${w.wine}: ${lowerFirst(firstSentence(w.why))}`,
      check: { kind: 'pairing-wine', pairing: p.id },
    };
  },
};

export const MAKERS = {
  grapeColour,
  grapeSynonym,
  grapeOrigin,
  aromaGrape,
  grapeAroma,
  grapeStructure,
  regionCountry,
  countryRegion,
  regionMainGrape,
  regionParent,
  regionClimate,
  regionSoil,
  regionLabelTerm,
  regionClassification,
  regionPermitted,
  termMeaning,
  pairingWine,
  tables: tableCell,
};
