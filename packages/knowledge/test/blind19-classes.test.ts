// Classes found in the nineteenth round's studied questions, each asked here in wordings of its own.
import { describe, expect, it } from 'vitest';
import { asksCause } from '../src/facts.ts';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('a cause asked after some context', () => {
  it('is read as a "why" question', () => {
    expect(asksCause('I loved a Salta Malbec last night, what makes it taste so intense?')).toBe(true);
    expect(asksCause('The Eden Valley sits next to the Barossa, so why is it cooler?')).toBe(true);
    expect(asksCause('Mendoza is a desert, how does it manage to keep any acidity?')).toBe(true);
    expect(asksCause('What does Clare Riesling taste like?')).toBe(false);
  });

  it('opens with the place’s climate reason', () => {
    expect(openingOf('Mendoza is basically a desert, so why are its Malbecs still fresh?')).toMatch(/altitude/);
    expect(openingOf('Sta. Rita Hills is down near Los Angeles, how can it be cool enough for Pinot?')).toMatch(
      /pacific|ocean|wind/,
    );
  });
});

describe('a colour described the way a wine is', () => {
  it('is wine, not another subject', () => {
    expect(answer({ question: 'Why did my dry white go flat next to the lemon tart?', level: 2 }).intent).not.toBe(
      'off-topic',
    );
    expect(answer({ question: 'Is a sweet red ok with a chocolate brownie?', level: 2 }).intent).not.toBe('off-topic');
  });

  it('leaves vegetables and clothes alone', () => {
    expect(answer({ question: 'How do I roast sweet red peppers?', level: 2 }).intent).toBe('off-topic');
  });
});

describe('a wine reported to clash with a dish', () => {
  it('opens with the principle of the clash', () => {
    const a = openingOf('My Cabernet tasted really harsh and bitter with the chocolate mousse, why?', 2);
    expect(a).toMatch(/sweetness in food/);
    expect(a).toMatch(/at least as sweet/);
    const b = openingOf('Why did the Chablis taste sour and thin next to my lemon meringue pie?', 2);
    expect(b).toMatch(/sweet/);
    expect(b).not.toMatch(/^(\S+ ){0,3}yes/);
  });

  it('is a pairing question, not a lesson in tasting', () => {
    expect(answer({ question: 'Why did my Merlot taste bitter with the chocolate mousse?', level: 2 }).intent).toBe(
      'pairing',
    );
  });
});

describe('exam options written a. b. c. on one line', () => {
  it('are read as options and the right letter is chosen', () => {
    const a = answer({
      question:
        'Which Australian region is famed for Cabernet grown on terra rossa? a. Hunter Valley b. Coonawarra c. Yarra Valley',
      level: 3,
    });
    expect(a.intent).toBe('choice');
    expect(a.markdown.split('\n\n')[0]).toMatch(/\bb\b.*Coonawarra/i);
    const b = answer({
      question: 'Which grape is Rías Baixas known for? a. Albariño b. Mencía c. Monastrell d. Bobal',
      level: 2,
    });
    expect(b.intent).toBe('choice');
    expect(b.markdown.split('\n\n')[0]).toMatch(/\ba\b.*Albariño/i);
  });
});

describe('a name introduced by its category', () => {
  it('is admitted as unknown when no record holds it', () => {
    for (const q of [
      'Has the Sonoma winery Maple Hollow Ridge ever won a gold medal?',
      'What grapes grow in the Argentine valley Cerro Tordillo?',
      'Is the Portuguese DOC Vale da Raposeira any good?',
    ]) {
      const a = answer({ question: q, level: 3 });
      expect(a.found).toBe(false);
    }
  });

  it('leaves a known name after its category alone', () => {
    expect(answer({ question: 'What is the Chilean valley Casablanca known for?', level: 3 }).found).toBe(true);
    expect(answer({ question: 'Tell me about the Spanish DO Rías Baixas', level: 3 }).found).toBe(true);
  });
});

describe('a phrase asked in another language', () => {
  it('is steered back to wine when no wine word is in it', () => {
    expect(answer({ question: 'How would I say good night in Spanish?', level: 1 }).intent).toBe('off-topic');
    expect(answer({ question: 'how do you say happy birthday in German', level: 2 }).intent).toBe('off-topic');
  });

  it('keeps a wine word asked in another language on wine', () => {
    expect(answer({ question: 'How do you say sweet wine in Italian?', level: 2 }).intent).not.toBe('off-topic');
  });
});

describe('a fault named by its participle', () => {
  it('reaches the fault, not the vineyard’s weather', () => {
    for (const q of [
      'Could the bottles I kept in the loft all summer be heat damaged?',
      'What are the signs a bottle got heat-damaged in transit?',
    ]) {
      expect(openingOf(q)).toMatch(/cork|stewed|jammy|cooked/);
    }
  });
});
