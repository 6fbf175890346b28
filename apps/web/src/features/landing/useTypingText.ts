import { useEffect, useState } from 'react';

export interface TypingTimings {
  charMs: number;
  pauseAtFullMs: number;
  deleteCharMs: number;
  beforeNextMs: number;
}

type Phase = 'typing' | 'deleting';

/** Types each phrase, pauses, deletes it, waits, then moves to the next one, forever. */
export function useTypingText(phrases: readonly string[], timings: TypingTimings, enabled: boolean): string {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(0);
  const [phase, setPhase] = useState<Phase>('typing');

  useEffect(() => {
    if (!enabled) return;
    const phrase = phrases[index] ?? '';
    let delay: number;
    let step: () => void;
    if (phase === 'typing') {
      if (length < phrase.length) {
        delay = timings.charMs;
        step = () => setLength(length + 1);
      } else {
        delay = timings.pauseAtFullMs;
        step = () => setPhase('deleting');
      }
    } else if (length > 0) {
      delay = timings.deleteCharMs;
      step = () => setLength(length - 1);
    } else {
      delay = timings.beforeNextMs;
      step = () => {
        setIndex((index + 1) % phrases.length);
        setPhase('typing');
      };
    }
    const timer = window.setTimeout(step, delay);
    return () => window.clearTimeout(timer);
  }, [enabled, index, length, phase, phrases, timings]);

  return (phrases[index] ?? '').slice(0, length);
}
