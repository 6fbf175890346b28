// The share of the named grape a varietal label needs is the country's rule: asked of a place within
// it, the nearest region around the place that states the rule answers, said as that region's rule.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('a varietal rule asked of a place within a country', () => {
  it('opens with the rule of the country around the place', () => {
    expect(openingOf('How much Zinfandel does a Sonoma County Zinfandel have to contain?')).toMatch(
      /^.{0,30}sonoma county follows the rule of the united states: .*75%/,
    );
    expect(openingOf('What percentage of Malbec must a Uco Valley Malbec contain by law?')).toMatch(/argentina: .*85%/);
    expect(openingOf('What minimum share of Riesling must a Clare Valley Riesling contain?')).toMatch(/australia.*85%/);
  });

  it('leaves a place whose own law sets the share to it', () => {
    expect(openingOf('What is the minimum percentage of Sangiovese in Chianti Classico?')).toMatch(/80%/);
    expect(openingOf('What is the minimum percentage of Sangiovese in Chianti Classico?')).not.toMatch(
      /follows the rule/,
    );
  });
});
