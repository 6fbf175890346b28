// The classes the eighth boundary set showed, each asked in wordings of its own: a clone, a rootstock or
// a wine law called by a name the records never write; an act of law or rank asked a date for that no
// record tells; a sale or a shop's stock of yesterday or today; a place's real rank read from inside a
// longer name ("… della Valpolicella Riserva"); and other subjects that borrow wine's names or words
// (a creature's life, how a food is made, a colour for clothes, a baking agent, a shop or a car).
// The real selections, laws, events and ranks the records tell are still answered.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { admits } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });
const steered = (question: string) => ask(question).intent === 'off-topic';
/** Admitted as not known, with no neighbour's profile standing in before the admission. */
const admitted = (question: string) => {
  const a = ask(question);
  return a.intent !== 'off-topic' && admits(a.markdown.slice(0, 200));
};
/** Answered as wine, with no admission in its opening. */
const answered = (question: string) => {
  const a = ask(question);
  return a.intent !== 'off-topic' && a.found && !admits(a.markdown.slice(0, 200));
};

describe('a clone or rootstock the records never name', () => {
  it('admits a made-up selection, before or after its kind', () => {
    for (const q of [
      'Is the Bluestone clone of Merlot worth planting?',
      'How vigorous is the Castellane 17 rootstock?',
      'Which Syrah rootstock is known as Tournon 5?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('answers the selections the records name', () => {
    for (const [q, fact] of [
      ['Where did the Pommard clone get its name?', 'Pommard'],
      ['Why is the Wente clone important in California?', 'Wente'],
      ['Is 1103 Paulsen a drought-tolerant rootstock?', 'drought'],
    ]) {
      expect(answered(q), q).toBe(true);
      expect(ask(q).markdown, q).toContain(fact);
    }
  });
});

describe('a wine law called by a name the records never write', () => {
  it('admits a made-up law and offers the place', () => {
    for (const q of [
      'What does the Rioja Barrel Act demand of growers?',
      'What did the Chablis vineyard reform of 1958 decide?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('answers the laws the records date', () => {
    for (const q of [
      'Why was the French appellation law of 1935 passed?',
      'What changed with the German wine law of 1971?',
    ])
      expect(answered(q), q).toBe(true);
  });
});

describe('an act of law or rank asked a date for that no record tells', () => {
  it('admits the event rather than describing the places', () => {
    for (const q of [
      'When did Rioja outlaw Garnacha?',
      'In what year was Château Lafite Rothschild demoted?',
      'When did Spain abolish the DOCa?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('answers the events the records tell', () => {
    for (const q of ['In which year was Mouton Rothschild promoted?', 'When did Brunello di Montalcino become a DOCG?'])
      expect(answered(q), q).toBe(true);
  });
});

describe('a sale or a stock of yesterday or today', () => {
  it('admits it cannot know', () => {
    for (const q of [
      'How many bottles of Sancerre did the bistro sell last night?',
      'Is Barolo 2016 in stock near me?',
    ])
      expect(admitted(q), q).toBe(true);
  });
});

describe('a real rank read from inside a longer name', () => {
  it('answers the rank the whole name has', () => {
    for (const q of [
      'How long is Amarone della Valpolicella Riserva aged?',
      'Is Vino Nobile di Montepulciano Riserva oaked?',
    ])
      expect(answered(q), q).toBe(true);
  });

  it('still admits a made-up place joined the same way', () => {
    expect(admitted('What does Quinta do Vesúvio Trelanza make?')).toBe(true);
  });
});

describe('other subjects that borrow wine names or words', () => {
  it('steers a creature’s life and keeping', () => {
    for (const q of [
      'Do Dogue de Bordeaux puppies need much exercise?',
      'How many eggs a week does a Bresse hen lay?',
      'Are Charolais cattle good for beginners to raise?',
    ])
      expect(steered(q), q).toBe(true);
  });

  it('steers how a food is made', () => {
    for (const q of ['How is Comté cheese produced?', 'What is Bayonne ham made from?'])
      expect(steered(q), q).toBe(true);
  });

  it('steers a colour for clothes, a baking agent, a shop and a car', () => {
    for (const q of [
      'Which shoes go with a burgundy-coloured suit?',
      'Can lemon juice replace cream of tartar?',
      'Where is the closest Napa auto parts branch?',
      'What is the towing capacity of a GMC Sonoma?',
    ])
      expect(steered(q), q).toBe(true);
  });

  it('takes a breed or an origin before a food as the dish, not an unknown wine', () => {
    for (const q of ['Which red goes with Galloway beef?', 'What should I pour with Limousin veal?'])
      expect(answered(q), q).toBe(true);
  });

  it('answers the wine questions beside them', () => {
    for (const q of [
      'Which Burgundy suits roast Bresse chicken?',
      'What wine should I serve with Comté?',
      'What is Bull’s Blood known for?',
      'Are the crystals in my wine cream of tartar?',
    ])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});
