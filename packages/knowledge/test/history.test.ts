// Open questions on wine history and on the systematic approach to tasting a Level 2 to 4 learner
// studies. History: the Greeks and Romans spreading the vine, Georgia's qvevri, the Cistercians, the
// Dutch in the Médoc, claret and the English, Port and the Methuen Treaty, Sherry and Drake, Madeira's
// heat, Tokaj's classification, 1855, phylloxera, oidium and mildew, the Napoleonic inheritance law,
// the AOC and the INAO, the Judgment of Paris, Dom Pérignon, Veuve Clicquot, Prohibition, Mondavi,
// Grange, the Austrian and Italian scandals, the Super Tuscans, the DOCG and DOCa, Carmenère in Chile,
// Constantia, the KWV, Cloudy Bay and the New World's beginnings. Tasting: appearance, nose, palate
// and conclusions, their scales and what each tells the taster, and the common faults. Each fact is
// asked twice in different words, one wording in each part; written in one go before the engine was
// run on them. `history-dev.json` is studied; `history-holdout.json` is only measured. Every item
// wants its key fact in the opening.
import { describeOpenSets } from './eval/sets.ts';

describeOpenSets('wine history and the tasting method', 'history', {
  dev: { opening: 0, anywhere: 0 },
  holdout: { opening: 0, anywhere: 0 },
});
