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

describeRound(14, {
  dev: { open: 0.5, anywhere: 0.5, choice: 0.5, offtopic: 0.5, unknowable: 0.5 },
  holdout: { open: 0.5, anywhere: 0.5, choice: 0.5, offtopic: 0.5, unknowable: 0.5 },
});
