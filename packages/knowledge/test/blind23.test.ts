// The twenty-third round of fresh learner questions, written in one go before the engine was run on
// them: the whole syllabus in the shapes real chat messages take. A long message with a sentence or
// two of context before the question (a dinner, a guest who dislikes oak, a budget); a claim to check
// ("my uncle says…", "my friend thinks…"); a question with a negation ("which Loire whites are not
// Sauvignon?"); a comparison ("Chablis vs Meursault"); how many, how long, what percentage; plain
// Level 1 words from someone who knows nothing; Level 4 questions asking for the law and its
// exceptions; pasted notes ("Notes: Barolo Riserva – Nebbiolo – 38 months. Is the ageing right?");
// "quick one:" and "please explain simply"; each voice style, more than a third of the items not
// friendly. `blind23-dev.json` is studied; `blind23-holdout.json` is only measured.
// First measurement, before any change: studied part 78.9 % opening, 88.4 % anywhere (75 and 84 of 95
// open), 9 of 13 exam items, 7 of 7 unknowable admitted, 5 of 6 other subjects steered; held-out part
// 81.9 % opening, 89.4 % anywhere (77 and 84 of 94), 10 of 13, 6 of 6, 6 of 6. After the class fixes
// (a claim passed on by someone, "my uncle insists…", is checked as the claim, in open questions and
// true/false items alike; a colour that people drink, "half drink red", is wine beside a dish; a
// tasting note pasted whole is answered with the grape its descriptors and structure point to, and
// where it comes from when that is asked): studied part 83.2 % opening, 92.6 % anywhere (79 and 88 of
// 95), 11 of 13, 7 of 7, 5 of 6; held-out part 85.1 % opening, 92.6 % anywhere (80 and 87 of 94), 10 of
// 13, 6 of 6, 6 of 6. The floors sit a little under.
import { describeRound } from './eval/round.ts';

describeRound(23, {
  dev: { open: 0.8, anywhere: 0.9, choice: 0.8, offtopic: 0.8, unknowable: 0.85 },
  holdout: { open: 0.82, anywhere: 0.9, choice: 0.75, offtopic: 0.8, unknowable: 0.8 },
});
