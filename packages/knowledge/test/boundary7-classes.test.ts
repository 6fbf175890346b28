// The classes the seventh boundary set showed, each asked in wordings of its own: a real place given a
// rank or a colour its record never gives it, a real grape given a colour it cannot make, and a
// measure of the land itself (a mountain's height, a lake's depth, the countries a river crosses) or
// of a creature's size. Real ranks, colours and wine questions about the same places are still answered.
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

describe('a real place with a rank or a colour its record never gives it', () => {
  it('admits a made-up rank and offers the real place', () => {
    for (const [q, place] of [
      ['How is Barbaresco Gran Selezione made?', 'Barbaresco'],
      ['Describe a bottle of Volnay Grand Cru Supérieur.', 'Volnay'],
    ]) {
      expect(admitted(q), q).toBe(true);
      expect(ask(q).markdown, q).toContain(`**${place}**`);
    }
  });

  it('admits a colour the place does not make', () => {
    for (const q of ['Is Chablis Rosso worth trying?', 'What should I eat with Condrieu Rosé?'])
      expect(admitted(q), q).toBe(true);
  });

  it('answers the ranks and colours the law has', () => {
    for (const q of [
      'Tell me how Chianti Classico Gran Selezione is aged',
      'Is Rioja Gran Reserva always oaked?',
      'Is Soave Classico Superiore a sweet wine?',
      'Is Sancerre Rouge light?',
    ]) {
      const a = ask(q);
      expect(a.intent, q).not.toBe('off-topic');
      expect(admits(a.markdown.slice(0, 200)), q).toBe(false);
    }
  });
});

describe('a real grape with a colour it cannot make', () => {
  it('admits the coloured name and offers the grape', () => {
    for (const [q, grape] of [
      ['Where is Syrah Bianco made?', 'Syrah'],
      ['What is Gewürztraminer Rosso like?', 'Gewürztraminer'],
    ]) {
      expect(admitted(q), q).toBe(true);
      expect(ask(q).markdown, q).toContain(`**${grape}**`);
    }
  });

  it('answers a black grape’s rosé and a coloured variety the records hold', () => {
    for (const q of ['Is Pinot Noir Rosé sweet?', 'Where is Grenache Blanc grown?']) {
      const a = ask(q);
      expect(admits(a.markdown.slice(0, 200)), q).toBe(false);
      expect(a.intent, q).not.toBe('off-topic');
    }
  });
});

describe('a measure of the land or of a creature’s size', () => {
  it('steers heights, depths, record rivers and lakes, and a river’s countries back to wine', () => {
    for (const q of [
      'How tall is the Matterhorn?',
      'Which is the deepest lake in Italy?',
      'Which countries does the Danube run through?',
      'How big does a Saint Bernard puppy get?',
      'When was the Eiffel Tower built?',
    ])
      expect(steered(q), q).toBe(true);
  });

  it('answers the altitude of vineyards and the wines and rivers of wine places', () => {
    for (const q of [
      'How high are the vineyards of Salta?',
      'How high is the Wachau above sea level?',
      'Which wines are made along the Rhine?',
      'What river runs through the Mosel?',
    ])
      expect(steered(q), q).toBe(false);
  });
});
