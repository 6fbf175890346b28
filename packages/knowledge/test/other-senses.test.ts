// Wine words that everyday speech uses in another sense ("the USB port", "Cork city", "a baby's
// bottle", "leg day", "tannin in my tea"): the words around them show that sense, and the question is
// then read without them. Other drinks share a word of wine's craft ("apple varieties", "coffee
// varieties"), and sporting events carry a wine country's name ("the Tour de France"): neither makes
// the question one of wine. With wine named outright, the wine sense is kept.
import { describe, expect, it } from 'vitest';
import { understand } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

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

describe('more wine words in another sense: vintage goods, bank reserves, dry skin, table legs, hair body', () => {
  it('steers the other subject back to wine', () => {
    for (const q of [
      'Where can I buy a vintage dress?',
      'My vintage motorbike leaks oil, what should I do?',
      'best charity shops for vintage clothing in Manchester',
      "what does the European Central Bank's reserve requirement mean",
      'Does the bank keep cash reserves?',
      'why do central banks hold gold in reserve',
      'how do I get more body in fine hair',
      'the legs of my desk are uneven, how to fix',
      'why do spiders have eight legs',
      'how do I treat dry skin on my hands in winter',
      'is a dry cough a sign of flu',
      'how much does dry cleaning a suit cost',
    ])
      expect(intentOf(q), q).toBe('off-topic');
  });

  it('keeps the wine sense', () => {
    for (const q of [
      'What does vintage mean?',
      'Where can I buy vintage Port in London?',
      'Which shops sell vintage Champagne?',
      'is a vintage year the same as a harvest',
      'What is a Reserve wine?',
      'Does a Reserve Chianti need more ageing?',
      'How dry is Brut?',
      'what does dry mean on a sherry bottle',
      'what gives a wine more body',
    ])
      expect(intentOf(q), q).not.toBe('off-topic');
  });
});

describe('a wine country in an errand of travel, money or time', () => {
  it('is another subject', () => {
    for (const q of [
      'What is the capital of New Zealand?',
      'What currency does Chile use?',
      'What time zone is South Africa in?',
      'is there a ferry from Santander to Portsmouth',
      'which cruise goes to the Greek islands',
      "What's the exchange rate for the Australian dollar?",
      'Is Santorini good for a honeymoon?',
      'Where can I ski near Mendoza?',
      'where can I surf near Margaret River',
    ])
      expect(intentOf(q), q).toBe('off-topic');
  });

  it('leaves the country on wine when its wine is asked', () => {
    for (const q of [
      'What grapes grow in New Zealand?',
      'What is the GI system in New Zealand?',
      'What wines are made in South Africa?',
      'Does Chile have a wine classification?',
      'Which Napa wineries are best for tourists?',
      'Is milk used for fining?',
      'What goes with surf and turf?',
      'does cola go with Rioja',
      'what should we drink on our honeymoon in Tuscany',
      "what's good with sauerkraut and sausages",
      'Is Santorini wine good?',
    ])
      expect(intentOf(q), q).not.toBe('off-topic');
  });
});

describe('a harvest moon, pressed tofu, grapes in a fruit salad, a glass of juice', () => {
  it('is another subject', () => {
    for (const q of [
      'When is the next harvest moon?',
      'when is the wheat harvest in England',
      'how do you press tofu',
      'should I press flowers between books',
      'What grapes are in a fruit salad?',
      'How many calories in a glass of orange juice?',
      'how do I make a banana smoothie',
    ])
      expect(intentOf(q), q).toBe('off-topic');
  });

  it('keeps wine questions that share the words', () => {
    for (const q of [
      'when is the harvest in Bordeaux',
      'what is press wine',
      'What wine goes with fruit salad?',
      'Is grape juice the same as wine?',
      'What is a wine spritzer made with soda water?',
      'is red wine healthier than a smoothie',
    ])
      expect(intentOf(q), q).not.toBe('off-topic');
  });
});

describe('oak furniture, barrel saunas, rosé sauce, sparkling water, champagne colours, cellared beer', () => {
  it('is another subject', () => {
    for (const q of [
      'How do I stain an oak floor darker?',
      'Which barrel sauna is best?',
      'how many gallons does a rain barrel hold',
      'How do you make a rosé sauce for pasta?',
      'how do I make rose water at home',
      'What is sparkling water good for?',
      'How do I stop my champagne-coloured dress from fading?',
      'how do I cellar beer',
      'should I decant whisky',
      'how do you ferment kimchi',
      'how many calories does a glass of milk have',
    ])
      expect(intentOf(q), q).toBe('off-topic');
  });

  it('keeps the wine sense', () => {
    for (const q of [
      'Which oak trees are used for wine barrels?',
      'What does oak do to wine?',
      'why are barrels toasted',
      'Does rosé go with pasta?',
      'is rosé wine sweet',
      'Is Champagne sparkling?',
      'how long can I cellar Barolo',
      'Can I decant Port like whisky?',
      'what wine goes with kimchi',
      'what goes with milk chocolate',
    ])
      expect(intentOf(q), q).not.toBe('off-topic');
  });
});

describe("a wine place's own facts: its people, government, sport and sights", () => {
  it('is another subject', () => {
    for (const q of [
      'How many inhabitants does Burgundy have?',
      'What is the population of Rioja?',
      'How many people live in Porto?',
      'Which rugby club plays in Bordeaux?',
      'what football team plays in champagne',
      'Which museums should I see in Porto?',
      'who is the mayor of Bordeaux',
    ])
      expect(intentOf(q), q).toBe('off-topic');
  });
  it('keeps the place on wine when its wine is asked', () => {
    for (const q of [
      'What wine should I drink in Bordeaux?',
      'Which wineries should tourists visit in Rioja?',
      'What is the climate of Bordeaux?',
      'Is Champagne worth visiting?',
      'What are the three towns of the sherry triangle?',
      'Which museums in Porto are about Port wine?',
    ])
      expect(intentOf(q), q).not.toBe('off-topic');
  });
});

describe("alcohol said of a wine's body or of a named style", () => {
  const lead = (q: string) => understand(q).subjects[0]?.id;
  it("reads a wine's body as its weight in the mouth", () => {
    for (const q of [
      "What effect does alcohol have on a wine's body?",
      'How does alcohol change the body of a red wine?',
      'Does more alcohol make a wine fuller-bodied?',
    ])
      expect(lead(q), q).toBe('alcohol-and-body');
  });
  it("keeps the drinker's body on drinking", () => {
    expect(lead('What does alcohol do to your body?')).not.toBe('alcohol-and-body');
  });
  it('leads with the strength of the style named beside its alcohol', () => {
    for (const [q, style] of [
      ['What alcohol is amontillado?', 'amontillado'],
      ['what alcohol level is an oloroso', 'oloroso'],
    ]) {
      const opening = openingOf(q);
      expect(opening, q).toContain(style);
      expect(opening, q).toMatch(/\b1[5-9](–\d+)?\s?%/);
    }
  });
});

describe('a rocket in flight, the nose of a plane, the finish of furniture', () => {
  it('is another subject', () => {
    for (const q of [
      'What is the nose cone of a rocket made of?',
      'how high can a rocket fly before it reaches orbit',
      'why is the nose of a plane pointed',
      'What finish is best for a wooden floor?',
      'satin or gloss finish for kitchen cabinets',
      'should I paint or oil the finish of a wooden table',
    ])
      expect(intentOf(q), q).toBe('off-topic');
  });
  it('keeps rocket the leaf, a nose and a finish of wine', () => {
    for (const q of [
      'which wine goes with rocket and parmesan',
      'what wine goes with a rocket salad',
      'what wine has a long finish',
      'does oak give a wine a longer finish',
      'what does a wine smell like on the nose',
    ])
      expect(intentOf(q), q).not.toBe('off-topic');
  });
});

describe('a phrase of the vineyard that holds an everyday word: must weight', () => {
  it('is wine', () => {
    for (const q of [
      'How is must weight measured in Germany?',
      'how do growers measure must weight',
      'What must weight does a Spätlese need?',
    ])
      expect(intentOf(q), q).not.toBe('off-topic');
  });
  it('leaves weight of the body or of food to its own subject', () => {
    for (const q of ['What must I do to lose weight?', 'what is the weight of a banana'])
      expect(intentOf(q), q).toBe('off-topic');
  });
});
