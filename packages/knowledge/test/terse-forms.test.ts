// Short or sideways ways of asking: a word "on a label?", why something is "called" a name, and whose
// ideas a practice rests on.
import { describe, expect, it } from 'vitest';
import { limitsInFull, meaningOnLabel } from '../src/context-first.ts';
import { openingOf } from './eval/sets.ts';

describe('a word named on a label', () => {
  it('is asked what it means', () => {
    expect(meaningOnLabel('Sec on a Champagne label?')).toBe('What does Sec mean on a Champagne label?');
    expect(meaningOnLabel('what is the alcohol on a label?')).toBe('what is the alcohol on a label?');
    expect(openingOf('Kabinett on a German bottle?', 2)).toMatch(/kabinett/);
  });
});

describe('why something is called a name', () => {
  it('gives where the name comes from', () => {
    expect(openingOf('why do the English call red Bordeaux "claret"?', 2)).toMatch(/clairet/);
  });
});

describe('whose ideas a practice rests on', () => {
  it('names the person', () => {
    expect(openingOf('biodynamic viticulture is built on the ideas of which thinker?', 2)).toMatch(/steiner/);
  });
});

describe('adverbs of talk', () => {
  it('do not pull in a sentence that shares their stem', () => {
    // "finally" is not the "final conclusion" of a tasting method.
    const o = openingOf('so how did the world finally get rid of phylloxera?', 2);
    expect(o).toMatch(/graft/);
    expect(o).not.toMatch(/deductive/);
  });
});

describe('short forms of a limit', () => {
  it('are read in full before a measure of wine', () => {
    expect(limitsInFull('Brunello min. ageing?')).toBe('Brunello minimum ageing?');
    expect(limitsInFull('max yield for Chablis Grand Cru')).toBe('maximum yield for Chablis Grand Cru');
    expect(limitsInFull('decant for 30 min or so?')).toBe('decant for 30 min or so?');
    expect(openingOf('Brunello min. ageing?', 3)).toMatch(/five years|5 years|january of the fifth year/);
  });
});

describe('why a place is so cool, warm or dry', () => {
  it('is asked of its climate', () => {
    expect(openingOf('how come the Casablanca Valley is so cool?', 3).slice(0, 200)).toMatch(/fog|sea breezes|pacific/);
  });
});

describe('warm days and cool nights', () => {
  it('are the climate’s diurnal range, not the serving temperature', () => {
    expect(openingOf('what does a wide day-night temperature difference do for grapes?', 3)).toMatch(/diurnal/);
    expect(openingOf('why is the difference between day and night temperatures important in a vineyard?', 3)).toMatch(
      /diurnal/,
    );
  });
});
