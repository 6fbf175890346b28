// Search over the names of everything in the knowledge base. One index, built once on first use:
// a word trie of every name, synonym, keyword and term, a sorted vocabulary for partial words and a
// trigram table for misspellings. A query is matched word by word against the trie, each word
// allowed to be exact, plural, misspelt or shortened, so "cab sauv", "Gewurtz" and "st emilion" land.

import { isEnglishWord } from './dictionary.ts';
import { GENERIC_PLACE_WORDS, STOPWORDS } from './lexicon.ts';
import { Lru } from './lru.ts';
import { widelyUsedNames } from './names-in-use.ts';
import {
  canonical,
  editDistance,
  fold,
  keepsIdentity,
  misspeltStart,
  root,
  sameOpening,
  tokens,
  trigrams,
  unkept,
  words,
} from './normalize.ts';
import type { EntityKind, Records } from './records.ts';

export interface EntityRef {
  kind: EntityKind;
  id: string;
}

export interface SearchHit extends EntityRef {
  /** 0–1: 1 is an exact match of the whole query on a name. */
  score: number;
  title: string;
  /** The name or keyword that matched. */
  matched: string;
  /** A place within the region found, named instead of the region itself: 'Dundee Hills'. */
  within?: string;
}

/** A name found inside a longer text, with where it was found (word positions). */
export interface Mention extends EntityRef {
  score: number;
  title: string;
  matched: string;
  start: number;
  end: number;
  /** Matched a whole name rather than a distinctive part of one. */
  whole: boolean;
  /** The name or keyword as the records spell it, when the question misspelt it ("thermovinification"). */
  label?: string;
  /** A place within the region found, named instead of the region itself: 'Dundee Hills'. */
  within?: string;
}

export interface SearchOptions {
  /** Only these kinds. */
  kinds?: readonly EntityKind[];
  limit?: number;
  /** Hits below this score are dropped (default 0.35). */
  minScore?: number;
}

interface Entry extends EntityRef {
  weight: number;
  label: string;
  /** Number of words in the full phrase. */
  size: number;
  /** A distinctive part of a name rather than the name itself. */
  part: boolean;
  /** The name of a place within the region (one of its `parts`) rather than the region's own. */
  within?: string;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  entries: Entry[];
  /** Entries of every phrase that continues from here, for partial names ("chateauneuf"). */
  below: Entry[];
}

interface Candidate {
  token: string;
  cost: number;
}

interface RawMatch {
  start: number;
  end: number;
  entry: Entry;
  score: number;
  partial: boolean;
}

const WEIGHT = {
  name: 1,
  synonym: 0.95,
  term: 0.92,
  title: 0.9,
  keyword: 0.85,
  weak: 0.5,
  food: 0.9,
  alias: 0.97,
  part: 0.78,
  /** A place within a region (Apalta in Colchagua) finds the region, a little below its own names. */
  within: 0.93,
};

/** Connector words a learner may leave out of a name: "Brunello Montalcino". */
const CONNECTORS = new Set(['de', 'du', 'des', 'di', 'del', 'della', 'la', 'le', 'les', 'd', 'y', 'e', 'et', 'of']);

/** Nicknames learners use that no data file should have to list. Applied only when the id exists. */
const ALIASES: [string, EntityKind, string][] = [
  ['cab', 'grape', 'cabernet-sauvignon'],
  ['cab sav', 'grape', 'cabernet-sauvignon'],
  ['cab sauv', 'grape', 'cabernet-sauvignon'],
  ['cab franc', 'grape', 'cabernet-franc'],
  ['sauv blanc', 'grape', 'sauvignon-blanc'],
  ['sav blanc', 'grape', 'sauvignon-blanc'],
  ['savvy b', 'grape', 'sauvignon-blanc'],
  ['chard', 'grape', 'chardonnay'],
  ['chardy', 'grape', 'chardonnay'],
  ['zin', 'grape', 'zinfandel'],
  ['gewurz', 'grape', 'gewurztraminer'],
  ['gruner', 'grape', 'gruner-veltliner'],
  ['gruv', 'grape', 'gruner-veltliner'],
  ['pinot g', 'grape', 'pinot-gris'],
  ['cdp', 'region', 'chateauneuf-du-pape'],
  ['usa', 'region', 'usa'],
  ['usa', 'region', 'united-states'],
  ['america', 'region', 'united-states'],
  ['nz', 'region', 'new-zealand'],
  ['kiwi', 'region', 'new-zealand'],
  ['aussie', 'region', 'australia'],
  ['bdx', 'region', 'bordeaux'],
  ['burg', 'region', 'burgundy'],
  ['champers', 'region', 'champagne'],
  ['bubbly', 'region', 'champagne'],
];

function node(): TrieNode {
  return { next: new Map(), entries: [], below: [] };
}

/** Words of a note about a name rather than a name: "historical name in Australia", "old spelling". */
const GLOSS =
  /\b(name|names|named|called|known|historical|historic|formerly|former|old|local|locally|used|usage|spelling|synonym|wines?|styles?|in|for|mainly|sometimes)\b/;

/** Name variants: parenthesised notes dropped, "A / B" split, connectors optional. */
function phraseVariants(text: string): string[][] {
  const out: string[][] = [];
  const base = text.replace(/\([^)]*\)/g, ' ');
  // A spelt-out name in brackets is a name too: "AVA (American Viticultural Area)"; a one-word note
  // such as a country ("Reserve (Austria)") is not, nor a note with a comma ("Germany, sweeter style").
  // Nor is a note about the name ("Topaque (Australian fortified wine name)"): its words would make
  // "Australian" find the grape.
  for (const [, inner] of text.matchAll(/\(([^)]*)\)/g))
    if (tokens(inner).length >= 2 && !/[,;]/.test(inner) && !GLOSS.test(fold(inner))) out.push(tokens(inner));
  for (const part of base.split(/\s*[/;,]\s*|\s+or\s+/)) {
    const t = tokens(part);
    if (t.length === 0) continue;
    out.push(t);
    const bare = t.filter((w) => !CONNECTORS.has(w));
    if (bare.length > 0 && bare.length < t.length) out.push(bare);
    // Apostrophes read as a break too: "Hawke's Bay" is also "Hawke s Bay", "d'Asti" also "d Asti".
    if (/['’]/.test(part)) {
      const spaced = tokens(part.replace(/['’]/g, ' '));
      if (spaced.join(' ') !== t.join(' ')) out.push(spaced);
    }
  }
  return out;
}

/** Words that open an estate's name: "Château Latour", "Domaine de Chevalier", "Quinta do Noval". */
const ESTATE_WORD = /^(chateau|domaine|quinta|schloss)\s+/;

/** An estate's name without its opening word, when what is left is still a name of its own. */
function estateName(name: string): string | undefined {
  const folded = fold(name);
  if (!ESTATE_WORD.test(folded)) return undefined;
  const rest = name.replace(/^\S+\s+/, '');
  const t = tokens(rest).filter((w) => !CONNECTORS.has(w));
  if (t.length === 0 || (t.length === 1 && (t[0].length < 4 || isEnglishWord(t[0]) || STOPWORDS.has(t[0]))))
    return undefined;
  return rest;
}

export class SearchIndex {
  readonly #kb: Records;
  readonly #root = node();
  #vocab: string[] = [];
  readonly #trigramIndex = new Map<string, number[]>();
  readonly #cache = new Map<string, Candidate[]>();
  readonly #cacheStrict = new Map<string, Candidate[]>();
  /** Words of aromas and foods ("grass", "lemon"): read as themselves, never as a misspelt name. */
  readonly #everyday = new Set<string>();
  /** Words of grape, region and term names: the only ones a sentence's misspelt word may stand for. */
  readonly #nameWords = new Set<string>();
  /**
   * Words found only in other names of a record (synonyms) or in places within a region: a word near
   * one of them stands for it only when it is the same name misspelt, never a different name one
   * letter away ("Morvillon" is not Morillon, Chardonnay's Styrian name).
   */
  readonly #guarded = new Set<string>();

  constructor(kb: Records) {
    this.#kb = kb;
    unkept(() => this.#build());
  }

  #add(ref: EntityRef, text: string, weight: number, part = false, within?: string): void {
    for (const t of phraseVariants(text))
      this.#insert(t, { ...ref, weight, label: text, size: t.length, part, ...(within ? { within } : {}) });
  }

  #insert(t: string[], entry: Entry): void {
    let n = this.#root;
    for (const w of t) {
      let child = n.next.get(w);
      if (!child) {
        child = node();
        n.next.set(w, child);
      }
      n = child;
      if (n.below.length < 64) n.below.push(entry);
    }
    if (!n.entries.some((e) => e.kind === entry.kind && e.id === entry.id)) n.entries.push(entry);
    else {
      const i = n.entries.findIndex((e) => e.kind === entry.kind && e.id === entry.id);
      if (n.entries[i].weight < entry.weight) n.entries[i] = entry;
    }
  }

  #build(): void {
    const kb = this.#kb;
    const names = new Map<string, Set<string>>(); // word → entities naming it (names and synonyms only)
    const partWords = new Map<string, string>(); // word → the place within a region whose name has it
    const ownWords = new Set<string>(); // words of records' own names and synonyms
    const note = (ref: EntityRef, text: string, own = true) => {
      for (const t of phraseVariants(text))
        for (const w of t) {
          if (own) ownWords.add(w);
          const set = names.get(w) ?? new Set<string>();
          names.set(w, set);
          set.add(`${ref.kind}:${ref.id}`);
        }
    };
    const primary = new Set<string>(); // words of records' own names, terms, topics and foods
    const secondary = new Set<string>(); // words of synonyms and of places within regions
    const collect = (into: Set<string>, text: string) => {
      for (const t of phraseVariants(text)) for (const w of t) into.add(w);
    };
    for (const g of kb.grapes) {
      const ref: EntityRef = { kind: 'grape', id: g.id };
      this.#add(ref, g.name, WEIGHT.name);
      note(ref, g.name);
      collect(primary, g.name);
      for (const s of g.synonyms) {
        this.#add(ref, s, WEIGHT.synonym);
        note(ref, s);
        collect(secondary, s);
      }
    }
    for (const r of kb.regions) {
      const ref: EntityRef = { kind: 'region', id: r.id };
      this.#add(ref, r.name, WEIGHT.name);
      note(ref, r.name);
      collect(primary, r.name);
      for (const s of r.synonyms) {
        this.#add(ref, s, WEIGHT.synonym);
        note(ref, s);
        collect(secondary, s);
      }
      for (const p of r.parts ?? []) {
        this.#add(ref, p.name, WEIGHT.within, false, p.name);
        note(ref, p.name, false);
        collect(secondary, p.name);
        for (const t of phraseVariants(p.name)) for (const w of t) partWords.set(w, p.name);
        // An estate is named without its "Château" as often as with it ("Lynch-Bages"), unless what
        // is left is an everyday word ("Canon").
        const bare = estateName(p.name);
        if (bare) this.#add(ref, bare, WEIGHT.within, false, p.name);
      }
    }
    // A label term's abbreviation in brackets is a name of it too ("Qualitätswein (QbA)", "Beerenauslese
    // (BA)"), unless it names a place ("Reserve (USA)") or a topic given to the same thing already
    // answers to it ("Vin Doux Naturel (VDN)").
    const places = new Set(kb.regions.flatMap((r) => [r.name, ...r.synonyms]).map((x) => fold(x)));
    const devoted = (name: string, short: string) =>
      kb.topics.some((x) => {
        const title = new Set(words(x.title).map(root));
        return words(name).every((w) => title.has(root(w))) && x.keywords.some((k) => fold(k) === fold(short));
      });
    for (const t of kb.terms) {
      const ref: EntityRef = { kind: 'term', id: t.id };
      this.#add(ref, t.term, WEIGHT.term);
      note(ref, t.term);
      collect(primary, t.term);
      // Its other names ("Pas Dosé" for Brut Nature) find it as its own name does; a word near one of
      // them stands for it only when misspelt, as with a grape's or a region's synonyms.
      for (const s of t.synonyms ?? []) {
        this.#add(ref, s, WEIGHT.term);
        note(ref, s);
        collect(secondary, s);
      }
      const short = t.term.match(/\(([A-Za-z]{2,5})\)\s*$/)?.[1];
      const name = t.term.replace(/\s*\([^)]*\)\s*$/, '');
      if (short && (short.match(/[A-Z]/g) ?? []).length >= 2 && !places.has(fold(short)) && !devoted(name, short)) {
        this.#add(ref, short, WEIGHT.term);
        note(ref, short);
      }
    }
    // A one-word topic keyword that is also a food or an aroma ("salmon", "lemon") is a weak cue:
    // "wine with salmon" is about salmon, not about the colour of rosé.
    const everyday = this.#everyday;
    // A wine's own acronym in a note ("chocolate desserts (VDN)") is not a food or an aroma.
    const plain = (x: string) => tokens(x.replace(/\b[A-Z]{2,}\b/g, ' '));
    for (const g of kb.grapes)
      for (const x of [...g.aromas, ...g.foodPairings]) for (const w of plain(x)) everyday.add(w);
    for (const r of kb.regions) for (const x of r.foodPairings) for (const w of plain(x)) everyday.add(w);
    for (const p of kb.pairings) for (const x of [p.food, ...p.keywords]) for (const w of plain(x)) everyday.add(w);
    for (const t of kb.topics) {
      const ref: EntityRef = { kind: 'topic', id: t.id };
      this.#add(ref, t.title, WEIGHT.title);
      // The word that heads the topic's own title ("malolactic" of "Malolactic conversion") names the
      // topic, even when a tasting note also cites it ("butter (malolactic conversion)").
      const head = tokens(t.title)[0];
      for (const k of t.keywords) {
        const kt = tokens(k);
        this.#add(
          ref,
          k,
          kt.length === 1 && kt[0] !== head && (everyday.has(kt[0]) || STOPWORDS.has(kt[0]))
            ? WEIGHT.weak
            : WEIGHT.keyword,
        );
      }
    }
    for (const p of kb.pairings) {
      const ref: EntityRef = { kind: 'pairing', id: p.id };
      this.#add(ref, p.food, WEIGHT.food);
      for (const k of p.keywords) this.#add(ref, k, WEIGHT.keyword);
    }
    for (const [alias, kind, id] of ALIASES) if (kb.get(kind, id)) this.#add({ kind, id }, alias, WEIGHT.alias);
    for (const t of kb.topics) for (const x of [t.title, ...t.keywords]) collect(primary, x);
    for (const p of kb.pairings) for (const x of [p.food, ...p.keywords]) collect(primary, x);
    const wide = widelyUsedNames(kb);
    for (const w of secondary) if (!primary.has(w) && !wide.has(w)) this.#guarded.add(w);
    for (const w of names.keys()) this.#nameWords.add(w);
    // A word found in one name only, long and not a common word, names it on its own: "Emilion", "Rotie".
    // An everyday word stays a word ("growth" in "hair growth" is no First Growth).
    for (const [w, set] of names) {
      if (set.size !== 1 || w.length < 5 || STOPWORDS.has(w) || GENERIC_PLACE_WORDS.has(w) || /\d/.test(w)) continue;
      if (isEnglishWord(w)) continue;
      const [key] = set;
      const i = key.indexOf(':');
      const kind = key.slice(0, i) as EntityKind;
      const id = key.slice(i + 1);
      if (this.#root.next.get(w)?.entries.some((e) => e.id === id && e.kind === kind)) continue;
      // "Eola" alone stands for the Eola-Amity Hills within the Willamette Valley, not for the valley.
      const within = ownWords.has(w) ? undefined : partWords.get(w);
      this.#insert([w], {
        kind,
        id,
        weight: WEIGHT.part,
        label: this.#kb.title(kind, id),
        size: 1,
        part: true,
        ...(within ? { within } : {}),
      });
    }
    const vocab = new Set<string>();
    const walk = (n: TrieNode) => {
      for (const [w, child] of n.next) {
        vocab.add(w);
        walk(child);
      }
    };
    walk(this.#root);
    this.#vocab = [...vocab].sort();
    this.#vocab.forEach((w, i) => {
      for (const g of trigrams(w)) {
        const list = this.#trigramIndex.get(g) ?? [];
        this.#trigramIndex.set(g, list);
        list.push(i);
      }
    });
  }

  /** Vocabulary words a query word may stand for, with a cost (0 exact … ~0.5 loose). */
  #candidates(word: string, strict: boolean): Candidate[] {
    const cache = strict ? this.#cacheStrict : this.#cache;
    const hit = cache.get(word);
    if (hit) return hit;
    const out = this.#computeCandidates(word, strict);
    if (cache.size > 5000) cache.clear();
    cache.set(word, out);
    return out;
  }

  #computeCandidates(word: string, strict: boolean): Candidate[] {
    const c = canonical(word);
    const vocab = this.#vocab;
    const has = (w: string) => {
      const i = lowerBound(vocab, w);
      return i < vocab.length && vocab[i] === w;
    };
    // A verb's -ing form stands for the verb a name or keyword uses: "soaking" → "soak" (cold soak),
    // "punching" → "punch" (punch down), "stirring" → "stir", "fining" → "fine"; when the -ing form is
    // a word of the index too ("harvesting"), both are read ("green harvesting" → green harvest).
    let verb: Candidate | undefined;
    if (word.length > 5 && word.endsWith('ing')) {
      const stemmed = word.slice(0, -3);
      const bases = [stemmed, `${stemmed}e`, /(.)\1$/.test(stemmed) ? stemmed.slice(0, -1) : ''];
      const base = bases.find((b) => b.length >= 3 && has(b));
      if (base) verb = { token: base, cost: 0.05 };
    }
    // A verb stands for the process noun the keywords use: "acidify" → acidification, "stabilise" or
    // "stabilized" → stabilisation, "pasteurising" → pasteurisation.
    if (!verb && word.length > 5) {
      const head = word.match(/^(.{3,}?)(?:ify|ified|ifies|ifying)$/)?.[1];
      const base = word.match(/^(.{3,}?)(?:is|iz)(?:e|ed|es|ing)$/)?.[1];
      // A process named after a person or place keeps the name: "pasteurisation" → Pasteur.
      const named = word.match(/^(.{4,}?)(?:isation|ization|ised|ized)$/)?.[1];
      const nouns = [
        ...(head ? [`${head}ification`] : base ? [`${base}isation`, `${base}ization`] : []),
        ...(named ? [named] : []),
      ];
      const noun = nouns.find((n) => n !== word && has(n));
      if (noun) verb = { token: noun, cost: 0.05 };
    }
    if (has(c)) return verb ? [{ token: c, cost: 0 }, verb] : [{ token: c, cost: 0 }];
    if (c !== word && has(word)) return verb ? [{ token: word, cost: 0 }, verb] : [{ token: word, cost: 0 }];
    if (verb) return [verb];
    if (STOPWORDS.has(word) || STOPWORDS.has(c) || this.#everyday.has(c) || /^\d+$/.test(c)) return [];
    // An ordinary English word is itself, not a misspelt or shortened name ("press", "critic").
    if (isEnglishWord(word) || isEnglishWord(c)) return [];
    const out = new Map<string, number>();
    const put = (w: string, cost: number) => {
      // In a sentence only names may be misspelt or shortened: keywords are everyday words ("stages" is
      // not "staves"), except long technical ones no everyday word comes near ("thermovinifcation").
      if (strict && !this.#nameWords.has(w) && !(w.length >= 10 && c.length >= 9)) return;
      const prev = out.get(w);
      if (prev === undefined || cost < prev) out.set(w, cost);
    };
    // Shortened: "sauv" → "sauvignon", "chateauneuf" is whole already.
    const minPrefix = strict ? 5 : 3;
    if (c.length >= minPrefix) {
      for (let i = lowerBound(vocab, c); i < vocab.length && vocab[i].startsWith(c); i++) {
        put(vocab[i], 0.12 + 0.25 * (1 - c.length / vocab[i].length));
        if (out.size > 40) break;
      }
    }
    // Misspelt: bounded edit distance among words sharing a trigram; also a misspelt start ("gewurtz").
    const minFuzzy = strict ? 5 : 4;
    const slips = new Set<string>();
    const unlike = new Set<string>();
    if (c.length >= minFuzzy) {
      const max = c.length >= 8 ? 2 : 1;
      const seen = new Set<number>();
      for (const g of trigrams(c)) {
        for (const i of this.#trigramIndex.get(g) ?? []) {
          if (seen.has(i)) continue;
          seen.add(i);
          const v = vocab[i];
          if (v.length < 4) continue;
          const guarded = this.#guarded.has(v);
          const d = editDistance(c, v, max);
          if (d <= max) {
            const kept = keepsIdentity(c, v);
            if ((!guarded || kept) && (d === 0 || sameOpening(c, v))) {
              put(v, 0.1 + 0.1 * d);
              if (d > 0) (kept ? slips : unlike).add(v);
            }
          } else if (c.length >= (strict ? 6 : 5) && v.length > c.length + 1) {
            // Never for another name only: "Pignolo" is a grape of its own, not Pignoletto shortened
            // and misspelt at once.
            const starts = [v.slice(0, c.length), v.slice(0, c.length + 1), v.slice(0, c.length - 1)];
            const dp = Math.min(...starts.map((x) => editDistance(c, x, 1)));
            if (dp <= 1 && !guarded && misspeltStart(c, v)) put(v, 0.25 + 0.2 * (1 - c.length / v.length));
          }
        }
      }
    }
    // Between two names one edit away, a slip that keeps the name (a letter dropped, one of like sound)
    // is likelier than an unlike letter written for another: "matro" is Mataro before it is Mavro.
    if (slips.size > 0) for (const v of unlike) out.set(v, (out.get(v) ?? 0) + 0.05);
    return [...out].map(([token, cost]) => ({ token, cost })).sort((a, b) => a.cost - b.cost);
  }

  /** Every name found in the words, whole or partial. */
  #match(ws: string[], strict: boolean): RawMatch[] {
    const out: RawMatch[] = [];
    const cands = ws.map((w) => this.#candidates(w, strict));
    for (let i = 0; i < ws.length; i++) {
      let frontier: { n: TrieNode; cost: number }[] = [{ n: this.#root, cost: 0 }];
      for (let j = i; j < ws.length && frontier.length > 0; j++) {
        const next: { n: TrieNode; cost: number }[] = [];
        for (const s of frontier)
          for (const c of cands[j]) {
            const child = s.n.next.get(c.token);
            if (child) next.push({ n: child, cost: s.cost + c.cost });
          }
        next.sort((a, b) => a.cost - b.cost);
        frontier = next.slice(0, 12);
        const len = j - i + 1;
        const content = ws.slice(i, j + 1).some((w) => !STOPWORDS.has(w) && !CONNECTORS.has(w));
        for (const s of frontier) {
          const mean = s.cost / len;
          for (const e of s.n.entries) {
            out.push({ start: i, end: j, entry: e, score: e.weight * (1 - mean), partial: false });
          }
          // In a sentence, one word may still open a single region's name: "Brunello" (di Montalcino).
          const w0 = ws[i];
          const opensRegion =
            len === 1 && w0.length >= 5 && !STOPWORDS.has(w0) && !GENERIC_PLACE_WORDS.has(w0) && s.cost === 0;
          if (content && (!strict || len >= 2 || opensRegion)) {
            // Leading words of a longer name: "chateauneuf", "pinot" (ambiguous, so scored low).
            const ids = new Set(s.n.below.filter((e) => e.size > len && !e.part).map((e) => `${e.kind}:${e.id}`));
            if (ids.size === 0 || ids.size > (strict ? 1 : 6)) continue;
            if (strict && len === 1 && ![...ids][0].startsWith('region:')) continue;
            const seen = new Set<string>();
            for (const e of s.n.below) {
              const key = `${e.kind}:${e.id}`;
              if (e.size <= len || e.part || seen.has(key) || s.n.entries.some((x) => x.id === e.id)) continue;
              seen.add(key);
              const coverage = len / e.size;
              const ambiguity = 1 / Math.sqrt(ids.size);
              out.push({
                start: i,
                end: j,
                entry: e,
                score: e.weight * (1 - mean) * (0.55 + 0.3 * coverage) * ambiguity,
                partial: true,
              });
            }
          }
        }
      }
    }
    return out;
  }

  /** Ranked hits for a search box query: "rieslings", "cab sauv", "st emilion", "Chardonay". */
  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const ws = words(query);
    if (ws.length === 0) return [];
    const content = ws.filter((w) => !STOPWORDS.has(w)).length || ws.length;
    const best = new Map<string, SearchHit>();
    for (const m of this.#match(ws, false)) {
      const e = m.entry;
      if (options.kinds && !options.kinds.includes(e.kind)) continue;
      const covered = ws.slice(m.start, m.end + 1).filter((w) => !STOPWORDS.has(w)).length || m.end - m.start + 1;
      const coverage = Math.min(1, covered / content);
      const score = m.score * (0.5 + 0.5 * coverage) * (e.part ? 0.95 : 1);
      const key = `${e.kind}:${e.id}`;
      const prev = best.get(key);
      if (!prev || prev.score < score)
        best.set(key, {
          kind: e.kind,
          id: e.id,
          score: round(score),
          title: this.#kb.title(e.kind, e.id),
          matched: e.label,
          ...(e.within ? { within: e.within } : {}),
        });
    }
    const min = options.minScore ?? 0.35;
    return [...best.values()]
      .filter((h) => h.score >= min)
      .sort((a, b) => b.score - a.score || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.title.localeCompare(b.title))
      .slice(0, options.limit ?? 10);
  }

  /**
   * Names mentioned in a sentence, left to right, strict about loose matches so everyday words stay
   * words. Overlaps resolve to the longest name; a shorter name of another kind inside it is kept.
   */
  mentions(text: string): Mention[] {
    return [...this.#mentions.through(text, (t) => this.#mentionsIn(t))];
  }

  /** The same question and the same record sentences are read for names many times an answer (and the
   * sentences for many answers): each text's mentions are kept (never to be changed by a caller). */
  #mentions = new Lru<string, readonly Mention[]>(2_000);

  #mentionsIn(text: string): Mention[] {
    const ws = words(text);
    // The same words with their capitals, to tell the acronym "DO" from the verb "do".
    // Read only when a one-word name is an everyday word, which few texts have.
    let cased: string[] | undefined;
    const acronym = (i: number) => {
      cased ??= text
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .replace(/['’‘`´]/g, '')
        .replace(/&/g, ' & ')
        .split(/[^A-Za-z0-9&]+/)
        .filter((w) => w.length > 0);
      return cased.length === ws.length && /^[A-Z0-9]{2,}$/.test(cased[i] ?? '');
    };
    const raw = this.#match(ws, true).filter(
      (m) =>
        (m.score >= 0.5 || (!m.partial && m.score >= 0.4)) &&
        // A name made only of everyday words ("DO", "Sec") counts in capitals or with company.
        !(m.start === m.end && STOPWORDS.has(ws[m.start]) && m.entry.kind !== 'pairing' && !acronym(m.start)),
    );
    raw.sort((a, b) => b.end - b.start - (a.end - a.start) || b.score - a.score);
    const chosen: RawMatch[] = [];
    for (const m of raw) {
      const clash = chosen.some((c) => {
        const overlap = m.start <= c.end && c.start <= m.end;
        if (!overlap) return false;
        const inside = m.start >= c.start && m.end <= c.end;
        const sameSpan = m.start === c.start && m.end === c.end;
        if (sameSpan) return c.entry.kind === m.entry.kind && c.entry.id === m.entry.id;
        // A shorter name of another kind inside a longer one stays: "Rioja" inside "Rioja Reserva".
        return !(inside && c.entry.kind !== m.entry.kind && c.entry.kind === 'term');
      });
      if (clash) continue;
      // On the same words, a whole name beats a partial one and an exact one beats a loose one.
      const rival = chosen.find((c) => c.start === m.start && c.end === m.end);
      // "Brunello" is a local name of Sangiovese, but as a wine it is Brunello di Montalcino: a region
      // whose name starts with a grape's synonym is what a learner means.
      // Unless the question asks about the grape: it says "grape" or "variety", or names the same grape
      // by another of its names too ("Primitivo, and how does it relate to Zinfandel?").
      const grapeAsked =
        rival?.entry.kind === 'grape' &&
        (ws.some((w) => /^(grapes?|variet(y|ies)|varietals?)$/.test(w)) ||
          raw.some(
            (o) => o.entry.kind === 'grape' && o.entry.id === rival.entry.id && (o.end < m.start || o.start > m.end),
          ));
      if (
        rival &&
        !grapeAsked &&
        m.partial &&
        m.entry.kind === 'region' &&
        rival.entry.kind === 'grape' &&
        rival.entry.weight < 1
      ) {
        chosen.push({ ...m, partial: false, score: rival.score + 0.01 });
        continue;
      }
      if (rival && (rival.partial !== m.partial || m.score < rival.score - 0.15)) continue;
      chosen.push(m);
    }
    const out = new Map<string, Mention>();
    for (const m of chosen.sort((a, b) => a.start - b.start || b.score - a.score)) {
      // Two places within one region ("the Saar or the Ruwer") are two things named.
      const key = `${m.entry.kind}:${m.entry.id}:${m.entry.within ?? ''}`;
      if (out.has(key)) continue;
      out.set(key, {
        kind: m.entry.kind,
        id: m.entry.id,
        score: round(m.score),
        title: this.#kb.title(m.entry.kind, m.entry.id),
        matched: ws.slice(m.start, m.end + 1).join(' '),
        start: m.start,
        end: m.end,
        whole: !m.partial && !m.entry.part,
        ...(m.score < m.entry.weight ? { label: m.entry.label } : {}),
        ...(m.entry.within ? { within: m.entry.within } : {}),
      });
    }
    return [...out.values()];
  }

  #topicIndex?: { ids: string[]; postings: Map<string, { doc: number; weight: number }[]> };

  /**
   * Topics ranked by the words they share with a question (title and keywords count most), for
   * questions that name no grape, region or keyword: "how should I store wine at home?".
   */
  topics(text: string): { id: string; score: number }[] {
    if (!this.#topicIndex) {
      const df = new Map<string, number>();
      const docs = this.#kb.topics.map((t) => {
        const fields = new Map<string, number>();
        const add = (x: string, w: number) => {
          for (const tok of new Set(roots(x))) fields.set(tok, Math.max(fields.get(tok) ?? 0, w));
        };
        for (const p of t.points) add(p.text, 0.4);
        add(t.summary, 1);
        for (const k of t.keywords) add(k, 3);
        add(t.title, 3);
        for (const tok of fields.keys()) df.set(tok, (df.get(tok) ?? 0) + 1);
        return fields;
      });
      // Each word lists the topics holding it with its weight there times its rarity, in topic order:
      // a question visits only the topics that share one of its words.
      const n = docs.length || 1;
      const postings = new Map<string, { doc: number; weight: number }[]>();
      docs.forEach((fields, doc) => {
        for (const [tok, f] of fields) {
          const weight = f * Math.log(1 + n / (df.get(tok) ?? 1));
          const list = postings.get(tok);
          if (list) list.push({ doc, weight });
          else postings.set(tok, [{ doc, weight }]);
        }
      });
      this.#topicIndex = { ids: this.#kb.topics.map((t) => t.id), postings };
    }
    const { ids, postings } = this.#topicIndex;
    const scores = new Float64Array(ids.length);
    for (const w of new Set(roots(text))) for (const p of postings.get(w) ?? []) scores[p.doc] += p.weight;
    const out: { id: string; score: number }[] = [];
    for (let i = 0; i < ids.length; i++) if (scores[i] > 0) out.push({ id: ids[i], score: round(scores[i]) });
    return out.sort((a, b) => b.score - a.score);
  }

  /** Whether a folded word is part of any name, synonym, keyword or term the index holds. */
  knows(word: string): boolean {
    const c = canonical(word);
    const i = lowerBound(this.#vocab, c);
    return this.#vocab[i] === c || this.#vocab[lowerBound(this.#vocab, word)] === word;
  }

  /** Folded words of a text, as the index reads them (for callers matching their own patterns). */
  static words(text: string): string[] {
    return words(text);
  }

  static fold(text: string): string {
    return fold(text);
  }
}

const FUNCTION_WORDS = new Set(
  'a an the is are was were be been do does did what whats how why when which who can could should would will i me my we you your it its this that these those of to in on at by for with from and or about tell explain please wine wines best good way'.split(
    ' ',
  ),
);

/** Content words cut to a rough root, so "store", "storing" and "storage" meet: for topic retrieval only. */
export function roots(text: string): string[] {
  return tokens(text)
    .filter((w) => !FUNCTION_WORDS.has(w) && w.length > 2)
    .map((w) => root(w));
}

const KIND_ORDER: Record<EntityKind, number> = { grape: 0, region: 1, term: 2, topic: 3, pairing: 4 };

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function lowerBound(sorted: string[], w: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < w) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
