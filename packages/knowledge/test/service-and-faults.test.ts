// Service and fault records reached as learners ask: the glass for a style of red, a fault written as one word.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('the glass for a style of red', () => {
  it('is a wide bowl for Pinot Noir and a tall one for Cabernet', () => {
    expect(openingOf('what sort of glass suits a red Burgundy?', 2)).toMatch(/wide, balloon-like bowl/);
    expect(openingOf('best glass for a Cabernet?', 2)).toMatch(/tall bowl/);
  });
});

describe('a fault written as one word', () => {
  it('is found as the fault', () => {
    expect(openingOf('what is lightstrike in wine?', 2)).toMatch(/light/);
    expect(openingOf('what is lightstrike in wine?', 2)).toMatch(/cabbage|clear glass|riboflavin/);
  });
});

describe('vegan wine', () => {
  it('is a matter of fining agents', () => {
    expect(openingOf('can vegans drink any wine?', 1)).toMatch(/fin(ed|ing)/);
  });
});

describe('vegan food', () => {
  it('is still a pairing', () => {
    expect(openingOf('what should I pour with a vegan dinner?', 1)).toMatch(/vegetarian|vegetables/);
  });
});
