// Geography, history and science borrow words wine also uses ("latitude", "soil", "climate"). With no
// wine, grape, wine place or wine practice named, and an everyday word no record writes beside it, the
// question is that other subject's and is steered back to wine; the same words said of vines stay wine.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const steered = (question: string) => answer({ question, level: 2, style: 'friendly' }).intent === 'off-topic';

describe('a word wine shares with another subject', () => {
  it('steers a question of geography or gardening that only borrows the word', () => {
    for (const q of [
      'Which lines on a globe are latitude and which are longitude?',
      'Which soil is best for growing carrots in raised beds?',
      'Compare the climate and the vegetation of a tundra',
    ])
      expect(steered(q), q).toBe(true);
  });

  it('keeps the same words when vines, a wine place or a wine word is named', () => {
    for (const q of [
      'Why does latitude matter for grapevines?',
      'Which soil do vines prefer in the Médoc?',
      'How does the climate of a tundra compare with a vineyard climate?',
      'Why is limestone prized in Burgundy?',
      'What does hail do to a vineyard?',
    ])
      expect(steered(q), q).toBe(false);
  });

  it('keeps a wine place asked about with a word only wine uses, however casually', () => {
    for (const q of [
      'What’s the deal with galets in Châteauneuf-du-Pape?',
      'Tell me the gossip about galets around Chateauneuf du Pape',
      'what’s the fuss about galets roulés in Châteauneuf-du-Pape',
    ])
      expect(steered(q), q).toBe(false);
  });
});
