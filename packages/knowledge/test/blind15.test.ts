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

// First measurement, before any change: studied part 92.8 % opening, 97.3 % anywhere (of 111 open),
// 19 of 22 exam items, 4 of 10 unknowable admitted, 5 of 7 other subjects steered; held-out part
// 95.0 % opening, 96.7 % anywhere (of 121), 18 of 18 exam items, 6 of 6 admitted, 5 of 5 steered.
// After the class fixes (a household repair or a paint colour beside wine words; a place's grapes of
// one colour asked in the possessive; a time of year asked, and picking grapes in a place read as the
// harvest; fixing or overcoming a pest; a cause in a place's climate notes, and "how come" as "why";
// a friend's rating as a private figure; an exam option naming a place within a record; why wines
// differ in alcohol; a grape's wine asked with age on it; the top of a legal ladder; an everyday word
// such as "dry" asked to be defined; known names joined with a hyphen into an estate or appellation
// no record holds; a strange name asked what grape or wine it is): studied part 99.1 % opening,
// 99.1 % anywhere, 21 of 22, 9 of 10, 7 of 7; held-out part 95.0 % opening, 96.7 % anywhere, 18 of
// 18, 6 of 6, 5 of 5. The floors sit a little under the final figures.
describeRound(15, {
  dev: { open: 0.97, anywhere: 0.97, choice: 0.9, offtopic: 0.85, unknowable: 0.85 },
  holdout: { open: 0.93, anywhere: 0.95, choice: 0.9, offtopic: 0.8, unknowable: 0.8 },
});
