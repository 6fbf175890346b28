// Premises the records contradict, found before a question is answered as asked: a classification
// a region's country does not use or that no record of the region mentions ("Chablis DOCG", "the
// grands crus of Rioja"), a grape in a place it does not grow in, a grape called the main grape or a
// native of a place it does not come from.

import { type KnowledgeBase, warmAlso } from './kb.ts';
import { PLACE_ADJECTIVES } from './lexicon.ts';
import { Lru } from './lru.ts';
import { fold } from './normalize.ts';
import type { Mention } from './search.ts';
import type { Region } from './types.ts';

/** National quality systems: a region of another country cannot hold them. */
export const SYSTEMS: ReadonlyArray<[RegExp, string, string[]]> = [
  [/\bDOCGs?\b/, 'DOCG', ['Italy']],
  [/\bDOCs?\b/, 'DOC', ['Italy', 'Portugal', 'Romania']],
  [/\bIGTs?\b/, 'IGT', ['Italy']],
  [/\bDOCa\b|\bDOQ\b/, 'DOCa', ['Spain']],
  [/\bAOCs?\b|\bAOPs?\b/, 'AOC', ['France', 'Switzerland']],
  [/\bAVAs?\b/, 'AVA', ['United States', 'USA']],
  [/\bDACs?\b/, 'DAC', ['Austria']],
  [/\bpr[äa]dikat/i, 'Prädikat', ['Germany', 'Austria']],
  [/\bVDP\b/, 'VDP', ['Germany']],
];

/** Classifications that belong to some regions only: the records of the region say whether it has one. */
export const LOCAL_CLASSES: ReadonlyArray<[RegExp, string]> = [
  [/\b1855\b/, '1855'],
  [/\bgrands? crus?\b/i, 'grand cru'],
  [/\bpremiers? crus?\b/i, 'premier cru'],
  [/\bcrus? bourgeois\b/i, 'cru bourgeois'],
  [/\bcrus? class[ée]s?\b/i, 'cru classe'],
  [/\bfirst growths?\b/i, 'first growth'],
  [/\bgrosses gew[äa]chs\b|\bgro(ss|ß)e lage\b/i, 'grosse'],
];

/** A record's sentence that says the place has no classification of its own. */
const CLASS_DENIED =
  /\b(?:never (?:had|been)|has no|have no|without)\b[^.;]{0,30}\b(?:official )?(?:classification|classified|ranking|grands? crus?|premiers? crus?)\b/i;

/** Words that make a claim about a grape's home: "the main grape of", "native to", "comes from". */
export const HOME_CLAIM =
  /\b(grown|planted|found|cultivated) (mainly|mostly|chiefly|primarily|largely|principally) in\b|\b(mainly|mostly|chiefly|primarily|largely|principally) (grown|planted|found|cultivated) in\b|\b(main|principal|chief|signature|flagship|leading|key|dominant|most planted|native|indigenous|traditional|official)\b[^?.!]{0,25}\b(grape|variety|varietal)\b|\b(native|indigenous) (to|of)\b|\b(comes?|came|originat\w*|hails?) from\b/i;

/** A grape said to make a wine: "which Sauvignon Blanc grapes make Barolo", "is Sancerre made from Chardonnay". */
export const MADE_CLAIM =
  /\b(why|which|how|what)\b[^?]*\b(use|uses|used|make|makes|made (from|with|of)|blend|blends|blended)\b|^\s*(is|are|was)\b[^?]*\bmade (from|with|of)\b/i;

export const ORIGIN_CLAIM = /\b(native|indigenous|origin|originat\w*|comes?|came|hails?)\b/i;

/** Adjectives of place as names, capitalised and whole ("South African", not "Frenchie"), with their records. */
export const PLACE_NAMES: ReadonlyArray<[RegExp, string]> = PLACE_ADJECTIVES.map(([adjective, id]) => [
  new RegExp(`\\b${adjective.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase())}\\b`, 'u'),
  id,
]);

/** A premise the records contradict: what the question claims, and what the records say instead. */
export interface Premise {
  reason: 'premise';
  name: string;
  correction: string;
}

export function falsePremise(kb: KnowledgeBase, question: string, exact: Mention[]): Premise | undefined {
  const regions = exact
    .filter((m) => m.kind === 'region')
    .map((m) => kb.region(m.id))
    .filter((r) => r !== undefined);
  // "a Chilean DOCG": the country an adjective names counts as named.
  for (const [re, id] of PLACE_NAMES) {
    const r = re.test(question) ? kb.region(id) : undefined;
    if (r && !regions.includes(r)) regions.push(r);
  }
  const rung = unlistedRung(kb, question);
  if (rung) return rung;
  const foreign = /\blabel(?:s|led|ed)?\b/i.test(question) ? foreignTerm(kb, exact) : undefined;
  if (foreign) return foreign;
  const grapeColour = wrongGrapeColour(kb, question, exact);
  if (grapeColour) return grapeColour;
  const style = styleMade(kb, question, exact);
  if (style) return style;
  if (regions.length === 0) return undefined;
  const region = regions[regions.length - 1];
  const placed = wrongCountry(kb, question, exact);
  if (placed) return placed;
  const colour = wrongColour(kb, question, exact);
  if (colour) return colour;
  // A classification the region's country does not use, or that no record of the region mentions.
  for (const [re, system, countries] of SYSTEMS) {
    if (!re.test(question)) continue;
    if (regions.some((r) => countries.includes(r.country))) continue;
    // The region's own status, when the records give it as a short legal term ("AOC", "DOCa").
    const status = region.classification ?? '';
    const own =
      region.kind !== 'country' && /^[\p{L}. ]{2,12}$/u.test(status)
        ? ` ${region.name} is ${article(status)} ${status} in ${region.country}.`
        : '';
    return {
      reason: 'premise',
      name: `${system} ${region.name}`,
      correction: `${system} is a category of wine law in ${countries.join(' and ')}, so there is no such thing as ${system} ${region.name}.${own}`,
    };
  }
  for (const [re, key] of LOCAL_CLASSES) {
    if (!re.test(question)) continue;
    // "Pomerol has never had an official classification": the place's own record denies it any rank,
    // whatever its parent region's other appellations hold.
    const own = new RegExp(`^(?:${escapeRe(region.name)}|It)\\s+(?:itself\\s+)?(?:has|have)\\s+(?:never|no)\\b`, 'i');
    const denied =
      region.kind !== 'country'
        ? region.facts.find((f) => own.test(f.text) && CLASS_DENIED.test(f.text.split(/[;,]/)[0]))
        : undefined;
    if (denied) {
      const label = question.match(re)?.[0] ?? key;
      return {
        reason: 'premise',
        name: `${label} ${region.name}`,
        correction: `I have no record of any ${label} in ${region.name}: ${denied.text}`,
      };
    }
    if (regions.some((r) => fold(scopeText(kb, r)).includes(key) || anyTextWith(kb, fold(r.name), key))) continue;
    const label = question.match(re)?.[0] ?? key;
    const where = kb.regions
      .filter((r) => r.kind !== 'country' && fold(ownText(r)).includes(key))
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
      .slice(0, 3)
      .map((r) => r.name);
    const named = /^\d/.test(label) ? `the ${label} classification` : label;
    const known = where.length > 0 ? ` My notes place ${named} in ${where.join(', ')}.` : '';
    return {
      reason: 'premise',
      name: `${label} ${region.name}`,
      correction: `I have no record of any ${label} classification in ${region.name}: none of my notes on ${region.name} mention one, so I won't invent its members.${known}`,
    };
  }
  const method = unknownMethod(kb, question, regions);
  if (method) return method;
  // A grape placed in a region or country it does not come from or lead.
  // A grape read from the same words as a region ("Hermitage" is also an old name of Cinsault) is that region.
  const places = exact.filter((m) => m.kind === 'region');
  const grapes = exact.filter((m) => m.kind === 'grape' && !places.some((p) => p.start <= m.end && m.start <= p.end));
  if (grapes.length !== 1) return undefined;
  const g = kb.grape(grapes[0].id);
  if (!g) return undefined;
  // A grape said to make a wine whose law lists its grapes: "Why does Chablis use Pinot Noir?"
  if (!HOME_CLAIM.test(question) && MADE_CLAIM.test(question)) {
    const legal = regions.filter((r) => r.grapesAre === 'permitted' && r.grapes.length > 0);
    if (legal.length === 0) return typicalMade(kb, question, regions, g);
    if (legal.some((r) => [r, ...descendantsOf(kb, r)].some((d) => d.grapes.includes(g.id)))) return undefined;
    const r = legal[0];
    const allowed = r.grapes.map((id) => kb.grape(id)?.name).filter((n) => n !== undefined);
    return {
      reason: 'premise',
      name: `${g.name} ${r.name}`,
      correction: `I have no record of ${g.name} in ${r.name}: the grape${allowed.length > 1 ? 's' : ''} permitted there ${allowed.length > 1 ? 'are' : 'is'} ${allowed.slice(0, 4).join(', ')}${allowed.length > 4 ? ' and a few others' : ''}.`,
    };
  }
  const fame = famedFor(kb, question, regions, g);
  if (fame) return fame;
  if (!HOME_CLAIM.test(question)) return undefined;
  const origin = ORIGIN_CLAIM.test(question);
  const holds = regions.some((r) => {
    const places = [r, ...ancestors(kb, r)].map((x) => fold(x.name));
    const descendants = [r, ...descendantsOf(kb, r)];
    if (origin)
      return (
        places.some((p) => fold(g.origin).includes(p)) || descendants.some((d) => fold(g.origin).includes(fold(d.name)))
      );
    return descendants.some((d) => d.grapes.slice(0, 3).includes(g.id)) || g.keyRegions.slice(0, 3).includes(r.id);
  });
  if (holds) return undefined;
  const home = g.origin.split(';')[0].trim();
  const grown = [region, ...descendantsOf(kb, region)].some((d) => d.grapes.includes(g.id));
  let after: string;
  if (origin) after = grown ? ` It is grown in ${region.name}, but it did not originate there.` : '';
  else {
    const main = mainGrapes(kb, region);
    after =
      main.length > 0 ? ` ${region.name}'s main grape${main.length > 1 ? 's are' : ' is'} ${main.join(' and ')}.` : '';
  }
  const claim = origin ? 'native to' : GROWN_MAINLY.test(question) ? 'grown mainly in' : 'the main grape of';
  return {
    reason: 'premise',
    name: `${g.name} ${region.name}`,
    correction: `I have no record of ${g.name} being ${claim} ${region.name}: ${g.name} comes from ${home}.${after}`,
  };
}

/**
 * "Why is Beaujolais made from Merlot?", "why must Chianti be made from Pinot Noir?": a wine asked why
 * it is made from a grape, where the records list its usual grapes (not a law's closed list) and
 * neither they, its parts, the grape's own key places nor any clause of the records put the grape
 * there. Asked as a question ("is Chianti made with Merlot?") it is left to the answer, which can say
 * yes or no; only the "why" takes the grape as given.
 */
function typicalMade(
  kb: KnowledgeBase,
  question: string,
  regions: Region[],
  g: NonNullable<ReturnType<KnowledgeBase['grape']>>,
): Premise | undefined {
  if (!/^\W*why\b/i.test(question) || !/\bmade (from|with|of)\b/i.test(question)) return undefined;
  const named = regions.filter((r) => r.kind !== 'country' && r.grapes.length > 0);
  if (named.length !== 1) return undefined;
  const r = named[0];
  if (tiedTo(kb, r, g)) return undefined;
  const main = mainGrapes(kb, r);
  return {
    reason: 'premise',
    name: `${g.name} ${r.name}`,
    correction: `I have no record of ${r.name} being made from ${g.name}: its main grape${main.length > 1 ? 's are' : ' is'} ${main.join(' and ')}.`,
  };
}

/** Ways of making or ageing that belong to some wines only, with the words the records write them in. */
const METHODS: ReadonlyArray<[RegExp, RegExp, string]> = [
  [/\b(under|beneath|with) (a )?flor\b|\bflor (yeast|ageing|aging)\b/i, /\bflor\b/, 'flor'],
  [/\bsoleras?\b/i, /\bsoleras?\b/, 'a solera'],
  [/\bestufa(gem)?\b|\bcanteiro\b/i, /\b(estufa(gem)?|canteiro)\b/, 'estufagem'],
  [/\bcarbonic maceration\b/i, /\bcarbonic\b/, 'carbonic maceration'],
  [/\bappassimento\b/i, /\b(appassimento|dried|drying|raisined)\b/, 'appassimento'],
];

/**
 * "Why is Champagne aged under flor?": a way of making a wine taken by a "why" as given, where no
 * record of the place, its parts or its parents writes it. The places the records give it to are the
 * correction.
 */
function unknownMethod(kb: KnowledgeBase, question: string, regions: Region[]): Premise | undefined {
  if (!/^\W*why\b/i.test(question)) return undefined;
  const places = regions.filter((r) => r.kind !== 'country');
  if (places.length !== 1) return undefined;
  const r = places[0];
  for (const [re, keys, label] of METHODS) {
    if (!re.test(question)) continue;
    const name = fold(r.name).replace(/[-‐‑–—]/g, ' ');
    if (keys.test(fold(scopeText(kb, r)))) return undefined;
    // Any clause of the records that names the place and the practice together.
    if (textsOf(kb).some((t) => t.split(/[.;:]\s/).some((c) => c.includes(name) && keys.test(c)))) return undefined;
    const where = kb.regions
      .filter((x) => x.kind !== 'country' && keys.test(fold(ownText(x))))
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
      .slice(0, 3)
      .map((x) => x.name);
    const known = where.length > 0 ? ` My notes place ${label} in ${where.join(', ')}.` : '';
    return {
      reason: 'premise',
      name: `${label} ${r.name}`,
      correction: `I have no record of ${label} in the making of ${r.name}: none of my notes on ${r.name} mention it, so I won't explain a practice it does not follow.${known}`,
    };
  }
  return undefined;
}

/** A question of when something happened: "when did", "in which year was", "what year did". */
const WHEN_ASKED = /\b(when (did|was|were|has|have)|(in )?(what|which) (year|decade|century) (did|was|were))\b/i;
/** A reason asked for a past act, which takes the act as given: "why did Champagne ban Chardonnay?". */
const WHY_ASKED = /^\W*why (did|was|were|has|have|had)\b/i;

/** Acts of law and rank, each with the forms a record may write it in. */
const EVENT_ACTS: ReadonlyArray<[RegExp, RegExp]> = [
  [
    /\bbann?(ed|ing|s)?\b/i,
    /\bbann?(ed|ing|s)?\b|\bforbid|\bnot (allowed|permitted)\b|\billegal\b|\bno longer\b|\bprohibit/,
  ],
  [
    /\babolish(ed|es|ing)?\b/i,
    /\babolish|\babolition\b|\bno longer\b|\b(dropped|removed|ended|scrapped|lifted|replaced)\b/,
  ],
  [/\boutlaw(ed|s|ing)?\b/i, /\boutlaw|\billegal\b|\bforbid|\bprohibit/],
  [/\bprohibit(ed|s|ing)?\b/i, /\bprohibit|\bforbid|\bnot (allowed|permitted)\b|\billegal\b|\bbann?(ed|ing|s)?\b/],
  [/\bdemot(e|ed|es|ing)\b/i, /\bdemot(e|ed|es|ing|ion)\b|\b(downgraded|lost|dropped)\b/],
  [
    /\bpromot(e|ed|es|ing)\b/i,
    /\bpromot(e|ed|es|ing|ion)\b|\b(awarded|became|become|granted|elevated|upgraded|gained|raised to)\b/,
  ],
  [/\b(compulsory|mandatory|obligatory)\b/i, /\b(compulsory|mandatory|obligatory|required by law)\b/],
];

/**
 * "When did Champagne ban Chardonnay?", "in which year was Beaujolais promoted to Grand Cru?": an act
 * of law or rank asked a date for, where no sentence of the records tells that act of the names the
 * question gives together. Asked for a date, it is taken as given; the records hold no such event,
 * and that is said rather than the places described. The events they tell ("Mouton Rothschild
 * promoted in 1973", "Amarone promoted to DOCG") are answered.
 */
export function untoldEvent(kb: KnowledgeBase, question: string, exact: Mention[]): Premise | undefined {
  if (!WHEN_ASKED.test(question) && !WHY_ASKED.test(question)) return undefined;
  const act = EVENT_ACTS.find(([asked]) => asked.test(question));
  if (!act) return undefined;
  // The things the act is said to touch: places, grapes, terms and the practices the records name. A
  // practice ("chaptalisation", "hybrids") may be told in other words than the question's, so only the
  // names must stand in the sentence that tells the act.
  const named = exact.filter((m) => m.kind !== 'pairing');
  if (!named.some((m) => m.kind === 'region' || m.kind === 'grape' || m.kind === 'term')) return undefined;
  const spellings = (m: Mention): string[] => {
    const record = m.kind === 'region' ? kb.region(m.id) : m.kind === 'grape' ? kb.grape(m.id) : undefined;
    // A country is often written by its adjective: "French law", "Italian wines".
    const adjectives = PLACE_ADJECTIVES.filter(([, id]) => id === m.id).map(([adjective]) => adjective);
    return [m.matched, record?.name ?? '', ...(record?.synonyms ?? []), ...adjectives]
      .filter((x) => x !== '')
      .map((x) => fold(x).replace(/[-‐‑–—]/g, ' '));
  };
  // Whole words only: "port" is not told by a sentence on Portugal.
  const bounded = named.map((m) =>
    m.kind === 'topic'
      ? undefined
      : spellings(m).map((x) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRe(x)}($|[^\\p{L}\\p{N}])`, 'u')),
  );
  const told = textsOf(kb).some((t) => act[1].test(t) && bounded.every((res) => !res || res.some((re) => re.test(t))));
  if (told) return undefined;
  const names = [
    ...new Set(
      named.flatMap((m) => {
        const own = m.kind === 'region' ? kb.region(m.id)?.name : m.kind === 'grape' ? kb.grape(m.id)?.name : undefined;
        return own ? [own] : [];
      }),
    ),
  ];
  if (names.length === 0) return undefined;
  return {
    reason: 'premise',
    name: names.join(' '),
    correction: `I have no record of that event: none of my notes on ${names.join(' or ')} tell of it, so I can't give a date for it, or say that it happened at all.`,
  };
}

/** A place said to be famous for something: "why is Marlborough famous for Nebbiolo?". */
const FAME_CLAIM = /\b(famous|known|renowned|celebrated|noted|prized|acclaimed|reputed) for\b/i;

/**
 * "Why is Marlborough famous for Nebbiolo?": a place's fame for a grape taken as given by a "why",
 * where no record puts the grape in the place, its parts or its parents below country level, nor the
 * place among the grape's own. Asked as a question ("is Marlborough known for Pinot Noir?") it is
 * left to the answer, which can say yes or no.
 */
function famedFor(
  kb: KnowledgeBase,
  question: string,
  regions: Region[],
  g: NonNullable<ReturnType<KnowledgeBase['grape']>>,
): Premise | undefined {
  if (!/^\W*why\b/i.test(question) || !FAME_CLAIM.test(question)) return undefined;
  const places = regions.filter((r) => r.kind !== 'country');
  const r = places[0] ?? regions[0];
  if (!r) return undefined;
  if (tiedTo(kb, r, g)) return undefined;
  const main = mainGrapes(kb, r);
  if (main.length === 0) return undefined;
  return {
    reason: 'premise',
    name: `${g.name} ${r.name}`,
    correction: `I have no record of ${r.name} being known for ${g.name}: its main grape${main.length > 1 ? 's are' : ' is'} ${main.join(' and ')}, and ${g.name} comes from ${g.origin.split(';')[0].trim()}.`,
  };
}

/** Every way the records write a grape's name, folded. */
function grapeNames(g: NonNullable<ReturnType<KnowledgeBase['grape']>>): string[] {
  return [g.name, ...g.synonyms].map((n) => fold(n).replace(/[-‐‑–—]/g, ' ')).filter((n) => n.length >= 4);
}

function writes(text: string, name: string): boolean {
  // The name stands in the text as written before it can stand there as a word: most texts lack it.
  if (!text.includes(name)) return false;
  return new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text);
}

/**
 * "Why is Tokaji Aszú made from Pinot Grigio?": a style of wine the records describe with its grapes,
 * taken by a "why" to be made from a grape its record never names. Its own grapes are the correction.
 */
function styleMade(kb: KnowledgeBase, question: string, exact: Mention[]): Premise | undefined {
  if (!/^\W*why\b/i.test(question) || !/\bmade (from|with|of)\b/i.test(question)) return undefined;
  if (exact.some((m) => m.kind === 'region')) return undefined;
  const grapes = exact.filter((m) => m.kind === 'grape');
  if (grapes.length !== 1) return undefined;
  const g = kb.grape(grapes[0].id);
  // A style's name is a term or a topic of the records, matched a little below grapes and places;
  // the term, when there is one, is the style itself, the topic often a family of styles.
  const styles = kb
    .mentions(question)
    .filter((m) => (m.kind === 'topic' || m.kind === 'term') && m.whole && m.score >= 0.85 && m.end < grapes[0].start);
  if (!g || styles.length === 0 || styles.some((m) => m.start !== styles[0].start)) return undefined;
  const term = styles.find((m) => m.kind === 'term');
  const style = term ?? styles[0];
  const t = term ? undefined : kb.topic(style.id);
  const own = term ? kb.term(term.id)?.meaning : t && [t.summary, ...t.points.map((p) => p.text)].join(' ');
  if (!own) return undefined;
  const text = fold(own).replace(/[-‐‑–—]/g, ' ');
  if (grapeNames(g).some((n) => writes(text, n))) return undefined;
  const made = kb.grapes.filter((x) => x.id !== g.id && grapeNames(x).some((n) => writes(text, n))).map((x) => x.name);
  if (made.length === 0 || made.length > 4) return undefined;
  const list = made.length > 1 ? `${made.slice(0, -1).join(', ')} and ${made[made.length - 1]}` : made[0];
  return {
    reason: 'premise',
    name: `${g.name} ${style.title}`,
    correction: `I have no record of ${style.title} being made from ${g.name}: my notes make it from ${list}.`,
  };
}

/** A grape said to grow mostly in a place: "Albariño is grown mainly in Tuscany". */
const GROWN_MAINLY =
  /\b(grown|planted|found|cultivated|made) (mainly|mostly|chiefly|primarily|largely|mostly|principally)\b|\b(mainly|mostly|chiefly|primarily|largely) (grown|planted|found|cultivated)\b/i;

/**
 * A place set in a country it is not in: "Mendoza in Chile", "the Barossa Valley, New Zealand", "why
 * is Rioja made in Portugal?". A place
 * of the same name in that country (there are several) leaves the question as it is.
 */
function wrongCountry(kb: KnowledgeBase, question: string, exact: Mention[]): Premise | undefined {
  const q = spaced(question);
  // "a Sancerre-like wine in New Zealand", "can I buy Barolo in Australia?": a likeness, a trade or a
  // glass elsewhere, not where the place lies.
  if (ELSEWHERE.test(q)) return undefined;
  // "Rioja, Chile and Argentina" is a list; "Mendoza, Chile" a place's address.
  const comma = exact.filter((m) => m.kind === 'region').length === 2 ? ',?' : '';
  for (const m of exact) {
    const r = m.kind === 'region' ? kb.region(m.id) : undefined;
    if (!r || r.kind === 'country') continue;
    for (const c of exact) {
      const country = c.kind === 'region' ? kb.region(c.id) : undefined;
      if (country?.kind !== 'country' || c.start <= m.end) continue;
      if (
        !new RegExp(
          `\\b${escapeRe(spaced(m.matched))}(${comma} | (wines? )?((is|are) )?(made|produced|grown|from) )(in )?(the )?${escapeRe(spaced(c.matched))}\\b`,
        ).test(q)
      )
        continue;
      if (r.country === country.name || ancestors(kb, r).includes(country)) continue;
      if (kb.regions.some((x) => fold(x.name) === fold(r.name) && x.country === country.name)) continue;
      return {
        reason: 'premise',
        name: `${r.name} ${country.name}`,
        correction: `I have no record of ${r.name} in ${country.name}: ${r.name} is in ${r.country}.`,
      };
    }
  }
  return undefined;
}

const ELSEWHERE =
  /\b(like|similar|equivalent|alternatives?|answer to|versions?|styles?|rivals?|instead|compared?|comparison|buy|bought|find|sell|sold|available|imports?|imported|order|ship\w*|exports?|exported|drink|drunk|popular|served|serve|price|cost)\b/;

const COLOURS: ReadonlyArray<[string, RegExp, 'black' | 'white']> = [
  ['red', /\bred\b/, 'black'],
  ['white', /\bwhite\b/, 'white'],
];

/**
 * A wine of a colour its place never makes: "Why is Chablis a red wine?", "why are Barolo wines
 * white?", "what is red Sauternes like?". Only an appellation whose law lists its grapes, and whose
 * records give one colour alone in its styles and its grapes, is said to contradict it.
 */
function wrongColour(kb: KnowledgeBase, question: string, exact: Mention[]): Premise | undefined {
  const q = spaced(question);
  const why = /^\W*why\b/.test(q);
  for (const m of exact) {
    const r = m.kind === 'region' ? kb.region(m.id) : undefined;
    if (!r || r.kind === 'country' || r.grapes.length === 0) continue;
    const sweetness = (why ? wrongSweetness(r, q, m) : undefined) ?? wrongStyle(kb, r, q, m, why);
    if (sweetness) return sweetness;
    // Only an appellation whose law lists its grapes can be said never to make a colour: a list of
    // usual grapes may leave a minor white out (Jumilla's Airén).
    if (r.grapesAre !== 'permitted') continue;
    const name = escapeRe(spaced(m.matched));
    // "A rosé Barolo": a place whose styles name their colours, none of them pink.
    const pink = q.match(new RegExp(`\\b(?:rose|pink) ${name}\\b|\\b${name} (?:rose|rosato|rosado)\\b`));
    if (pink && r.grapesAre === 'permitted') {
      const styles = r.styles.map(fold);
      const coloured = styles.some((x) => /\b(red|white|rose)\b/.test(x));
      if (coloured && !styles.some((x) => /\b(rose|rosato|rosado|pink)\b/.test(x)))
        return {
          reason: 'premise',
          name: `rosé ${r.name}`,
          correction: `I have no record of a rosé ${r.name}: ${r.name} is made as ${r.styles.join(' and ')}.`,
        };
    }
    // "Why is Chablis a red wine?", or the colour set before the name: "what is red Chablis like?".
    const claim =
      (why
        ? q.match(
            new RegExp(
              `\\b${name}( wines?)? (is |are )?(a |an )?(always |only |usually |mostly |so )?(?<colour>red|white)\\b`,
            ),
          )
        : null) ?? q.match(new RegExp(`\\b(?<colour>red|white) ${name}\\b`));
    if (!claim) continue;
    const said = COLOURS.find(([word]) => word === claim.groups?.colour);
    if (!said) continue;
    const [word, inStyles, grapeColour] = said;
    const styles = r.styles.map(fold);
    const grapes = r.grapes.map((id) => kb.grape(id)).filter((g) => g !== undefined);
    // Styles that name their colours say which the place makes: a white grape allowed in a red
    // (Viognier in Côte-Rôtie) makes no white wine of the place. Styles silent on colour leave it to the grapes.
    const coloured = styles.some((x) => COLOURS.some(([, re]) => re.test(x)) || /\bros[eé]\b/.test(x));
    if (styles.some((x) => inStyles.test(x)) || (!coloured && grapes.some((g) => g.colour === grapeColour))) continue;
    const other = word === 'red' ? 'white' : 'red';
    if (!styles.some((x) => new RegExp(`\\b${other}\\b`).test(x))) continue;
    const names = grapes.slice(0, 2).map((g) => g.name);
    return {
      reason: 'premise',
      name: `${word} ${r.name}`,
      correction: `I have no record of a ${word} ${r.name}: ${r.name} is a ${other} wine${names.length > 0 ? `, made from ${names.join(' and ')}` : ''}.`,
    };
  }
  return undefined;
}

/** Folded, with hyphens as spaces: "Pouilly-Fumé" as the records' "pouilly fume". */
const spaced = (x: string) => fold(x).replace(/[-‐‑]/g, ' ');

/**
 * A grape asked why it has the colour it does not: "Why is Tempranillo a white grape?", "why is
 * Chardonnay red?". Pink-skinned grapes (Pinot Gris) are left alone.
 */
function wrongGrapeColour(kb: KnowledgeBase, question: string, exact: Mention[]): Premise | undefined {
  const q = spaced(question);
  if (!/^\W*why\b/.test(q)) return undefined;
  for (const m of exact) {
    const g = m.kind === 'grape' ? kb.grape(m.id) : undefined;
    if (!g || g.colour === 'grey') continue;
    const claim = q.match(
      new RegExp(
        `\\b${escapeRe(spaced(m.matched))} (is |are )?(a |an )?(red|white|black)( grapes?| varieties| variety|\\W*$)`,
      ),
    );
    if (!claim) continue;
    const said = claim[3] === 'white' ? 'white' : 'black';
    if (said === g.colour) continue;
    const other =
      g.colour === 'white' ? 'a white grape, making white wines' : 'a black grape, making red (and rosé) wines';
    return {
      reason: 'premise',
      name: `${claim[3]} ${g.name}`,
      correction: `I have no record of a ${claim[3]} ${g.name}: ${g.name} is ${other}.`,
    };
  }
  return undefined;
}

/**
 * A wine asked why it is dry when its place makes only sweet wine, or sweet when it makes only dry:
 * "Why is Sauternes a dry wine?".
 */
function wrongSweetness(r: Region, q: string, m: Mention): Premise | undefined {
  const claim = q.match(
    new RegExp(
      `\\b${escapeRe(spaced(m.matched))}( wines?)? (is |are )?(a |an )?(always |only |usually |mostly |so )?(bone )?(dry|sweet)\\b`,
    ),
  );
  if (!claim || r.styles.length === 0) return undefined;
  const styles = r.styles.map(fold);
  const sweet = (x: string) =>
    /\b(sweet|botryti[sz]ed|dessert|fortified|vin doux|passito|ice ?wine|late harvest)\b/.test(x);
  const dry = (x: string) => /\bdry\b/.test(x);
  const said = claim[6];
  const allSweet = styles.every((x) => sweet(x) && !dry(x));
  const allDry = styles.every((x) => dry(x) && !sweet(x));
  if (said === 'dry' && allSweet)
    return {
      reason: 'premise',
      name: `dry ${r.name}`,
      correction: `I have no record of a dry ${r.name}: ${r.name} is a sweet wine (${r.styles[0]}).`,
    };
  if (said === 'sweet' && allDry)
    return {
      reason: 'premise',
      name: `sweet ${r.name}`,
      correction: `I have no record of a sweet ${r.name}: ${r.name} is a dry wine (${r.styles[0]}).`,
    };
  return undefined;
}

/** Styles a wine may be said to be, and the words of the records that show a place makes it. */
const STYLES: ReadonlyArray<[string, RegExp]> = [
  [
    'sparkling',
    /\b(sparkling|fizz\w*|frizzante|spumante|petillant|cremant|mousseux|sekt|espumante|traditional method|metodo classico)\b/,
  ],
  ['fortified', /\b(fortified|vin doux|vdn|liquoroso|mutage)\b/],
];

/**
 * An appellation asked why it is a style none of its records give it: "Why is Port a sparkling
 * wine?", "why is Chablis fortified?". Regions and countries make too many styles to be sure of.
 */
function wrongStyle(kb: KnowledgeBase, r: Region, q: string, m: Mention, why: boolean): Premise | undefined {
  if (r.kind === 'country' || r.kind === 'region' || r.styles.length === 0) return undefined;
  const name = escapeRe(spaced(m.matched));
  // "Why is Port sparkling?", or the style set before the name: "a good sparkling Sauternes".
  const claim =
    (why
      ? q.match(
          new RegExp(
            `\\b${name}( wines?)? (is |are )?(a |an )?(always |only |usually |mostly |so )?(?<style>sparkling|fortified)\\b`,
          ),
        )
      : null) ?? q.match(new RegExp(`\\b(?<style>sparkling|fortified) ${name}\\b`));
  const said = STYLES.find(([word]) => word === claim?.groups?.style);
  if (!said) return undefined;
  const [word, shows] = said;
  const texts = [r, ...descendantsOf(kb, r)].flatMap((d) => [...d.styles, ownText(d)]).map(fold);
  if (texts.some((x) => shows.test(x))) return undefined;
  // A clause naming the place with the style close by ("Crémant de Bourgogne from Chablis grapes").
  const own = escapeRe(spaced(r.name));
  const near = new RegExp(`\\b${own}\\b.{0,40}${shows.source}|${shows.source}.{0,40}\\b${own}\\b`);
  if (textsOf(kb).some((x) => near.test(x))) return undefined;
  return {
    reason: 'premise',
    name: `${word} ${r.name}`,
    correction: `I have no record of a ${word} ${r.name}: ${r.name} is ${r.styles[0]}.`,
  };
}

/**
 * "What does Gran Selezione mean on a Rioja label?": a label term of one country's law asked as read
 * on the label of a place in another, where no record of that country writes the term on its labels and no term of the
 * same name belongs to that country.
 */
function foreignTerm(kb: KnowledgeBase, exact: Mention[]): Premise | undefined {
  const terms = exact.filter((m) => m.kind === 'term' && m.whole && m.score >= 0.9);
  const places = exact.filter((m) => m.kind === 'region' && m.whole && m.score >= 0.9);
  if (terms.length !== 1 || places.length !== 1) return undefined;
  const t = kb.term(terms[0].id);
  const r = kb.region(places[0].id);
  if (!t || !r || t.country === 'European Union') return undefined;
  // The place named inside the term's own name ("Chianti Classico Gran Selezione") is its home.
  if (terms[0].start <= places[0].end && places[0].start <= terms[0].end) return undefined;
  const names = new Set([t.term, ...(t.synonyms ?? [])].map((n) => fold(n)));
  const sameNamed = kb.terms.filter((x) => [x.term, ...(x.synonyms ?? [])].some((n) => names.has(fold(n))));
  const countries = new Set(sameNamed.map((x) => x.country));
  const labelled = kb.regions.filter((x) => x.labelTerms.some((l) => names.has(fold(l))));
  for (const x of labelled) countries.add(x.country);
  if (countries.has(r.country) || countries.has(r.name)) return undefined;
  const where = labelled
    .filter((x) => x.kind !== 'country')
    .slice(0, 2)
    .map((x) => x.name);
  const home = [...countries].join(' and ');
  return {
    reason: 'premise',
    name: `${t.term} ${r.name}`,
    correction: `I have no record of ${t.term} on a ${r.name} label: ${t.term} is a label term of ${home}${where.length > 0 ? ` (${where.join(', ')})` : ''}, and ${r.name} is in ${r.country}.`,
  };
}

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const ORDINAL_RUNG = new RegExp(`\\b(${ORDINALS.join('|')})[- ]growths?\\b`, 'gi');
const AGED_RUNG = /\b(\d{1,3})[- ]?(?:years?|yrs?)[- ]old\s+(\p{L}+)/iu;

/**
 * A rung past the end of a ladder the records give in full: "the Sixth Growths" where the growths run
 * from First to Fifth, "a 25 Year Old Tawny" where the ages indicated are 10, 20, 30 and 40.
 */
function unlistedRung(kb: KnowledgeBase, question: string): Premise | undefined {
  const texts = textsOf(kb);
  const asked = [...question.matchAll(ORDINAL_RUNG)].map((m) => ORDINALS.indexOf(m[1].toLowerCase()));
  if (asked.length > 0) {
    let highest = -1;
    for (const t of texts)
      for (const m of t.matchAll(ORDINAL_RUNG)) highest = Math.max(highest, ORDINALS.indexOf(m[1]));
    const past = asked.find((k) => k > highest);
    if (highest >= 2 && past !== undefined) {
      const label = `${cap(ORDINALS[past])} Growth`;
      return {
        reason: 'premise',
        name: label,
        correction: `I have no record of a ${label}: the growths in my notes run from First to ${cap(ORDINALS[highest])} Growth.`,
      };
    }
  }
  const aged = question.match(AGED_RUNG);
  if (!aged) return undefined;
  const years = Number(aged[1]);
  const style = fold(aged[2]);
  // The ages a sentence lists for the style: "Tawny with an indication of age (10, 20, 30 or 40 Years Old)".
  for (const t of texts) {
    for (const clause of t.split(/[.;]\s/)) {
      const at = clause.indexOf(style);
      if (at < 0 || !/\byears? old\b/.test(clause)) continue;
      const list = clause.slice(at).match(/\b\d{1,3}(?:(?:,|, or| or|\/)\s?\d{1,3}){2,}\b/)?.[0];
      if (!list) continue;
      const ages = list.split(/[^\d]+/).map(Number);
      if (ages.includes(years)) return undefined;
      const label = `${years} Year Old ${cap(aged[2])}`;
      return {
        reason: 'premise',
        name: label,
        correction: `I have no record of a ${label}: the ages my notes give for ${cap(aged[2])} are ${ages.join(', ')} years.`,
      };
    }
  }
  return undefined;
}

const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1).toLowerCase();

const escapeRe = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function ancestors(kb: KnowledgeBase, r: Region): Region[] {
  const out: Region[] = [];
  let cur = r.parent ? kb.region(r.parent) : undefined;
  while (cur && out.length < 6) {
    out.push(cur);
    cur = cur.parent ? kb.region(cur.parent) : undefined;
  }
  return out;
}

/** The first two grapes a place's record lists, by name. */
function mainGrapes(kb: KnowledgeBase, r: Region): string[] {
  return r.grapes
    .slice(0, 2)
    .map((id) => kb.grape(id)?.name)
    .filter((n) => n !== undefined);
}

/**
 * Whether the records tie a grape to a place: the place, a place within it or the region around it
 * grows it, the grape's key regions name one of them, or any record's text names both.
 */
function tiedTo(kb: KnowledgeBase, r: Region, g: NonNullable<ReturnType<KnowledgeBase['grape']>>): boolean {
  const family = [r, ...descendantsOf(kb, r), ...ancestors(kb, r).filter((a) => a.kind !== 'country')];
  if (family.some((d) => d.grapes.includes(g.id) || g.keyRegions.includes(d.id))) return true;
  return anyTextWith(kb, fold(r.name), fold(g.name));
}

export function descendantsOf(kb: KnowledgeBase, r: Region): Region[] {
  const out: Region[] = [];
  const stack = [...kb.children(r.id)];
  while (stack.length > 0 && out.length < 200) {
    const x = stack.pop() as Region;
    out.push(x);
    stack.push(...kb.children(x.id));
  }
  return out;
}

export let allTexts: { kb: KnowledgeBase; texts: string[] } | undefined;

/** Whether any fact, term or topic point of the knowledge base writes the phrase ("Opus One"). */
export function recordsSay(kb: KnowledgeBase, phrase: string): boolean {
  const f = bare(fold(phrase).replace(/[-‐‑–—]/g, ' '));
  const texts = textsOf(kb);
  let said = SAID.get(texts);
  if (!said) {
    said = new Lru(5_000);
    SAID.set(texts, said);
  }
  return said.through(f, () => bareTexts(kb).some((t) => t.includes(f)));
}

/** Whether the records write a phrase, kept for the phrases asked last of the same texts. */
const SAID = new WeakMap<string[], Lru<string, boolean>>();

// Brackets and quotation marks are no words: "the “Veuve” (widow) Clicquot" writes "widow Clicquot".
const bare = (x: string) =>
  x
    .replace(/['’]s\b/g, '')
    .replace(/[()[\]“”"«»]/g, '')
    .replace(/\s+/g, ' ');

/** The records' texts as `recordsSay` compares them, made once per set of texts, not per question. */
const BARE_TEXTS = new WeakMap<string[], string[]>();

function bareTexts(kb: KnowledgeBase): string[] {
  const texts = textsOf(kb);
  let out = BARE_TEXTS.get(texts);
  if (!out) {
    out = texts.map(bare);
    BARE_TEXTS.set(texts, out);
  }
  return out;
}

warmAlso(bareTexts);

/** Whether any fact, term or topic point of the knowledge base names both things, in the same clause. */
export function anyTextWith(kb: KnowledgeBase, a: string, b: string): boolean {
  // A clause holds both only if its text does: most texts are passed over without being split.
  return textsOf(kb).some(
    (t) =>
      t.includes(a) &&
      t.includes(b) &&
      t.split(/[.;:]\s/).some((clause) => {
        const i = clause.indexOf(a);
        const j = clause.indexOf(b);
        return i >= 0 && j >= 0 && Math.abs(i - j) <= 60;
      }),
  );
}

export function textsOf(kb: KnowledgeBase): string[] {
  if (allTexts?.kb !== kb) {
    const texts: string[] = [];
    // Every sentence a record writes, its notes too: "the Sangiovese Grosso group" in a viticulture note.
    for (const g of kb.grapes) texts.push(...g.facts.map((f) => f.text), g.origin, ...g.viticulture, ...g.styles);
    for (const r of kb.regions)
      texts.push(...r.facts.map((f) => f.text), ...r.climateNotes, ...(r.parts ?? []).flatMap((p) => p.fact ?? []));
    for (const t of kb.terms) texts.push(t.meaning);
    for (const t of kb.topics) texts.push(t.summary, ...t.points.map((p) => p.text));
    allTexts = { kb, texts: texts.map((t) => fold(t).replace(/[-‐‑–—]/g, ' ')) };
  }
  return allTexts.texts;
}

export const KIND_ORDER = ['region', 'subregion', 'appellation'];

export function ownText(r: Region): string {
  return [r.classification ?? '', ...r.labelTerms, ...r.facts.map((f) => f.text)].join(' ').replace(/[-‐‑–—]/g, ' ');
}

/** What the records say about a region, its sub-regions and its parents below country level. */
export function scopeText(kb: KnowledgeBase, r: Region): string {
  const related = [r, ...descendantsOf(kb, r), ...ancestors(kb, r).filter((x) => x.kind !== 'country')];
  return related
    .map((x) => [x.name, x.classification ?? '', ...x.labelTerms, ...x.facts.map((f) => f.text)].join(' '))
    .join(' ')
    .replace(/[-‐‑–—]/g, ' ');
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
