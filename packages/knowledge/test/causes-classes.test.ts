// What shapes a wine place, asked in words no question set uses: the shelter, wind or current a place's
// climate notes name (any of them, not only the first), why its wines taste as they do or suit a
// grape, its biggest hazard, the rock under it and the way its slopes face. Each opening holds
// the cause a learner is looking for.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('climate and geography as causes', () => {
  it('names the shelter a place has, from whichever of its climate notes names it', () => {
    expect(openingOf('which hills keep the north wind off the rheingau')).toMatch(/\btaunus\b/);
    expect(openingOf('what shields bordeaux vineyards from the ocean wind')).toMatch(/\blandes\b/);
  });

  it('opens a "why does this place suit the grape" question with its climate', () => {
    expect(openingOf('why does the clare valley suit riesling')).toMatch(/\bcold nights\b/);
    expect(openingOf('why can the yarra valley grow chardonnay')).toMatch(/\bcool climate\b/);
    expect(openingOf('why do high mendoza vineyards still ripen their grapes fully')).toMatch(
      /\bsunlight is more intense\b/,
    );
  });

  it('answers the biggest hazard of a place with the hazard, never as another subject', () => {
    for (const q of ['what is the main weather threat in chablis', 'what is the worst danger for mendoza growers']) {
      expect(answer({ question: q, level: 3, style: 'friendly' }).intent).not.toBe('off-topic');
    }
    expect(openingOf('what is the main weather threat in chablis')).toMatch(/\bfrost\b/);
    expect(openingOf('what is the worst danger for mendoza growers')).toMatch(/\bhail\b/);
  });

  it('reads the rock under a place as its soils', () => {
    expect(openingOf('which rock lies beneath the cote rotie')).toMatch(/\bgranite\b/);
    expect(openingOf('what rocks are under chablis')).toMatch(/\bkimmeridgian\b/);
  });

  it('tells which way a place faces from its climate notes', () => {
    expect(openingOf('which way does the hermitage hill face')).toMatch(/\bsouth-facing\b/);
    expect(openingOf('what way do rheingau slopes face')).toMatch(/\bsouth-facing\b/);
  });

  it('gives the long days of a northern latitude as the reason the Columbia Valley ripens', () => {
    expect(openingOf('why does the columbia valley get so many hours of sun')).toMatch(/\blong summer days\b/);
  });

  it('tells what fog does to a vineyard: it cools it and slows ripening', () => {
    for (const q of ['what does sea fog do to grapes', 'how does morning fog change ripening']) {
      expect(openingOf(q)).toMatch(/\bfog\b[^.]*\bcools\b[^.]*\bacidity\b/);
    }
  });
});
