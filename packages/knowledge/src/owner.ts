// A place in the possessive before a name: "Oregon's Dundee Hills", "Israel's Golan Heights",
// "Washington's Yakima Valley". The owner only says where the named place lies; the question is about
// the named place, as if asked "the Dundee Hills in Oregon".

import type { KnowledgeBase } from './kb.ts';
import { STOPWORDS } from './lexicon.ts';
import { fold, words } from './normalize.ts';

const OWNED = /(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,2})['’]s\s+((?:\p{Lu}\p{Ll}[\p{L}'’.-]*\s*){1,4})/gu;

/** Whether the words name a wine place exactly, as a record is named. */
function namesPlace(kb: KnowledgeBase, run: string): boolean {
  const whole = words(run).join(' ');
  return kb
    .mentions(run)
    .some((m) => m.kind === 'region' && m.whole && m.score >= 0.9 && words(m.matched).join(' ') === whole);
}

/** The question with each "Place's Name" read as "the Name in Place"; the same question when it has none. */
export function ownerAsPlace(kb: KnowledgeBase, question: string): string {
  return question.replace(OWNED, (all, owner: string, owned: string, at: number) => {
    const name = owned.trimEnd();
    const rest = question.slice(at + all.length - (owned.length - name.length));
    // Only a name that ends the phrase: "Spain's Rioja wines" keeps its shape.
    const next = rest.match(/^\s*([\p{L}]+)/u)?.[1];
    if (next && /^\p{Ll}/u.test(next) && !STOPWORDS.has(fold(next))) return all;
    // A word the sentence capitalised may stand before the owner: "Is Israel's Golan Heights…".
    const ws = owner.split(/\s+/);
    const k = ws.findIndex((_, i) => namesPlace(kb, ws.slice(i).join(' ')));
    if (k < 0) return all;
    const place = ws.slice(k).join(' ');
    if (namesPlace(kb, `${place} ${name}`)) return all;
    const before = ws.slice(0, k).join(' ');
    return `${before ? `${before} ` : ''}the ${name} in ${place}${owned.slice(name.length)}`;
  });
}
