// "X refers to:" asks what a word means: the option that says what the records' definition says wins,
// and a trailing "Options:" line is layout, not part of the stem.
import { describe, expect, it } from 'vitest';
import { parseChoice } from '../src/choice.ts';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.split('\n')[0];

describe('a word asked what it means', () => {
  it('is answered by the option its definition uses', () => {
    expect(
      verdict(
        'Coulure refers to:\nA) the failure of flowers to set into berries\nB) the change of colour of the berries\nC) cutting off green bunches\nD) pruning in winter',
      ),
    ).toMatch(/^\*\*A — /);
    expect(
      verdict(
        "In tasting, the term 'finish' means: A) the colour at the rim B) how long flavours last after swallowing or spitting C) the level of acidity D) the first smell",
      ),
    ).toMatch(/^\*\*B — /);
  });

  it('reads a stem ending on an "Options:" line without it', () => {
    expect(
      parseChoice('Véraison refers to:\nOptions:\nA: berries change colour\nB: pruning\nC: harvest\nD: budburst')?.stem,
    ).toBe('Véraison refers to:');
  });
});
