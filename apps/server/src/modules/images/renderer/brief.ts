// Reads a prompt the way a photographer reads a brief: which wine (and so which colour in the
// glass), which place (and so which landscape), what light and mood, what food, and which words
// to print. Grapes and regions come from the wine knowledge base, so "Barolo" pours a garnet red
// under Alpine foothills and "Sancerre" a pale lemon white by a river.

import type { Grape, Region } from '@sommai/knowledge';
import { fold, knowledge } from '@sommai/knowledge';
import { hex, type Rgb } from './color.ts';

export type WineKind = 'red' | 'white' | 'rose' | 'sparkling' | 'sparkling-rose' | 'sweet' | 'orange' | 'fortified';
export type TimeOfDay = 'day' | 'sunset' | 'night' | 'dawn';
export type Food = 'cheese' | 'steak' | 'fish' | 'pasta' | 'oysters' | 'dessert' | 'charcuterie';
export type BottleShape = 'bordeaux' | 'burgundy' | 'flute' | 'champagne' | 'port';

export interface Landscape {
  climate: 'cool' | 'moderate' | 'warm' | 'hot';
  mountains: boolean;
  snow: boolean;
  water?: 'sea' | 'river' | 'lake';
  steep: boolean;
  cypress: boolean;
  building: 'chateau' | 'farmhouse' | 'village';
}

export interface Mood {
  rustic: boolean;
  elegant: boolean;
  moody: boolean;
  festive: boolean;
  autumn: boolean;
  winter: boolean;
  minimal: boolean;
}

export interface SceneBrief {
  prompt: string;
  wine: WineKind;
  /** The colour of the wine itself, as seen in a glass against light. */
  wineColour: Rgb;
  grape?: Grape;
  region?: Region;
  time: TimeOfDay;
  mood: Mood;
  landscape: Landscape;
  food?: Food;
  bottle: BottleShape;
  /** The prompt's main words, as they would be printed on a label or card. */
  title: string;
  /** A second line: grape and region, or a descriptor. */
  subtitle: string;
  /** A few tasting words for cards: the grape's aromas or the style's classics. */
  notes: string[];
}

const has = (text: string, words: readonly string[]) =>
  words.some((w) => new RegExp(`(^|[^a-z])${w}([^a-z]|$)`).test(text));

const WINE_COLOURS: Record<WineKind, string> = {
  red: '6a1028',
  white: 'e6cf72',
  rose: 'f1928c',
  sparkling: 'eedb8e',
  'sparkling-rose': 'f3aaa0',
  sweet: 'd8962a',
  orange: 'd9822f',
  fortified: '5a1420',
};

/** Red wines vary: Pinot Noir and Nebbiolo are paler garnet, Malbec and Syrah inky purple. */
function redShade(grape: Grape | undefined): Rgb {
  if (!grape) return hex(WINE_COLOURS.red);
  const light = ['pinot-noir', 'nebbiolo', 'gamay', 'grenache', 'sangiovese', 'zweigelt', 'frappato', 'schiava'];
  const inky = ['malbec', 'syrah', 'petite-sirah', 'tannat', 'touriga-nacional', 'mourvedre', 'saperavi', 'pinotage'];
  if (light.includes(grape.id)) return hex('8c1d2c');
  if (inky.includes(grape.id)) return hex('45081f');
  return grape.structure.body === 'full' ? hex('560c22') : hex('6a1028');
}

function whiteShade(grape: Grape | undefined, prompt: string): Rgb {
  if (has(prompt, ['oak', 'oaked', 'buttery', 'aged', 'golden'])) return hex('dcb24a');
  if (!grape) return hex(WINE_COLOURS.white);
  const pale = [
    'sauvignon-blanc',
    'albarino',
    'gruner-veltliner',
    'muscadet',
    'pinot-grigio',
    'vermentino',
    'riesling',
  ];
  if (pale.includes(grape.id)) return hex('ece19a');
  if (grape.colour === 'grey') return hex('e2c26a');
  return hex(WINE_COLOURS.white);
}

function wineOf(prompt: string, grape?: Grape, region?: Region): WineKind {
  const sparkling = has(prompt, [
    'sparkling',
    'champagne',
    'prosecco',
    'cava',
    'cremant',
    'franciacorta',
    'bubbles',
    'bubbly',
    'brut',
    'fizz',
    'pet nat',
    'sekt',
  ]);
  const rose = has(prompt, ['rose', 'rosado', 'rosato', 'pink', 'blush']);
  if (sparkling) return rose ? 'sparkling-rose' : 'sparkling';
  if (rose) return 'rose';
  if (has(prompt, ['orange wine', 'amber', 'skin contact', 'qvevri'])) return 'orange';
  if (has(prompt, ['port', 'porto', 'madeira', 'marsala', 'fortified'])) return 'fortified';
  if (has(prompt, ['sauternes', 'tokaji', 'ice wine', 'icewine', 'dessert wine', 'sweet wine', 'botrytis']))
    return 'sweet';
  if (has(prompt, ['red'])) return 'red';
  if (has(prompt, ['white'])) return 'white';
  if (grape) return grape.colour === 'black' ? 'red' : 'white';
  if (region) {
    const styles = region.styles.join(' ').toLowerCase();
    if (/^(traditional-method )?sparkling/.test(styles) || /champagne|cava|prosecco/.test(region.id))
      return 'sparkling';
    if (/^(dry )?(still )?ros/.test(styles)) return 'rose';
    if (/fortified/.test(styles) && /port|douro|jerez|sherry|madeira/.test(region.id)) return 'fortified';
    const first = region.grapes.map((g) => knowledge.findGrape(g)).find((g) => g !== undefined);
    if (first) return first.colour === 'black' ? 'red' : 'white';
  }
  return 'red';
}

function landscapeOf(prompt: string, region?: Region): Landscape {
  const lore = fold(
    [region?.name ?? '', ...(region?.climateNotes ?? []), ...(region?.facts.map((f) => f.text) ?? []), prompt].join(
      ' ',
    ),
  );
  const country = region?.country ?? '';
  const mountainous =
    has(lore, [
      'mountain',
      'mountains',
      'alps',
      'alpine',
      'andes',
      'dolomites',
      'pyrenees',
      'altitude',
      'high altitude',
    ]) || ['Argentina', 'Chile', 'Switzerland'].includes(country);
  const water = has(lore, ['coast', 'coastal', 'sea', 'ocean', 'bay', 'seaside', 'beach', 'island'])
    ? 'sea'
    : has(lore, ['river', 'mosel', 'douro', 'loire', 'rhine', 'danube', 'rhone', 'gironde'])
      ? 'river'
      : has(lore, ['lake', 'lac', 'finger lakes'])
        ? 'lake'
        : undefined;
  return {
    climate: region?.climate ?? (has(prompt, ['sunny', 'summer', 'hot', 'mediterranean']) ? 'warm' : 'moderate'),
    mountains: mountainous,
    snow: mountainous && (has(lore, ['snow', 'snowy', 'andes', 'alps', 'winter']) || country === 'Argentina'),
    water,
    steep: has(lore, ['steep', 'terrace', 'terraces', 'terraced', 'slate', 'slopes']),
    cypress: country === 'Italy' || has(prompt, ['cypress', 'tuscany', 'tuscan']),
    building:
      country === 'France' && !has(prompt, ['farm', 'farmhouse', 'village'])
        ? 'chateau'
        : has(prompt, ['village', 'town'])
          ? 'village'
          : 'farmhouse',
  };
}

function timeOf(prompt: string, mood: Mood): TimeOfDay {
  if (has(prompt, ['sunset', 'golden hour', 'dusk', 'evening', 'twilight', 'sundown'])) return 'sunset';
  if (
    has(prompt, [
      'night',
      'moon',
      'moonlight',
      'moonlit',
      'candle',
      'candles',
      'candlelight',
      'candlelit',
      'starry',
      'stars',
    ])
  )
    return 'night';
  if (has(prompt, ['dawn', 'sunrise', 'morning', 'mist', 'misty', 'fog', 'foggy'])) return 'dawn';
  if (mood.moody) return 'night';
  return 'day';
}

function foodOf(prompt: string): Food | undefined {
  const table: [Food, string[]][] = [
    ['oysters', ['oyster', 'oysters', 'shellfish', 'seafood', 'mussels', 'clams']],
    ['fish', ['fish', 'salmon', 'sole', 'cod', 'trout', 'tuna', 'sushi', 'halibut', 'seabass', 'sea bass']],
    ['steak', ['steak', 'beef', 'lamb', 'meat', 'bbq', 'barbecue', 'grill', 'grilled', 'venison', 'duck']],
    ['pasta', ['pasta', 'spaghetti', 'risotto', 'pizza', 'lasagna', 'tagliatelle', 'truffle']],
    ['dessert', ['dessert', 'chocolate', 'cake', 'tart', 'pastry', 'sweet', 'fruit tart']],
    ['charcuterie', ['charcuterie', 'ham', 'salami', 'prosciutto', 'jamon', 'tapas', 'antipasti']],
    ['cheese', ['cheese', 'brie', 'camembert', 'comte', 'parmesan', 'goat cheese', 'roquefort', 'cheeseboard']],
  ];
  return table.find(([, words]) => has(prompt, words))?.[0];
}

function bottleOf(wine: WineKind, grape?: Grape, region?: Region): BottleShape {
  if (wine === 'sparkling' || wine === 'sparkling-rose') return 'champagne';
  if (wine === 'fortified') return 'port';
  const id = grape?.id ?? '';
  const place = `${region?.id ?? ''} ${region?.parent ?? ''} ${region?.country ?? ''}`;
  if (['riesling', 'gewurztraminer', 'gruner-veltliner', 'muller-thurgau', 'sylvaner'].includes(id)) return 'flute';
  if (/alsace|mosel|rheingau|pfalz|germany|austria/i.test(place)) return 'flute';
  if (['pinot-noir', 'chardonnay', 'syrah', 'nebbiolo', 'gamay', 'viognier', 'grenache'].includes(id))
    return 'burgundy';
  if (/burgundy|chablis|rhone|beaujolais|piedmont|barolo|oregon/i.test(place)) return 'burgundy';
  return 'bordeaux';
}

/**
 * What a label may print: the names the knowledge base recognises in the prompt (grapes and
 * regions, properly spelt: "cotes du rhone" → "Côtes du Rhône"), never the prompt's other words.
 */
function titleOf(prompt: string): string {
  const names: string[] = [];
  for (const m of knowledge.mentions(prompt)) {
    if (!m.whole || m.score < 0.95 || (m.kind !== 'grape' && m.kind !== 'region')) continue;
    if (!names.includes(m.title)) names.push(m.title);
  }
  const joined = names.slice(0, 2).join(' ');
  return joined.length > 32 ? names[0] : joined;
}

const KIND_LABELS: Record<WineKind, string> = {
  red: 'Red Wine',
  white: 'White Wine',
  rose: 'Rosé',
  sparkling: 'Méthode Traditionnelle',
  'sparkling-rose': 'Brut Rosé',
  sweet: 'Dessert Wine',
  orange: 'Skin-Contact White',
  fortified: 'Fortified Wine',
};

const CLASSIC_NOTES: Record<WineKind, string[]> = {
  red: ['Black cherry', 'Plum', 'Cedar', 'Spice'],
  white: ['Citrus', 'Green apple', 'White flowers', 'Stone fruit'],
  rose: ['Strawberry', 'Red currant', 'Rose petal', 'Citrus zest'],
  sparkling: ['Brioche', 'Green apple', 'Lemon', 'Almond'],
  'sparkling-rose': ['Raspberry', 'Brioche', 'Red apple', 'Rose'],
  sweet: ['Apricot', 'Honey', 'Marmalade', 'Saffron'],
  orange: ['Dried apricot', 'Orange peel', 'Tea', 'Walnut'],
  fortified: ['Dried fig', 'Toffee', 'Walnut', 'Blackberry'],
};

export function readBrief(prompt: string): SceneBrief {
  const text = fold(prompt);
  const mentions = knowledge.mentions(prompt).filter((m) => m.whole && m.score >= 0.95);
  const grapeId = mentions.find((m) => m.kind === 'grape')?.id;
  const regionId = mentions.find((m) => m.kind === 'region')?.id;
  const grape = grapeId ? knowledge.grape(grapeId) : undefined;
  const region = regionId ? knowledge.region(regionId) : undefined;
  const mainGrape = grape ?? region?.grapes.map((g) => knowledge.findGrape(g)).find((g) => g !== undefined);

  const mood: Mood = {
    rustic: has(text, ['rustic', 'farmhouse', 'barn', 'wooden', 'traditional', 'country', 'old', 'stone', 'cottage']),
    elegant: has(text, ['elegant', 'luxury', 'luxurious', 'fine dining', 'sophisticated', 'classy', 'gold', 'marble']),
    moody: has(text, ['moody', 'dramatic', 'noir', 'dark', 'mysterious']),
    festive: has(text, [
      'celebration',
      'celebrate',
      'party',
      'toast',
      'cheers',
      'festive',
      'christmas',
      'wedding',
      'new year',
    ]),
    autumn: has(text, ['autumn', 'fall', 'harvest', 'vendange', 'october']),
    winter: has(text, ['winter', 'snow', 'snowy', 'frost', 'ice']),
    minimal: has(text, ['minimal', 'minimalist', 'clean', 'simple']),
  };
  const wine = wineOf(text, grape, region);
  const wineColour =
    wine === 'red'
      ? redShade(mainGrape)
      : wine === 'white'
        ? whiteShade(mainGrape, text)
        : wine === 'rose' && has(text, ['provence', 'pale'])
          ? hex('f6bcae')
          : hex(WINE_COLOURS[wine]);

  const title = titleOf(prompt) || region?.name || grape?.name || KIND_LABELS[wine];
  const kindLabel = KIND_LABELS[wine];
  const subtitleParts = [
    mainGrape && !title.includes(mainGrape.name) ? mainGrape.name : undefined,
    region && !title.includes(region.name) ? region.name : undefined,
    region?.country && region.kind !== 'country' ? region.country : undefined,
  ].filter((p): p is string => Boolean(p));
  const origin = mainGrape?.origin.split(/[,(;]/)[0].trim();
  const subtitle = subtitleParts.length ? subtitleParts.join(' · ') : origin ? `${kindLabel} · ${origin}` : kindLabel;
  const notes = (mainGrape?.aromas.length ? mainGrape.aromas : CLASSIC_NOTES[wine])
    .slice(0, 4)
    .map((a) => a[0].toUpperCase() + a.slice(1));

  return {
    prompt,
    wine,
    wineColour,
    grape: mainGrape,
    region,
    time: timeOf(text, mood),
    mood,
    landscape: landscapeOf(text, region),
    food: foodOf(text),
    bottle: bottleOf(wine, mainGrape, region),
    title,
    subtitle,
    notes,
  };
}
