// A kind of ageing ("biological ageing", "ageing under flor", "oxidative ageing", "bottle ageing")
// names a way of making the wine; only words of a rule ("minimum", "how many months") ask for the
// legal ageing period. The people of a winery cellar at work (turning the bottles) make the wine.
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';
import { classify } from '../src/plan.ts';

const opening = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.slice(0, 400);

describe('a kind of ageing is a way of making', () => {
  it('is not read as a legal ageing period', () => {
    for (const q of [
      'What is biological ageing in sherry?',
      'How does biological ageing work?',
      'what is oxidative aging',
      'what happens to a wine aged under flor',
    ])
      expect(classify(q).fact, q).not.toBe('law');
  });
  it('opens with the way the wine is aged', () => {
    for (const q of ['What is biological ageing in sherry?', 'How does biological ageing work?'])
      expect(opening(q), q).toMatch(/flor|biological ageing/i);
    expect(opening('What is biological ageing in sherry?')).not.toMatch(/VORS/);
  });
  it('keeps a rule of ageing a legal question', () => {
    for (const q of [
      'What is the minimum barrel ageing for Rioja Reserva?',
      'how many months of bottle ageing does Cava need',
    ])
      expect(classify(q).fact, q).toBe('law');
  });
});

describe('the people of a winery cellar at work', () => {
  it('are making the wine, not keeping it', () => {
    for (const q of [
      'Why do cellar hands turn the bottles a little each day?',
      'why does the cellar master turn the bottles',
      'Why do cellar workers turn the bottles?',
    ]) {
      expect(opening(q), q).toMatch(/riddling/i);
      expect(understand(q).intent, q).not.toBe('serving');
    }
  });
  it('keeps storage asked of them a storage question', () => {
    expect(understand('At what temperature does a cellar master store wine?').intent).toBe('serving');
  });
});

describe('the length of a step of making', () => {
  it('is how long it lasts, not length on the palate', () => {
    for (const q of [
      'What is the length of skin contact for orange wine?',
      'What length of maceration do red wines get?',
    ]) {
      const u = understand(q);
      expect(u.intent, q).toBe('how-made');
      expect(u.subjects[0]?.id, q).not.toBe('tasting-palate');
    }
  });
  it('keeps the length of a finish a tasting word', () => {
    expect(understand('what does length mean in tasting').subjects[0]?.id).toBe('tasting-palate');
  });
});
