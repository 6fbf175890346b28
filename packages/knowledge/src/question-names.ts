// Reading the names in a question for the honesty guard: its capitalised runs, which words the
// records have never written, and whether a strange word is only a misspelling of a known name.

import { isEnglishWord } from './dictionary.ts';
import { type KnowledgeBase, warmAlso } from './kb.ts';
import { COUNTRY_ADJECTIVES, REGION_ADJECTIVES, STOPWORDS, WINE_WORDS } from './lexicon.ts';
import { Lru } from './lru.ts';
import { widelyUsedNames } from './names-in-use.ts';
import { editDistance, fold, keepsIdentity, misspeltStart, sameOpening, unkept, words } from './normalize.ts';
import { recordsSay } from './premise.ts';

/** Category words that follow a name: "Valdoro Alto DOCG", "the Brillanteau grape". */
export const AFTER =
  /^(docg|doc|aoc|aop|ava|do|doca|dop|igt|igp|pdo|pgi|grape|grapes|variety|varietal|cultivar|appellation|producer|estate|winery|vineyard|vineyards|cellars|cru|region|subregion|sub-region|subzone|sub-zone|zone|commune|district|valley|ward|gi|sub-appellation|subappellation|sub-ava|pince|pincészet|pinceszet)$/i;

/** Category words that precede a name: "Château Zorbignac", "Domaine Vertaloup". */
export const BEFORE =
  /^(chateau|château|domaine|bodega|bodegas|weingut|tenuta|cantina|quinta|clos|maison|castello|fattoria|schloss|cave|caves|herdade|estancia|champagne)$/i;

export const CONNECTOR = /^(de|du|des|di|del|della|dei|degli|la|le|les|l|d|da|do|dos|das|von|van|der|den|zu|y|e)$/i;

export let kbWords: { kb: KnowledgeBase; words: Set<string> } | undefined;

/** Every word written anywhere in the knowledge base (names, facts, points, meanings), folded. */
export function knownWords(kb: KnowledgeBase): Set<string> {
  if (kbWords?.kb === kb) return kbWords.words;
  const set = unkept(() => readKnownWords(kb));
  kbWords = { kb, words: set };
  return set;
}

function readKnownWords(kb: KnowledgeBase): Set<string> {
  const set = new Set<string>();
  const add = (s: string | undefined) => {
    if (s) for (const w of words(s)) set.add(w);
  };
  for (const g of kb.grapes) {
    add(g.name);
    g.synonyms.forEach(add);
    for (const f of g.facts) add(f.text);
    add(g.origin);
  }
  for (const r of kb.regions) {
    add(r.name);
    r.synonyms.forEach(add);
    for (const p of r.parts ?? []) [p.name, p.fact].forEach(add);
    for (const f of r.facts) add(f.text);
    r.labelTerms.forEach(add);
    r.styles.forEach(add);
  }
  for (const t of kb.topics) {
    add(t.title);
    add(t.summary);
    t.keywords.forEach(add);
    for (const p of t.points) add(p.text);
    for (const row of t.table?.rows ?? []) row.forEach(add);
  }
  for (const t of kb.terms) {
    add(t.term);
    t.synonyms?.forEach(add);
    add(t.meaning);
  }
  return set;
}

/** Whether a phrase names, in whole or in part, a grape, a region or a term of the knowledge base. */
export function namesRecord(kb: KnowledgeBase, phrase: string): boolean {
  return kb
    .mentions(phrase)
    .some((m) => m.whole && m.score >= 0.9 && (m.kind === 'grape' || m.kind === 'region' || m.kind === 'term'));
}

/**
 * Whether a phrase is, as a whole, the name of a grape, a region or a term of the knowledge base: a
 * known name with a word fused on ("Napa Highlands", "Barossa Hills") names a place no record holds.
 */
export function namesWholly(kb: KnowledgeBase, phrase: string): boolean {
  const n = words(phrase).length;
  return kb
    .mentions(phrase)
    .some(
      (m) =>
        m.whole &&
        m.score >= 0.9 &&
        m.start <= 0 &&
        m.end >= n - 1 &&
        (m.kind === 'grape' || m.kind === 'region' || m.kind === 'term'),
    );
}

/** Whether a capitalised word is a name the knowledge base has never written. */
export function unknownName(kb: KnowledgeBase, raw: string): boolean {
  // Every part of a hyphenated name counts: "Saint-Ambrevin" is unknown though "Saint" is not.
  return words(raw).some(
    (w) => w.length >= 3 && !knownWords(kb).has(w) && !kb.index.knows(w) && !placeAdjective(kb, w),
  );
}

/** An adjective of a place the records hold, in either number: "Israeli", "Lebanese", "Tuscans". */
function placeAdjective(kb: KnowledgeBase, w: string): boolean {
  const id = (x: string) => COUNTRY_ADJECTIVES[x] ?? REGION_ADJECTIVES[x];
  const place = id(w) ?? (w.endsWith('s') ? id(w.slice(0, -1)) : undefined);
  return place !== undefined && kb.region(place) !== undefined;
}

export interface Token {
  raw: string;
  cap: boolean;
}

export function tokenize(text: string): Token[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((raw) => ({
    raw: raw.replace(/['’]s$/u, ''),
    cap: /^(?:[dl]['’]|dell['’])?\p{Lu}/u.test(raw),
  }));
}

/** Up to three lower-case words beside a category word, when one is a strange name: "castelvetro rosso docg". */
export function lowerRun(kb: KnowledgeBase, ts: Token[], i: number, step: 1 | -1): Token[] {
  const out: Token[] = [];
  for (let j = i; j >= 0 && j < ts.length && out.length < 3; j += step) {
    const w = fold(ts[j].raw);
    if (STOPWORDS.has(w) || AFTER.test(w) || BEFORE.test(w)) break;
    out.push(ts[j]);
  }
  const run = step === 1 ? out : out.reverse();
  // Beside its category word a lower-case name is read as written: one letter from a grape's local or
  // historical synonym ("the morillan grape", Morillon) is another name, not a misspelling; the main
  // names still forgive a typo ("the tempranilo grape").
  return run.some((t) => strangeWord(kb, t.raw, true)) ? run : [];
}

/** A run of capitalised words (with connectors) from position i, in the given direction. */
export function nameRun(ts: Token[], i: number, step: 1 | -1): Token[] {
  const out: Token[] = [];
  for (let j = i; j >= 0 && j < ts.length && out.length < 4; j += step) {
    const t = ts[j];
    if (t.cap && !BEFORE.test(t.raw) && !AFTER.test(t.raw)) out.push(t);
    // "de la", "de los": two connectors in a row before a capitalised word still join the name.
    else if (
      CONNECTOR.test(t.raw) &&
      (out.length > 0 || step === 1) &&
      (ts[j + step]?.cap || (CONNECTOR.test(ts[j + step]?.raw ?? '') && ts[j + 2 * step]?.cap))
    )
      out.push(t);
    else if (/^d['’]\p{Lu}/u.test(t.raw)) out.push(t);
    else break;
  }
  return step === 1 ? out : out.reverse();
}

/** A word that could be a name and is none the knowledge base knows, nor a misspelling of one. */
export function strangeWord(kb: KnowledgeBase, raw: string, mainNames = false): boolean {
  return words(raw).some((w) => {
    if (w.length < 5 || /\d/.test(w)) return false;
    if (STOPWORDS.has(w) || WINE_WORDS.has(w)) return false;
    if (!unknownName(kb, w) || isEnglishWord(w)) return false;
    return !nearKnownWord(kb, w, mainNames);
  });
}

export let kbNames: { kb: KnowledgeBase; words: string[]; main: string[]; guarded: Set<string> } | undefined;

/**
 * The words of every name the knowledge base answers for: grapes, regions, label terms, topics; with
 * `main`, without the grapes' synonyms tagged with a place or an era ("Morillon (Styria, Austria)").
 */
export function nameWords(kb: KnowledgeBase, main = false): string[] {
  if (kbNames?.kb === kb) return main ? kbNames.main : kbNames.words;
  const set = new Set<string>();
  const add = (x: string) => {
    for (const w of words(x)) if (w.length >= 4) set.add(w);
  };
  for (const g of kb.grapes) [g.name, ...g.synonyms.filter((x) => !x.includes('('))].forEach(add);
  for (const r of kb.regions)
    [r.name, ...r.synonyms, ...(r.parts ?? []).map((p) => p.name), ...r.labelTerms].forEach(add);
  for (const t of kb.terms) [t.term, ...(t.synonyms ?? [])].forEach(add);
  for (const t of kb.topics) [t.title, ...t.keywords].forEach(add);
  const mainWords = [...set];
  for (const g of kb.grapes) g.synonyms.forEach(add);
  // Words of other names only (synonyms, places within a region, label terms): a word one edit from
  // one of them is that name misspelt only when the edit keeps the name (see keepsIdentity).
  const primary = new Set<string>();
  const own = (x: string) => {
    for (const w of words(x)) primary.add(w);
  };
  for (const g of kb.grapes) own(g.name);
  for (const r of kb.regions) own(r.name);
  for (const t of kb.terms) own(t.term);
  for (const t of kb.topics) [t.title, ...t.keywords].forEach(own);
  const wide = widelyUsedNames(kb);
  const guarded = new Set([...set].filter((w) => !primary.has(w) && !wide.has(w)));
  kbNames = { kb, words: [...set], main: mainWords, guarded };
  return main ? kbNames.main : kbNames.words;
}

warmAlso((kb) => {
  knownWords(kb);
  nameWords(kb);
});

/**
 * Whether a word is a misspelling or a shortening of a name the knowledge base answers for: one edit
 * away (two for long names, or long words that start like the name), or the start of a longer name.
 */
export function nearKnownWord(kb: KnowledgeBase, w: string, mainNames = false): boolean {
  let kept = NEAR.get(kb);
  if (!kept) {
    kept = new Lru(5_000);
    NEAR.set(kb, kept);
  }
  return kept.through(`${mainNames ? '+' : '-'}${w}`, () => nearName(kb, w, mainNames));
}

/** A question's words are checked against every name's words: each word's verdict is kept. */
const NEAR = new WeakMap<KnowledgeBase, Lru<string, boolean>>();

function nearName(kb: KnowledgeBase, w: string, mainNames: boolean): boolean {
  const max = w.length >= 11 ? 2 : 1;
  const names = nameWords(kb, mainNames);
  const guarded = kbNames?.guarded;
  for (const k of names) {
    if (k.length > w.length && k.startsWith(w)) return true;
    // Another name only (a synonym, a place within a region) is misspelt only by an edit that keeps it:
    // "Morvillon" is a name of its own, not Morillon.
    if (guarded?.has(k)) {
      if (keepsIdentity(w, k)) return true;
      continue;
    }
    // A misspelt start of a longer name: "Gewurtz" for Gewürztraminer.
    if (
      w.length >= 6 &&
      k.length > w.length + 1 &&
      editDistance(w, k.slice(0, w.length), 1) <= 1 &&
      misspeltStart(w, k)
    )
      return true;
    // A long word that starts like a name may slip twice at its end: "Pinotache" for Pinotage.
    const limit = w.length >= 8 && k.slice(0, 4) === w.slice(0, 4) ? 2 : max;
    if (Math.abs(k.length - w.length) > limit) continue;
    if (editDistance(w, k, limit) <= limit && sameOpening(w, k)) return true;
  }
  return false;
}

/** Words that introduce a person the question is for or from, not what it asks about. */
const COMPANION =
  /^(friend|friends|wife|husband|partner|boyfriend|girlfriend|fiance|fiancee|mother|mum|mom|father|dad|brother|sister|son|daughter|aunt|uncle|cousin|grandmother|grandfather|boss|colleague|neighbour|neighbor|guest|guests|host|client|customer|chef|teacher|mate)$/;

/**
 * Whether the token at i names a person the question introduces ("my friend Rodrigo", "my name is
 * Dorotheo", "I'm Sarah"): someone beside the question, not a wine it asks about.
 */
function introducedPerson(ts: Token[], i: number): boolean {
  const at = (j: number) => (j >= 0 && j < ts.length ? fold(ts[j].raw).replace(/['’]/g, '') : '');
  if (COMPANION.test(at(i - 1)) && /^(my|our|a|his|her|their)$/.test(at(i - 2))) return true;
  if (at(i - 1) === 'is' && at(i - 2) === 'name' && /^(my|his|her|their)$/.test(at(i - 3))) return true;
  return at(i - 1) === 'im' || (at(i - 1) === 'am' && at(i - 2) === 'i');
}

/**
 * The unknown name a question gives after "called" or "named": "a grape called zelmarino", "a grand cru
 * called La Montagne Dorée". Whatever else the question names is only where or what kind it is.
 */
export function calledName(kb: KnowledgeBase, question: string): string | undefined {
  const called = question.match(/\b(?:called|named)\s+["“']?([\p{L}'’-]+)/iu);
  if (called && strangeWord(kb, called[1])) return called[1];
  // A name of several words, an article first.
  const run = question.match(
    /\b(?:called|named)\s+["“']?((?:(?:la|le|les|el|il|lo|the|l['’])\s*)?\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|du|des|di|del|la|le)\s+)?\p{Lu}[\p{L}'’-]*){0,3})/u,
  );
  if (!run) return undefined;
  const named = run[1].replace(/^(?:la|le|les|el|il|lo|the|l['’])\s*/i, '');
  // A word no record writes, in a run the records neither name as a whole nor write.
  const unknown =
    words(named).some((w) => strangeWord(kb, w)) ||
    (words(named).length >= 2 &&
      words(named).some((w) => unknownName(kb, w)) &&
      !namesWholly(kb, named) &&
      !recordsSay(kb, named));
  return unknown ? run[1] : undefined;
}

/** Meats, fish and cheeses a breed's or a place's name may stand before: "Charolais beef", "Bresse chicken". */
const FOOD_KIND =
  /^(beef|pork|lamb|veal|mutton|chicken|duck|goose|turkey|ham|bacon|sausages?|steaks?|cheese|oysters?|salmon|trout|lobster|crab|prawns?)$/i;

/** The unknown name a question asks about with no category word: "Brascatello", "called zelmarino". */
export function bareName(kb: KnowledgeBase, ts: Token[], question: string): string | undefined {
  const called = calledName(kb, question);
  if (called) return called;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i];
    if (!t.cap || !strangeWord(kb, t.raw)) continue;
    if (introducedPerson(ts, i)) continue;
    // The first word is capitalised by the sentence: a name only when a capitalised word follows it
    // ("Pelagrino Bianco food pairing?") or nothing but small words do ("Tarvolese?").
    if (i === 0 && !(ts[1]?.cap || ts.length <= 2)) continue;
    // The whole capitalised run it belongs to: "Malvorte Nera", "Étienne Valmorel".
    let a = i;
    while (a > 1 && ts[a - 1].cap) a--;
    if (a === 1 && i > 0 && ts[0].cap && strangeWord(kb, ts[0].raw)) a = 0;
    let b = i;
    while (b + 1 < ts.length && ts[b + 1].cap) b++;
    // A breed or a place of origin before a food ("Charolais beef", "Bresse chicken") is the food's
    // kind: the question is about the dish, whatever the name.
    const next = ts[b + 1];
    if (
      next &&
      !next.cap &&
      (FOOD_KIND.test(next.raw) ||
        kb.mentions(next.raw).some((m) => m.kind === 'pairing' && m.whole && m.score >= 0.85))
    )
      continue;
    return ts
      .slice(a, b + 1)
      .map((x) => x.raw)
      .join(' ');
  }
  return lowerNames(kb, ts)[0];
}

/** Words after which a word stands where a name does: "is X", "about X", "moscato di X". */
const NAME_SLOT = /^(is|was|about|describe|called|named|whats|de|du|des|di|del|della|da)$/;

/**
 * The unknown names of a question typed without capitals ("is rossolina a red grape?", "tell me
 * about moscato di valtrebbia"): with no capitals to mark them, a word the knowledge base never writes,
 * no English word and no misspelling of a name, standing where a name stands, with the strange words
 * right after it ("velmarino nero").
 */
export function lowerNames(kb: KnowledgeBase, ts: Token[]): string[] {
  if (ts.slice(1).some((t) => t.cap)) return [];
  const out: string[] = [];
  for (let i = 1; i < ts.length; i++) {
    // A vintage names the wine that follows it: "a case of 2020 pontet-canet".
    const slot = NAME_SLOT.test(fold(ts[i - 1].raw)) || /^(19|20)\d\d$/.test(ts[i - 1].raw);
    if (!slot || !strangeWord(kb, ts[i].raw)) continue;
    let b = i;
    while (b + 1 < ts.length && strangeWord(kb, ts[b + 1].raw)) b++;
    out.push(
      ts
        .slice(i, b + 1)
        .map((t) => t.raw)
        .join(' '),
    );
    i = b;
  }
  return out;
}

/**
 * Names the records write only in passing, typed without capitals where a name stands ("where is
 * yantai", "tell me about penglai"): a word no dictionary knows that some record's sentence uses, so
 * the question is about that name and what the records say of it, not about another subject.
 */
export function lowerPassingNames(kb: KnowledgeBase, ts: Token[]): string[] {
  if (ts.slice(1).some((t) => t.cap)) return [];
  const out: string[] = [];
  for (let i = 1; i < ts.length; i++) {
    if (!NAME_SLOT.test(fold(ts[i - 1].raw))) continue;
    const w = fold(ts[i].raw);
    if (w.length < 5 || /\d/.test(w) || STOPWORDS.has(w) || WINE_WORDS.has(w) || isEnglishWord(w)) continue;
    if (knownWords(kb).has(w)) out.push(w);
  }
  return out;
}

/** The capitalised names of a question after its first word: "Pétrus", "Screaming Eagle". */
export function subjectPhrase(ts: Token[]): string {
  const runs: string[] = [];
  let cur: string[] = [];
  ts.forEach((t, i) => {
    if (t.cap && i > 0 && !/^(I|What|How|Which|Where|Why|When|Who|Is|Are|Can|Will|Should|Does|Do)$/.test(t.raw))
      cur.push(t.raw);
    else if (cur.length > 0 && CONNECTOR.test(t.raw) && ts[i + 1]?.cap) cur.push(t.raw);
    else {
      if (cur.length > 0) runs.push(cur.join(' '));
      cur = [];
    }
  });
  if (cur.length > 0) runs.push(cur.join(' '));
  return runs[runs.length - 1] ?? '';
}
