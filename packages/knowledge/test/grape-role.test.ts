// "What is the role of Grenache in Châteauneuf-du-Pape?": what a grape does in a named place's wine
// opens the answer, from the sentence naming both, before the grape's profile.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

const first = (q: string) =>
  openingOf(q, 2).replace(/^(great question!|good one!|happy to help!|let's take a look\.)\s*/, '');

describe('a grape’s role in a named place', () => {
  it('opens with the sentence that says what the grape does there', () => {
    expect(first('So what’s the role of Grenache in Châteauneuf-du-Pape?')).toMatch(
      /^châteauneuf-du-pape .*led by grenache/,
    );
    expect(first('What job does Merlot do in Bordeaux?')).toMatch(/^bordeaux .*led by merlot/);
  });

  it('does not take a grape named inside another grape’s name', () => {
    expect(first('What is the role of Grenache in Châteauneuf-du-Pape?')).not.toMatch(/^about a tenth/);
  });
});
