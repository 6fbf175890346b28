// The answer plan: before any draft is written, what FORM the question takes (open, compare, a
// number, yes/no, a list) and which FACT it asks for (climate, soils, the law's numbers, history…).
// The draft then opens with the sentence of the knowledge base that answers that fact, the context
// after it, so the first sentence answers the question whatever the level.

import { isEnglishWord } from './dictionary.ts';
import type { Ctx } from './draft.ts';
import { factsMentioning } from './facts.ts';
import type { KnowledgeBase } from './kb.ts';
import { COUNTRY_ADJECTIVES, LISTING } from './lexicon.ts';
import { Lru } from './lru.ts';
import { expand, fold, root, words, wordUse } from './normalize.ts';
import type { Mention } from './search.ts';
import { escapeRegExp, join, mentionsPhrase, sentence } from './text.ts';

export type Form = 'open' | 'compare' | 'number' | 'yes-no' | 'list';

export type Fact =
  | 'grapes'
  | 'place'
  | 'climate'
  | 'soil'
  | 'river'
  | 'land'
  | 'identity'
  | 'producers'
  | 'style'
  | 'structure'
  | 'serving'
  | 'law'
  | 'pairing'
  | 'definition'
  | 'how-made'
  | 'history'
  | 'potential'
  | 'vineyard'
  | 'taste'
  | 'general';

export interface Plan {
  form: Form;
  fact: Fact;
}

const FORMS: [Form, RegExp][] = [
  // "I always mix up X and Y": two names a learner muddles are asked side by side.
  [
    'compare',
    /\b(versus|vs|compare|compared|comparing|difference|differences|differ|distinguish|tell apart|(mix|mixes|mixing|muddle|muddles|muddling) (up|them up)|(keep|always) confusing|get (them|the two|these) (mixed|muddled) up)\b/,
  ],
  [
    'number',
    /\b(how (long|many|much|old|cold|warm|hot|sweet|strong)|what(s| is| are) the ((typical|usual|average|normal|standard|common|legal|minimum|maximum) )?(dosage|sugar( level)?|residual sugar|alcohol( level| content| percentage| strength)?|yields?|pressure) (of|for|in)|(what|which) (alcohol|abv|sugar|dosage|yield|pressure)( level| content)?|minimum|maximum|at what temperature|what temperature|which temperature|what percentage|how many (years|months)|at least|per ?cent|percentage|abv|degrees)\b/,
  ],
  // "Which English counties make the most wine?", "which states of Australia…": the divisions of a
  // place asked for by their kind are a list of names.
  [
    'list',
    /^((can|could|would) you (please )?)?(list|name|give me (the|all))\b|\b(what|which) are (the|all) (\w+ ){1,3}(of|in)\b|^(which|what) (\w+ )?(counties|states|provinces|departments|districts|subregions|sub regions|zones)\b/,
  ],
  ['yes-no', /^(is|are|does|do|can|could|should|must|was|were|will|has|have|did)\b/],
];

/** A sentence naming estates or producers by their own names. */
const PRODUCER_TEXT =
  /\b(Château|Châteaux|Domaine|Clos|Tenuta|Castello|Quinta|Bodegas?|Weingut|Schloss|Maison|Champagne [A-Z]|Penfolds|first growths?)\b/;

/**
 * The rungs of a ladder of quality or ripeness asked for by their kind; a measure's own levels
 * ("alcohol levels", "acidity levels") are no ladder of the law.
 */
export const LADDER =
  /(?<!\b(alcohol|acid|acidity|sugar|tannin|sweetness|ripeness|oxygen|pressure|risk|price|noise|light|water|yield|humidity|protein|energy|skill|experience|difficulty|sulfur|sulphur|so2|stress|acidity|body|flavour|flavor|aroma|quality) )\b(levels|tiers|categories|ranks|rankings|grades|pyramid|hierarchy)\b/;

/** A threat to the vines asked for, and a sentence that names one. */
const HAZARD_ASKED = /\b(hazards?|dangers?|threats?|risks?|problems?|worries|worry|frosts?|hail|hailstorms?)\b/;
const HAZARD_TEXT = /\b(frost|hail|risk|hazard|danger|threat|rot|drought|storms?|harvest rain)\b/;

/** The vines' water asked of a place, and a sentence that says where it comes from. */
const WATER_ASKED = /\b(water|watered|watering|irrigat\w*|snow ?melt|meltwater)\b/;
const WATER_TEXT = /\b(irrigat\w*|snow ?melt|meltwater|dry[- ]farmed|rivers? (fed|water)|canals?|wells|drip)\b/;

/** How readily grapes ripen in a place, as asked: "easy place to ripen", "ripens so easily", "hard to ripen". */
const RIPEN_EASE =
  /\b(easy|easier|easiest|hard|harder|hardest|difficult|struggles?)\b (?:\w+ )?(?:places? |spots? )?to ripen|\bripens? (?:\w+ )?(?:so |more )?(easily|reliably|fully|readily)\b/;
const WARM_TEXT = /\b(hot|warm|warmth|sun|sunny|sunshine|heat|dry summers?)\b/;
const COOL_TEXT = /\b(cool|cold|cooler|cooling|marginal|north|northerly|rain|wet|frost|altitude)\b/;
// "Why is the Languedoc such an easy place to ripen grapes?": how readily a place ripens is its climate.
/** A question asking what makes a place's wines taste as they do, or suit a grape. */
const STYLE_CAUSE =
  /\b((why|how) (is|are|does|do|can|could) .*\b(so )?(fresh|freshness|crisp|pungent|intense|intensity|ripe|rich|delicate|zesty|tart|acidic|elegant|aromatic|suit|suits|suited)|why (can|could|does|do) .*\bgrow|(what|how) (keeps?|gives?|makes?|do|does) .*\b(fresh|freshness|crisp|acidity|intensity|pungent|zesty|delicate)|keeps? (its |their )?(\w+ )?(fresh|freshness|crisp|acidity)|(easy|easier|easiest|hard|harder|hardest|difficult|struggles?) (\w+ )?(places? |spots? )?to ripen|ripens? (\w+ )?(so |more )?(easily|reliably|fully|readily)|why (is|are|does|do) .*\b(so|such) (an? )?\w+[- ](based|dominated|led|heavy|focused|centred|centered)|why (does|do) .*\b(make|makes|produce|produces|grow|grows) (such|so)\b)\b/;

const FACTS: [Fact, RegExp][] = [
  // What cools or warms a place, and why a place suits a grape so well, are its climate: "what cools
  // the Western Cape", "what moderates Napa's heat", "why is Napa so good for Cabernet".
  [
    'climate',
    /\b(climate|climates|weather|rainfall|rain|continental|maritime|mediterranean|sunshine|(what|which \w+) (cools|warms|moderates|tempers|shelters|protects|shields|chills|keeps? (the )?\w+( \w+)? (off|out|away))|cooling (influences?|effects?|breezes?|winds?)|(cooled|warmed|moderated|sheltered|protected|shielded) by|why (is|are) \w+( \w+)? (so )?(good|suited|well suited|ideal|perfect|great) for|(why|how come)\b.*\b(is|are|gets?)\b.*\b(so|such an?) (cool|cold|chilly|warm|hot|sunny|dry|wet|rainy|windy|foggy|mild|humid|arid)\b)\b/,
  ],
  // Why a place's wines taste as they do, or suit a grape, is answered by what grows them: "why is
  // Marlborough Sauvignon so pungent", "why does the Yarra suit Pinot Noir", "what keeps Etna fresh".
  ['climate', STYLE_CAUSE],
  ['soil', /\b(soil|soils|geology|bedrock|subsoil|terroir|rock|rocks)\b/],
  // "Carmenère used to be mistaken for which grape?": one variety long taken for another.
  [
    'identity',
    /\b(mistaken|mistook|mistake[ns]? for|confused|confusion|misidentified|mixed up|thought to be|taken for|long (called|believed))\b/,
  ],
  // "Famous châteaux in Pauillac", "top producers of Barolo": the place's sentence that names its estates.
  [
    'producers',
    /\b(famous|best|top|notable|leading|great|greatest|well known|renowned|iconic|big|biggest|major) (chateaux|chateau|chateaus|estates?|producers?|wineries|winery|domaines?|houses?|names|growers?|wines)\b|\b(chateaux|chateaus|producers|wineries|estates|domaines) (in|of|from)\b/,
  ],
  ['river', /\b(rivers?|estuary|estuaries|tributary|tributaries)\b/],
  ['land', /\b(geography|geographic|geographical|topography|landscape|terrain|relief|lie of the land)\b/],
  ['law', /\b(must|have to|has to|need to|needs to|required|requirements?|minimum|maximum|legally|by law)\b/],
  [
    'potential',
    /\b(how long (can|will|could|does|do|should|would) .*\b(age|keep|last|improve|cellar)|(ageing|aging) potential|drinking window|ready to drink)\b/,
  ],
  [
    'history',
    /\b(history|historic|historical|whose (ideas?|teachings?|work|theories)|(based|built) on (the )?(ideas?|teachings?|work|theories) of|when (was|were|did)|since when|(in )?(what|which) (year|decade|century)|invented|founded|originated|origins?|who (first )?(brought|introduced|planted|spread|created|bred|crossed|developed|demarcated|organi[sz]ed)|(brought|introduced) (the )?(vines?|wines?|grapes?|viticulture|winemaking) (to|into)|why (did|was|were|had) .*\b(1[0-9]{3}s?|[0-9]{1,2}(st|nd|rd|th) century|\w+teenth century|centuries))\b/,
  ],
  [
    'serving',
    /\b(temperature|serve|serving|served|decant|decanting|glass|glassware|chill|chilled|cold|store|storage|cellar|opened)\b/,
  ],
  ['pairing', /\b(pair|pairs|pairing|food|foods|dish|eat|eating|goes with|go with|match|matches)\b/],
  // "The Wachau categories", "Chablis classification tiers": the rungs of a place's ladder of quality.
  ['law', LADDER],
  [
    'law',
    /\b(minimum|maximum|must|required|requirements?|law|laws|legal|legally|rule|rules|regulations?|permitted|allowed|age|aged|ageing|aging|ages|months|years|how many|classification|classified|classify|classifies|quality (levels?|categories|tiers)|categor(y|ies)|(highest|top|lowest|best) (quality )?(levels?|tiers?)|growths?|grands? crus|yields?|labell?ing|demarcated|delimited)\b/,
  ],
  // "How do they dry the grapes for Amarone?", "how do they make ice wine?": a way of making asked, the
  // grapes only what it is done to.
  [
    'how-made',
    /^how (do|does|did|is|are|was|were) (they |you |we |winemakers |producers |growers )?(dry|dried|freeze|frozen|pick|picked|harvest|harvested|press|pressed|crush|crushed|ferment|fermented|make|made|produce|produced)\b/,
  ],
  ['grapes', /\b(grape|grapes|variety|varieties|varietal|made from|blend)\b/],
  ['place', /\b(where|which country|what country|which region|what region|located)\b/],
  // Growing the vine: "why is Pinot Noir hard to grow?" is answered from the grape's vineyard notes.
  ['vineyard', /\b(grow|grows|growing|cultivate|cultivated|cultivation|viticulture|in the vineyard)\b/],
  ['how-made', /\b(how (is|are) .*\bmade|method|process|production|produced|made)\b/],
  ['structure', /\b(tannin|tannins|tannic|acidity|acid|body|alcohol|sweet|sweetness|dry|oak|oaky|oaked)\b/],
  ['taste', /\b(taste|tastes|smell|smells|aroma|aromas|flavou?rs?|nose|palate)\b/],
  ['definition', /^(what (is|are|does)|define|meaning)\b/],
];

/**
 * The hazards and lie of a named place's vineyards, told by its climate notes: "the biggest weather
 * danger in Chablis", "which way do the slopes face". Of no place, the same words ask about a
 * practice or a hazard in general, which its topic answers.
 */
const PLACE_SETTING =
  /\b(watered|watering|water (comes?|supply|supplies|sources?)|snow ?melt|meltwater|hazards?|dangers?|threats?|(weather|vineyard|growing|climate) (problems?|risks?)|frosts?|hail|fog|mists?|slopes? face|which (way|direction)|aspect)\b/;

/** Asked what sets a place's wines apart: "what's special about", "why so prized", "what makes … unusual". */
const SETS_APART =
  /\b(what (makes|sets) .*\b(unusual|special|distinctive|unique|different|stand out|apart|exceptional)|what(s| is) (so )?(special|unusual|distinctive|unique|different|exceptional) about|why (is|are|do|does) .*\b(so )?(prized|sought after|acclaimed|highly (regarded|rated|prized)|concentrated|exciting|special|distinctive|unusual|unique|exceptional)|(excited|exciting|buzz|talking) about)\b/;
/** Facts a question asks for by their own words, which its "what's special" words leave as they are. */
const SETS_APART_YIELDS: readonly Fact[] = [
  'grapes',
  'soil',
  'law',
  'history',
  'pairing',
  'producers',
  'serving',
  'identity',
  'river',
];

const SETTING_YIELDS_TO: readonly Fact[] = [
  'law',
  'grapes',
  'history',
  'serving',
  'pairing',
  'producers',
  'identity',
  'potential',
  'river',
];

/** Reads the form and the fact of a question from its words; `placeNamed` when it names a wine place. */
export function classify(question: string, placeNamed = false): Plan {
  // "min %" and "max yield" in lower case are the limits; "Max" in capitals is a name.
  const q = words(question.replace(/\bmin\b/g, 'minimum').replace(/\bmax\b/g, 'maximum'))
    .map(expand)
    .join(' ');
  // "Which is the only red Grand Cru of the Côte de Beaune?": the one member of a group, found in the
  // place's sentences that name its members, not a rule of the classification.
  if (ONLY_MEMBER.test(q)) return { form: 'list', fact: 'general' };
  const form = FORMS.find(([, re]) => re.test(q))?.[0] ?? 'open';
  // "Biological ageing", "ageing under flor", "bottle ageing": a kind of ageing names a way of making
  // the wine, not a legal ageing period (which its own words, "minimum", "how many months", still ask).
  const ways = q.replace(AGEING_KIND, ' ');
  // "Which grapes are allowed in Brunello?": the permitted grapes are the answer, not a rule's figure.
  if (PERMITTED_GRAPES.test(q)) return { form, fact: 'grapes' };
  const found = FACTS.findIndex(([, re]) => re.test(ways));
  // The place's setting is asked unless the question asks for a fact of its own kind: "is irrigation
  // allowed in Bordeaux?" asks the law, "which grapes resist hail?" the grapes.
  const fact = found < 0 ? 'general' : FACTS[found][0];
  // "What makes Salta's vineyards unusual?", "why are Uco Valley wines so prized?": what sets a named
  // place's wines apart is where and how high they grow, which its climate notes tell.
  if (placeNamed && SETS_APART.test(ways) && SETS_APART_YIELDS.every((f) => f !== fact))
    return { form, fact: 'climate' };
  if (placeNamed && PLACE_SETTING.test(ways) && SETTING_YIELDS_TO.every((f) => f !== fact) && fact !== 'soil')
    return { form, fact: 'climate' };
  return { form, fact };
}

const AGEING_KIND =
  /\b(biological|biologically|oxidative|oxidatively|reductive|barrel|bottle|cask|oak|lees|flor|solera) (ageing|aging|aged)\b|\b(ageing|aging|aged) (under flor|on (the )?lees|sur lie|biologically|oxidatively)\b/g;

const PERMITTED_GRAPES =
  /^(what|which) (\w+ )?(grapes?|varieties|variety|varietals)( \w+)? (are|is) (allowed|permitted|authori[sz]ed)\b|^(what|which) (are )?(the )?(allowed|permitted|authori[sz]ed) (grapes?|varieties)\b|\b(allowed|permitted|authori[sz]ed) (grapes?|varieties|varietals)\W*$/;

const ONLY_MEMBER = /^(which|what)( is| was| are|['’]s|s) the only\b|^(name )?the only (\w+ ){1,4}(in|of)\b/;

const NUMBER =
  /\b(\d+([.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|first|second|third|fourth|fifth|sixth|seventh|tenth)\b/i;

/** What a number question measures, and how a sentence holding that measure reads. */
const UNITS: [RegExp, RegExp][] = [
  [/\b(how long|age|aged|ageing|aging|ages|release|released|months|years)\b/, /\b(years?|months?|days)\b/],
  [/\b(temperature|cold|warm|chill|chilled|degrees|cool)\b/, /°|\bdegrees\b/],
  // A share of a grape ("up to 15% Marsanne", "85% of the blend") is no strength.
  // "Fortified to about 17% or more" is a strength too.
  [
    /\b(alcohol|abv|strong|strength)\b/,
    /%(?!\s*\p{L})|%\s*(or (more|less|above|higher)|abv|alcohol|by volume)\b|\bfortified to\b|\babv\b|\balcohol\b/u,
  ],
  [/\b(sugar|sweet|sweetness|dosage)\b/, /g\/l|grams?\b/i],
  [/\b(yield|yields)\b/, /hl\/ha|hectolit/i],
  // "What percent of the grape…", "the minimum share of the grape": a share is a percentage.
  [/\b(share|percentage|percent|per cent|proportion)\b/, /\d\s?%/],
];
/** A question asking why a place suits a grape: "why is the Mosel so good for Riesling". */
const SUITS_ASKED = /\b(good|suited|ideal|perfect|great|right) for\b|\bsuits?\b|\bsuited\b/;
/** Words that give a reason or an effect, for "why" questions. */
const CAUSE =
  /\b(because|so that|so|helps?|helping|allows?|preserves?|retains?|suits?|which is why|thanks to|protects?|keeps?|captures?|reflects?|gives?|means|encourages?|favou?rs?|promotes?|(favou?red|caused|brought|driven|encouraged|promoted) by|due to|owing to)\b/;
/** A sentence on how long a wine keeps or improves in bottle. */
const KEEPING_TEXT =
  /\b(decades?|keep(s|ing)? (developing|improving|well|for)|age(s)? (well|for|gracefully)|ageing potential|aging potential|long[- ]lived|improv(e|es|ing) (in|with) (the )?bottle|(need|needs) .{0,20}(years?|decade) to|drink(ing)? (young|within)|best (drunk|young|within)|for (many|several|\d+(–\d+)?) years)\b/;
/** A sentence about one variety taken for another, or told apart from it. */
const IDENTITY_TEXT =
  /\b(identified .* as|called .* as|confused|mistaken|wrongly|thought to be|taken for|misidentified|distinct variety|not to be confused|interplanted)\b/;
/** Words of the lie of the land: mountains, valleys, rivers, coasts, heights. */
const LAND_TEXT =
  /\b(mountains?|mountain ranges?|andes|alps|pyrenees|vosges|altitudes?|elevation|valleys?|rivers?|coasts?|coastal|ocean|sea|slopes?|hills?|foothills|plains?|plateaux?|plateau|lakes?|estuary|islands?|terraces?|canyons?|metres|meters)\b/g;
/** A sentence on serving a wine: its temperature, glass, decanting, opening or when to drink it. */
const SERVING_TEXT =
  /\b(serve|served|serving|decant|decanted|decanting|decanter|breathe|breathing|aerat\w*|air|temperature|°c|°f|chill|chilled|chilling|cool|cold|glass|glasses|opened|opening|open|drink|drunk|drinking|pour|poured|fridge|cellar|sediment)\b/;
/** A question on how sweet or dry a wine is. */
const SWEETNESS = /\b(sweet|sweeter|sweetest|sweetness|dry|drier|driest|dryness|sugar)\b/;
/** A person named in a sentence: by a title ("Professor Abraham Perold", "Baron Le Roy") or as the
 * doer after "by" ("made by Steven Spurrier"). */
const PERSON_TEXT =
  /\b(Professor|Dr|Baron|Marquis|Marquess|Madame|Dom|Abbé|Sir|Father|Brother|Monsignor|Count|Countess|King|Queen|Emperor)\s+\p{Lu}|\bby (the )?([a-z ]{0,30} )?\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u;
/** A question on what a ranking or rule went by: "on what basis", "ranked … by", "what criteria". */
const BASIS_ASKED =
  /\b(on what basis|on which basis|what criteria|which criteria|based on what|(rank|ranks|ranked|rate|rated|classify|classified|order|ordered|grade|graded) (\w+ ){0,3}by|(ranked|rated|classified|graded) on|by what\b.*\b(ranked|rated|classified|graded|ordered|chosen|judged))\b/;
/** A sentence that says what something went by: "ranked … by the prices", "based on". */
const BASIS_TEXT =
  /\b(ranked|rated|classified|graded|ordered|chosen|judged) (\w+ ){0,3}by\b|\b(based on|according to|on the basis of)\b/;
/** "Who created / bred / crossed … X?": asked for the maker of a thing, not who brought vines somewhere. */
const MAKER_ASKED =
  /^who (first )?(created|bred|crossed|developed|invented|demarcated|organi[sz]ed|drew up|founded)\b|\bwhose (ideas?|teachings?|work|theories)\b|\b(based|built) on (the )?(ideas?|teachings?|work|theories) of\b/;
/** A year, as a date in history is written: "in 1855", "since 2014". */
export const YEAR = /\b(1[0-9]{3}|20[0-9]{2})s?\b/;
/** A question asking for a date: "when was…", "in what year…". */
export const WHEN_ASKED =
  /^((roughly|about|approximately|around|exactly) )?(when|since when|(in )?(what|which) (year|decade|century))\b/;
/** A style of wine named as a phrase ("sweet wine", "sparkling wines"). */
const STYLE_PHRASE = /^(sweet|sparkling|fortified|dessert|red|white|rose|dry|still) wines?$/;

function joinedRoots(text: string): string {
  return JOINED.through(text, (t) => ` ${words(t).map(root).join(' ')} `);
}

/** The records' sentences are rooted for every question that may be answered by one: each is kept. */
const JOINED = new Lru<string, string>(2_000);

/** A sentence that gives a ladder in order: "in rising order of must weight", "from Kabinett to…". */
export const LADDER_TEXT =
  /\b(in (rising|ascending|descending|increasing) order|from \w+ (through|up to|to) \w+|classif\w*|categor\w*|designations?|ranked|ranks?|levels|tiers?)\b/;
const CATEGORIES = /\b(classify|classifies|classified|classification|categories|category|quality (levels?|tiers?))\b/;
// "The lowest alcohol allowed" asks for the limit too.
const LIMIT = /\b(minimum|maximum|at least|at most|required|legal|legally|must|lowest)\b/;
// "Must" as a rule ("must be aged"), not the grape must of "must weight".
const LIMIT_TEXT =
  /\b(at least|minimum|maximum)\b|\bmust (be|have|not|reach|come|contain|spend|age|stay|remain|include|show|undergo|use|pass|meet|follow)\b/;
const QUESTION_WORDS = new Set(
  'what which how why when where who is are does do can could should must was were will the a an of in on for to and or it this that these those wine wines long many much minimum maximum least there have has need before release'.split(
    ' ',
  ),
);

interface Candidate {
  text: string;
  /** The field the sentence comes from: climate and soil sentences answer those facts. */
  field:
    | 'fact'
    | 'climate'
    | 'soil'
    | 'river'
    | 'meaning'
    | 'point'
    | 'summary'
    | 'origin'
    | 'vineyard'
    | 'law'
    | 'sweetness';
}

// Per knowledge base: every term's folded name (its bracketed note left out) and whether the first
// term of that name tells sweetness by its meaning; and the regions' folded names. Both were built
// again for every label word or every sentence checked.
const SWEET_TERMS = new WeakMap<KnowledgeBase, Map<string, boolean>>();
function sweetnessWords(kb: KnowledgeBase): Map<string, boolean> {
  let out = SWEET_TERMS.get(kb);
  if (!out) {
    out = new Map();
    for (const t of kb.terms) {
      const name = fold(t.term.replace(/\s*\([^)]*\)/g, ''));
      if (!out.has(name)) out.set(name, /\b(sweet|sweetest|dry|sugar)\b/.test(fold(t.meaning)));
    }
    SWEET_TERMS.set(kb, out);
  }
  return out;
}
const REGION_NAMES = new WeakMap<KnowledgeBase, string[]>();
/** The folded names of the places other than those named and the places holding them (countries left out). */
function placesElsewhere(kb: KnowledgeBase, named: readonly string[]): readonly string[] {
  let kept = ELSEWHERE.get(kb);
  if (!kept) {
    kept = new Lru(500);
    ELSEWHERE.set(kb, kept);
  }
  return kept.through(named.join('|'), () => {
    const holding = new Set(named.flatMap((id) => kb.ancestors(id).map((a) => a.id)));
    const names = foldedRegionNames(kb);
    return kb.regions.flatMap((r, i) =>
      r.kind !== 'country' && !named.includes(r.id) && !holding.has(r.id) && r.name.length > 4 ? [names[i]] : [],
    );
  });
}
/** The places elsewhere, kept for the last sets of named places. */
const ELSEWHERE = new WeakMap<KnowledgeBase, Lru<string, readonly string[]>>();

function foldedRegionNames(kb: KnowledgeBase): string[] {
  let out = REGION_NAMES.get(kb);
  if (!out) {
    out = kb.regions.map((r) => fold(r.name));
    REGION_NAMES.set(kb, out);
  }
  return out;
}

/**
 * The sentences a record can answer with, kept for the records asked last: they depend only on the
 * record, and the same text objects let the word caches find them at once.
 */
function candidatesOf(ctx: Ctx, m: Mention): readonly Candidate[] {
  let kept = CANDIDATES.get(ctx.kb);
  if (!kept) {
    kept = new Lru(1_000);
    CANDIDATES.set(ctx.kb, kept);
  }
  return kept.through(`${m.kind}:${m.id}`, () => readCandidates(ctx.kb, m));
}

const CANDIDATES = new WeakMap<KnowledgeBase, Lru<string, readonly Candidate[]>>();

function readCandidates(kb: KnowledgeBase, m: Mention): Candidate[] {
  const out: Candidate[] = [];
  if (m.kind === 'region') {
    const r = kb.region(m.id);
    if (!r) return out;
    for (const f of r.facts) out.push({ text: f.text, field: 'fact' });
    const notes = r.climateNotes.length > 0 ? `: ${r.climateNotes[0].replace(/^./, (c) => c.toLowerCase())}` : '';
    out.push({ text: `${r.name} has a ${r.climate} climate${notes}`, field: 'climate' });
    // Each further note of what shapes the place (a shelter, a wind, a current, its water) answers on its own.
    for (const note of r.climateNotes.slice(1)) out.push({ text: note, field: 'climate' });
    if (r.soils.length > 0) out.push({ text: `The soils of ${r.name} are ${join(r.soils)}`, field: 'soil' });
    // Its rivers, as the record lists them; a written sentence naming one says more and comes first.
    if (r.rivers && r.rivers.length > 0)
      out.push({
        text: `${r.name} lies on the ${join(r.rivers)} river${r.rivers.length > 1 ? 's' : ''}`,
        field: 'river',
      });
    // How sweet its wines are, as its labels say it ("Sec, Demi-Sec, Moelleux"): the words whose
    // meanings tell sweetness.
    const sweetness = r.labelTerms.filter((l) => sweetnessWords(kb).get(fold(l)) === true);
    if (sweetness.length >= 2)
      out.push({
        text: `On the label, the sweetness of ${r.name} is stated as ${join(sweetness)}.`,
        field: 'sweetness',
      });
    // A country's own categories ("how does Austria classify its wines?"), never a neighbour's.
    if (r.classification && r.kind === 'country')
      out.push({
        text: `${r.name} classifies its wines as ${join(r.classification.split(/,\s*/))}`,
        field: 'law',
      });
  } else if (m.kind === 'grape') {
    const g = kb.grape(m.id);
    if (!g) return out;
    for (const f of g.facts) out.push({ text: f.text, field: 'fact' });
    for (const v of g.viticulture) out.push({ text: v, field: 'vineyard' });
    // Where it comes from and where it is grown, for "…and where is it from?".
    const grown = g.keyRegions.slice(0, 3).map((id) => kb.region(id)?.name ?? id);
    const where = grown.length > 0 ? ` and is grown mainly in ${join(grown)}` : '';
    out.push({ text: `${g.name} comes from ${g.origin.split(';')[0]}${where}.`, field: 'origin' });
  } else if (m.kind === 'term') {
    const t = kb.term(m.id);
    if (t) out.push({ text: `${t.term}: ${t.meaning}`, field: 'meaning' });
  } else if (m.kind === 'topic') {
    const t = kb.topic(m.id);
    if (!t) return out;
    out.push({ text: t.summary, field: 'summary' });
    for (const p of t.points) out.push({ text: p.text, field: 'point' });
  }
  return out.flatMap((c) => splitSentences(c.text).map((text) => ({ ...c, text })));
}

function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z“"])/).filter((s) => s.trim().length > 0);
}

/**
 * A trait of its wines (sweetness, acidity, tannin, body, alcohol) asked of a named place or grape:
 * "is Barolo high in acidity?". "Which sweet wine is Hungary famous for?" asks for a wine by its style.
 */
function traitAsked(ctx: Ctx, plan: Plan): boolean {
  return (
    plan.fact === 'structure' &&
    !styledAsk(ctx) &&
    !/\b(sweet|dry|dessert|fortified|sparkling|red|white|rose|still) wines?\b/.test(fold(ctx.question)) &&
    ctx.u.subjects.some((s) => (s.kind === 'region' || s.kind === 'grape') && s.start >= 0)
  );
}

/** A style phrase asked of a named place: "the famous sweet wine of Bordeaux". */
function styledAsk(ctx: Ctx): boolean {
  return ctx.u.subjects.some(
    (s) => s.kind === 'topic' && s.start >= 0 && s.end > s.start && STYLE_PHRASE.test(fold(s.matched)),
  );
}

/**
 * The sentence that answers the question's fact about its subjects, when the plan asks for a fact a
 * general profile would bury: a climate, the soils, the law's numbers, a date in history.
 */
export function answerSentence(ctx: Ctx, plan: Plan): string | undefined {
  const list = plan.form === 'list';
  const wanted =
    (plan.form === 'number' ||
      list ||
      ['climate', 'soil', 'river', 'land', 'identity', 'law', 'history', 'producers'].includes(plan.fact) ||
      (plan.fact === 'vineyard' && ctx.u.subjects.some((s) => s.kind === 'grape')) ||
      // "How sweet is Vouvray?", "is Beaujolais tannic?": a trait of its wines asked of a named place
      // or grape is answered by the sentence holding that trait.
      traitAsked(ctx, plan)) &&
    plan.fact !== 'potential';
  // "How long can Barolo age?": a named wine's own sentence on how long it keeps, when it has one;
  // its legal minimum ageing is a rule of the cellar, not how long the wine lasts.
  const potential = plan.fact === 'potential' && ctx.u.subjects.some((s) => s.kind === 'region' || s.kind === 'grape');
  const q0 = fold(ctx.question).trim();
  const ladder = plan.fact === 'law' && LADDER.test(q0);
  const hard = hardToGrow(ctx, plan);
  if (hard) return hard;
  const apart = setting(ctx, plan);
  if (apart) return apart;
  const always = notAlways(ctx) ?? notEveryYear(ctx);
  if (always) return always;
  const end = sweetnessEnd(ctx);
  if (end) return end;
  const sorted = categoriesByAdjective(ctx, plan);
  if (sorted) return sorted;
  // "Why is the Mosel planted on steep slopes?": the explanation lives in the place's own sentences.
  // "What do the Douro's schist soils do for the vines?" asks for an effect, answered like a why.
  // Only of a named place or grape: a theory word's own effect ("how does a continental climate
  // affect grape growing?") is answered by its topic as before.
  const effect =
    ctx.u.subjects.some((s) => (s.kind === 'region' || s.kind === 'grape') && s.start >= 0) &&
    /\b(do|does) for\b|\b(effects?|affects?|influences?|benefits?|role|impact|helps?)\b/.test(q0);
  // "What makes Chardonnay buttery?", "what compound gives Syrah its pepper?": asked for a cause.
  const why =
    /^(why|explain why|how come)\b/.test(q0) ||
    /^(what|which)( \w+)? (makes?|gives?|causes?|creates?|produces?)\b/.test(q0) ||
    effect;
  // "Why is Port fortified?", "why are Sherries blended?": what was done to the thing asked is
  // explained by the sentence that says it was done to it ("Port was first fortified … to help…").
  const done = q0.match(
    /^(?:why|when)(?: exactly| precisely)? (?:is|are|was|were) (?:the |a |an )?[^?]+? ([a-z]{3,}ed)\b/,
  )?.[1];
  // "When is Port fortified?": asked in the present, "when" is a step's time in the making ("during
  // fermentation"), not a date in history.
  // "At what point do they add the brandy?": a step's time in the making, as "when is … added" asks.
  const stage =
    (done !== undefined && /^when( exactly| precisely)? (is|are)\b/.test(q0)) ||
    /\bat (what|which) (point|stage|step|moment)\b/.test(q0);
  const when = WHEN_ASKED.test(q0) && !stage;
  // "Which Bordeaux appellation has never been classified?", "which … has no Grand Cru?": what lacks
  // something is told by a sentence that says so ("Pomerol has none").
  const lacks = /^(which|what)\b.*\b(has|have|had|is|are|was|were) (never|no|not)\b/.test(q0);
  const named = ctx.u.subjects.some((s) => s.kind === 'region' || s.kind === 'grape');
  // "The famous sweet wine of Bordeaux": a style phrase asked of a named place.
  const styled = styledAsk(ctx);
  // Any other question about a named place or grape is answered by one of its sentences only when
  // that sentence holds much of what the question says ("which Sauternes alone is Premier Cru
  // Supérieur?"): a strong match, not a shared word.
  // "Who was Dom Pérignon?": a person the records name inside a place's or grape's sentences is
  // answered by the sentence that names them, not by the place's profile.
  const who = /^(who|whom) (is|was|were|are)\b/.test(q0);
  // "Who drained the Médoc's marshes?", "who planted Hermitage first?": what someone did to a named
  // place is told by its sentence that says it was done, and who did it. A question of history (who
  // brought vines somewhere) is left to its dated sentences.
  const deed = named && plan.fact !== 'history' ? q0.match(/^who (?:first )?([a-z]{3,}ed)\b/)?.[1] : undefined;
  const strong = !(wanted || potential || (named && (why || styled || who || deed || done || stage)));
  if ((strong && !named) || plan.form === 'compare') return undefined;
  // "How cold should I serve a young Dolcetto?": the named wine's own advice answers, never the
  // general sentences of the service topics (a fridge's temperature, "room temperature").
  const served = plan.fact === 'serving' && ctx.u.subjects.some((s) => s.kind !== 'topic' && s.kind !== 'pairing');
  // The law lives with the place: for a legal question the region's facts outrank a grape named first
  // ("the minimum Sangiovese in Chianti Classico").
  // A label term of another country than the place named ("Reserve" in Austria, asked of the USA)
  // comes after the place's own.
  const namedHere = ctx.u.subjects.filter((s) => s.kind === 'region' && s.start >= 0).map((s) => s.id);
  const legal =
    plan.fact === 'law'
      ? (s: Mention) => (s.kind === 'region' ? 0 : s.kind === 'term' && termAbroad(ctx, s.id, namedHere) ? 2 : 1)
      : () => 0;
  // "Name a Grand Cru in Vosne-Romanée": the members are the place's own, the category only says which.
  const member =
    (LISTING.test(q0) || ONLY_MEMBER.test(q0)) &&
    ctx.u.subjects.some((s) => (s.kind === 'region' || s.kind === 'grape') && s.start >= 0);
  const subjects = ctx.u.subjects
    .filter((s) => !(member && (s.kind === 'topic' || s.kind === 'term')))
    // A style asked of a place is answered by the place: the style's own topic only restates it.
    .filter((s) => s.kind !== 'pairing' && !(s.kind === 'topic' && ((styled && !wanted) || served)))
    .sort((a, b) => legal(a) - legal(b))
    .slice(0, 3);
  if (subjects.length === 0) return undefined;
  const q = words(ctx.question).join(' ');
  const basis = plan.form !== 'number' && BASIS_ASKED.test(q);
  const namesAsked = /^((can|could|would) you (please )?)?(list|name) (a|an|one|some|a few|two|three|several)\b/.test(
    q,
  );
  // Beside a named place or grape, a theory word that named a topic ("the minimum alcohol for
  // Barbaresco") is what is asked about it, not a name.
  const placed = subjects.some((s) => s.kind === 'region' || s.kind === 'grape');
  const styleNamed = subjects.some((s) => s.kind === 'term' && s.start >= 0);
  const nameWords = new Set(
    subjects
      // A label term of another country ("Varietal labelling", USA) asked of a named place ("New
      // Zealand varietal labelling") is what is asked about that place, not a name.
      .filter(
        (s) =>
          !placed ||
          (s.kind !== 'topic' &&
            !(
              plan.fact === 'law' &&
              s.kind === 'term' &&
              termAbroad(
                ctx,
                s.id,
                subjects.filter((x) => x.kind === 'region' && x.start >= 0).map((x) => x.id),
              )
            )),
      )
      .flatMap((s) => words(`${s.title} ${s.matched}`)),
  );
  // A two-letter name in capitals ("EU", "US", "NZ") is as much a cue as a longer word: "the minimum
  // share of the grape on an EU label" is the EU's rule, not Australia's.
  const acronyms = new Set(words((ctx.question.match(/\b\p{Lu}{2}\b/gu) ?? []).join(' ')));
  const cues = [
    ...new Set(
      words(ctx.question)
        .filter((w) => !QUESTION_WORDS.has(w) && !nameWords.has(w) && (w.length > 2 || acronyms.has(w)))
        .map(root),
    ),
  ];
  const asked = words(ctx.question).map(root);
  // Two content words in a row in the question ("Prädikat levels") found together in a sentence.
  const content = words(ctx.question).map((w) => (QUESTION_WORDS.has(w) || w.length <= 2 ? '' : root(w)));
  const pairs = content.slice(1).flatMap((w, i) => (w && content[i] ? [`${content[i]} ${w}`] : []));
  // The other names in the question narrow the sentence: "Gran Reserva" within Rioja's facts.
  const others = subjects.map((s) => fold(s.title).split(/\s*\(/)[0]);
  // A longer name built on a subject's name ("Chianti Classico" for "Chianti") is another place with
  // its own rules: a sentence about it does not answer for the subject unless the question names it.
  const qf = fold(ctx.question);
  const longer = foldedRegionNames(ctx.kb).filter(
    (n) => others.some((o) => o.length > 2 && n.startsWith(`${o} `)) && !qf.includes(n),
  );
  // The places named in the question; another place a grape's sentence names is somewhere else.
  const placesNamed = subjects.filter((s) => s.kind === 'region' && s.start >= 0).map((s) => s.id);
  const otherPlaces = placesNamed.length === 0 ? [] : placesElsewhere(ctx.kb, placesNamed);
  const elsewhere = (ft: string) => otherPlaces.some((n) => ft.includes(n));
  let inside: Set<string> | undefined;
  const beyond = (ft: string) => {
    if (!otherPlaces.some((n) => ft.includes(n))) return false;
    inside ??= new Set(
      ctx.kb.regions
        .filter((r) => ctx.kb.ancestors(r.id).some((a) => placesNamed.includes(a.id)))
        .map((r) => fold(r.name)),
    );
    const within = inside;
    return otherPlaces.some((n) => ft.includes(n) && !within.has(n));
  };
  // "An Australian varietal wine": a country named only by its adjective picks the sentences naming it
  // ("Australia and New Zealand: at least 85%…") among a survey's lines for many countries.
  const adjectived = placesNamed.length === 0 ? adjectivePlaces(ctx) : [];
  // "Why is schist good for vines in the Douro?": a soil of the place named in the question.
  const soilNamed = (s: Mention) =>
    s.kind === 'region' &&
    (ctx.kb.region(s.id)?.soils ?? []).some((t) => words(t).some((w) => w.length > 3 && asked.includes(root(w))));
  let best: { text: string; score: number } | undefined;
  // "When did Robert Mondavi open his winery?": a producer or person the records name only inside
  // their sentences was found through the record that cites them; every record's sentence naming them
  // may hold what they did, and the one that names them answers before the record's profile.
  const cited = (s: Mention) =>
    s.kind !== 'topic' &&
    s.start >= 0 &&
    !s.whole &&
    s.matched.includes(' ') &&
    !fold(s.title).includes(fold(s.matched)) &&
    // "South Africans", "the Portuguese": a people, not a name cited in the records' sentences.
    !/(ans?|ese|ish)$/.test(s.matched) &&
    // A place told by plain words ("the Left Bank") is no one's name: its sentences are the place's.
    !words(s.matched).every(isEnglishWord);
  subjects.forEach((s, rank) => {
    const own = candidatesOf(ctx, s);
    const elsewhereSaid = cited(s)
      ? factsMentioning({ ...ctx, level: 4 }, s.matched, 6)
          .filter((f) => !own.some((c) => c.text === f.text))
          .flatMap((f) => splitSentences(f.text).map((text) => ({ text, field: 'fact' })))
      : [];
    for (const c of [...own, ...elsewhereSaid]) {
      // Without a fact asked for, only the record's own written sentences answer, not the lines built
      // from its fields (origin, climate, soils).
      if (strong && !['fact', 'meaning', 'point', 'summary', 'vineyard'].includes(c.field)) continue;
      const ft = fold(c.text);
      // "How long should I decant Barolo?": a sentence of the wine's own that says nothing of serving
      // (its legal months in wood) is no advice on how to serve it.
      if (served && !SERVING_TEXT.test(ft)) continue;
      const used = wordUse(c.text, cues, asked);
      let score = cues.reduce((n, w) => n + used(w), 0);
      // "The minimum alcohol": a sentence that states a limit answers before one that describes.
      if (LIMIT.test(q) && LIMIT_TEXT.test(ft)) score += 1;
      if (pairs.length > 0) {
        const joined = joinedRoots(c.text);
        score += pairs.filter((p) => joined.includes(` ${p} `)).length * 0.5;
      }
      // A cause answers "why" when it is the cause of what was asked: a sentence sharing none of the
      // question's words gives the cause of something else ("mists encourage noble rot" for "why is
      // Sauternes so expensive").
      // "Why is Pomerol so Merlot-based?": a cause naming the grape asked of the place is that cause, as
      // much as the place's climate is.
      // Why a place suits a grape ("so good for Riesling") is its climate's doing, as before.
      const grapeCause =
        why &&
        !SUITS_ASKED.test(q0) &&
        plan.fact === 'climate' &&
        c.field === 'fact' &&
        s.kind === 'region' &&
        subjects.some(
          (g, i) =>
            i !== rank &&
            g.kind === 'grape' &&
            g.start >= 0 &&
            (g.start >= s.end || g.end <= s.start) &&
            mentionsPhrase(c.text, g.title),
        );
      if (why && CAUSE.test(ft) && (score > 0 || grapeCause || (plan.fact === 'climate' && c.field === 'climate')))
        score += grapeCause ? 4.5 : 1.5;
      if (
        done &&
        s.start >= 0 &&
        [s.title, s.matched].some((n) =>
          new RegExp(`\\b${escapeRegExp(fold(n))}s? (is|are|was|were|gets?|got)( \\w+)? ${done}\\b`).test(ft),
        )
      )
        score += 2;
      // "When was…?" is answered by a sentence that gives a year.
      if (lacks && /\b(none|never|no|not|without|unclassified)\b/i.test(c.text)) score += 1.5;
      // "Name a Chablis Premier Cru": a request for names is answered by a sentence that lists some
      // ("…include A, B and C"), before one that only uses the category's name.
      if (namesAsked && /\b(include|includes|including|such as)\b[^.]*,[^.]*\band\b/.test(c.text)) score += 1;
      // "What compound gives Syrah its pepper?": the sentence that names a compound.
      if (why && /\b(compounds?|chemicals?|molecules?)\b/.test(q0) && /\bcompounds?\b/.test(ft)) score += 1;
      if (when && YEAR.test(c.text)) score += 1.5;
      else if (stage && /\b(during|after|before|until|once|at the (start|end) of)\b/.test(ft)) score += 1.5;
      // "Who brought vines to France?": a history question is answered by a sentence that dates its events.
      // "Why did Rioja prosper in the 1870s?": what happened then is told by the sentence that dates it.
      else if (plan.fact === 'history' && (YEAR.test(c.text) || /\b(BC|AD|century|centuries)\b/.test(c.text)))
        score += why ? 2 : 1;
      // "Who created Pinotage?": asked who, the sentence that names a person answers.
      if (plan.fact === 'history' && MAKER_ASKED.test(q0) && PERSON_TEXT.test(c.text)) score += 1.5;
      if (styled)
        for (const t of ctx.u.subjects)
          if (
            t.kind === 'topic' &&
            t.end > t.start &&
            joinedRoots(c.text).includes(` ${words(t.matched).map(root).join(' ')}`)
          )
            score += 1;
      if (
        (who || cited(s)) &&
        s.kind !== 'topic' &&
        s.start >= 0 &&
        s.matched.includes(' ') &&
        ft.replace(/['’]/g, '').includes(fold(s.matched))
      )
        score += 3;
      if (deed && joinedRoots(c.text).includes(` ${root(deed)} `)) score += 1.5;
      if (potential) {
        if (!KEEPING_TEXT.test(ft) || LIMIT_TEXT.test(ft)) continue;
        score += 3;
      }
      // "Why does the Yarra suit Pinot Noir?": what the place's climate does outranks a sentence that
      // only says the grape does well there; a why naming one of the place's soils asks about the soil.
      if (plan.fact === 'climate' && c.field === 'climate') score += why && !soilNamed(s) ? 4.5 : 3;
      // "Why is it so easy to ripen grapes there?" is answered by the note on its warmth; "why is it hard
      // to ripen…" by the note on what cools it.
      if (plan.fact === 'climate' && c.field === 'climate') {
        const ease = RIPEN_EASE.exec(q0)?.[1];
        if (ease && (/^(easy|easier|easiest)$/.test(ease) || /ly$/.test(ease) ? WARM_TEXT : COOL_TEXT).test(ft))
          score += 1;
      }
      // "The biggest weather danger in Chablis": the note naming a hazard answers, whatever word for it.
      if (plan.fact === 'climate' && c.field === 'climate' && HAZARD_ASKED.test(q0) && HAZARD_TEXT.test(ft)) score += 2;
      // "How are Mendoza's vines watered?": the sentence that says where the water comes from answers.
      if (plan.fact === 'climate' && WATER_ASKED.test(q0) && WATER_TEXT.test(ft)) score += 2;
      // Estates are named by their own word ("Château Latour", "Tenuta San Guido", "the house of Krug").
      if (plan.fact === 'producers' && !basis && PRODUCER_TEXT.test(c.text)) score += 3;
      // The soils listed say what they are; what they do is in the record's own sentences.
      // "Why is gravel good in the Médoc?" asks what the soil does, as an effect does.
      if (plan.fact === 'soil' && c.field === 'soil') score += why ? 1 : 3;
      // A variety taken for another: the sentence that tells how the two were told apart.
      if (plan.fact === 'identity' && IDENTITY_TEXT.test(ft)) score += 3;
      // "The geography of Argentina": the sentences of the place that say what its land is like.
      if (plan.fact === 'land' && s.kind === 'region' && c.field !== 'climate')
        score += Math.min(3, new Set(ft.match(LAND_TEXT) ?? []).size * 1.5);
      // "Which river runs through the Douro?": a sentence of the place naming one of its rivers.
      if (plan.fact === 'river' && s.kind === 'region') {
        const rivers = (ctx.kb.region(s.id)?.rivers ?? []).map(fold);
        if (c.field === 'river') score += 2.5;
        else if (rivers.some((r) => new RegExp(`\\b${r}\\b`).test(ft))) score += 3;
      }
      if (plan.fact === 'vineyard' && c.field === 'vineyard') score += 3;
      // "How sweet is it?" asks for the range; "can it be dry?" is answered by the fact that says so.
      if (c.field === 'sweetness' && traitAsked(ctx, plan) && SWEETNESS.test(q) && plan.form !== 'yes-no') score += 3;
      // How a country sorts its wines is answered by its categories, which need no number.
      if (plan.fact === 'law' && c.field === 'law') {
        if (plan.form === 'number' || !CATEGORIES.test(q)) continue;
        score += 3;
      } else if (basis) {
        // "What did the 1855 classification rank the châteaux by?": the sentence saying what decided it.
        if (BASIS_TEXT.test(ft)) score += 2;
      } else if (
        // A list of a law's members ("name the Grands Crus of Vosne") asks for names, not a figure.
        (plan.form === 'number' || (plan.fact === 'law' && !list && !ladder)) &&
        c.field !== 'sweetness' &&
        !potential
      ) {
        // "Is Reserve a legal term in the USA?": a sentence saying whether the law defines it needs no figure.
        const defines = plan.form === 'yes-no' && /\b(legal|legally|defined|regulated)\b/.test(ft);
        if (!NUMBER.test(c.text) && !defines) continue;
        score += 1;
        for (const [asks, holds] of UNITS) if (asks.test(q) && holds.test(c.text)) score += 1.5;
      }
      // "The Wachau categories": the rungs are named in a sentence that lists them, in order when it can.
      if (ladder && plan.form !== 'number') {
        const rungs = LADDER_TEXT.test(ft);
        if (score === 0 && !rungs) continue;
        if (rungs) score += 1.5;
        // The rungs themselves, named one after another ("Kabinett, Spätlese, Auslese…").
        if ((c.text.match(/(,|\band) \p{Lu}/gu) ?? []).length >= 2) score += 1.5;
      }
      if (list) {
        // A list question ("what are the crus of Beaujolais?") is answered by a sentence that lists.
        if (score === 0) continue;
        if ((c.text.match(/,/g) ?? []).length >= 2) score += 1;
      }
      if (longer.some((n) => ft.includes(n))) {
        const rest = longer.reduce((t, n) => t.split(n).join(' '), ft);
        if (!others.some((o) => o.length > 2 && rest.includes(o) && longer.some((n) => n.startsWith(`${o} `))))
          score -= 2;
      }
      // The grape a wine's name also reads as (Prosecco, Glera) is not a second name to match, nor is
      // a label term and another record found by the very same words ("LBV": the term and the Port
      // styles topic).
      const apart = (i: number) =>
        i !== rank &&
        !(
          subjects[i].start === s.start &&
          s.start >= 0 &&
          (subjects[i].kind === 'grape' ||
            (subjects[i].end === s.end && (subjects[i].kind === 'term' || s.kind === 'term')))
        );
      // A name counts as the question wrote it too ("Prädikat" for the term Prädikatswein).
      const said = (o: string, i: number) =>
        (o.length > 2 && ft.includes(o)) ||
        (subjects[i].kind !== 'topic' &&
          subjects[i].start >= 0 &&
          subjects[i].matched.length > 3 &&
          ft.includes(fold(subjects[i].matched)));
      score += others.filter((o, i) => apart(i) && said(o, i)).length * 1.5;
      // "How many bottles in a Methuselah?": a figure asked of a thing that a topic holds as one of its
      // keywords, not its title, is that thing's own; the sentence naming it answers before the survey.
      if (
        plan.form === 'number' &&
        s.kind === 'topic' &&
        s.start >= 0 &&
        !mentionsPhrase(s.title, s.matched) &&
        mentionsPhrase(c.text, s.matched)
      )
        score += 1.5;
      score -= rank * 0.25;
      // "The alcohol of Barossa Shiraz": the place named holds the answer; a sentence of the grape's
      // about another place (its homeland's Côte-Rôtie) speaks of other wines.
      if (s.kind === 'grape' && elsewhere(ft)) score -= 2;
      // So does a theory sentence whose example is a place outside the one asked ("Chianti's galestro"
      // for Graves' gravel); one inside it (the Médoc, for Bordeaux) is that place's own.
      if (s.kind === 'topic' && why && beyond(ft)) score -= 2;
      if (plan.fact === 'law' && s.kind === 'topic' && namesPlace(ft, adjectived)) score += 2.5;
      // "New Zealand varietal labelling": a label term of another country ("Varietal labelling", USA)
      // states that country's rule, not the named one's.
      if (s.kind === 'term' && termAbroad(ctx, s.id, placesNamed)) score -= 2;
      // A figure asked of a named wine ("the alcohol of a Moscato d'Asti") is that wine's own: the
      // general theory behind the measure answers only when the wine's facts have no such figure.
      // So is a figure asked of a wine style named by its label word ("what abv is Oloroso?").
      // So is the ladder of a named place ("the sweet wine categories of Alsace").
      if ((placed || styleNamed) && (plan.form === 'number' || ladder) && s.kind === 'topic') score -= 1.5;
      if (score >= (strong ? STRONG : 2) && (!best || score > best.score)) best = { text: c.text, score };
    }
  });
  return best ? sentence(best.text) : undefined;
}

/**
 * "What makes Salta's vineyards unusual?", "why are Columbia Valley reds so concentrated?": what sets a
 * named place's wines apart is its setting, told by its climate notes together (the height, the
 * desert, the long days), of the narrowest place named: "Salta in Argentina" is asked of Salta.
 */
function setting(ctx: Ctx, plan: Plan): string | undefined {
  if (plan.fact !== 'climate' || plan.form === 'compare' || !SETS_APART.test(fold(ctx.question))) return undefined;
  const named = ctx.u.subjects.filter((s) => s.kind === 'region' && s.start >= 0);
  const held = new Set(named.flatMap((s) => ctx.kb.ancestors(s.id).map((a) => a.id)));
  const place = named.find((s) => !held.has(s.id));
  const r = place ? ctx.kb.region(place.id) : undefined;
  if (!r || r.climateNotes.length === 0) return undefined;
  const [head, ...more] = r.climateNotes;
  // "Very high-altitude…" reads on in lower case; "New Zealand’s only…" keeps its capital.
  const said = /^\S+\s+\p{Lu}/u.test(head) ? head : head.replace(/^./, (c) => c.toLowerCase());
  let out = sentence(`${r.name} has a ${r.climate} climate: ${said}`);
  for (const note of more) {
    const next = `${out} ${sentence(note)}`;
    if (next.length > SETTING_CHARS) break;
    out = next;
  }
  return out;
}

/** How long the setting told in full may run, so that it stays within the opening of the answer. */
const SETTING_CHARS = 360;

/**
 * "How are Spanish wines classified?": a country named only by its adjective sorts its wines by its
 * own legal categories, as a question naming the country is answered ("how does Spain classify…").
 */
function categoriesByAdjective(ctx: Ctx, plan: Plan): string | undefined {
  if (plan.form === 'number' || plan.form === 'compare') return undefined;
  const ws = words(ctx.question);
  if (!CATEGORIES.test(ws.join(' '))) return undefined;
  if (ctx.u.subjects.some((s) => s.kind === 'region' && s.start >= 0)) return undefined;
  const ids = [...new Set(ws.flatMap((w) => (COUNTRY_ADJECTIVES[w] ? [COUNTRY_ADJECTIVES[w]] : [])))];
  if (ids.length !== 1) return undefined;
  const r = ctx.kb.region(ids[0]);
  if (r?.kind !== 'country' || !r.classification) return undefined;
  return sentence(`${r.name} classifies its wines as ${join(r.classification.split(/,\s*/))}`);
}

/** Words of trouble in growing: "why is Pinot Noir so hard to grow?", "the challenges of growing Grenache". */
const DIFFICULT =
  /\b(hard|harder|difficult|difficulty|difficulties|tricky|challenging|challenges?|fussy|demanding|problems?|problematic|risky)\b/;
/** A vineyard note that names a risk or a weakness of the grape. */
const RISK =
  /\b(risk|risks|prone|susceptible|susceptibility|sensitive|vulnerable|difficult|unstable|frost|rot|mildew|oidium|coulure|millerandage|thin[- ]skinned|thin skins?|low yields?|uneven|shatter|viruses?|disease)\b/;

/**
 * Why a grape is hard to grow: its vineyard notes that name a risk or a weakness, together, since
 * the difficulty is seldom one thing (Pinot Noir's early budding, thin skins and instability).
 */
/** "Gone off", "gone bad", "turned": a wine already spoiled; "still good to drink" asked of an opened one. */
const GONE_OFF = /\b(gone|turned) (off|bad|sour|stale)\b|\bspoilt\b|\bspoiled\b/;
const STILL_GOOD = /\b(still (good|ok|okay|fine|drinkable|safe)|go(es)? (off|bad)|past (its|it s) best)\b/;
const OPENED = /\b(opened|open|leftover|left over|uncorked|last night|yesterday|days?|weeks?)\b/;
/** Heat, sun or a hot car cook a wine: that is heat damage, not an opened wine's oxidation. */
const VINEGAR = /\b(vinegar|vinegary|vinegarish|acetic)\b/;
const HEAT = /\b(hot|heat|heatwave|sun|sunlight|car|boot|trunk|warm)\b/;

/**
 * "How can you tell whether leftover wine has gone off?", "has my opened Chardonnay gone bad?": an
 * opened wine spoils by oxidation, so the signs of an oxidised wine answer, whatever wine is named.
 */
export function goneOff(ctx: Ctx): string | undefined {
  const q = fold(ctx.question);
  // How long it keeps is a number of days (the opened-bottle answer), not the signs of spoiling.
  if (HEAT.test(q) || /\bhow (long|many days)\b/.test(q)) return undefined;
  // "Why does my opened red taste vinegary?": air lets acetic acid bacteria in, the cause of vinegar.
  if (VINEGAR.test(q) && OPENED.test(q)) {
    const va = ctx.kb.topic('fault-volatile-acidity');
    const opened = va?.points.find((p) => /\bopened\b/.test(p.text));
    if (va && opened) return `${opened.text} ${va.summary}`;
  }
  if (!(GONE_OFF.test(q) || (STILL_GOOD.test(q) && OPENED.test(q)))) return undefined;
  const wine = /\b(wines?|bottles?|glass|reds?|whites?|rose|opened|open|leftover|left over)\b/.test(q);
  if (!wine && !ctx.u.subjects.some((s) => (s.kind === 'grape' || s.kind === 'region') && s.start >= 0))
    return undefined;
  const t = ctx.kb.topic('fault-oxidation');
  const signs = t?.points.filter((p) => p.depth <= 2).map((p) => p.text) ?? [];
  return signs.length > 0 ? signs.join(' ') : undefined;
}

function hardToGrow(ctx: Ctx, plan: Plan): string | undefined {
  const q = fold(ctx.question);
  if (!DIFFICULT.test(q) || !/\b(grow|grows|growing|grown|cultivate|cultivated|cultivation|vineyards?)\b/.test(q))
    return undefined;
  if (plan.form === 'compare') return undefined;
  const g = ctx.u.subjects.find((s) => s.kind === 'grape' && s.start >= 0);
  const rec = g ? ctx.kb.grape(g.id) : undefined;
  if (!rec) return undefined;
  // "Good resistance to rot" is a strength, not a trouble.
  const notes = rec.viticulture.filter((v) => RISK.test(fold(v)) && !/\bresist/.test(fold(v))).slice(0, 3);
  if (notes.length < 2) return undefined;
  const said = notes.map((n) => n.replace(/^./, (c) => c.toLowerCase()).replace(/[.;\s]+$/, '')).join('; ');
  return `${rec.name} is demanding in the vineyard: ${said}.`;
}

/**
 * "Which Champagne style is the driest?": the end of the place's own sweetness scale, as its label
 * terms state it, ordered by the sugar each term allows (else as the record lists them).
 */
function sweetnessEnd(ctx: Ctx): string | undefined {
  const q = fold(ctx.question);
  const m = q.match(/\b(driest|dryest|least sweet|sweetest|most sweet)\b/);
  if (!m) return undefined;
  const dry = /dri|dry|least/.test(m[1]);
  const s = ctx.u.subjects.find((x) => x.kind === 'region' && x.start >= 0) ?? regionInTopicName(ctx);
  const r = s ? ctx.kb.region(s.id) : undefined;
  if (!r) return undefined;
  const terms = r.labelTerms
    .map((l) => ({ l, t: ctx.kb.terms.find((x) => fold(x.term.replace(/\s*\([^)]*\)/g, '')) === fold(l)) }))
    .filter((x) => x.t !== undefined && /\b(sweet|sweetest|dry|driest|sugar)\b/.test(fold(x.t.meaning)));
  if (terms.length < 3) return undefined;
  const grams = (meaning: string) => Math.max(-1, ...[...meaning.matchAll(/(\d+)\s*g\/l/gi)].map((g) => Number(g[1])));
  const ordered = terms.every((x) => grams(x.t?.meaning ?? '') >= 0)
    ? [...terms].sort((a, b) => grams(a.t?.meaning ?? '') - grams(b.t?.meaning ?? ''))
    : terms;
  const pick = dry ? ordered[0] : ordered[ordered.length - 1];
  const scale = join(ordered.map((x) => x.l));
  return `The ${dry ? 'driest' : 'sweetest'} ${r.name} on the label is ${pick.l}: ${lowerFirstWord(pick.t?.meaning ?? '')} From driest to sweetest, the terms run ${scale}.`;
}

/** "Which Sherry style…": a place named inside a topic's name the question matched ("Sherry styles"). */
function regionInTopicName(ctx: Ctx): { id: string } | undefined {
  for (const t of ctx.u.subjects)
    if (t.kind === 'topic' && t.start >= 0)
      for (const word of t.matched.split(/\s+/)) {
        const m = ctx.kb.mentions(word).find((x) => x.kind === 'region');
        if (m) return m;
      }
  return undefined;
}

function lowerFirstWord(t: string): string {
  return sentence(t.replace(/^The (driest|sweetest)[^:]*:\s*/i, '').replace(/^./, (c) => c.toLowerCase()));
}

/** A trait asked to hold always, and the words of its opposite in the records. */
const OPPOSITES: [RegExp, RegExp][] = [
  [/^(oaked|oaky|oak|barrel aged|aged in oak)$/, /\b(unoaked|without oak|stainless steel|no oak)\b/],
  [/^(sweet)$/, /\b(dry)\b/],
  [/^(dry)$/, /\b(sweet|off[- ]dry|medium[- ]dry)\b/],
  // "Rose" is also the flower a Barolo smells of: the colour is said of a wine.
  [/^(red)$/, /\b(white|rose) (wines?|styles?|versions?|champagne|cava|port)\b|\broses\b/],
  [/^(white)$/, /\b(red|rose) (wines?|styles?|versions?|champagne|cava|port)\b|\broses\b/],
  [/^(sparkling|fizzy)$/, /\b(still)\b/],
  [/^(still)$/, /\b(sparkling)\b/],
  [/^(blended|a blend)$/, /\b(single[- ]varietal|varietal wines?|100%)\b/],
  // "Is Beaujolais always for drinking young?": the wines that keep and improve answer.
  [/^(young|drunk young)$/, /\b(ages?|ageing|aging|age well|keeps?|improves?|cellar(ing)?)\b/],
];

/**
 * "Is Chardonnay always oaked?": a wine asked to be always one thing is not, when its own record
 * speaks of the opposite (an unoaked Chablis); that sentence answers, after "not always".
 */
function notAlways(ctx: Ctx): string | undefined {
  const q = fold(ctx.question).trim();
  const m = q.match(
    /^(is|are|does|do|must)\b.*?\balways\b\s+(?:(?:made|be|been|aged|in)\s+)*(?:an?\s+)?(\w+(?:\s(?:aged|in oak))?)/,
  );
  // "Is all Alsace wine dry?", "does Rioja only make red wine?", "is Hermitage only ever red?", "is
  // Beaujolais always for drinking young?": a wine asked to be all or only one thing is asked the same
  // as "always"; the trait is then the first word after "all", "only" or "always" that has an opposite.
  const whole = q.match(/^(is|are|does|do|must|should|can)\b.*?\b(all|only|every|always)\b\s+(.*)$/);
  const hasOpposite = (t: string) => OPPOSITES.some(([k]) => k.test(t));
  const trait = [
    m?.[2] ?? '',
    ...words(whole?.[3] ?? '').flatMap((w, i, ws) => [`${w} ${ws[i + 1] ?? ''}`.trim(), w]),
  ].find(hasOpposite);
  if (!trait) return undefined;
  const opposite = OPPOSITES.find(([t]) => t.test(trait))?.[1];
  if (!opposite) return undefined;
  const s = ctx.u.subjects.find((x) => (x.kind === 'grape' || x.kind === 'region') && x.start >= 0);
  if (!s) return undefined;
  const e = ctx.kb.get(s.kind, s.id);
  if (!e || (e.kind !== 'grape' && e.kind !== 'region')) return undefined;
  const texts = e.record.facts.map((f) => f.text).flatMap(splitSentences);
  // A place's own sentences first, then those of the places within it: "is Beaujolais always for
  // drinking young?" is answered by Morgon's sentence on how its wines age.
  const within = e.kind === 'region' ? ctx.kb.children(e.record.id).flatMap((c) => c.facts.map((f) => f.text)) : [];
  const hit = [...texts, ...within.flatMap(splitSentences)].find((t) => opposite.test(fold(t)));
  if (hit) return `Not always. ${sentence(hit)}`;
  // A style is a wine's own description: a colour word in it is the wine's colour.
  const inStyle = /^(red|white)$/.test(trait)
    ? new RegExp(`\\b(${trait === 'red' ? 'white' : 'red'}|rose)\\b`)
    : opposite;
  const style = e.record.styles.find((t) => inStyle.test(fold(t)));
  return style ? `Not always: ${e.record.name} is also made as ${style}.` : undefined;
}

/** "Every year", "each vintage", "annually": whether a wine is made in all years. */
const EVERY_YEAR = /\b(every|each|all) (year|years|vintage|vintages|harvest|harvests)\b|\bannually\b/;
/** A sentence saying a wine is made only in some years. */
const SOME_YEARS =
  /\b(declared|only (made )?in (good|the best|great|exceptional|outstanding|fine|ripe) (years|vintages)|not (made )?(every|each) (year|vintage)|(good|exceptional|outstanding) years that)\b/;

/**
 * "Is Vintage Port made every year?": a wine made only in declared or good years is not, as its own
 * sentence says; "not every year" leads, before the sentence.
 */
function notEveryYear(ctx: Ctx): string | undefined {
  const q = fold(ctx.question).trim();
  if (!/^(is|are|does|do|can|will)\b/.test(q) || !EVERY_YEAR.test(q)) return undefined;
  for (const s of ctx.u.subjects.filter((x) => x.start >= 0)) {
    const hit = candidatesOf(ctx, s).find((c) => SOME_YEARS.test(fold(c.text)));
    if (hit) return `Not every year. ${sentence(hit.text)}`;
  }
  return undefined;
}

/** The score at which a sentence answers a question whose form asks for no particular fact. */
const STRONG = 3.5;

/**
 * A second question joined to the first ("What climate does Mendoza have and why is altitude
 * important?"): the sentence of the same subject that answers that clause's own words.
 */
export function clauseSentence(ctx: Ctx, lead = ''): string | undefined {
  const q = fold(ctx.question);
  // Joined by "and", a comma, "&" or "+", the clause may open with a preposition ("and by what method").
  const m = q.match(
    /(?:\s(?:and|&|\+)|,)\s*((?:(?:by|in|at|for|from|with|of|on|to)\s+)?(?:why|what|how|where|which|when)\b.*)$/,
  );
  if (!m) return undefined;
  // A theory topic ("carbonic maceration, which region uses it?") answers its own second clause too.
  const subject =
    ctx.u.subjects.find((s) => s.kind === 'region' || s.kind === 'grape') ??
    ctx.u.subjects.find((s) => s.kind === 'topic');
  if (!subject) return undefined;
  // Names of places and grapes are not what the clause asks; a theory word ("altitude") is.
  const nameWords = new Set(
    ctx.u.subjects
      .filter((s) => s.kind === 'region' || s.kind === 'grape')
      .flatMap((s) => words(`${s.title} ${s.matched}`)),
  );
  const cues = [
    ...new Set(
      words(m[1])
        .filter((w) => !QUESTION_WORDS.has(w) && !nameWords.has(w) && w.length > 2)
        .map(root),
    ),
  ];
  if (cues.length === 0) return undefined;
  let best: { text: string; score: number } | undefined;
  const about =
    subject.start >= 0
      ? words(subject.matched)
          .map(root)
          .filter((w) => !cues.includes(w))
      : [];
  // A sentence the opening already holds does not answer the second question again.
  const said = fold(lead).replace(/\*/g, '');
  for (const c of candidatesOf(ctx, subject)) {
    if (said.includes(fold(c.text).slice(0, c.field === 'origin' ? 40 : 60))) continue;
    const rs = new Set(words(c.text).map(root));
    // "Where…" asks for the place: the grape's origin answers it before a sentence that merely shares a word.
    const place = /^(?:\S+\s+)?where\b/.test(m[1]) && c.field === 'origin' ? 1 : 0;
    // The clause asks about the subject the first part named ("spring frost… how do growers protect
    // vines"): a sentence that also names it answers before one about something else.
    const same = subject.kind === 'topic' && about.some((w) => rs.has(w)) ? 1 : 0;
    const score = cues.filter((w) => rs.has(w)).length + place + same;
    if (score > 0 && (!best || score > best.score)) best = { text: c.text, score };
  }
  return best ? sentence(best.text) : undefined;
}

/** Whether a label term belongs to another country than every place the question names. */
function termAbroad(ctx: Ctx, termId: string, placesNamed: readonly string[]): boolean {
  const country = ctx.kb.term(termId)?.country;
  if (!country || placesNamed.length === 0) return false;
  const c = fold(country);
  return !placesNamed.some((id) => {
    const r = ctx.kb.region(id);
    if (!r) return true;
    const names = [r.country, ...ctx.kb.ancestors(id).flatMap((a) => [a.name, ...a.synonyms]), r.name, ...r.synonyms];
    return names.some((n) => fold(n) === c);
  });
}

/**
 * The folded names of the countries a question names only by adjective ("an Australian varietal"),
 * and of the EU when it says "EU" or "European".
 */
export function adjectivePlaces(ctx: Ctx): string[] {
  return [...new Set(words(ctx.question).flatMap((w) => (COUNTRY_ADJECTIVES[w] ? [COUNTRY_ADJECTIVES[w]] : [])))]
    .flatMap((id) => {
      const r = ctx.kb.region(id);
      return r ? [r.name, ...r.synonyms] : [];
    })
    .concat(/\b(eu|european|europe)\b/.test(fold(ctx.question)) ? ['EU', 'European Union'] : [])
    .map(fold);
}

/** Whether a folded sentence names one of the folded place names. */
export function namesPlace(folded: string, names: readonly string[]): boolean {
  return names.some((n) => new RegExp(`\\b${n}\\b`).test(folded));
}
