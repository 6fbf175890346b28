// The quizzes of the bank: for each level and category, a title and the makers its questions come from.
// Level 1 uses the best-known grapes and regions, Level 4 the rarer ones.
import type { LevelId, QuizCategory } from '@sommai/shared';
import { MAKERS, type Maker } from './makers/index.ts';

/** 'level': the subjects of the quiz's level; 'wide': its neighbouring levels too; 'all': any. */
export type Tier = 'level' | 'wide' | 'all';
export interface Part {
  maker: Maker;
  tier?: Tier;
}

export interface Recipe {
  id: string;
  level: LevelId;
  category: QuizCategory;
  title: string;
  description: string;
  parts: Part[];
  /** Used when the parts run out of questions. */
  fallback: Part[];
  /** Exam practice: questions from every category, whatever the quiz's own. */
  mixed?: boolean;
}

const T = {
  service: MAKERS.tables(['service', 'storage']),
  vineyard: MAKERS.tables(['viticulture']),
  cellar: MAKERS.tables(['winemaking']),
  pairing: MAKERS.tables(['pairing']),
  tasting: MAKERS.tables(['tasting']),
  palate: MAKERS.tables(['tasting'], 'palate'),
  nose: MAKERS.tables(['tasting'], 'aroma'),
  styles: MAKERS.tables(['sparkling', 'sweet', 'fortified']),
  faults: MAKERS.tables(['faults']),
  labels: MAKERS.tables(['labels', 'business']),
};
const M = MAKERS;
const all = (maker: Maker): Part => ({ maker, tier: 'all' });
const lvl = (maker: Maker): Part => ({ maker, tier: 'level' });

const BASICS_FALLBACK = [lvl(M.grapeSynonym), lvl(M.grapeOrigin), lvl(M.grapeColour), lvl(M.pairingWine)];
const REGIONS_FALLBACK = [lvl(M.regionCountry), lvl(M.countryRegion), lvl(M.regionMainGrape), lvl(M.regionParent)];
const TASTING_FALLBACK = [
  lvl(M.grapeAroma),
  lvl(M.grapeStructure),
  lvl(M.aromaGrape),
  all(T.nose),
  all(T.palate),
  lvl(T.styles),
];
const CERT_FALLBACK = [lvl(M.regionClassification), lvl(M.regionLabelTerm), lvl(M.regionPermitted), lvl(T.labels)];

const r = (
  id: string,
  level: LevelId,
  category: QuizCategory,
  title: string,
  description: string,
  parts: Part[],
  mixed = false,
): Recipe => ({
  mixed,
  id,
  level,
  category,
  title,
  description,
  parts,
  fallback: {
    basics: BASICS_FALLBACK,
    regions: REGIONS_FALLBACK,
    tasting: TASTING_FALLBACK,
    certification: CERT_FALLBACK,
  }[category],
});

/** Level 1 uses the best-known grapes and regions, Level 4 the rarer ones. */
export const RECIPES: Recipe[] = [
  // Level 1: Wine Basics
  r(
    'l1-basics-grape-colours',
    1,
    'basics',
    'White or Black? Grape Colours',
    'Tell the grapes behind white wines from those behind reds.',
    [lvl(M.grapeColour)],
  ),
  r(
    'l1-basics-grape-names',
    1,
    'basics',
    'Same Grape, Different Name',
    'The names famous grapes go by around the world.',
    [lvl(M.grapeSynonym)],
  ),
  r(
    'l1-basics-food-and-wine',
    1,
    'basics',
    'Wine and Food Classics',
    'Classic matches of wine and food, and how to serve wine.',
    [lvl(M.pairingWine), all(T.pairing), all(T.service)],
  ),
  r(
    'l1-regions-countries',
    1,
    'regions',
    'Famous Regions and Their Countries',
    'Place the most famous wine regions on the map.',
    [lvl(M.regionCountry)],
  ),
  r(
    'l1-regions-grapes',
    1,
    'regions',
    'What Grape Is in the Glass?',
    'The grapes behind the world’s best-known wines.',
    [lvl(M.regionMainGrape)],
  ),
  r('l1-regions-world', 1, 'regions', 'Around the Wine World', 'Which region belongs to which country.', [
    lvl(M.countryRegion),
  ]),
  r('l1-tasting-aromas', 1, 'tasting', 'Signature Aromas', 'Aromas that point to one grape.', [lvl(M.aromaGrape)]),
  r(
    'l1-tasting-structure',
    1,
    'tasting',
    'Light or Bold? Wine Structure',
    'Acidity, tannin and body of famous grapes.',
    [lvl(M.grapeStructure)],
  ),
  r(
    'l1-tasting-describe',
    1,
    'tasting',
    'Describing Famous Grapes',
    'The aromas to expect from the great grape varieties.',
    [lvl(M.grapeAroma)],
  ),
  r(
    'l1-cert-categories',
    1,
    'certification',
    'Quality Categories on the Label',
    'AOC, DOCG, DO, AVA: the official categories of famous wines.',
    [lvl(M.regionClassification)],
  ),
  r('l1-cert-labels', 1, 'certification', 'Reading a Wine Label', 'Label terms you will meet on famous wines.', [
    lvl(M.regionLabelTerm),
    lvl(M.termMeaning),
  ]),
  r(
    'l1-cert-practice',
    1,
    'certification',
    'Exam Practice: Level 1',
    'Mixed exam-style questions on grapes, regions and service.',
    [lvl(M.regionMainGrape), lvl(M.regionCountry), lvl(M.grapeColour), all(T.service)],
    true,
  ),

  // Level 2: Wine Regions
  r('l2-basics-grape-names', 2, 'basics', 'Grape Synonyms Around the World', 'Local names of well-travelled grapes.', [
    lvl(M.grapeSynonym),
  ]),
  r('l2-basics-origins', 2, 'basics', 'Where Grapes Come From', 'The home countries of classic grape varieties.', [
    lvl(M.grapeOrigin),
  ]),
  r(
    'l2-basics-vineyard-cellar',
    2,
    'basics',
    'Vineyard, Cellar and Table',
    'The vine’s year, serving wine and classic pairings.',
    [all(T.vineyard), all(T.service), lvl(M.pairingWine)],
  ),
  r(
    'l2-regions-countries',
    2,
    'regions',
    'Regions of the Old and New World',
    'Wine regions and the countries they belong to.',
    [lvl(M.regionCountry), lvl(M.countryRegion)],
  ),
  r('l2-regions-grapes', 2, 'regions', 'Regions and Their Grapes', 'The main grape of each region and appellation.', [
    lvl(M.regionMainGrape),
  ]),
  r('l2-regions-map', 2, 'regions', 'Regions Within Regions', 'Which appellation lies in which larger region.', [
    lvl(M.regionParent),
  ]),
  r('l2-tasting-aromas', 2, 'tasting', 'Aromas to Recognise', 'Match grapes and their typical aromas.', [
    lvl(M.aromaGrape),
    lvl(M.grapeAroma),
  ]),
  r('l2-tasting-structure', 2, 'tasting', 'Acidity, Tannin and Body', 'Compare the structure of classic grapes.', [
    lvl(M.grapeStructure),
  ]),
  r(
    'l2-tasting-method',
    2,
    'tasting',
    'Tasting Method and Styles',
    'The systematic approach to tasting and the main wine styles.',
    [all(T.tasting), all(T.styles)],
  ),
  r('l2-cert-labels', 2, 'certification', 'Label Terms by Region', 'Which label terms belong to which region.', [
    lvl(M.regionLabelTerm),
  ]),
  r(
    'l2-cert-categories',
    2,
    'certification',
    'Appellations and Their Categories',
    'The official category of well-known appellations.',
    [lvl(M.regionClassification)],
  ),
  r('l2-cert-label-language', 2, 'certification', 'Label Language', 'What the words on a label mean.', [
    lvl(M.termMeaning),
    all(T.labels),
  ]),

  // Level 3: Professional
  r(
    'l3-basics-winemaking',
    3,
    'basics',
    'Winemaking and Wine Styles',
    'How still, sparkling, sweet and fortified wines are made.',
    [all(T.styles), all(T.cellar)],
  ),
  r(
    'l3-basics-service',
    3,
    'basics',
    'Service and Pairing for Professionals',
    'Food matches and service a professional must know.',
    [lvl(M.pairingWine), all(T.pairing), all(T.service)],
  ),
  r('l3-basics-grapes', 3, 'basics', 'Grape Varieties in Depth', 'Origins and local names of grape varieties.', [
    lvl(M.grapeOrigin),
    lvl(M.grapeSynonym),
  ]),
  r('l3-regions-terroir', 3, 'regions', 'Soils and Climate', 'The soils and climates behind famous regions.', [
    lvl(M.regionSoil),
    lvl(M.regionClimate),
  ]),
  r(
    'l3-regions-appellations',
    3,
    'regions',
    'Appellations and Their Grapes',
    'Appellations, their main grapes and where they lie.',
    [lvl(M.regionMainGrape), lvl(M.regionParent)],
  ),
  r('l3-regions-world', 3, 'regions', 'Beyond the Classics', 'Wine regions off the beaten track.', [
    lvl(M.regionCountry),
    lvl(M.countryRegion),
  ]),
  r(
    'l3-tasting-aromas',
    3,
    'tasting',
    'Aromas of Less Familiar Grapes',
    'Aromas that identify less common varieties.',
    [lvl(M.aromaGrape), lvl(M.grapeAroma)],
  ),
  r(
    'l3-tasting-structure',
    3,
    'tasting',
    'Structure for Professionals',
    'Structure of grape varieties and the tasting grid.',
    [lvl(M.grapeStructure), all(T.palate)],
  ),
  r(
    'l3-tasting-styles',
    3,
    'tasting',
    'Sparkling, Sweet and Fortified',
    'Sweetness terms, Sherry and Port styles and how they taste.',
    [all(T.styles), all(T.faults)],
  ),
  r('l3-cert-permitted', 3, 'certification', 'Permitted Grapes', 'Which grapes the rules allow in each appellation.', [
    lvl(M.regionPermitted),
  ]),
  r('l3-cert-labels', 3, 'certification', 'Label Law in Practice', 'Label terms and what they promise.', [
    lvl(M.regionLabelTerm),
    lvl(M.termMeaning),
  ]),
  r(
    'l3-cert-categories',
    3,
    'certification',
    'Classifications Across Europe',
    'Official categories and the rules of label claims.',
    [lvl(M.regionClassification), all(T.labels)],
  ),

  // Level 4: Certification
  r('l4-basics-rare-grapes', 4, 'basics', 'Rare and Regional Grapes', 'Origins and local names of rarer varieties.', [
    lvl(M.grapeSynonym),
    lvl(M.grapeOrigin),
  ]),
  r('l4-basics-pairing', 4, 'basics', 'Food and Wine Mastery', 'Classic matches, and why they work.', [
    lvl(M.pairingWine),
  ]),
  r('l4-basics-colours', 4, 'basics', 'Know Your Varieties', 'White or black: the rarer grapes on an exam list.', [
    lvl(M.grapeColour),
  ]),
  r(
    'l4-regions-appellations',
    4,
    'regions',
    'Appellation Detail',
    'Main grapes and location of lesser-known appellations.',
    [lvl(M.regionMainGrape), lvl(M.regionParent)],
  ),
  r('l4-regions-terroir', 4, 'regions', 'Terroir: Soils and Climate', 'Soils and climates at exam depth.', [
    lvl(M.regionSoil),
    lvl(M.regionClimate),
  ]),
  r('l4-regions-world', 4, 'regions', 'The Wider Wine World', 'Regions of every wine country.', [
    lvl(M.regionCountry),
    lvl(M.countryRegion),
  ]),
  r('l4-tasting-aromas', 4, 'tasting', 'Blind Tasting: Aroma Clues', 'Identify grapes from their aromas.', [
    lvl(M.aromaGrape),
    lvl(M.grapeAroma),
  ]),
  r('l4-tasting-structure', 4, 'tasting', 'Blind Tasting: Structure Clues', 'Identify grapes from their structure.', [
    lvl(M.grapeStructure),
  ]),
  r(
    'l4-tasting-styles',
    4,
    'tasting',
    'Styles, Faults and Quality',
    'Wine faults, quality criteria and special styles.',
    [all(T.faults), all(T.tasting), all(T.styles)],
  ),
  r(
    'l4-cert-permitted',
    4,
    'certification',
    'Permitted Grapes: Exam Detail',
    'Appellation grape rules, including what is not allowed.',
    [lvl(M.regionPermitted)],
  ),
  r('l4-cert-labels', 4, 'certification', 'Label Terms and Laws', 'Label terms of every wine country.', [
    lvl(M.regionLabelTerm),
    lvl(M.termMeaning),
  ]),
  r(
    'l4-cert-categories',
    4,
    'certification',
    'Classification Exam Drill',
    'Official categories of appellations worldwide.',
    [lvl(M.regionClassification), all(T.labels)],
  ),
];
