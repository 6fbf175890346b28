// Exam items whose options are made of the same words in other orders ("white wine from black grapes",
// "red wine from white grapes"): the option whose words stand together in the subject's own sentence.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 80);

describe('options that share their words', () => {
  it('takes the one whose words the definition puts together', () => {
    expect(
      verdict(
        "On a Champagne label, 'Blanc de Noirs' means:\nA) a red wine from white grapes\nB) a white wine from white grapes\nC) a white wine from black grapes\nD) a rosé from black grapes",
      ),
    ).toMatch(/^\*\*C — /);
    expect(
      verdict(
        'A continental climate is best described as: A) mild winters and cool summers B) cold winters and hot summers, with a wide range C) warm dry summers and mild wet winters D) humid all year round',
      ),
    ).toMatch(/^\*\*B — /);
  });
});

describe('a word denied only with a qualifier the statement does not use', () => {
  it('is no denial when the sentence says the word plainly too', () => {
    expect(verdict('True or false: Icewine is made from grapes frozen on the vine.')).toMatch(/^\*\*true\b/i);
    expect(verdict('True/False: the grapes for Icewine freeze while still hanging on the vine.')).toMatch(
      /^\*\*true\b/i,
    );
  });

  it('still denies the practice a rule bans', () => {
    expect(verdict('True or false: Icewine grapes may be frozen in a freezer after picking.')).toMatch(/^\*\*false\b/i);
  });
});

describe('a style a place’s wine is said to come in', () => {
  it('is true when the place’s styles list it, false when they do not', () => {
    expect(verdict('True or false: Vinho Verde may also be a red wine.')).toMatch(/^\*\*true\b/i);
    expect(verdict('True/False: Sancerre can be red')).toMatch(/^\*\*true\b/i);
    expect(verdict('True or false: Chablis can be red.')).toMatch(/^\*\*false\b/i);
  });
});

describe('a grape said to make wines given only as examples', () => {
  it('is false when the records tie those wines to another grape', () => {
    expect(verdict('True or false: Beaujolais crus such as Fleurie are made from Pinot Noir.')).toMatch(
      /^\*\*false\b/i,
    );
  });
});

describe('a grape’s parentage', () => {
  it('takes the parent the stem leaves out, from the grape’s record', () => {
    expect(
      verdict('Pinotage was bred by crossing Pinot Noir with: A) Syrah B) Gamay C) Cinsault D) Cabernet Sauvignon'),
    ).toMatch(/^\*\*C — /);
    expect(
      verdict(
        'Cabernet Sauvignon is the offspring of Cabernet Franc and which other grape?\nA) Merlot\nB) Sauvignon Blanc\nC) Carmenère\nD) Malbec',
      ),
    ).toMatch(/^\*\*B — /);
  });
});

describe('a hemisphere asked of the options', () => {
  it('takes the one option on that side of the equator, or off it with NOT', () => {
    expect(
      verdict(
        'Which of these wines comes from the Southern Hemisphere? A) Chianti B) Rioja C) Marlborough Sauvignon Blanc D) Mosel Riesling',
      ),
    ).toMatch(/^\*\*C — /);
    expect(
      verdict(
        'Which region is NOT in the Southern Hemisphere? A) Mendoza B) Napa Valley C) Stellenbosch D) Barossa Valley',
      ),
    ).toMatch(/^\*\*B — /);
  });
});
