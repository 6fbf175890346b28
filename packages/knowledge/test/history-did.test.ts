// "Which grape did X bring to Y?": a question of what someone did in the past, asked with "did", is
// answered by the records' dated sentence that tells it.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.slice(0, 300);

describe('a deed of the past asked with "did"', () => {
  it('opens with the sentence that tells it', () => {
    expect(opening('Which grape did the Franciscan friars plant in the Americas?')).toMatch(/Mission/);
    expect(opening('Which vine cuttings did James Busby bring to New South Wales?')).toMatch(/1832/);
  });
});

describe('a step asked "at what point"', () => {
  it('is answered with when it happens in the making', () => {
    expect(opening('At what stage do they add the brandy to Port, and why?')).toMatch(/during fermentation/);
    expect(opening('At what point is brandy added when Port is made?')).toMatch(/during fermentation/);
  });
});
