// The seventeenth round of fresh learner questions, written in one go before the engine was run on
// them, leaning on what earlier rounds used less: everyday drinkers' questions at Levels 1 and 2 (what
// to buy for a meal or a person, headaches, sulfites, vegan and organic wine, calories, how long an
// opened bottle or box keeps, screw cap or cork, rosé, orange and natural wine, sweet or dry), grapes
// asked through their wines ("the grape behind Sancerre", "what does Barolo taste like"), winemaking
// and vineyard "why" and "how" questions at Level 3 (malolactic, lees and bâtonnage, carbonic
// maceration, fining, canopy, rootstocks, frost, irrigation, when to pick), sparkling, fortified and
// sweet methods at Levels 3 and 4, the classic regions asked in unusual ways, and questions typed with
// typos, no punctuation or a story around them. Pasted exam items in several layouts (A–D, a)–d),
// (a)–(d), numbered, inline, "Answer:", "which is NOT", true/false), made-up or unknowable things
// (invented grapes, appellations and estates close to real ones, prices, scores, future vintages), and
// other subjects, some borrowing wine words (a rootstock for apple trees, mildew on courgettes, port
// forwarding, wild yeast for bread, a barrel roll). `blind17-dev.json` is studied;
// `blind17-holdout.json` is only measured.
import { describeRound } from './eval/round.ts';

// First measurement, before any change: studied part 89.4 % opening, 91.2 % anywhere (of 113 open),
// 15 of 20 exam items, 7 of 9 unknowable admitted, 8 of 9 other subjects steered; held-out part
// 88.4 % opening, 94.6 % anywhere (of 112), 16 of 20 exam items, 6 of 9 admitted, 7 of 8 steered.
// After the class fixes (a bottle or glass of white, red or fizz is wine; mildew or a rootstock on
// another crop is gardening; where wine's alcohol comes from; a practice the records ban after naming
// it makes a true/false statement false; "how is sweet wine made" asks the way, not for examples; an
// opened bag-in-box keeps for weeks; sediment is harmless; topping up barrels; what a sommelier does;
// a known grape given a colour no record gives it is a made-up variety; whether an opened wine has gone
// off): studied part 95.6 % opening, 97.3 % anywhere, 16 of 20, 8 of 9, 9 of 9; held-out part 88.4 %
// opening, 94.6 % anywhere, 16 of 20, 6 of 9, 8 of 8. The floors sit a little under.

describeRound(17, {
  dev: { open: 0.93, anywhere: 0.95, choice: 0.75, offtopic: 0.95, unknowable: 0.85 },
  holdout: { open: 0.85, anywhere: 0.9, choice: 0.75, offtopic: 0.85, unknowable: 0.65 },
});
