// Options that claim a change ("raises the alcohol", "high in tannin") are weighed by what the records
// say of the thing that changes: a change word alone ("lighter") is no evidence, and "low" in the
// records speaks against "high".
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown.slice(0, 120);

describe('a change claimed by an option', () => {
  it('needs the thing that changes, not only a change word', () => {
    expect(
      verdict(
        'What does the flor yeast do for a Fino?\nA) Raises its alcohol\nB) Protects it from oxidation and adds bready notes\nC) Makes it sweeter\nD) Darkens its colour',
      ),
    ).toMatch(/^\*\*B — /);
  });

  it('does not take a change word said of something else ("lighter") for the change an option claims', () => {
    expect(
      verdict(
        'What does a layer of flor do for a Manzanilla?\nA) Protects it from oxidation and adds bready, yeasty aromas\nB) Adds residual sugar\nC) Gives a deep brown colour\nD) Raises the alcohol',
      ),
    ).not.toMatch(/^\*\*D — /);
  });

  it('weighs an option made of the stem’s own words, and reads "low" in the records as against "high"', () => {
    expect(
      verdict(
        'For a sweet dessert the wine should be:\n1. High in tannin\n2. Bone dry\n3. Low in acidity\n4. At least as sweet as the dessert',
      ),
    ).toMatch(/^\*\*4 — /);
  });
});

describe('an option naming a place within a country', () => {
  it('is not backed by a sentence that names only the country', () => {
    expect(
      verdict(
        'Which influence cools the vineyards of Napa Valley in the morning?\nA) Lake Michigan\nB) Fog drawn in from San Pablo Bay and the Pacific\nC) Snowmelt from the Rockies\nD) The Gulf of Mexico',
      ),
    ).toMatch(/^\*\*B — /);
  });
});

describe('a time said in other words', () => {
  it('reads "part way through" and "in the middle of" as "during"', () => {
    expect(
      verdict(
        'At what point is the spirit added when Port is made?\nA) Before the grapes are crushed\nB) After fermentation has finished\nC) Half way through fermentation, stopping it\nD) Just before bottling',
      ),
    ).toMatch(/^\*\*C — /);
  });
});

describe('a step said to be used to do something', () => {
  it('reads the clause that names the step, not its neighbour in the same sentence', () => {
    expect(
      verdict(
        'Fining with bentonite is mostly used to remove:\n1. Tartrate crystals\n2. Proteins that could make a white wine hazy\n3. Harsh tannins\n4. Spoilage yeasts',
      ),
    ).toMatch(/^\*\*2 — /);
  });
});
