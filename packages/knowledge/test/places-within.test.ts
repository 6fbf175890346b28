// "What is the Côte d'Or?": a place with a few places of its own on record is told with them in its
// opening, as a learner meets it (the Côte de Nuits and the Côte de Beaune); a place with many is not
// listed unasked.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown.slice(0, 400);

describe('the few places within a place asked what it is', () => {
  it('names them in the opening', () => {
    expect(opening('whats the cote dor')).toMatch(/Côte de Nuits/);
    expect(opening('what is Beaujolais?')).toMatch(/Morgon/);
  });

  it('lists nothing unasked for a place with many places within', () => {
    expect(opening('what is France')).not.toMatch(/Places within it/);
  });
});
