// Theory questions that name no place or grape: the opening gives the asked fact (a cause, an effect,
// a method, a drawback, a meaning) from the topic's points, not the topic's general summary. The
// questions are our own, written for these tests.
import { describe, expect, it } from 'vitest';
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
