// True-or-false statements on where a wine matures: ageing in wood (casks, barrels) and ageing in
// bottle are opposites, so a statement putting a wood-aged style in bottle is false, and the subject's
// own item of a list sentence ("ruby styles … in bottle, and tawny styles … in casks") decides, not
// its neighbour's. A list of keywords states nothing and contradicts nothing.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (question: string) => answer({ question, level: 2, style: 'sharp' }).markdown.slice(0, 12);

describe('wood against bottle', () => {
  it('finds a wood-aged style placed in bottle false', () => {
    expect(verdict('True or false: Tawny Port matures in bottle.')).toMatch(/False/);
    expect(verdict('Colheita Port matures in bottle rather than cask. True or false?')).toMatch(/False/);
  });

  it('keeps true statements of wood ageing true', () => {
    expect(verdict('True or false: Tawny Port is aged oxidatively in wood.')).toMatch(/True/);
    expect(verdict('True or false: Colheita is aged in wood.')).toMatch(/True/);
  });
});
