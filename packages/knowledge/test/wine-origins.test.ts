// Who first brought vines or wine to a New World country is told by the history sentence of its
// record: the Spanish in Chile, the Dutch (and then the Huguenots) at the Cape.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (q: string) => answer({ question: q, level: 2, style: 'friendly' }).markdown.slice(0, 400);

describe('who introduced wine to a country', () => {
  it('Chile: Spanish conquistadors and missionaries', () => {
    for (const q of ['Who brought vines to Chile?', 'who planted the first vines in Chile'])
      expect(opening(q), q).toMatch(/Spanish/);
  });
  it('South Africa: the Dutch, under Jan van Riebeeck', () => {
    for (const q of ['Who introduced wine to South Africa?', 'Who first made wine in South Africa?'])
      expect(opening(q), q).toMatch(/Riebeeck/);
  });
});
