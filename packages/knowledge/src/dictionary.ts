// Ordinary English words, from a maintained word list, loaded once on first use. A word in it is
// read as itself: misspelling tolerance belongs to proper names, so "press" or "critic" never
// becomes the grape or region it resembles. Exact names still match (search checks them first).
//
// The list (275,000 words) is kept as the published file's own text, one string of about 3.3 MB,
// with the offset of each word in a typed array: as 275,000 strings it took about 9 MB of heap,
// in every thread that loads the engine. Lookups are the same binary search over the same order,
// the words looked up lately kept with their answer (a string compared letter by letter costs more
// than two native strings compared).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Every word followed by a `"`, in sorted order, and where each begins. */
interface WordList {
  text: string;
  starts: Uint32Array;
}

const END = 34; // "

let english: WordList | undefined;

/** How the word at `start` compares with `w`: negative when it sorts before, 0 when it is `w`. */
function compareAt(text: string, start: number, w: string): number {
  for (let k = 0; ; k++) {
    const a = text.charCodeAt(start + k);
    if (a === END) return k === w.length ? 0 : -1;
    if (k === w.length) return 1;
    const b = w.charCodeAt(k);
    if (a !== b) return a - b;
  }
}

/** The words of the published list, sorted as published (checked once, sorted if ever they are not). */
function load(): WordList {
  if (english) return english;
  const require = createRequire(import.meta.url);
  const file = require.resolve('an-array-of-english-words');
  // The file is a JSON array of plain lower-case words ("a","aa",…): each word starts after an
  // opening quote and ends at its closing quote, so the text itself is the list.
  const text = readFileSync(file, 'latin1');
  const starts: number[] = [];
  let plain = text.startsWith('["') && text.trimEnd().endsWith('"]') && !text.includes('\\');
  for (let i = text.indexOf('"'); plain && i !== -1; ) {
    const close = text.indexOf('"', i + 1);
    if (close === -1) plain = false;
    else {
      starts.push(i + 1);
      i = text.indexOf('"', close + 1);
    }
  }
  let sorted = plain;
  for (let i = 1; i < starts.length && sorted; i++) {
    const w = text.slice(starts[i], text.indexOf('"', starts[i]));
    if (compareAt(text, starts[i - 1], w) > 0) sorted = false;
  }
  if (sorted) {
    english = { text, starts: Uint32Array.from(starts) };
    return english;
  }
  // Another layout or order: parsed and sorted, then kept in the same compact form.
  const words = [...(JSON.parse(text) as string[])].sort();
  const at = new Uint32Array(words.length);
  let offset = 0;
  words.forEach((w, i) => {
    at[i] = offset;
    offset += w.length + 1;
  });
  english = { text: words.map((w) => `${w}"`).join(''), starts: at };
  return english;
}

function has(list: WordList, w: string): boolean {
  const { text, starts } = list;
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareAt(text, starts[mid], w) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo < starts.length && compareAt(text, starts[lo], w) === 0;
}

/** Words looked up lately: a question's words come back in every step of reading it. */
const answered = new Map<string, boolean>();
const ANSWERED_MAX = 20_000;

/**
 * Names of the calendar, which the word list leaves out as proper nouns: "opened on Saturday",
 * "a dinner at Christmas" name a time, never a wine.
 */
const CALENDAR = new Set(
  'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december christmas thanksgiving halloween hanukkah ramadan diwali passover'.split(
    ' ',
  ),
);

/** Whether a folded word is an ordinary English word (or its plural). */
export function isEnglishWord(word: string): boolean {
  const known = answered.get(word);
  if (known !== undefined) return known;
  const list = load();
  const result =
    has(list, word) ||
    (word.length > 3 && word.endsWith('s') && has(list, word.slice(0, -1))) ||
    CALENDAR.has(word) ||
    (word.endsWith('s') && CALENDAR.has(word.slice(0, -1)));
  if (answered.size >= ANSWERED_MAX) answered.clear();
  answered.set(word, result);
  return result;
}
