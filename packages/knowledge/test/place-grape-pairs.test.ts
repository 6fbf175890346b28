// "Rheingau Riesling or Mosel Riesling?": a grape named after each of two places is what both places
// make, so the places are what is compared; the second place is not swallowed into a sentence that
// happens to write "Mosel Riesling".
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('two places each named with the same grape', () => {
  it('compares the two places', () => {
    const a = openingOf('Marlborough Sauvignon Blanc vs Sancerre Sauvignon Blanc, what sets them apart?');
    expect(a).toContain('marlborough');
    expect(a).toContain('sancerre');
    const b = openingOf('Which is bolder, Napa Valley Cabernet Sauvignon or Coonawarra Cabernet Sauvignon?');
    expect(b).toContain('napa');
    expect(b).toContain('coonawarra');
    const c = openingOf('How does Oregon Pinot Noir differ from Burgundy Pinot Noir?');
    expect(c).toContain('oregon');
    expect(c).toContain('burgundy');
  });

  it('leaves no side label standing empty when its sentence moved to the front', () => {
    for (const q of [
      'How does Oregon Pinot Noir differ from Burgundy Pinot Noir?',
      'Washington Merlot against Saint-Émilion Merlot: what changes?',
    ])
      expect(answer({ question: q, level: 3, style: 'friendly' }).markdown).not.toMatch(/\*\*[^*]+:\*\*\s*\*\*/);
  });
});
