// FSRS scheduling of review cards (ts-fsrs): a new card's state, and the state after a rating.
import { type Card, createEmptyCard, fsrs, type Grade } from 'ts-fsrs';
import type { StoredFsrsState } from '../../db/schema.ts';

// Fuzz spreads due dates at random; without it the same history gives the same schedule.
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true });

export interface Scheduled {
  due: Date;
  fsrs: StoredFsrsState;
}

function stored(card: Card): Scheduled {
  return {
    due: card.due,
    fsrs: {
      stability: card.stability,
      difficulty: card.difficulty,
      elapsedDays: card.elapsed_days,
      scheduledDays: card.scheduled_days,
      learningSteps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      lastReview: card.last_review ? card.last_review.toISOString() : null,
    },
  };
}

/** A card never reviewed: due at once. */
export function newCard(now: Date): Scheduled {
  return stored(createEmptyCard(now));
}

/** The card's state after the learner rated it 1 (Again) … 4 (Easy) at `now`. */
export function rate(current: Scheduled, rating: 1 | 2 | 3 | 4, now: Date): Scheduled {
  const s = current.fsrs;
  const card: Card = {
    due: current.due,
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsedDays,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    last_review: s.lastReview ? new Date(s.lastReview) : undefined,
  };
  return stored(scheduler.next(card, now, rating as Grade).card);
}
