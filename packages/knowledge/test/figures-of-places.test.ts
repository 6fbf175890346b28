// Figures a Level 3 learner is asked about a place: how high Etna's vineyards lie, how much rain falls
// across the Douro; and a sentence ending in brackets still ends with a full stop.
import { describe, expect, it } from 'vitest';
import { sentence } from '../src/text.ts';
import { openingOf } from './eval/sets.ts';

describe('figures of places', () => {
  it('are told in the opening', () => {
    expect(openingOf('At what altitude do Etna vineyards sit?')).toMatch(/400 m to over 1,000 m/);
    expect(openingOf('How much rain falls in the Douro Valley each year?')).toMatch(/400 mm|900 mm/);
  });

  it('ends a sentence after a closing bracket', () => {
    expect(sentence('It runs east (about 400 mm)')).toBe('It runs east (about 400 mm).');
    expect(sentence('It runs east (as the map shows.)')).toBe('It runs east (as the map shows.)');
  });
});
