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
// After the class fixes (what wine is made of, words of the vineyard and cellar, a question wanting a
// number answered by a sentence that gives one, a wine word in the name of something else, an
// estate's own figures in lower case, "why does it cost so much", a made-up grape beside a real place,
// figures and facts learners ask for): studied part 92.4 % opening, 97.5 % anywhere, 20 of 22, 8 of 8,
// 6 of 6; held-out part 87.3 % opening, 94.1 % anywhere, 17 of 22, 8 of 8, 6 of 6. The floors sit a
// little under the final figures.
describeRound(13, {
  dev: { open: 0.91, anywhere: 0.96, choice: 0.86, offtopic: 0.83, unknowable: 0.87 },
  holdout: { open: 0.86, anywhere: 0.93, choice: 0.75, offtopic: 0.83, unknowable: 0.87 },
});
