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

// First measurement, before any change: studied part 82.3 % opening, 91.2 % anywhere (93 and 103 of
// 113 open), 17 of 20 exam items, 8 of 9 unknowable admitted, 5 of 8 other subjects steered; held-out
// part 76.1 % opening, 85.8 % anywhere (86 and 97 of 113), 13 of 20 exam items, 5 of 9 admitted, 8 of 8
// steered. After the class fixes (a wine asked to be all or only one thing opens with the exception,
// found also in the places within it; a sentence is never said twice in the opening; "who created X"
// opens with the sentence naming the person; what a ranking went by; two-letter law names as cues; a
// cause answers "why" only when it is the cause of what was asked; "who won" a wine tasting is wine;
// "alcoholic and malolactic fermentation" compares both; a "no" to two grapes being one says how they
// are related; history of claret, the Methuen Treaty, Merret and the Champagne riots; a true/false
// statement about a person judged by the sentences naming them; a grape's homeland not repeated as its
// key regions): studied part 89.4 % opening, 94.7 % anywhere, 18 of 20, 8 of 9, 5 of 8; held-out part
// 77.0 % opening, 86.7 % anywhere, 13 of 20, 5 of 9, 8 of 8. The floors sit a little under.

describeRound(18, {
  dev: { open: 0.87, anywhere: 0.92, choice: 0.85, offtopic: 0.6, unknowable: 0.85 },
  holdout: { open: 0.74, anywhere: 0.84, choice: 0.6, offtopic: 0.95, unknowable: 0.5 },
});
