// Classes left over from the studied halves of the twentieth blind and eighth boundary sets, each asked
// here in wordings of its own.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { words } from '../src/normalize.ts';

const chosen = (question: string) => answer({ question, level: 3, style: 'technical' }).markdown.split('\n')[0];

describe('a country adjective in an exam stem whose options all lie in that country', () => {
  it('narrows the field instead of tying the options', () => {
    expect(
      chosen('Which Austrian region uses the Smaragd category?\nA) Kamptal\nB) Burgenland\nC) Wachau\nD) Wien'),
    ).toMatch(/^\*\*C — Wachau/);
    expect(
      chosen(
        'Steinfeder wines come from which region of Austria?\nA) Steiermark\nB) Wachau\nC) Burgenland\nD) Carnuntum',
      ),
    ).toMatch(/^\*\*B — Wachau\.\*\* .*Steinfeder/);
    expect(
      chosen('Bocksbeutel bottles are typical of which German region?\nA) Franken\nB) Rheingau\nC) Mosel\nD) Baden'),
    ).toMatch(/^\*\*A — Franken\.\*\* .*Bocksbeutel/);
  });
});

describe('a figure written with "percent" or "per cent"', () => {
  it('reads as the same figure as one written with %', () => {
    expect(words('a 75 percent rule')).toEqual(words('a 75% rule'));
    expect(words('85 per cent of the grapes')).toEqual(words('85% of the grapes'));
  });

  it('finds the labelling rule named by its figure', () => {
    const a = answer({ question: 'What does the 85 percent rule mean on a wine label?', level: 3 }).markdown;
    expect(a.split('\n')[0]).toMatch(/85%/);
    const b = answer({ question: 'What is the 75 per cent varietal rule for US wine labels?', level: 3 }).markdown;
    expect(b.split('\n')[0]).toMatch(/75%/);
  });
});

describe('a yes-or-no question about a term that names something its meaning does not', () => {
  it('opens with the point of the term’s topic that names it', () => {
    for (const question of [
      'Do ice wine makers want botrytis on their grapes?',
      'Would an Eiswein producer be happy to see botrytis?',
    ]) {
      const first = answer({ question, level: 4 }).markdown.split('\n')[0];
      expect(first).toMatch(/no botrytis, which producers try to avoid/);
    }
  });
});

describe('a question asking for a number of grapes after naming the place', () => {
  it('asks which grapes, not for a description of the place', () => {
    const a = answer({ question: 'In Madeira, which four grapes are the noble varieties?', level: 4 });
    expect(a.intent).toBe('grape-of');
    expect(a.markdown.split('\n')[0]).toMatch(/Sercial/);
    const b = answer({ question: 'For Alsace Grand Cru, which four grapes were traditionally allowed?', level: 4 });
    expect(b.intent).toBe('grape-of');
    expect(b.markdown.split('\n')[0]).toMatch(/Riesling/);
  });
});

describe('a wine’s whole name that holds a term of the trade', () => {
  it('opens with what the records say of the whole name, not the term', () => {
    for (const question of ['Krug Clos du Mesnil - what’s that?', 'Define Krug Clos du Mesnil for me']) {
      const first = answer({ question, level: 3 }).markdown.split('\n')[0];
      expect(first).toMatch(/Clos du Mesnil is a single-vineyard blanc de blancs/);
    }
  });
});
