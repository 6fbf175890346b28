// Classes of question found missing in the sixteenth round, each with wordings of its own: care of
// the house and its linen beside wine words (a red-wine stain on a shirt or a carpet, a cellar door
// that squeaks), steered back to wine; a temperature asked of the vine rather than of the glass,
// answered from the vine's year; the professional's tools and words the records lacked (port tongs,
// premature oxidation as "premox", kosher and mevushal wine, British as against English wine); roses
// in a vineyard, which are flowers and not rosé, and leaves pulled off round the bunches, which is
// vineyard work and not another subject; "the golden rule", an idiom and not the Côte d'Or; a wine's
// colour changing with age; fermentation stopped (or halted) to leave sugar, as in Port or a vin doux
// naturel; acid added in a warm climate; which wines benefit from cellaring; a place named after its
// category ("the PDO …", "AVA …") in ordinary words no record writes together, admitted as unknown;
// in an exam item on a bottle's size, a topic's sentence that does not name the bottle asked is no
// evidence for its figure, "how big" only asks for a figure, and "15-litre" is a figure in litres; a
// true/false statement calling a clay vessel wooden (oak, a cask) is false; a word asked to be read on
// a place's label is the label term, not the place.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { opening } from './eval/grade.ts';

const ask = (question: string, level = 2) => answer({ question, level: level as 2, style: 'friendly' });

describe('care of the house and its linen beside wine words', () => {
  it('steers it back to wine', () => {
    for (const q of [
      'best way to lift a merlot stain from a beige carpet',
      'how can i wash red wine stains off my tablecloth',
      'the wine cellar door creaks loudly, any tips',
      'squeaky hinges on my wine cabinet',
    ])
      expect(ask(q).intent, q).toBe('off-topic');
  });

  it('still answers wine asked with the same words', () => {
    for (const q of ['how do i get a stuck cork out of the bottle', 'why is there a purple stain on my cork'])
      expect(ask(q).intent, q).not.toBe('off-topic');
  });
});

describe('a temperature asked of the vine', () => {
  it('answers from the vine’s year, not from serving temperatures', () => {
    for (const q of [
      'at what temperature does a grapevine begin growing',
      'below what temperature do vines stop growing',
    ]) {
      const a = ask(q);
      expect(opening(a.markdown), q).toMatch(/10 °C/);
      expect(opening(a.markdown), q).not.toMatch(/Room temperature/i);
    }
  });
});

describe('tools and words of the trade the records lacked', () => {
  it('names port tongs and premature oxidation', () => {
    expect(opening(ask('how do port tongs work', 3).markdown)).toMatch(/neck/);
    expect(opening(ask('why would a sommelier use port tongs on an old bottle', 3).markdown)).toMatch(/heated/);
    expect(opening(ask('is premox a problem in white burgundy', 3).markdown)).toMatch(/Premature oxidation/);
    expect(opening(ask('what causes premature oxidation in white wine', 3).markdown)).toMatch(/oxid/i);
  });

  it('explains kosher, mevushal and British wine', () => {
    expect(opening(ask('what does mevushal on a kosher wine mean', 3).markdown)).toMatch(/heated|pasteuri/);
    expect(opening(ask('is mevushal wine cooked', 3).markdown)).toMatch(/heated|pasteuri/);
    expect(opening(ask('is british wine the same as english wine', 3).markdown)).toMatch(/concentrate/);
    expect(opening(ask('what is british wine', 3).markdown)).toMatch(/concentrate/);
  });
});

describe('roses and leaves in the vineyard', () => {
  it('reads roses beside the vines as the flower, an early warning of disease', () => {
    for (const q of ['why grow rose bushes beside grapevines', 'what are the roses planted at the end of the rows for'])
      expect(opening(ask(q).markdown), q).toMatch(/early warning/);
    expect(opening(ask('how are roses made').markdown)).toMatch(/Rosé/);
  });

  it('answers leaves pulled off round the bunches as canopy work', () => {
    for (const q of ['why do growers remove leaves near the grapes', 'should you pull leaves off around the fruit']) {
      const a = ask(q, 3);
      expect(a.intent, q).not.toBe('off-topic');
      expect(opening(a.markdown), q).toMatch(/leaf|leaves|canopy|vigour/i);
    }
  });
});

describe('"the golden rule"', () => {
  it('is an idiom, not the Côte d’Or', () => {
    for (const q of [
      'the golden rule for matching wine with a dessert',
      'what is the golden rule when pairing wine with desserts',
    ]) {
      const a = ask(q);
      expect(opening(a.markdown), q).not.toMatch(/Côte d’Or/);
      expect(a.intent, q).toBe('pairing');
      expect(opening(a.markdown), q).toMatch(/dessert/i);
    }
    expect(opening(ask('what does côte d’or mean').markdown)).toMatch(/Côte d’Or/);
  });
});

describe('a wine’s colour changing with age', () => {
  it('leads with how reds pale and whites deepen', () => {
    for (const q of ['do white wines get darker with age', 'why is my old red paler with age than a young one'])
      expect(opening(ask(q).markdown), q).toMatch(/grow (paler|darker)/);
  });
});

describe('winemaking and keeping asked in other words', () => {
  it('answers fermentation stopped or halted with how it is stopped', () => {
    for (const q of [
      'how is the fermentation halted for a vin doux naturel',
      'in port production how is fermentation stopped',
    ])
      expect(opening(ask(q).markdown), q).toMatch(/grape spirit|fortif/);
  });

  it('answers acid added in a warm climate with acidification', () => {
    for (const q of ['why add acid to must in a hot region', 'is acid added to wines from warm places'])
      expect(opening(ask(q, 3).markdown), q).toMatch(/[Aa]cidification/);
  });

  it('answers which wines are worth cellaring with what lets a wine age', () => {
    for (const q of ['what sort of wines are worth cellaring', 'which wines benefit from ageing in bottle']) {
      const head = opening(ask(q, 3).markdown);
      expect(head, q).toMatch(/structure|tannin/);
      expect(head, q).not.toMatch(/opened bottle/);
    }
  });
});

describe('a place named after its category in ordinary words', () => {
  it('is admitted as unknown when no record is so called', () => {
    for (const q of ['what grapes grow in the PDO Kentish Oak Valley', 'tell me about AVA Coyote Bench Hills']) {
      const a = ask(q, 3);
      expect(a.found, q).toBe(false);
    }
  });

  it('still answers the appellations the records hold', () => {
    for (const q of ['tell me about the AVA Russian River Valley', 'which grapes are allowed in DOCa Rioja Alavesa'])
      expect(ask(q, 3).found, q).toBe(true);
  });
});

describe('an exam item on a bottle’s size', () => {
  it('takes the figure given for the bottle asked', () => {
    for (const q of [
      'A magnum contains how much wine?\nA) 750 ml\nB) 1 litre\nC) 1.5 litres\nD) 3 litres',
      'How big is a magnum? (a) 1 litre (b) 1.5 litres (c) 2 litres (d) 3 litres',
    ])
      expect(opening(ask(q).markdown), q).toMatch(/^\*?\*?[BbCc] — 1\.5 litres/);
  });
});

describe('a vessel’s stuff in a true/false statement', () => {
  it('is false when the records make it of clay', () => {
    for (const q of ['True or false: a Georgian qvevri is an oak cask.', 'Qvevri are made of wood. True or false?'])
      expect(opening(ask(q, 3).markdown), q).toMatch(/^False/);
    expect(opening(ask('True or false: qvevri are clay vessels buried in the ground.', 3).markdown)).toMatch(/^True/);
  });
});

describe('a word read on a place’s label', () => {
  it('is the label term, not the place', () => {
    expect(opening(ask('on a champagne label, what does demi-sec mean', 3).markdown)).toMatch(/Demi-Sec[^.]*32–50/);
    expect(opening(ask('reading a mosel label: what does trocken mean', 3).markdown)).toMatch(/^[^.]*Trocken/);
  });
});
