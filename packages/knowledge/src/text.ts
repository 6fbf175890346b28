// Small text helpers for composing answers from data fields.

import { Lru } from './lru.ts';
import { fold } from './normalize.ts';

/** "A", "A and B", "A, B and C". */
export function join(items: readonly string[], word = 'and'): string {
  const xs = items.filter((s) => s.length > 0);
  if (xs.length <= 1) return xs[0] ?? '';
  return `${xs.slice(0, -1).join(', ')} ${word} ${xs[xs.length - 1]}`;
}

export function cap(s: string): string {
  return s.length > 0 ? s[0].toUpperCase() + s.slice(1) : s;
}

export function lowerFirst(s: string): string {
  return s.length > 1 && /[A-Z][a-z]/.test(s.slice(0, 2)) ? s[0].toLowerCase() + s.slice(1) : s;
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** A sentence with its final full stop. */
export function sentence(s: string): string {
  const t = s.trim();
  // A closing bracket ends a sentence only after its own full stop: "(about 400 mm)" still needs one.
  return /[.!?:]$|[.!?]\)$/.test(t) ? t : `${t}.`;
}

/** Table cell: no pipes or line breaks. */
export function cell(s: string): string {
  return s.replace(/\|/g, '/').replace(/\s*\n\s*/g, ' ');
}

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = `| ${headers.map(cell).join(' | ')} |`;
  const rule = `| ${headers.map(() => '---').join(' | ')} |`;
  const body = rows.map((r) => `| ${headers.map((_, i) => cell(r[i] ?? '')).join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}

/** Stable small hash for picking among phrasings without randomness. */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function pick<T>(items: readonly T[], seed: string): T {
  return items[hash(seed) % items.length];
}

/** Whether a folded text contains a folded phrase as whole words. */
export function mentionsPhrase(text: string, phrase: string): boolean {
  const p = PHRASES.through(phrase, phrasePattern);
  if (p === null) return false;
  const folded = FOLDED.through(text, foldedText);
  // Every word of the phrase stands in the text as written, so a text without its longest word is
  // told apart without the pattern, which most texts checked are.
  return folded.includes(p.word) && p.re.test(folded);
}

/** Texts and phrases are the records' own, checked against each other for every question: each is read once. */
const PHRASES = new Lru<string, { re: RegExp; word: string } | null>(10_000);
const FOLDED = new Lru<string, string>(10_000);

function phrasePattern(phrase: string): { re: RegExp; word: string } | null {
  const p = fold(phrase).replace(/['’]/g, '').trim();
  if (p.length < 3) return null;
  const word = p.split(/[\s-]+/).reduce((a, b) => (b.length > a.length ? b : a), '');
  return {
    re: new RegExp(
      `(^|[^a-z0-9])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+')}s?($|[^a-z0-9])`,
    ),
    word,
  };
}

function foldedText(text: string): string {
  return fold(text).replace(/['’]/g, '');
}

export function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

/** A text to match literally inside a regular expression. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What a text sets aside, cut out: "by bacteria rather than by yeast" → "by bacteria". */
const SET_ASIDE =
  /,?\s*\b(?:rather than|instead of)\s+(?:by |in |with |the |a |an |using )*[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}/giu;

export function withoutSetAside(text: string): string {
  return text.replace(SET_ASIDE, '');
}
