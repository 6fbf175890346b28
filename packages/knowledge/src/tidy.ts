// A last pass over an answer's text: no name followed by its own accent variant in brackets
// ("Gewurztraminer (Gewürztraminer)"), no space before punctuation ("Thai food , try"), no doubled
// spaces or full stops. Markdown structure (line starts, tables, code) is left alone.

import { fold } from './normalize.ts';

/** Cleans the prose of a markdown answer without touching its layout. */
export function tidy(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => (/^\s*\|/.test(line) ? line : tidyLine(line)))
    .join('\n');
}

function tidyLine(line: string): string {
  let s = line;
  // Each pattern below is tried only on a line holding the characters it needs.
  // "Name (Náme)": the bracket only repeats the name before it with other accents or case.
  if (s.includes(' ('))
    s = s.replace(/(\*{0,2}) \((\*{0,2})([^()*]+)\2\)/g, (all, _b1: string, _b2: string, inner: string, at: number) => {
      const n = inner.trim().split(/\s+/).length;
      return fold(lastWords(s, at, n)) === fold(inner.trim()) ? all.slice(0, all.indexOf(' (')) : all;
    });
  // No space before punctuation, one space after a comma.
  if (SPACED_MARK.test(s)) s = s.replace(/(\S)[ \t]+([,;:.!?])(?=\s|$|\p{L})/gu, '$1$2');
  if (s.includes(',')) s = s.replace(/,(?=[\p{L}])/gu, ', ');
  // Doubled spaces inside a line (indentation kept) and doubled full stops (an ellipsis kept).
  if (s.includes('  ')) s = s.replace(/(\S) {2,}(?=\S)/g, '$1 ');
  if (s.includes('..')) s = s.replace(/(?<!\.)\.\.(?!\.)/g, '.');
  return s;
}

const SPACE = /\s/;

/** A space or tab just before a punctuation mark. */
const SPACED_MARK = /[ \t][,;:.!?]/;

/**
 * The last `n` words of `s` before `at`, bold marks left out, joined by single spaces: what
 * `s.slice(0, at).replace(/\*\/g, '').split(/\s+/).slice(-n).join(' ')` gives, read back from `at` so a
 * long line with many brackets is not split whole for each.
 */
function lastWords(s: string, at: number, n: number): string {
  const out: string[] = [];
  let i = at;
  for (;;) {
    let word = '';
    while (i > 0) {
      const c = s[i - 1];
      if (c !== '*') {
        if (SPACE.test(c)) break;
        word = c + word;
      }
      i--;
    }
    out.push(word);
    if (out.length === n || i === 0) break;
    while (i > 0 && (s[i - 1] === '*' || SPACE.test(s[i - 1]))) i--;
  }
  return out.reverse().join(' ');
}
