// Other subjects that borrow wine words or wine places (a vintage car, a claret-coloured dye, a stew gone
// tough, a wine town's famous food) are steered back to wine; a made-up step of the cellar joined by a
// hyphen ("the twin-lees fermentation") is admitted as unknown; a name that is a grape and something else
// ("a grape as well as a cheese") is described as the grape.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

const intent = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).intent;

describe('other subjects borrowing wine words', () => {
  it('are steered back to wine', () => {
    for (const q of [
      'Where can I buy vintage clothes in Bordeaux?',
      'how old does a motorbike have to be to count as vintage',
      'What shade of burgundy lipstick suits pale skin?',
      'how do I dye yarn a champagne colour',
      'Why did my coq au vin chicken turn out rubbery?',
      'What cheese is Comté famous for in the Jura?',
    ])
      expect(intent(q), q).toBe('off-topic');
  });

  it('leaves wine questions with the same words alone', () => {
    for (const q of [
      'What does vintage mean on a bottle of Port?',
      'Why is my Barolo so tough and tannic?',
      'What is Chablis famous for?',
      'Which wine goes with the cheese Burgundy is famous for?',
    ])
      expect(intent(q), q).not.toBe('off-topic');
  });
});

describe('a made-up step of the cellar', () => {
  it('is admitted as unknown', () => {
    expect(openingOf('How does twin-lees fermentation work in Rioja?')).toMatch(
      /i don't have anything on .twin-lees fermentation/,
    );
    expect(openingOf('Explain the reverse-flor ageing used for Manzanilla')).toMatch(
      /i don't have anything on .reverse-flor ageing/,
    );
  });

  it('leaves real hyphened steps to their answers', () => {
    expect(openingOf('What does whole-bunch fermentation add to Pinot Noir?')).not.toMatch(/i don't have anything/);
    expect(openingOf('How does semi-carbonic maceration work?')).not.toMatch(/i don't have anything/);
  });
});

describe('a grape that is also something else', () => {
  it('is described as the grape', () => {
    expect(openingOf('Is Pecorino a grape as well as a cheese?')).toMatch(/white grape/);
    expect(openingOf('isnt pecorino also a grape?')).toMatch(/white grape/);
  });
});
