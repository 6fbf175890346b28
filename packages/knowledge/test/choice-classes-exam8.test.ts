// Classes of exam items from the eighth round: a true/false item may open with an instruction
// ("State whether this is true or false:", "Decide if the following is true or false:"); a scale is
// read from a text that lists the options side by side, not from one that defines an option and names
// the others in passing ("Premier Cru: … ranked below Grand Cru, labelled with the village name"); and
// "the top tier", "the entry-level…" ask for an end of a scale as "the highest" and "the lowest" do; a
// stem asking where a threshold lies ("Below what temperature does the vine not grow?") is no
// exception stem: its "not" says which side of the threshold the fact lies on.
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

describe('a threshold asked with a negation', () => {
  it('is not read as a NOT stem', () => {
    expect(
      parseChoice('Below roughly which temperature does a vine not grow? (a) 10°C (b) 25°C (c) 2°C (d) 15°C'),
    ).toMatchObject({ negated: false });
    expect(verdict('Below roughly which temperature does a vine not grow? (a) 10°C (b) 25°C (c) 2°C (d) 15°C')).toMatch(
      /^\*\*a — 10°C/,
    );
    expect(verdict('Under about what temperature do vines stop growing? 1) 10°C 2) 25°C 3) 2°C 4) 15°C')).toMatch(
      /^\*\*1 — 10°C/,
    );
  });
});
