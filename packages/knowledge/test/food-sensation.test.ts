// A food word naming a sensation ("chilli heat", "chilli burn") beside a part of the wine's structure
// asks the pairing principle, not for wines to serve with a chilli dish.
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.slice(0, 300);

describe('a food sensation met by the wine’s structure', () => {
  it('answers the principle, not a dish', () => {
    for (const q of [
      'how come strong alcohol turns up chilli heat',
      'does a tannic red make the chilli burn feel worse',
      'is oaky wine bad for chilli heat',
      'why does spicy heat fight with a tannic wine',
    ]) {
      const u = understand(q);
      expect(u.foods).toEqual([]);
      expect(u.subjects[0]?.id).toBe('chilli-heat');
      expect(opening(q)).toMatch(/burn|heat/i);
      expect(opening(q)).not.toMatch(/chili con carne/i);
    }
  });

  it('keeps a chilli dish a dish', () => {
    for (const q of ['what should I drink with a hot chilli', 'a red for chilli con carne please']) {
      expect(understand(q).foods.length).toBeGreaterThan(0);
    }
  });
});
