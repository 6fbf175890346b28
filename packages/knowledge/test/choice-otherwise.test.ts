// Exam items whose wrong option uses the record's own words in the opposite sense: "oaked" where the
// record says "unoaked", "high in alcohol" where it says "low alcohol". Such words count against the
// option, so the distractor that borrows the record's vocabulary is not taken for the answer.
import { describe, expect, it } from 'vitest';
import { saidOtherwise } from '../src/choice-view.ts';
import { answer } from '../src/index.ts';

const verdict = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.split('\n\n')[0] ?? '';

describe('options said the other way round', () => {
  it('reads a privative prefix and an opposite adjective on the same noun as contradictions', () => {
    const record = 'A style picked early, with high acidity and low alcohol (often 10–11%), and unoaked.';
    expect([...saidOtherwise('oaked and high in alcohol', record)].sort()).toEqual(['alcohol', 'high', 'oak']);
    expect(saidOtherwise('picked early, low in alcohol', record).size).toBe(0);
    expect(saidOtherwise('unoaked', record).size).toBe(0);
    // "High" qualifies acidity here, not alcohol: no contradiction.
    expect(saidOtherwise('high acidity', record).size).toBe(0);
    expect(saidOtherwise('a non-vintage wine', 'Vintage wine comes from one year.').size).toBe(1);
    expect(saidOtherwise('understated and unique', 'Understated and unique.').size).toBe(0);
  });

  it('does not choose "oaked and high in alcohol" for an unoaked, low-alcohol style', () => {
    expect(
      verdict(
        'Hunter Valley Semillon is typically:\nA) oaked and high in alcohol\nB) picked early, low in alcohol and long-lived\nC) always sweet\nD) fortified',
      ),
    ).toMatch(/^\*\*B — /);
    expect(
      verdict(
        'Which is true of Mosel Riesling Kabinett?\nA) high in alcohol\nB) low in alcohol with high acidity\nC) oaked\nD) fortified',
      ),
    ).toMatch(/^\*\*B — /);
  });
});
