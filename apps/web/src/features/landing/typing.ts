// The headline's typing loop as plain data, so the React page and the prerendered landing page's
// own small script type it the same way.
import { HEADLINE_PHRASES, TIMINGS } from '@sommai/shared';

export interface TypingTimings {
  charMs: number;
  pauseAtFullMs: number;
  deleteCharMs: number;
  beforeNextMs: number;
}

export interface TypingState {
  index: number;
  length: number;
  phase: 'typing' | 'deleting';
}

export const TYPING_START: TypingState = { index: 0, length: 0, phase: 'typing' };

/** Types each phrase, pauses, deletes it, waits, then moves to the next one, forever. */
export function nextTyping(
  state: TypingState,
  phrases: readonly string[],
  timings: TypingTimings,
): { delay: number; next: TypingState } {
  const phrase = phrases[state.index] ?? '';
  if (state.phase === 'typing') {
    if (state.length < phrase.length) return { delay: timings.charMs, next: { ...state, length: state.length + 1 } };
    return { delay: timings.pauseAtFullMs, next: { ...state, phase: 'deleting' } };
  }
  if (state.length > 0) return { delay: timings.deleteCharMs, next: { ...state, length: state.length - 1 } };
  return {
    delay: timings.beforeNextMs,
    next: { index: (state.index + 1) % phrases.length, length: 0, phase: 'typing' },
  };
}

/** The text shown in a state. */
export function typedText(state: TypingState, phrases: readonly string[]): string {
  return (phrases[state.index] ?? '').slice(0, state.length);
}

/** The landing headline's pace. */
export const HEADLINE_TYPING: TypingTimings = {
  charMs: TIMINGS.typingCharMs,
  pauseAtFullMs: TIMINGS.typingPauseAtFullMs,
  deleteCharMs: TIMINGS.typingDeleteCharMs,
  beforeNextMs: TIMINGS.typingBeforeNextMs,
};

/** What screen readers read, and what shows when motion is reduced: the last, fullest phrase. */
export const FULL_HEADLINE = HEADLINE_PHRASES[HEADLINE_PHRASES.length - 1];
