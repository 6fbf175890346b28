// Syllabus theory the records lacked (the vine's sap and its first crop, summer trimming, total
// acidity, destemmer-crushers and open-top fermenters, hyperoxidation, larger casks, the angels'
// share, glass stoppers, fining agents, terpenes, the venencia, Port pipes, spring frost,
// rain at harvest, root depth, time on the skins, bottle variation, the fruit zone, row orientation,
// a vine's lifespan): a question worded afresh reaches the new fact in the opening a learner reads
// first.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

const cases: [string, string[], RegExp][] = [
  ['vine bleeding', ['why do pruning cuts drip sap in march', 'is it normal for a vine to weep after pruning'], /sap/],
  [
    'first crop',
    ['how many years before young vines bear a crop', 'when will my newly planted vines give their first crop'],
    /third year/,
  ],
  ['trimming', ['what does hedging the vines do in summer', 'why do growers trim the shoot tips in july'], /trimming/],
  ['total acidity', ['how much total acidity does a wine usually have', 'titratable acidity vs ph'], /5–8 g\/l/],
  [
    'open-top fermenters',
    ['why use open-top fermenters for pinot noir', 'what is the point of an open top fermenter'],
    /punching down/,
  ],
  [
    'hyperoxidation',
    ['why would a winemaker oxidise white juice on purpose', 'hyperoxidation of white must - why'],
    /brown/,
  ],
  ['larger casks', ['how big is a demi-muid', 'what size is a tonneau barrel'], /600 litres/],
  ["angels' share", ["what is the angels' share", 'what does angels share mean in winemaking'], /evaporation/],
  ['glass stoppers', ['what is a vinolok closure', 'what is a glass stopper'], /glass plugs/],
  ['fining agents', ['which fining agents do winemakers use', 'what fining agents are used'], /bentonite/],
  ['terpenes', ['what do terpenes give to a wine', 'which aromas come from linalool'], /muscat/],
  ['venencia', ['what is a venencia', 'what does a venenciador do'], /long flexible handle/],
  ['Port pipe', ['how many litres in a port pipe', 'what is a pipe in the port trade'], /550 litres/],
  [
    'frost temperature',
    ['at what temperature does frost damage young vine shoots', 'what frost temperature damages budburst'],
    /−1 to −2 °c/,
  ],
  [
    'frost pockets',
    ['why does cold air settle at the bottom of a vineyard slope', 'why do valley floors get frost'],
    /cold air/,
  ],
  ['rain at harvest', ['what does too much rain at harvest do', 'why is rain at harvest a problem for growers'], /rot/],
  ['root depth', ['how deep do vine roots go', 'what is the usual root depth of a grapevine'], /top metre/],
  [
    'maceration time',
    ['what is the usual maceration time for a red', 'how long is red wine macerated'],
    /three or four weeks/,
  ],
  [
    'bottle variation',
    ['what is bottle variation', 'why can bottles of one old wine differ: bottle variation'],
    /cork lets in/,
  ],
  ['fruit zone', ['what is the fruit zone', 'what is meant by the fruit zone of a vine'], /band of the canopy/],
  [
    'row orientation',
    ['how does row orientation matter', 'should vineyard rows run north to south: row orientation'],
    /north–south rows/,
  ],
  ['vine lifespan', ['how long do vines live', 'what is the vine lifespan in a commercial vineyard'], /100 years/],
];

describe('theory facts a syllabus covers', () => {
  for (const [name, questions, fact] of cases)
    it(`reaches ${name}`, () => {
      for (const q of questions) expect(openingOf(q), q).toMatch(fact);
    });
});
