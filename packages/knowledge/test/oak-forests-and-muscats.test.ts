// Names a learner meets on barrels and labels: the French oak forests (Tronçais, Allier, Nevers,
// Vosges, Limousin) and Moscato Giallo, the yellow Muscat of north-east Italy.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const reply = (q: string) => answer({ question: q, level: 2, style: 'friendly' });

describe('French oak forests', () => {
  it('are told apart by grain and use', () => {
    for (const q of [
      'What is Tronçais oak?',
      'Why is Troncais oak prized for barrels?',
      'What is Limousin oak used for?',
    ]) {
      const a = reply(q);
      expect(a.found, q).toBe(true);
      expect(a.markdown.slice(0, 400), q).toMatch(/tight-grained/);
    }
  });
});

describe('Moscato Giallo', () => {
  it('is a yellow Muscat of Trentino-Alto Adige', () => {
    for (const q of ['What is Moscato Giallo?', 'what does moscato giallo mean'])
      expect(reply(q).markdown.slice(0, 400), q).toMatch(/Trentino-Alto Adige/);
  });
});
