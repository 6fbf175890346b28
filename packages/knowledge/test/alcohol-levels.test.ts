// How strong a region's wine is: a question about its alcohol opens with the figure, not with a
// sentence on its grapes, wherever the region's records state one.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown.slice(0, 200);

describe('alcohol levels of regions', () => {
  it('opens with the alcohol of red Hermitage', () => {
    expect(opening('what alcohol level does Hermitage Syrah reach')).toMatch(/13–14\.5% abv/);
    expect(opening('how strong is red hermitage')).toMatch(/13–14\.5% abv/);
  });

  it('opens with the alcohol of Northern Rhône Syrah', () => {
    expect(opening('how much alcohol in northern rhone syrah')).toMatch(/13–14\.5% abv/);
  });
});

describe('a typical alcohol level asked of a named wine', () => {
  it('opens with the figure its record gives, not with legs on the glass', () => {
    expect(opening('What is the typical alcohol level of Moscato d’Asti?')).toMatch(/5% abv/);
    expect(opening('what is the usual alcohol strength of barolo')).toMatch(/13% abv/);
  });
});
