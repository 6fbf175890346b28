// Wine words that everyday speech uses in another sense ("the USB port", "Cork city", "a baby's
// bottle", "leg day", "tannin in my tea"): the words around them show that sense, and the question is
// then read without them. Other drinks share a word of wine's craft ("apple varieties", "coffee
// varieties"), and sporting events carry a wine country's name ("the Tour de France"): neither makes
// the question one of wine. With wine named outright, the wine sense is kept.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/index.ts';

const intentOf = (q: string) => understand(q).intent;

describe('a wine word meant in another sense', () => {
  it('steers the other subject back to wine', () => {
    for (const q of [
      'The USB port on my laptop stopped working, how do I fix it?',
      'which port should my web server listen on',
      'What is there to do in Cork city on a rainy afternoon?',
      'cheap flights to Cork, Ireland in May?',
      'can my dog eat grapes?',
      'are raisins safe for cats',
      'how do i sterilise my baby bottles',
      'my cellar flooded after the storm, how do i pump the water out',
      'how do I damp-proof a basement cellar',
      'best way to lose body fat at the gym',
      'give me a good legs workout for tomorrow',
      'How do I stop a nose bleed quickly?',
      'how do i unblock a stuffy nose',
      'How can I brew black tea with less tannin so it is not so astringent?',
      'does green tea have tannins',
      'How do I write a press release for a product launch?',
      'what is the correct form for a bench press',
      'what is the port number for https',
      "What is Cork's population?",
      'how do I stop my grape ivy houseplant dying',
      'how to make grape jelly',
      'What vitamins are in red grapes?',
      'how do I store potatoes in the cellar',
      'how do i keep onions and vegetables in a cool cellar',
    ])
      expect(intentOf(q), q).toBe('off-topic');
  });

  it('keeps the wine sense when wine is named or no other sense is shown', () => {
    for (const q of [
      'Is port a good wine with stilton?',
      'what is cork taint',
      'my cellar flooded, are my wine bottles ruined?',
      'does black tea have more tannin than red wine?',
      'what does a big nose mean in a wine?',
      'why do some wines have legs on the glass',
      'how should I store bottles in my cellar',
      'what is the difference between free-run and press wine',
    ])
      expect(intentOf(q), q).not.toBe('off-topic');
  });
});

describe('another drink or sport that shares a wine word', () => {
  it('is another subject', () => {
    for (const q of [
      'Which apple varieties make the best cider?',
      'Which coffee varieties are the most fruity?',
      'How many stages does the Tour de France have?',
      "who won the Giro d'Italia last year",
    ])
      expect(intentOf(q), q).toBe('off-topic');
  });

  it('leaves grape varieties and wine places on wine', () => {
    for (const q of ['what grape varieties make the best wine', 'Which grape varieties are used in Champagne?'])
      expect(intentOf(q), q).not.toBe('off-topic');
  });
});
