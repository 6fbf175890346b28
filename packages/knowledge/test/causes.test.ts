// Open questions on climate and geography as the causes of a region's wine, as a Level 2 to 4 learner
// meets them: France (Champagne's cool north and chalk, Chablis's frost and Kimmeridgian, the Côte
// d'Or's east-facing slopes, Bordeaux's Atlantic, Landes forest, gravel and clay, the Ciron's mists,
// the Loire, the Rhône's granite, Mistral and galets, the Tramontane, the Vosges), Germany's slopes,
// slate, rivers and hills, Austria, Italy (fog, altitude, sea, volcanic soils, the Alps), Spain and
// Portugal (mountain shelters, altitude, the Atlantic, llicorella, albariza, schist), Tokaj, Santorini,
// the USA (fog, the Pacific, the Coast Range, the Cascades' rain shadow, long days, lake effect,
// transverse valleys), Canada, Chile (Humboldt, the Andes, snow melt), Argentina (altitude, sun,
// Zonda, hail), Australia, New Zealand, South Africa (Benguela, the Cape Doctor) and the general causes
// (latitude bands, continental and maritime, diurnal range, rivers and lakes, aspect, cold air,
// altitude, soils, fog, rain shadows, wind, frost, harvest rain). Each fact is asked twice in different
// words, one wording in each part; written in one go before the engine was run on them.
// `causes-dev.json` is studied; `causes-holdout.json` is only measured. Every item wants its key fact
// in the opening.
import { describeOpenSets } from './eval/sets.ts';

describeOpenSets('climate and geography as causes', 'causes', {
  dev: { opening: 0, anywhere: 0 },
  holdout: { opening: 0, anywhere: 0 },
});
