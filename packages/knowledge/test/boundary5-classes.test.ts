// The classes the fifth boundary set showed and their near neighbours, each asked in wordings of its
// own: beer styles by name, "vintage" said of clothes, errands in a wine place (parking, money, hiring
// bikes or cars, swimming, rides, hairdressers, souvenirs, the weather of a month), a wine place's name
// as a colour of hair, nails or a screen, grapes as children's fruit and grape hyacinths, corked bats,
// football leagues and their scorers, personal trainers, the date, sums, beer mixed with lemonade,
// oak for furniture, bullion bought as savings and what to plant in a garden, all steered back to
// wine. Real wine questions worded alike are still answered, and cocktails topped with Champagne are
// wine's own.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });
const steered = (question: string) => ask(question).intent === 'off-topic';

describe('other subjects steered back to wine', () => {
  it('steers beer styles named on their own', () => {
    for (const q of [
      'Why is a dubbel darker than a blonde?',
      'What glass should a weissbier go in?',
      'Is gueuze a kind of lambic?',
      'How long does a doppelbock keep in the fridge?',
    ])
      expect(steered(q), q).toBe(true);
  });

  it('steers vintage said of clothes, and keeps a vintage wine', () => {
    for (const q of ['Where do I find a vintage suede coat in Paris?', 'How should I wash a vintage silk blouse?'])
      expect(steered(q), q).toBe(true);
    expect(steered('How long does a vintage Champagne age on its lees?')).toBe(false);
  });

  it('steers parking, money and a month’s weather in a wine place, and keeps its wine', () => {
    for (const q of [
      'Is there a car park near the station in Reims?',
      'Where can I park a campervan overnight in Stellenbosch?',
      'Where is the nearest cash machine in Beaune?',
      'Can I change dollars into euros in Epernay?',
      'What will the weather be like in Sonoma in late November?',
    ])
      expect(steered(q), q).toBe(true);
    for (const q of ['What wines are made around Reims?', 'What is the climate like in Sonoma for Pinot Noir?'])
      expect(steered(q), q).toBe(false);
  });

  it('steers the date and bullion, and keeps a golden wine', () => {
    for (const q of [
      'What is the date today?',
      'What day is it?',
      'Should I sell my gold coins now?',
      'What is the price of silver this week?',
    ])
      expect(steered(q), q).toBe(true);
    expect(steered('Why does Sauternes turn gold as it ages?')).toBe(false);
  });

  it('steers what to plant in a garden, and keeps planting vines', () => {
    for (const q of ['Which herbs should I grow on a balcony?', 'When is the best month for planting bulbs?'])
      expect(steered(q), q).toBe(true);
    expect(steered('How far apart are vines planted in a vineyard?')).toBe(false);
  });

  it('steers hiring bikes or cars, league tables and trainers, and keeps a wine’s score', () => {
    for (const q of [
      'Can I hire an e-bike in Saint-Emilion for the afternoon?',
      'Is there car hire at Adelaide airport?',
      'Who leads the Bundesliga table right now?',
      'Who was the leading goal scorer in La Liga last season?',
      'How much does a personal trainer charge per session?',
    ])
      expect(steered(q), q).toBe(true);
    expect(steered('Which grape is the top scorer in blind tastings?')).toBe(false);
  });

  it('steers swimming, rides, hairdressers and souvenirs in a wine place, and keeps a wine to bring home', () => {
    for (const q of [
      'Can I swim in the lake near Neuchâtel in June?',
      'Is there Uber in Mendoza?',
      'Is there a good hairdresser in Beaune?',
      'What souvenirs should I buy in Porto?',
    ])
      expect(steered(q), q).toBe(true);
    expect(steered('Which Tuscan wine travels well in a suitcase?')).toBe(false);
  });

  it('steers a wine place’s name used for hair, nails or a screen colour, and keeps a dish’s colour', () => {
    for (const q of [
      'Should I dye my hair Bordeaux red for the winter?',
      'Does Burgundy nail polish suit pale skin?',
      'What is the hex code for a Burgundy shade on my website?',
    ])
      expect(steered(q), q).toBe(true);
    for (const q of [
      'What wine goes with a lipstick-red beetroot salad?',
      'My Barbera smells like nail polish remover, is it faulty?',
      'Which grapes make up a red Burgundy?',
    ])
      expect(steered(q), q).toBe(false);
  });

  it('steers grapes for children and grape hyacinths, corked bats and bottle banks, and keeps wine grapes', () => {
    for (const q of [
      'Can I give grapes to my kids as a snack?',
      'How do I keep grape hyacinths from taking over the lawn?',
      'How do you cork a cricket bat?',
      'Where is the nearest bottle bank to recycle glass?',
    ])
      expect(steered(q), q).toBe(true);
    expect(steered('Are grapes for wine different from table grapes?')).toBe(false);
  });

  it('steers sums, beer mixed drinks and oak for furniture, and keeps a wine’s numbers and its oak', () => {
    for (const q of [
      'What is 12 percent of 250?',
      'What is 7 times 8?',
      'Which radler has the least sugar?',
      'Is a shandy half beer and half lemonade?',
      'Which oak for a coffee table lasts longest?',
    ])
      expect(steered(q), q).toBe(true);
    for (const q of [
      'What is 13.5% alcohol in a wine?',
      'How many glasses of wine are in 75 cl?',
      'What does new oak do to a Chardonnay?',
    ])
      expect(steered(q), q).toBe(false);
  });

  it('answers cocktails topped with Champagne from the records', () => {
    for (const q of ['Which bubbly do bartenders pour into a French 75?', 'How is a Champagne cocktail made?']) {
      const a = ask(q);
      expect(a.intent, q).not.toBe('off-topic');
      expect(a.markdown.slice(0, 300), q).toContain('Champagne');
      expect(a.markdown.slice(0, 300), q).toMatch(/gin|bitters/);
    }
  });
});
