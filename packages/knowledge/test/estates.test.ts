// Bordeaux's classed growths and leading Right Bank estates are places within their appellations:
// asked by name, with or without "Château", the answer places the estate and gives its rank.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('estates within their appellations', () => {
  it('places an estate named with its Château', () => {
    expect(openingOf('where is château ducru-beaucaillou')).toContain('saint-julien');
    expect(openingOf('which appellation does chateau montrose belong to')).toContain('saint-estèphe');
  });

  it('places an estate named without its Château', () => {
    expect(openingOf('tell me about pontet-canet')).toContain('pauillac');
    expect(openingOf('what is la mission haut-brion')).toContain('pessac-léognan');
  });

  it('gives the rank the estate holds', () => {
    expect(openingOf('how is pichon baron ranked')).toContain('second growth');
    expect(openingOf('château suduiraut, what level in 1855?')).toMatch(/first growth|premier cru/);
  });

  it('leaves an everyday word after Château to its own sense', () => {
    expect(openingOf('what is a canon in music')).not.toContain('saint-émilion');
  });
});
