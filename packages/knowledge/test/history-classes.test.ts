// Classes of questions on the tasting method: a step of the method asked within it, and the steps of
// a scale asked for. Wordings here are fresh, in no question set.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('a step of the tasting method asked within the method', () => {
  it('answers with the step, not with the method the question only names as its frame', () => {
    const sweet = openingOf('the levels of sweetness used in the systematic approach to tasting');
    expect(sweet).toContain('off-dry');
    expect(sweet).toContain('luscious');
    expect(sweet).not.toMatch(/^[^.]*\. tasting wine well/);
    expect(openingOf('what body terms does the SAT use')).toMatch(/light – medium\(-\) – medium – medium\(\+\) – full/);
  });

  it('still lets the method explain a scale word of its own', () => {
    expect(openingOf('what does medium(+) mean in the sat')).toContain('between medium and high');
  });
});

describe('the steps of a scale asked for', () => {
  it('opens with the sentence that lays out the steps', () => {
    expect(openingOf('what scale is used for body')).toContain('light – medium(-)');
    expect(openingOf('which grades of body are there')).toContain('– full');
    const ready = openingOf('which options are there for readiness for drinking');
    expect(ready).toContain('too young');
    expect(ready).toContain('too old');
  });
});
