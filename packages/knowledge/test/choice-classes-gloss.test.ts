// A term the records gloss in brackets: "green harvesting (removing bunches to reduce the crop)", "a
// parent of Cabernet Sauvignon (with Sauvignon Blanc)". An option that says the gloss again says what
// the term is, more surely than an option that shares many words with the sentence the term stands in.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { root } from '../src/normalize.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 120);

describe('a bracketed gloss of the stem term', () => {
  it('picks the option restating what the records say the step is, not a neighbouring step', () => {
    expect(
      verdict(
        'Why does a grower carry out a green harvest? (a) To pull leaves off around the fruit zone for more sun (b) To remove some bunches while still green and reduce the crop (c) To pick early grapes for base wine (d) To spray sulfur against oidium',
      ),
    ).toMatch(/^\*\*b — To remove some bunches/);
    expect(
      verdict(
        'Green harvesting in a vineyard means: A) Spraying the leaves with copper B) Cutting off some bunches to lower the crop C) Picking the whole crop before it is ripe D) Mowing the cover crop between the rows',
      ),
    ).toMatch(/^\*\*B — Cutting off some bunches/);
  });

  it('names the other parent given in brackets beside the grape', () => {
    expect(
      verdict(
        'Which grape, together with Cabernet Franc, is a parent of Cabernet Sauvignon? A) Syrah B) Merlot C) Sauvignon Blanc D) Sémillon',
      ),
    ).toMatch(/^\*\*C — Sauvignon Blanc/);
    expect(
      verdict(
        'Cabernet Sauvignon was born from a crossing of Cabernet Franc with: (a) Pinot Noir (b) Sauvignon Blanc (c) Malbec (d) Petit Verdot',
      ),
    ).toMatch(/^\*\*b — Sauvignon Blanc/);
  });
});

describe('a word for what works against a thing', () => {
  it('shares the root of the thing: an antioxidant, an antimicrobial, spoilage', () => {
    expect(root('antioxidant')).toBe(root('oxidation'));
    expect(root('antimicrobial')).toBe(root('microbes'));
    expect(root('spoilage')).toBe(root('spoiling'));
  });

  it("lets the records' antioxidant and antimicrobial sulfur dioxide meet an option in other words", () => {
    expect(
      verdict(
        'Why do winemakers add SO2 to wine? (a) To stop spoilage by bacteria and protect it from oxidation (b) To make it taste sweeter (c) To give it more colour (d) To raise the alcohol',
      ),
    ).toMatch(/^\*\*a — To stop spoilage/);
    expect(
      verdict(
        'The main job of sulfites in winemaking is to: A) Soften the tannins B) Act against oxidation and microbes C) Add body D) Raise the acidity',
      ),
    ).toMatch(/^\*\*B — Act against oxidation/);
  });
});

describe('a comparison of two sides the records set apart in their own parts of a sentence', () => {
  it('is false when the records give the side said to be wider the narrow word', () => {
    expect(
      verdict(
        'True or false: maritime climates show a bigger gap between their warmest and coldest months than continental climates.',
      ),
    ).toMatch(/^\*\*False/);
    expect(
      verdict('True/False: continental climates have a narrower yearly range of temperature than maritime climates.'),
    ).toMatch(/^\*\*False/);
  });

  it('is true when it says the records the right way round', () => {
    expect(
      verdict('True or false: continental climates show a wider gap between summer and winter than maritime climates.'),
    ).toMatch(/^\*\*True/);
  });
});

describe("a statement's event put in another vessel by the subject's own record", () => {
  it('is false, and a sentence opening on another method is not read as about the subject', () => {
    expect(verdict('True or false: with the tank method, the second fermentation happens inside each bottle.')).toMatch(
      /^\*\*False\.\*\* In the tank method/,
    );
    expect(verdict('True or false: in the Charmat method the second fermentation occurs in the bottle.')).toMatch(
      /^\*\*False\.\*\* In the tank method/,
    );
    expect(
      verdict('True or false: in the tank method the second fermentation takes place in a sealed pressurised tank.'),
    ).toMatch(/^\*\*True\.\*\* In the tank method/);
  });
});
