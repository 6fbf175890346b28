// A place's grapes asked for by colour: only the grapes of that colour, said first, whether the
// colour comes before the grapes, after them, or as the one they are not.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('the grapes of a place, of one colour', () => {
  it('lists only the white grapes when white is asked', () => {
    const open = openingOf('What are the white grapes of the Rhône?', 2);
    expect(open.slice(0, 120)).toMatch(/white grapes/);
    expect(open.slice(0, 200)).not.toMatch(/syrah/);
  });

  it('reads the colour said after the grapes, or black for red', () => {
    expect(openingOf('Which grapes of Bordeaux are white?', 2).slice(0, 160)).toMatch(/sémillon|semillon/);
    expect(openingOf('What black grapes are used in Champagne?', 2).slice(0, 160)).toMatch(/pinot noir/);
  });
});

describe('the grapes of a style named with its place', () => {
  it('are the place’s grapes when the style phrase holds the place’s name', () => {
    expect(openingOf('What grape goes into most dry Sherry?', 2).slice(0, 160)).toMatch(/palomino/);
  });
});

describe('two rungs of a ladder weighed, with words of setting first', () => {
  it('names the riper one', () => {
    expect(openingOf('For a Mosel label, which one is made from riper grapes, Kabinett or Spätlese?', 2)).toMatch(
      /^[^.]*spätlese is riper than kabinett/,
    );
  });
});

describe('two texts that order the same rungs alike', () => {
  it('are told apart by the one that names them closer together', () => {
    expect(openingOf('Which is riper, Kabinett or Spätlese?', 2)).toMatch(/spätlese is riper than kabinett/);
  });
});

describe('the people doing a deed, named after the question’s verb', () => {
  it('only say who: the deed is what is answered', () => {
    expect(openingOf('How did the growers beat phylloxera in the end?', 2).slice(0, 300)).toMatch(/graft|rootstock/);
  });
});

describe('grapes asked for with a word of kind', () => {
  it('reads "which noble grapes", "which native varieties" as a question of grapes', () => {
    expect(openingOf('Which noble grapes are allowed for Alsace Grand Cru?', 2)).toMatch(/riesling/);
    expect(openingOf('What native varieties are grown in Campania?', 2)).toMatch(/aglianico|fiano|greco/);
  });
});
