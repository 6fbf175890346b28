// "How big is…", "what size is…" ask for a figure as "how many" does: of a topic's points, one that
// gives the figure (a cask's litres) opens the answer before one that only names the thing.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.split('\n')[0];

describe('a size asked of a thing the records measure', () => {
  it('opens with the figure', () => {
    for (const q of [
      'how big is a pipe in the Douro',
      'how big is a pipe of the Douro valley',
      'what size are the pipes of Port',
    ]) {
      expect(opening(q), q).toMatch(/\b5[35]\d litres\b/);
    }
  });
});
