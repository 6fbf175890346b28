// What a prompt is about, read through the knowledge base: a grape, a region, a food, a wine
// style or a scene, and so which template draws it. The category the user left selected is only a
// hint, used when the prompt itself names nothing.
import type { Grape, PairingEntry, Region, Topic } from '@sommai/knowledge';
import { fold, knowledge } from '@sommai/knowledge';

export const TEMPLATES = [
  'grape-card',
  'region-map',
  'tasting-note',
  'food-pairing',
  'fact-card',
  'wine-of-the-week',
  'event-poster',
  'scene',
] as const;
export type TemplateId = (typeof TEMPLATES)[number];

/** How each template is named in a download's file name and on the gallery. */
export const TEMPLATE_NAMES: Record<TemplateId, string> = {
  'grape-card': 'grape-profile',
  'region-map': 'region-map',
  'tasting-note': 'tasting-note',
  'food-pairing': 'food-pairing',
  'fact-card': 'fact-card',
  'wine-of-the-week': 'wine-of-the-week',
  'event-poster': 'event-poster',
  scene: 'scene',
};

export interface Subject {
  template: TemplateId;
  grape?: Grape;
  region?: Region;
  pairing?: PairingEntry;
  topic?: Topic;
  /** A person belongs in the picture: a sommelier, a tasting with guests. */
  people: boolean;
}

const has = (text: string, words: readonly string[]) =>
  words.some((w) => new RegExp(`(^|[^a-z])${w}([^a-z]|$)`).test(text));

const EVENT = [
  'event',
  'masterclass',
  'festival',
  'wine dinner',
  'tasting evening',
  'poster',
  'invitation',
  'workshop',
];
const WEEKLY = ['wine of the week', 'pick of the week', 'bottle of the week', 'wotw', 'wine of the month'];
const NOTE = ['tasting note', 'tasting notes', 'tasting sheet', 'how it tastes'];
const FACT = ['quote', 'fact', 'facts', 'did you know', 'trivia', 'tip'];
const MAP = ['map', 'region card', 'where is', 'appellations', 'sub regions', 'subregions', 'left bank', 'right bank'];
const PROFILE = ['profile', 'grape card', 'varietal', 'grape guide', 'cheat sheet', 'infographic', 'structure'];
const PAIR = ['pairing', 'pairs', 'pair', 'match', 'with food', 'food and wine'];
/** Words that ask for a picture of a place or a moment rather than a card. */
const SCENE = [
  'bottle',
  'bottles',
  'glass',
  'glasses',
  'vineyard',
  'vineyards',
  'rows',
  'cellar',
  'barrel',
  'barrels',
  'sunset',
  'sunrise',
  'harvest',
  'landscape',
  'table',
  'dinner table',
  'candle',
  'candlelight',
  'decanter',
  'corkscrew',
  'photo',
  'still life',
  'sommelier',
  'people',
  'friends',
  'guests',
  'pouring',
];
const PEOPLE = ['sommelier', 'people', 'person', 'friends', 'guests', 'couple', 'waiter', 'winemaker', 'pouring'];

export function readSubject(prompt: string, category = ''): Subject {
  const text = fold(prompt);
  // The names the knowledge base finds in the prompt: whole names only, strongest first.
  const mentions = knowledge.mentions(prompt).filter((m) => m.whole);
  const strong = mentions.filter((m) => m.score >= 0.9 || (m.kind === 'topic' && m.score >= 0.8));
  const regionRef = strong.find((m) => m.kind === 'region');
  // One word naming both a place and a grape ("Saint-Émilion", "Muscadet") is read as the place.
  const overlaps = (a: { start: number; end: number }, b?: { start: number; end: number }) =>
    b !== undefined && a.start <= b.end && b.start <= a.end;
  const grapeRef = strong.find((m) => m.kind === 'grape' && !overlaps(m, regionRef));
  const topicRef = strong.find((m) => m.kind === 'topic' && !overlaps(m, regionRef));
  const grape = grapeRef ? knowledge.grape(grapeRef.id) : undefined;
  const region = regionRef ? knowledge.region(regionRef.id) : undefined;
  const topic = topicRef ? knowledge.topic(topicRef.id) : undefined;
  const foodRef = mentions.find((m) => m.kind === 'pairing' && m.score >= 0.85);
  const pairing = foodRef ? knowledge.pairing(foodRef.id) : undefined;
  const people = has(text, PEOPLE);
  const base = { grape, region, pairing, topic, people };

  // Words that name a format win: the user said what they want to post.
  if (has(text, EVENT)) return { ...base, template: 'event-poster' };
  if (has(text, WEEKLY)) return { ...base, template: 'wine-of-the-week' };
  if (has(text, NOTE) && (grape || region)) return { ...base, template: 'tasting-note' };
  if (pairing && (has(text, PAIR) || !has(text, SCENE))) return { ...base, template: 'food-pairing' };
  if (has(text, MAP) && region?.location) return { ...base, template: 'region-map' };
  if (has(text, PROFILE) && grape) return { ...base, template: 'grape-card' };
  if (has(text, FACT)) return { ...base, template: 'fact-card' };
  // A picture of a moment: the scene painters, with the subject's wine in the glass.
  if (has(text, SCENE)) return { ...base, template: 'scene' };
  // A bare subject: its card.
  if (region?.location && !grape) return { ...base, template: 'region-map' };
  if (grape) return { ...base, template: category === 'tasting' ? 'tasting-note' : 'grape-card' };
  if (region) return { ...base, template: 'fact-card' };
  if (topic) return { ...base, template: 'fact-card' };
  if (category === 'pairing' && pairing) return { ...base, template: 'food-pairing' };
  return { ...base, template: 'scene' };
}
