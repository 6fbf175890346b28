// Two wines weighed on one scale: the verdict first, from the grapes' structure, the places' climates
// or a ladder the records list in order, and no verdict where nothing orders them.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('which of two is more so', () => {
  it('reads the grapes’ structure fields', () => {
    expect(openingOf('Which has more tannin, Gamay or Cabernet Sauvignon?', 2)).toMatch(
      /cabernet sauvignon has more tannin than gamay\./,
    );
    expect(openingOf('Is Pinot Noir more tannic than Nebbiolo?', 2)).toMatch(
      /no: nebbiolo is more tannic than pinot noir\./,
    );
  });

  it('reads a ladder the records list in order', () => {
    expect(openingOf('Which is sweeter, Beerenauslese or Kabinett?', 2)).toMatch(
      /beerenauslese is sweeter than kabinett\./,
    );
    expect(openingOf('Which is drier: Extra Brut or Demi-Sec?', 2)).toMatch(/extra brut is drier than demi-sec\./);
  });

  it('gives no verdict where only the order of a sentence would decide', () => {
    expect(openingOf('Which is higher in alcohol, Port or Sherry?', 2)).not.toMatch(/higher in alcohol than/);
    expect(openingOf('Which is better, Rioja or Chianti?', 2)).not.toMatch(/better than/);
  });
});
