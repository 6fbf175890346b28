// The eighteenth round of fresh learner questions, written in one go before the engine was run on
// them, leaning on what earlier rounds used less: wine law with numbers across Europe (minimum ageing,
// lees time, alcohol, sugar limits, counts of crus and communes), history (phylloxera, the 1855
// classification, the 1976 Paris tasting, monks, Romans, treaties and riots), the systematic tasting
// approach (acidity, tannin, alcohol, finish, BLIC, faults), climate and geography as causes (rivers,
// latitude, soils, altitude, fog, winds, continentality), "I think X because Y — am I right?" and
// "what's the difference between X and Y" questions, label and wine-list lines, two-sentence questions
// whose second sentence is the real one, and Level 4 questions expecting the exception. Pasted exam
// items in several layouts, made-up or unknowable things, and other subjects, some borrowing wine words
// (pruning roses, a potato cellar, tannic tea, latitude). `blind18-dev.json` is studied;
// `blind18-holdout.json` is only measured.
import { describeRound } from './eval/round.ts';

// FIRST_MEASUREMENT

describeRound(18, {
  dev: { open: 0.5, anywhere: 0.5, choice: 0.5, offtopic: 0.5, unknowable: 0.5 },
  holdout: { open: 0.5, anywhere: 0.5, choice: 0.5, offtopic: 0.5, unknowable: 0.5 },
});
