// A practice asked of a wine that is above all sparkling ("how to open Champagne safely"): the
// practice for sparkling wine leads, with the wine as its example, rather than the region's profile
// or the practice for still wine.
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown.slice(0, 500);

describe('practices asked of a sparkling wine by name', () => {
  it('opens a sparkling wine as one, however the question is put', () => {
    for (const q of [
      'how to open champagne safely',
      'how do I open a bottle of champagne',
      'how do you open a bottle of cava',
      'how should I open prosecco',
    ]) {
      expect(understand(q).subjects[0]?.id).toBe('opening-sparkling-wine');
      const a = opening(q);
      expect(a).toMatch(/twist|cage|thumb|45/);
      expect(a).not.toMatch(/corkscrew/);
    }
  });

  it('still opens a still wine with a corkscrew', () => {
    expect(opening('how do I open a bottle of rioja')).toMatch(/corkscrew/);
  });
});
