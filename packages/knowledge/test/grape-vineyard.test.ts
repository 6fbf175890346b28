// A trait of the vine asked yes or no of one grape: its own vineyard notes answer, then a clause of the
// records naming it with the trait; where none does, the answer says so.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('a vine’s trait asked of one grape', () => {
  it('opens with the grape’s own vineyard note', () => {
    expect(openingOf('Does Cabernet Sauvignon bud early or late?', 2)).toMatch(
      /cabernet sauvignon in the vineyard — buds late and ripens late/,
    );
    expect(openingOf('Is Pinot Noir a thin-skinned grape?', 2)).toMatch(/pinot noir in the vineyard — thin skins/);
  });

  it('does not take a clause about another grape for this one', () => {
    expect(openingOf('Is Grenache prone to frost damage?', 2)).not.toMatch(/grenache gris/);
  });

  it('says when the records are silent instead of profiling the grape', () => {
    expect(openingOf('Is Albariño a drought-tolerant vine?', 2)).toMatch(
      /^[a-z!'. ]*my notes on albari.{1,2}o say nothing about how it copes with drought/,
    );
  });
});
