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
