// The classes the sixth boundary set showed, each asked in wordings of its own: a wine place's or a
// grape's name as the only thing of wine beside words no record ever writes (sport, pets, holidays,
// paint), another drink matured in a wine's casks, Wine the program, a price on the market, one year's
// output of a named wine, a booking asked of the tutor, what the asker drank, and a part of a wine
// place named with words no record joins. Real wine questions worded alike are still answered.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { admits } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });
const steered = (question: string) => ask(question).intent === 'off-topic';
/** Admitted as not known, with no neighbour's profile standing in before the admission. */
const admitted = (question: string) => {
  const a = ask(question);
  return a.intent !== 'off-topic' && admits(a.markdown.slice(0, 200));
};

describe('a wine name beside words no record writes', () => {
  it('steers a wine place asked about for another subject', () => {
    for (const q of [
      'Are there good snorkelling spots near Santorini?',
      'Which gyms in Stellenbosch have a climbing wall?',
      'Is Chianti a nice name for a tabby kitten?',
      'My hamster is called Merlot, what bedding suits him?',
    ])
      expect(steered(q), q).toBe(true);
  });

  it('steers a trip to a wine place and a wine’s name weighed for a pet or a boat', () => {
    for (const q of [
      'What’s the best sunscreen for a trip to Mendoza?',
      'Which bus goes from Epernay to the zoo?',
      'Is Cava a good name for a boat?',
      'Is Rioja a cute name for a pony?',
    ])
      expect(steered(q), q).toBe(true);
    for (const q of ['What is the best grape for a trip to Mendoza?', 'Is Barolo a good name for a wine bar?'])
      expect(steered(q), q).toBe(false);
  });

  it('steers a thing a wine’s name only describes, and keeps a word of the grape’s own', () => {
    for (const q of [
      'What is a Margaux handbag?',
      'What is a Malbec-coloured sofa?',
      'Where can I buy a Chianti-themed apron?',
    ])
      expect(steered(q), q).toBe(true);
    for (const q of ['muller thurgau parentage', 'What is the Syrah parentage?', 'Rioja aka Tempranillo country?'])
      expect(steered(q), q).toBe(false);
  });

  it('keeps questions about the place’s wine, however they are worded', () => {
    for (const q of [
      'What is the Douro valley famous for?',
      'Is Beaujolais worth a visit in autumn?',
      'How is madeira made? I heard they cook it',
      'Why is Santorini Assyrtiko so salty?',
    ])
      expect(steered(q), q).toBe(false);
  });

  it('still admits a price or a future vintage asked of the place', () => {
    expect(admitted('How will the 2034 harvest in Sancerre turn out for hikers and cyclists?')).toBe(true);
  });
});

describe('another drink matured in a wine’s casks', () => {
  it('steers the other drink', () => {
    for (const q of ['Is this bourbon finished in Sauternes casks?', 'Why do brewers age stout in Madeira barrels?'])
      expect(steered(q), q).toBe(true);
  });

  it('keeps the wine that seasons the cask and the wine’s own casks', () => {
    for (const q of ['Which sherry style is used to season whisky casks?', 'Why is sherry aged in old casks?'])
      expect(steered(q), q).toBe(false);
  });
});

describe('other senses of wine words', () => {
  it('steers a wine word meant in its everyday sense beside words no record writes', () => {
    for (const q of [
      'How do I fix a corked badminton shuttle?',
      'Are corked shuttlecocks better than plastic ones for badminton?',
      'Where can I buy a replacement ribbon for a vintage typewriter?',
    ])
      expect(steered(q), q).toBe(true);
    for (const q of ['Is a magnum better for ageing?', 'How do vines survive a drought?'])
      expect(steered(q), q).toBe(false);
  });

  it('steers Wine the program', () => {
    for (const q of [
      'Does Wine let me play Windows games on a Steam Deck?',
      'Can I install Wine on Ubuntu to open .exe files?',
    ])
      expect(steered(q), q).toBe(true);
  });

  it('steers a wine colour as paint for the house', () => {
    for (const q of ['Would claret paint look good on a front door?', 'Does a Bordeaux red paint suit kitchen walls?'])
      expect(steered(q), q).toBe(true);
  });

  it('keeps a wine region’s zone as the wine place it is', () => {
    expect(steered('Tell me about the Rioja Alta zone.')).toBe(false);
  });
});

describe('unknowable things admitted', () => {
  it('admits a price on the market', () => {
    for (const q of [
      'What does Latour 2009 sell at on the secondary market now?',
      'What is Cheval Blanc 2015 trading for?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('admits one year’s output of a named wine, and answers a region’s yearly figure', () => {
    for (const q of [
      'How many magnums of Krug were bottled in 2008?',
      'How many bottles of Ornellaia were produced in 2015?',
    ])
      expect(admitted(q), q).toBe(true);
    expect(ask('How many bottles of Champagne are made each year?').found).toBe(true);
  });

  it('admits a booking asked of the tutor', () => {
    for (const q of [
      'Could you book me two places on a Barossa wine tour?',
      'Can you reserve us a tasting slot next week?',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('admits an order asked of the tutor, and still pairs a wine to order', () => {
    for (const q of ['Can you order me a case of Chablis?', 'Could you send us six bottles of Soave?'])
      expect(admitted(q), q).toBe(true);
    expect(ask('Which wine should I order with a steak?').intent).toBe('pairing');
  });

  it('admits a private person’s favourite', () => {
    for (const q of ['What was my grandfather’s favourite Bordeaux?', 'Which Rioja does my boss prefer?'])
      expect(admitted(q), q).toBe(true);
  });

  it('admits how many bottles of a wine are left', () => {
    for (const q of [
      'How many bottles of Sassicaia are left in the world?',
      'How many bottles of 1945 Mouton still exist?',
    ])
      expect(admitted(q), q).toBe(true);
    expect(ask('How many bottles are in a case?').found).toBe(true);
  });

  it('admits what the asker drank', () => {
    for (const q of ['Which red did I order at the bistro yesterday?', 'What did we drink at the party last weekend?'])
      expect(admitted(q), q).toBe(true);
  });

  it('admits a known place with a made-up word set after it, and knows the place’s real names', () => {
    for (const q of ['What is Brunello Riserva Vecchia?', 'Is Sancerre Blanc Fumérac worth trying?'])
      expect(admitted(q), q).toBe(true);
    for (const q of ['Where is Sancerre Chavignol?', 'Is Chianti Classico Gran Selezione aged longer?'])
      expect(ask(q).found, q).toBe(true);
  });

  it('admits a part of a wine place named with words no record joins, and knows the real ones', () => {
    for (const q of [
      'What is the Costa Brava Interior subzone known for?',
      'Which grapes grow in the Alto Tejo Norte sub-region?',
      'Tell me about the Langhe Superiore zone.',
    ])
      expect(admitted(q), q).toBe(true);
    for (const q of ['What is the Val do Salnés subzone known for?', 'Tell me about the Côte de Nuits district.'])
      expect(ask(q).found, q).toBe(true);
  });
});
