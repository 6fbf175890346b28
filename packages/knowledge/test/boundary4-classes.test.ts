// The classes the fourth boundary set showed, each asked in wordings of its own: bookings at a named
// house, a person's earnings, a year's sales and a private person's choice admitted as unknowable; a
// place's fame for a grape, a style made from a grape or a way of making that the records contradict;
// producers named with "de la" or a hyphened name no record writes whole; decanting and
// cooking in another sense steered back to wine; legs and tears read as tasting; the tastevin,
// cooking with wine and sangria's wine answered from the records. Real wine questions worded alike
// are still answered.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { admits, opening } from './eval/grade.ts';

const ask = (question: string, level: 1 | 2 | 3 | 4 = 2) => answer({ question, level, style: 'friendly' });
const admitted = (question: string) => {
  const a = ask(question);
  return a.found === false && admits(opening(a.markdown, 200));
};

describe('what only a business or a private person knows', () => {
  it('admits a booking at a named house, a restaurant too', () => {
    for (const q of [
      'Could you reserve us a table at Bistro Lafayette in Reims for Saturday?',
      'Please book me a table at the Osteria Francescana for tomorrow',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('admits earnings, salaries and one year’s sales', () => {
    for (const q of [
      'What salary does the cellar master at Krug get?',
      'How much does the owner of Vega Sicilia earn a year?',
      'How many cases of Barolo went to China last year?',
      'How many bottles of Moët were sold in Britain in 2023?',
    ])
      expect(admitted(q), q).toBe(true);
    expect(ask('How many bottles of Moët were sold in Britain in 2023?').markdown).toContain('Moët');
  });

  it('admits what a private person chose, and still suggests a wine to give someone', () => {
    for (const q of ['What Champagne does my boss drink at Christmas?', 'Which red did my uncle open at the reunion?'])
      expect(admitted(q), q).toBe(true);
    expect(admitted('What wine should I give my grandfather for his birthday?')).toBe(false);
  });
});

describe('premises the records contradict', () => {
  it('corrects a place said to be famous for a grape it does not grow, and answers a true one', () => {
    for (const q of ['Why is the Mosel known for Malbec?', 'Why is Rioja renowned for Riesling?']) {
      const a = ask(q);
      expect(a.found, q).toBe(false);
      expect(opening(a.markdown), q).toMatch(/premise/i);
    }
    const real = ask('Why is Marlborough famous for Sauvignon Blanc?');
    expect(real.found).toBe(true);
    expect(opening(real.markdown)).toMatch(/Marlborough/);
  });

  it('corrects a style said to be made from a grape its record never names', () => {
    expect(opening(ask('Why is Vin Jaune made from Chardonnay?').markdown)).toMatch(/Savagnin/);
    expect(opening(ask('Why is Tokaji Aszú made from Sauvignon Blanc?').markdown)).toMatch(/Furmint/);
    expect(ask('Why is Tokaji Aszú made from Furmint?').found).toBe(true);
  });
});

describe('ways of making and names no record holds', () => {
  it('corrects a way of making a wine that no record of the place writes, and answers a true one', () => {
    for (const q of ['Why is Barolo aged in a solera?', 'Why is Chablis aged under flor?']) {
      const a = ask(q);
      expect(a.found, q).toBe(false);
      expect(opening(a.markdown), q).toMatch(/premise/i);
    }
    expect(ask('Why is Amarone made by appassimento?').found).toBe(true);
    expect(ask('Why is Marsala aged in a solera?').found).toBe(true);
  });

  it('admits a producer named with "de la" and a hyphened name no record writes whole', () => {
    for (const q of ['What is Château de la Tour-Dorée known for?', 'Tell me about Domaine de la Combe-Argentée'])
      expect(admitted(q), q).toBe(true);
    expect(ask('Tell me about Domaine de la Romanée-Conti').found).toBe(true);
  });
});

describe('wine words in another sense', () => {
  it('steers decanting perfume, shampoo or a laboratory sample back to wine, and decants wine', () => {
    for (const q of [
      'How do I decant shampoo into smaller bottles?',
      'Should I decant the supernatant after I centrifuge my samples?',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
    expect(ask('Should I decant a young Barolo?').intent).toBe('serving');
  });

  it('steers a dish made without an ingredient back to wine, but not a wine drink made without one', () => {
    for (const q of ['How do I make a curry without coconut milk?', 'How do I bake a lemon cake without eggs?'])
      expect(ask(q).intent, q).toBe('off-topic');
    expect(ask('Can I make sangria without brandy?').intent).not.toBe('off-topic');
  });

  it('reads legs and tears on the glass as tasting, not glassware', () => {
    for (const q of [
      'Why do some wines leave slow legs on the side of the glass?',
      'What are those tears running down my wine glass?',
    ]) {
      const a = ask(q);
      expect(a.intent, q).toBe('tasting');
      expect(opening(a.markdown), q).toMatch(/alcohol/i);
    }
  });
});

describe('wine’s own tools, kitchen and drinks', () => {
  it('knows the tastevin', () => {
    for (const q of ["What's a tastevin used for?", 'Why did sommeliers wear a silver tasting cup on a chain?'])
      expect(opening(ask(q).markdown), q).toMatch(/silver/i);
  });

  it('says how much alcohol stays in a dish and which wine to cook with', () => {
    expect(opening(ask('Is the alcohol gone from a sauce after simmering the wine?').markdown)).toMatch(/left|remain/i);
    expect(opening(ask('What kind of wine should I cook with?').markdown)).toMatch(/drink/i);
  });

  it('names the Spanish red that sangria is made from', () => {
    expect(ask('Which wine makes the best sangria?').markdown).toMatch(/Garnacha|Tempranillo/);
  });
});
