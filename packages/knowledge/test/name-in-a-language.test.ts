// A grape asked "in" a language, with no "called": "Mourvèdre in Spanish?", "Pinot Noir in German"
// asks the name the grape goes by where that language is spoken, and that name leads the answer.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('a grape asked in a language', () => {
  it('leads with its name in that country', () => {
    for (const [q, name] of [
      ['pinot gris in italian?', 'pinot grigio'],
      ['mourvedre in spanish is', 'monastrell'],
      ['Pinot Blanc in German', 'weissburgunder'],
    ])
      expect(openingOf(q, 3), q).toContain(name);
  });

  it('leaves a language word before other words alone', () => {
    expect(openingOf('riesling in german wine law', 3)).not.toContain('is called');
  });
});

describe('the grape behind another name', () => {
  it('opens with the grape the name belongs to, and where the name is used', () => {
    expect(openingOf('What grape is known as Shiraz in Australia?', 2)).toMatch(
      /^[^.]*\bshiraz is the name used in australia for syrah\b/,
    );
    expect(openingOf('Which grape is called Tinta Roriz in the Douro?', 2)).toMatch(
      /^[^.]*\btinta roriz is the name used in the douro for tempranillo\b/,
    );
  });
});
