// The edge of the subject, class by class: premises of a wine's grape, a grape's main home and a
// wine's style; a business's opening times and bookings; a vintage year before a name typed in lower
// case; another drink named after a wine place; each with real wine asked the same way still answered.
import { describe, expect, it } from 'vitest';
import { checkHonesty } from '../src/honesty.ts';
import { answer, knowledge } from '../src/index.ts';
import { tokenize } from '../src/question-names.ts';

const now = new Date('2026-11-26T12:00:00Z');
const ask = (q: string) => answer({ question: q, level: 2, style: 'friendly' });

describe('a wine asked why it is made from a grape its records never put there', () => {
  it('is corrected', () => {
    for (const q of [
      'Why is Rioja Alavesa made from Pinot Noir?',
      'why is Sancerre made with Merlot',
      'Why are Pomerol wines made from Nebbiolo?',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('premise');
  });

  it('leaves a true grape, or a yes-or-no question, to be answered', () => {
    for (const q of [
      'Why is Pomerol made mostly from Merlot?',
      'Why is Chianti made from Sangiovese?',
      'Is Chianti made with Merlot?',
      'Why is Rioja made from Garnacha as well as Tempranillo?',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).not.toBe('premise');
  });
});

describe('a grape said to grow mainly somewhere it does not', () => {
  it('is corrected', () => {
    for (const q of ['Why is Nebbiolo grown mostly in Bordeaux?', 'Why is Riesling mainly planted in Rioja?'])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('premise');
  });

  it('leaves a true home alone', () => {
    for (const q of ['Why is Nebbiolo grown mainly in Piedmont?', 'Why is Malbec mostly planted in Mendoza?'])
      expect(checkHonesty(knowledge, q, now)?.reason, q).not.toBe('premise');
  });
});

describe('an appellation asked why it is a style it never makes', () => {
  it('is corrected', () => {
    for (const q of ['Why is Barolo a fortified wine?', 'why is Pauillac sparkling', 'Why is Sancerre fortified?'])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('premise');
  });

  it('leaves a style the place does make alone', () => {
    for (const q of [
      'Why is Vouvray sometimes sparkling?',
      'Why is Banyuls a fortified wine?',
      'Why is Port fortified?',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).not.toBe('premise');
  });
});

describe("a business's opening times or a booking", () => {
  it('is admitted as something no record holds', () => {
    for (const q of [
      'When does the tasting room at Château Palmer close today?',
      'Is the Bollinger visitor centre closed at Christmas?',
      'Can I reserve a cellar tour at Taittinger next Saturday?',
      "how late is the winery shop at Château d'Issan open on weekends",
    ]) {
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('contact');
      expect(ask(q).markdown, q).toMatch(/opening hours or bookings/);
    }
  });

  it('leaves opening a bottle and visiting a region to be answered', () => {
    for (const q of [
      'Can a restaurant open a bottle I bring?',
      'When is the best time to open a Barolo?',
      'How long before dinner should I open a young Bordeaux?',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).not.toBe('contact');
  });
});

describe("a name's elided article before a capital", () => {
  it('is part of the name', () => {
    expect(tokenize("Château d'Yquem").map((t) => t.cap)).toEqual([true, true]);
    expect(tokenize('Moscato d’Asti and Barbera d’Alba').map((t) => t.cap)).toEqual([true, true, false, true, true]);
    expect(tokenize("l'amour d'été").map((t) => t.cap)).toEqual([false, false]);
  });
});

describe('a vintage year before a name typed in lower case', () => {
  it('marks the name as a wine, so its price or score is admitted unknown rather than steered away', () => {
    for (const q of [
      'how much would a magnum of 2018 calon-segur cost me',
      'what should i pay for six bottles of 2015 clos-fourtet',
      'what did critics score the 2017 leoville-poyferre',
    ]) {
      const a = ask(q);
      expect(a.intent, q).toBe('unknown');
      expect(a.found, q).toBe(false);
    }
  });
});

describe('another drink named after a wine place', () => {
  it('is steered back to wine', () => {
    for (const q of [
      'How strong is a Long Island iced tea?',
      'Where can I find good craft beer in Napa?',
      'Is there a good Mendoza IPA?',
      'is coffee from Mendoza any good',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('leaves a wine of that place asked beside the drink to be answered', () => {
    for (const q of ['Does Barolo go with tea?', 'Does Barolo smell of tea?', 'Which Napa wines taste of coffee?'])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});

describe('grapes and raisins as food, with nothing of wine left', () => {
  it('are steered back to wine, not answered with the calories of a glass', () => {
    for (const q of ['How much fibre is in a handful of raisins?', 'are seedless grapes high in calories?'])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('leave the calories or sugar of wine to be answered', () => {
    for (const q of [
      'How many calories are in a glass of Riesling?',
      'Is there more sugar in grapes picked late?',
      'Does sweet wine have more calories than dry?',
    ])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});

describe('a word that is both a food and a grape, said to be a grape', () => {
  it('is answered as the grape', () => {
    for (const q of ['pecorino is a grape too?', 'Is Pecorino actually a grape variety?']) {
      const a = ask(q);
      expect(a.intent, q).not.toBe('pairing');
      expect(a.markdown, q).toMatch(/Marche|Abruzzo/);
    }
  });

  it('leaves the cheese to be paired', () => {
    expect(ask('What wine goes with pecorino?').intent).toBe('pairing');
  });
});

describe('rare real names and everyday wine words the records now hold', () => {
  it('are answered, not admitted unknown', () => {
    const cases: [string, RegExp][] = [
      ['tell me about lambrusco', /Emilia/],
      ['Is Lambrusco a sparkling red?', /frizzante|sparkling/i],
      ['what did the widow Clicquot invent', /riddling/i],
      ['Who was Barbe-Nicole Ponsardin?', /riddling/i],
      ['Why do wineries hire flying winemakers?', /hemisphere|travel/i],
      ['is it bad if a wine is described as flabby', /acidity/i],
      ['is jammy a good thing in a wine', /ripe/i],
    ];
    for (const [q, fact] of cases) {
      const a = ask(q);
      expect(a.found, q).toBe(true);
      expect(a.markdown, q).toMatch(fact);
    }
  });
});

describe('a known place with a rank no record writes', () => {
  it('is admitted unknown', () => {
    for (const q of [
      'What is the Douro Reserva Dourada classification?',
      'explain the Rioja Cosecha Dorada category',
      'What does the Barossa Valley Platino Select designation require?',
    ]) {
      const h = checkHonesty(knowledge, q, now);
      expect(h?.reason, q).toBe('name');
      expect(ask(q).found, q).toBe(false);
    }
  });

  it('leaves the real ranks of a place to be answered', () => {
    for (const q of [
      'What does the Rioja Gran Reserva category mean?',
      'What is the Chianti Classico Gran Selezione category?',
      'Explain the Mosel Kabinett category',
    ])
      expect(ask(q).found, q).toBe(true);
  });
});

describe('an unknown name said to grow outside or beyond a known place', () => {
  it('is admitted unknown, not answered with the place', () => {
    for (const q of ['Is Carvellino planted anywhere outside Sicily?', 'is Tressolino grown beyond the Douro?'])
      expect(ask(q).found, q).toBe(false);
  });

  it('leaves a real grape asked the same way to be answered', () => {
    for (const q of ['Is Nebbiolo grown outside Piedmont?', 'Is Mencía grown outside Bierzo?'])
      expect(ask(q).found, q).toBe(true);
  });
});

describe('cork as a material and songs with wine in their titles', () => {
  it('are steered back to wine', () => {
    for (const q of [
      'How do I get a stain out of a cork coaster?',
      'Are cork yoga blocks better than foam?',
      'Who sang about a bottle of red, a bottle of white?',
      'what are the lyrics of Champagne Supernova',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('leave cork as a closure to be answered', () => {
    for (const q of ['Why is cork used for wine stoppers?', 'Is a cork better than a screwcap?'])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});

describe('where to stay', () => {
  it('is an errand steered back to wine, even in a wine town', () => {
    for (const q of ['Where should I stay in Florence for three nights?', 'is there cheap accommodation near Reims'])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('stays on wine when the stay is among its vineyards or wineries', () => {
    for (const q of [
      'Where should I stay in Bordeaux to visit wineries?',
      'Where can we stay among the vineyards of the Douro?',
    ])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});
