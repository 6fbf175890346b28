// Wine-law questions are answered with the fact that holds the number or the ladder asked for,
// first, whatever the level: a count written as a word ("eleven communes") is a figure, a French
// commune is a village, "levels/tiers/categories" ask for a place's ladder of quality, "which grapes
// are allowed" asks for the grapes, a survey of label laws answers with the line of the country
// named, a label term of another country does not answer for the named one, and "is X a legal term"
// is answered by the sentence that says whether the law defines it. The records hold the figures
// learners are asked for (Alsace's 51 Grand Crus, the Médoc's 61 classed growths, Sauternes' 27
// châteaux, the Loire's one Grand Cru, the Douro's demarcation, Tokaji Aszú's ageing, Brunello's yield).
import { describe, expect, it } from 'vitest';
import { classify } from '../src/plan.ts';
import { openingOf } from './eval/sets.ts';

const open = (q: string, level: 1 | 2 | 3 | 4 = 3) => openingOf(q, level);

describe('a count written as a word, and communes as villages', () => {
  it('answers how many communes or villages with the count', () => {
    for (const q of ['barolo comes from how many villages?', 'barolo: how many communes?'])
      expect(open(q), q).toMatch(/\beleven\b|\b11\b/);
  });
});

describe('levels, tiers and categories ask for a ladder', () => {
  it('reads a ladder of quality as a legal question, but not a measure’s levels', () => {
    for (const q of ['wachau style categories?', 'chablis appellation tiers from bottom to top'])
      expect(classify(q).fact, q).toBe('law');
    for (const q of ['what alcohol levels does barolo reach', 'acidity levels in riesling'])
      expect(classify(q).fact, q).not.toBe('law');
  });
  it('opens with the rungs of the place named', () => {
    expect(open('wachau style categories?')).toMatch(/steinfeder.*federspiel.*smaragd/);
    expect(open('the categories of wachau wine')).toMatch(/steinfeder.*federspiel.*smaragd/);
    expect(open('chablis appellation tiers from bottom to top')).toMatch(/petit chablis/);
    expect(open('tiers of chablis classification')).toMatch(/petit chablis/);
  });
  it('takes the ladder of the place before a general topic’s', () => {
    for (const q of ['which sweet categories exist in alsace', 'alsace sweet wine levels'])
      expect(open(q, 4), q).toMatch(/grains nobles/);
  });
  it('takes the ladder of the term named, not another one', () => {
    for (const q of ['vdp tiers', 'the vdp vineyard levels explained']) expect(open(q, 4), q).toMatch(/grosse lage/);
  });
});

describe('which grapes are allowed asks for the grapes', () => {
  it('reads the question as one on grapes', () => {
    for (const q of ['which varieties are allowed in barolo', 'what grapes are permitted for brunello di montalcino'])
      expect(classify(q).fact, q).toBe('grapes');
  });
  it('opens with the grape, not a limit on yield', () => {
    expect(open('which varieties are allowed in barolo')).toMatch(/nebbiolo/);
    expect(open('which varieties are allowed in barolo')).not.toMatch(/tonnes/);
    expect(open('what grapes are permitted for brunello di montalcino')).toMatch(/sangiovese/);
    expect(open('what grapes are permitted for brunello di montalcino')).not.toMatch(/tonnes/);
  });
});

describe('label laws follow the country asked', () => {
  it('opens with the named country’s line of a survey of label rules', () => {
    for (const q of ['the eu rule for a vintage on the label', 'australian labelling rule for the vintage']) {
      expect(open(q), q).toMatch(/85%/);
      expect(open(q), q).not.toMatch(/^(\w+ ){0,4}usa \(federal rules\)/);
    }
  });
  it('picks the line of a country named only by its adjective', () => {
    const american = open('what percentage of a grape must an american varietal wine contain');
    expect(american.match(/\d+%/)?.[0]).toBe('75%');
    const australian = open('percent of the grape needed for an australian varietal');
    expect(australian).toMatch(/australia and new zealand/);
    expect(australian).not.toMatch(/^(\S+ ){0,3}eu \(/);
    expect(open('what percent of the grape must a south african varietal wine have')).toMatch(
      /^(\S+ ){0,4}south africa/,
    );
    expect(open('european rule: percent of the named variety')).toMatch(/^(\S+ ){0,3}eu \(the 85% rule\)/);
  });
  it('does not answer for one country with another country’s label term', () => {
    for (const q of ['new zealand labelling rule for varietal wines', 'varietal labelling in new zealand']) {
      // The first share stated is New Zealand's, not the USA's 75% for its own "Varietal labelling".
      expect(open(q, 4).match(/\d+%/)?.[0], q).toBe('85%');
    }
  });
  it('answers whether a term is legal with the sentence that says so', () => {
    for (const q of ['is reserve legally defined in the united states', 'is "reserve" a legal term on american labels'])
      expect(open(q, 4), q).toMatch(/no legal|not legally/);
  });
  it('reads the lowest alcohol allowed as the legal limit', () => {
    for (const q of ['the lowest alcohol amarone can have', 'lowest abv for an amarone della valpolicella'])
      expect(open(q, 4), q).toMatch(/14%/);
  });
});

describe('the records hold the figures of the law', () => {
  it('reaches each new figure from a fresh question', () => {
    const cases: [string, RegExp][] = [
      ['alsace: number of grand cru vineyards', /\b51\b/],
      ['does the loire have a grand cru', /quarts de chaume/],
      ['port region demarcation year', /1756/],
      ['1855 medoc classification - how many wines', /\b61\b/],
      ['sauternes classification: how many chateaux', /\b27\b/],
      ['how long does tokaji aszu age before release', /three years/],
      ['brunello di montalcino permitted yield', /8 tonnes/],
    ];
    for (const [q, want] of cases) expect(open(q, 4), q).toMatch(want);
  });
});
