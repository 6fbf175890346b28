// Grading shared by the development question set (test/questions.json) and the frozen evaluation
// set (test/frozen/questions.json). Everything here reads only the answer a learner would see (its
// markdown) plus two flags of the answer object (`found`, `intent`); nothing looks inside the engine.
//
// What is graded, per kind of question:
// - open: every key-fact group (`mustInclude`, any one spelling of each group) appears in the answer
//   ("anywhere") and, when the item says `opening: true`, within its opening 400 characters of plain
//   text ("opening"). Case, accents, hyphens, typographic apostrophes and markdown markup do not matter.
// - choice: the option the answer names in its opening. A letter counts when it is asserted, as in
//   "**B — Garnacha.**", "b — Garnacha", "B) Garnacha", "(B)", "B.", "Answer: B", "the correct answer is B",
//   "option B", in either case; a letter after "not", "rather than", "instead of"… is a rejected distractor, not an
//   assertion. Several different letters asserted in the verdict (the opening paragraph) fail, and so
//   does an answer that merely echoes the options list. With no letter at all, the verdict may name the
//   option's text instead (exactly one option). True/false items need "true"/"false" (or "correct"/
//   "incorrect", "not true", "myth") as the first verdict word.
// - unknowable: the answer admits it does not know, cannot know, or that the thing does not exist
//   (see ADMISSIONS) AND does not present a neighbour's profile as the answer: either `found` is false
//   or the admission comes within the first 200 characters.
// - offtopic: a polite steer back to wine: `intent` is 'off-topic', or one of STEERS appears.
import type { VoiceStyle } from '@sommai/shared';
import { answer, fold } from '../../src/index.ts';

export type Kind = 'open' | 'choice' | 'unknowable' | 'offtopic';

export interface EvalItem {
  q: string;
  level: 1 | 2 | 3 | 4;
  style?: VoiceStyle;
  /** Omitted in the development set, where every item is an open question. */
  kind?: Kind;
  /** Key-fact groups: each group must appear, in any one of its spellings. */
  mustInclude: string[][];
  /** Whether the key facts must be in the opening 400 characters (open questions). */
  opening?: boolean;
  /** Multiple choice: the right letter ("B"), or "True"/"False". */
  answer?: string;
  options?: Record<string, string>;
  /** What `answer().found` must be, when set. */
  found?: boolean;
}

export interface Graded {
  item: EvalItem;
  kind: Kind;
  markdown: string;
  /** All key facts somewhere in the answer (and `found` as required). */
  anywhere: boolean;
  /** All key facts in the opening when the item asks for it, else the same as `anywhere`. */
  opening: boolean;
  missing: string[];
  /** Multiple choice: the letter (or True/False) the answer asserts, null when none or several. */
  chosen?: string | null;
  /** The item passes by the rule of its kind. */
  ok: boolean;
}

export const OPENING_CHARS = 400;
const VERDICT_CHARS = 400;
const ADMISSION_WINDOW = 200;

/** Case-, accent-, hyphen- and apostrophe-insensitive form used for every comparison. */
export function norm(s: string): string {
  return fold(s)
    .replace(/[’‘ʼ`]/g, "'")
    .replace(/[-‐‑–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text a reader sees: markdown markup removed, line breaks kept. */
export function plain(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+/g, '')
    .replace(/\*\*|__/g, '')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/^[ \t]*#{1,6}[ \t]*/gm, '')
    .replace(/^[ \t]*>[ \t]?/gm, '')
    .replace(/^[ \t]*\|?[-: |]+\|[-: |]*$/gm, '')
    .replace(/\|/g, ' ');
}

export function opening(markdown: string, chars = OPENING_CHARS): string {
  return plain(markdown).slice(0, chars);
}

function missingFacts(text: string, groups: string[][]): string[] {
  const t = norm(text);
  return groups.filter((group) => !group.some((alt) => t.includes(norm(alt)))).map((g) => g.join(' | '));
}

/**
 * Admissions of not knowing, on folded text. Broad on purpose: any plain way of saying "I don't have
 * this", "this can't be known" or "this doesn't exist" counts, whatever the exact words.
 */
export const ADMISSIONS: readonly RegExp[] = [
  /\b(not|isn't|is not|aren't|nothing) (in|on) (my|the|our) (knowledge|records?|notes|database|data)/,
  /\bi (have|hold|found|know|keep) (nothing|no)\b/,
  /\bi (don't|do not|can't|cannot|couldn't|could not) (know|have|find|recognise|recognize|place|identify|confirm|verify|say|tell|predict|give|quote|provide|track|see)\b/,
  /\b(can't|cannot|can not|couldn't|impossible to|no way to) (be )?(know|known|predict|predicted|say|tell|judge|rate|score)/,
  /\bno (record|entry|information|trace|data|details|profile|mention|knowledge)( at all)? (of|on|about|for)\b/,
  /\b(doesn't|does not|don't|do not|didn't|did not) (yet )?exist/,
  /\bnot (aware of|familiar with|known to me|something i (know|recognise|recognize|have))/,
  /\b(isn't|is not|aren't|are not|wasn't) (a|an|any) ([\w'-]+ ){0,4}(i know|i recognise|i recognize|i have|on record|that exists|i can find|in my)/,
  /\bnot (a|an) (real|recognised|recognized|known|registered|official|existing)\b/,
  /\b(unknown to me|unfamiliar to me|no such)\b/,
  /\b(made up|made-up|invented|fictional|fictitious|imaginary)\b/,
  /\b(hasn't|has not|haven't|have not|isn't|is not) (yet )?(been )?(made|harvested|happened|picked|produced|released|bottled|grown)( yet)?\b/,
  /\b(too early|not yet (known|harvested|made|happened|been))/,
  /\b(prices?|scores?|ratings?|points) (change|vary|varies|move|fluctuate|depend|are not|aren't|isn't)/,
  /\bi (don't|do not) (track|follow|keep|hold|carry|publish) (prices|scores|ratings|critics|market)/,
  /\b(outside|beyond) (what|my) (i know|knowledge|records)/,
];

export function admits(text: string): boolean {
  const t = fold(text).replace(/[’`]/g, "'");
  return ADMISSIONS.some((re) => re.test(t));
}

/** Phrases that steer a conversation back to wine. */
export const STEERS: readonly RegExp[] = [
  /\bi('m| am) (a |your |only a |here as a )?(wine|sommelier)/,
  /\b(ask|talk( to)?) me (about|anything( else)? about) wine/,
  /\bback to wine\b/,
  /\bstick to wine\b/,
  /\b(only|just) (talk|help|answer|know|cover)\b[^.]{0,40}\bwine/,
  /\b(outside|beyond|not within|isn't within) (my|the|what i) [^.]{0,30}(wine|scope|field|expertise|cover)/,
  /\b(my|i) (speciali[sz]e|focus|specialty|speciality|field)[^.]{0,30}\bwine/,
  /\b(happy|glad|here) to help (you )?with (anything |any question )?(about |on )?wine/,
  /\bany wine questions?\b/,
  /\ba wine question\b/,
  /\bnot (a )?wine (question|topic|subject)/,
];

export function steers(text: string): boolean {
  const t = fold(text).replace(/[’`]/g, "'");
  return STEERS.some((re) => re.test(t));
}

const NEGATION =
  /(\bnot|n't|\bnor|\brather than|\binstead of|\bunlike|\bexcept|\bwrong|\bincorrect|\btempting|\bdistractor)[\s:,(*"'“]*$/i;

interface Assertion {
  letter: string;
  at: number;
  listing: boolean;
}

function letterAssertions(verdict: string): Assertion[] {
  const out: Assertion[] = [];
  const add = (letter: string, at: number, listing: boolean) => {
    const before = verdict.slice(Math.max(0, at - 20), at);
    if (NEGATION.test(before)) return;
    out.push({ letter: letter.toUpperCase(), at, listing });
  };
  // "Answer: B", "the correct answer is (B)", "option B", "correct: B"
  const named =
    /\b(?:[Aa]nswer|ANSWER|[Oo]ption|[Cc]hoice|[Cc]orrect|[Pp]ick|[Ll]etter)\b(?:\s+(?:is|would be|=))?\s*[:=—–-]?\s*\(?([A-D]|[a-d](?=[).:]))(?![\w'’])/g;
  for (const m of verdict.matchAll(named)) add(m[1], m.index ?? 0, false);
  // A letter leading a line or the text: "B — Garnacha", "B) Garnacha", "(B) Garnacha", "B. Garnacha".
  const leading =
    /(?:^|\n)[^\p{L}\p{N}\n(]*(?:\(([A-Da-d])\)|([A-D])(?:\s*[).:]|\s*[—–-]\s)|([a-d])(?:\)|\s*[—–]\s))/gu;
  for (const m of verdict.matchAll(leading)) add(m[1] ?? m[2] ?? m[3], m.index ?? 0, true);
  return out.sort((a, b) => a.at - b.at);
}

/** The letter (or "True"/"False") a multiple-choice answer asserts in its verdict; null when unclear. */
export function chosenOption(markdown: string, options?: Record<string, string>, trueFalse = false): string | null {
  const text = plain(markdown).trim();
  const paragraph = text.split(/\n\s*\n/)[0] ?? '';
  const verdict = paragraph.slice(0, VERDICT_CHARS);
  if (trueFalse) {
    const m = fold(verdict).match(
      /\b(not true|isn't true|is not true|untrue|a myth|false|incorrect|not correct|true|correct)\b/,
    );
    if (!m) return null;
    return /not|n't|untrue|myth|false|incorrect/.test(m[1]) ? 'False' : 'True';
  }
  const asserted = letterAssertions(verdict);
  // An answer that lists three or more options line by line echoes the question instead of answering.
  const listed = new Set(asserted.filter((a) => a.listing).map((a) => a.letter));
  if (listed.size >= 3) return null;
  const letters = new Set(asserted.map((a) => a.letter));
  if (letters.size === 1) return [...letters][0];
  if (letters.size > 1) return null;
  if (!options) return null;
  // No letter: the verdict may name the option itself ("Garnacha leads Priorat…").
  const v = norm(verdict);
  const named = Object.entries(options).filter(([, text]) => {
    const t = norm(text);
    const i = v.indexOf(t);
    if (i < 0) return false;
    return !NEGATION.test(v.slice(Math.max(0, i - 20), i));
  });
  return named.length === 1 ? named[0][0] : null;
}

export function grade(item: EvalItem): Graded {
  const kind = item.kind ?? 'open';
  const a = answer({ question: item.q, level: item.level, style: item.style ?? 'friendly' });
  const markdown = a.markdown;
  const missing = missingFacts(plain(markdown), item.mustInclude);
  if (item.found !== undefined && a.found !== item.found) missing.push(`found should be ${item.found}`);
  const anywhere = missing.length === 0;
  const openingMissing = missingFacts(opening(markdown), item.mustInclude);
  const inOpening = item.opening === false ? anywhere : anywhere && openingMissing.length === 0;
  let ok: boolean;
  let chosen: string | null | undefined;
  switch (kind) {
    case 'choice': {
      const tf = item.answer === 'True' || item.answer === 'False';
      chosen = chosenOption(markdown, item.options, tf);
      // Options labelled a)–d) are the same options as A–D: the letter's case is layout, not a choice.
      ok = chosen !== null && chosen.toUpperCase() === item.answer?.toUpperCase();
      if (!ok) missing.push(`chose ${chosen ?? 'nothing clear'}, expected ${item.answer}`);
      break;
    }
    case 'unknowable': {
      const early = admits(plain(markdown).slice(0, ADMISSION_WINDOW));
      ok = admits(markdown) && (a.found === false || early) && anywhere;
      if (!ok) missing.push(admits(markdown) ? 'admission comes after a profile of something else' : 'no admission');
      break;
    }
    case 'offtopic':
      ok = a.intent === 'off-topic' || steers(markdown);
      if (!ok) missing.push('no steer back to wine');
      break;
    default:
      ok = item.opening === false ? anywhere : inOpening;
      if (anywhere && !inOpening) missing.push(`not in the opening: ${openingMissing.join('; ')}`);
  }
  return { item, kind, markdown, anywhere, opening: inOpening, missing, chosen, ok };
}

export interface Figures {
  open: { n: number; opening: number; anywhere: number };
  choice: { n: number; right: number };
  unknowable: { n: number; right: number };
  offtopic: { n: number; right: number };
  all: { n: number; ok: number };
  failures: Graded[];
}

export function evaluate(items: readonly EvalItem[]): Figures {
  const f: Figures = {
    open: { n: 0, opening: 0, anywhere: 0 },
    choice: { n: 0, right: 0 },
    unknowable: { n: 0, right: 0 },
    offtopic: { n: 0, right: 0 },
    all: { n: 0, ok: 0 },
    failures: [],
  };
  for (const item of items) {
    const g = grade(item);
    f.all.n++;
    if (g.ok) f.all.ok++;
    else f.failures.push(g);
    if (g.kind === 'open') {
      f.open.n++;
      if (g.opening) f.open.opening++;
      if (g.anywhere) f.open.anywhere++;
    } else {
      f[g.kind].n++;
      if (g.ok) f[g.kind].right++;
    }
  }
  return f;
}

const pct = (a: number, n: number) => (n === 0 ? '–' : `${((a / n) * 100).toFixed(1)} %`);

/** One line per category, for test output and the benchmark. */
export function report(name: string, f: Figures): string {
  const lines = [`${name}: ${f.all.ok}/${f.all.n} pass`];
  if (f.open.n > 0)
    lines.push(
      `  open (${f.open.n}): key fact in the opening ${pct(f.open.opening, f.open.n)}, anywhere ${pct(f.open.anywhere, f.open.n)}`,
    );
  if (f.choice.n > 0)
    lines.push(`  multiple choice (${f.choice.n}): right option named ${pct(f.choice.right, f.choice.n)}`);
  if (f.unknowable.n > 0) lines.push(`  unknowable: admitted ${f.unknowable.right}/${f.unknowable.n}`);
  if (f.offtopic.n > 0) lines.push(`  off-topic: steered back to wine ${f.offtopic.right}/${f.offtopic.n}`);
  return lines.join('\n');
}

export function describeFailure(g: Graded): string {
  const { item } = g;
  return `✗ [${g.kind} L${item.level} ${item.style ?? 'friendly'}] ${item.q.replace(/\n+/g, ' ⏎ ')}\n  missing: ${g.missing.join('; ')}\n  answer: ${g.markdown.slice(0, 300).replace(/\n+/g, ' ⏎ ')}`;
}
