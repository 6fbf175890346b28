// The fourteenth round of fresh learner questions, written in one go before the engine was run on
// them: open questions at all four levels, typed as learners type (lower case, misspelt, chatty or
// terse), leaning on what earlier rounds used less: Bordeaux in depth (its banks, the 1855 and
// Saint-Émilion classifications, Sauternes and Barsac, Graves and Pessac-Léognan), Burgundy in depth
// (Chablis, the villages of the Côte de Nuits and Côte de Beaune, the Mâconnais, the Côte
// Chalonnaise, its hierarchy), Piedmont, the Veneto (Amarone, appassimento, Soave, Prosecco),
// Tuscany (Chianti Classico, Brunello, Super Tuscans), Friuli and Alto Adige, Spain's ageing terms,
// Sherry's solera and styles, Port's styles, Madeira, Alsace, the German Prädikat and VDP ladders,
// Austria (Grüner Veltliner, DAC, Wachau), South Africa, Chile, Argentina, California, Oregon,
// Washington and Canada; food pairing principles, faults, the wine trade (négociants, en primeur,
// co-operatives, Champagne's RM and NM) and history; "difference between X and Y", "why", "how many",
// "what does X on a label mean", "which grape is used in" and "what is the minimum" questions. Pasted
// exam items in several layouts (A–D, a)–d), numbered, inline, "Answer:", "which is NOT",
// true/false), made-up or unknowable things (invented grapes, appellations and estates close to real
// ones, prices, scores, future vintages, private figures, an invented critic), and other subjects
// that borrow wine words (a Madeira cake, vinegar flies, a cellar door, a port of call).
// `blind14-dev.json` is studied; `blind14-holdout.json` is only measured.
import { describeRound } from './eval/round.ts';

// First measurement, before any change: studied part 87.9 % opening, 94.0 % anywhere (of 116 open),
// 19 of 21 exam items, 7 of 8 unknowable admitted, 3 of 6 other subjects steered; held-out part
// 91.4 % opening, 97.4 % anywhere (of 116), 16 of 21 exam items, 8 of 8 admitted, 6 of 6 steered.
// After the class fixes (an errand in a wine place: a recipe, a bake, a cruise, a walking or cycling
// route; a cited wine or estate by its one-word name in lower case; an abbreviation made plural; the
// courtier, the Hospices de Beaune, the black rooster and the governo; a method named by its first
// word beside a place; what cools a place or why it suits a grape; a place's famous estates; who
// brought the vine; a wine set against a style term; a hyphenated place no record holds; a grape's
// other names at Level 4; the only member of a group; what lacks something; "any grape" claims; which
// kind of thing a named place has; how a place divides): studied part 100 % opening, 100 % anywhere,
// 21 of 21, 8 of 8, 6 of 6; held-out part 92.2 % opening, 97.4 % anywhere, 17 of 21, 8 of 8, 6 of 6.
// The floors sit a little under the final figures.
describeRound(14, {
  dev: { open: 0.97, anywhere: 0.98, choice: 0.95, offtopic: 0.83, unknowable: 0.87 },
  holdout: { open: 0.9, anywhere: 0.96, choice: 0.8, offtopic: 0.83, unknowable: 0.87 },
});
