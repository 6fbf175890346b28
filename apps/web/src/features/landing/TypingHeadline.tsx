import { HEADLINE_PHRASES } from '@sommai/shared';
import { usePrefersReducedMotion } from '../../lib/motion.ts';
import { FULL_HEADLINE, HEADLINE_TYPING } from './typing.ts';
import { useTypingText } from './useTypingText.ts';

/**
 * The landing headline. Screen readers get the full phrase once; the typing is for the eyes.
 * Rendered ahead of time (no window), it holds the whole phrase, and the prerendered page's own
 * script types it from there (landing.ts).
 */
export function TypingHeadline() {
  const reducedMotion = usePrefersReducedMotion();
  const typed = useTypingText(HEADLINE_PHRASES, HEADLINE_TYPING, !reducedMotion);
  const shown = reducedMotion || typeof window === 'undefined' ? FULL_HEADLINE : typed;

  return (
    <h1 className="font-serif text-4xl leading-tight font-bold tracking-tight text-cream-50 sm:text-6xl lg:text-7xl">
      <span className="sr-only">{FULL_HEADLINE}</span>
      {/* Two lines are always reserved so the page does not jump while the text grows. */}
      <span aria-hidden="true" data-typed-headline="" className="block min-h-[2.5em] sm:min-h-[2.3em]">
        {shown}
        <span className="ml-1 inline-block h-[0.9em] w-[0.08em] translate-y-[0.08em] animate-blink bg-gold-300 align-baseline motion-reduce:animate-none" />
      </span>
    </h1>
  );
}
