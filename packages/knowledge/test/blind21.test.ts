// The twenty-first round of fresh learner questions, written in one go before the engine was run on
// them, leaning on what earlier rounds used least: the systematic tasting approach (appearance, nose,
// palate, conclusions, the quality grades and BLIC, readiness, closed wines, balance and length),
// faults and storage (reduction, volatile acidity, mousiness, smoke taint, heat damage, humidity,
// light), service and the principles of food pairing, vineyard pests and diseases and the vine's year
// month by month, winemaking chemistry (SO2 and pH, malolactic, lees, fining, filtration,
// stabilisation, acidification, cap management, saignée), sparkling and fortified methods (tank,
// disgorgement, blending, solera, lagares, Madeira's styles, Aszú), history and wine law, and the
// places less asked: Portugal beyond Port, Spain beyond Rioja, Greece, Hungary, Croatia, Romania,
// Bulgaria, Lebanon, Israel, Uruguay, Canada, England, China, the USA beyond Napa, South Africa, Chile
// and Argentina. Pasted exam items in several layouts (A) / a. / a) / (a) / (1) / 1. / inline, NOT
// items, true/false), made-up or unknowable names, prices, scores and future vintages, and other
// subjects borrowing wine words (black spot on roses, a cork floor tile, an oak table's finish, a
// sourdough ferment, vine weevils in pot plants). `blind21-dev.json` is studied;
// `blind21-holdout.json` is only measured.
// First measurement, before any change: studied part 89.0 % opening, 93.0 % anywhere (89 and 93 of
// 100 open), 20 of 23 exam items, 12 of 15 unknowable admitted, 11 of 12 other subjects steered;
// held-out part 85.9 % opening, 93.9 % anywhere (85 and 93 of 99), 18 of 23 exam items, 14 of 15
// admitted, 10 of 13 steered. After the class fixes (a place in the possessive before a name within it,
// "Oregon's Dundee Hills", asks about the named place; eyeglasses that fog are another subject; a
// sub-appellation or a Hungarian "pince" introduces a name the records lack, and so does a lower-case
// name after "the grape" or "the fining agent"; a word put in quotes beside a wine is the one asked; a
// wine set aside, "besides Retsina", is not what is asked; a cause written as the result that follows;
// two places compared on a grape they share open with the sentence naming the other; exam options that
// are months read from the vine's calendar; a true/false statement calling a place a grape is false;
// mousiness, wine cooked by heat, the finish in seconds, the Golan Heights and Uruguay's Tannat in the
// records): studied part 96.0 % opening, 99.0 % anywhere, 22 of 23, 15 of 15, 12 of 12; held-out part
// 85.9 % opening, 93.9 % anywhere, 18 of 23, 14 of 15, 10 of 13. The floors sit a little under.
import { describeRound } from './eval/round.ts';

describeRound(21, {
  dev: { open: 0.93, anywhere: 0.96, choice: 0.9, offtopic: 0.9, unknowable: 0.9 },
  holdout: { open: 0.83, anywhere: 0.9, choice: 0.75, offtopic: 0.7, unknowable: 0.85 },
});
