// Question makers: each turns one kind of structured fact of the knowledge base into multiple-choice
// questions with one right option, three options that the same data proves wrong, a one-line
// explanation and a `check` that lets the answer-key test derive the answer again from the data.
// The makers live by subject: grapes, regions, certification, and tables and pairings.
import {
  CLASSIFICATIONS,
  INTERNATIONAL_TERM,
  meaningLine,
  regionClassification,
  regionLabelTerm,
  regionPermitted,
  singleClassification,
  termMeaning,
} from './certification.ts';
import {
  aromaGrape,
  aromaPhrases,
  grapeAroma,
  grapeColour,
  grapeOrigin,
  grapeStructure,
  grapeSynonym,
  namesOf,
  originCountry,
  spellingOf,
  usableSynonyms,
} from './grapes.ts';
import {
  countryRegion,
  regionClimate,
  regionCountry,
  regionMainGrape,
  regionParent,
  regionSoil,
  SOIL_TYPES,
  soilMatches,
} from './regions.ts';
import { climateValue, structureValue } from './rules.ts';
import { isAromaTopic, keyColumn, pairingWine, tableCategory, tableCell, tableQuestion, wineColour } from './tables.ts';

export type { Draft, Maker, MakerName, QuestionCheck, StructureAttribute, Subject } from './types.ts';
export {
  aromaPhrases,
  CLASSIFICATIONS,
  climateValue,
  INTERNATIONAL_TERM,
  isAromaTopic,
  keyColumn,
  meaningLine,
  namesOf,
  originCountry,
  SOIL_TYPES,
  singleClassification,
  soilMatches,
  spellingOf,
  structureValue,
  tableCategory,
  tableQuestion,
  usableSynonyms,
  wineColour,
};

export const MAKERS = {
  grapeColour,
  grapeSynonym,
  grapeOrigin,
  aromaGrape,
  grapeAroma,
  grapeStructure,
  regionCountry,
  countryRegion,
  regionMainGrape,
  regionParent,
  regionClimate,
  regionSoil,
  regionLabelTerm,
  regionClassification,
  regionPermitted,
  termMeaning,
  pairingWine,
  tables: tableCell,
};
