// Ordinary English words, from a maintained word list, loaded once on first use. A word in it is
// read as itself: misspelling tolerance belongs to proper names, so "press" or "critic" never
// becomes the grape or region it resembles. Exact names still match (search checks them first).

import { createRequire } from 'node:module';

let english: Set<string> | undefined;

function load(): Set<string> {
  if (!english) {
    const require = createRequire(import.meta.url);
    const list = require('an-array-of-english-words') as string[];
    english = new Set(list);
  }
  return english;
}

/** Whether a folded word is an ordinary English word (or its plural). */
export function isEnglishWord(word: string): boolean {
  const set = load();
  if (set.has(word)) return true;
  return word.length > 3 && word.endsWith('s') && set.has(word.slice(0, -1));
}
