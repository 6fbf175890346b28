// Classes of question found missing in the fifteenth round, each with wordings of its own: a repair
// of a house's fittings or a paint colour asked beside wine words; a place's grapes of one colour,
// asked in the possessive or with the colour on the grape; a time of year asked ("when is harvest in
// Chile?"), answered by the point that gives it; how a pest or disease was fixed or overcome, which
// meets the records' "controlled with…" and "the cure is…"; a cause that lies in a place's climate
// ("how come Sauternes gets noble rot?"); the score or rating a friend or relative gave a bottle, which
// no record holds; in an exam item, an option that names a place within a record (a district of a
// country, a lake) is not the record itself; why wines differ in alcohol, answered by where alcohol
// comes from; a grape's wine asked with age on it ("an aged Riesling"), which opens with what age brings;
// the top of a legal ladder ("the ripest Prädikat"), read off the sentence that gives it in order; an
// everyday word of wine ("dry", "body") asked to be defined; an estate whose name joins two known
// names with a hyphen ("Château Margaux-Pauillac"), or a place so named beside "appellation" or
// "region", which no record holds; a strange name asked what grape or wine it is ("what grape is
// Bianchetta Toscana used for?"), even beside a known place.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { opening } from './eval/grade.ts';

const ask = (question: string, level = 2) => answer({ question, level: level as 2, style: 'friendly' });

describe('a household repair or a paint colour beside wine words', () => {
  it('steers it back to wine', () => {
    for (const q of [
      'who can repair a burst pipe next to my wine racks',
      'need a plumber near the cellar in reims',
      'what paint colour goes with a burgundy sofa',
      'is claret a good shade for wall paint',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('still answers wine asked with the same words', () => {
    for (const q of [
      'how do i fix a broken cork',
      'what colour is bordeaux wine',
      'how should i store wine in my cellar',
    ])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});

describe('a place’s grapes of one colour', () => {
  it('lists the grapes of the colour asked, in the possessive or not', () => {
    const white = opening(ask('bordeaux’s white grapes?').markdown);
    expect(white).toMatch(/Sémillon/);
    expect(white).not.toMatch(/Merlot/);
    const red = opening(ask('what is chile’s signature red grape', 3).markdown).split('.')[0];
    expect(red).toMatch(/Carmenère/);
    expect(red).not.toMatch(/Sauvignon Blanc|Chardonnay/);
    const rhone = opening(ask('which white grape is used in the rhone').markdown);
    expect(rhone).toMatch(/Viognier/);
    expect(rhone).not.toMatch(/\*\*Syrah\*\*/);
  });
});

describe('a time of year asked', () => {
  it('leads with the point that gives the months', () => {
    expect(opening(ask('when do they pick grapes in chile').markdown)).toMatch(/February to April/);
    expect(opening(ask('what month is the grape harvest in france', 3).markdown)).toMatch(/September/);
    expect(opening(ask('when are grapes harvested in new zealand', 1).markdown)).toMatch(/February/);
  });
});

describe('how a pest or disease is fixed', () => {
  it('meets the point on its control', () => {
    expect(opening(ask('how do growers fix downy mildew').markdown)).toMatch(/copper/);
    expect(opening(ask('whats the remedy for phylloxera').markdown)).toMatch(/graft/);
  });
});

describe('a cause that lies in a place’s climate', () => {
  it('opens with the climate note that gives it', () => {
    expect(opening(ask('why does barsac get noble rot', 3).markdown)).toMatch(/mists/);
    expect(opening(ask('how come the sauternes vineyards get noble rot', 3).markdown)).toMatch(/mists/);
  });
});

describe('the rating someone close gave a wine', () => {
  it('is admitted as private', () => {
    for (const q of ['how did my sister rate the rioja we drank on sunday', 'what mark did my dad give his own wine'])
      expect(ask(q).found, q).toBe(false);
  });
});

describe('an exam option that names a place within a record', () => {
  const letter = (q: string) =>
    ask(q, 3)
      .markdown.match(/^\*\*([A-Da-d])\b/)?.[1]
      ?.toUpperCase();
  it('is not tied to the stem by the whole record', () => {
    expect(letter('Most Cava comes from:\nA) Castilla y León\nB) Catalonia\nC) Galicia\nD) Murcia')).toBe('B');
    expect(
      letter(
        "What keeps Chile's coastal valleys cool?\nA) Lake Geneva\nB) The Humboldt Current\nC) The Zonda\nD) The Gulf Stream",
      ),
    ).toBe('B');
  });
  it('still wins where the part’s own fact names the subject', () => {
    expect(
      letter('Bierzo is found in which Spanish region?\nA) Galicia\nB) Castilla y León\nC) Catalonia\nD) Murcia'),
    ).toBe('B');
  });
});

describe('why wines differ in alcohol', () => {
  it('is answered by where alcohol comes from', () => {
    for (const q of ['why do some wines have more alcohol than others', 'what decides the alcohol level of a wine'])
      expect(opening(ask(q).markdown), q).toMatch(/grape sugar/);
  });
});

describe('a grape’s wine asked with age on it', () => {
  it('opens with what age brings', () => {
    expect(opening(ask('how does semillon age', 3).markdown)).toMatch(/With age, Sémillon develops/);
    expect(opening(ask('what does an old chenin blanc taste like').markdown)).toMatch(/With age/);
    expect(opening(ask('what is riesling').markdown)).not.toMatch(/With age/);
  });
});

describe('the top of a legal ladder', () => {
  it('is read off the sentence that gives the ladder in order', () => {
    for (const q of ['which pradikat is the sweetest', 'what is the highest pradikat level in germany'])
      expect(opening(ask(q, 3).markdown), q).toMatch(/Trockenbeerenauslese/);
  });
});

describe('an everyday word of wine asked to be defined', () => {
  it('is answered by the topic that holds it', () => {
    expect(opening(ask('what does "sweet" mean on a bottle').markdown)).toMatch(/residual sugar/);
    expect(opening(ask('what does body mean').markdown)).toMatch(/Body is how heavy/);
  });
});

describe('an estate named by two known names joined with a hyphen', () => {
  it('is admitted as unknown', () => {
    for (const q of ['what is Château Margaux-Pauillac like', 'tell me about Domaine Chablis-Montrachet'])
      expect(ask(q).found, q).toBe(false);
  });
  it('is admitted as unknown when called an appellation or a region', () => {
    for (const q of ['what wines come from the Chablis-Meursault appellation', 'is the Rioja-Ribera region in Spain'])
      expect(ask(q).found, q).toBe(false);
  });
  it('still knows the estates and places the records write', () => {
    expect(ask('what is Château Lafite-Rothschild').found).toBe(true);
    expect(ask('tell me about the Chassagne-Montrachet appellation').found).toBe(true);
  });
});

describe('a strange name asked what grape or wine it is', () => {
  it('is admitted as unknown, even beside a known place', () => {
    for (const q of ['what wine is Castelmorno known for in tuscany', 'what grape is Verdolina Nera in rioja'])
      expect(ask(q).found, q).toBe(false);
  });
  it('still describes a grape the records know', () => {
    expect(ask('what grape is Canaiolo').found).toBe(true);
  });
});
