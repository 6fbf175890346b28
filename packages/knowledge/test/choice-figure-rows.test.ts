// Figures in a table row belong to the row's examples as much as to its first cell, and an option may
// give its figure in brackets after a few words ("well chilled (6–8 °C)") or after "at".
import { describe, expect, it } from 'vitest';
import { optionFigure } from '../src/choice-scale.ts';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.split('\n')[0];

describe('an option’s figure', () => {
  it('is read after “at” and from brackets after a description', () => {
    expect(optionFigure('at 15–18 °C')).toMatchObject({ lo: 15, hi: 18, unit: 'celsius' });
    expect(optionFigure('lightly chilled (10–12 °C)')).toMatchObject({ lo: 10, hi: 12, unit: 'celsius' });
    expect(optionFigure('Rioja (Spain)')).toBeUndefined();
    expect(optionFigure('85% of that variety')).toMatchObject({ lo: 85, hi: 85, unit: 'percent' });
  });
});

describe('a serving temperature asked of a wine the table gives as an example', () => {
  it('takes the figure of the row that names the wine, not a figure of another unit', () => {
    expect(
      verdict(
        'A Tokaji Aszú should be served:\nA) at room temperature (about 20 °C)\nB) at 13 °C\nC) well chilled (6–8 °C)\nD) at 15–18 °C',
      ),
    ).toMatch(/^\*\*C — /);
  });
});
