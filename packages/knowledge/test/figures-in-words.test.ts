// The figures and names learners look for are written as they are asked: an LBV's bottling "4 to 6
// years" after harvest, the sugar bands of Brut and Extra Dry in g/L, the traditional method's
// "second fermentation" in the bottle, and Madeira's two ways of heating where its heating is told.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string, level = 2) => answer({ question, level, style: 'friendly' }).markdown.slice(0, 400);

describe('figures and names as learners ask for them', () => {
  it('gives an LBV’s bottling age in digits', () => {
    for (const q of ['when is LBV port bottled', 'how long does late bottled vintage port age before bottling'])
      expect(opening(q, 3)).toMatch(/4 to 6 years/);
  });

  it('gives the sugar bands when Brut and Extra Dry are weighed against each other', () => {
    for (const q of ['is extra dry sweeter than brut', 'which has more sugar, brut or extra dry']) {
      const o = opening(q);
      expect(o).toMatch(/12–17 g\/L/);
      expect(o).toMatch(/sweeter than Brut/);
    }
  });

  it('names estufagem and canteiro when asked how Madeira is heated', () => {
    for (const q of ['how is madeira wine heated', 'how do winemakers heat Madeira']) {
      const o = opening(q, 3);
      expect(o).toMatch(/estufagem/);
      expect(o).toMatch(/canteiro/);
    }
  });

  it('names the second fermentation when the traditional method is described', () => {
    for (const q of ['what is the traditional method', 'how does méthode traditionnelle work'])
      expect(opening(q)).toMatch(/second fermentation/);
  });
});
