// The kind of wine a pairing question asks for ("which white…", "a sparkling wine for…") leads the
// classic matches, or its absence among them is said; a kind word said of the food is not one.
import { describe, expect, it } from 'vitest';
import { kindsAsked } from '../src/pairing-style.ts';
import { openingOf } from './eval/sets.ts';

describe('the kind of wine asked for beside a dish', () => {
  it('reads the kind said of the wine, not of the food', () => {
    expect(kindsAsked('Which white goes best with a roast chicken?')).toEqual(['white']);
    expect(kindsAsked('any good rosé wine for a picnic?')).toEqual(['rosé']);
    expect(kindsAsked('Something bubbly for oysters?')).toEqual(['sparkling']);
    expect(kindsAsked('a dessert wine to serve with apple tart')).toEqual(['sweet']);
    expect(kindsAsked('What goes with white fish and red peppers?')).toEqual([]);
    expect(kindsAsked('What wine goes with a red wine sauce?')).toEqual([]);
    expect(kindsAsked('Which dessert goes with a tawny Port?')).toEqual([]);
    expect(kindsAsked('sweet and sour pork: what wine?')).toEqual([]);
    expect(kindsAsked("Lamb chops for six, and my father doesn't like oaky reds")).toEqual(['unoaked']);
    expect(kindsAsked('a red for duck but nothing oaked, we hate oak')).toEqual(['red', 'unoaked']);
  });

  it('puts the kind asked first', () => {
    expect(openingOf('What sparkling wine would go with oysters?')).toMatch(
      /try[^.]*(champagne|sparkling|cava|cremant|crémant)/,
    );
    expect(openingOf('Which rosé wine goes with salmon?')).toMatch(/try \*?\*?[^.]*ros/);
  });

  it('says so when no classic match is of the kind asked', () => {
    expect(openingOf('Can you name a white wine that goes with roast lamb?')).toMatch(
      /no white wine among the classic matches/,
    );
    expect(openingOf('What sparkling wine would go with a beef stew?')).toMatch(
      /no sparkling wine among the classic matches|try[^.]*(sparkling|lambrusco)/,
    );
  });
});

describe('a dish named with what it is made of', () => {
  it('is paired as the dish, not as its ingredient', () => {
    const open = openingOf('Which wine suits a chicken curry?', 2);
    expect(open).toMatch(/curry/);
    expect(open).not.toMatch(/roast chicken/);
  });
});
