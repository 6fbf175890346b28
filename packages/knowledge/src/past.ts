// Questions about the past ("how did the English come to love Sherry in the 1500s?", "who proved
// that yeast ferments sugar?", "what was the methanol scandal?"): the answer is an event the records
// tell in one sentence, with its year, its doer or its period, and that sentence is often kept in a
// place's record rather than in the topic or place the question names. The opening is chosen among
// every record's sentences that date or place an event, by the question's own words (rare ones
// weighing most) and by the period it names ("in the sixteenth century" holds 1587).

import { isEnglishWord } from './dictionary.ts';
import type { Ctx } from './draft.ts';
import { QUESTION_STOP } from './facts.ts';
import { type KnowledgeBase, warmAlso } from './kb.ts';
import { COUNTRY_ADJECTIVES } from './lexicon.ts';
import { fold, root, words } from './normalize.ts';
import { escapeRegExp, sentence } from './text.ts';

/** A sentence that dates or places an event in time. */
export const DATED =
  /\b(1[0-9]{3}s?|20[0-9]{2}s?|[0-9]{1,2}(st|nd|rd|th)[ -]century|\w+(teenth|tieth|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[ -]century|centuries|BC|BCE|AD|Middle Ages|[Mm]edieval|Roman|Romans|Greeks?|Phoenicians?|[Aa]ncient|[Aa]ntiquity)\b/;

/** A sentence naming a doer: a person by title or full name, or a people or an order of monks. */
const AGENT =
  /\b(Professor|Dr|Baron|Marquis|Madame|Dom|Abbé|Sir|Father|Brother|Count|King|Queen|Emperor)\s+\p{Lu}|^\p{Lu}\p{Ll}+ (de |von |van )?\p{Lu}\p{Ll}+\b|\b\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+ (showed|proved|found|discovered|founded|invented|created|bred|crossed|introduced|planted|built|made)\b|\b(Romans|Greeks|Phoenicians|Dutch|monks|Cistercians|Benedictines|merchants|brokers|courtiers|shippers|engineers|settlers|missionaries|Jesuits)\b/u;

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
};

/** The span of years a question names: a year, a decade ("the 1970s") or a century ("the 1700s", "17th century"). */
export function periodsOf(question: string): [number, number][] {
  const q = fold(question);
  const out: [number, number][] = [];
  for (const m of q.matchAll(/\b(1[0-9]{3}|20[0-9]{2})(s?)\b/g)) {
    const y = Number(m[1]);
    if (!m[2]) out.push([y, y]);
    else if (y % 100 === 0) out.push([y, y + 99]);
    else out.push([y, y + 9]);
  }
  for (const m of q.matchAll(/\b([0-9]{1,2})(?:st|nd|rd|th)[ -]century\b/g)) {
    const c = Number(m[1]);
    out.push([(c - 1) * 100, c * 100 - 1]);
  }
  for (const m of q.matchAll(/\b([a-z]+)(?: |-)century\b/g)) {
    const c = ORDINALS[m[1]];
    if (c) out.push([(c - 1) * 100, c * 100 - 1]);
  }
  return out;
}

/**
 * How surely a sentence falls in one of the periods: 2 for a year inside one (or the same century
 * named), 1 for the century that holds a year or decade asked, 0 for none.
 */
function inPeriod(text: string, periods: readonly [number, number][]): number {
  const years = [...text.matchAll(/\b(1[0-9]{3}|20[0-9]{2})s?\b/g)].map((m) => Number(m[1]));
  const centuries = [
    ...[...text.matchAll(/\b([0-9]{1,2})(?:st|nd|rd|th)[ -]century\b/g)].map((m) => Number(m[1])),
    ...[...fold(text).matchAll(/\b([a-z]+)[ -]century\b/g)].map((m) => ORDINALS[m[1]] ?? 0),
  ].filter((c) => c > 0);
  let best = 0;
  for (const [from, to] of periods) {
    if (years.some((y) => y >= from && y <= to)) return 2;
    for (const c of centuries) {
      const [cFrom, cTo] = [(c - 1) * 100, c * 100 - 1];
      if (to - from >= 99 && cFrom <= to && cTo >= from) return 2;
      if (cFrom <= from && to <= cTo) best = 1;
    }
  }
  return best;
}

/**
 * A question about the past: a period named, a deed done by someone, how something began or
 * changed, what role something played, a scandal, treaty or decree.
 */
const PAST =
  /\b(1[0-9]{3}s?|[0-9]{1,2}(st|nd|rd|th) century|\w+teenth century|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|twentieth) century|centuries|middle ages|medieval|ancient|antiquity|romans?|greeks?|phoenicians?|monks?|historically|originally|in the past|used to be)\b|^who (first )?([a-z]+ed|made|drew|wrote|built|brought|found|began|gave|led|took|won|bought|sold|ran|taught|thought|grew|set up)\b|^how did\b.*\b(change|develop|evolve|begin|start|spread|arrive|come|get|become|grow|survive|recover|transport|ship|carry|make)\b|^(why|how) did\b.*\b(become|became|grow|get) (so |more |very )?(popular|famous|fashionable|important|prized|known|admired)\b|\b(fell|fall|went|go) out of (fashion|favour|favor)\b|\b(father|mother|godfather|pioneer|founder|inventor)s? of\b|\bwhat role did\b|\bwhat happened\b|\b(scandal|treaty|decree|prohibition|judgement of paris|judgment of paris|phylloxera crisis)\b|^(which|what) (\w+ ){0,4}(was|were) (the |\w+ )?first\b|^(which|what) (\w+ ){0,3}(discovered|described|identified|explained|invented|founded|proved|showed|introduced|pioneered|drained|established|created|bred|crossed|planted|brought|married|ruled|built|owned|bought|demarcated|delimited)\b|^why (was|were|did) .*\bfirst\b|^why (was|were|did)\b.*\b(classified|ranked|created|founded|established|introduced|banned|delimited|demarcated|abolished)\b|^(which|what) (\w+ ){0,2}did\b.*\b(bring|introduce|plant|discover|invent|create|breed|establish|found|carry|take|import)\b|^((roughly|about|approximately|around) )?when (was|were|did)\b|^where did\b.*\b(start|begin|originate|arise)\b|^(in |during )?(what|which) (year|decade|century) (was|were|did)\b/;

export function askedOfPast(ctx: Ctx): boolean {
  // A year inside a name asked about ("the 1855 classification") names the thing, not a time asked.
  const ws = words(ctx.question);
  const inName = new Set<number>();
  for (const m of ctx.u.subjects)
    if (m.start >= 0 && m.end > m.start && /\d/.test(m.matched)) for (let i = m.start; i <= m.end; i++) inName.add(i);
  return PAST.test(ws.filter((_, i) => !inName.has(i)).join(' '));
}

interface Said {
  text: string;
  kind: 'region' | 'grape' | 'topic' | 'term';
  id: string;
  roots: Set<string>;
  /** The roots of the record's own name: what the sentence is about when it says "the appellation". */
  subject: Set<string>;
  /** The text that dates the sentence: its own, or the sentence before it that it goes on telling. */
  era: string;
}

const POOL = new WeakMap<KnowledgeBase, { all: Said[]; df: Map<string, number> }>();

/** Every record's sentences that date or place an event, read once. */
function pool(kb: KnowledgeBase): { all: Said[]; df: Map<string, number> } {
  let p = POOL.get(kb);
  if (p) return p;
  const texts: Omit<Said, 'roots'>[] = [];
  const add = (kind: Said['kind'], id: string, name: string, text: string) => {
    const subject = new Set(words(name.replace(/\([^)]*\)/g, ' ')).map(root));
    // A record named by its date ("1855 Classification") dates every sentence it holds; a sentence
    // that goes on telling the one before ("The classification was drawn up by the brokers…", "It…")
    // is of the same time.
    let era = DATED.test(name) ? name : '';
    for (const s of text.split(/(?<=[.!?])\s+(?=[A-Z“"])/)) {
      if (!s.trim()) continue;
      const goesOn = ONWARD.exec(s);
      if (DATED.test(s)) era = s;
      else if (!(goesOn && (!goesOn[1] || subject.has(root(fold(goesOn[1])))) && era) && !DATED.test(name)) era = '';
      texts.push({ kind, id, text: s, subject, era: DATED.test(s) ? s : era });
    }
  };
  for (const r of kb.regions) {
    for (const f of r.facts) add('region', r.id, r.name, f.text);
    for (const x of r.parts ?? []) if (x.fact) add('region', r.id, r.name, x.fact);
  }
  for (const g of kb.grapes) for (const f of g.facts) add('grape', g.id, g.name, f.text);
  for (const t of kb.topics) {
    add('topic', t.id, t.title, t.summary);
    for (const x of t.points) add('topic', t.id, t.title, x.text.replace(/^\d+\.\s*/, ''));
  }
  for (const t of kb.terms) add('term', t.id, t.term, `${t.term}: ${t.meaning}`);
  const df = new Map<string, number>();
  const all = texts.map((t) => {
    const roots = new Set(words(t.text).map(root));
    for (const w of roots) df.set(w, (df.get(w) ?? 0) + 1);
    // A sentence telling a founding is kin to one telling a creation.
    if (FOUNDING.test(t.text)) roots.add(FOUNDED);
    return { ...t, roots };
  });
  p = { all: all.filter((s) => s.era !== ''), df };
  POOL.set(kb, p);
  return p;
}

warmAlso(pool);

/** An event of wine's history asked by its kind: the scandal, the treaty, the riots, the decree. */
const EVENT =
  /\b(scandals?|treaty|treaties|decree|edict|riots?|crisis|judg(e)?ment|classifications?|ranking|law|laws|ban)\b/;

/**
 * "What was the methanol scandal?": an event asked by its kind, with no name of a wine, place or grape,
 * is still about wine when one dated sentence of the records holds every word the question asks by (two
 * at least, none left over); the record keeping that sentence is what the question is about.
 */
export function pastRecord(kb: KnowledgeBase, question: string): { kind: Said['kind']; id: string } | undefined {
  const ws = words(question);
  if (!PAST.test(ws.join(' ')) || !EVENT.test(ws.join(' '))) return undefined;
  const cues = [
    ...new Set(
      ws
        .filter((w) => w.length > 2 && !QUESTION_STOP.has(w) && !FORM.has(w) && !/^\d/.test(w) && !ORDINALS[w])
        .map(root),
    ),
  ];
  if (cues.length < 2) return undefined;
  const found = pool(kb).all.filter((s) => cues.every((w) => holds(s.roots, w)));
  // One record, or the question is not read well enough to say which event it means.
  const ids = new Set(found.map((s) => `${s.kind}:${s.id}`));
  return ids.size === 1 ? { kind: found[0].kind, id: found[0].id } : undefined;
}

/**
 * "Why did French buyers flock to Rioja in the 1870s?", "how was oidium brought under control in the
 * 1850s?": a question of the past whose everyday words took it off wine (or left it unread) is still
 * wine's history when one dated sentence of the records tells enough of it: two of the words it asks by,
 * the period it names counting as one (an exact year as two), and at least half of what it asks (the
 * period among it). Read
 * off wine, it needs more: three such marks, or two with a word only wine uses (a name of the records,
 * a word no dictionary holds, other than the place it names). The record keeping the sentence is what
 * the question is about.
 */
export function pastTold(
  kb: KnowledgeBase,
  question: string,
  strict: boolean,
): { kind: Said['kind']; id: string } | undefined {
  const ws = words(question);
  if (!PAST.test(ws.join(' '))) return undefined;
  const cues = [
    ...new Set(
      ws
        .filter((w) => w.length > 2 && !QUESTION_STOP.has(w) && !FORM.has(w) && !/^\d/.test(w) && !ORDINALS[w])
        .map(root),
    ),
  ];
  if (cues.length === 0) return undefined;
  const also = new Map<string, string>();
  for (const w of ws) {
    const id = COUNTRY_ADJECTIVES[w];
    const name = id ? kb.region(id)?.name : undefined;
    if (name) also.set(root(w), root(fold(name)));
  }
  const own = wineOwnWords(kb);
  const periods = periodsOf(question);
  // Read off wine, a wine place named ("the University of Bordeaux") is told only by its own records:
  // another record's sentence that merely cites the place tells of something else.
  const places = strict ? kb.mentions(question).filter((m) => m.kind === 'region' && m.whole && m.score >= 0.9) : [];
  const placeWords = new Set(places.flatMap((m) => words(m.matched).map(root)));
  const { all, df } = pool(kb);
  let best: { s: Said; marks: number; rare: number } | undefined;
  for (const s of all) {
    const told = cues.filter(
      (w) =>
        holds(s.roots, w) ||
        (also.has(w) && s.roots.has(also.get(w) ?? '')) ||
        KIN_OF.get(w)?.some((k) => s.roots.has(k)) ||
        (KIN_OF.get(w) === CREATION && s.roots.has(FOUNDED)),
    );
    if (told.length === 0) continue;
    if (places.length > 0 && !places.some((m) => s.kind === 'region' && (s.id === m.id || within(kb, s.id, m.id))))
      continue;
    const then = periods.length > 0 ? inPeriod(s.era, periods) : 0;
    const marks = told.length + then;
    // The place named is what took the question off wine, so it is not the word of wine that brings it back.
    const wineOwn = told.some((w) => own.has(w) && !placeWords.has(w));
    if (marks < 2 || (told.length + Math.min(then, 1)) * 2 < cues.length) continue;
    if (strict && marks < 3 && !wineOwn) continue;
    const rare = told.reduce((sum, w) => sum + 1 / (1 + (df.get(w) ?? 0)), 0);
    if (!best || marks > best.marks || (marks === best.marks && rare > best.rare)) best = { s, marks, rare };
  }
  return best ? { kind: best.s.kind, id: best.s.id } : undefined;
}

const OWN_WORDS = new WeakMap<KnowledgeBase, Set<string>>();

/** Words only wine uses: one-word names of the records and their keywords that no dictionary holds as everyday words, or that name a record. */
function wineOwnWords(kb: KnowledgeBase): Set<string> {
  let own = OWN_WORDS.get(kb);
  if (own) return own;
  own = new Set<string>();
  const names = [
    ...kb.regions.map((r) => r.name),
    ...kb.grapes.map((g) => g.name),
    ...kb.topics.flatMap((t) => t.keywords),
    ...kb.terms.map((t) => t.term),
  ];
  for (const n of names) {
    const ws = words(n.replace(/\([^)]*\)/g, ' '));
    if (ws.length === 1) own.add(root(ws[0]));
  }
  for (const s of pool(kb).all)
    for (const w of words(s.text)) if (/^\p{L}{5,}$/u.test(w) && !isEnglishWord(w)) own.add(root(w));
  OWN_WORDS.set(kb, own);
  return own;
}

warmAlso(wineOwnWords);

/** The opening of a sentence that goes on telling the one before: "It…", "They…", "The treaty…". */
const ONWARD = /^(?:It|Its|This|These|They|Their|He|His|She|Her|The (\p{L}+))\b/u;

/**
 * Words that tell the same kind of event in other words: a question's "defined" is a record's
 * "delimited", "founded" is "created" or "established", "ranked" is "classified", "banned" is
 * "prohibited", a grape "bred" is one "crossed", "popular" is "fashionable", "described" is "identified",
 * a "region" is a "zone", and "make" is "made" (each kept as the rough root the records' words reduce to).
 */
const CREATION: readonly string[] = ['establish', 'creat', 'cre', 'introduc', 'launch', 'grant'];
const KIN: readonly (readonly string[])[] = [
  CREATION,
  ['delimit', 'demarcat', 'demarc', 'defin', 'boundary', 'border', 'bord'],
  ['classif', 'rank'],
  ['bann', 'ban', 'prohibit', 'forbid', 'outlaw'],
  ['bred', 'breed', 'cross'],
  ['arriv', 'reach'],
  ['region', 'area', 'areas', 'zon', 'distric'],
  ['mak', 'mad'],
  ['ship', 'transport', 'carri', 'carry', 'export', 'trad'],
  ['popular', 'popularity', 'fashionabl', 'famous', 'favour', 'priz'],
  ['describ', 'discover', 'explain', 'identif'],
];
const KIN_OF = new Map<string, readonly string[]>(KIN.flatMap((k) => k.map((w) => [w, k] as const)));
// "Founded" is "created" or "established", and the other way round; but "found" is as often
// "discovered", and a "foundation" a base, so only the words of founding are read as one.
const FOUNDING = /\bfound(ed|ing|er|ers)\b/i;
const FOUNDED = '#founded';

/** Whether a set of roots holds a word, in its plural or singular too ("crus", "cru"). */
function holds(set: ReadonlySet<string>, w: string): boolean {
  return set.has(w) || (w.endsWith('s') && set.has(w.slice(0, -1))) || set.has(`${w}s`);
}

/** A time or place a sentence opens with before its subject: "In 1868 the botanist…", "In the Middle Ages, …". */
const LEAD_IN =
  /^(?:In|By|From|Since|After|Before|During|Until|Around|About)\b[^,]*?\b(?:1[0-9]{3}s?|20[0-9]{2}s?|century|centuries|Ages|times)\b,?\s*/;

/** A sentence giving a year, a decade or a century: what "when…?" asks. */
const YEAR = /\b(1[0-9]{3}s?|20[0-9]{2}s?|[0-9]{1,2}(st|nd|rd|th)[ -]century|\w+(teenth|tieth)[ -]century)\b/;

/** A year or a decade itself, what "in which year…?" or "which decade…?" asks: a century is too loose. */
const EXACT_YEAR = /\b(1[0-9]{3}s?|20[0-9]{2}s?)\b/;

/** A question asking for a doer: "who…", "which queen…", "what scientist…". */
const WHO =
  /^(who|(which|what) (\w+ )?(person|people|man|woman|queen|king|emperor|monk|monks|abbot|scientist|botanist|professor|merchant|merchants|family|pioneer|winemaker|oenologist|missionary|settlers|order))\b/;

/** A question asking for a time: "when…", "what year…", "in which decade…". */
const WHEN = /\b(when|what year|which year|what decade|which decade|how long ago)\b/;

/** Whether a place lies within another: the Médoc within Bordeaux. */
function within(kb: KnowledgeBase, id: string, ancestor: string): boolean {
  let r = kb.region(id);
  for (let i = 0; r?.parent && i < 6; i++) {
    if (r.parent === ancestor) return true;
    r = kb.region(r.parent);
  }
  return false;
}

/** Words of the question's form, not of what is asked: they pick no sentence. */
const FORM = new Set(
  `first happen happened role play played change changed start started begin began time times year years
  century centuries decade decades history historical historically originally past ago old world become
  became`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The sentence that tells the event asked about, or undefined when the question is not about the past
 * or no dated sentence holds enough of what it asks. Given a rival opening that already dates an event,
 * the sentence is returned only when it tells more of what is asked than the rival does.
 */
export function pastSentence(ctx: Ctx, rival?: string): string | undefined {
  if (!askedOfPast(ctx)) return undefined;
  if (['pairing', 'compare', 'exam', 'choice', 'greeting', 'off-topic', 'unknown'].includes(ctx.u.intent))
    return undefined;
  const { all, df } = pool(ctx.kb);
  const n = all.length * 10;
  const qws = words(ctx.question);
  const cues = [
    ...new Set(
      qws
        .filter((w) => w.length > 2 && !QUESTION_STOP.has(w) && !FORM.has(w) && !/^\d/.test(w) && !ORDINALS[w])
        .map(root),
    ),
  ];
  if (cues.length === 0) return undefined;
  // A country asked by its adjective ("the English") is told by its name ("England").
  const also = new Map<string, string>();
  for (const w of qws) {
    const id = COUNTRY_ADJECTIVES[w];
    const name = id ? ctx.kb.region(id)?.name : undefined;
    if (name) also.set(root(w), root(fold(name)));
  }
  // A term asked by its short form ("AOC") is said by its long one ("the appellation system").
  for (const m of ctx.u.subjects)
    if (m.kind === 'term' && m.start >= 0)
      for (const w of words(m.matched))
        for (const t of words(m.title.replace(/^[^(]*\(|\)$/g, '')))
          if (t.length > 3 && !QUESTION_STOP.has(t) && !also.has(root(w))) also.set(root(w), root(t));
  const weight = (w: string) => 1 + Math.log((n + 1) / (1 + (df.get(w) ?? 0)));
  const periods = periodsOf(ctx.question);
  // A place or grape named in the question: its sentences, or a sentence naming it, tell its past.
  const named = ctx.u.subjects.filter((s) => (s.kind === 'region' || s.kind === 'grape') && s.start >= 0);
  const nameRoots = new Set(named.flatMap((m) => words(m.matched).map(root)));
  const who = WHO.test(fold(ctx.question).trim());
  const when = WHEN.test(fold(ctx.question));
  const asksYear = /\b(what|which) (year|decade)\b/.test(fold(ctx.question));
  const founding = FOUNDING.test(ctx.question);
  const first = /\b(first|earliest|oldest)\b/.test(fold(ctx.question));
  const asked = cues.filter((w) => !nameRoots.has(w));
  const cited = (m: (typeof named)[number]) =>
    words(m.matched).length > 1 &&
    !fold(m.title).includes(fold(m.matched)) &&
    !fold(ctx.kb.region(m.id)?.name ?? ctx.kb.grape(m.id)?.name ?? '').includes(fold(m.matched));
  const total = asked.reduce((sum, w) => sum + weight(w), 0);
  /** How much of what is asked a sentence tells, and whether it may answer at all. */
  const score = (s: Said, rival = false): { score: number; told: boolean; all: boolean } => {
    let sum = 0;
    let hits = 0;
    for (const w of asked) {
      if (holds(s.roots, w) || (also.has(w) && s.roots.has(also.get(w) ?? ''))) {
        sum += weight(w);
        hits++;
      } else if (
        KIN_OF.get(w)?.some((k) => s.roots.has(k)) ||
        // A creation asked is told as a founding; a founding asked, as a creation.
        (KIN_OF.get(w) === CREATION && s.roots.has(FOUNDED)) ||
        (w === 'found' && founding && CREATION.some((k) => s.roots.has(k)))
      ) {
        // The same event in other words.
        sum += weight(w) * 0.8;
        hits++;
      } else if (holds(s.subject, w)) {
        // The record the sentence belongs to is what it tells of: "the appellation" of Alsace Grand Cru.
        sum += weight(w) * 0.8;
        hits++;
      }
    }
    const then = periods.length > 0 ? inPeriod(s.era, periods) : 0;
    const dated = then > 0;
    // "What happened to Austrian wine in 1985?": the named place's sentence of the period asked tells it.
    const placedThen = dated && named.length > 0;
    if (hits === 0 && !placedThen && !rival) return { score: 0, told: false, all: false };
    if (dated) sum += (placedThen ? 2 : 0) + (then === 2 ? 4 : 2.5);
    // A record the question was read as asking about tells its own past first.
    // The opening already chosen for the subject counts as the subject's own.
    const own = rival || ctx.u.subjects.some((m) => m.kind === s.kind && m.id === s.id);
    if (own) sum += 1;
    // "Who…?" is answered by the sentence that names the doer, "when…?" by the one that gives the year.
    if (who && AGENT.test(s.text)) sum += 2.5;
    if (when && YEAR.test(s.era)) sum += 1.5;
    // Asked the year or the decade, a sentence giving it beats one giving only the century.
    if (asksYear && EXACT_YEAR.test(s.text)) sum += 1.5;
    // The sentence whose own subject is what the question asks of ("The Romans spread…", not "The
    // Greeks carried…, and the Romans…") tells its event rather than mentioning it.
    const head = words(s.text.replace(LEAD_IN, '')).slice(0, 5).map(root);
    if (head.some((w) => asked.includes(w) || nameRoots.has(w))) sum += 1;
    // "The first white DOCG", "who first planted…": the sentence that says which was first.
    // Asked who did it first, the doer is what is asked, not which was first.
    if (first && !who && s.roots.has('first')) sum += 1.5;
    // One shared word is a coincidence unless the sentence is of the place or grape named, the
    // subject's own or of the period asked.
    // A sentence saying which was first answers "which was the first…" as a word asked would.
    const saidFirst = first && !who && s.roots.has('first') ? 1 : 0;
    return {
      score: sum,
      told: hits + saidFirst >= 2 || own || dated || named.length > 0,
      all: hits === asked.length,
    };
  };
  // A grape named in a place is told by the sentences of that place: "Sauvignon Blanc in Marlborough".
  const places = named.filter((m) => m.kind === 'region');
  // "The 1855 classification": a year inside a name asked is that event's; another year's sentence is not of it.
  const nameYears = ctx.u.subjects.flatMap((m) => (m.start >= 0 ? (m.matched.match(/\b1[0-9]{3}\b/g) ?? []) : []));
  const ofNamed = (s: Said) =>
    nameYears.every(
      (y) =>
        s.era.includes(y) || ctx.u.subjects.some((m) => m.kind === s.kind && m.id === s.id && m.matched.includes(y)),
    ) &&
    (named.length === 0 ||
      (places.length > 0 ? places : named).some(
        (m) =>
          // A name the record only cites ("Penfolds Grange", read as Australia) is told by the sentences naming it.
          (m.kind === s.kind && m.id === s.id && (!cited(m) || fold(s.text).includes(fold(m.matched)))) ||
          (m.kind === 'region' && s.kind === 'region' && within(ctx.kb, s.id, m.id)) ||
          s.roots.has(root(fold(m.title).split(/\s*\(/)[0])) ||
          fold(s.text).includes(fold(m.matched)),
      ));
  const withoutNames = (text: string) =>
    named.reduce((t, m) => t.replace(new RegExp(`\\b${escapeRegExp(m.title.split(/\s*\(/)[0])}\\b`, 'gi'), ''), text);
  let best: { text: string; score: number; all: boolean } | undefined;
  // "Who bred Pinotage?", "when was Chianti first delimited?": when no sentence tells enough of the
  // words asked, the named subject's own sentence naming a doer, or giving a year, is the answer.
  let fallback: { text: string; score: number } | undefined;
  // "Which was Italy's first DOC?": which was first is told by a sentence that says so, not by
  // another dated sentence of the same thing.
  const firstAsked =
    first && !who && /^(which|what) (\w+ ){0,4}(was|were) (the |\w+ )?first\b/.test(words(ctx.question).join(' '));
  for (const s of all) {
    if (!ofNamed(s)) continue;
    if (firstAsked && !/\b(first|earliest|oldest)\b/i.test(s.text)) continue;
    const r = score(s);
    if (r.told && (!best || r.score > best.score)) best = { text: s.text, score: r.score, all: r.all };
    // The subject's own record first; another's sentence that names the subject ("Ricasoli's formula
    // for Chianti", kept in Sangiovese's record) may tell its doer or its year too.
    const own = named.some((m) => m.kind === s.kind && m.id === s.id);
    const naming = own || named.some((m) => words(m.matched).length > 0 && fold(s.text).includes(fold(m.matched)));
    // A "doer" that is only the subject's own name ("Chianti Classico must…") names no doer.
    const doer = who && AGENT.test(withoutNames(s.text));
    if (naming && (doer || (when && YEAR.test(s.era)))) {
      const f = r.score + (own ? 1 : 0) + (doer ? 1 : 0) + (when && YEAR.test(s.text) ? 1 : 0);
      if (!fallback || f > fallback.score) fallback = { text: s.text, score: f };
    }
  }
  // Enough of what the question asks, or, when it asks only of a named place at a time, that place's
  // sentence of the period; or, of a place or grape named, every word asked told in some form.
  const enough = total > 0 ? Math.max(6, total * 0.4) : 5;
  const passes = (b: { score: number; all: boolean }) => b.score >= enough || (b.all && named.length > 0);
  if (rival !== undefined) {
    const theirs = score(
      {
        text: rival,
        kind: 'topic',
        id: '',
        roots: new Set(words(rival).map(root)),
        subject: new Set(),
        era: rival,
      },
      true,
    );
    // The opening chosen for the subject stands unless the other sentence is clearly better, or holds
    // every word asked where the opening does not.
    // Asked "when…?", an opening that gives no year ("in the Middle Ages") gives way to one that does;
    // asked the year or decade, one that gives only a century gives way to one with the year; asked
    // "who…?", an opening naming no doer gives way to one that names the doer.
    const sharper =
      best !== undefined &&
      ((when && YEAR.test(best.text) && !YEAR.test(rival)) ||
        (asksYear && EXACT_YEAR.test(best.text) && !EXACT_YEAR.test(rival)) ||
        (who && AGENT.test(best.text) && !AGENT.test(rival)));
    const margin = (best?.all && !theirs.all) || sharper ? 0 : 2;
    // One word asked besides the names is too little to set aside the opening chosen for the subject.
    return asked.length > 1 &&
      best &&
      passes(best) &&
      best.score > theirs.score + margin &&
      fold(best.text) !== fold(rival)
      ? sentence(best.text)
      : undefined;
  }
  if (!best || !passes(best)) return fallback && (who || when) ? sentence(fallback.text) : undefined;
  return sentence(best.text);
}
