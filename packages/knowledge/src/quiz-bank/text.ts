// Small text rules shared by the question makers and the answer-key check: what counts as the same
// word, and how names written with notes in brackets are shown in a question.
import { fold, tokens } from '../index.ts';

const STOP = new Set([
  'a',
  'an',
  'and',
  'or',
  'the',
  'of',
  'with',
  'in',
  'on',
  'to',
  'for',
  'from',
  'by',
  'at',
  'as',
  'its',
  'is',
  'are',
  'be',
  'some',
  'other',
  'often',
  'usually',
  'very',
  'more',
  'less',
  'than',
  'no',
  'not',
  'only',
  'such',
  'wine',
  'wines',
  'note',
  'notes',
  'style',
]);

const wordCache = new Map<string, Set<string>>();
const tokenCache = new Map<string, string>();

/** Content words of a text, folded and singular, without little words. */
export function contentWords(text: string): Set<string> {
  let words = wordCache.get(text);
  if (!words) {
    words = new Set(tokens(text).filter((w) => !STOP.has(w) && w.length > 1));
    if (wordCache.size > 50_000) wordCache.clear();
    wordCache.set(text, words);
  }
  return words;
}

/** All words of a text in index form, joined by spaces. */
function tokenLine(text: string): string {
  let line = tokenCache.get(text);
  if (line === undefined) {
    line = tokens(text).join(' ');
    if (tokenCache.size > 50_000) tokenCache.clear();
    tokenCache.set(text, line);
  }
  return line;
}

/** True when two texts share a content word. */
export function shareWord(a: string, b: string): boolean {
  const wa = contentWords(a);
  for (const w of contentWords(b)) if (wa.has(w)) return true;
  return false;
}

/** True when `text` shares a content word with any of `others`. */
export function shareWordWithAny(text: string, others: readonly string[]): boolean {
  return others.some((o) => shareWord(text, o));
}

/** Text without notes in brackets: "Shiraz (Australia)" → "Shiraz". */
export function withoutBrackets(text: string): string {
  return text
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The note in the first brackets, if any: "Shiraz (Australia)" → "Australia". */
export function bracketNote(text: string): string | undefined {
  return /\(([^)]*)\)/.exec(text)?.[1]?.trim() || undefined;
}

const compactCache = new Map<string, string>();

/** Letters and digits only, folded: the form in which two spellings count as the same. */
export function compact(text: string): string {
  let c = compactCache.get(text);
  if (c === undefined) {
    c = fold(text).replace(/[^a-z0-9]/g, '');
    if (compactCache.size > 50_000) compactCache.clear();
    compactCache.set(text, c);
  }
  return c;
}

export function same(a: string, b: string): boolean {
  return compact(a) === compact(b);
}

/** True when the words of `inner` appear, in order and whole, inside `outer`. */
export function containsWords(outer: string, inner: string): boolean {
  const o = ` ${tokenLine(outer)} `;
  const i = tokenLine(inner);
  return i.length > 0 && o.includes(` ${i} `);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  // Keep acronyms and proper nouns that start with two capitals ("LBV", "BA").
  if (/^[A-Z][A-Z]/.test(text)) return text;
  // Nor a name that owns something ("Spain’s top category", "Galicia’s seafood wine").
  if (/^[A-Z][\p{L}-]*[’']s\b/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The first sentence of a text, or the whole text when it has one. */
export function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return (m ? m[1] : text).trim();
}

/** Stem words that say nothing about which option is right. */
const FRAME_WORDS = new Set(['grape', 'grapes', 'variety', 'region', 'regions', 'classic', 'soil', 'soils', 'term']);

/** The words of a text and their first five letters ("Friuli" and "Friulano" share "friul"). */
function stems(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of contentWords(withoutBrackets(text))) {
    if (FRAME_WORDS.has(w)) continue;
    out.add(w);
    if (w.length >= 5) out.add(`${w.slice(0, 5)}…`);
  }
  return out;
}

/**
 * True when the stem names a word (or the stem of a word) of the answer that no wrong option has:
 * "Côtes de Bordeaux lies within which larger region?" points at Bordeaux.
 */
export function givesAway(question: string, answer: string, distractors: readonly string[]): boolean {
  const asked = stems(question);
  const others = distractors.map(stems);
  for (const w of stems(answer)) if (asked.has(w) && !others.some((o) => o.has(w))) return true;
  return false;
}
