// Classes of question found missing in the fourteenth round, each with wordings of its own: an
// everyday errand (a recipe or a bake, a cruise, a walking or cycling route) that names a wine place
// only as part of a dish or a trip; a wine or estate the records cite, asked by its one-word name in
// lower case; an abbreviation made plural ("MGAs", "AVAs"); and label and trade words the records lacked (a courtier, the Hospices de Beaune, the black rooster, the governo).
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { opening } from './eval/grade.ts';

const ask = (question: string, level = 2) => answer({ question, level: level as 2, style: 'friendly' });

describe('an everyday errand in a wine place', () => {
  it('steers a recipe, a bake, a cruise or a route back to wine', () => {
    for (const q of [
      'sherry trifle recipe',
      'how do i bake a champagne cake',
      'cruises that stop in porto',
      'good walking trails near rioja',
      'best hiking trails around the mosel',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('still answers wine asked in the same places', () => {
    for (const q of ['what wine goes with madeira cake', 'best time to visit bordeaux for wine tasting'])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});

describe('an abbreviation made plural', () => {
  it('is the same term as its singular', () => {
    expect(opening(ask('what are AVAs', 3).markdown)).toMatch(/American Viticultural Area/);
    expect(opening(ask('explain the MGAs of barbaresco', 4).markdown)).toMatch(/Menzion/);
  });
});

describe('a wine or estate cited by its one-word name in lower case', () => {
  it('answers from the record that cites it', () => {
    expect(opening(ask('where is ornellaia made').markdown)).toMatch(/Bolgheri/);
    expect(opening(ask('who makes tignanello').markdown)).toMatch(/Tuscan|Tuscany|Super Tuscan/);
    expect(ask('where is petrus from').intent).not.toBe('off-topic');
  });
});

describe('trade and label words', () => {
  it('knows a courtier, the Hospices de Beaune, the black rooster and the governo', () => {
    expect(opening(ask('what is a courtier in the bordeaux trade', 3).markdown)).toMatch(/broker/);
    expect(opening(ask('hospices de beaune, what is that', 3).markdown)).toMatch(/charit/);
    expect(opening(ask('why is there a black rooster on my bottle', 2).markdown)).toMatch(/Chianti Classico/);
    expect(opening(ask('what is the governo technique', 4).markdown)).toMatch(/dried grapes/);
  });
});

describe('what cools a place, or why it suits a grape', () => {
  it('is answered by the place’s climate first', () => {
    expect(opening(ask('what cools marlborough', 3).markdown)).toMatch(/cool climate/);
    expect(opening(ask('why is the mosel so good for riesling', 2).markdown)).toMatch(/climate/);
    expect(opening(ask('what moderates the heat in the barossa', 3).markdown)).toMatch(/climate/);
  });
});

describe('the famous estates of a place', () => {
  it('leads with the sentence that names them', () => {
    expect(opening(ask('best producers in bolgheri').markdown)).toMatch(/Tenuta San Guido|Ornellaia/);
    expect(opening(ask('top chateaux of pauillac').markdown)).toMatch(/Latour|Lafite|Mouton/);
  });
});

describe('a method named by its first word beside a place', () => {
  it('answers the method, not the place', () => {
    expect(opening(ask('explain the governo technique used in chianti', 4).markdown)).toMatch(/dried grapes/);
    expect(opening(ask('what is the governo method of tuscany', 3).markdown)).toMatch(/dried grapes/);
    expect(opening(ask('the charmat method in prosecco?', 3).markdown)).toMatch(/tank/i);
  });
});

describe('who brought the vine to a country', () => {
  it('is answered by the dated sentence of its history', () => {
    expect(opening(ask('who first planted vines in france', 3).markdown)).toMatch(/Greek|Roman/);
    expect(opening(ask('who brought the vine to france', 2).markdown)).toMatch(/Greek|Roman/);
  });
});

describe('a wine set against a term that names a style', () => {
  it('states the wine’s own style beside the term', () => {
    expect(opening(ask('difference between amarone and recioto', 3).markdown)).toMatch(/dry red/);
    expect(opening(ask('soave versus recioto', 3).markdown)).toMatch(/dry white/);
  });
});

describe('a known place joined by hyphens into a name no record holds', () => {
  it('is admitted as unknown, not described as the known place', () => {
    for (const q of [
      'tell me about Pauillac-sur-Loire',
      'what is Margaux-les-Vignes like',
      'is Pomerol-de-Blaye red',
    ]) {
      const a = ask(q);
      expect(a.found, q).toBe(false);
      expect(a.markdown.slice(0, 200), q).toMatch(/don't have anything/);
    }
  });

  it('still describes the real hyphenated appellations', () => {
    for (const q of ['what is Lalande-de-Pomerol', 'tell me about Crozes-Hermitage', 'Sainte-Croix-du-Mont sweet wine'])
      expect(ask(q).found, q).toBe(true);
  });
});

describe('a grape at certification depth', () => {
  it('names its best-known other names in the opening', () => {
    expect(opening(ask('what is carignan', 4).markdown)).toMatch(/Cariñena/);
    expect(opening(ask('tell me about the grenache grape', 4).markdown)).toMatch(/Garnacha/);
  });
});

describe('the only member of a group in a place', () => {
  it('is found in the place’s sentence naming its members, not in the classification’s rules', () => {
    expect(opening(ask('what is the only grand cru of the cote chalonnaise', 4).markdown)).toMatch(/no Grands? Crus/);
    expect(opening(ask("what's the only premier grand cru superieur in sauternes", 4).markdown)).toMatch(/Yquem/);
  });
});

describe('which place lacks something', () => {
  it('is told by the sentence that says it has none', () => {
    expect(opening(ask('which part of bordeaux has no classification', 3).markdown)).toMatch(/Pomerol has none/);
    expect(opening(ask('what bordeaux area has never been classified', 3).markdown)).toMatch(/Pomerol has none/);
  });
});

describe('a claim that a place allows any grape', () => {
  it('is false where the records name the place’s grapes', () => {
    for (const q of [
      'True or false: Chablis may be made from any white grape.',
      'True or false: Rioja can be made from any variety the producer likes.',
    ])
      expect(ask(q).markdown.slice(0, 40), q).toMatch(/^\*\*False/);
  });
});

describe('which kind of thing a named place has, as an exam item', () => {
  it('picks the option the place’s own sentences name, not one its kind word reaches', () => {
    expect(
      ask('Which soil is typical of Coonawarra? a) terra rossa b) slate c) albariza d) galestro').markdown,
    ).toMatch(/^\*\*a — terra rossa/);
    expect(
      ask('Which soil is Jerez famous for?\nA) Kimmeridgian\nB) Albariza\nC) Llicorella\nD) Terra rossa').markdown,
    ).toMatch(/^\*\*B — Albariza/);
  });
});

describe('what a place is, when it divides into parts', () => {
  it('says how it divides in the opening', () => {
    expect(opening(ask('what is the niagara peninsula', 3).markdown)).toMatch(/Niagara-on-the-Lake/);
    expect(opening(ask('tell me about hermitage', 3).markdown)).toMatch(/climats/);
  });
});
