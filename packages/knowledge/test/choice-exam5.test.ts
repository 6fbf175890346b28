// A fifth round of exam items written afresh in the style of WSET Level 2/3 papers, in every layout
// ("A)", "A.", "(A)", "(a)", "a)", "1.", "1)", "A -", inline, with an "Answer:" line), with 16 "NOT"/"FALSE"
// stems and 16 true/false statements, over the areas asked least before: the tasting grid and its
// terms, service and storage, food pairing principles, sparkling sweetness terms and methods,
// fortified methods, label terms across countries, the New World's climate influences, vineyard
// hazards and their remedies, winemaking choices and their effects, closures and faults.
// `choice-exam5-dev.json` may be studied; `choice-exam5-holdout.json`, written at the same time and
// split from it item by item, is only measured. Both are graded by the shared grader.
import { describeExamRound } from './eval/exam-round.ts';

// First measured at 24/40 (dev) and 27/40 (held out), before any change made for them; 29/40 and
// 27/40 after the round's fixes.
describeExamRound('choice-exam5', 'the fifth round of exam items', { dev: 0.7, holdout: 0.65 });
