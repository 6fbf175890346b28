// A label term asked by another of its names (a former legal name, the name used in another language
// or region, another common name) finds that term, and the answer says whose name it is before the
// meaning; asked by its own name, the answer lists the other names.
import { describe, expect, it } from 'vitest';
import { answer, knowledge } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('other names of label terms', () => {
  it('finds a term by another of its names in search', () => {
    expect(knowledge.search('Buschenschank')[0]).toMatchObject({ kind: 'term', id: 'heuriger' });
    expect(knowledge.search('Vin de Table')[0]).toMatchObject({ kind: 'term', id: 'vin-de-france' });
  });

  it('answers a former legal name with the category that replaced it', () => {
    for (const q of [
      'my grandfather kept a bottle labelled vin de table, what did that mean?',
      'what category was vin de table',
    ])
      expect(openingOf(q)).toMatch(/another name for \*?\*?vin de france|vin de france/);
    for (const q of ['what does vin de pays mean on a french label', 'explain vin de pays'])
      expect(openingOf(q)).toContain('igp');
  });

  it('answers a name from another language with the term and its meaning', () => {
    for (const q of ['what does pas dosé mean on a champagne label', 'what is zero dosage fizz']) {
      const o = openingOf(q);
      expect(o).toContain('brut nature');
      expect(o).toMatch(/3 g\/l|no dosage/);
    }
    for (const q of ['what is a chacolí', 'where is chacoli made']) expect(openingOf(q)).toContain('basque');
    for (const q of ['what is a buschenschank', 'whats a buschenschank in austria'])
      expect(openingOf(q)).toMatch(/heuriger|tavern/);
  });

  it('says which term a name belongs to before the meaning', () => {
    expect(openingOf('what does DOQ stand for')).toMatch(/doq.{0,12} another name for .{0,6}doca/);
    expect(openingOf('what is a mistelle')).toMatch(/another name for .{0,6}vin de liqueur/);
  });

  it('lists the other names when the term is asked by its own name', () => {
    const a = answer({ question: 'what is brut nature champagne', level: 3, style: 'friendly' }).markdown;
    expect(a).toMatch(/Also known as/);
    expect(a).toContain('Zero Dosage');
  });
});
