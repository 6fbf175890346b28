// The thirteenth round of fresh learner questions, written in one go before the engine was run on
// them: open questions at all four levels, typed as learners type (lower case, misspelt, chatty or
// terse), leaning on what earlier rounds used less: Australia and New Zealand region by region,
// Italy's south and islands (Campania, Sicily and Etna, Puglia, Sardinia, Calabria, Pantelleria),
// Greece, Lebanon, Israel and Georgia, Canada's icewine, English sparkling wine, the Jura, Savoie,
// Beaujolais and its crus, the Northern against the Southern Rhône, Champagne's steps in order and
// its pressing, the chemistry of wine (acids, pH, SO2, tannin, pigments, glycerol), the vine's year,
// climate influences (rivers, lakes, oceans, altitude, fog, wind, rain shadow, latitude), soils,
// yields, label law and label words, cellar equipment, health, trade basics, glassware and service,
// storage, ageing and vintage variation; "why" and "how does X affect Y" questions, comparisons, and
// questions wanting a number. Pasted exam items in several layouts (A–D, a)–d), numbered, inline,
// "Answer:", "which is NOT", true/false), made-up or unknowable things (invented grapes, places and
// estates close to real ones, prices, scores, future vintages, private figures, people), and other
// subjects that borrow wine words (a cork board, a creeper vine, a baby's bottle, glass jars) or
// touch food, travel, health and other drinks. `blind13-dev.json` is studied;
// `blind13-holdout.json` is only measured.
import { describeRound } from './eval/round.ts';

// First measurement, before any change: studied part 73.9 % opening, 81.5 % anywhere (of 119 open),
// 20 of 22 exam items, 6 of 8 unknowable admitted, 2 of 6 other subjects steered; held-out part
// 84.7 % opening, 91.5 % anywhere (of 118), 17 of 22 exam items, 8 of 8 admitted, 5 of 6 steered.
describeRound(13, {
  dev: { open: 0.73, anywhere: 0.81, choice: 0.9, offtopic: 0.33, unknowable: 0.75 },
  holdout: { open: 0.84, anywhere: 0.91, choice: 0.77, offtopic: 0.83, unknowable: 1 },
});
