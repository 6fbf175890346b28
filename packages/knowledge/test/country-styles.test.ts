// "Which French regions make crémant?": a country's places asked for a style made there are named by
// the style's own record, so the style leads rather than the country's profile; a grape asked of a
// country's regions still leads with that country's regions for it.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown.slice(0, 400);

describe('the regions of a country that make a style', () => {
  it('opens with the style’s record, which names its places', () => {
    expect(opening('in which French areas is crémant produced')).toMatch(/Alsace.*Loire|Loire.*Alsace/);
    expect(opening('which German regions make Eiswein')).toMatch(/Eiswein/);
    expect(opening('which German regions make Eiswein')).not.toMatch(/wine-producing country/);
  });

  it('still answers a grape asked of a country’s regions with those regions', () => {
    expect(opening('which South African region is famous for Pinotage')).toMatch(/Stellenbosch/);
  });
});
