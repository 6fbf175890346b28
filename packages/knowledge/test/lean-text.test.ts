// The text helpers every answer leans on, written for speed, still read text as the plain definitions
// do: folding letter by letter equals decomposing the whole text, the reused distance rows give the
// textbook distance, and word reading keeps its rewritings.
import { describe, expect, it } from 'vitest';
import { editDistance, fold, words } from '../src/normalize.ts';

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/** The definition: lower case, the whole text decomposed, marks dropped, ligatures spelt out. */
function foldWhole(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c);
}

/** The definition: optimal string alignment distance over a full table. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

describe('folding', () => {
  it('matches decomposing the whole text, accents, ligatures, marks typed apart and wide letters alike', () => {
    const texts = [
      'Grüner Veltliner from the Wachau',
      'Côte-Rôtie and Châteauneuf-du-Pape',
      'Bodega Cœur, Weißburgunder, Øresund, Łódź',
      'Rose\u0301 typed with a separate accent',
      'A 🍷 glass of Moscato d’Asti',
      'ÀÉÎÕÜ ÇÑ ÅÆ',
      'plain ascii text',
    ];
    for (const t of texts) expect(fold(t)).toBe(foldWhole(t));
  });

  it('gives the plain name of an accented one', () => {
    expect(fold('Gewürztraminer')).toBe('gewurztraminer');
    expect(fold('Mâcon-Villages')).toBe('macon-villages');
  });
});

describe('edit distance', () => {
  it('equals the full table within the bound and says "past it" beyond', () => {
    const pairs: [string, string][] = [
      ['chardonay', 'chardonnay'],
      ['tempranilo', 'tempranillo'],
      ['moirllon', 'morillon'],
      ['syrah', 'shiraz'],
      ['nebbiolo', 'nebiolo'],
      ['grenache', 'garnacha'],
      ['a-much-longer-word-than-the-rows-first-kept', 'a-much-longer-word-than-the-rows-first-kep'],
    ];
    for (const [a, b] of pairs)
      for (const max of [1, 2, 3]) {
        const d = distance(a, b);
        const got = editDistance(a, b, max);
        if (d <= max) expect(got).toBe(d);
        else expect(got).toBeGreaterThan(max);
      }
  });
});

describe('word reading', () => {
  it('keeps the tasting scale, percentages and ampersands as words', () => {
    expect(words('Acidity medium(+), tannin medium(-)')).toEqual([
      'acidity',
      'medium',
      'plus',
      'tannin',
      'medium',
      'minus',
    ]);
    expect(words('At least 85 per cent of the grape & 12 pct alcohol')).toEqual([
      'at',
      'least',
      '85',
      'of',
      'the',
      'grape',
      '&',
      '12',
      'alcohol',
    ]);
    expect(words('Screw caps or a screw-cap')).toEqual(['screwcaps', 'or', 'a', 'screwcap']);
  });
});
