// Sunlight asked of bottles kept at home is about storing wine, not about what the vine needs.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 1, style: 'friendly' }).markdown.slice(0, 300);

describe('wine kept out of the sun', () => {
  it('is answered from storage, and the damage is named in the answer', () => {
    const q = 'why keep bottles away from direct sunlight';
    expect(opening(q)).toMatch(/dark|away from/);
    expect(opening(q)).not.toMatch(/photosynthesis/);
    expect(answer({ question: q, level: 2, style: 'friendly' }).markdown).toMatch(/light strike/);
  });

  it('still answers what the vine needs sunlight for from the vineyard', () => {
    expect(opening('why does a vine need sunlight')).toMatch(/photosynthesis/);
  });
});

describe('the wine provinces of Canada', () => {
  it('name the Niagara Peninsula with Ontario', () => {
    expect(opening('what are the main wine regions of canada')).toMatch(/Niagara/);
  });
});

describe('a bottle resealed with its own cork', () => {
  it('is a question of how long opened wine keeps', () => {
    expect(opening('I put the cork back in a bottle of Rioja two days ago. How long will it keep?')).toMatch(
      /opened bottle|once opened|days/i,
    );
  });
});

describe('a fault seen in the asker’s own bottle', () => {
  it('leads before the wine it showed in', () => {
    expect(opening('there are tiny crystals in my bottle of Sauvignon Blanc, is something wrong?')).toMatch(/tartrate/);
    expect(opening('Shiny crystals on the cork of my Chenin. Are they glass?')).toMatch(/tartrate/);
  });
});
