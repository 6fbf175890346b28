// Is a question about wine? Decided from the positive side: the question is anchored in wine when it
// names something only wine has (a grape, a wine region, a label term, a word of wine's own craft) or
// when it has the shape of a wine question (what to drink with a food). A question with no such anchor
// that plainly asks for something (how do I…, who won…, write…, solve…, the best way to…) is about
// another subject, whatever that subject is: no list of other subjects' words is needed to see it.

import { isEnglishWord } from './dictionary.ts';
import { type KnowledgeBase, warmAlso } from './kb.ts';
import { CORE_WINE_WORDS, COUNTRY_ADJECTIVES, LABEL_LAW_WORD, OFF_TOPIC_WORDS, STOPWORDS } from './lexicon.ts';
import { Lru } from './lru.ts';
import { fold, root } from './normalize.ts';
import type { Mention } from './search.ts';
import { escapeRegExp } from './text.ts';
import type { Topic } from './types.ts';

const CALENDAR = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);

/** Capitalised words and runs of them, folded: "Screaming Eagle", "Pétrus", "Who". */
export function capitalisedRuns(text: string): string[] {
  const out: string[] = [];
  // A French, Italian or Spanish article opens the name it stands in ("Le Pin", "La Tâche", "El Nido"),
  // though it is too short to count as a capitalised word of its own.
  for (const m of text.matchAll(
    /(?:\b(?:Le|La|Les|Il|El|Lo|Los|Las) )?\p{Lu}[\p{Ll}\p{M}'’]{2,}(?:[ -]\p{Lu}[\p{Ll}\p{M}'’]{2,})*/gu,
  )) {
    const parts = m[0].split(/[ -]/).map((w) => fold(w).replace(/['’]s$/, ''));
    out.push(parts.join(' '));
    if (parts.length > 1) out.push(...parts);
  }
  return out;
}

const recordAcronymSets = new WeakMap<KnowledgeBase, Set<string>>();

/**
 * The abbreviations the records write in capitals, folded: "kwv", "inao", "docg". Roman numerals
 * ("XIV") are numbers, not names.
 */
export function recordAcronyms(kb: KnowledgeBase): Set<string> {
  let out = recordAcronymSets.get(kb);
  if (out) return out;
  out = new Set<string>();
  const text = JSON.stringify([kb.grapes, kb.regions, kb.topics, kb.terms]);
  for (const m of text.matchAll(/(?<![\p{L}\d])\p{Lu}{3,6}(?![\p{L}\d])/gu))
    if (!/^[IVXLCDM]+$/.test(m[0])) out.add(m[0].toLowerCase());
  recordAcronymSets.set(kb, out);
  return out;
}

/**
 * Abbreviations the records write that every subject also uses: a gene, a country, a degree, a
 * standard, a research body. Typed alone they tie a question to nothing in particular.
 */
const EVERY_SUBJECT_ABBREVIATIONS = new Set('dna usa nsw unesco mba iso msg oem uga ucd inra csiro'.split(' '));

const wineAcronymSets = new WeakMap<KnowledgeBase, Set<string>>();

/**
 * The abbreviations only wine uses that the records write in capitals ("kwv", "inao", "vdp", "lbv"):
 * typed in any case they name a wine body, law or style, whatever else the question holds. One that
 * is also an everyday word ("doc", "sat") or belongs to every subject is left out.
 */
export function wineAcronyms(kb: KnowledgeBase): Set<string> {
  let out = wineAcronymSets.get(kb);
  if (out) return out;
  out = new Set([...recordAcronyms(kb)].filter((w) => !isEnglishWord(w) && !EVERY_SUBJECT_ABBREVIATIONS.has(w)));
  wineAcronymSets.set(kb, out);
  return out;
}

const PLACE_BEFORE = /^(in|near|of|from|around|outside|to|at|inland|between|and)$/i;

const recordNames = new WeakMap<KnowledgeBase, Set<string>>();

/**
 * The proper names the records use, beyond their own titles: producers, people, estates and wine
 * adjectives cited in the facts ("Pétrus", "Mondavi", "Burgundian"). Ordinary English words and
 * countries are left out: they belong to every subject.
 */
export function namesInRecords(kb: KnowledgeBase): Set<string> {
  let names = recordNames.get(kb);
  if (names) return names;
  names = new Set<string>();
  const countries = new Set(kb.regions.filter((r) => r.kind === 'country').flatMap((r) => fold(r.name).split(/\W+/)));
  const text = JSON.stringify([kb.grapes, kb.regions, kb.topics, kb.terms]);
  // A word the records only ever write after "in", "near", "of"… is a town they locate wine by
  // ("north of Lisbon", "shipped from London"), a place of every subject rather than a wine's name.
  const placed = new Set<string>();
  const named = new Set<string>();
  for (const m of text.matchAll(/(\b\p{L}+\s+)?(\p{Lu}[\p{Ll}\p{M}]{2,})/gu)) {
    const w = fold(m[2]);
    if (m[1] && PLACE_BEFORE.test(m[1].trim())) placed.add(w);
    else named.add(w);
  }
  for (const phrase of capitalisedRuns(text)) {
    // A run of capitals is a name as a whole ("Screaming Eagle"); a lone word only when no dictionary has it.
    if (phrase.includes(' ')) names.add(phrase);
    else if (
      !countries.has(phrase) &&
      !CALENDAR.has(phrase) &&
      !STOPWORDS.has(phrase) &&
      !isEnglishWord(phrase) &&
      !(placed.has(phrase) && !named.has(phrase))
    )
      names.add(phrase);
  }
  recordNames.set(kb, names);
  return names;
}

export interface Anchors {
  /** Words or names that only wine uses: "Merlot", "Chablis", "sommelier", "decant", "Château". */
  strong: string[];
  /** Words of the records that everyday speech shares: "temperature", "calories", "storage". */
  weak: string[];
  /** The question asks what to drink with a food it names. */
  pairingShape: boolean;
}

/** A name mention firm enough to keep a question on wine (a misspelt grape or region counts). */
function nameAnchor(kb: KnowledgeBase, m: Mention): boolean {
  if (!m.whole) return false;
  // A grape misspelt further ("Garnaca", "Tempranilo") is still that grape when the word written is no
  // word of everyday English: nothing else it could name comes as close.
  if (m.kind === 'grape' && m.score >= 0.7 && !m.matched.includes(' ') && !isEnglishWord(m.matched)) return true;
  if (m.score < 0.8) return false;
  if (m.kind === 'grape' || m.kind === 'term') return true;
  // A country is every subject's place ("the capital of France"); a wine region is wine's own. A
  // country's adjective is read as a name only before a wine word ("German region", "Spanish wine").
  const r = m.kind === 'region' ? kb.region(m.id) : undefined;
  return r !== undefined && (r.kind !== 'country' || fold(r.name) !== m.matched);
}

/** Words of the land and the growing of grapes, said of a wine country: its climate, soils and terroir. */
const GROWING_WORDS = new Set([
  'climate',
  'climates',
  'soil',
  'soils',
  'terroir',
  'terroirs',
  'topography',
  'geography',
]);

function countryNamed(kb: KnowledgeBase, m: Mention): boolean {
  if (m.kind !== 'region' || !m.whole || m.score < 0.9) return false;
  return kb.region(m.id)?.kind === 'country';
}

const craft = new WeakMap<KnowledgeBase, string[][]>();

/**
 * The phrases of several words that name vineyard and cellar practices (keywords of the viticulture
 * and winemaking topics), as the roots of their words: ["machin", "harvest"] for machine harvesting.
 */
function craftPhrases(kb: KnowledgeBase): string[][] {
  let out = craft.get(kb);
  if (out) return out;
  out = [];
  for (const t of kb.topics) {
    if (t.category !== 'viticulture' && t.category !== 'winemaking') continue;
    for (const k of t.keywords) {
      const all = fold(k)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 2);
      const ws = all.filter((w) => !STOPWORDS.has(w));
      // "Must weight": a phrase whose first word is also an everyday one is wine's only as a whole.
      if (ws.length >= 2) out.push(ws.map(root));
      else if (all.length >= 2) out.push(all.map(root));
    }
  }
  craft.set(kb, out);
  return out;
}

/** The places of the craft phrases by their first root: a question visits only the phrases its roots open. */
const craftByFirst = new WeakMap<KnowledgeBase, Map<string, number[]>>();

/** The craft phrases whose every root the question has, in the records' order. */
function craftPhrasesIn(kb: KnowledgeBase, roots: ReadonlySet<string>): string[][] {
  const all = craftPhrases(kb);
  let index = craftByFirst.get(kb);
  if (!index) {
    const byFirst = new Map<string, number[]>();
    all.forEach((p, i) => {
      const list = byFirst.get(p[0]);
      if (list) list.push(i);
      else byFirst.set(p[0], [i]);
    });
    index = byFirst;
    craftByFirst.set(kb, index);
  }
  const at: number[] = [];
  for (const r of roots) for (const i of index.get(r) ?? []) at.push(i);
  return at
    .sort((a, b) => a - b)
    .map((i) => all[i])
    .filter((p) => p.every((r) => roots.has(r)));
}

/** The people who tend vines, named as the ones doing something: "growers", "a viticulturist". */
const GROWER_WORDS = new Set(['grower', 'growers', 'viticulturist', 'viticulturists', 'vignerons', 'vigneron']);

const practiceRoots = new WeakMap<KnowledgeBase, Set<string>>();

/** The roots of every word that names a vineyard practice or its parts (keywords of the viticulture topics). */
function vineyardRoots(kb: KnowledgeBase): Set<string> {
  let out = practiceRoots.get(kb);
  if (out) return out;
  out = new Set<string>();
  for (const t of kb.topics) {
    if (t.category !== 'viticulture') continue;
    for (const k of [t.title, ...t.keywords])
      for (const w of fold(k).split(/[^a-z0-9]+/))
        if (w.length > 3 && !STOPWORDS.has(w) && !GROWER_WORDS.has(w)) out.add(root(w));
  }
  practiceRoots.set(kb, out);
  return out;
}

const craftRoots = new WeakMap<KnowledgeBase, Set<string>>();

/** The roots of the one-word names of the tasting, vineyard and cellar topics' things (their keywords). */
function craftVocabulary(kb: KnowledgeBase): Set<string> {
  let out = craftRoots.get(kb);
  if (out) return out;
  out = new Set<string>();
  for (const t of kb.topics) {
    if (t.category !== 'viticulture' && t.category !== 'winemaking' && t.category !== 'tasting') continue;
    for (const k of t.keywords) {
      // A keyword of one word is the topic's own name for a thing; words inside longer phrases are not.
      const w = fold(k).trim();
      if (/^[a-z]{4,}$/.test(w) && !STOPWORDS.has(w)) out.add(root(w));
    }
  }
  craftRoots.set(kb, out);
  return out;
}

const recordRoots = new WeakMap<KnowledgeBase, Set<string>>();

/**
 * The roots of every word the records write anywhere (grapes, places, topics, terms and pairings, their
 * facts included): the whole vocabulary the tutor can speak about. A word outside it ("surfing",
 * "kayaking", "puppy", "Linux") is one no wine answer could use.
 */
export function recordVocabulary(kb: KnowledgeBase): Set<string> {
  let out = recordRoots.get(kb);
  if (out) return out;
  const text = fold(JSON.stringify([kb.grapes, kb.regions, kb.topics, kb.terms, kb.pairings]));
  out = new Set(
    text
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1)
      .map(root),
  );
  recordRoots.set(kb, out);
  return out;
}

/**
 * The everyday words of a question that the records never use: words of another subject. A word no
 * dictionary holds is left out, as it may be the name of a wine the records lack.
 */
export function strangerWords(kb: KnowledgeBase, unknownWords: readonly string[]): string[] {
  const known = recordVocabulary(kb);
  // A longer form of a word the records write ("parentage" beside "parent") is of the same vocabulary.
  const longerForm = (w: string) => {
    for (let n = 5; n < w.length; n++) if (known.has(w.slice(0, n))) return true;
    return false;
  };
  // A superlative ("the biggest hazard") asks which one, never for another subject.
  return unknownWords.filter(
    (w) => w.length > 2 && isEnglishWord(w) && !known.has(root(w)) && !longerForm(w) && !RANKING_WORD.test(w),
  );
}

warmAlso((kb) => {
  namesInRecords(kb);
  wineAcronyms(kb);
  recordVocabulary(kb);
  craftPhrases(kb);
  vineyardRoots(kb);
  craftVocabulary(kb);
});

/**
 * The words of a vineyard practice done by growers ("why do growers prune in winter?", "why do
 * growers thin the canopy?"): "prune" is also a fruit and "canopy" a tent's roof, but said of what
 * growers do they are the vineyard's own vocabulary. Empty without a grower named, or with a word
 * of another subject or a food (a grower of tomatoes tends no vines).
 */
export function vineyardPractice(kb: KnowledgeBase, ws: readonly string[], mentions: readonly Mention[]): string[] {
  // "Tomato growers", "apple growers" grow something else; "grape growers" and plain "growers" tend vines.
  const grower = ws.some(
    (w, i) => GROWER_WORDS.has(w) && (i === 0 || STOPWORDS.has(ws[i - 1]) || CORE_WINE_WORDS.has(ws[i - 1])),
  );
  if (!grower) return [];
  if (ws.some((w) => OFF_TOPIC_WORDS.has(w)) || mentions.some((m) => m.kind === 'pairing')) return [];
  const roots = vineyardRoots(kb);
  return ws.filter((w) => w.length > 3 && !GROWER_WORDS.has(w) && !STOPWORDS.has(w) && roots.has(root(w)));
}

/** Asking what to drink or serve with something: "what should I drink with a curry?". */
const PAIRING_SHAPE =
  /\b(drink|serve|pour|open|have|pair|pairs|pairing|match|matches) (it |this |that )?with\b|\bgoes? (well )?with\b|\bgo (well )?with\b|\bwith (my|a|an|the|our|some) (dinner|meal|food|dish|supper|lunch)\b/;

/**
 * What in a question ties it to wine. `ws` are its folded words, `mentions` the names found in them,
 * `text` the question as written (its capitals mark names), `pairingCue` whether it asks what goes with what.
 */
/** The roots of a topic's title and keywords, read once per topic. */
const TOPIC_ROOTS = new WeakMap<Topic, Set<string>>();

function topicRoots(t: Topic): Set<string> {
  let own = TOPIC_ROOTS.get(t);
  if (!own) {
    // Words meet by their root: "protect" is the vocabulary of "frost protection".
    own = new Set(
      [t.title, ...t.keywords].flatMap((k) =>
        fold(k)
          .split(/[^a-z0-9]+/)
          .map(root),
      ),
    );
    TOPIC_ROOTS.set(t, own);
  }
  return own;
}

const COLOUR_PLURALS = new Set(['reds', 'whites', 'roses', 'rosés']);
const WINE_STATE_WORDS = new Set(
  `age ages aged ageing aging old older mature maturing colour color colours colors golden gold amber brown browner
  paler lighter darker deeper deepen deepens fade fades tawny tannin tannins tannic chill chilled chilling oak oaked
  oaky acidity aroma aromas bouquet sweet sweeter taste tastes flavour flavours flavor flavors serve served
  decant decanted breathe cellar cellared sediment`
    .split(/\s+/)
    .filter(Boolean),
);

/** "Reds", "whites" or "rosés" beside a word of what a wine does or shows: wines by their colour. */
export function coloursAsWine(ws: readonly string[]): boolean {
  return (
    ws.some((w) => COLOUR_PLURALS.has(w)) &&
    ws.some((w) => WINE_STATE_WORDS.has(w)) &&
    !ws.some((w) => LAUNDRY_AND_SPORT.has(w))
  );
}

/** Words of the wash or of a team, where "whites" and "reds" are clothes or players. */
const LAUNDRY_AND_SPORT = new Set(
  `wash washes washing washed laundry wardrobe clothes clothing shirt shirts sheets socks towels linen bleach
  detergent dryer tumble fabric fabrics stain stains team teams match matches game games play plays played
  football soccer baseball cricket rugby season league score scored win won coach players`
    .split(/\s+/)
    .filter(Boolean),
);

export function wineAnchors(
  kb: KnowledgeBase,
  ws: readonly string[],
  mentions: readonly Mention[],
  text = '',
  pairingCue = false,
): Anchors {
  const strong: string[] = [];
  const weak: string[] = [];
  for (const w of ws) if (CORE_WINE_WORDS.has(w)) strong.push(w);
  // A country's adjective before a word of wine law ("the highest Spanish category") names its wine law.
  ws.forEach((w, i) => {
    if (COUNTRY_ADJECTIVES[w] !== undefined && LABEL_LAW_WORD.test(ws[i + 1] ?? '')) strong.push(`${w} ${ws[i + 1]}`);
  });
  const cited = namesInRecords(kb);
  for (const w of capitalisedRuns(text)) if (cited.has(w)) strong.push(w);
  // A one-word name the records cite, typed in lower case ("where does sassicaia come from", "is
  // petrus a merlot"): a wine or estate by its own name, no everyday word (those are never cited).
  for (const w of ws) if (w.length > 3 && cited.has(w) && !strong.includes(w)) strong.push(w);
  // "When was the kwv founded?": an abbreviation of wine's own, in whatever case it is typed.
  const acronyms = wineAcronyms(kb);
  for (const w of ws) if (acronyms.has(w) && !strong.includes(w)) strong.push(w);
  // A name of several words needs no capitals to be recognised: "who was dom perignon".
  for (let n = 2; n <= 4; n++)
    for (let i = 0; i + n <= ws.length; i++) {
      const run = ws.slice(i, i + n).join(' ');
      if (cited.has(run)) strong.push(run);
    }
  // "Reds" and "whites" are wines when the question speaks of what a wine does or shows ("why do reds
  // get lighter with age", "should whites be chilled"); alone they may be a team or laundry.
  if (coloursAsWine(ws)) strong.push(...ws.filter((w) => COLOUR_PLURALS.has(w)));
  // A wine country asked about with a word of the vineyard ("the climate of Greece", "soils of
  // Hungary"): a country is every subject's place, but its climate and soils are what grow its wine.
  const roots = new Set(ws.map(root));
  if (ws.some((w) => GROWING_WORDS.has(w)) && mentions.some((m) => countryNamed(kb, m)))
    strong.push(...ws.filter((w) => GROWING_WORDS.has(w)));
  // The words of a phrase of wine's own craft, in any order or form ("harvesting by machine" for
  // machine harvesting, "thinning the canopy"): vocabulary of the vineyard or cellar, not of everyday.
  for (const phrase of craftPhrasesIn(kb, roots)) strong.push(phrase.join(' '));
  strong.push(...vineyardPractice(kb, ws, mentions));
  for (const m of mentions) {
    if (nameAnchor(kb, m)) strong.push(m.matched);
    else if (m.kind === 'topic' && m.score >= 0.85 && m.whole) {
      weak.push(m.matched);
      // The topic's other words in the question count too: "continental and maritime climate" is
      // the vocabulary of one wine topic, though search reports the topic once.
      const t = kb.topic(m.id);
      const own = t ? topicRoots(t) : new Set<string>();
      for (const w of ws) if (w.length > 3 && own.has(root(w)) && !STOPWORDS.has(w) && !weak.includes(w)) weak.push(w);
    }
  }
  // A word the tasting, vineyard and cellar topics are named by ("finish", "palate", "canopy",
  // "mildew", "skins") leans towards wine: when such words make half of what a request asks, it is
  // wine's ("what is the finish in tasting?"); one among others of another subject is not.
  // Beside a food the same words are the kitchen's ("a vegan chocolate mousse").
  const craftWords = mentions.some((m) => m.kind === 'pairing') ? new Set<string>() : craftVocabulary(kb);
  for (const w of ws)
    if (w.length > 3 && !STOPWORDS.has(w) && !OFF_TOPIC_WORDS.has(w) && craftWords.has(root(w)) && !weak.includes(w))
      weak.push(w);
  const foods = mentions.some((m) => m.kind === 'pairing' && m.score >= 0.85);
  const q = ` ${ws.join(' ')} `;
  // "What food goes with Marvignolo?": a pairing question about a name is about a wine, known or not.
  return { strong, weak, pairingShape: (foods && PAIRING_SHAPE.test(q)) || pairingCue };
}

/**
 * The shape of a request for something: a how-to, a fact of the world, something to write, solve,
 * translate, plan or recommend. Wine questions take these shapes too, so a shape alone decides
 * nothing; it tells another subject apart only when the question has no wine anchor.
 */
const SUPERLATIVE =
  'best|worst|most|least|largest|biggest|smallest|tallest|highest|lowest|longest|shortest|fastest|slowest|cheapest|oldest|youngest|richest|easiest|quickest|nearest|closest|greatest|hottest|coldest|deepest|strongest';

const RANKING_WORD = new RegExp(`^(${SUPERLATIVE})$`);

const REQUEST_SHAPES: readonly RegExp[] = [
  // How-to and how-it-works: "how do I…", "how does X work", "how long should I…".
  /^(how (do|does|did|can|could|should|would|is|are|was|were)|how to|how (many|much|long|tall|high|far|big|old|fast|deep|often))\b/,
  // A fact of the world: "what is the capital of…", "the plot of…", "the GDP of…".
  /^(what|whats|which|who) (is|are|was|were|s)? ?the \w+ (of|in|for|on|between)\b/,
  new RegExp(`\\b(what|whats|which|who|where) (\\w+ ){0,2}(is|are|was|were|s|has|have|had)? ?the (${SUPERLATIVE})\\b`),
  /\bthe (capital|population|score|weather|time|distance|height|result|winner|plot|area|price)\b/,
  /^(what|whats) (time|day|year)\b/,
  /^(who|whom) (is|was|are|were|won|wins|will|wrote|painted|invented|directed|sang|plays|played|founded|owns|runs|scored)\b/,
  /^(when|where) (is|was|are|were|did|does|do|can|should|will)\b/,
  // Advice asked for: "what should I pack…", "which laptop should I buy".
  /^(what|which) (\w+ ){0,3}(should|can|could|do) (i|we)\b/,
  /^(will it|is it going to)\b/,
  // Something to make or do: write, solve, translate, plan, recommend.
  /\b(write|compose|draft|generate|code|create|build|design) (me |us )?(a|an|my|some|the|this|that)\b/,
  /\b(solve|calculate|compute|integral|derivative|equation|translate|convert|summari[sz]e|debug|install|reset|unclog)\b/,
  /\b(recommend|suggest|name|plan) (me |us )?(a|an|some|the|my|good|\d+)\b/,
  /^(explain|teach me|help me|tips for|ideas for|give me|tell me about|talk to me about)\b/,
  // An errand: "fix this error", "book me a table", "list the planets".
  /^(fix|find|show|list|book|order|play|check|sort|draw|make|set up|turn|send|remind) (me |us )?(a|an|my|this|that|the|some|all|\w+s)\b/,
  /\b(best way to|which is better|is it worth|tips (for|on)|help me with)\b/,
  // One thing weighed against another: "is a lease better than a loan?", "are cats smarter than dogs?".
  /^(is|are|was|were) (a |an |the |my )?(\w+ ){1,4}(better|worse|cheaper|safer|healthier|faster|smarter|stronger|bigger|nicer) than\b/,
];

/** Politeness before the request itself: "could you please explain…" asks to explain. */
const POLITE =
  /^((can|could|would|will) (you|u) (please )?|(please|pls|kindly|hey|hi|hello|so|ok|okay) |(do you|does anyone|i (want|need|would like) to) know )+/;

export function requestShape(ws: readonly string[]): boolean {
  const q = ws.join(' ').replace(POLITE, '');
  return REQUEST_SHAPES.some((re) => re.test(q));
}

export type AnchorVerdict = 'wine' | 'other' | 'name';

/**
 * What a question is about, judged by its anchors: 'wine' when anything ties it to wine (or nothing
 * says otherwise); 'other' for a plain request with no wine anchor whose subject the records share
 * less than half of; 'name' for such a request about a capitalised name we do not know ("Who runs
 * Weingut Brennerhof?" without "Weingut", "the CEO of Tesla"): it may be a wine we lack, so it is
 * answered honestly as unknown, with the steer back to wine in case it is not a wine at all.
 */
export function anchorVerdict(a: Anchors, ws: readonly string[], unknownNames: readonly string[]): AnchorVerdict {
  if (a.strong.length > 0 || a.pairingShape) return 'wine';
  if (!requestShape(ws)) return 'wine';
  const content = ws.filter((w) => !STOPWORDS.has(w) && !SHAPE_WORDS.has(w) && !/^\d+$/.test(w));
  if (content.length === 0) return 'wine';
  const weak = new Set(a.weak.flatMap((m) => m.split(' ')));
  if (content.filter((w) => weak.has(w)).length * 2 >= content.length) return 'wine';
  const names = new Set(unknownNames);
  return content.some((w) => names.has(w)) ? 'name' : 'other';
}

/** The words that build a request shape, not its subject. */
const SHAPE_WORDS = new Set(
  `how do does did can could should would one to many much long tall high far big fast deep often what whats which who
  whom when where is are was were the write compose draft generate code create build design solve calculate compute
  translate convert summarise summarize debug install reset recommend suggest plan explain teach help tips ideas
  give better worth tell talk ${SUPERLATIVE.replaceAll('|', ' ')}`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Attempts to talk the tutor out of its role ("ignore your previous instructions", "you are now a
 * tax advisor", "pretend you have no rules", "SYSTEM: …"). They change nothing: what is left of the
 * question is read as if they were not there.
 */
const ROLEPLAY: readonly RegExp[] = [
  /^\s*(system|assistant|developer)\s*:\s*/i,
  /\b(ignore|disregard|forget|override|bypass)\s+(all\s+|any\s+)?(of\s+)?(your|previous|prior|earlier|above|these|those|all)\b[^.!?\n]*?(instructions?|rules?|prompts?|guidelines?|restrictions?|limits?|programming|role)\b[\s,.!:;-]*(and\s+(then\s+)?)?/gi,
  /\bforget\s+(that\s+)?(you['’]?re|you\s+are)\s+(a|an|the)\s+[^.!?\n]*?(bot|tutor|assistant|ai|sommelier|specialist)\b[\s,.!:;-]*(and\s+(then\s+)?)?/gi,
  /\b(from\s+now\s+on\s+)?you\s+are\s+now\s+[^.!?\n]*?([.!?\n]|\band\s+(can|will|must|should)\b[^.!?\n]*[.!?\n]|$)\s*/gi,
  /\bpretend\s+(that\s+)?(you\s+(are|have|can)|to\s+be)\s+[^.!?\n]*?(\band\b|[.!?,\n]|$)\s*/gi,
  /\b(act|behave)\s+as\s+(if\s+you\s+(are|were)\s+)?(a|an)\s+[^.!?\n]*?(\band\b|[.!?,\n]|$)\s*/gi,
  /\b(jailbreak|developer\s+mode|no\s+restrictions|do\s+anything\s+now)\b[\s,.!:;-]*/gi,
];

/** The question without any attempt to change the tutor's role, or undefined when it has none. */
export function withoutRoleplay(question: string): string | undefined {
  let rest = question;
  for (const re of ROLEPLAY) rest = rest.replace(re, ' ');
  if (rest === question) return undefined;
  // "…and tell me which grape makes Barolo": the request itself, without its lead-in.
  return rest
    .replace(/^[\s,.!:;-]*(and\s+)?(then\s+)?(just\s+)?(tell\s+me\s+(?!about\b))?/i, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Per records, whether they write a phrase as typed (in lower case): asked rarely, so the verdicts are kept, not the text. */
const WRITTEN_LOWER = new WeakMap<KnowledgeBase, Lru<string, boolean>>();

function writtenAsTyped(kb: KnowledgeBase, raw: string): boolean {
  let kept = WRITTEN_LOWER.get(kb);
  if (!kept) {
    kept = new Lru(500);
    WRITTEN_LOWER.set(kb, kept);
  }
  return kept.through(raw, () =>
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(raw)}([^\\p{L}]|$)`, 'u').test(
      JSON.stringify([kb.grapes, kb.regions, kb.topics, kb.terms]),
    ),
  );
}

/**
 * "When was cloudy bay founded?": a question typed all in lower case, holding a name of several words
 * that the records cite only with capitals (a producer, an estate, a person), is read with the name
 * capitalised as the records write it, so that it is found as a name and not as its everyday words.
 * A phrase the records also write in lower case ("the left bank of the Ciron") is left as typed.
 */
export function withCitedCapitals(kb: KnowledgeBase, question: string): string {
  if (/\p{Lu}/u.test(question.slice(1))) return question;
  const cited = namesInRecords(kb);
  const tokens = [...question.matchAll(/[\p{L}'’-]+/gu)];
  let out = question;
  for (let n = 4; n >= 2; n--)
    for (let i = 0; i + n <= tokens.length; i++) {
      const run = tokens.slice(i, i + n);
      const phrase = fold(run.map((t) => t[0]).join(' '));
      if (!cited.has(phrase) || kb.mentions(phrase).some((m) => m.whole && m.score >= 0.9)) continue;
      const raw = run.map((t) => t[0]).join(' ');
      if (writtenAsTyped(kb, raw)) continue;
      const capital = raw.replace(/(^|\s)(\p{L})/gu, (_m, s: string, c: string) => `${s}${c.toUpperCase()}`);
      out = out.replace(raw, capital);
    }
  return out;
}
