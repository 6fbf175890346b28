// An exam figure asked of a thing ("vintage Champagne") is not taken from a clause on its opposite
// ("non-vintage Champagne … 15 months") even when that clause comes first.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.split('\n')[0];

describe('a figure asked of a thing, beside the figure of its opposite', () => {
  it('takes the figure of the thing asked', () => {
    expect(
      verdict(
        'How long must a vintage Champagne rest before it is sold?\nA) 15 months\nB) 3 years\nC) 6 months\nD) 12 years',
      ),
    ).toMatch(/^\*\*B — 3 years/);
    expect(verdict('Minimum ageing for vintage Champagne: a) 3 years b) 15 months c) 9 months d) 8 years')).toMatch(
      /^\*\*a — 3 years/,
    );
  });

  it('still takes the opposite’s figure when the opposite is asked', () => {
    expect(verdict('How long must non-vintage Champagne age? A) 15 months B) 3 years C) 9 months D) 5 years')).toMatch(
      /^\*\*A — 15 months/,
    );
  });
});
