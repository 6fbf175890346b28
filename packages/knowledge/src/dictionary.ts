// Ordinary English words, from a maintained word list, loaded once on first use. A word in it is
// read as itself: misspelling tolerance belongs to proper names, so "press" or "critic" never
// becomes the grape or region it resembles. Exact names still match (search checks them first).

import { createRequire } from 'node:module';

let english: readonly string[] | undefined;

/** The word list, sorted alphabetically as published (checked once, sorted if ever it is not). */
function load(): readonly string[] {
  if (!english) {
    const require = createRequire(import.meta.url);
    const list = require('an-array-of-english-words') as string[];
    let sorted = true;
    for (let i = 1; i < list.length && sorted; i++) if (list[i - 1] > list[i]) sorted = false;
    english = sorted ? list : [...list].sort();
  }
  return english;
}

function has(list: readonly string[], w: string): boolean {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < w) lo = mid + 1;
    else hi = mid;
  }
  return list[lo] === w;
}

/** Whether a folded word is an ordinary English word (or its plural). */
export function isEnglishWord(word: string): boolean {
  const list = load();
  if (has(list, word)) return true;
  return word.length > 3 && word.endsWith('s') && has(list, word.slice(0, -1));
}
