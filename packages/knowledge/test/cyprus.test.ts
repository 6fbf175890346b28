// Cyprus, its sweet Commandaria and the grapes that make it (Xynisteri and Mavro); Mavro, one unlike
// letter from a slip of Mataro, leaves "matro" to Mourvèdre's Australian name.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('Cyprus and Commandaria', () => {
  it('names the grapes of Commandaria', () => {
    for (const q of ['Which varieties go into Commandaria?', 'commandaria from cyprus is made from what grapes'])
      expect(openingOf(q, 3), q).toMatch(/xynisteri[^.]*mavro|mavro[^.]*xynisteri/);
  });

  it('knows Mavro as the black grape of Cyprus', () => {
    for (const q of ['What kind of grape is Mavro?', 'tell me about the mavro variety'])
      expect(openingOf(q, 3), q).toMatch(/cyprus/);
  });

  it('still reads a letter dropped from Mataro as Mourvèdre', () => {
    for (const q of ['what is the matro grape', 'is matro a red or a white grape'])
      expect(openingOf(q, 3), q).toMatch(/mourv[eè]dre|monastrell/);
  });
});
