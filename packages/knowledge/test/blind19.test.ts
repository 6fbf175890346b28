// The nineteenth round of fresh learner questions, written in one go before the engine was run on
// them, leaning on what earlier rounds used less: the New World region by region (Australia's states
// and regions, New Zealand, South Africa, Chile, Argentina, the USA beyond Napa, Canada) with the
// climate reason for each style; food and wine pairing principles at every level; the tasting grid's
// conclusions (quality and BLIC, readiness for drinking, ageing potential); sparkling wine styles and
// their sweetness terms; grape parentage and synonyms; service and faults at a restaurant; storage;
// Spain and Portugal beyond the classics. Chatty wordings with context before the ask and two-part
// questions, pasted exam items in several layouts (A) / a. / (1) / one per line / inline, NOT items,
// true/false), made-up or unknowable things, and other subjects borrowing wine words (storing
// potatoes, pairing socks, decanting a sourdough starter). `blind19-dev.json` is studied;
// `blind19-holdout.json` is only measured.
import { describeRound } from './eval/round.ts';

// First measurement, before any change: studied part 77.9 % opening, 89.4 % anywhere (88 and 101 of
// 113 open), 15 of 20 exam items, 5 of 9 unknowable admitted, 7 of 9 other subjects steered; held-out
// part 74.1 % opening, 83.0 % anywhere (83 and 93 of 112), 14 of 20 exam items, 7 of 9 admitted, 5 of 8
// steered. After the class fixes (a cause asked after some context opens with the cause; "my dry red",
// "a sweet white" are wine; a wine reported to clash with a dish is a pairing question that opens with
// the principle of the clash; options labelled "a. b. c." on one line; a name introduced by its
// category, "the winery X", "the valley Y", "the DO Z", admitted when no record holds it; a phrase asked
// in another language steered back; a fault named by its participle, "heat damaged"): studied part
// 80.5 % opening, 91.2 % anywhere, 16 of 20, 7 of 9, 8 of 9; held-out part 74.1 % opening, 83.0 %
// anywhere, 14 of 20, 8 of 9, 5 of 8. The floors sit a little under.

describeRound(19, {
  dev: { open: 0.78, anywhere: 0.89, choice: 0.75, offtopic: 0.85, unknowable: 0.75 },
  holdout: { open: 0.72, anywhere: 0.81, choice: 0.65, offtopic: 0.6, unknowable: 0.85 },
});
