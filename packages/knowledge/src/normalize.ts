// Text normalisation shared by the index and the queries, so that both sides agree on what a word is:
// accents stripped, case folded, punctuation dropped, "St" read as "Saint", plurals folded.

import { Lru } from './lru.ts';
import { wordTable } from './word-table.ts';

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

const NON_ASCII = /[\u0080-\uffff]/;

/** Lower case, accents and ligatures removed: "Gewürztraminer" → "gewurztraminer". */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII has no accents, marks or ligatures to remove: most texts, asked for many times an answer.
  const first = lower.search(NON_ASCII);
  if (first < 0) return lower;
  // Each other letter folds on its own (its decomposition without marks, a ligature spelt out), so a
  // text is its ASCII runs as they are and its other letters folded once each, not decomposed whole.
  let out = lower.slice(0, first);
  let run = first;
  for (let i = first; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c < 0x80) continue;
    if (run < i) out += lower.slice(run, i);
    // A letter outside the basic plane is two code units: folded as one.
    const wide = c >= 0xd800 && c <= 0xdbff && i + 1 < lower.length;
    const ch = wide ? lower.slice(i, i + 2) : lower[i];
    out += foldLetter(ch);
    if (wide) i++;
    run = i + 1;
  }
  return run < lower.length ? out + lower.slice(run) : out;
}

/** Each non-ASCII letter's fold, worked out the first time it is met (the records use a few hundred). */
const LETTERS = new Map<string, string>();

function foldLetter(ch: string): string {
  let f = LETTERS.get(ch);
  if (f === undefined) {
    f = ch
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c);
    if (LETTERS.size < 4_096) LETTERS.set(ch, f);
  }
  return f;
}

/** Abbreviations read as the word they stand for, on both the index and the query side. */
const ABBREVIATIONS: Readonly<Record<string, string>> = wordTable({
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  '1er': 'premier',
  '1st': 'first',
  '2nd': 'second',
  vs: 'versus',
  v: 'versus',
  '&': 'and',
});

/** Words whose final "s" is part of the word, not a plural. */
const KEEP_S = new Set(['does', 'this', 'pays', 'gros', 'less', 'yes', 'news']);

/** Plurals English forms with -ves from a singular in -f or -fe: a closed list, since most -ves words ("olives", "reserves") are regular. */
const F_PLURALS: Readonly<Record<string, string>> = wordTable({
  leaves: 'leaf',
  halves: 'half',
  shelves: 'shelf',
  knives: 'knife',
  lives: 'life',
  wives: 'wife',
  wolves: 'wolf',
  calves: 'calf',
  loaves: 'loaf',
  thieves: 'thief',
  selves: 'self',
  scarves: 'scarf',
});

/** Letters before a final "s" that make it no plural ending: "glass", "must", "chablis", "rosso", "atlas". */
const KEPT_BEFORE_S = new Set(['s', 'u', 'i', 'o', 'a']);

/** Folds a plural onto its singular: "rieslings" → "riesling", "sherries" → "sherry". */
export function stem(word: string): string {
  if (word.length < 4 || KEEP_S.has(word)) return word;
  const f = F_PLURALS[word];
  if (f) return f;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !KEPT_BEFORE_S.has(word[word.length - 2])) return word.slice(0, -1);
  return word;
}

/** Splits text into folded words, apostrophes joined ("d'Or" → "dor"), other punctuation a break. */
export function words(text: string): string[] {
  // A copy, as callers may change what they are given.
  if (building) return (WORDS.get(text) ?? building.get(text) ?? readOnce(building, text)).slice();
  return WORDS.through(text, readWords).slice();
}

/** The words read during the build under way (see `unkept`), dropped when it ends. */
let building: Map<string, readonly string[]> | undefined;

/** Whether a build that reads every record once is under way: what it reads is not worth keeping. */
export function buildUnderWay(): boolean {
  return building !== undefined;
}

function readOnce(kept: Map<string, readonly string[]>, text: string): readonly string[] {
  const w = readWords(text);
  kept.set(text, w);
  return w;
}

/**
 * Runs a build that reads every record text once (the search index, the list of known words) without
 * keeping those texts' words: kept, they would fill the memory at start with entries no question asks
 * for again, several megabytes resident from the warm-up on.
 */
export function unkept<T>(build: () => T): T {
  if (building) return build();
  building = new Map();
  try {
    return build();
  } finally {
    building = undefined;
  }
}

/** The words of the texts read last: the question and the records' sentences are read many times an answer. */
const WORDS = new Lru<string, readonly string[]>(10_000);

/** How many texts' words are kept now. */
export function keptWordsCount(): number {
  return WORDS.size;
}

/**
 * Compounds written closed, open or hyphenated ("screwcap", "screw cap", "screw-cap"): read as one
 * word, so the records' spelling and the question's meet.
 */
const OPEN_COMPOUND =
  /\b(screw|wine|ice|grape|root|cork)[\s-]+(caps?|capped|makers?|making|wines?|vines?|stocks?|screws?)\b/g;
const CLOSED_PAIRS = new Set(['screwcap', 'winemak', 'icewine', 'grapevine', 'rootstock', 'corkscrew']);

function closeCompound(whole: string, a: string, b: string): string {
  const joined = `${a}${b}`;
  for (const p of CLOSED_PAIRS) if (joined.startsWith(p)) return joined;
  return whole;
}

/** Words whose "'s" stands for "is" or "has", not for whose. */
const CONTRACTED = new Set('what that it who where there here how let he she when why which this today'.split(' '));

function readWords(text: string): string[] {
  let t = fold(text).replace(OPEN_COMPOUND, closeCompound);
  // Each rewriting below needs a sign or a word most texts lack: looked for first, it is skipped there.
  // The steps of a tasting scale: "medium(+)" is said "medium plus".
  if (t.includes('(')) t = t.replace(/\((\+|-)\)/g, (_, sign: string) => (sign === '+' ? ' plus' : ' minus'));
  // "75 percent" is "75%", whose sign is no word: the figure alone stays on both sides.
  if (t.includes('per') || t.includes('pct')) t = t.replace(/(\d)\s*(?:percent|per cent|pct)\b/g, '$1');
  // "South Africa’s Western Cape" names South Africa: a possessive ending is no part of the name. A
  // word shortened with "is" ("what's", "it's") keeps its "s", as its readers expect.
  if (t.includes("'s") || t.includes('’s'))
    t = t.replace(/\b([a-z]+)['’]s\b/g, (all, w: string) => (CONTRACTED.has(w) ? all : w));
  t = t.replace(/['’‘`´]/g, '');
  if (t.includes('&')) t = t.replace(/&/g, ' & ');
  return t.split(/[^a-z0-9&]+/).filter((w) => w.length > 0);
}

/** A word with its abbreviation expanded: "st" → "saint", "vs" → "versus". */
export function expand(word: string): string {
  return ABBREVIATIONS[word] ?? word;
}

/** One word as the index stores it: abbreviation expanded, plural folded. */
export function canonical(word: string): string {
  return stem(ABBREVIATIONS[word] ?? word);
}

/** Words of a text in index form. */
export function tokens(text: string): string[] {
  return words(text).map(canonical);
}

/** Kebab-case ASCII id from any name: "Gran Reserva (Spain)" → "gran-reserva-spain". */
export function slug(text: string): string {
  return fold(text)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Rows of the distance table, kept between calls: a question's words are measured against thousands of names. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Optimal string alignment distance (edits plus adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0].length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prev2, prev, cur] = rows;
  prev2.fill(0, 0, n + 1);
  cur.fill(0, 0, n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = prev[j] + 1;
      const ins = cur[j - 1] + 1;
      if (ins < v) v = ins;
      const sub = prev[j - 1] + (ai === bj ? 0 : 1);
      if (sub < v) v = sub;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj) {
        const swap = prev2[j - 2] + 1;
        if (swap < v) v = swap;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[n];
}

const VOWELS = new Set('aeiouy');
/** Letters a writer swaps for one another by sound, not by meaning: "Malbek", "Grenasche". */
const SOUNDS_ALIKE = new Set(['ck', 'kc', 'cs', 'sc', 'sz', 'zs', 'iy', 'yi', 'vw', 'wv', 'fv', 'vf', 'qk', 'kq']);

/**
 * Whether a word one edit from a name is the same name misspelt rather than another name: a letter
 * dropped ("Morilon"), a letter doubled or undoubled ("Morrillon"), two neighbours swapped
 * ("Moirllon"), or one letter written for another of like sound (a vowel for a vowel, "k" for "c").
 * A letter added that is not a doubling ("Morvillon") or a consonant changed for an unlike one
 * ("Morigon") makes a different name, which may be a place or grape the knowledge base lacks.
 */
export function keepsIdentity(word: string, name: string): boolean {
  if (word === name) return true;
  const collapse = (s: string) => s.replace(/(.)\1+/g, '$1');
  if (collapse(word) === collapse(name)) return true;
  if (word.length === name.length - 1) {
    for (let i = 0; i < name.length; i++) if (name.slice(0, i) + name.slice(i + 1) === word) return true;
    return false;
  }
  if (word.length !== name.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < word.length && diff.length <= 2; i++) if (word[i] !== name[i]) diff.push(i);
  if (diff.length === 2)
    return diff[1] === diff[0] + 1 && word[diff[0]] === name[diff[1]] && word[diff[1]] === name[diff[0]];
  if (diff.length !== 1) return false;
  const a = word[diff[0]];
  const b = name[diff[0]];
  return (VOWELS.has(a) && VOWELS.has(b)) || SOUNDS_ALIKE.has(a + b);
}

/**
 * Whether a word may be a name misspelt by how it opens: a writer slips in a name's middle or end but
 * keeps its first letter, or writes one of like sound ("Kabernet", "Sirah"). A word that opens with
 * another letter ("Teran" beside Saint-Véran's "Veran") is another name, which may be a grape or place
 * the knowledge base lacks.
 */
export function sameOpening(word: string, name: string): boolean {
  const a = word[0];
  const b = name[0];
  if (a === b || (VOWELS.has(a) && VOWELS.has(b)) || SOUNDS_ALIKE.has(a + b)) return true;
  // The name whole behind an elided article or a verb's "re-": "d'assemblage", "refermenting".
  return ELIDED.some((x) => word === x + name);
}

const ELIDED = ['d', 'l', 're'];

/**
 * Whether a word is the start of a longer name, shortened and misspelt at once, by a slip that keeps
 * the name (see keepsIdentity): "Gewurtz" opens Gewürztraminer, but "Carmel" is no "Carmen…" cut short,
 * for a shortening ends where the writer stopped, not on a letter the name does not have there.
 */
export function misspeltStart(word: string, name: string): boolean {
  if (name.length <= word.length + 1) return false;
  return [name.slice(0, word.length), name.slice(0, word.length + 1), name.slice(0, word.length - 1)].some((x) =>
    keepsIdentity(word, x),
  );
}

/** Character trigrams of a word padded with spaces, for candidate lookup before edit distance. */
export function trigrams(word: string): string[] {
  const padded = ` ${word} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}

const ROOT_ALIASES: Readonly<Record<string, string>> = wordTable({
  // "13% abv" answers a question about alcohol.
  abv: 'alcohol',
  alcoholic: 'alcohol',
  tannic: 'tannin',
  acidic: 'acid',
  acidity: 'acid',
  sweetness: 'sweet',
  sweeter: 'sweet',
  sweetest: 'sweet',
  drier: 'dry',
  driest: 'dry',
  dryness: 'dry',
  oaky: 'oak',
  oaked: 'oak',
  oakiness: 'oak',
  unoaked: 'oak',
  fruity: 'fruit',
  // A thing that works against something names it ("an antioxidant" protects against oxidation, "an
  // antimicrobial" against microbes); "spoilage" is spoiling.
  antioxidant: 'oxid',
  antimicrobial: 'microb',
  spoilage: 'spoil',
  // Tasting words made from the thing they smell of: "bready, biscuity notes" meets "bread, biscuit".
  bready: 'bread',
  biscuity: 'biscuit',
  buttery: 'butter',
  nutty: 'nut',
  toasty: 'toast',
  smoky: 'smoke',
  spicy: 'spice',
  earthy: 'earth',
  grassy: 'grass',
  leathery: 'leather',
  jammy: 'jam',
  stalky: 'stalk',
  peppery: 'pepper',
  creamy: 'cream',
  salty: 'salt',
  flinty: 'flint',
  chalky: 'chalk',
  stony: 'stone',
  herby: 'herb',
  meaty: 'meat',
  silky: 'silk',
  waxy: 'wax',
  honeyed: 'honey',
  // …and the word for a wine with a fault.
  faulty: 'fault',
  volcanic: 'volcano',
  volcanoes: 'volcano',
  coastal: 'coast',
  mountainous: 'mountain',
  oceanic: 'ocean',
  bubbly: 'bubble',
  fizzy: 'bubble',
  corked: 'cork',
  // Reduction in wine is the sulfur-smelling fault or style, never a "reduced" (lowered) amount: "cork
  // producers have reduced TCA" is no sentence about the fault Reduction.
  reduction: 'reductive',
  reductive: 'reductive',
  reductively: 'reductive',
  // A French commune is its village: "how many villages make Barolo?" meets "eleven communes".
  commune: 'village',
  communes: 'village',
  aged: 'age',
  ageing: 'age',
  aging: 'age',
  ages: 'age',
  older: 'old',
  oldest: 'old',
  youngest: 'young',
  lighter: 'light',
  lightest: 'light',
  fuller: 'full',
  chilled: 'chill',
  served: 'serve',
  serving: 'serve',
  stored: 'store',
  storing: 'store',
  storage: 'store',
  // "Why freeze the neck?" meets "the neck is frozen".
  frozen: 'freeze',
  freezing: 'freeze',
  froze: 'freeze',
  // Moisture in the air, in everyday words: "how damp should a cellar be" meets "relative humidity".
  damp: 'humidity',
  dampness: 'humidity',
  moisture: 'humidity',
  // Dealing with a pest, disease or fault: "how do growers treat / fight / beat it?" meets "it is
  // controlled with…", "the cure is…".
  treat: 'control',
  treats: 'control',
  treated: 'control',
  treating: 'control',
  treatment: 'control',
  treatments: 'control',
  combat: 'control',
  combats: 'control',
  combated: 'control',
  fight: 'control',
  fights: 'control',
  fighting: 'control',
  fought: 'control',
  beat: 'control',
  beaten: 'control',
  tackle: 'control',
  tackled: 'control',
  cure: 'control',
  cures: 'control',
  // …and "how did they fix / solve / overcome it?".
  fix: 'control',
  fixes: 'control',
  fixing: 'control',
  solve: 'control',
  solves: 'control',
  solved: 'control',
  solving: 'control',
  overcome: 'control',
  overcame: 'control',
  remedy: 'control',
  remedies: 'control',
  defeat: 'control',
  defeated: 'control',
  // What the rules let in: "how many grapes are allowed?" meets "thirteen varieties are permitted".
  allow: 'permit',
  allows: 'permit',
  allowed: 'permit',
  permitted: 'permit',
  permits: 'permit',
  authorised: 'permit',
  authorized: 'permit',
});

/** Roots already worked out: the same few thousand words of the records are rooted for every question. */
const ROOTS = new Lru<string, string>(20_000);

/** A rough root for matching a question's words to sentences: "sweeter" → "sweet", "ageing" → "age". */
export function root(word: string): string {
  return ROOTS.through(word, rootOf);
}

/** The roots of a text's words, kept for the last texts asked: record sentences are scored against every question. */
const TEXT_ROOTS = new Lru<string, ReadonlySet<string>>(10_000);

/** The set of the rough roots of a text's words (never to be changed by the caller). */
export function rootSet(text: string): ReadonlySet<string> {
  return TEXT_ROOTS.through(text, (t) => new Set(words(t).map(root)));
}

/** Compound parts already worked out, for the same record sentences scored against every question. */
const COMPOUND_PARTS = new Lru<string, ReadonlyMap<string, ReadonlySet<string>>>(10_000);

/** A word made of lower-case words joined by hyphens: "high-density", "bottle-aged"; never a name ("Gevrey-Chambertin"). */
const COMPOUND = /(?<![\p{L}\p{N}-])\p{L}[\p{L}\p{N}]*(?:-\p{Ll}[\p{L}\p{N}]*)+(?![\p{L}\p{N}-])/gu;

/**
 * The roots a text uses only inside compounds, each with the roots of the rest of its compound:
 * "traditional high-density plantings" gives "high" → {"density"} and "density" → {"high"}, so a
 * question about "high yields" is not answered by it as if it said "high" on its own.
 */
export function compoundParts(text: string): ReadonlyMap<string, ReadonlySet<string>> {
  return COMPOUND_PARTS.through(text, (t) => {
    const found = t.match(COMPOUND);
    if (!found) return EMPTY_PARTS;
    const free = rootSet(t.replace(COMPOUND, ' '));
    const parts = new Map<string, Set<string>>();
    for (const c of found) {
      const rs = words(c).map(root);
      for (const r of rs) {
        if (free.has(r)) continue;
        const with_ = parts.get(r) ?? new Set<string>();
        for (const o of rs) if (o !== r) with_.add(o);
        parts.set(r, with_);
      }
    }
    return parts;
  });
}

const EMPTY_PARTS: ReadonlyMap<string, ReadonlySet<string>> = new Map();

/** Half of a compound ("high" in "high-density") counts for this much of the word said on its own. */
const COMPOUND_HALF = 0.25;

/**
 * How far a text uses each of a question's word roots: 1 for the word itself, a fraction for half of a
 * compound unless the question has the rest of that compound too ("high-density" asked as "high density"),
 * even among the words left out of `qw`.
 */
export function wordUse(
  text: string,
  qw: readonly string[],
  /** All the question's word roots, where `qw` leaves some out (the subject's own name). */
  asked: readonly string[] = qw,
): (w: string) => number {
  const ws = rootSet(text);
  const parts = compoundParts(text);
  return (w) => {
    if (!ws.has(w)) return 0;
    const rest = parts.get(w);
    if (rest === undefined) return 1;
    for (const o of rest) if (asked.includes(o)) return 1;
    return COMPOUND_HALF;
  };
}

function rootOf(word: string): string {
  // "leaves" → "leaf", "halves" → "half", before the plural is cut.
  const w = stem(/(ea|al|el|ol)ves$/.test(word) ? word.replace(/ves$/, 'f') : word);
  // Aliases end the same way as every other word, so "age", "aged", "ages" and "ageing" meet.
  const alias = ROOT_ALIASES[word] ?? ROOT_ALIASES[w];
  // (An alias is rooted like any word, so "buttery" meets "butter" as the records' "butter" is rooted.)
  if (alias) return alias === w || alias === word ? trimE(alias) : rootOf(alias);
  // A noun in -ction meets its verb, as both drop the t ("protection", "protect" → "protec";
  // "production", "produce" → "produc").
  // A noun and its verb meet: "leaf removal" and "remove leaves", "controlled" and "control",
  // "thinning" and "thin"; "ferment" keeps its "ment", which is no suffix there.
  // A verb in -ify meets its noun in -ification ("clarify", "clarified", "clarification"), and an
  // adjective in -ial its noun ("microbial", "microbes").
  const kin = w.replace(/(?<=\w{3})i(?:fy|fied|fying|fication)$/, 'if').replace(/(?<=\w{4})ial$/, '');
  const noun = kin.replace(/(ov|iv|us)al$/, '$1');
  const cut =
    noun.length > 5 ? noun.replace(/(ation|ing|ed|er|ly|tion|ness)$/, '').replace(/(?<=\w{4})ment$/, '') : noun;
  const verb = cut.length >= 5 ? cut.replace(/ct$/, 'c') : cut;
  const single = verb.length > 4 ? verb.replace(/([b-df-hj-np-rtv-z])\1$/, '$1') : verb;
  return single.length >= 3 ? trimE(single) : w;
}

function trimE(w: string): string {
  return w.length > 3 ? w.replace(/e$/, '') : w;
}
