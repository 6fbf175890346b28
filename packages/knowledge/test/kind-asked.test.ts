// A grape or a country asked for by what is true of it, with none named, is answered by the record
// whose own sentence says it, not by a theory topic that shares a word.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

/** The answer's first sentence after its greeting. */
const lead = (q: string, level: 1 | 2 | 3 | 4) => openingOf(q, level).split(/(?<=[.!?]) /)[1] ?? '';

describe('a record asked for by what its own sentence says', () => {
  it('names the grape planted most widely', () => {
    expect(lead('which grape is planted most widely in the world?', 2)).toMatch(/cabernet sauvignon/);
  });

  it('names every country the records say it of, the better known first', () => {
    expect(lead('which country has never been reached by phylloxera?', 3)).toMatch(/chile/);
    expect(openingOf('which country has never been reached by phylloxera?', 3)).toMatch(/cyprus/);
  });

  it('names the place asked for by where something is', () => {
    expect(lead('where is the oldest known evidence of winemaking?', 2)).toMatch(/georgia/);
  });

  it('leaves a question that names its place to that place', () => {
    expect(lead('which grape is most planted in South Africa?', 2)).toMatch(/chenin/);
  });
});
