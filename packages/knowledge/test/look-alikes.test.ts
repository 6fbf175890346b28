// Names and words that resemble another record: a name one letter from a record's is that record
// misspelt only when the slip is one a writer makes; a word in another sense stays in its own sense.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { misspeltStart, sameOpening } from '../src/normalize.ts';
import { norm, plain } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 3, style: 'friendly' });
const opening = (question: string) => norm(plain(ask(question).markdown)).slice(0, 300);

describe('a name that opens with another letter is another name', () => {
  it('keeps a first letter of like sound, a vowel for a vowel, or an elided article', () => {
    expect(sameOpening('kabernet', 'cabernet')).toBe(true);
    expect(sameOpening('dassemblage', 'assemblage')).toBe(true);
    expect(sameOpening('teran', 'veran')).toBe(false);
    expect(sameOpening('dalbec', 'malbec')).toBe(false);
  });

  it('made-up names a letter from a grape are admitted, not answered as the grape', () => {
    for (const [q, not] of [
      ['Tell me about Dalbec', 'malbec'],
      ['What does Nerlot taste like?', 'merlot'],
    ]) {
      expect(ask(q).found, q).toBe(false);
      expect(opening(q), q).not.toContain(not);
    }
  });

  it('a real name the records mention only in passing is not read as its look-alike', () => {
    for (const q of ['is Teran a red grape', 'Is Mount Carmel known for wine?']) {
      const o = opening(q);
      expect(o, q).not.toMatch(/saint veran|carmenere/);
    }
    expect(opening('is Teran a red grape')).toContain('teran');
  });

  it('a name misspelt after its first letter is still found', () => {
    expect(opening('tell me about Kabernet Sauvignon')).toContain('cabernet sauvignon');
    expect(opening('what does Tempranilo taste like')).toContain('tempranillo');
  });
});

describe('a name cut short and misspelt at once', () => {
  it('is the name only when the slip keeps it', () => {
    expect(misspeltStart('gewurtz', 'gewurztraminer')).toBe(true);
    expect(misspeltStart('carmel', 'carmenere')).toBe(false);
    expect(misspeltStart('sangiol', 'sangiovese')).toBe(false);
    expect(opening('what does Gewurztram taste like')).toContain('gewurztraminer');
    expect(opening('Tell me about Sangiol')).not.toContain('sangiovese');
  });
});

describe('a nationality beside a producer word is a known place', () => {
  it('is not taken for an unknown producer', () => {
    for (const q of ['Is Carmel a good Israeli winery?', 'Which Lebanese winery is oldest?']) {
      const o = opening(q);
      expect(o, q).not.toMatch(/anything on .(israeli|lebanese)/);
    }
  });
});

describe('a figure asked of a thing a topic holds by name', () => {
  it('opens with the sentence that names the thing and its figure', () => {
    for (const [q, name] of [
      ['how many bottles does a Balthazar hold', 'balthazar 12 l'],
      ['a Rehoboam is how many litres?', 'rehoboam'],
    ])
      expect(opening(q).slice(0, 260), q).toContain(name);
  });

  it('the small bottles by their names', () => {
    for (const q of ['how many ml in a piccolo', 'what size bottle is a piccolo of sparkling wine'])
      expect(opening(q).slice(0, 200), q).toMatch(/187/);
  });
});

describe('a grape asked of a country by its adjective', () => {
  it('opens with the grape in that country, not the grape anywhere', () => {
    for (const [q, place] of [
      ['what is Chilean Pinot Noir like', /chile/],
      ['tell me about South African Chenin Blanc', /south africa/],
      ['what are Argentinian Malbecs like?', /argentina/],
    ])
      expect(opening(q).slice(0, 160), q as string).toMatch(place);
  });

  it('a grape at home is told by its own profile', () => {
    expect(opening('tell me about German Riesling').slice(0, 120)).toMatch(/riesling is a white grape/);
  });
});

describe('spritz as a wine’s slight sparkle, not the cocktail', () => {
  it('a spritz in a still wine is told as the wine’s own sparkle', () => {
    for (const q of ['what is spritz in a wine', 'my white wine has a slight spritz, is it faulty?']) {
      const a = ask(q);
      expect(a.intent, q).not.toBe('off-topic');
      expect(norm(plain(a.markdown)).slice(0, 250), q).toMatch(/carbon dioxide/);
      expect(norm(plain(a.markdown)).slice(0, 250), q).not.toMatch(/aperol|campari/);
    }
  });

  it('the cocktail keeps its own sense', () => {
    expect(opening('how do you make an Aperol spritz').slice(0, 250)).toMatch(/aperol|campari/);
  });
});

describe('a name the records write only in passing, typed without capitals', () => {
  it('is answered with what the records say of it, not steered away', () => {
    for (const [q, said] of [
      ['tell me about penglai', /shandong/],
      ['where is changyu', /shandong|yantai/],
      ['tell me about llicorella', /slate/],
    ] as const) {
      const a = ask(q);
      expect(a.intent, q).not.toBe('off-topic');
      expect(norm(plain(a.markdown)).slice(0, 300), q).toMatch(said);
    }
  });

  it('a place within a region tells of the towns around it', () => {
    expect(opening('Where is Penglai?')).toMatch(/shandong/);
  });
});

describe('the divisions of a country asked for by their kind', () => {
  it('a country named by its adjective before "counties" or "states" is that country', () => {
    expect(opening('which English counties have the most vineyards?').slice(0, 200)).toMatch(/kent/);
    expect(opening('which Australian states make the most wine').slice(0, 200)).toMatch(/south australia/);
  });
});

describe('a label term asked of a named place', () => {
  it('its meaning is followed by the place’s own use of it', () => {
    expect(opening('what does cru mean on a Beaujolais bottle?')).toMatch(/ten crus/);
    expect(opening('what does reserva mean on a rioja label')).toMatch(/rioja/);
  });
});

describe('how a style named by its label word is made', () => {
  it('opens with the making its meaning gives', () => {
    expect(opening('how do they make oloroso sherry?').slice(0, 200)).toMatch(/fortified/);
    expect(opening('how is amontillado produced').slice(0, 200)).toMatch(/flor/);
  });
});

describe('members of a classification asked for by name', () => {
  it('a list of Grands or Premiers Crus is answered by the sentence naming them, not one with a year', () => {
    expect(opening('list a few grand crus in vosne romanee').slice(0, 200)).toMatch(/la tache/);
    expect(opening('could you name one of the premier crus of Meursault?').slice(0, 200)).toMatch(/perrieres/);
  });
});

describe('a tasting-note word said of a named wine', () => {
  it('the word is what is asked, not the grape', () => {
    expect(opening('this Primitivo is jammy, what does jammy mean').slice(0, 150)).toMatch(/jam/);
    expect(opening('is it a good sign if a Shiraz is called jammy?').slice(0, 150)).toMatch(/jammy is praise/);
    expect(opening('why is shiraz described as jammy').slice(0, 150)).toMatch(/jammy/);
  });
});

describe('colour with age, asked of one colour of wine', () => {
  it('each colour’s change is told by its own sentence', () => {
    expect(opening('how come old white wines are darker with age')).toMatch(/oxidise/);
    expect(opening('why do white wines turn darker with age')).toMatch(/oxidise/);
    expect(opening('why do red wines get paler as they age')).toMatch(/garnet/);
  });
});
