import { describe, expect, it } from 'vitest';
import { tidy } from '../src/tidy.ts';

describe('tidy', () => {
  it('drops a bracket that only repeats the name with its accents', () => {
    expect(tidy('Try Gewurztraminer (Gewürztraminer) with it.')).toBe('Try Gewurztraminer with it.');
    expect(tidy('**Gruner Veltliner** (**Grüner Veltliner**) is Austrian.')).toBe('**Gruner Veltliner** is Austrian.');
  });

  it('keeps brackets that add something', () => {
    expect(tidy('Syrah (Shiraz) is spicy.')).toBe('Syrah (Shiraz) is spicy.');
    expect(tidy('Rioja (Spain) and Chablis (France).')).toBe('Rioja (Spain) and Chablis (France).');
  });

  it('removes spaces before punctuation and doubled stops', () => {
    expect(tidy('With Thai food , try Riesling .')).toBe('With Thai food, try Riesling.');
    expect(tidy('Acidity is high..  Tannin is low.')).toBe('Acidity is high. Tannin is low.');
    expect(tidy('Wait for it...')).toBe('Wait for it...');
  });

  it('leaves tables and list markers alone', () => {
    const table = '| a | b |\n| --- | --- |\n| x , y | z |';
    expect(tidy(table)).toBe(table);
    expect(tidy('- one\n  - two ,three')).toBe('- one\n  - two, three');
  });
});

describe('plain words at level 1', () => {
  it('explains jargon where it first appears, once, and not the term asked about', async () => {
    const { explainJargon } = await import('../src/glossary.ts');
    const out = explainJargon('Barolo is an appellation with firm tannin. More tannin here.', 'What is Barolo?');
    expect(out).toMatch(/appellation \(a legally protected/);
    expect(out).toMatch(/firm tannin \(the drying/);
    expect(out.match(/\(the drying/g)?.length).toBe(1);
    expect(explainJargon('Tannin is drying.', 'what is tannin?')).toBe('Tannin is drying.');
    expect(explainJargon('An AOC wine; a taoc word.', '')).toMatch(/AOC \(a French protected/);
  });

  it('puts no bracket inside a bracket: a term within an expansion or aside is left as written', async () => {
    const { explainJargon } = await import('../src/glossary.ts');
    const line = 'DOP (Denominação de Origem Protegida, the appellation tier) covers Dão.';
    expect(explainJargon(line, 'what is DOP?')).toBe(line);
    // The same term outside the brackets is still explained.
    expect(explainJargon('Dão (in Portugal) is an appellation.', '')).toMatch(/appellation \(a legally/);
  });
});

describe('a term already said in plain words', () => {
  it('gets no second explanation in brackets', async () => {
    const { explainJargon } = await import('../src/glossary.ts');
    const text = 'Its sweetness is residual sugar, the grape sugar that was left unfermented.';
    expect(explainJargon(text)).toBe(text);
    expect(explainJargon('It has residual sugar and little else.')).toMatch(/residual sugar \(/);
  });
});
