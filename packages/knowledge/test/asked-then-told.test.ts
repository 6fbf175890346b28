// A question followed by words of where the asker met the thing ("…? Saw it on a sign in Napa"): what
// the question names is asked about; the place told after it is only where it was met.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown.slice(0, 250);

describe('a name told after the question', () => {
  it('does not take the lead from what the question asks', () => {
    expect(opening('what is veraison? the guide at a winery in Sonoma used the word')).toMatch(/colour|color/i);
    expect(opening('what is veraison? the guide at a winery in Sonoma used the word')).not.toMatch(
      /^\W*\w+ \w+\W+\*\*Sonoma/,
    );
  });
});

describe('a label term written with capitals', () => {
  it('is the term, not the one place whose facts write it', () => {
    const a = answer({ question: 'Alsace: how many Grands Crus are there?', level: 3, style: 'friendly' });
    expect(a.markdown.slice(0, 400)).toMatch(/51/);
    expect(a.markdown.slice(0, 400)).not.toMatch(/Corton/);
  });
});

describe('a name granted before "but"', () => {
  it('ranks after the name the question after "but" asks about', () => {
    expect(opening('I know Chablis is Chardonnay, but which grape makes Sancerre?')).toMatch(/Sauvignon Blanc/);
    expect(opening('I know Chablis is Chardonnay, but which grape makes Sancerre?')).not.toMatch(/^[^.]*Chablis/);
  });
});
