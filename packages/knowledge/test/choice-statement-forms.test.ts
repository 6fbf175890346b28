// A true/false statement may open on a clause of time ("When decanting…"), and cane and spur pruning,
// pale and dark colour, are opposites a statement can confuse.
import { describe, expect, it } from 'vitest';
import { parseChoice } from '../src/choice.ts';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.split(/[.\n]/)[0];

describe('a true/false statement opening on “when …ing”', () => {
  it('is read as a statement to judge', () => {
    expect(
      parseChoice('True or false: when storing wine with a natural cork, the bottle should lie on its side.'),
    ).toMatchObject({
      kind: 'true-false',
    });
    expect(verdict('True or false: When opening sparkling wine, aim for a loud pop.')).toMatch(/^\**False/);
  });

  it('still leaves a learner’s own question alone', () => {
    expect(parseChoice('True or false: when should I decant a Vintage Port?')).toBeUndefined();
  });
});

describe('opposite ways of pruning', () => {
  it('calls a cane-pruning system a false example of spur pruning', () => {
    expect(verdict('True or false: Double Guyot is a spur-pruning system.')).toMatch(/^\**False/);
  });
});

describe('what a thing is turned into', () => {
  it('names the result rather than claiming a change of the subject', () => {
    const a = answer({
      question:
        'Which statement about malolactic conversion is true?\nA) It raises the acidity of the wine\nB) It turns malic acid into softer lactic acid\nC) It is done by yeast\nD) It adds sugar',
      level: 2,
      style: 'friendly',
    });
    expect(a.markdown.split('\n')[0]).toMatch(/^\*\*B — /);
  });
});

describe('places listed side by side', () => {
  it('are not read as one said to lie in the other', () => {
    const a = answer({
      question: 'True or false: Screw caps are widely used in Australia and New Zealand.',
      level: 2,
      style: 'friendly',
    });
    expect(a.markdown).not.toMatch(/is in New Zealand, not Australia|is in Australia, not New Zealand/);
    expect(a.markdown.split(/[.\n]/)[0]).toMatch(/^\**True/);
  });
});

describe('a comparison in the records', () => {
  it('does not contradict the same trait said outright', () => {
    const a = answer({
      question: 'True or false: Asti is a sweet, low-alcohol sparkling wine made from Muscat.',
      level: 2,
      style: 'friendly',
    });
    expect(a.markdown.split(/[.\n]/)[0]).toMatch(/^\**True/);
  });
});

describe('a wine called rich in something', () => {
  it('is false where its own record calls it low in it', () => {
    const a = answer({
      question: 'True or false: Beaujolais made from Gamay is a very tannic red.',
      level: 2,
      style: 'friendly',
    });
    expect(a.markdown.split(/[.\n]/)[0]).toMatch(/^\**False/);
  });
});

describe('done without what the records say it is done under', () => {
  it('is false', () => {
    const a = answer({ question: 'True or false: Manzanilla is aged without flor.', level: 2, style: 'friendly' });
    expect(a.markdown.split(/[.\n]/)[0]).toMatch(/^\**False/);
  });
});

describe('a living thing of another kind, a serving of another kind', () => {
  it('is false', () => {
    expect(verdict('True or false: Brettanomyces is a kind of bacteria that spoils wine.')).toMatch(/^\**False/);
    expect(verdict('Manzanilla should be served at room temperature. True or false?')).toMatch(/^\**False/);
    expect(
      verdict('True or false: copper sprays such as Bordeaux mixture are the classic cure for powdery mildew.'),
    ).toMatch(/^\**False/);
    expect(verdict('True or false: in carbonic maceration the whole bunches sit in a tank full of oxygen.')).toMatch(
      /^\**False/,
    );
  });

  it('keeps the same kind true', () => {
    expect(verdict('True or false: Brettanomyces is a yeast that can spoil wine.')).toMatch(/^\**True/);
  });
});
