// Classes of exam items from the eighth round: a true/false item may open with an instruction
// ("State whether this is true or false:", "Decide if the following is true or false:"); a scale is
// read from a text that lists the options side by side, not from one that defines an option and names
// the others in passing ("Premier Cru: … ranked below Grand Cru, labelled with the village name"); and
// "the top tier", "the entry-level…" ask for an end of a scale as "the highest" and "the lowest" do.
import { describe, expect, it } from 'vitest';
import { parseChoice } from '../src/choice.ts';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 160);

describe('a true/false item opened by an instruction', () => {
  it('is read as a statement to judge', () => {
    expect(parseChoice('Decide whether the following is true or false: Chianti is made mainly from Nebbiolo.')).toEqual(
      {
        kind: 'true-false',
        statement: 'Chianti is made mainly from Nebbiolo.',
      },
    );
    expect(verdict('Please state if this claim is true or false: Chablis is made from Chardonnay.')).toMatch(
      /^\*\*True/,
    );
    expect(verdict('Say whether the statement is true or false: Chianti is made mainly from Nebbiolo.')).toMatch(
      /^\*\*False/,
    );
  });
});

describe('the ends of a hierarchy', () => {
  it('are read from the text that lists its levels in order', () => {
    expect(
      verdict(
        'Which sits at the highest level of Burgundy’s vineyard classification?\n(a) Premier Cru\n(b) Village\n(c) Grand Cru\n(d) Regional',
      ),
    ).toMatch(/^\*\*c — Grand Cru/);
    expect(
      verdict(
        'Which is the top tier of Burgundy’s vineyard hierarchy? A) Village B) Grand Cru C) Regional D) Premier Cru',
      ),
    ).toMatch(/^\*\*B — Grand Cru/);
    expect(
      verdict(
        'In the Burgundy hierarchy, which level is the bottom tier? 1. Grand Cru 2. Premier Cru 3. Village 4. Regional',
      ),
    ).toMatch(/^\*\*4 — Regional/);
  });
});
