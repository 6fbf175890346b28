// A pairing question with no dish of its own on record, whose words name a principle of pairing
// ("dessert", "sweet food"), is answered by that principle rather than by the general rules.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string) => answer({ question, level: 2, style: 'friendly' }).markdown.slice(0, 400);

describe('a principle of pairing named by a food word', () => {
  it('says a dessert wine should be at least as sweet as the dessert', () => {
    for (const q of ['does a dessert wine need to be sweeter than the dessert', 'wine with dessert: how sweet?'])
      expect(opening(q)).toMatch(/sweeter than the dessert|at least as sweet/);
  });

  it('says which red suits fish when red wine with fish is asked', () => {
    for (const q of ['can you have red wine with fish', 'red wine with fish - yes or no'])
      expect(opening(q)).toMatch(/Pinot Noir/);
  });

  it('keeps a named dish’s own pairing', () => {
    expect(opening('what wine with chocolate cake')).toMatch(/Banyuls|Port/);
  });
});
