// The twentieth round of fresh learner questions, written in one go before the engine was run on
// them, leaning on what earlier rounds used least: France beyond the classics (South West France,
// the Languedoc-Roussillon crus and vins doux naturels, Provence, Corsica, the Loire's sub-regions,
// the Jura and Savoie), Germany's regions one by one and Austria's, Italy region by region (Marche,
// Abruzzo, Campania, Puglia, Sicily, Sardinia, Trentino-Alto Adige, Lombardy), grapes asked through
// their character and where they grow, "why" questions about the vineyard and the cellar, and Level 4
// exceptions to the rules. Pasted exam items in several layouts (A) / a. / (1) / 1. / inline, NOT
// items, true/false), made-up or unknowable names, and other subjects borrowing wine words.
// `blind20-dev.json` is studied; `blind20-holdout.json` is only measured.
import { describeRound } from './eval/round.ts';

// FIGURES

describeRound(20, {
  dev: { open: 0, anywhere: 0, choice: 0, offtopic: 0, unknowable: 0 },
  holdout: { open: 0, anywhere: 0, choice: 0, offtopic: 0, unknowable: 0 },
});
