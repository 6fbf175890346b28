// Classes of exam items: membership of a rank or list asked with NOT, and what is asked of food and
// wine, storage and service.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 80);

describe('which option is NOT of a rank or in a list', () => {
  it('takes the option whose own record gives it another step of the same ladder', () => {
    expect(
      verdict(
        'Which of these estates is NOT a First Growth?\nA) Château Haut-Brion\nB) Château Latour\nC) Château Léoville-Las Cases\nD) Château Mouton Rothschild',
      ),
    ).toMatch(/^\*\*C — /);
    expect(
      verdict(
        'Pick the Chablis vineyard that is NOT a Grand Cru: (a) Vaudésir (b) Blanchot (c) Montée de Tonnerre (d) Valmur',
      ),
    ).toMatch(/^\*\*c — /);
    expect(
      verdict(
        'All of these are Second Growths EXCEPT:\n1. Château Léoville Barton\n2. Château Léoville Poyferré\n3. Château Palmer\n4. Château Léoville Las Cases',
      ),
    ).toMatch(/^\*\*3 — /);
  });
  it('does not pick an option nothing is known about as the exception', () => {
    expect(
      verdict(
        'Which of these is NOT a Cru Bourgeois? A) Château Zorblane B) Château Quillemont C) Château Latour D) Château Fendrac',
      ),
    ).not.toMatch(/^\*\*[A-D] — /);
  });
});

describe('options that are the rows of a table, with the stem naming a change a column states', () => {
  it('reads "more" in the increases column and "less" in the decreases column', () => {
    expect(
      verdict(
        'Which of these in a dish will make a red wine seem more astringent?\n1. salt\n2. acidity\n3. sweetness\n4. fat',
      ),
    ).toMatch(/^\*\*3 — /);
    expect(
      verdict(
        'Which component of a dish tends to make a wine taste less acidic? A) umami B) salt C) chilli heat D) sweetness',
      ),
    ).toMatch(/^\*\*B — /);
  });
});

describe('a figure asked for a kind of wine the stem illustrates with an example', () => {
  it('reads the figure for the kind described, not for the example named', () => {
    expect(
      verdict(
        'Serve a medium-bodied oaked white, e.g. an oaked Chardonnay from Meursault, at which temperature?\nA) 0–2 °C\nB) 10–13 °C\nC) 16–18 °C\nD) 20–22 °C',
      ),
    ).toMatch(/^\*\*B — /);
    expect(
      verdict(
        'What serving temperature suits a full-bodied red such as Hermitage? (a) 4–6 °C (b) 7–10 °C (c) 15–18 °C (d) 22–25 °C',
      ),
    ).toMatch(/^\*\*c — /);
  });
});

describe('a clue in the stem that one option alone answers to', () => {
  it('reads the fact of a place within a region before the whole region’s grapes', () => {
    expect(
      verdict(
        'Which variety leads in the Italian-speaking canton of Ticino?\n1. Chasselas\n2. Pinot Noir\n3. Merlot\n4. Petite Arvine',
      ),
    ).toMatch(/^\*\*3 — /);
  });
  it('takes a proper name with no record of its own as a tie to the one option whose records name it', () => {
    expect(
      verdict(
        'Vineyards along the Serein river belong to which appellation? A) Sancerre B) Muscadet C) Chablis D) Vouvray',
      ),
    ).toMatch(/^\*\*C — /);
    expect(
      verdict(
        "In which appellation does the Ciron's cold water create autumn mists over the vineyards? (a) Saint-Émilion (b) Pauillac (c) Barsac (d) Margaux",
      ),
    ).toMatch(/^\*\*c — /);
  });
});

describe('a thing the stem says is absent', () => {
  it('takes the one option whose own record keeps the thing away while the others have it', () => {
    expect(
      verdict(
        'Which of these Sherries is aged entirely without any flor? A) Manzanilla B) Fino C) Oloroso D) Amontillado',
      ),
    ).toMatch(/^\*\*C — /);
    expect(
      verdict('Which Sherry is matured with no flor at any stage? (a) Fino (b) Oloroso (c) Manzanilla (d) Amontillado'),
    ).toMatch(/^\*\*b — /);
  });
});

describe('grapes for options and a structure property in the stem', () => {
  it('reads the grapes’ structure, not the order a region lists them in', () => {
    expect(
      verdict('Which of these grapes gives the most acidic wines? A) Grenache B) Viognier C) Chenin Blanc D) Marsanne'),
    ).toMatch(/^\*\*C — /);
    expect(
      verdict(
        'Which grape typically has the lowest acidity? 1. Riesling 2. Sauvignon Blanc 3. Viognier 4. Chenin Blanc',
      ),
    ).toMatch(/^\*\*3 — /);
  });
});

describe('figures with a unit for options', () => {
  it('counts a sentence for a figure only where it states that figure with its unit', () => {
    expect(verdict('How strong is a Fino Sherry, usually? (a) 11% abv (b) 15% abv (c) 20% abv (d) 30% abv')).toMatch(
      /^\*\*b — /,
    );
    expect(verdict('What alcohol level is typical of Fino? 1. 9% 2. 15% 3. 20% 4. 30%')).toMatch(/^\*\*2 — /);
  });
});

describe('grapes for options and a time of the vine’s year in the stem', () => {
  it('orders the grapes by when their records say they bud or ripen', () => {
    expect(
      verdict(
        'Which of these Bordeaux grapes ripens latest? A) Merlot B) Cabernet Franc C) Cabernet Sauvignon D) Sémillon',
      ),
    ).toMatch(/^\*\*C — /);
    expect(
      verdict(
        'Which grape buds earliest and so is most at risk of spring frost? A) Chardonnay B) Cabernet Sauvignon C) Mourvèdre D) Riesling',
      ),
    ).toMatch(/^\*\*A — /);
  });
});
