// True-or-false items: a statement judged against the records, false when a record contradicts a
// pairing it makes (a grape of another region, an opposite word of a record's own), and the verdict
// with its reason; a statement comparing two places' figures is judged on those figures.

import { namesInRecords } from './anchor.ts';
import { changeRoots, governing, LESS_ROOT, MORE_ROOT } from './choice-claims.ts';
import {
  contentRoots,
  docOf,
  idf,
  link,
  listItems,
  names,
  namesOfRef,
  refsIn,
  type Sent,
  within,
} from './choice-evidence.ts';
import { describeRef, undecided } from './choice-notes.ts';
import { countryClaim, mainGrapeClaim, parentClaim, rankClaim } from './choice-rank-claim.ts';
import { figureMatch, figures } from './choice-scale.ts';
import { tableClaim } from './choice-table.ts';
import { cueShare, opposite, PRIMARY, type StemView, view } from './choice-view.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import { factsMentioning } from './facts.ts';
import type { KnowledgeBase } from './kb.ts';
import { STOPWORDS } from './lexicon.ts';
import { fold, root, words } from './normalize.ts';
import { answerSentence } from './plan.ts';
import type { Mention } from './search.ts';
import { escapeRegExp, join, mentionsPhrase, sentence, withoutSetAside } from './text.ts';

export interface Judgement {
  value?: boolean;
  why?: string;
  v: StemView;
}

export function trueFalse(ctx: Ctx, statement: string): Draft {
  const j = judge(ctx, statement);
  if (j.value === undefined || !j.why) return undecided(ctx, [], 'statement');
  return verdict(ctx, j.value, j.why, j.v);
}

/** A comparison closing a statement: ", similar to the one in X", ", just like X", ", as in X". */
const LIKENED = /,\s*(?:(?:very |much |just )?(?:similar to|like|as in|as with|the same as)\b)[^,;]*$/i;

/** Whether the records support a statement, contradict it, or say nothing, with the deciding fact. */
export function judge(ctx: Ctx, statement: string): Judgement {
  const { kb } = ctx;
  // "…, similar to the one in Saint-Émilion": a comparison after the claim only says what it is like.
  const text = statement.replace(/[?!.]+$/, '').replace(LIKENED, '');
  const v = withWines(kb, view(kb, text));
  // The same record under two names ("Zinfandel and Primitivo are the same grape").
  const parts = text.split(/\s*(?:,|\band\b|\bor\b|\bis\b|\bare\b|\bas\b)\s*/i).filter((p) => p.trim());
  const partRefs = parts.flatMap((p) => refsIn(kb, p).filter((m) => m.kind === 'grape'));
  for (let i = 0; i < partRefs.length; i++)
    for (let j = i + 1; j < partRefs.length; j++)
      if (partRefs[i].id === partRefs[j].id && partRefs[i].matched !== partRefs[j].matched && /\bsame\b/i.test(text))
        return { value: true, why: `${partRefs[i].title} and ${partRefs[j].matched} are names of the same grape.`, v };
  const primary = v.refs.filter((r) => PRIMARY.has(r.kind));
  const compared = comparedFigures(ctx, text, primary) ?? ladderFigures(ctx, text, v.refs) ?? comparedSides(text, v);
  if (compared) return { ...compared, v };
  // "Salt in food makes a wine taste less bitter": the table of food and wine interactions decides.
  const tabled = tableClaim(kb, text);
  if (tabled) return { ...tabled, v };
  // "X is a lower level than Y", "the main grape of X is Y": the ladder or the place's grapes decide.
  const ranked =
    rankClaim(kb, text) ??
    mainGrapeClaim(kb, text, primary) ??
    parentClaim(kb, text) ??
    countryClaim(kb, text, v.refs, (r) => docOf(kb, r));
  if (ranked) return { ...ranked, v };
  const otherFigure = figureSaidOtherwise(kb, text, v);
  if (otherFigure) return { value: false, why: otherFigure, v };
  const named = namedAsOtherKind(ctx, text);
  if (named) return { value: false, why: named, v };
  const open = anyGrape(ctx, text, primary);
  if (open) return { value: false, why: open, v };
  const style = styleCanBe(ctx, text, primary);
  if (style) return { ...style, v };
  const grapeClaim = madeFromOther(ctx, text, primary);
  if (grapeClaim) return { value: false, why: grapeClaim, v };
  const unkind = kindClash(ctx, text, v);
  if (unkind) return { value: false, why: unkind, v };
  const turned = reversedTurn(text, v);
  if (turned) return { value: false, why: turned, v };
  for (const r of v.refs) use(ctx, r.kind, r.id);
  let support: string | undefined;
  let against: string | undefined;
  // Where a place is only said to lie in its country, a grape the statement ties to it that its
  // records do not ("Casablanca, in Chile, known for Cabernet") still makes the whole claim false.
  let placedOnly = true;
  let grapeAgainst: string | undefined;
  for (let i = 0; i < primary.length; i++)
    for (let j = i + 1; j < primary.length; j++) {
      const a = primary[i];
      const b = primary[j];
      // Two readings of the same words ("Prosecco" the region and the grape's old name) are one subject.
      if (a.start <= b.end && b.start <= a.end) continue;
      // Places listed side by side ("in New Zealand and Australia") are two places, neither said to be in the other.
      if (a.kind === 'region' && b.kind === 'region' && coordinated(text, a, b)) continue;
      const l = link(kb, a, b, v.lead);
      if (l && l.score >= 0.5) {
        support ??= l.text;
        if (a.kind !== 'region' || b.kind !== 'region') placedOnly = false;
      } else if (!l) {
        const c = contradiction(ctx, a, b);
        against ??= c;
        if (c && (a.kind === 'grape' || b.kind === 'grape') && FAMED_FOR.test(text)) grapeAgainst ??= c;
      }
    }
  if (support && placedOnly && grapeAgainst) return { value: false, why: grapeAgainst, v };
  // "A hot, inland region": a climate said of a place whose record gives the opposite one.
  const climate = climateClaim(kb, text, primary);
  if (climate) return { value: false, why: climate, v };
  // The statement's words and other subjects in the records' sentences, watching for the opposite word.
  const words = new Set(v.cues);
  let best: { s: Sent; share: number } | undefined;
  let clash: string | undefined;
  let affirmed: string | undefined;
  let aside: string | undefined;
  for (const { s } of v.docs) {
    const others = v.refs.filter((r) => !(r.kind === s.ref.kind && r.id === s.ref.id));
    const named = others.length > 0 ? others.filter((r) => names(kb, r, s.text)).length / others.length : 1;
    const cue = cueShare(v, s);
    const share = v.cues.length > 0 ? 0.5 * named + cue : named;
    // "In the transfer method the second fermentation … take place in bottle, … then emptied into a
    // pressurised tank": a sentence that opens with its own record's name, one the statement does not
    // name, speaks of that record; a subject's word standing later in it is only a thing it uses.
    const elsewhere = opensOnOther(kb, s, v);
    if (!elsewhere && s.shown && (!best || share > best.share)) best = { s, share };
    // Only a sentence about the statement's subject can contradict it.
    // "Oloroso Sherry": a sentence about the kind the subject is named as a style of ("…(Sherry)")
    // speaks of it too.
    const isAbout = (r: Mention | undefined) =>
      r !== undefined && ((s.ref.kind === r.kind && s.ref.id === r.id) || names(kb, r, s.text));
    // The wine a style is named as a style of ("Port" of "Tawny Port") is such a head too.
    const first = v.refs[0];
    const head =
      first &&
      v.refs.find(
        (r) =>
          PRIMARY.has(r.kind) &&
          (r.start === first.end + 1 || (r !== first && r.start > first.start && r.end === first.end)),
      );
    const subject = head && !isAbout(v.refs[0]) && isAbout(head) ? head : v.refs[0];
    // Judged as the wine it is a style of, a style is not spoken of by a sentence about another of
    // that wine's styles ("Vintage Port … aged for decades in bottle" says nothing of Tawny Port).
    const styleOf = subject !== first && first && head && head.start > first.start;
    const about = isAbout(subject) && !(styleOf && otherStyle(kb, first, head, s.text));
    // A list of keywords states nothing, so it contradicts nothing.
    if (cue < 0.25 || !about || !s.shown) continue;
    // A sentence of the subject's own record that says every word of the statement, undenied.
    // The record's own sentences speak of the subject without naming it ("It is made by…").
    const own = s.ref.kind === subject.kind && s.ref.id === subject.id;
    const ownName = new Set(contentRoots(subject.matched || subject.title));
    if (own && s.natural && cueShare(v, s, ownName) >= 0.9 && !denies(text, s.text)) affirmed ??= s.text;
    // Where the sentence has both words ("during fermentation (Port); … after fermentation (Sherry)"),
    // the clause that names the subject says what holds for it.
    // A heading that only names the subject ("Tawny Port (Portugal): …") is read with what follows it.
    // A list of names after a colon ("…is naturally sweet: Port, Madeira, …") takes what comes
    // before the colon as said of each of them.
    const parts = s.text.split(/;|:\s|\.\s/);
    const cuts = [...s.text.matchAll(/;|:\s|\.\s/g)].map((m) => m[0]);
    const scoped = parts.flatMap((c, k) =>
      !names(kb, subject, c)
        ? []
        : k + 1 < parts.length && c.trim().split(/\s+/).length <= 5
          ? [ownItems(kb, subject, `${c} ${parts[k + 1]}`)]
          : k > 0 && cuts[k - 1].startsWith(':') && namesOnly(c)
            ? [`${parts[k - 1]}: ${ownItems(kb, subject, c)}`]
            : [ownItems(kb, subject, c)],
    );
    const scopes = scoped.length > 0 && scoped.length < parts.length ? scoped : [ownItems(kb, subject, s.text)];
    for (const scope of scopes) {
      const rs = new Set(contentRoots(scope));
      for (const w of words)
        if (
          !rs.has(w) &&
          opposite(w).some(
            (o) =>
              rs.has(o) && !words.has(o) && s.roots.has(o) && saidAlike(text, w, scope, o) && !comparedOnly(scope, o),
          )
        )
          clash ??= s.text;
        else if (
          !rs.has(w) &&
          (STATE_OF.get(w) ?? []).some((o) => rs.has(o) && !words.has(o) && sameThing(text, w, scope, o))
        )
          clash ??= s.text;
        else if (
          !rs.has(w) &&
          (SKIN_OF.get(w) ?? []).some((o) => rs.has(o) && !words.has(o) && ofGrapes(text, w) && ofGrapes(scope, o))
        )
          clash ??= s.text;
        // "During fermentation" against "after two or three days": a word of time said of another
        // event, a weaker clash that a sentence saying the statement outweighs.
        else if (
          !rs.has(w) &&
          RELATIONAL.has(w) &&
          opposite(w).some(
            (o) => rs.has(o) && !words.has(o) && s.roots.has(o) && RELATIONAL.has(o) && !inStep(text, w, scope, o),
          )
        )
          aside ??= s.text;
    }
  }
  // "Dom Pérignon invented the traditional method": a person the records name only inside other
  // records is judged by the sentences that name them; one of them denying the deed makes it false,
  // and a sentence about someone else's deed ("riddling was invented at Veuve Clicquot") proves nothing.
  const person = personNamed(ctx, text);
  if (person) {
    const told = factsMentioning({ ...ctx, level: 4 }, person, 8);
    const denied = told.find((f) => denies(text, f.text, new Set(contentRoots(person))));
    if (denied) return { value: false, why: sentence(denied.text), v };
    // …and one of them saying every word of the statement, undenied, makes it true.
    const own = new Set(contentRoots(person));
    const asked = contentRoots(text).filter((r) => !own.has(r));
    const said = told.find((f) => {
      const rs = new Set(contentRoots(f.text));
      return asked.length > 0 && asked.every((r) => rs.has(r));
    });
    if (said) return { value: true, why: sentence(said.text), v };
    if (best && !fold(best.s.text).includes(fold(person)) && !support) best = undefined;
  }
  // A change the statement makes ("increases acidity") against the subject's records saying the
  // opposite change of the same thing ("It lowers acidity", "softens the acidity").
  // "Gives deeply tannic wines" against the subject's own "gives soft, low-tannin reds".
  const lacking = richClash(text, v);
  if (lacking) return { value: false, why: lacking, v };
  const changed = changeClash(ctx, text, v);
  if (changed) return { value: false, why: changed, v };
  if (against && !support) return { value: false, why: against, v };
  if (support && !clash) return { value: !denies(text, support), why: support, v };
  // "Prosecco is usually made by the tank method": what holds as a rule is not undone by one
  // style's exception ("Col Fondo Prosecco is refermented in bottle") when the subject's own record
  // says the statement in full.
  if (clash && affirmed && HEDGED.test(text)) return { value: true, why: affirmed, v };
  if (clash) return { value: false, why: clash, v };
  const restricted = onlyClash(ctx, text, v);
  if (restricted) return { value: false, why: restricted, v };
  // "Port is sweet because spirit is added during fermentation" against "Fermentation is stopped
  // after two or three days…": a sentence that names the subject and nearly all the statement's
  // words, undenied, says it holds; without one, the time said of another event still stands.
  const says = best && best.share >= SAYS_SHARE && !denies(text, best.s.text, subjectRoots(v));
  if (aside && !says) return { value: false, why: aside, v };
  // "The second fermentation takes place in bottles" against the subject's own "the second
  // fermentation happens in a large pressurised tank": the same event, another vessel.
  const moved = best ? otherVessel(text, best.s, v) : undefined;
  if (moved) return { value: false, why: moved, v };
  // A record's title ("Malolactic conversion (MLF)") names the subject and states nothing of it.
  if (best && best.share >= 0.6 && !titleOnly(kb, best.s)) {
    const value = !denies(text, best.s.text, subjectRoots(v));
    return { value: value && !otherReason(text, best.s.text), why: best.s.text, v };
  }
  return { v };
}

/** A place said to be famous for a grape: "known mostly for", "best known for", "famous for". */
const FAMED_FOR =
  /\b(?:known|famous|famed|renowned|celebrated|noted|prized)\b(?:\s+(?:mostly|mainly|chiefly|above all|best|especially|primarily|largely))?\s+for\b/i;

const WARM_WORDS = new Set(['hot', 'warm', 'very hot', 'very warm']);
const COOL_WORDS = new Set(['cool', 'cold', 'very cool', 'very cold']);

/**
 * "Casablanca is a hot, inland region": a climate word set before the place's kind (region, valley,
 * area, climate) against the climate its record gives: a cool place said to be hot, or a hot one cool.
 */
function climateClaim(kb: KnowledgeBase, text: string, primary: Mention[]): string | undefined {
  const said = fold(text).match(
    /\b(?:a|an)\s+(?:very\s+)?(hot|warm|cool|cold)\b[^.;]{0,20}?\b(?:region|valley|area|district|appellation|climate|zone)\b/,
  )?.[1];
  if (!said) return undefined;
  const places = primary.filter((m) => m.kind === 'region').map((m) => kb.region(m.id));
  const r = places.find((p) => p !== undefined && p.kind !== 'country');
  if (!r?.climate) return undefined;
  const own = fold(r.climate);
  const warm = WARM_WORDS.has(said);
  const clash = warm ? [...COOL_WORDS].some((w) => own.startsWith(w)) : [...WARM_WORDS].some((w) => own.startsWith(w));
  return clash ? `${r.name} has a ${r.climate} climate, not a ${said} one.` : undefined;
}

/**
 * Whether a clause says a word only as a comparison ("slightly higher in alcohol" than another wine):
 * higher than something else is no contradiction of "low" said outright.
 */
function comparedOnly(scope: string, root: string): boolean {
  const forms = scope.split(/[^\p{L}-]+/u).filter((x) => x && contentRoots(x).includes(root));
  return forms.length > 0 && !/er$/.test(root) && forms.every((x) => /er$/i.test(x));
}

/** Adjectives that say a wine is rich in something: "tannic" is high in tannin. */
const RICH_IN: Readonly<Record<string, string>> = {
  tannic: 'tannin',
  acidic: 'acid',
  alcoholic: 'alcohol',
  oaky: 'oak',
};

/**
 * A statement calling the subject rich in something ("deeply tannic") against a sentence of the
 * subject's own record calling it low in it ("soft, low-tannin reds").
 */
function richClash(text: string, v: StemView): string | undefined {
  const subject = v.refs[0];
  if (!subject) return undefined;
  const t = fold(text);
  if (/\b(low|little|no|not|without|lacks?)\b/.test(t)) return undefined;
  const things = Object.entries(RICH_IN).flatMap(([adjective, thing]) =>
    new RegExp(`\\b${adjective}\\b`).test(t) ? [thing] : [],
  );
  if (things.length === 0) return undefined;
  for (const { s } of v.docs) {
    if (!s.natural || s.ref.kind !== subject.kind || s.ref.id !== subject.id) continue;
    const f = fold(s.text);
    if (things.some((x) => new RegExp(`\\b(low|little|no)[- ](in )?${x}`).test(f))) return s.text;
  }
  return undefined;
}

/** Whether only "and", "or" or a comma stands between two names in a text. */
function coordinated(text: string, a: Mention, b: Mention): boolean {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const between = words(text).slice(first.end + 1, second.start);
  return between.length > 0 && between.every((w) => /^(and|or|nor|&)$/.test(w));
}

function titleOnly(kb: KnowledgeBase, s: Sent): boolean {
  return fold(s.text).replace(/[.\s]+$/, '') === fold(kb.title(s.ref.kind, s.ref.id));
}

const VESSELS = new Set(['bottle', 'tank', 'barrel', 'cask', 'vat', 'amphora', 'autoclave', 'vessel'].map(root));
const PLACE_VERB = /\b(?:takes?|taking|took) place|\bhappens?|\boccurs?|\bis carried out|\bare carried out/gi;

/** The vessel a clause says an event happens in: "takes place in individual bottles" → bottle. */
function vesselAt(text: string): { event: Set<string>; vessel: string } | undefined {
  for (const m of text.matchAll(PLACE_VERB)) {
    const after = text.slice((m.index ?? 0) + m[0].length);
    const g = /^\s+in(?:side)?\s+((?:[\p{L}-]+\s*){1,4})/u.exec(after);
    const vessel = g
      ? words(g[1])
          .map(root)
          .find((w) => VESSELS.has(w))
      : undefined;
    if (!vessel) continue;
    const before = text.slice(0, m.index).split(/[;,:]/).pop() ?? '';
    return { event: new Set(contentRoots(before)), vessel };
  }
  return undefined;
}

/** A sentence of the subject's own record that puts the statement's event in another vessel. */
function otherVessel(statement: string, s: Sent, v: StemView): string | undefined {
  const subject = v.refs[0];
  if (!subject || s.ref.kind !== subject.kind || s.ref.id !== subject.id || !s.natural) return undefined;
  const said = vesselAt(statement);
  if (!said) return undefined;
  for (const clause of s.text.split(/;\s*/)) {
    const here = vesselAt(clause);
    if (!here || here.vessel === said.vessel) continue;
    const shared = [...said.event].filter((w) => here.event.has(w));
    if (shared.length >= 2) return s.text;
  }
  return undefined;
}

/** Whether a record's sentence opens with its own record's name, a record the statement does not name. */
function opensOnOther(kb: KnowledgeBase, s: Sent, v: StemView): boolean {
  if (v.refs.some((r) => r.kind === s.ref.kind && r.id === s.ref.id)) return false;
  const title = fold(kb.title(s.ref.kind, s.ref.id)).replace(/\s*\(.*$/, '');
  const at = fold(s.text).indexOf(title);
  if (title.length < 4 || at < 0 || at > 12) return false;
  // …and no subject of the statement is named before it.
  const head = s.text.slice(0, at + title.length);
  return !v.refs.some((r) => names(kb, r, head));
}

/** A name of two or more capitalised words that the records cite inside other records, not a record's own name. */
function personNamed(ctx: Ctx, text: string): string | undefined {
  const cited = namesInRecords(ctx.kb);
  for (const run of text.match(/\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+/gu) ?? []) {
    const key = fold(run).replace(/-/g, ' ');
    if (!cited.has(key)) continue;
    const own = ctx.kb.mentions(run).some((m) => m.kind !== 'pairing' && m.whole && m.score >= 0.9);
    if (!own) return run;
  }
  return undefined;
}

/**
 * "Ruby Port", "Tawny Port": a style whose name ends with the name of the wine it is a style of,
 * which its own record names too ("A young … Port"), is that wine as well. The wine joins the
 * statement's subjects, just after the style, with its records' sentences, so what holds for every
 * Port (sweet, fortified during fermentation) is judged of each of its styles.
 */
function withWines(kb: KnowledgeBase, v: StemView): StemView {
  const refs: Mention[] = [];
  const docs = [...v.docs];
  const seen = new Set(v.refs.map((r) => `${r.kind}:${r.id}`));
  for (const m of v.refs) {
    refs.push(m);
    const meaning = m.kind === 'term' ? kb.term(m.id)?.meaning : undefined;
    const ws = words(m.matched);
    if (!meaning || ws.length < 2) continue;
    for (let k = 1; k < ws.length; k++) {
      const tail = ws.slice(k).join(' ');
      const wine = refsIn(kb, tail).find((r) => r.kind === 'region' && r.whole && fold(r.matched) === tail);
      if (!wine || seen.has(`region:${wine.id}`) || !names(kb, wine, meaning)) continue;
      seen.add(`region:${wine.id}`);
      refs.push({ ...wine, start: m.start + k, end: m.end });
      for (const s of docOf(kb, wine)) docs.push({ s, w: 1 });
      break;
    }
  }
  return refs.length === v.refs.length ? v : { ...v, refs, docs };
}

/** Whether a text names a style of a wine other than the given one ("Vintage Port" beside "Tawny Port"). */
function otherStyle(kb: KnowledgeBase, style: Mention, wine: Mention, text: string): boolean {
  const tail = fold(wine.matched);
  return refsIn(kb, text).some(
    (r) => r.kind === 'term' && r.id !== style.id && words(r.matched).length >= 2 && fold(r.matched).endsWith(tail),
  );
}

/**
 * The roots of the words that name a statement's subject ("vegan wines"): a sentence that denies
 * something of those words ("…are not suitable for vegans") speaks of another case, not against
 * what the statement says of its subject.
 */
function subjectRoots(v: StemView): Set<string> {
  const subject = v.refs[0];
  return new Set(subject && subject.kind === 'topic' ? contentRoots(subject.matched) : []);
}

/** Words that give the reason for a name or a fact. */
const REASON = /\b(?:referring to|refers to|because|named (?:after|for)|so called|comes from|takes its name)\b/i;

/**
 * "Vinho Verde means 'green wine' because the grapes are green when picked": a statement that gives
 * a reason, against the sentence that says its fact with another reason ("…referring to wines drunk
 * fresh, not to their colour") and none of the statement's reason words. A true fact with a wrong
 * reason is a false statement.
 */
function otherReason(statement: string, text: string): boolean {
  const m = /\b(?:because|since|as a result of|due to)\b/i.exec(statement);
  if (!m || !REASON.test(text)) return false;
  const fact = new Set(contentRoots(statement.slice(0, m.index)));
  const reason = [...new Set(contentRoots(statement.slice(m.index + m[0].length)))].filter((w) => !fact.has(w));
  if (reason.length < 2) return false;
  const said = new Set(contentRoots(text));
  return reason.every((w) => !said.has(w));
}

/** Words saying a thing is in every wine, or in both colours. */
const EVERY_WINE =
  /\b(?:almost|nearly|virtually) (?:all|every) wines?\b|\b(?:all|every|both) (?:red and white|white and red)\b/i;

/**
 * "Sulfites are only found in red wine": a statement that limits its subject to one kind, against a
 * sentence of the subject's own record that puts it in nearly every wine or in the opposite kind
 * ("used in small amounts in almost all wines"; "most reds and many whites").
 */
function onlyClash(ctx: Ctx, text: string, v: StemView): string | undefined {
  const at = /\bonly\b/i.exec(text);
  const subject = v.refs[0];
  if (!at || !subject || /\bnot only\b/i.test(text)) return undefined;
  const limited = contentRoots(text.slice(at.index + at[0].length));
  const others = new Set(limited.flatMap((w) => opposite(w)).filter((o) => !limited.includes(o)));
  if (others.size === 0) return undefined;
  for (const s of docOf(ctx.kb, subject)) {
    if (!s.natural || !s.shown) continue;
    if (EVERY_WINE.test(s.text)) return s.text;
    // "Nearly all red wines undergo it. For whites it is a style choice": the kind the statement
    // names and its opposite, both said of the subject in one sentence, neither denied.
    const kept = (w: string) => s.seq.some((x, i) => x === w && !s.denied.has(i));
    if (limited.some((w) => kept(w) && opposite(w).some((o) => others.has(o) && kept(o)))) return s.text;
  }
  return undefined;
}

/**
 * "Tokaji Aszú is a fortified wine": a statement that its subject is a kind of wine the records have
 * a topic for. When none of the subject's records uses the kind's own word ("fortified") and none of
 * the kind's sentences names the subject, the records know it as something else: false, with what
 * the subject's own record says it is.
 */
/** "X is (the name of) a grape variety", "Y is a wine region": what kind of thing a statement calls its subject. */
const CALLED_KIND =
  /^\s*(.+?)\s+(?:is|are)\s+(?:(?:the|a|another)\s+name\s+(?:of|for)\s+)?(?:an?\s+|the\s+)?(?:(?:white|red|black|wine|famous|local|native|spanish|french|italian|portuguese)\s+)*(grapes?(?:\s+variet(?:y|ies))?|variet(?:y|ies)|varietals?|cultivars?|regions?|appellations?|places?)(?:\s+(?:in|of|from)\s+[\p{L}'’ -]+)?\s*$/iu;

/**
 * "Vinho Verde is the name of a grape variety", "Tempranillo is a region": a name the records hold
 * only as a place, called a grape, or only as a grape, called a place. The record's own first
 * sentence says what it is.
 */
function namedAsOtherKind(ctx: Ctx, text: string): string | undefined {
  const { kb } = ctx;
  const m = text.match(CALLED_KIND);
  if (!m) return undefined;
  const name = m[1]
    .replace(/^(?:true or false|true\/false)\s*[:,-]?\s*/i, '')
    .replace(/^the\s+/i, '')
    .trim();
  const whole = words(name).join(' ');
  if (!whole) return undefined;
  const exact = kb.mentions(name).filter((x) => x.whole && x.score >= 0.9 && words(x.matched).join(' ') === whole);
  // Only a record called by that very name: a grape is also found by the places it grows in.
  const called = (names: readonly string[]) => names.some((n) => words(n).join(' ') === whole);
  const grape = exact.find((x) => {
    const g = x.kind === 'grape' ? kb.grape(x.id) : undefined;
    return g !== undefined && called([g.name, ...g.synonyms]);
  });
  const region = exact.find((x) => {
    const p = x.kind === 'region' ? kb.region(x.id) : undefined;
    return p !== undefined && called([p.name, ...p.synonyms]);
  });
  const calledGrape = /^(grape|variet|cultivar)/i.test(m[2]);
  const r = calledGrape ? (grape ? undefined : region) : region ? undefined : grape;
  if (!r) return undefined;
  use(ctx, r.kind, r.id);
  if (r.kind === 'region') {
    const place = kb.region(r.id);
    if (!place) return undefined;
    const first = place.facts.find((f) => f.depth <= 2)?.text;
    return `${place.name} is a wine ${place.kind === 'country' ? 'country' : 'place'} in ${place.country}, not a grape.${first ? ` ${sentence(first)}` : ''}`;
  }
  const g = kb.grape(r.id);
  if (!g) return undefined;
  const first = g.facts.find((f) => f.depth <= 2)?.text;
  return `${g.name} is a grape variety, not a place.${first ? ` ${sentence(first)}` : ''}`;
}

function kindClash(ctx: Ctx, text: string, v: StemView): string | undefined {
  const { kb } = ctx;
  const folded = fold(text);
  const kind = v.refs.find(
    (r) =>
      r.kind === 'topic' &&
      /\bwines?$/.test(fold(r.matched)) &&
      new RegExp(`\\b(?:is|are) (?:an? )?${fold(r.matched)}\\b`).test(folded),
  );
  if (!kind) return undefined;
  const subjects = v.refs.filter((r) => r.end < kind.start);
  // A place within a record ("Maury" in Roussillon) is not the record: its sentences speak of more.
  if (subjects.length === 0 || subjects.some((r) => (r.kind === kind.kind && r.id === kind.id) || r.within))
    return undefined;
  const key = contentRoots(kind.matched).filter((w) => !WINE_ROOTS.has(w));
  if (key.length === 0) return undefined;
  // The kind's other names count as its word: "grape spirit", "mutage" for fortified wines.
  const other = namesOfRef(kb, kind).filter((n) => n.length >= 6);
  for (const r of subjects)
    if (docOf(kb, r).some((s) => key.some((w) => s.roots.has(w)) || other.some((n) => mentionsPhrase(s.text, n))))
      return undefined;
  if (docOf(kb, kind).some((s) => subjects.some((r) => names(kb, r, s.text)))) return undefined;
  const own = docOf(kb, subjects[0]).find((s) => s.natural && s.shown);
  return own?.text;
}

const WINE_ROOTS = new Set(contentRoots('wine wines'));

/** "Turns A into B", "converts A to B": what a change starts from and what it gives. */
const TURN =
  /\b(?:turns?|turning|turned|converts?|converting|converted|changes?|changing|transforms?|transforming)\s+([^.;:,]{1,40}?)\s+(?:into|to)\s+([^.;:,]{1,40})/i;

/** The same said in the passive: "lactic acid is converted to malic acid". */
const TURNED =
  /([^.;:,]{1,40}?)\s+(?:is|are|gets?|get|being)\s+(?:turned|converted|changed|transformed)\s+(?:into|to)\s+([^.;:,]{1,40})/i;

/** What a text says is turned into what, active or passive. */
function turnOf(text: string): [string, string] | undefined {
  const m = TURN.exec(text);
  if (m && !/^(?:is|are|be|been)$/i.test(m[1].trim())) return [m[1], m[2]];
  const p = TURNED.exec(text);
  return p ? [p[1].split(/\s+/).slice(-3).join(' '), p[2]] : undefined;
}

/**
 * "Malolactic conversion turns lactic acid into malic acid": a sentence of the statement's records
 * that turns the same two things the other way round ("they turn sharp malic acid into softer lactic
 * acid") makes the statement false.
 */
function reversedTurn(text: string, v: StemView): string | undefined {
  const m = turnOf(text);
  if (!m) return undefined;
  const [from, to] = [contentRoots(m[0]), contentRoots(m[1])];
  const a = from.filter((w) => !to.includes(w));
  const b = to.filter((w) => !from.includes(w));
  if (a.length === 0 || b.length === 0) return undefined;
  for (const { s } of v.docs) {
    if (!s.natural) continue;
    const t = turnOf(s.text);
    if (!t) continue;
    const [f, g] = [new Set(contentRoots(t[0])), new Set(contentRoots(t[1]))];
    if (b.some((w) => f.has(w)) && a.some((w) => g.has(w)) && !a.some((w) => f.has(w))) return s.text;
  }
  return undefined;
}

/** "May be made from any grape", "all varieties are allowed": a claim that a place sets no grapes. */
const ANY_GRAPE =
  /\b(any|all|every|whatever) (\w+ )?(grapes?|variet(y|ies)|varietals?)\b|\bno (grape|variety) (rules?|restrictions?|limits?)\b/i;

/**
 * A statement that a wine may be made from any grape, said of a place whose records name the grapes
 * it is made from and nowhere say any grape may be used: false, the place's grapes are the reason.
 */
function anyGrape(ctx: Ctx, text: string, primary: Mention[]): string | undefined {
  if (!ANY_GRAPE.test(text)) return undefined;
  for (const m of primary) {
    if (m.kind !== 'region') continue;
    const r = ctx.kb.region(m.id);
    if (!r || r.grapes.length === 0 || r.kind === 'country') continue;
    const said = [...r.facts.map((f) => f.text), ...r.styles].some((t) => ANY_GRAPE.test(t));
    if (said) continue;
    const names = r.grapes.slice(0, 6).map((g) => ctx.kb.grape(g)?.name ?? g);
    for (const g of r.grapes.slice(0, 6)) if (ctx.kb.grape(g)) use(ctx, 'grape', g);
    return `${r.name} is made from set grapes, not any variety: ${join(names)}.`;
  }
  return undefined;
}

/** "Vinho Verde can be red", "Sancerre may also be rosé": a style a wine is said to come in. */
const CAN_BE =
  /\b(?:can|may|could|might) (?:also |sometimes |even )?(?:be|come as|be made as) (?:a |an )?(red|white|rosé|rose|pink|sparkling|sweet|dry|fortified|still|orange)\b(?: wines?)?\s*$/i;

/**
 * Whether a place's wine comes in a style, from the styles its record lists: "Sancerre can be red" is
 * true of its "light red and rosé from Pinot Noir", "Chablis can be red" false of its "dry white".
 */
function styleCanBe(ctx: Ctx, text: string, primary: Mention[]): { value: boolean; why: string } | undefined {
  const only = onlyStyle(ctx, text, primary);
  if (only) return only;
  const asked = text.match(CAN_BE)?.[1];
  const places = primary.filter((m) => m.kind === 'region');
  if (!asked || places.length !== 1 || primary.length !== 1) return undefined;
  const r = ctx.kb.region(places[0].id);
  if (!r || r.styles.length === 0 || r.kind === 'country') return undefined;
  const word = fold(asked) === 'pink' ? 'rose' : fold(asked);
  const listed = r.styles.find((t) => new RegExp(`\\b${word}s?\\b`).test(fold(t)));
  use(ctx, 'region', r.id);
  return listed
    ? { value: true, why: `${r.name} is made as ${join(r.styles)}.` }
    : { value: false, why: `${r.name} is made as ${join(r.styles)}; ${asked} is not among its styles in my notes.` };
}

/** "A red-only appellation", "makes only white wine", "produces red wine only": one colour said to be all. */
const ONLY_COLOUR =
  /\b(red|white)[- ]only\b|\bonly (?:makes?|produces?|allows?|permits?) (red|white)\b|\b(?:makes?|produces?) only (red|white)\b|\b(red|white) wines? only\b|\bexclusively (red|white)\b/i;

/**
 * "Châteauneuf-du-Pape is a red-only appellation": one colour said to be all a place makes, against
 * the styles its record lists: true when every listed style is of that colour, false when another
 * colour (or rosé) is among them.
 */
function onlyStyle(ctx: Ctx, text: string, primary: Mention[]): { value: boolean; why: string } | undefined {
  const m = text.match(ONLY_COLOUR);
  const said = m
    ?.slice(1)
    .find((x) => x !== undefined)
    ?.toLowerCase();
  const places = primary.filter((x) => x.kind === 'region');
  if (!said || places.length !== 1) return undefined;
  const r = ctx.kb.region(places[0].id);
  if (!r || r.styles.length === 0 || r.kind === 'country') return undefined;
  const styles = r.styles.map(fold);
  const other = said === 'red' ? /\b(white|rose|blanc)\b/ : /\b(red|rose|rouge)\b/;
  const own = new RegExp(`\\b${said}\\b`);
  use(ctx, 'region', r.id);
  if (styles.some((x) => other.test(x)))
    return { value: false, why: `${r.name} is made as ${join(r.styles)}, not only ${said}.` };
  if (styles.every((x) => own.test(x))) return { value: true, why: `${r.name} is made as ${join(r.styles)}.` };
  return undefined;
}

/**
 * "Beaujolais crus such as Morgon are made from Pinot Noir": a grape said to make wines the records
 * tie to other grapes is false of them, whatever ties the wines to each other.
 */
function madeFromOther(ctx: Ctx, text: string, primary: Mention[]): string | undefined {
  if (!/\b(made (?:from|with|of)|based on|produced from)\b/i.test(text)) return undefined;
  const grapes = primary.filter((m) => m.kind === 'grape');
  const places = primary.filter(
    (m) => m.kind === 'region' && !grapes.some((g) => g.start <= m.end && m.start <= g.end),
  );
  if (grapes.length !== 1 || places.length === 0) return undefined;
  const g = grapes[0];
  // Only after the places: "Pinot Noir is made in Morgon" is another statement.
  if (places.some((p) => p.start > g.start)) return undefined;
  const grown = places.map((p) => ctx.kb.region(p.id)).filter((r) => r !== undefined && r.grapes.length > 0);
  if (grown.length !== places.length || grown.some((r) => r?.grapes.includes(g.id))) return undefined;
  const r = grown[grown.length - 1];
  if (!r) return undefined;
  const names = r.grapes.slice(0, 3).map((id) => ctx.kb.grape(id)?.name ?? id);
  use(ctx, 'region', r.id);
  return `${r.name} is made mainly from ${join(names)}, not ${g.title}.`;
}

/**
 * The change a statement makes and what it changes ("increases … acidity": more, acidity), read against
 * the clauses of its first subject's own records: a clause where the nearest change word before that
 * thing is the opposite one contradicts it, unless another clause says the same change.
 */
function changeClash(ctx: Ctx, text: string, v: StemView): string | undefined {
  const subject = v.refs[0];
  if (!subject) return undefined;
  const seq = changeRoots(text);
  const at = seq.findIndex((w) => w === MORE_ROOT || w === LESS_ROOT);
  if (at < 0) return undefined;
  const change = seq[at];
  const named = new Set(contentRoots(subject.matched || subject.title));
  const things = seq.slice(at + 1, at + 4).filter((w) => w !== MORE_ROOT && w !== LESS_ROOT && !named.has(w));
  if (things.length === 0) return undefined;
  let clash: string | undefined;
  for (const s of docOf(ctx.kb, subject)) {
    if (!s.natural) continue;
    for (const clause of s.text.split(/;\s*|\.\s+|:\s+/)) {
      const cs = changeRoots(clause);
      for (const w of things) {
        const p = cs.indexOf(w);
        if (p < 0) continue;
        const g = governing(cs, p);
        if (g === change) return undefined;
        if (g) clash ??= s.text;
      }
    }
  }
  return clash;
}

/**
 * In a clause listing several things with what holds for each ("ruby styles, aged … in bottle …, and
 * tawny styles, aged … in casks"), the items from the one naming the subject up to the next that
 * names something else: what the clause says of the subject's neighbours is not said of it.
 */
function ownItems(kb: KnowledgeBase, subject: Mention, clause: string): string {
  // "…sparkling (non-vintage, rosé, blanc de blancs, …) and still red, white and rosé": a subject named
  // only as one of a list in brackets has what precedes the brackets and its own item, not what follows.
  for (const m of clause.matchAll(/\(([^()]*)\)/g)) {
    const inner = m[1];
    const outside = clause.slice(0, m.index) + clause.slice((m.index ?? 0) + m[0].length);
    // What precedes the brackets is said back to the list before it: "…in bottle (Ruby, …), and
    // tawny styles, aged … in small casks (Tawny, …, Colheita)" says only the casks of Colheita.
    const before = clause.slice(0, m.index);
    const from = before.lastIndexOf(')') + 1;
    if (names(kb, subject, inner) && !names(kb, subject, outside) && listItems(inner).length >= 2)
      return `${before.slice(from)} ${ownItems(kb, subject, inner)}`;
  }
  const items = listItems(clause);
  const start = items.findIndex((x) => names(kb, subject, x));
  if (start < 0 || items.length < 2) return clause;
  const other = (x: string) =>
    kb
      .mentions(x)
      .some(
        (m) =>
          m.whole && m.score >= 0.9 && m.kind !== 'pairing' && m.id !== subject.id && !names(kb, subject, m.matched),
      );
  let end = start + 1;
  while (end < items.length && (names(kb, subject, items[end]) || !other(items[end]))) end++;
  return items.slice(start, end).join(', ');
}

/** Whether a clause is only a list of short names ("Port, Madeira (for sweeter styles), Rutherglen Muscat"). */
function namesOnly(clause: string): boolean {
  return listItems(clause).every((x) => {
    const n = x
      .replace(/\([^)]*\)/g, ' ')
      .trim()
      .replace(/^(?:and|or)\s+/i, '')
      .split(/\s+/);
    return n.length <= 3 && /^\p{Lu}/u.test(n[0] ?? '');
  });
}

/**
 * Words of time whose opposite says nothing unless it is said of the same thing: "before
 * fermentation" against "after harvest". Keyed by root ("befor", "dur"), as the statement's words
 * are compared, with the word itself to find what follows it.
 */
const RELATIONAL = new Map(['before', 'after', 'during'].map((w) => [contentRoots(w)[0] ?? w, w]));

/**
 * What follows a word of time in a text, as roots of its next few words up to a stop: "before
 * fermentation" → "ferment", "after the alcoholic fermentation" → "alcohol", "ferment".
 */
function objectAfter(text: string, word: string): Set<string> {
  const m = fold(text).match(new RegExp(`\\b${word}\\s+([a-z' -]+)`));
  return new Set(m ? contentRoots(m[1].split(/\s+/).slice(0, 3).join(' ')) : []);
}

/** The steps of making a wine in their order, as roots: harvest, crushing, fermentation, bottling, release. */
const STEPS: readonly (readonly string[])[] = [
  ['harvest', 'pick'],
  ['crush', 'press'],
  ['ferment'],
  ['bottl'],
  ['releas'],
];

/** When a word of time and the step after it put a thing: "before fermentation" → up to step 2. */
function span(text: string, word: string): [number, number] | undefined {
  const step = [...objectAfter(text, word)].map((r) => STEPS.findIndex((x) => x.includes(r))).find((k) => k >= 0);
  if (step === undefined) return undefined;
  return word === 'before' ? [-1, step - 0.5] : word === 'after' ? [step + 0.5, STEPS.length] : [step, step];
}

/**
 * Whether a statement's word of time and a record's opposite one, said of different steps, can
 * both hold: grapes "dried before fermentation" and "dried after harvest", as harvest comes first.
 */
function inStep(statement: string, w: string, scope: string, o: string): boolean {
  const [tw, to] = [RELATIONAL.get(w), RELATIONAL.get(o)];
  const a = tw && span(statement, tw);
  const b = to && span(scope, to);
  return !!a && !!b && Math.max(a[0], b[0]) <= Math.min(a[1], b[1]);
}

/** States of grapes or fruit that exclude each other: "fresh grapes" against "grapes dried for months". */
const STATE_OF = new Map<string, string[]>([
  ['fresh', ['dried']],
  ['dried', ['fresh']],
]);

/** Skin colours that exclude each other, by root: a black grape is no white grape. */
const SKIN_OF = new Map<string, string[]>([
  ['black', ['whit']],
  ['whit', ['black']],
]);

/**
 * Whether a colour word is said of grapes ("a black grape variety", "only from white grapes"), not
 * of a wine or a fruit ("white wines from Viognier", "black plum").
 */
function ofGrapes(text: string, w: string): boolean {
  const ws = words(text);
  return ws.some(
    (x, i) =>
      contentRoots(x)[0] === w &&
      /^(?:grapes?|variet(?:y|ies)|skins?|skinned)$/.test(ws[i + 1] === 'skinned' ? 'skinned' : (ws[i + 1] ?? '')),
  );
}

/** The roots of the words either side of a word's first place in a text. */
function beside(text: string, w: string): Set<string> {
  const ws = words(text);
  const i = ws.findIndex((x) => contentRoots(x)[0] === w);
  return new Set(i < 0 ? [] : contentRoots([ws[i - 1] ?? '', ws[i + 1] ?? ''].join(' ')));
}

/** Whether two words of state are said of the same thing: "fresh grapes" and "grapes dried", not "fresh acidity". */
function sameThing(statement: string, w: string, scope: string, o: string): boolean {
  const b = beside(scope, o);
  return [...beside(statement, w)].some((x) => b.has(x));
}

/** "Dry" said of what is done to grapes ("sunny afternoons dry the grapes", "to dry them"), not of a wine's sweetness. */
const DRYING =
  /\bdry\s+(?:the|them|their|its|out|grapes?|berries|bunches|clusters)\b|\b(?:to|and|helps?|can|will)\s+dry\b/g;

/**
 * Whether a statement's word and its opposite in a record's clause speak of the same thing: a word
 * of time only against the same event after it, and "dry" only as the wine's sweetness.
 */
function saidAlike(statement: string, w: string, scope: string, o: string): boolean {
  const [tw, to] = [RELATIONAL.get(w), RELATIONAL.get(o)];
  if (tw && to) {
    const b = objectAfter(scope, to);
    const a = objectAfter(statement, tw);
    // "Before it", "after": with nothing named after the word, it is taken as the same event.
    return a.size === 0 || b.size === 0 || [...a].some((x) => b.has(x));
  }
  if (o === 'dry') return /\bdry\b/.test(fold(scope).replace(DRYING, ' '));
  // "Still" against sparkling only as a wine without bubbles, not "sweeter still", "still used".
  if (o === STILL) return STILL_WINE.test(fold(scope));
  return true;
}

const STILL = contentRoots('still')[0] ?? 'still';

/** "Still" said of a wine: "still wines", "still red, white and rosé", "sparkling and still". */
const STILL_WINE =
  /\bstill (?:wines?|reds?|whites?|roses?|red|white|versions?|styles?|base|dry|sweet|champagne|coteaux)\b|\b(?:and|or) still\b|\bstill,/;

/** How much of a statement a sentence must say (its subjects and words) to outweigh a weaker clash. */
const SAYS_SHARE = 0.9;

/** Words that make a statement a rule with exceptions. */
const HEDGED = /\b(usually|mostly|mainly|typically|generally|often|normally|traditionally|most|majority)\b/i;

/** Denials that may stand a few words before what they deny: "has never had an official …". */
const DENIERS = new Set(['no', 'not', 'never', 'without', 'none', 'nor', 'neither', 'cannot', 'nt']);

/**
 * Whether a sentence that matches an affirmative statement says the opposite of it: a word of the
 * statement denied within the few words before it ("Pomerol has never had an official
 * classification" against "Pomerol has an official classification"). A statement that itself
 * denies something is left to the other checks.
 */
export function denies(given: string, text: string, named: ReadonlySet<string> = new Set()): boolean {
  // "…by lactic acid bacteria rather than by yeast": what the statement sets aside is no word it
  // asserts, so the records denying it ("bacteria, not yeast") agree with the statement.
  const statement = withoutSetAside(given);
  const split = (t: string) => words(t.replace(/n['’]t\b/gi, ' nt'));
  if (split(statement).some((w) => DENIERS.has(w)))
    return withoutWhatIsUsed(statement, text) || permittedAfterAll(statement, text);
  const asked = new Set(contentRoots(statement).filter((r) => !named.has(r)));
  // A denial reaches no further than its clause: "…without racking, as in Muscadet" denies nothing of Muscadet.
  // (A list after a denial goes on denying: "no fining, filtration or additions".)
  const clauses = text.split(CLAUSE_BREAK).map(split);
  if (!clauses.some((ws) => deniedIn(ws, asked, text).length > 0)) return false;
  // "Grapes frozen naturally on the vine …; no artificial freezing": a word denied only with a
  // qualifier the statement does not use ("no artificial …"), and said plainly elsewhere in the
  // sentence, is denied in another sense, not outright.
  const plain = new Set(clauses.flatMap((ws) => saidPlainly(ws, asked, text)));
  return clauses.some(
    (ws) =>
      deniedIn(ws, asked, text, (i) => !(qualified(ws, i, asked) && contentRoots(ws[i]).some((r) => plain.has(r))))
        .length > 0,
  );
}

/**
 * "Vin de France may not state a grape or a vintage" against "…which may show grape and vintage": what
 * the statement says is forbidden, the records say is allowed, of the same things.
 */
function permittedAfterAll(statement: string, text: string): boolean {
  const f = fold(statement);
  const forbidden =
    /\b(?:(?:is|are) not (?:allowed|permitted)|(?:may|must|can) not|cannot|can t|not allowed|never allowed)\b(?: to)?\s+(.+)$/.exec(
      f.replace(/n['’]t\b/g, ' not'),
    );
  if (!forbidden) return false;
  const t = fold(text);
  const allowed = /\b(?:may|can|(?:is|are) allowed to|(?:is|are) permitted to)\s+(?!not\b)(.{3,80})/.exec(t);
  if (!allowed) return false;
  const things = contentRoots(forbidden[1]).slice(1);
  const said = new Set(contentRoots(allowed[1]));
  return things.length > 0 && things.filter((r) => said.has(r)).length >= Math.min(2, things.length);
}

/**
 * "Fino is aged without flor" against "aged under flor … for Fino": what the statement says is done
 * without, the records say is done under, with or in.
 */
function withoutWhatIsUsed(statement: string, text: string): boolean {
  const lacked = [...fold(statement).matchAll(/\b(?:without|no)\s+(?:a\s+|any\s+)?([a-z]{3,})/g)].map((m) => m[1]);
  const f = fold(text);
  return lacked.some((w) => new RegExp(`\\b(?:under|with|using|in)\\s+(?:a\\s+|the\\s+)?${w}\\b`).test(f));
}

/** "no artificial freezing": a denial, then a qualifier the statement does not use, then the word. */
function qualified(ws: string[], i: number, asked: ReadonlySet<string>): boolean {
  const q = ws[i - 1];
  return (
    i >= 2 &&
    DENIERS.has(ws[i - 2]) &&
    q !== undefined &&
    !DENIERS.has(q) &&
    !STOPWORDS.has(q) &&
    !contentRoots(q).some((r) => asked.has(r))
  );
}

/** The asked roots a clause says with no denial of them. */
function saidPlainly(ws: string[], asked: ReadonlySet<string>, text: string): string[] {
  return ws.flatMap((w, i) =>
    asks(ws, i, asked) && !deniedAt(ws, i, text) ? contentRoots(w).filter((r) => asked.has(r)) : [],
  );
}

const CLAUSE_BREAK = /[;:]\s|,\s(?=as\b)/i;

/** The asked roots a clause denies. */
function deniedIn(
  ws: string[],
  asked: ReadonlySet<string>,
  text: string,
  counts: (i: number) => boolean = () => true,
): string[] {
  return ws.flatMap((w, i) =>
    asks(ws, i, asked) && deniedAt(ws, i, text) && counts(i) ? contentRoots(w).filter((r) => asked.has(r)) : [],
  );
}

/** Whether the word at `i` is one of the statement's own (asked) words. */
function asks(ws: string[], i: number, asked: ReadonlySet<string>): boolean {
  const w = ws[i];
  return !DENIERS.has(w) && !STOPWORDS.has(w) && w.length > 3 && contentRoots(w).some((r) => asked.has(r));
}

/** Whether the word at `i` is denied: a denial a few words before it, or a ban said after it. */
function deniedAt(ws: string[], i: number, text: string): boolean {
  return (
    // "…pea protein, PVPP or no fining": a denial offered as one more choice of a list denies nothing.
    ws.slice(Math.max(0, i - 4), i).some((x, k, near) => DENIERS.has(x) && near[k - 1] !== 'or') ||
    // "…artificial freezing is not allowed": a practice the rule forbids, named before the ban,
    // unless the sentence goes on to the exceptions ("…; the exception is rosé Champagne").
    (FORBIDDEN_AFTER.test(ws.slice(i + 1, i + 5).join(' ')) && !EXCEPTED.test(text))
  );
}

const EXCEPTED = /\b(except|exception|exceptions|excepted|unless|apart from|other than)\b/i;

/** A ban said after the practice it bans, or after the word qualifying it ("machine harvesting is not allowed"). */
const FORBIDDEN_AFTER =
  /^(\w+ )?((is|are|was|were) (not|nt|never) (allowed|permitted|authori[sz]ed)|(is|are|was|were) (forbidden|prohibited|banned|outlawed))\b/;

/** Why a statement pairing two records that are not tied is wrong, in the records' own terms. */
export function contradiction(ctx: Ctx, a: Mention, b: Mention): string | undefined {
  const { kb } = ctx;
  const region = a.kind === 'region' ? kb.region(a.id) : b.kind === 'region' ? kb.region(b.id) : undefined;
  const other = region && (a.kind === 'region' && a.id === region.id ? b : a);
  if (!region || !other) return undefined;
  if (other.kind === 'grape') {
    const main = region.grapes.slice(0, 2).map((g) => kb.grape(g)?.name ?? g);
    if (main.length === 0) return undefined;
    use(ctx, 'grape', other.id);
    return `${region.name} is made mainly from ${join(main)}, not ${kb.title('grape', other.id)}.`;
  }
  const place = kb.region(other.id);
  if (other.kind === 'region' && place && place.kind === 'country' && !within(kb, region, place))
    return `${region.name} is in ${region.country}, not ${place.name}.`;
  // A place in another region: "Chablis is in Burgundy, France, not the Rhône Valley".
  if (
    other.kind === 'region' &&
    place &&
    kb.children(place.id).length > 0 &&
    !within(kb, region, place) &&
    !within(kb, place, region)
  ) {
    const chain = kb.ancestors(region.id).map((x) => x.name);
    if (chain.length > 0) return `${region.name} is in ${join(chain.slice(0, 2))}, not ${place.name}.`;
  }
  return undefined;
}

export function verdict(ctx: Ctx, value: boolean, why: string, v: StemView): Draft {
  const d = draft('Exam question', `**${value ? 'True' : 'False'}.** ${sentence(why)}`);
  for (const r of v.refs) use(ctx, r.kind, r.id);
  const more = v.refs
    .filter((r) => PRIMARY.has(r.kind))
    .slice(0, ctx.level >= 3 ? 2 : 1)
    .map((r) => describeRef(ctx, r))
    .filter((s): s is string => s !== undefined && !why.includes(s));
  if (more.length > 0) {
    d.sections.push({ heading: 'Good to know', items: more });
    d.keyPoints.push(...more);
  }
  d.tip = 'In true/false items one wrong word (a grape, a place, a method) makes the whole statement false.';
  d.sources = [...ctx.sources.values()];
  return d;
}

export const MORE = /\b(longer|higher|greater|more|bigger|larger|older|stronger|sweeter)\b/i;

export const LESS = /\b(shorter|lower|less|smaller|fewer|younger|weaker|drier)\b/i;

/**
 * "Barbaresco has a longer minimum ageing than Barolo": the figure each side's records state for the
 * measure the statement names, compared. Undefined when either figure is missing or in another unit.
 */
export function comparedFigures(
  ctx: Ctx,
  text: string,
  refs: readonly Mention[],
): { value: boolean; why: string } | undefined {
  const than = text.search(/\bthan\b/i);
  const more = MORE.exec(text);
  const less = LESS.exec(text);
  const cmp = more ?? less;
  if (than < 0 || !cmp || cmp.index > than || (more && less)) return undefined;
  const ws = words(text.slice(0, than)).length;
  const a = refs.find((r) => r.start >= 0 && r.end < ws);
  const b = refs.find((r) => r.start >= ws);
  if (!a || !b || a.id === b.id) return undefined;
  const stated = [a, b].map((r) => {
    const said = answerSentence(
      { ...ctx, question: text, u: { ...ctx.u, subjects: [r] } },
      { form: 'number', fact: 'law' },
    );
    const f = said ? figures(said).find((x) => x.unit !== 'count') : undefined;
    return said && f ? { said, f } : undefined;
  });
  const [x, y] = stated;
  if (!x || !y || x.said === y.said || x.f.unit !== y.f.unit || x.f.lo === y.f.lo) return undefined;
  // Each figure must be said of its own side, not of a neighbour in the same record.
  if (![a, b].every((r, i) => fold(stated[i]?.said ?? '').includes(fold(r.matched)))) return undefined;
  use(ctx, a.kind, a.id);
  use(ctx, b.kind, b.id);
  const value = more ? x.f.lo > y.f.lo : x.f.lo < y.f.lo;
  return { value, why: `${x.said} ${y.said}` };
}

const WIDER = /\b(larger|greater|wider|bigger|broader)\b/i;
const NARROWER = /\b(smaller|narrower|slighter)\b/i;
const WIDE_ROOTS = new Set(['wide', 'large', 'big', 'great', 'broad'].map(root));
const NARROW_ROOTS = new Set(['narrow', 'small', 'slight', 'little'].map(root));

/**
 * "A maritime climate has a larger range than a continental one": a sentence of the records that
 * sets the two sides apart in their own parts ("…, while maritime climates have a narrow range")
 * says which is the wider. Each side is known by the words its name has and the other's lacks.
 */
function comparedSides(statement: string, v: StemView): { value: boolean; why: string } | undefined {
  const text = statement.replace(/\btrue\s*(?:or|\/)\s*false\b\s*[:?.]*/gi, ' ');
  const than = text.search(/\bthan\b/i);
  const wider = WIDER.exec(text);
  const narrower = NARROWER.exec(text);
  const cmp = wider ?? narrower;
  if (than < 0 || !cmp || cmp.index > than || (wider && narrower)) return undefined;
  // The side before the comparison is its subject, up to its verb ("…climate has a larger…").
  const head = text.slice(0, cmp.index).replace(/\s+(?:has|have|is|are|shows?|gives?)\s+(?:an?\s+|the\s+)?$/i, '');
  const a = new Set(contentRoots(head));
  const b = new Set(contentRoots(text.slice(than + 4)));
  const ownA = [...a].filter((w) => !b.has(w));
  const ownB = [...b].filter((w) => !a.has(w));
  if (ownA.length === 0 || ownB.length === 0 || ownA.length > 3 || ownB.length > 3) return undefined;
  const side = (rs: Set<string>) =>
    [...rs].some((w) => WIDE_ROOTS.has(w)) ? 1 : [...rs].some((w) => NARROW_ROOTS.has(w)) ? -1 : 0;
  for (const { s } of v.docs) {
    if (!s.natural || !s.shown) continue;
    const parts = s.text.split(/;|,?\s+(?:while|whereas|but)\s+/i).map((p) => new Set(contentRoots(p)));
    const pa = parts.find((p) => ownA.every((w) => p.has(w)) && !ownB.some((w) => p.has(w)));
    const pb = parts.find((p) => ownB.every((w) => p.has(w)) && !ownA.some((w) => p.has(w)));
    if (!pa || !pb) continue;
    const said = side(pa) - side(pb);
    if (said === 0) continue;
    return { value: wider ? said > 0 : said < 0, why: s.text };
  }
  return undefined;
}

/** Where a word first stands in a folded sentence, as a whole word; -1 when it does not. */
function wordAt(folded: string, w: string): number {
  return new RegExp(`\\b${escapeRegExp(w)}\\b`).exec(folded)?.index ?? -1;
}

/** Where a word first stands with no "non" before it ("vintage", not the "vintage" of "non-vintage"). */
function wordAfterNo(folded: string, w: string): number {
  for (const m of folded.matchAll(new RegExp(`\\b${w}\\b`, 'g')))
    if (!/\bnon[\s-]?$/.test(folded.slice(Math.max(0, (m.index ?? 0) - 4), m.index))) return m.index ?? -1;
  return -1;
}

/**
 * "Rioja Crianza is aged longer than Gran Reserva": a sentence of the records that states a ladder
 * of categories, each with its figure, answers it. Each side is known by its most telling word that
 * the other side lacks ("Crianza", "Reserva"), and its figure is the first one with a unit after that
 * word and before the other side's.
 */
function ladderFigures(
  ctx: Ctx,
  statement: string,
  refs: readonly Mention[],
): { value: boolean; why: string } | undefined {
  const text = statement.replace(/\btrue\s*(?:or|\/)\s*false\b\s*[:?.]*/gi, ' ');
  const than = text.search(/\bthan\b/i);
  const more = MORE.exec(text);
  const less = LESS.exec(text);
  const cmp = more ?? less;
  if (than < 0 || !cmp || cmp.index > than || (more && less)) return undefined;
  const left = words(text.slice(0, cmp.index));
  const right = words(text.slice(than + 4));
  // A side is named by the records' names in it ("Reserva", "Rioja"), never by the verb ("spends").
  const named = new Set(refs.flatMap((r) => words(r.matched)));
  const telling = (a: string[], b: string[]) =>
    a
      .filter((w) => w.length > 2 && !b.includes(w) && !STOPWORDS.has(w) && named.has(w))
      .sort((x, y) => idf(ctx.kb, root(y)) - idf(ctx.kb, root(x)))[0];
  let [a, b] = [telling(left, right), telling(right, left)];
  // "Non-vintage Champagne … longer than vintage Champagne": one side is the other's word negated, so
  // the other side is told by that word where "non" does not stand before it.
  let bare: string | undefined;
  for (const [x, side] of [
    [a, left],
    [b, right],
  ] as const) {
    const i = side.indexOf('non');
    if (x === 'non' && i >= 0 && side[i + 1]) bare = side[i + 1];
  }
  if (bare && a === 'non' && !b) b = bare;
  else if (bare && b === 'non' && !a) a = bare;
  else bare = undefined;
  if (!a || !b) return undefined;
  for (const ref of refs)
    for (const s of docOf(ctx.kb, ref)) {
      if (!s.natural) continue;
      const folded = fold(s.text);
      const at = (w: string) =>
        w === bare
          ? wordAfterNo(folded, w)
          : w === 'non' && bare
            ? (new RegExp(`\\bnon[\\s-]?${bare}\\b`).exec(folded)?.index ?? -1)
            : wordAt(folded, w);
      const [pa, pb] = [at(a), at(b)];
      if (pa < 0 || pb < 0) continue;
      const found = figures(s.text).filter((f) => f.unit !== 'count');
      const after = (p: number, until: number) => found.find((f) => f.at > p && (until < p || f.at < until));
      const [fa, fb] = [after(pa, pb), after(pb, pa)];
      if (!fa || !fb || fa === fb || fa.unit !== fb.unit || fa.lo === fb.lo) continue;
      use(ctx, ref.kind, ref.id);
      return { value: more ? fa.lo > fb.lo : fa.lo < fb.lo, why: s.text };
    }
  return undefined;
}

/**
 * "Fino is fortified to 20% abv" against "…fortified to about 15%": a sentence about the statement's
 * subject that gives the same doing ("fortified") another figure in the same unit says it is false.
 * Only the word that leads up to the figure is compared, so a figure of something else in the same
 * sentence ("aged for at least 2 years") is left alone.
 */
const HEDGES = new Set(
  ['about', 'around', 'approximately', 'roughly', 'least', 'most', 'minimum', 'maximum', 'some'].map(root),
);

function figureSaidOtherwise(kb: KnowledgeBase, text: string, v: StemView): string | undefined {
  const said = figures(text).filter((f) => f.unit !== 'count');
  if (said.length !== 1) return undefined;
  const [f] = said;
  // The doing is the word nearest before the figure, past hedges ("fortified to about 15%").
  const lead = (t: string, at: number) =>
    contentRoots(t.slice(Math.max(0, at - 40), at))
      .filter((w) => !STOPWORDS.has(w) && !HEDGES.has(w))
      .slice(-1);
  const doing = lead(text, f.at);
  if (doing.length === 0 || v.refs.length === 0) return undefined;
  // The statement's named subjects: a broad topic it leads to speaks of many things.
  const subjects = v.refs.filter((r) => r.kind !== 'topic');
  if (subjects.length === 0) return undefined;
  for (const { s } of v.docs) {
    if (!s.natural || !s.shown) continue;
    const own = subjects.some((r) => s.ref.kind === r.kind && s.ref.id === r.id);
    // In another record's sentence, the clause that gives the figure must name the subject.
    for (const clause of own ? [s.text] : s.text.split(/;\s|:\s/)) {
      if (!own && !subjects.some((r) => names(kb, r, clause))) continue;
      const same = figures(clause).filter(
        (g) => g.unit === f.unit && lead(clause, g.at).some((w) => doing.includes(w)),
      );
      if (same.length > 0 && same.every((g) => figureMatch(f, g, true) === 0)) return s.text;
    }
  }
  return undefined;
}
