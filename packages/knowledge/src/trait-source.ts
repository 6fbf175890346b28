// "What gives red wine its colour?", "where does the vanilla in Rioja come from?", "why is rosé pink?":
// a question on where a trait of a wine comes from is answered by the sentence of the records that
// says what gives it, wherever that sentence lives (a grape, a place or a theory topic), before any
// profile. The trait is a word of the tasting vocabulary (colour, tannin, sweetness, bubbles…) or a
// smell the records' aroma lists use (vanilla, butter, petrol); the wine that carries it, when named,
// decides between sentences that say the same of different wines.
import type { Ctx } from './draft.ts';
import { use } from './draft.ts';
import { factsMentioning } from './facts.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold, words } from './normalize.ts';
import { mentionsPhrase, sentence } from './text.ts';

/** The traits of a wine a question may ask the source of. */
const TRAIT =
  /^(colou?rs?|hues?|tannins?|acidity|acids?|sweetness|sugars?|alcohol|body|bubbles?|fizz|sparkle|mousse|aromas?|smells?|flavou?rs?|tastes?|notes?|legs|tears|sediment|crystals|deposits?|haze|bitterness|texture|freshness|richness|perfume|bouquet)$/;

/** Words of a smell or taste: what a descriptor before them names ("the vanilla notes"). */
const SENSE = /^(aromas?|smells?|flavou?rs?|tastes?|notes?|character|perfume|bouquet)$/;

/** Colours a wine is asked why it has: "why is rosé pink?". */
const COLOUR = 'red|white|pink|orange|golden|gold|amber|brown|purple|pale|dark|deep|tawny';

/** What a sentence says when it gives a source: "comes from the skins", "gives colour", "caused by". */
const SOURCE =
  /\b(comes? from|came from|gets? (?:its|their) [a-z ,]{0,40}?from|gives?|giving|gave|adds?|adding|added by|extracts?|extracted|extraction|derived from|due to|caused by|causes?|because|produced by|results? from|resulting from|concentrated by|trapped|drops? out as|dropping out as|throws? a (?:deposit|sediment) as|from (?:the )?(?:grape )?(?:skins?|seeds?|stems?|pips|oak|barrels?|lees|yeasts?)|from (?:a |the )?(?:second |secondary )?fermentation)\b/;

/** The strongest ways to say it: the sentence is about the source, not one effect among many. */
const STRONG =
  /\b(comes? from|gets? (?:its|their)|give[s]? [a-z ]{0,30}(?:its|their)|from (?:the )?(?:grape )?skins?)\b/;

const ARTICLE = '(?:(?:a|an|the|some|most|many) )?';

/** Words around a trait or a wine that name neither. */
const FILLER = new Set(
  'a an the of in on at my your our this that these those some most many such so very good great typical usual its their'.split(
    ' ',
  ),
);

export interface TraitAsk {
  /** The trait's spellings to find in a sentence: "colour" and "color", "sweetness" and "sweet". */
  trait: string[];
  /** The content words of the wine that carries it: "red" of "red wine", "chardonnay". */
  carrier: string[];
}

/** The smell words of every grape's aroma list, read once per knowledge base. */
const SMELLS = new WeakMap<KnowledgeBase, ReadonlySet<string>>();

function smellWords(kb: KnowledgeBase): ReadonlySet<string> {
  let set = SMELLS.get(kb);
  if (!set) {
    set = new Set(
      kb.grapes
        .flatMap((g) => g.aromas.flatMap((a) => words(a.replace(/\([^)]*\)/g, ' '))))
        .filter((w) => w.length >= 4),
    );
    SMELLS.set(kb, set);
  }
  return set;
}

/** The spellings of a trait word a sentence may use. */
function spellings(word: string): string[] {
  const out = new Set([word]);
  if (/s$/.test(word) && !/ss$/.test(word) && word.length > 4) out.add(word.slice(0, -1));
  if (/^colou?rs?$/.test(word)) for (const w of ['colour', 'color']) out.add(w);
  if (/ness$/.test(word)) out.add(word.slice(0, -4));
  if (word === 'acidity') out.add('acid');
  if (/^(sediment|deposits?)$/.test(word)) for (const w of ['sediment', 'deposit']) out.add(w);
  if (/^(bubbles?|fizz|sparkle|mousse)$/.test(word)) for (const w of ['bubbles', 'carbon dioxide']) out.add(w);
  return [...out];
}

/** The trait a phrase names: a smell word first ("the vanilla notes" → vanilla), else a trait word. */
function traitOf(kb: KnowledgeBase, phrase: string): string[] | undefined {
  const ws = phrase.split(/\s+/).filter((w) => w && !FILLER.has(w));
  if (ws.length === 0 || ws.length > 3) return undefined;
  const smells = smellWords(kb);
  const smell = ws.find((w) => !TRAIT.test(w) && smells.has(w));
  if (smell && ws.every((w) => w === smell || SENSE.test(w) || smells.has(w))) return [smell];
  const trait = ws.find((w) => TRAIT.test(w));
  if (!trait || !ws.every((w) => w === trait || /^(deep|pale|high|low|soft|firm|fine|dark|red|golden)$/.test(w)))
    return undefined;
  return spellings(trait);
}

function carrierWords(phrase: string | undefined): string[] {
  if (!phrase) return [];
  return words(phrase).filter((w) => w.length > 2 && !FILLER.has(w) && !/^wines?$/.test(w));
}

/** The trait and the wine a source question asks about, or nothing when it is not one. */
export function traitAsked(kb: KnowledgeBase, question: string): TraitAsk | undefined {
  const q = fold(question)
    .replace(/['’]s\b/g, ' s')
    .replace(/['’]/g, '')
    .replace(/[?!.]+\s*$/, '')
    .trim();
  // "What gives red wine its colour?"
  let m = q.match(
    new RegExp(
      `\\bwhat (?:gives|give|gave|lends|provides) ${ARTICLE}([a-z][a-z -]{1,50}?) (?:its|their) ([a-z]+(?: [a-z]+)?)$`,
    ),
  );
  if (m) {
    const trait = traitOf(kb, m[2]);
    return trait ? { trait, carrier: carrierWords(m[1]) } : undefined;
  }
  // "Where does the vanilla in Rioja come from?", "where does Barolo's tannin come from?"
  m = q.match(
    new RegExp(`\\bwhere (?:does|do|did) ${ARTICLE}([a-z][a-z -]{1,60}?) (?:really |originally )?come from$`),
  );
  if (m) return split(kb, m[1]);
  // "What causes the colour of rosé?"
  m = q.match(new RegExp(`\\bwhat (?:causes|caused|creates|produces) ${ARTICLE}([a-z][a-z -]{1,60}?)$`));
  if (m) return split(kb, m[1]);
  // "Why do old reds have sediment?", "why does my Sauternes have crystals?"
  m = q.match(
    new RegExp(
      `^(?:so )?why (?:do|does|would|can) ${ARTICLE}([a-z][a-z -]{1,40}?) (?:have|has|get|gets|throw|throws|form|forms|develop|develops) (?:(?:a|an|some|any|so much|such) )?([a-z]+(?: [a-z]+)?)$`,
    ),
  );
  if (m) {
    const trait = traitOf(kb, m[2]);
    return trait ? { trait, carrier: carrierWords(m[1]) } : undefined;
  }
  // "Why is rosé pink?", "what makes red wine red?"
  m = q.match(
    new RegExp(
      `^(?:so )?(?:why (?:is|are)|what makes) ${ARTICLE}([a-z][a-z -]{1,40}?) (?:so |usually |often |always |turn |go )?(${COLOUR})(?: in colou?r)?$`,
    ),
  );
  if (m) return { trait: spellings('colour'), carrier: carrierWords(m[1]) };
  return undefined;
}

/** "the vanilla in Rioja", "barolo s tannin", "tannin": the trait and the wine around it. */
function split(kb: KnowledgeBase, phrase: string): TraitAsk | undefined {
  const within = phrase.match(new RegExp(`^(.+?) (?:in|of|on) ${ARTICLE}(.+)$`));
  if (within) {
    const trait = traitOf(kb, within[1]);
    return trait ? { trait, carrier: carrierWords(within[2]) } : undefined;
  }
  const owned = phrase.match(/^(.+?) s (.+)$/);
  if (owned) {
    const trait = traitOf(kb, owned[2]);
    return trait ? { trait, carrier: carrierWords(owned[1]) } : undefined;
  }
  const trait = traitOf(kb, phrase);
  return trait ? { trait, carrier: [] } : undefined;
}

interface Found {
  kind: 'grape' | 'region' | 'term' | 'topic';
  id: string;
  text: string;
}

/** The sentence of the records that best says where the asked trait comes from. */
export function traitSourceSentence(ctx: Ctx, ask: TraitAsk): Found | undefined {
  const named = ctx.u.subjects.filter((s) => s.start >= 0 && s.kind !== 'topic');
  const seen = new Set<string>();
  let best: (Found & { score: number }) | undefined;
  // A named term's meaning is its own record's sentence too ("Tawny Port: … aged in wood").
  const terms = named.flatMap((s) => {
    const t = s.kind === 'term' ? ctx.kb.term(s.id) : undefined;
    return t ? [{ kind: 'term' as const, id: t.id, text: t.meaning }] : [];
  });
  for (const spelling of ask.trait) {
    for (const f of [...terms, ...factsMentioning(ctx, spelling, 400, true)]) {
      for (const text of f.text.split(/(?<=[.!?])\s+(?=[A-Z“"])/)) {
        if (seen.has(text) || f.kind === 'pairing') continue;
        seen.add(text);
        const folded = fold(text).replace(/['’]/g, '');
        const source = folded.match(SOURCE);
        if (!source || source.index === undefined) continue;
        const from = source.index;
        const at = ask.trait
          .map((t) => folded.search(new RegExp(`\\b${t}`)))
          .filter((i) => i >= 0)
          .sort((a, b) => Math.abs(a - from) - Math.abs(b - from))[0];
        if (at === undefined) continue;
        const own = named.some((s) => s.kind === f.kind && s.id === f.id);
        const carried = ask.carrier.filter((w) => new RegExp(`\\b${w}s?\\b`).test(folded)).length;
        // A wine's trait is told by a sentence about that wine (all of its words: "tawny port", not
        // "port" alone), or by a topic's sentence about no wine in particular.
        if (!own && f.kind !== 'topic' && carried < ask.carrier.length) continue;
        const score =
          (own ? 3 : 0) +
          2 * carried +
          (STRONG.test(folded) ? 1 : 0) +
          (Math.abs(at - from) <= 50 ? 1 : 0) -
          text.length / 400;
        // A wine named and a sentence about none of its words, or a style named and a sentence without
        // its name ("tawny" said of old reds is not Tawny Port): what is true of other wines, not of it.
        if (!own && carried === 0 && ask.carrier.length > 0) continue;
        if (!own && named.some((s) => s.kind === 'term' && s.matched !== '' && !mentionsPhrase(text, s.matched)))
          continue;
        if (!best || score > best.score) best = { kind: f.kind, id: f.id, text, score };
      }
    }
  }
  // A carrier named but found in no sentence: the records do not say it of that wine, unless a grape
  // named lists the smell with where it comes from ("vanilla and toast (new oak)").
  if (!best) return aromaListed(ctx, ask);
  return { kind: best.kind, id: best.id, text: best.text };
}

/** A source a grape's aroma list gives in brackets, when it is one step of the cellar. */
const LISTED_SOURCE =
  /^((new|american|french|old) )?(oak|barriques?|barrels?)$|^(lees|lees ageing|malolactic( conversion)?|bottle age|age)$/;

/** "In Chardonnay, vanilla and toast come from new oak": read off a named grape's aroma list. */
function aromaListed(ctx: Ctx, ask: TraitAsk): Found | undefined {
  const smell = ask.trait[0];
  for (const s of ctx.u.subjects) {
    if (s.kind !== 'grape' || s.start < 0) continue;
    const g = ctx.kb.grape(s.id);
    for (const a of g?.aromas ?? []) {
      const m = a.match(/^([^(]+?)\s*\(([^)]+)\)$/);
      if (!g || !m || !words(m[1]).includes(smell) || !LISTED_SOURCE.test(fold(m[2]).trim())) continue;
      const many = /\band\b|,/.test(m[1]);
      return { kind: 'grape', id: g.id, text: `In ${g.name}, ${m[1]} ${many ? 'come' : 'comes'} from ${m[2]}.` };
    }
  }
  return undefined;
}

/** The opening sentence for a source question, when the records say where the trait comes from. */
export function traitSource(ctx: Ctx): string | undefined {
  const ask = traitAsked(ctx.kb, ctx.question);
  if (!ask) return undefined;
  const found = traitSourceSentence(ctx, ask);
  if (!found) return undefined;
  use(ctx, found.kind, found.id);
  return sentence(found.text);
}
