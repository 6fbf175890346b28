// The climate words a Level 3 learner must define: the diurnal range is told as the gap between day
// and night, not confused with the gap between summer and winter (continentality).
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const reply = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown;

describe('the diurnal range', () => {
  it('is defined as the gap between day and night temperatures', () => {
    expect(reply('what does diurnal range mean').slice(0, 400)).toMatch(/day\w* and night/);
  });

  it('picks the day-and-night option in an exam item', () => {
    expect(
      reply(
        'A wide diurnal temperature range means:\n(a) a big gap between summer and winter\n(b) a big gap between day and night temperatures\n(c) many hours of sunshine\n(d) heavy autumn rain',
      ),
    ).toMatch(/^\*\*b — /);
  });
});
