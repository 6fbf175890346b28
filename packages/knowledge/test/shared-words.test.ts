// A word several theory topics share: the topic that is about the word (its title's head names it)
// answers a plain question about it, before a survey that lists it among others. A word with a harmful
// and a wanted form (a fungus that spoils grapes or makes great sweet wine) means the wanted form in a
// wine question, unless the question speaks of harm, damage or control.
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';
import { opening } from './eval/grade.ts';

const lead = (question: string) => opening(answer({ question, level: 2, style: 'friendly' }).markdown, 160);

describe('a word several topics share', () => {
  it('is answered by the topic about it, defined by that topic’s summary', () => {
    for (const q of ['explain botrytis', 'botrytis?', 'what is botrytis, in short'])
      expect(lead(q)).toMatch(/noble rot/i);
    expect(understand('what is charmat').subjects[0]?.id).toBe('tank-method');
  });

  it('means the harmful form when the question speaks of harm', () => {
    for (const q of ['how is botrytis controlled in wet vintages', 'what damage does botrytis do to red grapes'])
      expect(understand(q).subjects[0]?.id).toBe('vine-diseases-and-pests');
  });
});
