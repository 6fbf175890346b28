// Open questions on wine history, a second round: the Greeks, Romans and Phoenicians, Georgia's
// qvevri, Cîteaux and the monasteries, English Bordeaux and the end of the Hundred Years' War, the
// Methuen Treaty and the Port shippers, the Dutch in the Charente and the Médoc, Tokaj's early
// classification, Dom Pérignon and the Champagne widows, 1855 and 1973, oidium, phylloxera and
// grafting, the AOC and the INAO, Italy's DOC and DOCG, Rioja after phylloxera, Prohibition and its
// repeal, the Judgement of Paris, the Super Tuscans, the Austrian and Italian scandals, screwcaps in
// the Clare Valley and New Zealand, Mondavi, Grange, Busby, and Constantia. Each fact is asked
// twice in different words, one wording in each part; written in one go before the engine was run
// on them. `history2-dev.json` is studied; `history2-holdout.json` is only measured. Every item
// wants its key fact in the opening.
import { describeOpenSets } from './eval/sets.ts';

describeOpenSets('wine history, second round', 'history2', {
  dev: { opening: 0, anywhere: 0 },
  holdout: { opening: 0, anywhere: 0 },
});
