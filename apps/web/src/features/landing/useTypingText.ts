import { useEffect, useState } from 'react';
import { nextTyping, TYPING_START, type TypingTimings, typedText } from './typing.ts';

export type { TypingTimings } from './typing.ts';

/** Types each phrase, pauses, deletes it, waits, then moves to the next one, forever. */
export function useTypingText(phrases: readonly string[], timings: TypingTimings, enabled: boolean): string {
  const [state, setState] = useState(TYPING_START);

  useEffect(() => {
    if (!enabled) return;
    const { delay, next } = nextTyping(state, phrases, timings);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [enabled, state, phrases, timings]);

  return typedText(state, phrases);
}
