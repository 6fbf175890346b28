// A term that lists several label words in one name ("Costa, Entre Cordilleras, Andes", Chile's) is
// split into its words, and one of them may also name a place of the world: beside a wine region of
// another country, that word is the place, and the region answers.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown.slice(0, 400);

describe('one word of a listed label term beside another country’s region', () => {
  it('answers with the region named, not the other country’s label term', () => {
    for (const q of [
      'what role do the Andes play in Uco Valley wines',
      'does the Andes mountain range matter for Mendoza Malbec',
    ]) {
      const o = opening(q);
      expect(o).not.toMatch(/Entre Cordilleras/);
      expect(o).toMatch(/Andean foothills|foot of the Andes/);
    }
  });

  it('keeps the label term when the question is about that country’s label', () => {
    expect(opening('what does Andes mean on a Chilean label')).toMatch(/Entre Cordilleras/);
    expect(opening('what does Costa mean on a wine from Chile')).toMatch(/Pacific coast/);
  });
});
