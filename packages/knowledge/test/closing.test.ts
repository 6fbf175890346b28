// The end of a conversation and a refusal of wine: thanks and leave-taking are met with a friendly
// goodbye that keeps the door open to wine, and a food question that declines wine is not answered
// with a wine list. Wine questions that thank, or name what wine does not go with, are still answered.
import { ENGINE_TEXTS } from '@sommai/shared';
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';
import { isClosing, withoutDeclinedWine } from '../src/intent.ts';
import { words } from '../src/normalize.ts';
import { steers } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });

describe('closing a conversation', () => {
  it('reads messages made only of thanks and leave-taking as closings', () => {
    for (const q of ['many thanks, goodbye', 'perfect, cheers mate', 'alright, see ya later'])
      expect(isClosing(words(q))).toBe(true);
    expect(isClosing(words('ok'))).toBe(false);
    expect(isClosing(words('thanks, and what about Barolo?'))).toBe(false);
  });

  it('says goodbye and invites the next wine question, without calling it another subject', () => {
    for (const q of [
      'Lovely, thank you so much. Good night!',
      'ok that is all for today, ta',
      'Great, I am done. Bye',
    ]) {
      const a = ask(q);
      expect(a.intent).toBe('greeting');
      expect(a.markdown).toContain(ENGINE_TEXTS.farewell);
      expect(steers(a.markdown)).toBe(true);
    }
    const thanks = ask('thank you, really helpful');
    expect(thanks.markdown).toContain(ENGINE_TEXTS.thanks);
    expect(steers(thanks.markdown)).toBe(true);
  });

  it('still answers a wine question that comes with thanks', () => {
    const a = ask('thanks! and which grape is Sancerre made from?');
    expect(a.found).toBe(true);
    expect(a.markdown.slice(0, 400)).toMatch(/sauvignon blanc/i);
  });
});

describe('wine declined', () => {
  it('finds a refusal of wine but not a wine named as the subject', () => {
    expect(withoutDeclinedWine('Risotto alla milanese recipe, without wine please')).toBe(
      'risotto alla milanese recipe,',
    );
    expect(withoutDeclinedWine("I don't want any wine, how long do I roast a chicken?")).toBe(
      ', how long do i roast a chicken?',
    );
    expect(withoutDeclinedWine('is there no wine that suits artichokes?')).toBeUndefined();
    expect(withoutDeclinedWine('can I braise beef without wine in the sauce?')).toBeUndefined();
  });

  it('steers a food question that declines wine back, instead of offering wines', () => {
    for (const q of ['how do I cook a paella? no wine thanks', 'what goes into a good bolognese, not wine please']) {
      const u = understand(q);
      expect(u.intent).toBe('off-topic');
      expect(steers(ask(q).markdown)).toBe(true);
    }
  });

  it('still answers a wine question that says which wine is not wanted', () => {
    expect(understand('is there no wine that goes with asparagus?').intent).toBe('pairing');
    expect(ask('Which grape makes Chablis? No wine pairing please').markdown.slice(0, 400)).toMatch(/chardonnay/i);
  });
});
