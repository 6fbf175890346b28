// Classes of question found missing in the seventeenth round, each with wordings of its own: wine
// said the way drinkers say it, by its colour and the bottle or glass it comes in ("a bottle of
// white left in the sun"), kept on wine; a vine disease or a rootstock asked of another crop
// (mildew on cucumbers, a rootstock for a plum tree), steered back to wine; where the alcohol in
// wine comes from, answered from fermentation rather than from alcohol and health; in a true/false
// item, a practice the records ban after naming it ("machine harvesting is not allowed") makes a
// statement allowing it false, unless the ban goes on to its exceptions; "how is sweet wine made"
// asks the way of making it, not for a list of wines made so; how long a bag-in-box keeps once
// opened, weeks rather than a bottle's days; what the sediment in a red wine is, and that it is safe;
// why barrels are topped up (ullage); what a sommelier's job is, beyond the tasting exams; a known
// grape given a colour the records never give it, with a real place ("Chenin Gris de Touraine"), is
// a made-up variety, admitted as unknown; whether an opened wine has gone off, told by the signs of
// oxidation rather than by how to store wine.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { opening } from './eval/grade.ts';

const ask = (question: string, level = 2) => answer({ question, level: level as 2, style: 'friendly' });

describe('wine named by its colour and the bottle or glass', () => {
  it('keeps the question on wine', () => {
    for (const q of [
      'my bottle of red sat in the boot of the car all afternoon in the heat, still drinkable?',
      'a case of white was left by a sunny window for a week, is it damaged',
    ])
      expect(ask(q, 1).intent, q).not.toBe('off-topic');
    expect(opening(ask('a case of white was left by a sunny window for a week, is it damaged', 1).markdown)).toMatch(
      /cooked/,
    );
  });

  it('leaves another colour of something else alone', () => {
    expect(ask('where can i buy a bottle of white paint for my car', 1).intent).toBe('off-topic');
  });
});

describe('a vine disease or rootstock asked of another crop', () => {
  it('steers it back to wine', () => {
    for (const q of [
      'white powdery mildew all over my pumpkin leaves, what do i spray',
      'best rootstock to keep a plum tree small',
      'my cucumbers in the greenhouse have downy mildew',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('still answers it of the vine', () => {
    for (const q of ['what does downy mildew do to a vineyard', 'why graft vinifera onto rootstocks'])
      expect(ask(q, 3).intent, q).not.toBe('off-topic');
  });
});

describe('where the alcohol in wine comes from', () => {
  it('answers from fermentation: yeast turning sugar into alcohol', () => {
    for (const q of ['so how does wine actually get its alcohol', 'can you tell me why all wine has alcohol in it']) {
      const a = opening(ask(q, 1).markdown);
      expect(a, q).toMatch(/yeast/i);
      expect(a, q).toMatch(/sugar/i);
    }
  });
});

describe('a practice the records ban after naming it', () => {
  const chosen = (q: string) => ask(q, 3).markdown.split('\n')[0];

  it('makes a statement allowing it false', () => {
    for (const q of [
      'True or false: Grapes for Champagne may be picked by machine.',
      'True or false: In Canada icewine grapes may be frozen artificially after picking.',
    ])
      expect(chosen(q), q).toMatch(/^\*\*False/);
  });

  it('leaves a ban with exceptions to the exceptions', () => {
    expect(chosen('True/false: a rosé Champagne may be blended from red and white wine.')).toMatch(/^\*\*True/);
  });
});

describe('how a kind of wine is made', () => {
  it('answers the way, not a list of wines made so', () => {
    for (const q of ['how exactly are sweet wines made', 'how is a fortified wine made, step by step']) {
      const a = opening(ask(q, 2).markdown);
      expect(a, q).not.toMatch(/^Wines (known for|made)/);
      expect(a, q).toMatch(/sugar|spirit/);
    }
  });

  it('still lists wines when wines are asked for', () => {
    expect(opening(ask('which wines are made by carbonic maceration', 3).markdown)).toMatch(/Beaujolais/);
  });
});

describe('how long a bag-in-box keeps once opened', () => {
  it('answers in weeks, not a bottle’s days', () => {
    for (const q of [
      'how long does a bag-in-box keep once opened',
      'does boxed wine keep longer than a bottle once open',
    ])
      expect(opening(ask(q, 1).markdown), q).toMatch(/four to six weeks/);
  });

  it('still answers an opened bottle in days', () => {
    expect(opening(ask('how long will an opened bottle of merlot keep', 1).markdown)).toMatch(/2–5 days/);
  });
});

describe('sediment in a red wine', () => {
  it('says what it is and that it is harmless', () => {
    for (const q of [
      'is sediment in an old bottle of claret dangerous to drink',
      'what is the sediment at the bottom of my bottle of red',
    ]) {
      const a = opening(ask(q, 1).markdown);
      expect(a, q).toMatch(/harmless/);
      expect(a, q).toMatch(/tannins/);
    }
  });
});

describe('topping up barrels', () => {
  it('explains the air space and why it is filled', () => {
    for (const q of ['why do winemakers keep topping up their casks', 'what is ullage in a barrel']) {
      const a = opening(ask(q, 3).markdown);
      expect(a, q).toMatch(/ullage/);
      expect(a, q).toMatch(/evaporates/);
    }
  });
});

describe('what a sommelier does', () => {
  it('describes the job, not the tasting exam', () => {
    for (const q of ['so what do sommeliers actually do all day', "what's the role of the sommelier in a restaurant"])
      expect(opening(ask(q, 1).markdown), q).toMatch(/wine list/);
  });
});

describe('a known grape given a colour no record gives it, with a place', () => {
  it('is admitted as unknown', () => {
    for (const q of [
      'tell me about the grape Chenin Gris de Touraine',
      'what does Sangiovese Bianco di Montalcino taste like',
    ])
      expect(ask(q, 3).intent, q).toBe('unknown');
  });

  it('still reads a colour that is part of the grape’s own name', () => {
    for (const q of ['tell me about Grenache Noir de Roussillon', 'what is Pinot Gris de Alsace like'])
      expect(ask(q, 3).intent, q).not.toBe('unknown');
  });
});

describe('whether an opened wine has gone off', () => {
  it('answers from the signs of oxidation', () => {
    for (const q of ['signs an opened wine has gone over', 'how would i know an opened bottle has gone bad']) {
      const a = opening(ask(q, 1).markdown);
      expect(a, q).toMatch(/brown|oxid/i);
      expect(a, q).not.toMatch(/cellar/);
    }
  });

  it('still answers how long an opened bottle keeps in days', () => {
    expect(opening(ask('how long before an open bottle of rose goes bad', 1).markdown)).toMatch(/2–5 days/);
  });
});
