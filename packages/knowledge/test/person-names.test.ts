// A grape's name that is also a person's given name or a brand ("Monica", "Isabella", "Ortega",
// "Norton") is read as the person or the product when the words around it say so; the grape questions
// and the wine words that are everyday words keep their wine sense.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

const grapesOf = (q: string) =>
  understand(q)
    .subjects.filter((s) => s.kind === 'grape')
    .map((s) => s.id);

describe('a grape name used as a person or a brand', () => {
  it('reads a person beside a verb, a relation or a title, and answers the rest', () => {
    for (const [q, grape] of [
      ['Isabella told me Sancerre is made from Sauvignon Blanc, is that right?', 'isabella'],
      ['Our neighbour Ortega is bringing fish tonight, what white should I open?', 'ortega'],
      ['Mrs Monica suggested Chianti for the pasta, good idea?', 'monica'],
      ['Palomino reckons Sherry is always sweet', 'palomino'],
    ])
      expect(grapesOf(q), q).not.toContain(grape);
  });

  it("admits it cannot know a named person's own taste", () => {
    for (const q of ["Which red is Isabella's all-time favourite?", "What would be Monica's pick for a picnic?"]) {
      const u = understand(q);
      expect(u.honesty?.reason, q).toBe('opinion');
    }
  });

  it('reads a product carrying a grape name as that product', () => {
    for (const q of ['how do I uninstall Norton antivirus from windows', 'best price for a Concord guitar'])
      expect(understand(q).intent, q).toBe('off-topic');
  });

  it('keeps the grape where the question is about it', () => {
    for (const [q, grape] of [
      ['Does Isabella make foxy wines?', 'isabella'],
      ['What food goes with Monica from Sardinia?', 'monica'],
      ['how is Norton grown in Missouri', 'norton'],
      ['Palomino grapes for fino, why?', 'palomino'],
      ["Merlot's favourite soils are clay, true?", 'merlot'],
      ['Syrah brought colour to the blend, why?', 'syrah'],
      ['is the Grenache said to be sweet?', 'grenache'],
      ['should I get my dad Malbec or Merlot for his birthday', 'malbec'],
    ])
      expect(grapesOf(q), q).toContain(grape);
    expect(openingOf('Concord jelly vs Concord wine: same grape?', 3)).toMatch(/concord/);
  });

  it('reads each question on its own, whatever the same name meant in the questions before', () => {
    // The patterns for a name are kept between questions: a name read as a person once is still the
    // grape in the next question about it, in any case, and the other way round.
    for (const [q, grape, person] of [
      ['My cousin Ortega wants a crisp white for prawns, any ideas?', 'ortega', true],
      ['Is Ortega planted much in English vineyards?', 'ortega', false],
      ['my cousin ORTEGA wants something for a curry', 'ortega', true],
      ['ORTEGA from Kent: is it aromatic?', 'ortega', false],
      ['I read about Norton on my phone, is it a hybrid grape?', 'norton', false],
      ['Is Norton software worth it for my new laptop?', 'norton', true],
      ['Which Norton wines come from Virginia?', 'norton', false],
    ] as const) {
      if (person) expect(grapesOf(q), q).not.toContain(grape);
      else expect(grapesOf(q), q).toContain(grape);
    }
  });
});
