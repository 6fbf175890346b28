// Keeping wine: "an open bottle of Prosecco" is a bottle already opened, so the question is how long
// it keeps, not how to open it; and a question on how humid a cellar should be opens with the figure.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string, level = 2) => answer({ question, level, style: 'friendly' }).markdown.slice(0, 220);

describe('keeping wine once opened and in the cellar', () => {
  it('reads "an open bottle" as a bottle already opened', () => {
    for (const q of [
      'how long does an open bottle of prosecco keep',
      'how long does an open bottle of wine keep',
      'how long does an opened bottle of rioja last',
    ]) {
      const a = opening(q, 1);
      expect(a).toMatch(/\d–\d days/);
      expect(a).not.toMatch(/corkscrew|cut the foil/);
    }
  });

  it('opens with the humidity a cellar needs', () => {
    expect(opening('how humid should a wine cellar be')).toMatch(/70%/);
    expect(opening('what humidity is best for storing wine')).toMatch(/70%/);
  });
});
