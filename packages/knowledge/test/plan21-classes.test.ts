// Classes of open questions whose answering fact did not open the answer, each asked here in
// wordings of its own.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('what sets a named place’s wines apart', () => {
  it('opens with the place’s setting, told by its climate notes', () => {
    expect(openingOf('Why are Mendoza Malbecs so highly regarded?', 3)).toMatch(/altitude/);
    expect(openingOf('What’s so distinctive about Casablanca Valley in Chile?', 3)).toMatch(/cool/);
    expect(openingOf('What makes Central Otago Pinot Noir so special?', 2)).toMatch(/continental/);
  });

  it('answers for the narrowest place named, not the country that only locates it', () => {
    const a = openingOf('Why are the wines of Salta in Argentina so unusual?', 3);
    expect(a).toMatch(/^(?:[^.!]*[.!]\s)?salta has/);
    expect(a).toMatch(/altitude/);
  });
});
