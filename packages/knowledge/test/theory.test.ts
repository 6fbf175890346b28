// Theory questions that name no place or grape: the opening gives the asked fact (a cause, an effect,
// a method, a drawback, a meaning) from the topic's points, not the topic's general summary. The
// questions are our own, written for these tests.
import { describe, expect, it } from 'vitest';
import { withoutRepeatedList } from '../src/compose.ts';
import { relationOf } from '../src/theory.ts';
import { openingOf } from './eval/sets.ts';

describe('the relation a theory question asks', () => {
  it.each([
    ['why do producers leave wine on its lees', 'cause'],
    ['what gives a wine its tannin', 'cause'],
    ['what does oak do to a wine', 'effect'],
    ['how does a warm vintage affect acidity', 'effect'],
    ['what are the drawbacks of screwcaps', 'drawback'],
    ['how do growers fight spring frost', 'method'],
    ["what's a lyre", 'meaning'],
    ['when does flowering happen', 'time'],
    ['what does whole-berry fermentation taste like', 'sensory'],
    ['what aromas does a barrel give', 'sensory'],
    ['what does brett smell of?', 'sensory'],
  ])('"%s" asks for a %s', (q, relation) => {
    expect(relationOf(q)).toBe(relation);
  });
});

describe('a theory question opens with the point that answers it', () => {
  it.each([
    ['what is a lyre system in the vineyard', /divide|two curtains|u-shaped/],
    ['why does a cork give a wine a musty taint', /tca|trichloroanisole/],
    ['what makes white wine throw crystals in the fridge', /tartrat|tartaric/],
    ['why hold a wine glass by its stem', /hand|warm/],
    ['how do winemakers stop a fermentation early', /chilling|filtration|sulfur|fortification/],
    ['why do winemakers add grape spirit during fermentation', /kills the yeast|stops the fermentation/],
    ['how does planting at altitude change the grapes', /cools|acidity/],
  ])('"%s"', (q, fact) => {
    expect(openingOf(q, 2).slice(0, 250)).toMatch(fact);
  });

  it('keeps the words a question asks of wine together: a point on white grapes does not tell how a white wine is made', () => {
    expect(openingOf('how would you make a white wine from black grapes', 2)).not.toMatch(/^.{0,40}direct pressing/);
  });

  it('does not take a sentence that denies the asked thing for one that explains it', () => {
    expect(openingOf('why can a cork be tainted', 2).slice(0, 120)).not.toMatch(/screwcap/);
  });
});

describe('one trait asked of a named wine opens with that trait', () => {
  it.each([
    ['how sweet are the wines of Montlouis', /demi-sec|moelleux/],
    ['how dry is Champagne usually', /brut/],
    ['is Barolo high in acidity', /acidity/],
  ])('"%s"', (q, fact) => {
    expect(openingOf(q, 2).slice(0, 200)).toMatch(fact);
  });

  it('a yes-or-no question on sweetness is answered by the fact, not the list of label words', () => {
    expect(openingOf('can Vouvray be bone dry', 2).slice(0, 250)).toMatch(/dry/);
  });
});

describe('a list the answering sentence gave is not listed again', () => {
  it('names the Beaujolais crus once in the opening', () => {
    const text = openingOf('what are the crus of Beaujolais', 2);
    expect(text).toMatch(/morgon/);
    expect(text.split('morgon').length - 1).toBe(1);
  });

  it('drops a later sentence only when it repeats most of the list', () => {
    const first = 'The crus are **A1**, **B2**, **C3** and **D4**.';
    expect(withoutRepeatedList(`${first} Places within include **A1**, **B2**, **C3** and **D4**.`, first)).toBe(first);
    const other = `${first} Its neighbours are **E5**, **F6**, **A1** and **G7**.`;
    expect(withoutRepeatedList(other, first)).toBe(other);
  });
});

describe('a wine asked for by its style is not a trait asked of a place', () => {
  it('names the wine, not the label words of sweetness', () => {
    expect(openingOf('what sweet wine is Hungary known for', 2).slice(0, 200)).toMatch(/tokaj/);
    expect(openingOf('what sweet wine is Hungary known for', 2).slice(0, 80)).not.toMatch(/on the label/);
  });
});

describe('how a method or style smells or tastes', () => {
  it('opens with the sentence of its topic that names the aromas, even when it does not name the method again', () => {
    expect(openingOf('what does carbonic maceration taste like?').slice(0, 200)).toMatch(/kirsch|banana|bubblegum/);
    expect(openingOf('what aromas does carbonic maceration give').slice(0, 200)).toMatch(/kirsch|banana|bubblegum/);
    expect(openingOf('what does new oak taste like').slice(0, 200)).toMatch(/vanilla/);
    expect(openingOf('what does brett smell like', 4).slice(0, 200)).toMatch(/plaster|barnyard/);
  });
});
