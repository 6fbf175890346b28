// The twenty-second round of fresh learner questions, written in one go before the engine was run on
// them: an examiner's proportional sample of a Level 3 syllabus, the classic regions and grapes most
// learners ask about (Bordeaux, Burgundy with Chablis and Beaujolais, Champagne, the Loire, the Rhône,
// Alsace, Germany, Piedmont, Tuscany, the Veneto, Rioja, Ribera and Priorat, Sherry, Port, Australia,
// New Zealand, California, Argentina, Chile, South Africa), the vine and the cellar, the sparkling,
// fortified and sweet methods, tasting, service and pairing, asked at every level in plain and
// technical wording, some with a sentence of context first, some in lower case or with typos. Pasted
// exam items in several layouts (A) / a. / a) / (a) / (A) / 1. / (1) / inline, NOT and EXCEPT stems,
// true/false), made-up grapes, appellations, estates and people, prices, scores and future vintages,
// and other subjects borrowing wine words (a burgundy-red wall, a cork board, a yacht's port,
// champagne-coloured icing, powdery mildew on courgettes, tannin in tea, a vintage car).
// `blind22-dev.json` is studied; `blind22-holdout.json` is only measured.
import { describeRound } from './eval/round.ts';

describeRound(22, {
  dev: { open: 0, anywhere: 0, choice: 0, offtopic: 0, unknowable: 0 },
  holdout: { open: 0, anywhere: 0, choice: 0, offtopic: 0, unknowable: 0 },
});
