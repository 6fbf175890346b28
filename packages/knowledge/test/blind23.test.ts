// The twenty-third round of fresh learner questions, written in one go before the engine was run on
// them: the whole syllabus in the shapes real chat messages take. A long message with a sentence or
// two of context before the question (a dinner, a guest who dislikes oak, a budget); a claim to check
// ("my uncle says…", "my friend thinks…"); a question with a negation ("which Loire whites are not
// Sauvignon?"); a comparison ("Chablis vs Meursault"); how many, how long, what percentage; plain
// Level 1 words from someone who knows nothing; Level 4 questions asking for the law and its
// exceptions; pasted notes ("Notes: Barolo Riserva – Nebbiolo – 38 months. Is the ageing right?");
// "quick one:" and "please explain simply"; each voice style, more than a third of the items not
// friendly. `blind23-dev.json` is studied; `blind23-holdout.json` is only measured.
import { describeRound } from './eval/round.ts';

describeRound(23, {
  dev: { open: 0, anywhere: 0, choice: 0, offtopic: 0, unknowable: 0 },
  holdout: { open: 0, anywhere: 0, choice: 0, offtopic: 0, unknowable: 0 },
});
