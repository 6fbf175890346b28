// A statement ranking one rung of a ladder above another, or naming a place's main grape, is judged
// from the ladder the records list in order and from the place's grapes, main one first.
import { describe, expect, it } from 'vitest';
import { rankClaim } from '../src/choice-rank-claim.ts';
import { answer, knowledge } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.split(/[.\n]/)[0];

describe('a rung ranked against another', () => {
  it('is read from the ladder in rising order', () => {
    expect(rankClaim(knowledge, 'Beerenauslese is a higher Prädikat than Spätlese')?.value).toBe(true);
    expect(rankClaim(knowledge, 'Spätlese ranks above Auslese')?.value).toBe(false);
    expect(verdict('True or false: Trockenbeerenauslese is a lower Prädikat level than Kabinett.')).toMatch(
      /^\**False/,
    );
  });
});

describe('a place’s main grape', () => {
  it('is the first grape its record lists', () => {
    expect(verdict('True or false: The main grape of Ribera del Duero is Garnacha.')).toMatch(/^\**False/);
    expect(verdict('True or false: The main grape of Rioja is Tempranillo.')).toMatch(/^\**True/);
  });
});

describe('a style said to come from a country', () => {
  it('is judged by the country its own record names', () => {
    expect(verdict('True or false: Tokaji Aszú is made in Austria.')).toMatch(/^\**False/);
    expect(verdict('True or false: Tokaji Aszú comes from Hungary.')).toMatch(/^\**True/);
  });
});

describe('a crossing claimed', () => {
  it('is true only with both parents the grape’s origin names', () => {
    const v = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.split(/[.\n]/)[0];
    expect(v('True or false: Pinotage was bred as a cross between Pinot Noir and Syrah.')).toMatch(/^\**False/);
    expect(v('True or false: Pinotage is a crossing of Pinot Noir and Cinsault.')).toMatch(/^\**True/);
  });
});
