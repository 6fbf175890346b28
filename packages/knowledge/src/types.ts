// The shape of the wine knowledge base. Data, not prose: every record feeds chat answers, study
// guides, quizzes and image prompts, so facts live in fields that code can compare and combine.

/** 1 basics … 4 certification: the lowest level at which a fact is worth telling. */
export type Depth = 1 | 2 | 3 | 4;

export type WineColour = 'red' | 'white' | 'rose';
export type Level3 = 'low' | 'medium' | 'high';
export type Level5 = 'low' | 'medium-' | 'medium' | 'medium+' | 'high';
export type BodyLevel = 'light' | 'medium-' | 'medium' | 'medium+' | 'full';

export interface Grape {
  /** Stable id, kebab-case ASCII: 'cabernet-sauvignon'. */
  id: string;
  /** Usual name with its accents: 'Grüner Veltliner'. */
  name: string;
  /** Grape skin colour: 'black' grapes make red (and rosé) wines, 'white' grapes white wines; 'grey' for pink-skinned (Pinot Gris, Gewürztraminer). */
  colour: 'black' | 'white' | 'grey';
  /** Other names and spellings, with the country where the name is used when it matters: ['Shiraz', 'Syrah']. */
  synonyms: string[];
  /** Country or region of origin, as established. */
  origin: string;
  /** Where it is grown and known, most important first: region ids from regions data where they exist, else plain names. */
  keyRegions: string[];
  /** Typical aromas and flavours in the systematic tasting vocabulary. */
  aromas: string[];
  /** Typical structure of its varietal wines (for red wines tannin matters; for white, omit tannin). */
  structure: { acidity: Level5; tannin?: Level5; body: BodyLevel; alcohol?: Level5 };
  /** Styles it makes: 'dry still', 'sparkling', 'sweet botrytised', 'fortified'… */
  styles: string[];
  /** Viticulture notes: early/late ripening, thin/thick skin, susceptibility, vigour, climate preference. */
  viticulture: string[];
  /** Classic blending partners (grape ids). */
  blendingPartners: string[];
  /** Classic food matches for its typical style. */
  foodPairings: string[];
  /** Short facts, each a full sentence, tagged with the level at which it is worth telling. */
  facts: { depth: Depth; text: string }[];
}

export type WorldZone = 'old' | 'new';

/** A place within a region that has no record of its own. */
export interface RegionPart {
  name: string;
  /** One sentence about the part itself, naming it: 'Apalta is a horseshoe of south-facing slopes…'. */
  fact?: string;
}

export interface Region {
  /** Stable id, kebab-case ASCII: 'chablis', 'barossa-valley'. */
  id: string;
  name: string;
  /**
   * Other names of this same place: 'Côte d'Or' for 'Burgundy Côte d'Or'; English names for foreign
   * ones. Never a place within it (that is one of its `parts`) nor a place around it.
   */
  synonyms: string[];
  /**
   * Places within this one that have no record of their own (a district, sub-zone, ward or sub-AVA),
   * each with a one-line fact where one is known: 'Dundee Hills' in the Willamette Valley. A question
   * naming a part is answered from this record, saying that the part lies within it.
   */
  parts?: RegionPart[];
  country: string;
  /** Parent region id, if any: 'burgundy' for 'chablis'. */
  parent?: string;
  kind: 'country' | 'region' | 'subregion' | 'appellation';
  world: WorldZone;
  /** Legal status where it applies: 'AOC', 'DOCG', 'DOC', 'DO', 'DOCa', 'AVA', 'GI', 'PDO', 'Prädikatswein'… */
  classification?: string;
  climate: 'cool' | 'moderate' | 'warm' | 'hot';
  climateNotes: string[];
  soils: string[];
  /**
   * The rivers that shape the place (its valley, slopes, mists or water), as named in its facts or
   * climate notes: 'Douro', 'Garonne'. Answers "which river runs through…?".
   */
  rivers?: string[];
  /** Grapes permitted or typical (grape ids), main first. */
  grapes: string[];
  /** Whether `grapes` is a legal list (permitted) or what is typical. */
  grapesAre: 'permitted' | 'typical';
  styles: string[];
  /** Quality tiers and label terms used there: 'Premier Cru', 'Gran Reserva', 'Spätlese'… */
  labelTerms: string[];
  foodPairings: string[];
  facts: { depth: Depth; text: string }[];
  /** Where the region lies (its heart or main wine town), when it is mapped: WGS84 degrees. */
  location?: { lat: number; lon: number };
}

/** A topic of theory: tasting method, winemaking, service, pairing principles, faults, label law… */
export interface Topic {
  id: string;
  title: string;
  /** Words a learner might use to ask about it: ['malo', 'malolactic', 'mlf', 'buttery']. */
  keywords: string[];
  category:
    | 'tasting'
    | 'winemaking'
    | 'sparkling'
    | 'fortified'
    | 'sweet'
    | 'service'
    | 'storage'
    | 'faults'
    | 'pairing'
    | 'labels'
    | 'viticulture'
    | 'business';
  summary: string;
  /** Ordered points; a point may be a step of a method. */
  points: { depth: Depth; text: string }[];
  /** Optional table: headers and rows of text. */
  table?: { caption: string; headers: string[]; rows: string[][] };
  related: string[];
}

/** A classic food and wine match with the reason it works. */
export interface Pairing {
  food: string;
  /** Words that name this food in a question: ['lamb', 'rack of lamb', 'lamb chops']. */
  keywords: string[];
  wines: { wine: string; grapes: string[]; regions: string[]; why: string }[];
  avoid?: string;
}

/** A label or quality term and what it means. */
export interface Term {
  term: string;
  /**
   * Other names of this same term, as grapes and regions keep theirs: a former legal name ('Vin de
   * Table' for Vin de France), the name used in another country or language, or another spelling
   * ('Pas Dosé' for Brut Nature). Never another record's name, nor a narrower or related term.
   */
  synonyms?: string[];
  country: string;
  meaning: string;
  depth: Depth;
}
