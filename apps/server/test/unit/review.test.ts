import { REVIEW_AREAS } from '@sommai/shared';
import { describe, expect, it } from 'vitest';
import {
  asQuestion,
  cardFromChatAnswer,
  cardFromMissedQuestion,
  csvField,
  knowledgePack,
} from '../../src/modules/review/cards.ts';
import { newCard, rate } from '../../src/modules/review/schedule.ts';
import { streakOf } from '../../src/modules/review/service.ts';

const DAY = 86_400_000;
const start = new Date('2026-03-01T09:00:00Z');

/** Rates a card `times` times, each time when it falls due, and returns the gaps in days. */
function intervals(rating: 1 | 2 | 3 | 4, times: number): number[] {
  let card = newCard(start);
  let now = start;
  const gaps: number[] = [];
  for (let i = 0; i < times; i++) {
    card = rate(card, rating, now);
    gaps.push((card.due.getTime() - now.getTime()) / DAY);
    now = card.due;
  }
  return gaps;
}

describe('review scheduling', () => {
  it('brings a card answered Good back later than one answered Again', () => {
    const good = rate(newCard(start), 3, start);
    const again = rate(newCard(start), 1, start);
    expect(good.due.getTime()).toBeGreaterThan(again.due.getTime());
    // The same after the card has been learnt.
    let learnt = newCard(start);
    let now = start;
    for (let i = 0; i < 3; i++) {
      learnt = rate(learnt, 3, now);
      now = learnt.due;
    }
    expect(rate(learnt, 3, now).due.getTime()).toBeGreaterThan(rate(learnt, 1, now).due.getTime());
    expect(rate(learnt, 4, now).due.getTime()).toBeGreaterThan(rate(learnt, 3, now).due.getTime());
  });

  it('lets intervals grow while the answers stay Good', () => {
    const gaps = intervals(3, 6).slice(1);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1]);
    expect(gaps.at(-1)).toBeGreaterThan(30);
  });

  it('counts a lapse and shortens the interval when a learnt card is answered Again', () => {
    let card = newCard(start);
    let now = start;
    for (let i = 0; i < 4; i++) {
      card = rate(card, 3, now);
      now = card.due;
    }
    const lapsed = rate(card, 1, now);
    expect(lapsed.fsrs.lapses).toBe(1);
    expect(lapsed.due.getTime() - now.getTime()).toBeLessThan(DAY);
  });
});

describe('review cards', () => {
  it('makes a card from a missed question: the question in front, the right answer and why on the back', () => {
    const card = cardFromMissedQuestion({
      source: 'quiz',
      questionId: 'l2-regions-q3',
      question: 'Which grape is the main one of Barolo?',
      options: ['Sangiovese', 'Nebbiolo', 'Barbera', 'Dolcetto'],
      correctAnswer: 1,
      explanation: 'Barolo DOCG is made from Nebbiolo alone.',
      origin: 'quiz “Italian regions”',
      level: 2,
      area: 'regions',
    });
    expect(card.front).toBe('Which grape is the main one of Barolo?');
    expect(card.back.startsWith('Nebbiolo')).toBe(true);
    expect(card.back).toContain('Nebbiolo alone');
    expect(card.back).toContain('Source: quiz “Italian regions”');
    expect(card.sourceRef).toBe('question:l2-regions-q3');
    expect(card.tags.split(' ')).toEqual(expect.arrayContaining(['level2', 'regions']));
  });

  it('makes a card from a chat answer: the learner’s question in front, the answer’s opening and sources on the back', () => {
    const card = cardFromChatAnswer({
      messageId: 'm1',
      question: 'what grape is chablis made from',
      chatTitle: 'Chablis',
      answer:
        '**Chablis is made from Chardonnay.** It is the northernmost district of Burgundy, with a cool climate.\n\n## Styles\n\n- Petit Chablis\n- Chablis Grand Cru',
      sources: [{ title: 'Chablis' }, { title: 'Chardonnay' }],
      level: 2,
    });
    expect(card?.front).toBe('what grape is chablis made from?');
    expect(card?.back).toMatch(/^Chablis is made from Chardonnay\./);
    expect(card?.back).not.toContain('**');
    expect(card?.back).toContain('Source: SommAI chat, from Chablis, Chardonnay');
    expect(card?.sourceRef).toBe('chat:m1');
    expect(
      cardFromChatAnswer({ messageId: 'm2', question: 'hi', chatTitle: 'x', answer: '  ', sources: null, level: 1 }),
    ).toBe(undefined);
  });

  it('keeps a question mark and drops trailing punctuation when making a front', () => {
    expect(asQuestion('Tell me about Rioja.')).toBe('Tell me about Rioja?');
    expect(asQuestion('Is Sancerre white?')).toBe('Is Sancerre white?');
  });

  it('offers a knowledge pack for every level and area, each card once', () => {
    const refs = new Set<string>();
    for (const level of [1, 2, 3, 4] as const)
      for (const area of REVIEW_AREAS) {
        const pack = knowledgePack(level, area);
        expect(pack.length, `${level} ${area}`).toBeGreaterThan(3);
        for (const c of pack) {
          expect(refs.has(c.sourceRef), c.sourceRef).toBe(false);
          refs.add(c.sourceRef);
          expect(c.back).toContain('Source: SommAI knowledge base');
        }
      }
  });

  it('quotes CSV fields the way Anki reads them and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"\nthen')).toBe('"say ""hi""\nthen"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
  });

  it('counts a streak of consecutive days up to today or yesterday', () => {
    const today = new Date('2026-03-10T12:00:00Z');
    expect(streakOf(new Set(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06']), today)).toBe(3);
    expect(streakOf(new Set(['2026-03-09', '2026-03-08']), today)).toBe(2);
    expect(streakOf(new Set(['2026-03-07']), today)).toBe(0);
  });
});
