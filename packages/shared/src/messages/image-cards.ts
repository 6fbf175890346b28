import { PRODUCT_NAME } from '../constants.ts';

/** Words the built-in renderer prints on its designed cards (everything else printed comes from the knowledge base). */
export const IMAGE_CARD_TEXTS = {
  brand: PRODUCT_NAME,
  kickers: {
    grape: 'Grape Profile',
    region: 'Wine Region',
    tasting: 'Tasting Note',
    pairing: 'Food & Wine',
    fact: 'Did You Know?',
    weekly: 'Wine of the Week',
    event: 'Wine Tasting',
  },
  structure: { acidity: 'Acidity', tannin: 'Tannin', body: 'Body', alcohol: 'Alcohol' },
  sections: {
    aromas: 'Aromas',
    regions: 'Key regions',
    pairing: 'Pair with',
    grapes: 'Grapes',
    soils: 'Soils',
    styles: 'Styles',
    climate: 'Climate',
    nose: 'Nose',
    palate: 'Palate',
    avoid: 'Avoid',
    featuring: 'Featuring',
    origin: 'Origin',
    structure: 'Structure',
  },
  climate: { cool: 'Cool climate', moderate: 'Moderate climate', warm: 'Warm climate', hot: 'Hot climate' },
  eventTitle: 'Tasting Evening',
  wineFallback: 'Wine',
} as const;
