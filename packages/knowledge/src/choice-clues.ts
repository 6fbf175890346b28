// Two clues in a stem that outweigh the fields of a whole record:
// - a place within a region ("Ticino, Switzerland"): the place's own fact says what it is known for,
//   where the country's grape list speaks of the whole country;
// - a proper name the knowledge base holds no record for ("the Ciron river") that the records of one
//   option alone mention: the stem is about that option.
// Each lifts the one option it names above the others; a clue that names several options says nothing.

import type { ChoiceOption } from './choice.ts';
import { contentRoots, docOf, idf, listItems, namesOfRef } from './choice-evidence.ts';
import { PRIMARY, type Scored, type StemView } from './choice-view.ts';
import type { KnowledgeBase } from './kb.ts';
import { STOPWORDS } from './lexicon.ts';
import { fold, words } from './normalize.ts';
import { mentionsPhrase } from './text.ts';

function lift(scored: Scored[], i: number, reason: string): void {
  const top = Math.max(...scored.map((x) => x.score));
  Object.assign(scored[i], { score: scored[i].score + Math.max(top, 0.5), reason });
}

/** The fact of a place within a region that the stem names, naming one option. */
function partClue(kb: KnowledgeBase, v: StemView, scored: Scored[]): boolean {
  for (const r of v.refs) {
    if (r.kind !== 'region' || !r.within) continue;
    const fact = kb.region(r.id)?.parts?.find((p) => p.name === r.within)?.fact;
    if (!fact) continue;
    const named = scored.flatMap((s, i) =>
      [s.option.text, ...s.refs.filter((x) => PRIMARY.has(x.kind)).flatMap((x) => namesOfRef(kb, x))].some((n) =>
        mentionsPhrase(fact, n),
      )
        ? [i]
        : [],
    );
    if (named.length === 1) {
      lift(scored, named[0], fact);
      return true;
    }
  }
  return false;
}

/** A capitalised name in the stem that no record is called by and that one option's records mention. */
function nameClue(kb: KnowledgeBase, v: StemView, stem: string, options: ChoiceOption[], scored: Scored[]): void {
  const known = new Set<string>();
  const ws = words(stem);
  for (const m of v.refs) for (let i = m.start; i <= m.end; i++) if (ws[i]) known.add(ws[i]);
  const inOptions = new Set(options.flatMap((o) => words(o.text)));
  const names = [...stem.slice(1).matchAll(/(?<![.?!:]\s)\b\p{Lu}[\p{L}-]{3,}/gu)]
    .map((m) => fold(m[0]))
    .filter((w) => !known.has(w) && !inOptions.has(w) && !STOPWORDS.has(w));
  for (const w of new Set(names)) {
    const re = new RegExp(`\\b${w}\\b`);
    const hits = scored.flatMap((s, i) => {
      const text = s.refs
        .filter((r) => PRIMARY.has(r.kind) && !r.within)
        .flatMap((r) => docOf(kb, r))
        .find((x) => x.natural && re.test(fold(x.text)))?.text;
      return text ? [{ i, text }] : [];
    });
    if (hits.length === 1) {
      lift(scored, hits[0].i, hits[0].text);
      return;
    }
  }
}

/** Words that, just before a thing, say it is absent or kept away: "without flor", "which prevents flor". */
const ABSENT = new Set([
  'without',
  'no',
  'prevents',
  'prevent',
  'prevented',
  'kills',
  'killed',
  'never',
  'not',
  'free',
]);

/**
 * "Which Sherry is aged without flor?": the thing the stem says is absent is present in most options'
 * own records ("aged under flor") and kept away in one ("fortified to 17%, which prevents flor").
 */
function absentClue(kb: KnowledgeBase, stem: string, scored: Scored[]): boolean {
  const asked = /\b(?:without|with no|free of)\s+(?:any\s+|a\s+|the\s+)?([\p{L}-]{3,})/iu.exec(stem)?.[1];
  if (!asked) return false;
  const thing = fold(asked);
  const said = scored.map((s) => {
    let present = false;
    let absent: string | undefined;
    for (const r of s.refs) {
      for (const x of docOf(kb, r)) {
        if (!x.natural || !mentionsPhrase(x.text, s.option.text)) continue;
        const ws = words(x.text);
        ws.forEach((w, i) => {
          if (w !== thing) return;
          if (ws.slice(Math.max(0, i - 3), i).some((b) => ABSENT.has(b))) absent ??= x.text;
          else present = true;
        });
      }
    }
    return absent && !present ? { absent } : present ? { present: true } : undefined;
  });
  const out = said.flatMap((x, i) => (x && 'absent' in x ? [i] : []));
  const shown = said.filter((x) => x && 'present' in x).length;
  if (out.length !== 1 || shown < 2) return false;
  const hit = said[out[0]];
  if (hit && 'absent' in hit && hit.absent) lift(scored, out[0], hit.absent);
  return true;
}

/**
 * Judging words a stem asks by and a record may say of one thing: "the worst place", "the best way".
 * "Best" alone mostly asks which option fits ("best describes", "best known for"), so it counts only
 * before a place, way or condition.
 */
const JUDGED = /\b(worst|ideal|best(?= (?:place|way|conditions?|spot)\b))\b/i;

/**
 * "Which storage condition is WORST for wine?": a sentence of the stem's records that uses the same
 * judging word ("A kitchen is usually the worst place") names the answer in that clause. The clause
 * decides only when the words it shares with the options belong to one option alone.
 */
export function judgedOption(
  v: StemView,
  stem: string,
  options: ChoiceOption[],
): { index: number; text: string } | undefined {
  const asked = JUDGED.exec(stem)?.[1]?.toLowerCase();
  if (!asked) return undefined;
  const said = new RegExp(`\\b${asked}\\b`, 'i');
  const stemRoots = new Set(contentRoots(stem));
  const own = options.map((o) => new Set(contentRoots(o.text).filter((w) => !stemRoots.has(w))));
  // A word of several options tells none of them apart.
  const mine = own.map((rs, i) => new Set([...rs].filter((w) => own.every((o, j) => j === i || !o.has(w)))));
  const hits = new Map<number, string>();
  for (const { s } of v.docs) {
    if (!s.natural || !s.shown || !said.test(s.text)) continue;
    for (const clause of s.text.split(/[.;]\s+|:\s+/)) {
      if (!said.test(clause)) continue;
      const rs = new Set(contentRoots(clause));
      const named = mine.flatMap((m, i) => ([...m].some((w) => rs.has(w)) ? [i] : []));
      if (named.length === 1 && !hits.has(named[0])) hits.set(named[0], s.text);
    }
  }
  if (hits.size !== 1) return undefined;
  const [[index, text]] = [...hits];
  return { index, text };
}

/**
 * "Which compound gives the petrol note of aged Riesling?": a sentence of the stem's records that
 * pairs each of several options with what it does ("rotundone gives black pepper, …, and TDN gives
 * the petrol note of aged Riesling") answers with the option whose own list item holds the stem's
 * telling words; the items of the other options hold none of them.
 */
export function itemOption(
  kb: KnowledgeBase,
  v: StemView,
  stem: string,
  options: ChoiceOption[],
): { index: number; text: string } | undefined {
  const optionRoots = new Set(options.flatMap((o) => contentRoots(o.text)));
  const cues = [...new Set(contentRoots(stem))].filter((w) => !optionRoots.has(w));
  if (cues.length < 2) return undefined;
  let found: { index: number; text: string; weight: number } | undefined;
  for (const { s } of v.docs) {
    if (!s.natural || !s.shown) continue;
    const items = listItems(s.text);
    if (items.length < 3) continue;
    const itemRoots = items.map((item) => new Set(contentRoots(item)));
    // A stem word counts only in the one item that holds it: "high-tannin grapes include …, Nebbiolo"
    // and "low-tannin grapes include Pinot Noir" both say "tannin", so it tells neither apart.
    const per = items.map((item, k) => {
      const named = options.flatMap((o, i) => (mentionsPhrase(item, o.text) ? [i] : []));
      // What the item says of its option follows the option's name ("TDN gives the petrol note"); words
      // before it head the whole list ("High-acid grapes include Riesling, …").
      const at = named.length === 1 ? fold(item).indexOf(fold(options[named[0]].text)) : -1;
      const after = new Set(contentRoots(at >= 0 ? item.slice(at + options[named[0]].text.length) : ''));
      const hits = cues.filter((w) => after.has(w) && itemRoots.every((rs, j) => j === k || !rs.has(w)));
      return { named, hits, weight: hits.reduce((n, w) => n + idf(kb, w), 0) };
    });
    // The sentence must pair most options each with its own item.
    const paired = per.filter((x) => x.named.length === 1);
    if (new Set(paired.map((x) => x.named[0])).size < Math.min(3, options.length)) continue;
    const telling = paired.filter((x) => x.hits.length >= 2);
    if (telling.length !== 1 || paired.some((x) => x !== telling[0] && x.hits.length > 0)) continue;
    const [t] = telling;
    if (found && found.index !== t.named[0]) return undefined;
    if (!found || t.weight > found.weight) found = { index: t.named[0], text: s.text, weight: t.weight };
  }
  return found && { index: found.index, text: found.text };
}

/** A stem that asks which option keeps a thing away: "removes the risk of TCA", "free of cork taint". */
const ASKS_ABSENT =
  /\b(?:remov\w*|eliminat\w*|avoid\w*|prevent\w*|rules? out|free (?:of|from)|without|no risk|cannot (?:carry|give|cause))\b/i;
/** Words that, a few words before a thing or joined after it, say it is kept away: "no cork taint", "TCA-free". */
const KEPT_AWAY = new Set([
  'no',
  'not',
  'never',
  'without',
  'free',
  'avoid',
  'avoids',
  'prevent',
  'prevents',
  'cannot',
]);

/** A name written with or without its spaces and plural: "screw cap" in "Screwcaps give…". */
function squashed(text: string): string {
  return fold(text).replace(/[^a-z0-9]/g, '');
}

/**
 * "Which closure is most likely to give a wine cork taint?" against "natural cork … can carry TCA;
 * screwcaps give … no cork taint": each option is read in the clauses of the stem's records that name
 * it alone, where a word of the stem is either said or kept away ("no", "-free",
 * "avoid"). The answer is the one option that has the thing when the stem asks for it, or the one
 * that keeps it away when the stem asks what removes it.
 */
export function presenceOption(
  v: StemView,
  stem: string,
  options: ChoiceOption[],
): { index: number; text: string } | undefined {
  if (options.some((o) => squashed(o.text).length < 5)) return undefined;
  const optionRoots = new Set(options.flatMap((o) => contentRoots(o.text)));
  const things = [...new Set(contentRoots(stem))].filter((w) => !optionRoots.has(w) && w !== 'wine');
  const absent = ASKS_ABSENT.test(stem);
  const keys = options.map((o) => squashed(o.text));
  // The clauses that name one option alone, with their words: the same whatever thing is tried, so read once.
  const read: { text: string; owner: number; ws: string[]; roots: string[][] }[] = [];
  if (things.length > 0)
    for (const { s } of v.docs) {
      if (!s.natural || !s.shown) continue;
      for (const clause of s.text.split(/;\s*/)) {
        const flat = squashed(clause);
        const named = keys.flatMap((k, i) => (flat.includes(k) ? [i] : []));
        // An option whose name holds another's ("wax over natural cork") is read as its own.
        const own = named.filter((i) => !named.some((j) => j !== i && keys[j].includes(keys[i])));
        if (own.length !== 1) continue;
        const ws = words(clause.replace(/-free\b/gi, ' free'));
        read.push({ text: s.text, owner: own[0], ws, roots: ws.map((w) => contentRoots(w)) });
      }
    }
  // Each stem word is tried as the thing asked; every word that decides must name the same option.
  let found: { index: number; text: string } | undefined;
  for (const thing of things) {
    const said = options.map(() => ({ has: undefined as string | undefined, away: undefined as string | undefined }));
    for (const { text, owner, ws, roots } of read)
      ws.forEach((_, k) => {
        if (!roots[k].includes(thing)) return;
        // Asked what removes a thing, a clause that removes it says so too ("removing the dead yeast").
        const away =
          ws.slice(Math.max(0, k - 3), k).some((x) => KEPT_AWAY.has(x) || (absent && /^remov/.test(x))) ||
          ws[k + 1] === 'free';
        const slot = said[owner];
        if (away) slot.away ??= text;
        else slot.has ??= text;
      });
    const fit = said.flatMap((x, i) => {
      // A step that removes a thing also names it where it is ("a plug of frozen yeast sediment,
      // removing the dead yeast"), so asked what removes it, a clause keeping it away is enough.
      const text = absent ? x.away : x.has && !x.away ? x.has : undefined;
      return text ? [{ index: i, text }] : [];
    });
    // The others must be shown not to fit: at least one of them is said the other way.
    const other = said.some((x) => (absent ? x.has && !x.away : x.away && !x.has));
    if (fit.length !== 1 || !other) continue;
    if (found && found.index !== fit[0].index) return undefined;
    found ??= fit[0];
  }
  return found;
}

export function stemClues(
  kb: KnowledgeBase,
  v: StemView,
  stem: string,
  options: ChoiceOption[],
  scored: Scored[],
): void {
  if (absentClue(kb, stem, scored)) return;
  if (!partClue(kb, v, scored)) nameClue(kb, v, stem, options, scored);
}
