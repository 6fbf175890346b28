// Kinds of question the engine once answered from the wrong record or steered away: each block is a
// class (a practice said of growers, a river of a region, a trait of a named region's wine…), tried
// with wordings of its own.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { norm, plain } from './eval/grade.ts';

const ask = (question: string, level: 1 | 2 | 3 | 4 = 3) => answer({ question, level, style: 'friendly' });
const opening = (question: string, level: 1 | 2 | 3 | 4 = 3) =>
  norm(plain(ask(question, level).markdown)).slice(0, 400);

describe('a vineyard practice said of growers', () => {
  it('is the vineyard’s own word, not a fruit or a tent', () => {
    for (const q of [
      'why do growers prune in winter',
      'when do grape growers prune',
      'why do growers thin the canopy',
      'why do many growers remove leaves around the bunches',
    ]) {
      const a = ask(q);
      expect(a.intent, q).not.toBe('off-topic');
      expect(norm(plain(a.markdown)).slice(0, 400), q).toMatch(/prun|canopy|leaf removal/);
    }
    expect(opening('why do growers thin the canopy')).toMatch(/canopy/);
  });

  it('growers of something else stay off wine', () => {
    for (const q of ['why do tomato growers prune in summer', 'how do apple growers thin their trees'])
      expect(ask(q).intent, q).toBe('off-topic');
  });
});

describe('the river of a wine region', () => {
  it('is carried by the records where a river shapes the place, each named in its own sentences', async () => {
    const { REGIONS } = await import('../src/index.ts');
    const withRivers = REGIONS.filter((r) => (r.rivers ?? []).length > 0);
    expect(withRivers.length).toBeGreaterThanOrEqual(15);
    for (const r of withRivers) {
      const text = norm([...r.facts.map((f) => f.text), ...r.climateNotes].join(' '));
      for (const river of r.rivers ?? []) expect(text, `${r.id}: ${river}`).toContain(norm(river));
    }
  });

  it('answers "which river…" with it, however the question is put', () => {
    const cases: [string, RegExp][] = [
      ['which river runs through the Douro', /douro river/],
      ['what river flows through Bordeaux', /garonne/],
      ['which river is the Mosel on', /mosel river/],
      ['what river runs through the Rheingau', /rhine/],
      ['on which river does the Wachau lie', /danube/],
      ['what river is Tokaj on', /bodrog|tisza/],
      ['what rivers water the Columbia Valley', /columbia river/],
      ['the Rhône valley follows which river?', /rhone river/],
    ];
    for (const [q, re] of cases) expect(opening(q).slice(0, 250), q).toMatch(re);
  });
});

describe('the geography of a wine place', () => {
  it('opens with the lie of its land, not its profile', () => {
    expect(opening('what is the geography of Argentina')).toMatch(/^[^.]*(andes|altitude)/);
    expect(opening('describe the topography of Chile')).toMatch(/^[^.]*(andes|coast|valleys)/);
    expect(opening('what is the landscape of the Mosel like')).toMatch(/^[^.]*(slopes|river)/);
    expect(opening('what is the geography of New Zealand')).toMatch(/^[^.]*islands/);
  });

  it('a label term found by the very words of a country’s name does not stand for the country', () => {
    expect(opening('what is the geography of New Zealand').slice(0, 200)).not.toMatch(/geographical indication/);
    expect(opening('tell me about New Zealand').slice(0, 200)).toMatch(/sauvignon blanc/);
    expect(opening('what does GI mean on a New Zealand label').slice(0, 200)).toMatch(/geographical indication/);
  });
});

describe('a wine of one colour made from grapes of the other', () => {
  it('white wine from black grapes is gentle pressing (Blanc de Noirs), not rosé', () => {
    for (const q of [
      'how can you make white wine from black grapes',
      'can you make white wine using red grapes',
      'is it possible to make a white wine with black grapes',
      'how do they make a white wine out of black grapes',
    ]) {
      const a = ask(q);
      expect(a.intent, q).not.toBe('pairing');
      const o = norm(plain(a.markdown)).slice(0, 400);
      expect(o, q).toMatch(/colourless|press/);
      expect(o.slice(0, 120), q).not.toMatch(/rose/);
    }
  });

  it('a wine with white fish is still a pairing', () => {
    expect(ask('what wine goes with white fish').intent).toBe('pairing');
  });
});

describe('a trait of a named region’s wine', () => {
  it('is answered by the region, not by a sentence of the grape about its homeland', () => {
    for (const q of [
      'how much alcohol does Barossa Shiraz have',
      'what is the typical abv of Barossa Shiraz',
      'how strong is a Barossa Valley Shiraz',
    ]) {
      const o = opening(q).slice(0, 200);
      expect(o, q).toMatch(/barossa/);
      expect(o, q).toMatch(/alcohol/);
      expect(o, q).not.toMatch(/cote rotie|hermitage/);
    }
  });

  it('a share of a grape is no strength', () => {
    expect(opening('how much alcohol is in Chateauneuf-du-Pape').slice(0, 200)).toMatch(/abv|alcohol/);
  });
});

describe('a cheese named by its own name', () => {
  it('is matched by its type, the wine the records pair with that cheese first', () => {
    const cases: [string, RegExp][] = [
      ['what wine goes with pecorino', /sangiovese/],
      ['which wine should I serve with Pecorino cheese', /sangiovese/],
      ['what wine goes with manchego', /sherry|rioja/],
      ['wine for parmesan', /sherry|sangiovese/],
      ['what wine goes with roquefort', /sauternes/],
    ];
    for (const [q, re] of cases) {
      const a = ask(q);
      expect(a.intent, q).toBe('pairing');
      const o = norm(plain(a.markdown)).slice(0, 200);
      expect(o, q).toMatch(re);
      expect(o, q).not.toMatch(/don't list|tapas/);
    }
  });

  it('the cheese-named grape is still the grape when asked as one', () => {
    expect(opening('tell me about the Pecorino grape').slice(0, 150)).toMatch(/white grape/);
  });
});

describe('why a grape is hard to grow', () => {
  it('gathers the vineyard notes that name its risks', () => {
    for (const q of [
      'why is Pinot Noir so hard to grow',
      'why is pinot noir such a difficult grape to grow',
      'what are the challenges of growing Pinot Noir',
    ]) {
      const o = opening(q, 2);
      expect(o, q).toMatch(/thin skin/);
      expect(o, q).toMatch(/frost/);
    }
    expect(opening('what problems do growers face with Merlot in the vineyard', 2)).toMatch(/coulure|rot|frost/);
  });

  it('a grape resistant to rot is not called demanding for it', () => {
    expect(opening('is Cabernet Sauvignon hard to grow')).not.toMatch(/demanding/);
  });
});

describe('a variety once taken for another', () => {
  it('opens with how the two were told apart', () => {
    const cases: [string, RegExp][] = [
      ['carmenere used to be mistaken for which grape', /merlot/],
      ['what grape was Carmenère confused with in Chile', /merlot/],
      ['Plavac Mali was once thought to be which grape', /zinfandel/],
      ['what was corvinone mistaken for', /corvina/],
    ];
    for (const [q, re] of cases) expect(opening(q, 2).slice(0, 200), q).toMatch(re);
  });
});

describe('a nationality beside the words of a classification', () => {
  it('asks for that country’s own categories, not a tasting note’s quality', () => {
    const cases: [string, RegExp][] = [
      ['which spanish quality category is for single estates', /pago/],
      ['what are the quality categories of Spanish wine', /doca/],
      ['spanish wine quality levels', /vino de pago|doca/],
      ['which italian quality level is the highest', /docg/],
    ];
    for (const [q, re] of cases) {
      const o = opening(q).slice(0, 250);
      expect(o, q).toMatch(re);
      expect(o, q).not.toMatch(/blic|tasting note/);
    }
  });
});

describe('a person the records name inside a place’s sentences', () => {
  it('is answered by the sentence that names them, not by the place’s profile', () => {
    const cases: [string, RegExp][] = [
      ['who was Dom Pérignon', /^[^.]*(dom perignon|monk)/],
      ['who was Robert Mondavi', /^[^.]*mondavi/],
      ['who was Émile Peynaud', /^[^.]*oenolog/],
    ];
    for (const [q, re] of cases) expect(opening(q), q).toMatch(re);
  });
});

describe('what a soil does for the vines', () => {
  it('is answered by the sentence that gives its effect, not the list of soils', () => {
    expect(opening('how does the slate of the Mosel help the vines').slice(0, 200)).toMatch(/heat|drain/);
    expect(opening('what effect does the Mosel slate have on the vines').slice(0, 200)).toMatch(/heat|drain/);
  });
});

describe('how long a named wine keeps', () => {
  it('is answered by its own sentence on ageing in bottle, not its legal minimum ageing', () => {
    for (const q of [
      'How long can Barolo age?',
      'how long will a good Barolo keep',
      'how long will a good Sauternes keep',
    ]) {
      const o = opening(q, 2).slice(0, 220);
      expect(o, q).toMatch(/decade/);
      expect(o, q).not.toMatch(/at least 38 months/);
    }
  });
});

describe('a wine asked to be always one thing', () => {
  it('is not, when its own record speaks of the opposite', () => {
    const cases: [string, RegExp][] = [
      ['is chardonay always oaked?', /unoaked/],
      ['is Chardonnay always aged in oak', /unoaked/],
      ['is Champagne always white', /rose/],
      ['is Riesling always sweet', /dry/],
      ['is Sancerre always white', /red/],
      ['is Rioja always red', /white/],
    ];
    for (const [q, re] of cases) {
      const o = opening(q, 2).slice(0, 250);
      expect(o, q).toMatch(/not always/);
      expect(o, q).toMatch(re);
    }
  });

  it('says nothing of the kind when the record knows no opposite (a rose in the aroma is no rosé)', () => {
    expect(opening('is Barolo always red', 2)).not.toMatch(/not always/);
  });
});

describe('the driest or sweetest style of a wine', () => {
  it('is the end of its own label sweetness scale', () => {
    const cases: [string, RegExp][] = [
      ['Which Champagne style is the driest?', /brut nature/],
      ['what is the sweetest style of champagne', /doux/],
      ['which Cava is the driest', /brut nature/],
      ['what is the sweetest Vouvray', /doux|moelleux/],
    ];
    for (const [q, re] of cases) expect(opening(q, 2).slice(0, 120), q).toMatch(re);
  });
});
