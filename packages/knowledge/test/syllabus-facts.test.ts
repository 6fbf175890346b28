// Facts of the Level 3 syllabus checked area by area: climate influences, legal minimums, key grapes,
// classification tiers and label rules the knowledge base holds. Each question is asked as a learner
// would, and the fact must be somewhere in the answer, so a fact in the data is also one a learner
// can reach.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { norm, plain } from './eval/grade.ts';

/** The whole answer as a learner reads it, folded for comparison. */
const said = (question: string, level: 1 | 2 | 3 | 4 = 3) => norm(plain(answer({ question, level }).markdown));
const says = (question: string, fact: string, level: 1 | 2 | 3 | 4 = 3) =>
  expect(said(question, level), question).toContain(norm(fact));

describe('France', () => {
  it('names what shelters the Médoc from the Atlantic', () => {
    says('What shelters the Médoc from the Atlantic winds?', 'Landes');
  });
  it('gives the échelle des crus tiers and the hand-harvest rule of Champagne', () => {
    says('How many premier cru villages does Champagne have?', '44 Premier Cru');
    says('Can Champagne be machine harvested?', 'picked by hand');
  });
  it('names what moderates the Loire’s Atlantic end and what the Côte d’Or overlooks', () => {
    says('What moderates the climate of Muscadet?', 'Atlantic');
    says("What river flows below the Côte d'Or?", 'Saône');
  });
  it('explains IGP Pays d’Oc', () => {
    says("What is Pays d'Oc?", 'Languedoc-Roussillon');
  });
});

describe('Italy', () => {
  it('gives the ageing rules of Tuscan and Umbrian reds', () => {
    says('How long must Rosso di Montalcino age?', '1 September of the year after the harvest');
    says('What is the minimum ageing for Bolgheri Superiore?', 'at least two years');
    says('How long is Montefalco Sagrantino aged?', '33 months');
  });
  it('keeps Brunello’s own release rule first when asked about Brunello', () => {
    says('When may Brunello di Montalcino first be sold?', 'fifth year');
  });
  it('knows the minor grapes of the Valpolicella blend', () => {
    says('What is Molinara?', 'Valpolicella');
    says('What does Oseleta add to Amarone?', 'deep colour and firm tannin');
  });
  it('knows the wines of Lazio', () => {
    says('What is Frascati?', 'Malvasia');
    says('What is Cesanese del Piglio?', 'Cesanese grape');
  });
  it('counts the communes of Barolo', () => {
    says('How many communes can make Barolo?', 'eleven communes');
  });
});

describe('Spain and Portugal', () => {
  it('gives the minimum ageing of Sherry and the grape of Fino', () => {
    says('What is the minimum ageing for Sherry?', 'at least two years');
    says('What grape is Fino sherry made from?', 'Palomino');
  });
  it('says what tempers the heat of Toro', () => {
    says('What cools the vineyards of Toro?', 'cool nights');
  });
  it('gives the sweetness each Madeira grape names', () => {
    says('What is Madeira Bual?', 'Bual (Boal) medium sweet');
  });
  it('names the steps and bodies of fortified wine production', () => {
    says('What is sobretablas in Sherry making?', 'sobretablas before it enters a solera');
    says('What does the IVDP do?', 'beneficio');
  });
});

describe('Germany and Austria', () => {
  it('explains the label terms of German pink wines', () => {
    says('What is a Weissherbst?', 'single black grape variety');
    says('What is Rotling?', 'red and white grapes');
  });
  it('gives the Austrian must-weight scale and the tiers of Austrian Sekt', () => {
    says('What is KMW?', '30 °KMW for Trockenbeerenauslese');
    says('What does Sekt g.U. Große Reserve mean?', '30 months on the lees');
  });
});

describe('Hungary', () => {
  it('gives the cask ageing of Tokaji Aszú', () => {
    says('How long must Tokaji Aszú age in oak?', '18 months');
  });
});

describe('Greece', () => {
  it('names the summer wind of the Aegean', () => {
    says('What wind affects the Greek islands?', 'Meltemi');
  });
});

describe('climate and vineyard hazards', () => {
  it('defines the climate types by name', () => {
    says('What is a Mediterranean climate?', 'dry summers');
    says('What is a maritime climate?', 'close to the sea');
  });
  it('tells a crossing from a hybrid and names massal selection in English too', () => {
    says('What is a crossing?', 'same species');
    says('What is mass selection?', 'cuttings from many good vines');
  });
  it('gives the rain a vine needs and names sunburn among the hazards', () => {
    says('How much rainfall do vines need?', '500 mm');
    says('What is sunburn in grapes?', 'sunburn');
  });
  it('says why Chile has no phylloxera', () => {
    says('Why is Chile free of phylloxera?', 'Atacama');
  });
});

describe('sparkling wines', () => {
  it('gives the pressure of Satèn and the grapes of Cap Classique', () => {
    says('What is Franciacorta Satèn?', 'below 5 atmospheres');
    says('Which grapes make Cap Classique?', 'Chardonnay and Pinot Noir');
  });
});

describe('Argentina', () => {
  it('says where Mendoza’s water comes from', () => {
    says('How are the vineyards of Mendoza watered?', 'snowmelt');
  });
});

describe('South Africa', () => {
  it('names the current that cools the Western Cape', () => {
    says('What ocean current cools the Western Cape?', 'Benguela');
  });
  it('places the cool coastal districts of the Western Cape', () => {
    says('What is the Darling district known for?', 'Groenekloof');
    says('Where is Cape Point and what does it grow?', 'Cape Peninsula');
  });
});

describe('label rules of the New World', () => {
  it('gives the percentages behind a varietal label and who checks them', () => {
    says('In South Africa, how much of a stated variety must a wine contain?', '85%');
    says('What is the minimum varietal percentage in Chile?', '75%');
    says('What is the Label Integrity Program?', 'Wine Australia');
  });
});
