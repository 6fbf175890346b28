// Unknown names typed without capitals, and two premises the records contradict: a place set in a
// country it is not in, and a wine asked why it has a colour its place never makes. Real wine asked
// the same way is still answered.
import { describe, expect, it } from 'vitest';
import { checkHonesty } from '../src/honesty.ts';
import { answer, knowledge, understand } from '../src/index.ts';

const now = new Date('2026-11-26T12:00:00Z');
const ask = (q: string) => answer({ question: q, level: 2, style: 'friendly' });

describe('an unknown name typed without capitals', () => {
  it('is admitted as unknown, not steered away nor answered with something else', () => {
    for (const q of [
      'is velvarino a white grape',
      'is dorvanello red or white',
      'tell me about valtrebbia',
      'tell me about barbera di castelmorno',
      'what is brascatello',
    ]) {
      const u = understand(q);
      expect(u.intent, q).toBe('unknown');
      expect(ask(q).found, q).toBe(false);
    }
  });

  it('leaves real names and misspelt ones to be answered', () => {
    for (const q of ['tell me about moscato', 'is tempranilo spanish', 'what is a crianza', 'is moscato sweet'])
      expect(ask(q).found, q).toBe(true);
  });
});

describe('a place set in a country it is not in', () => {
  it('is corrected', () => {
    for (const q of [
      'What is the best grape of Marlborough in Australia?',
      'Why is the Barossa Valley in New Zealand so hot?',
      'How cold do the winters get in Rioja, Portugal?',
    ]) {
      const h = checkHonesty(knowledge, q, now);
      expect(h?.reason, q).toBe('premise');
    }
  });

  it('leaves the right country, likenesses, trade and lists alone', () => {
    for (const q of [
      'Tell me about Mendoza in Argentina',
      'Which wines are like Sancerre in New Zealand?',
      'can I buy Barolo in Australia?',
      'Compare Rioja, Chile and Argentina',
      'What is the Burgundy of New Zealand?',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).not.toBe('premise');
  });
});

describe('a wine asked why it has a colour its place never makes', () => {
  it('is corrected', () => {
    for (const q of ['why are barolo wines white', 'Why is Pouilly-Fumé a red wine?', 'why is Pauillac a white wine'])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('premise');
  });

  it('leaves places that make both colours, and true colours, alone', () => {
    for (const q of ['Why is Sancerre red?', 'Why is Chablis white?', 'why is Champagne white', 'Why is Chianti red?'])
      expect(checkHonesty(knowledge, q, now)?.reason, q).not.toBe('premise');
  });
});

describe('a colour set before an appellation that never makes it', () => {
  it('is corrected', () => {
    for (const q of ['What is red Chablis like?', 'What does white Barolo taste like?', 'How is red Sauternes made?'])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('premise');
  });

  it('is corrected when a grape of the other colour is allowed only inside the place’s own colour', () => {
    // Viognier may be co-fermented in Côte-Rôtie, which still makes only red wine.
    expect(checkHonesty(knowledge, 'Who makes the best white Cote-Rotie?', now)?.reason).toBe('premise');
  });

  it('leaves places that make the colour, and places without a legal grape list, alone', () => {
    for (const q of [
      'What is red Sancerre like?',
      'Is white Port a thing?',
      'What is white Rioja like?',
      'what is white Jumilla',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).not.toBe('premise');
  });
});

describe('more premises: a place said to be made in another country, a sweet wine asked why it is dry', () => {
  it('is corrected', () => {
    for (const q of [
      'Why is Rioja made in Portugal?',
      'is tokaji made in Austria?',
      'Why is Sauternes a dry wine?',
      'Why is Chablis so sweet?',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('premise');
  });

  it('leaves true places and sweetness alone, and places that make both', () => {
    for (const q of [
      'is Port made in Portugal?',
      'Why is Sauternes sweet?',
      'Why is Muscadet dry?',
      'Why is Vouvray sweet?',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).not.toBe('premise');
  });
});

describe('an unknown name fused to a grape by two linking words, or given after "called"', () => {
  it('is admitted as unknown', () => {
    for (const q of [
      'what is tempranillo de la valtornesa',
      'what is Garnacha de los Montevarios',
      'what is the Burgundy grand cru called La Montagne Dorée?',
      'a Rioja bodega called Bodegas Castillo Morvedre',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('name');
  });

  it('leaves known names after "called" to be answered', () => {
    for (const q of [
      'what is the Burgundy grand cru called Le Montrachet',
      'what is the wine region called the Barossa Valley',
      'is there a grape called Pinot Noir in Chile',
    ])
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
  });
});

describe('rare real names the records now hold', () => {
  it('answers rare grapes and people of wine history rather than admitting them unknown', () => {
    for (const [q, fact] of [
      ['tell me about moscato', 'Muscat'],
      ['what is vranac', 'Montenegro'],
      ['Which country does Mavrud come from?', 'Bulgaria'],
      ['is xynisteri a white grape?', 'Cyprus'],
      ['Who was Giacomo Tachis?', 'Super Tuscan'],
      ['who was Henri Jayer', 'Cros Parantoux'],
      ['what did Michel Rolland do', 'consultant'],
      ['what was Jules Guyot known for', 'pruning'],
      ['is ciliegiolo a red grape', 'Tuscany'],
      ['where does vitovska grow', 'Carso'],
      ['what kind of wine does Kotsifali make', 'Crete'],
      ['Tell me about Pelaverga', 'Verduno'],
      ['tell me about pyrazines', 'green pepper'],
      ['what is rotundone', 'black pepper'],
    ]) {
      const a = ask(q);
      expect(a.found, q).toBe(true);
      expect(a.markdown, q).toContain(fact);
    }
  });
});

describe("a named person's own liking", () => {
  it('is admitted as an opinion no record holds, even of a person the records name', () => {
    for (const q of [
      'What wine does Jancis Robinson love most?',
      'Which Bordeaux does Michel Rolland really prefer?',
      'what vintage does Robert Parker personally enjoy',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('opinion');
  });

  it('leaves what a grape likes to the records', () => {
    for (const q of ['Does Pinot Noir like cool climates?', 'Does Cabernet Sauvignon prefer gravel soils?'])
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
  });
});

describe('a name the records write in a note, or a small appellation within a region', () => {
  it('is answered, not admitted unknown', () => {
    for (const [q, fact] of [
      ['What is Sangiovese Grosso?', 'Brunello'],
      ['is sangiovese grosso the grape of brunello', 'Sangiovese Grosso'],
      ['What is Côte Roannaise?', 'Gamay'],
      ['what grape is used in cotes du forez', 'Gamay'],
    ]) {
      const a = ask(q);
      expect(a.found, q).toBe(true);
      expect(a.markdown, q).toContain(fact);
    }
  });
});

describe('prices, scores and figures asked in other words', () => {
  it('is admitted', () => {
    for (const [q, reason] of [
      ["What's a bottle of Pétrus going for these days?", 'price'],
      ['how expensive is Screaming Eagle', 'price'],
      ['What did a case of Latour 1961 fetch?', 'price'],
      ['Is Opus One 2019 a 100-point wine?', 'score'],
      ['How did Decanter rate the 2020 Brunellos?', 'score'],
      ['How much land does Antinori own?', 'figures'],
      ['how much vineyard land does Gaja own in Barbaresco', 'figures'],
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe(reason);
  });

  it('leaves how scores work and a region’s output to the records', () => {
    for (const q of [
      "what does Parker's 100-point scale mean",
      'How does the 100-point system work?',
      'How much wine does Bordeaux produce a year?',
      'Why is Burgundy so expensive?',
    ])
      expect(checkHonesty(knowledge, q, now), q).toBeUndefined();
  });
});

describe('a grape asked why it has a colour it has not, and a system in the plural', () => {
  it('is corrected', () => {
    for (const q of ['Why is Tempranillo a white grape?', 'Why is Chardonnay red?', 'List the DOCGs of Australia'])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('premise');
  });

  it('leaves true colours, pink grapes and white wine from black grapes alone', () => {
    for (const q of [
      'Why is Riesling a white grape?',
      'why is pinot gris a red grape',
      'Why is Pinot Noir white in Champagne?',
      'Which DOCs are in Portugal?',
    ])
      expect(checkHonesty(knowledge, q, now)?.reason, q).not.toBe('premise');
  });
});

describe('a style set before an appellation that never makes it', () => {
  it('is corrected', () => {
    for (const q of ['Where can I buy a sparkling Pomerol?', 'what does fortified Chablis taste like'])
      expect(checkHonesty(knowledge, q, now)?.reason, q).toBe('premise');
  });

  it('leaves places whose records make the style alone', () => {
    for (const q of ['Is there a sparkling Vouvray?', 'What is fortified Banyuls like?'])
      expect(checkHonesty(knowledge, q, now)?.reason, q).not.toBe('premise');
  });
});

describe('a made-up name described in an apposition of real grapes', () => {
  it('is the name asked about, not the grapes that describe it', () => {
    expect(
      checkHonesty(knowledge, 'Tell me about Gamaviognier, a Gamay x Viognier cross from Lyon.', now)?.reason,
    ).toBe('name');
  });

  it('leaves a real crossing described the same way alone', () => {
    expect(checkHonesty(knowledge, 'Tell me about Pinotage, the Pinot Noir x Cinsault crossing.', now)).toBeUndefined();
  });
});

describe('a rank or a pink wine a place does not have', () => {
  it('corrects a classification the place’s own record says it never had', () => {
    const h = checkHonesty(knowledge, 'Name the Premiers Crus Classés of Pomerol.', now);
    expect(h?.reason).toBe('premise');
    expect(h?.reason === 'premise' && h.correction).toMatch(
      /^I have no record of any Premiers Crus.*never had an official classification/,
    );
  });

  it('corrects a rosé of an appellation whose styles are all another colour', () => {
    expect(checkHonesty(knowledge, 'Is there a good Barbaresco rosato?', now)?.reason).toBe('premise');
    expect(checkHonesty(knowledge, 'What is rosé Sancerre like?', now)?.reason).not.toBe('premise');
  });
});

describe('a label term of another country read on a place’s label', () => {
  it('is corrected', () => {
    expect(checkHonesty(knowledge, 'What does Spätlese mean on a Barossa label?', now)?.reason).toBe('premise');
  });

  it('leaves a term the place’s country writes on its labels alone', () => {
    expect(checkHonesty(knowledge, 'What does Brut mean on a Cava label?', now)?.reason).not.toBe('premise');
    expect(checkHonesty(knowledge, 'What does Reserva mean on a Rioja label?', now)?.reason).not.toBe('premise');
  });
});
