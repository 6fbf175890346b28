// The place at one end of a country's scale, told by the sentence of the country's records that says so.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('a country’s warmest, coolest, largest or most northerly region', () => {
  it('opens with the sentence that ranks the place within the country', () => {
    expect(openingOf("What is Germany's biggest wine region?", 2)).toMatch(
      /^[a-z!'. ]*rheinhessen is germany.s largest/,
    );
    expect(openingOf('Where is the coldest wine region of Australia?', 2)).toMatch(/tasmania[^.]*australia.s coolest/);
    expect(openingOf('Name the northernmost wine region in France.', 2)).toMatch(
      /champagne is france.s most northerly/,
    );
  });

  it('leaves a country with no such sentence to its profile', () => {
    expect(openingOf('What is the hottest wine region in Spain?', 2)).toMatch(/spain is a wine-producing country/);
  });
});
