import { describe, expect, it } from 'vitest';
import { isEnglishWord } from '../src/dictionary.ts';
import { answer, search, understand } from '../src/index.ts';
import { root } from '../src/normalize.ts';

describe('names versus ordinary words', () => {
  it('knows ordinary English words and their plurals, not invented names', () => {
    expect(isEnglishWord('equipment')).toBe(true);
    expect(isEnglishWord('critics')).toBe(true);
    expect(isEnglishWord('zorbignac')).toBe(false);
    expect(isEnglishWord('tempranillo')).toBe(false);
  });

  it('never reads an everyday word as the grape or region it resembles', () => {
    for (const q of ['What press should I buy for my cellar?', 'Which critic writes about wine?']) {
      const u = understand(q);
      expect(u.subjects.filter((s) => s.kind === 'grape' || s.kind === 'region' || s.kind === 'term')).toEqual([]);
    }
  });

  it('still forgives misspelt names', () => {
    expect(search('Chardonay')[0]?.id).toBe('chardonnay');
    expect(understand('what does Tempranilo taste like?').subjects[0]?.id).toBe('tempranillo');
  });

  it('still matches names that are also English words, exactly', () => {
    expect(understand('How is Sherry made?').subjects.some((s) => s.id.includes('sherry'))).toBe(true);
    expect(understand('What grape is Chablis made from?').subjects[0]?.id).toBe('chablis');
  });
});

describe('stemmer', () => {
  it('keeps age, ages, aged and ageing together', () => {
    const r = root('age');
    for (const w of ['ages', 'aged', 'ageing', 'aging']) expect(root(w)).toBe(r);
  });

  it('meets a plural in -ves with its singular only where English forms it from -f', () => {
    expect(root('leaves')).toBe(root('leaf'));
    expect(root('halves')).toBe(root('half'));
    expect(root('olives')).toBe(root('olive'));
    expect(root('reserves')).toBe(root('reserve'));
  });

  it('meets a place word with its adjective', () => {
    expect(root('volcanic')).toBe(root('volcano'));
    expect(root('coastal')).toBe(root('coast'));
  });

  it('meets a tasting adjective, and "faulty", with the thing it is made from', () => {
    for (const [adjective, noun] of [
      ['peppery', 'pepper'],
      ['buttery', 'butter'],
      ['chalky', 'chalk'],
      ['honeyed', 'honey'],
      ['faulty', 'fault'],
    ])
      expect(root(adjective)).toBe(root(noun));
  });

  it('answers a true-or-false claim of a fault with the records\' "not a fault"', () => {
    const a = answer({
      question: 'True or false: tartrate crystals on the cork mean the wine is faulty.',
      level: 2,
      style: 'friendly',
    });
    expect(a.markdown).toMatch(/^\*\*False/);
  });

  it('keeps oak and sweet families together', () => {
    expect(root('oaked')).toBe(root('oak'));
    expect(root('oaky')).toBe(root('oak'));
    expect(root('sweetness')).toBe(root('sweet'));
  });
});
