// The prerendered landing page's only script: the headline's typing. The markup comes whole from
// the build, with the app's stylesheet; React and the rest of the app load when the visitor goes in.
import { HEADLINE_PHRASES } from '@sommai/shared';
import { FULL_HEADLINE, HEADLINE_TYPING, nextTyping, TYPING_START, typedText } from './features/landing/typing.ts';

function typeHeadline(element: HTMLElement): void {
  const text = document.createTextNode(FULL_HEADLINE);
  if (element.firstChild?.nodeType === Node.TEXT_NODE) element.firstChild.replaceWith(text);
  else element.prepend(text);
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
  let state = TYPING_START;
  let timer: number | undefined;
  const run = () => {
    window.clearTimeout(timer);
    // With reduced motion the whole phrase stays, as on the app's own landing page.
    if (reduce.matches) {
      text.data = FULL_HEADLINE;
      return;
    }
    text.data = typedText(state, HEADLINE_PHRASES);
    const { delay, next } = nextTyping(state, HEADLINE_PHRASES, HEADLINE_TYPING);
    timer = window.setTimeout(() => {
      state = next;
      run();
    }, delay);
  };
  reduce.addEventListener('change', run);
  run();
}

const headline = document.querySelector<HTMLElement>('[data-typed-headline]');
if (headline) typeHeadline(headline);
