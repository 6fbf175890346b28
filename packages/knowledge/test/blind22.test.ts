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
// First measurement, before any change: studied part 86.2 % opening, 93.6 % anywhere (94 and 102 of
// 109 open), 19 of 21 exam items, 9 of 9 unknowable admitted, 11 of 11 other subjects steered;
// held-out part 84.5 % opening, 92.2 % anywhere (98 and 107 of 116), 15 of 19 exam items, 9 of 9
// admitted, 6 of 6 steered. After the class fixes (a year that only dates the bottle in hand, asked how
// to serve it, is no vintage-report question; two places compared on their climates open with each
// one's climate line; a place making both dry and sweet wines, asked whether it is sweet, says both;
// NOT/EXCEPT items over label terms read past a country adjective the terms share and a word for a
// ladder's rungs, and find the term whose own meaning lacks the stem's kind; a topic compared by one of
// its parts, "grey rot", is said by the point naming it; "what makes a Port a vintage Port?" is
// answered by the category's definition; "which villages of the Côte de Beaune" asks for places within
// the region, not the label term; asked what a grape is and where it grows, its colour is said; Merlot's
// Right Bank sentence gives the cool clay and limestone as the reason): studied part 93.6 % opening,
// 98.2 % anywhere (102 and 107 of 109), 20 of 21, 9 of 9, 11 of 11; held-out part 84.5 % opening,
// 92.2 % anywhere (98 and 107 of 116), 15 of 19, 9 of 9, 6 of 6. The floors sit a little under.
import { describeRound } from './eval/round.ts';

describeRound(22, {
  dev: { open: 0.91, anywhere: 0.96, choice: 0.9, unknowable: 0.9 },
  holdout: { open: 0.82, anywhere: 0.9, choice: 0.75, offtopic: 0.8, unknowable: 0.9 },
});
