// A step of winemaking told by what is done rather than by its name ("freeze the neck", "turn the
// bottles"), and why a fortified wine's fermentation is stopped: the opening names the step and its
// purpose.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string, level = 3, style: 'friendly' | 'technical' = 'friendly') =>
  answer({ question, level, style }).markdown.slice(0, 400);

describe('a sparkling-wine step told by what is done to the bottle', () => {
  it('answers freezing the neck with disgorgement', () => {
    for (const q of [
      'why is the bottle neck frozen before the cap comes off',
      'what is a frozen neck for in sparkling wine making',
    ])
      expect(opening(q)).toMatch(/Disgorgement/);
  });

  it('answers turning the bottles with riddling', () => {
    for (const q of [
      'why are the bottles turned upside down in the cellar',
      'why turn the bottles little by little when making sparkling wine',
    ])
      expect(opening(q)).toMatch(/Riddling/);
  });
});

describe('why spirit is added to a fermenting wine', () => {
  it('says the spirit stops the fermentation and keeps the sugar', () => {
    for (const q of [
      'why is spirit added to a vin doux naturel before fermentation ends',
      'what is the point of mutage in a VDN',
    ])
      expect(opening(q, 3, 'technical')).toMatch(/stops the fermentation|fermentation is stopped/);
  });
});
