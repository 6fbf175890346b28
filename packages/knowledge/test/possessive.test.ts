// A possessive ending is no part of a name: "South Africa’s Western Cape" names South Africa, and
// questions that say "Italy's" or "today's" are read as before.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { words } from '../src/normalize.ts';

describe('possessive endings', () => {
  it('are dropped from the word they end', () => {
    expect(words('South Africa’s Western Cape')).toEqual(['south', 'africa', 'western', 'cape']);
    expect(words("Taylor's Port")).toEqual(['taylor', 'port']);
  });

  it('leave the off-topic date question off topic', () => {
    expect(answer({ question: "What's today's date?", level: 1, style: 'friendly' }).intent).toBe('off-topic');
  });

  it('leave "which was X’s first…" asking for the first', () => {
    const a = answer({ question: "Which wine was Germany's first Grosse Lage?", level: 3, style: 'friendly' });
    expect(a.intent).not.toBe('off-topic');
    const italy = answer({ question: 'So which appellation was Italy’s first DOC?', level: 3, style: 'friendly' });
    expect(italy.markdown.slice(0, 400)).toMatch(/Vernaccia/);
  });
});
