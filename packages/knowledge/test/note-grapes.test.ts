// A wine asked for by a note it smells or tastes of is answered with the grapes whose records name
// that note, in the colour asked, with the note's cause where the records give it.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string, level = 2) => answer({ question, level, style: 'friendly' }).markdown.slice(0, 400);

describe('the grapes a note points to', () => {
  it('names the grape that shows a buttery note, with its cause', () => {
    for (const q of ['any white wines that taste buttery?', 'which white grape has that buttery flavour']) {
      expect(opening(q)).toMatch(/^\S.*\*\*Chardonnay\*\*/);
      expect(opening(q)).toMatch(/malolactic/i);
    }
  });

  it('reads pepper as the spice, in the colour asked', () => {
    expect(opening('what red grape smells peppery')).toMatch(/\*\*Syrah\*\*/);
    expect(opening('what red grape smells peppery')).toMatch(/rotundone/);
    expect(opening('which white wine tastes of white pepper')).toMatch(/\*\*Grüner Veltliner\*\*/);
    expect(opening('which red grape has a pepper aroma')).not.toMatch(/Carmen[eè]re/);
  });

  it('gives the cause of petrol and the grape of gooseberry', () => {
    expect(opening('any grape that smells a bit like kerosene or petrol', 3)).toMatch(/\*\*Riesling\*\*.*TDN/s);
    expect(opening('which variety has gooseberry notes')).toMatch(/\*\*Sauvignon Blanc\*\*/);
    expect(opening('name a wine tasting of lychee and rose')).toMatch(/\*\*Gewürztraminer\*\*/);
  });

  it('reads a food after "tastes of" as the note, not a dish', () => {
    expect(opening('which grape gives wines a taste of strawberries')).toMatch(/\*\*Grenache\*\*/);
    expect(opening('some red wine that tastes a little like dark chocolate?')).toMatch(/best known for/);
    expect(opening('a white that smells of green apple, which grape is it')).toMatch(/\*\*Chardonnay\*\*/);
  });

  it('opens a note many grapes share with a classic grape', () => {
    expect(opening('which grape gives a smoky taste')).toMatch(/^\S[^*]*\*\*Pinotage\*\*/);
    expect(opening('what wine has a scent of roses')).toMatch(/\*\*Nebbiolo\*\*/);
  });

  it('leaves a named grape and a pairing alone', () => {
    expect(opening('what does riesling smell like')).toMatch(/\*\*Riesling\*\* typically tastes of/);
    expect(opening('which wine suits buttery garlic prawns')).not.toMatch(/best known for/);
    expect(opening('which red goes with peppered steak')).not.toMatch(/best known for/);
    expect(opening('what wine would you serve with strawberries and cream')).not.toMatch(/best known for/);
  });
});
