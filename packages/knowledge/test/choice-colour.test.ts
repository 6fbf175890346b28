// The colour of the wine a grape is asked for ("the principal grape of red Sancerre", "white
// Hermitage") asks for a grape of that colour, as "a white grape" does; a colour every option shares
// (two black grapes in each) tells the options apart no better than none.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (question: string) => answer({ question, level: 2, style: 'sharp' }).markdown.split('\n\n')[0] ?? '';

describe('the colour of the wine asked for', () => {
  it('picks the grape of that colour', () => {
    expect(
      verdict(
        'What is the principal grape variety of red Sancerre?\nA) Sauvignon Blanc\nB) Pinot Noir\nC) Chenin Blanc\nD) Melon de Bourgogne',
      ),
    ).toMatch(/^\*\*B — Pinot Noir/);
    expect(
      verdict('Which grape is mainly used for white Hermitage?\nA) Syrah\nB) Marsanne\nC) Grenache\nD) Mourvèdre'),
    ).toMatch(/^\*\*B — Marsanne/);
  });

  it('still decides when every option has the asked colour', () => {
    expect(
      verdict(
        'Which TWO grapes lead red Rioja blends?\nA) Tempranillo and Garnacha\nB) Merlot and Malbec\nC) Syrah and Viognier\nD) Pinot Noir and Gamay',
      ),
    ).toMatch(/^\*\*A — Tempranillo and Garnacha/);
  });
});
