// Serving advice written per style in a table: a wine named in a row only as another kind of it
// ("white Rioja") takes the row of the kind most people pour unless the question names that kind,
// and a region no row names takes the row naming its main grape.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('serving temperature from a table written per style', () => {
  it('does not take a row that names the wine only as another colour of it', () => {
    expect(openingOf('At what temperature do you pour a Rioja?', 2)).toMatch(/15–18 °c/);
    expect(openingOf('How warm should a glass of Rioja be when served?', 2)).not.toMatch(/oaked white/);
  });

  it('takes the row of the named colour when the question names it', () => {
    expect(openingOf('What temperature for a white Rioja?', 2)).toMatch(/10–13 °c/);
    expect(openingOf('At what temperature should white Rioja be poured?', 2)).toMatch(/10–13 °c/);
  });

  it("takes the row naming a region's main grape when no row names the region", () => {
    expect(openingOf('What temperature suits a bottle of Sancerre?', 2)).toMatch(/7–10 °c/);
    expect(openingOf('How cold should a Sancerre be when I open it?', 2)).toMatch(/7–10 °c/);
  });
});
