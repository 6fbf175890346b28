import { describe, expect, it } from 'vitest';
import { type Intent, understand } from '../src/index.ts';

const cases: [Intent, string[]][] = [
  ['compare', ['Chablis vs Meursault', 'difference between Sancerre and Pouilly-Fumé', 'Compare Syrah and Grenache']],
  [
    'pairing',
    [
      'what goes with lamb',
      'wine for sushi',
      'what food with Barolo',
      'Which wine pairs with duck?',
      'making a mushroom risotto tonight, which red do I put in the glasses?',
    ],
  ],
  [
    'grape-of',
    ['what grape is Chablis made from', 'what grapes are in Châteauneuf-du-Pape', 'which grape makes Barolo'],
  ],
  ['where', ['where is Rioja', 'where does Nebbiolo grow', 'Which country is Tokaji from?']],
  ['how-made', ['how is Champagne made', 'how is Port made', 'what is malolactic fermentation']],
  [
    'serving',
    [
      'serving temperature of Sauternes',
      'should I decant Barolo',
      'what glass for Champagne',
      'at what temperature do I serve a white wine alongside grilled fish?',
    ],
  ],
  [
    'tasting',
    [
      'help me describe this wine: pale lemon, citrus and green apple, high acidity',
      'what does Sauvignon Blanc taste like',
    ],
  ],
  ['term', ['what does Spätlese mean', 'what is a Gran Reserva']],
  ['law', ['what are the Bordeaux 1855 classification', 'minimum ageing for Rioja Reserva']],
  ['exam', ['quiz me on Burgundy', 'give me an exam question about Sherry']],
  ['describe', ['Tell me about Riesling', 'Chianti', 'What is Barolo?']],
  ['off-topic', ['what is the capital of France', 'write me python code', 'what is the weather forecast for tomorrow']],
  ['unknown', ['tell me about the Zorblax grape', 'what is the Blorptastic region known for?']],
  ['greeting', ['hello', 'hi there']],
];

describe('question understanding', () => {
  for (const [intent, questions] of cases)
    it.each(questions)(`reads "%s" as ${intent}`, (q) => {
      expect(understand(q).intent).toBe(intent);
    });

  it('steers an everyday errand off wine even in a wine place, but not a wine question there', () => {
    expect(understand('will it rain in Mendoza this weekend, what is the forecast?').intent).toBe('off-topic');
    expect(understand('fun things to do in Porto with the children').intent).toBe('off-topic');
    expect(understand('how does the weather in Bordeaux shape a vintage?').intent).not.toBe('off-topic');
    expect(understand('which wineries in Napa are good to visit with kids?').intent).not.toBe('off-topic');
  });

  it('finds the subjects of a comparison in order', () => {
    const u = understand('difference between Sancerre and Pouilly-Fumé');
    expect(u.subjects.slice(0, 2).map((s) => s.id)).toEqual(['sancerre', 'pouilly-fume']);
  });

  it('carries the subject over to a follow-up', () => {
    const history = [
      { role: 'user' as const, content: 'Tell me about Barolo' },
      { role: 'assistant' as const, content: '**Barolo** is a DOCG in Piedmont…' },
    ];
    const u = understand('and what food goes with it?', history);
    expect(u.intent).toBe('pairing');
    expect(u.followUp).toBe(true);
    expect(u.subjects[0]?.id).toBe('barolo');
  });

  it('keeps the question type for "and X?" follow-ups', () => {
    const history = [{ role: 'user' as const, content: 'What grape is Chablis made from?' }];
    const u = understand('and Sancerre?', history);
    expect(u.intent).toBe('grape-of');
    expect(u.subjects[0]?.id).toBe('sancerre');
  });

  it('keeps everyday words from becoming subjects', () => {
    expect(understand('what wine would you serve with salmon?').subjects.filter((s) => s.kind === 'topic')).toEqual([]);
  });
});

describe('a wine "with" something of its own is not a pairing', () => {
  it.each([
    'should i decant a young wine with lots of tannin',
    'is it ok to drink a wine with crystals in it',
    'why does a wine with high acidity age well',
  ])('"%s" is not read as a food question', (q) => {
    expect(understand(q).intent).not.toBe('pairing');
  });

  it('still reads a wine with a dish as a pairing', () => {
    expect(understand('what wine with roast chicken').intent).toBe('pairing');
    expect(understand('a good wine with some cheese').intent).toBe('pairing');
  });
});

describe('weather words said of a wine place ask about its climate', () => {
  it.each(['does it rain a lot in galicia', 'is the douro sunny in summer', 'why does it snow in the jura'])(
    '"%s" is a wine question',
    (q) => {
      expect(understand(q).intent).not.toBe('off-topic');
    },
  );

  it('keeps tomorrow’s weather, and weather in no wine place, off the subject', () => {
    expect(understand('will it rain in bordeaux tomorrow').intent).toBe('off-topic');
    expect(understand('is it sunny in london').intent).toBe('off-topic');
  });
});

describe('why a place differs from the one that holds it', () => {
  it('describes the narrower place, not a side-by-side', () => {
    const u = understand('why is chablis so different from the rest of burgundy');
    expect(u.intent).toBe('describe');
    expect(u.subjects[0]?.id).toBe('chablis');
  });

  it('still compares two neighbours', () => {
    expect(understand('why is barolo different from barbaresco').intent).toBe('compare');
  });
});
