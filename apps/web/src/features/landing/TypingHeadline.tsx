import { HEADLINE_PHRASES, TIMINGS } from '@sommai/shared';
import { usePrefersReducedMotion } from '../../lib/motion.ts';
import { type TypingTimings, useTypingText } from './useTypingText.ts';

const TYPING: TypingTimings = {
  charMs: TIMINGS.typingCharMs,
  pauseAtFullMs: TIMINGS.typingPauseAtFullMs,
  deleteCharMs: TIMINGS.typingDeleteCharMs,
  beforeNextMs: TIMINGS.typingBeforeNextMs,
};

const FULL_PHRASE = HEADLINE_PHRASES[HEADLINE_PHRASES.length - 1];

/** The landing headline. Screen readers get the full phrase once; the typing is for the eyes. */
export function TypingHeadline() {
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypingText(HEADLINE_PHRASES, TYPING, !reducedMotion);
  const shown = reducedMotion ? FULL_PHRASE : typed;

  return (
    <h1 className="font-serif text-4xl leading-tight font-bold tracking-tight text-cream-50 sm:text-6xl lg:text-7xl">
      <span className="sr-only">{FULL_PHRASE}</span>
      {/* Two lines are always reserved so the page does not jump while the text grows. */}
      <span aria-hidden="true" className="block min-h-[2.5em] sm:min-h-[2.3em]">
        {shown}
        <span className="ml-1 inline-block h-[0.9em] w-[0.08em] translate-y-[0.08em] animate-blink bg-gold-300 align-baseline motion-reduce:animate-none" />
      </span>
    </h1>
  );
}
