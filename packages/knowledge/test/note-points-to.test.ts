// A learner's tasting note whose aromas fit a grape's own is told first which grape it points to.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown.slice(0, 300);

describe('the grape a tasting note points to', () => {
  it('names the grape whose aromas the note holds', () => {
    expect(opening('describe this wine: deep ruby, blackcurrant, cedar and mint, high tannin')).toMatch(
      /point to \*\*Cabernet Sauvignon\*\*/,
    );
    expect(opening('how would you describe this wine: pale straw, gooseberry, passion fruit, crisp')).toMatch(
      /Sauvignon Blanc/,
    );
  });

  it('names no grape for a note without aromas', () => {
    expect(opening('help me describe this wine: pale lemon, dry, high acidity')).not.toMatch(/point to/);
  });
});
