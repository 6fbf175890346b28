// The fifteenth round of fresh learner questions, written in one go before the engine was run on
// them. It varies the way questions are asked more than their topics (spread over the whole
// syllabus): long chatty questions with context before the ask ("I'm studying for WSET 3 and keep
// mixing up … — which one …?", "my friend says … is that right?", "we had X at dinner and it tasted
// Y, why?"), two-part questions, a wine named by producer and place, questions that carry a false
// belief to correct, questions in the negative ("which … isn't allowed", "why don't they …"),
// comparatives and superlatives ("which is sweeter", "the most planted", "older than"), "what should
// I expect from", "is it true that", "how come", "what's the deal with", typos and missing accents,
// questions written as a learner's notes ("barolo - grape? ageing min?"), and questions whose answer
// is a number, a place, a grape, a process step or a yes/no with a reason. Pasted exam items in
// several layouts (A–D, a)–d), (a)–(d), numbered, inline, "Answer:", "which is NOT", true/false),
// made-up or unknowable things (invented grapes, appellations and estates close to real ones, prices,
// scores, future vintages, private figures), and other subjects, some borrowing wine words.
// `blind15-dev.json` is studied; `blind15-holdout.json` is only measured.
import { describeRound } from './eval/round.ts';

describeRound(15, {
  dev: { open: 0.8, anywhere: 0.85, choice: 0.8, offtopic: 0.83, unknowable: 0.75 },
  holdout: { open: 0.8, anywhere: 0.85, choice: 0.8, offtopic: 0.83, unknowable: 0.75 },
});
