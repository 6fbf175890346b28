// Wines compared by their colour open with how each colour is made: the skins fermented with the
// juice, pressed off before, or left in contact briefly.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('wine colours compared', () => {
  it('opens with how each colour is made', () => {
    const a = openingOf('Can you tell me how white wines differ from red wines?', 1);
    expect(a).toMatch(/white wine:.*pressed off the skins/);
    expect(a).toMatch(/red wine:.*fermented together with the skins/);
    expect(openingOf('pink wine or white wine - what is the difference', 2)).toMatch(/rosé:.*brief skin contact/);
  });

  it('leaves a named wine of two colours to its own record', () => {
    expect(openingOf('What is the difference between red and white Rioja?', 2)).not.toMatch(
      /red wine: red wine gets its colour/,
    );
  });
});
