// A name the learner sets aside ("besides Rioja", "other than Sangiovese") is what they already know:
// the answer opens with the rest.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('a place set aside when asking where a grape grows', () => {
  it('opens with the grape’s other places, leaving out the place and the places within it', () => {
    const tempranillo = openingOf('Where else is Tempranillo important, apart from Rioja?', 2);
    expect(tempranillo).toMatch(/^[a-z!'. ]*besides rioja, tempranillo is best known in ribera del duero/);
    expect(tempranillo.split('.')[0]).not.toMatch(/rioja alta/);
    const pinot = openingOf('Other than Burgundy, which regions are known for Pinot Noir?', 2);
    expect(pinot).toMatch(/besides burgundy, pinot noir is best known in/);
    expect(pinot.slice(0, pinot.indexOf('.', 40))).not.toMatch(/cote de nuits|côte de nuits/);
  });
});

describe('a grape set aside when asking a place’s grapes', () => {
  it('names the place’s other grapes first', () => {
    expect(openingOf('Aside from Malbec, which varieties are planted in Argentina?', 2)).toMatch(
      /besides malbec, the grapes of argentina are [^.]*\btorront/,
    );
  });
});

describe('how long a label term keeps', () => {
  it('lists what the term’s meaning says of its ageing', () => {
    const a = answer({ question: 'How long can I cellar a Vintage Port?', level: 2, style: 'friendly' });
    expect(a.markdown).toMatch(/Vintage Port ages for decades in bottle/);
  });
});
