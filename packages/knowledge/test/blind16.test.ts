// The sixteenth round of fresh learner questions, written in one go before the engine was run on
// them, leaning on what earlier rounds used less: the professional's questions (serving
// temperatures, opening sparkling wine, decanting, port tongs and old corks, chilling, preservation
// systems, what keeps by the glass, bottle sizes, the trade's titles), cellar management and storage
// faults (humidity, steady temperature, light strike, cork taint, volatile acidity, Brettanomyces,
// reduction, tartrates, premature oxidation, what ageing does), food pairing at Level 4 (acid, salt,
// umami, chilli heat, sweetness, tannin with fish and with protein, classic matches), the countries
// less covered (Portugal beyond Port, Greece, Hungary, Georgia, Switzerland, Lebanon, Israel, Canada,
// Uruguay, England, Slovenia, Croatia, Romania), viticulture and winemaking "why" questions, label
// words from several countries, and Level 1 beginners' plain questions, typed as short notes, long
// chatty questions and with typos. Pasted exam items in several layouts (A–D, a)–d), (a)–(d),
// numbered, inline, "Answer:", "which is NOT", true/false), made-up or unknowable things (invented
// grapes, appellations and estates close to real ones, prices, scores, future vintages, private
// figures), and other subjects, some borrowing wine words (a laptop port, a cellar door, a decanter
// of whisky, a vine tattoo). `blind16-dev.json` is studied; `blind16-holdout.json` is only measured.
import { describeRound } from './eval/round.ts';

// First measurement, before any change: studied part 82.3 % opening, 88.5 % anywhere (of 113 open),
// 15 of 20 exam items, 8 of 9 unknowable admitted, 6 of 8 other subjects steered; held-out part
// 83.9 % opening, 89.3 % anywhere (of 112), 15 of 20 exam items, 8 of 9 admitted, 8 of 9 steered.
// After the class fixes (care of the house and its linen beside wine words; a temperature asked of
// the vine; port tongs, premox, kosher, mevushal and British wine in the records; roses by the vines,
// leaves pulled round the bunches, "grapevine" as wine's word; "the golden rule" as an idiom; a wine's
// colour changing with age; fermentation stopped or halted, acid added in a warm climate, wines worth
// cellaring; a place named after its category in ordinary words no record writes; a bottle-size figure
// taken from a sentence naming the bottle; a clay vessel called wooden; a word read on a place's
// label): studied part 92.9 % opening, 96.5 % anywhere, 17 of 20, 9 of 9, 8 of 8; held-out part
// 83.9 % opening, 89.3 % anywhere, 15 of 20, 8 of 9, 8 of 9. The floors sit a little under.
describeRound(16, {
  dev: { open: 0.9, anywhere: 0.94, choice: 0.8, offtopic: 0.95, unknowable: 0.95 },
  holdout: { open: 0.8, anywhere: 0.86, choice: 0.7, offtopic: 0.85, unknowable: 0.85 },
});
