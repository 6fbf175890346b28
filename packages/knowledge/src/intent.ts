// Question understanding: what kind of answer a question wants, and what it is about. Rules over
// the question's words plus the names search finds in it; no model, so the same question always
// reads the same way.

import {
  anchorVerdict,
  coloursAsWine,
  strangerWords,
  vineyardPractice,
  wineAnchors,
  withoutRoleplay,
} from './anchor.ts';
import { isEnglishWord } from './dictionary.ts';
import {
  asksBooking,
  asksContactOfCited,
  checkHonesty,
  futureYear,
  type Honesty,
  mentionsOf,
  personalLife,
} from './honesty.ts';
import type { KnowledgeBase } from './kb.ts';
import {
  CORE_WINE_WORDS,
  COUNTRY_ADJECTIVES,
  LABEL_LAW_WORD,
  OFF_TOPIC_WORDS,
  OTHER_DRINKS,
  SHARED_DRINK_WORDS,
  SPRITZ_SPARKLE,
  STOPWORDS,
  WINE_WORDS,
  withoutOtherSenses,
} from './lexicon.ts';
import { canonical, expand, fold, tokens, words } from './normalize.ts';
import { grapeAsPersonOrBrand } from './person-names.ts';
import { lowerNames, lowerPassingNames, tokenize } from './question-names.ts';
import type { Mention } from './search.ts';
import { MEASURE_WORDS, namedInFacts, rankSubjects } from './subjects.ts';
export type Intent =
  | 'compare'
  | 'pairing'
  | 'grape-of'
  | 'where'
  | 'how-made'
  | 'serving'
  | 'tasting'
  | 'term'
  | 'law'
  | 'exam'
  | 'choice'
  | 'describe'
  | 'greeting'
  | 'off-topic'
  | 'unknown';

export const INTENTS: readonly Intent[] = [
  'compare',
  'pairing',
  'grape-of',
  'where',
  'how-made',
  'serving',
  'tasting',
  'term',
  'law',
  'exam',
  'choice',
  'describe',
  'greeting',
  'off-topic',
  'unknown',
];

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface Understanding {
  intent: Intent;
  /** What the question is about: grapes, regions, terms and topics, most relevant first. */
  subjects: Mention[];
  /** Foods named in the question (pairing records). */
  foods: Mention[];
  /** Every name found, including weak ones. */
  mentions: Mention[];
  /** Words of the question that are neither common words nor known names: "zorblax", "pizza". */
  unknownWords: string[];
  /** Subjects were carried over from an earlier turn ("and what food goes with it?"). */
  followUp: boolean;
  /** Something asked that the knowledge base cannot honestly answer (an unknown name, a price…). */
  honesty?: Honesty;
  /** A request about a name we do not know with nothing else of wine in it: maybe not about wine at all. */
  unanchored?: boolean;
}

/** Off-topic words that a question about a wine place uses too: its story, its books, its news. */
const STORY_WORDS = new Set([
  'story',
  'stories',
  'book',
  'books',
  'news',
  'novel',
  'novels',
  'film',
  'films',
  'movie',
  'movies',
]);

/**
 * Weather words that, said of a wine place, ask about its climate ("why is Alsace so sunny?");
 * tomorrow's weather there is still an errand (ERRAND).
 */
const CLIMATE_WORDS = new Set(['weather', 'rain', 'raining', 'snow', 'sunny']);

type Rule = [Intent, RegExp];

// Order matters: the first rule that fires wins, from the most specific cue to the most general.
const RULES: Rule[] = [
  [
    'exam',
    /\b(quiz me|test me|test my|exam (question|practice|prep)|practice (question|exam|test)|mock exam|ask me (a|some|\d+)|give me (a|an|some|\d+) (\w+ )?(question|quiz)|questions? (about|on)|quiz (about|on)|flash ?cards?)\b/,
  ],
  // A wine measured against the food it meets ("sweeter than the dessert") is a pairing principle.
  [
    'pairing',
    /\b((sweeter|drier|more acidic|as sweet|as acidic|as intense|lighter|heavier|fuller) (than|as) (the |a |its )?(food|dish|dessert|pudding|meal|course|plate)s?|(compared|relative) (to|with) (the |a )?(food|dish|dessert|pudding|meal)s?)\b/,
  ],
  [
    'compare',
    /\b(versus|compare|compared|comparing|comparison|difference|differences|differ|different from|distinguish|tell (them )?apart|similarities|similar to|better than|(mix|mixes|mixing|muddle|muddles|muddling) (up|them up)|(keep|always) confusing|get (them|the two|these) (mixed|muddled) up)\b/,
  ],
  // "A wine with sediment (tannin, bubbles, a cork…)" describes the wine itself, not a dish it meets.
  [
    'pairing',
    /\b((?:pair|pairs)(?! of\b)|paired|pairing|pairings|(?<!struck )match|(?<!struck )matches|goes? (well )?with|go (well )?with|drink with|serve with|served with|to have with|with (my|a|an|the|our|some) (dinner|meal|food|dish|supper|lunch|bbq|barbecue)|what (food|dish|dishes|foods|meal)|which (food|dish|dishes|foods)|food with|foods with|eat with|wine for (a |an |my |the )?\w+|wines? (to go |to drink )?with(?! (a |an |some |lots of |high |low |much |more |less |no |any |its |their )?(black |white |red |dark )?(grapes?|skins?|juice|sediment|deposit|tannins?|acidity|acid|sugar|residual|bubbles|fizz|oak|corks?|screw ?caps?|alcohol|sulfites|sulphites|crystals|bottle age|faults?|legs|flor|lees|botrytis|noble rot|aromas?|flavou?rs?|colou?r)\b)|cheese)\b/,
  ],
  // "How many grapes in a bottle?" counts fruit in a vessel, not the varieties of a wine; "when do
  // they pick grapes in Chile?" asks about the harvest, "how do they dry the grapes for Amarone?" about
  // a way of making.
  [
    'grape-of',
    /\b((what|which) ((two|three|four|five|six|seven|[2-7]) )?((white|red|black|main|principal|dominant|signature|key|chief|major|permitted|other|noble|classic|traditional|local|native|international|aromatic|authorised|authorized|recommended|approved) )?(grape|grapes|variety|varieties|varietal|varietals)|made (from|with|of)|grapes? (is|are) (in|used|allowed|permitted|grown)|(?<!\b(pick|picks|picked|picking|harvest|harvests|harvested|harvesting|dry|dries|dried|drying|freeze|freezes|froze|frozen|freezing|press|presses|pressed|pressing|crush|crushes|crushed|crushing) (the |their |its )?)(grape|grapes|varieties|varietals?) (of|in|for|used|behind|allowed|permitted|blended)(?! (a|an|one|each|every|the) (bottle|glass|litre|liter|barrel|barrique|tonne|ton|kilo|kilogram|case|magnum)s?\b)|goes into|go into|blend of|what is in|(permitted|allowed|authori[sz]ed) (grapes?|varieties|varietals))\b/,
  ],
  [
    'law',
    /\b(classification|classifications|classified|classify|1855|first growths?|second growths?|growths|cru classe|cru bourgeois|docg|aoc|aop|ava|law|laws|rules|rule|regulation|regulations|legal|legally|minimum|maximum|required|requirements?|must be aged|ageing requirements?|aging requirements?|hierarchy|quality (levels?|tiers?|pyramid)|pradikat|pradikatswein|vdp)\b/,
  ],
  // The source of a smell or flavour ("where does the butter smell come from?", "what causes the green
  // pepper note?") is a question of tasting, not of a place or a method.
  [
    'tasting',
    /\b(where (does|do|did) .*\b(smells?|aromas?|flavou?rs?|tastes?|notes?)\b.* come from|(what|which \w+) (causes|gives|creates|produces) .*\b(smells?|aromas?|flavou?rs?|notes?)\b)/,
  ],
  // Legs or tears running down the glass are read in a tasting, not a matter of glassware.
  [
    'tasting',
    /\b((legs|tears|teardrops|rivulets)\b[^?.]{0,40}\b(glass|glasses|bowl)|(glass|glasses|bowl)\b[^?.]{0,30}\b(legs|tears|teardrops|rivulets))\b/,
  ],
  [
    'where',
    /\b(where|whereabouts|(which|what) ([a-z]+ )?(country|region|part|appellation|area|district|village|commune|subregion)|located|location|map)\b/,
  ],
  // "Are they glass?" asks what crystals are made of, not about wine glasses.
  [
    'serving',
    /\b(temperature|temp|degrees|celsius|fahrenheit|\d+ (c|f)|serve|serving|served|decant|decanting|decanter|(?<!\b(?:are|is) (?:they|it|these|those|this|that) )(?:glass|glasses)|glassware|stemware|chill|chilled|chilling|fridge|breathe|aerate|aeration|open(ed|ing)? (a |an |the )?bottle|how (to|do (i|you|we)|should (i|you|we)|can (i|you|we)) (safely |best )?open|once opened|opened bottle|leftover|store|storing|storage|cellar|cellaring|how long (can|should|will|does)|keep (it|for|open)|drinking window|ready to drink|lay down)\b/,
  ],
  [
    'how-made',
    /\b(how (is|are|do|does|was|were) .*\b(made|produced|make|produce|created|vinified|heated|aged|matured|fortified|sweetened|oxidi[sz]ed)\b|how (do|does|did|can) (they|you|we|winemakers?|producers?|wineries|growers?) (?!(taste|smell|describe|pronounce|say|spell|read|know|tell|pick a|choose|buy|find|learn|study|remember)\b)[a-z]+\b|what (makes|gives|causes)|how (do|does) .*\bwork|method|process|production|produced|vinification|winemaking|fermentation|fermented|made)\b/,
  ],
  [
    'tasting',
    /\b(taste|tastes|tasting note|tasting notes|describe (this|my|the|a) wine|describe it|flavou?rs?|aromas?|smells?|smell like|nose|palate|notes of|what does .* taste)\b/,
  ],
  [
    'term',
    /\b(what does .* mean|what do .* mean|meaning of|means on|mean on|define|definition|stand for|on (a|the) label|label term)\b/,
  ],
];

/**
 * Errands of everyday life, whatever place they happen in: the weather, outings, travel, a cruise or
 * a cycling route, and a recipe or a bake ("Madeira cake recipe", "sherry trifle recipe"), where a wine
 * place's name is only part of the dish's.
 */
/** A colour poured by the bottle or glass: "a bottle of white", "two glasses of red", "a case of fizz". */
const WINE_BY_COLOUR =
  /\b(bottles?|glass|glasses|cases?|magnums?|carafes?|half bottles?) of (the )?(red|white|rose|pink|bubbly|fizz)\b(?! (paint|paints|sauce|bread|rum|chocolate|flour|sugar|spirit|vinegar|tea|milk|cloth|shirts?)\b)/;

/**
 * "Half of them drink red", "she only drinks white", "the red drinkers": a colour that people drink,
 * with no other drink named, is wine said the way drinkers say it (not Red Bull or white rum).
 */
const DRUNK_COLOUR =
  /\b(drinks?|drinking|drank|drinkers? of) (only |mostly |just |mainly )?(red|white|rose|pink|reds|whites|roses|bubbly|fizz)\b(?! (bull|rum|russian|claw|lady|tea|coffee|spirits?|vinegar)\b)|\b(red|white|rose|pink) (wine )?drinkers?\b/;

/**
 * "My dry red", "a sweet white", "an unoaked white with fish": a colour described the way a wine is
 * described (its sweetness, its oak, its body), and then left alone or followed by what it did or went
 * with, is wine, not a pepper, an onion or a shirt.
 */
const WINE_BY_STYLE =
  /\b(dry|bone dry|off dry|medium dry|sweet|oaked|unoaked|oaky|tannic|fruity|crisp|full bodied|light bodied|chilled) (reds?|whites?|roses?)\b(?=\s*$|[,.;:?!)]| (with|tasted|tastes?|tasting|went|goes|go|and|or|is|was|were|at|for|from|alongside|next|against|after|before|on|in|i|we|that)\b)/;

/** A wine said to taste some way beside a dish: "tasted bitter with", "tastes metallic next to". */
export const TASTED_WITH =
  /\b(taste|tastes|tasted|tasting)\b(?: \w+){0,4} (with|next to|alongside|against|after eating)\b/;

/** A phrase asked in another language: "how do you say thank you in Portuguese?". */
/** When to travel somewhere: "the best time of year to visit …". */
const TRAVEL_TIME = /\bbest (time|month|season) (of (the )?year )?to (visit|go to|travel to|fly to)\b/;

const SAY_IN_LANGUAGE =
  /\bhow (do|would|can|should) (you|i|we) (say|write|spell) .{1,50}\bin (portuguese|spanish|french|italian|german|greek|hungarian|catalan|basque|japanese|chinese|afrikaans)\b/;

/**
 * Errands and everyday matters that happen in or are named after a wine place: a ride, the weather,
 * a hire car, cash; the nearest shop or garage of a chain ("the nearest NAPA Auto Parts store"); a
 * car's own figures ("boot space", "fuel economy", "towing capacity").
 */
const ERRAND =
  /\b((nearest|closest) [^?]{0,40}\b(stores?|shops?|branch(es)?|outlets?|dealers?|dealerships?|garages?|showrooms?)|(auto|car|spare) parts|(boot|trunk|cargo) space|fuel (economy|consumption|tank)|mpg|horsepower|top speed|towing capacity|(pickup|pick up) trucks?|hatchbacks?|sedans?|suvs?|(cycling|cycle|bike|biking|hiking|walking|running|jogging|ski|skiing) (routes?|trails?|paths?|tracks?|runs?|slopes?)|cruises?|cruise (ships?|lines?|terminals?)|(cakes?|trifles?|biscuits?|cookies?|muffins?|bread|pies?|tarts?|puddings?|sponge) recipes?|(bake|baking) (a |an |the |my )?\w*\s?(cakes?|bread|loaf|biscuits?|cookies?|muffins?|pies?|tarts?|sponge)|(weather|forecast|rain|raining|snow|snowing|sunny)\b.*\b(tomorrow|today|tonight|this (week|weekend|morning|afternoon|evening)|next (week|weekend)|right now)|things to (do|see)|with (my |our |the |two |three |four |\d+ )?(kids|children|toddlers?|babies|baby)|energy drinks?|(fly|flight|flights|drive|driving|train|bus|ferry|travel|get) (from \w+( \w+)? )?to\b.*\b(by|from|take|takes|hours?|minutes?)\b|(fly|flight|flights|drive|train|bus|ferry|travel) from\b|how far (is|from)|(swim|swimming|swimmers?|paddleboarding|paddleboards?)|(uber|lyft|rideshare|ride hailing)|(haircuts?|hairdressers?|hair salons?|barbers?|nail salons?)|souvenirs?|(rent|renting|hire|hiring) (a |an |some |two |\d+ )?(e ?bikes?|bikes?|bicycles?|cars?|scooters?|mopeds?|kayaks?|canoes?|boats?|vans?|campervans?)|(bike|bicycle|car|scooter|boat|kayak) (hire|rentals?)|park (my |the |our |a )?(car|van|camper|campervan|motorhome|bike)s?|parking (spaces?|places?|garages?|lots?|meters?|tickets?|fines?|near|in|for)|car parks?|weather (be |is )?like\b.*\b(in|during) (early |late |mid )?(january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)|(exchange|change|withdraw) (some )?(money|cash|currency|euros|dollars|pounds)|cash (machines?|points?)|atms?|bureaux? de change)\b/;
/**
 * A repair of a house's fittings (a tap, a pipe, a toilet, a roof) is an errand wherever the fitting
 * is, even in a wine cellar or beside wine racks: the wine words only say where.
 */
const FITTING_REPAIR =
  /\b((fix|fixing|repair|repairing|unblock|unblocking|replace|replacing) (a |an |the |my |our )?(leaking |leaky |dripping |broken |blocked |cracked )?(taps?|faucets?|pipes?|toilets?|sinks?|showers?|boilers?|roofs?|gutters?|windows?|locks?|hinges?|light ?bulbs?)|(leaking|leaky|dripping|burst) (taps?|faucets?|pipes?|roofs?|toilets?|boilers?)|plumbing|plumbers?|electricians?)\b/;
/**
 * Care of the house and its linen: a stain to lift from a shirt or a carpet (even a red-wine stain),
 * or a door, hinge or floorboard that squeaks or sticks (even a cellar door). The wine words only say
 * what spilt or where the door is.
 */
const HOUSEHOLD_CARE =
  /\b((get|getting|remove|removing|lift|lifting|clean|cleaning|wash|washing|shift|treat|treating)\b[^.?!]{0,40}\bstains?\b[^.?!]{0,30}\b(out of|off|from|on)\b[^.?!]{0,20}\b(shirts?|blouses?|dress(es)?|jeans|trousers|clothes|clothing|fabric|carpets?|rugs?|sofas?|couch(es)?|tablecloths?|napkins?|upholstery|linen|sheets?|mattress(es)?|t-?shirts?)|stains? (out of|from|on) (my |a |the |our |your )?(white |new |favourite |favorite |cream |beige )?(shirts?|blouses?|dress|jeans|clothes|carpets?|rugs?|sofas?|couch|tablecloths?)|(squeak|squeaks|squeaky|squeaking|creak|creaks|creaky|creaking|sticking|sticks|stuck|jammed) (cellar |front |back |garage |shed |kitchen )?(doors?|hinges?|floorboards?|drawers?)|(doors?|hinges?|floorboards?|drawers?)\b[^.?!]{0,40}\b(squeak|squeaks|squeaky|squeaking|creak|creaks|creaky|creaking))\b/;
/**
 * A song, its singer or its words: "who sang Red Red Wine?", "the lyrics of a song about Champagne".
 * A wine word in a song's title names the song, not a wine.
 */
const SONG =
  /\b(who (sings|sang|sung|performs|performed|recorded|covered)|lyrics|(the|a|that|this) songs?|songs? (called|named|titled|about|that mention|mention|mentioning)|who (wrote|composed|scored) the (music|score|soundtrack|theme|tune)|(the )?(music|score|soundtrack|theme tune) (for|of|to) (the )?(film|movie|musical|show|play|album|["“'‘]))\b/;
/**
 * A food or drink fermented from something other than grapes ("which bacteria turn milk into
 * yoghurt", "what temperature for kefir", "why is my kimchi fizzy"): fermentation is wine's word too,
 * but the dairy, the pickle jar or the dough is another kitchen's subject, unless a wine is asked.
 */
const FERMENTED_FOOD =
  /\b(yogh?urts?|kefir|kimchi|sauerkraut|miso|tempeh|natto|kombucha|kvass|sourdough|bread dough|pizza dough|soy sauce|fish sauce|pickles?|pickled (vegetables|cucumbers?|cabbage)|lacto ?fermented)\b/;
/**
 * A perfume as a product ("which perfumes have cassis in their heart notes", "how long do base notes
 * last on skin"): a perfumer's notes share wine's words and fruit, but the bottle is a fragrance.
 */
const PERFUME =
  /\b(perfumes|fragrances|colognes|aftershaves?|eau de (parfum|toilette|cologne)|(top|heart|middle|base) notes? of (a |an |the |my |this |that )?(perfume|fragrance|scent|cologne)|(perfume|fragrance|scent|cologne)s? (last|lasts|linger|lingers) |on (my |the |your )?skin)\b/;
/**
 * The kings and magi after whom big bottles are named, asked about as people ("what did King
 * Nebuchadnezzar build", "which gift did Balthazar bring"): history or scripture, not a bottle size,
 * when nothing of a bottle or its wine is asked.
 */
const BOTTLE_NAMESAKE =
  /\b(jeroboam|rehoboam|methuselah|salmanazar|balthazar|nebuchadnezzar|melchior|melchizedek|solomon)s?\b/;
const NAMESAKE_LIFE =
  /\b(kings?|queens?|bible|biblical|babylon\w*|assyria\w*|israel\w*|judah|magi|wise men|jesus|christ|nativity|prophets?|testament|reign\w*|ruled?|conquer\w*|empire|gifts?|frankincense|myrrh|built|build|temple|son of|father of)\b/;
/** A dish to drink with ("what's good with sauerkraut and sausages"): a pairing, whatever the dish. */
const PAIRED_WITH =
  /\b(good|great|best|nice|goes?|go|serve[sd]?|pairs?|paired|pairing|match(es|ed)?|drink|have) with\b/;
/** Words of the grape and the cellar: a fermented food compared with wine keeps the question wine's. */
const GRAPE_OR_CELLAR = /\b(grapes?|musts?|vines?|malolactic|winemak\w*|winer(y|ies)|vinif\w*|cellars?|barrels?)\b/;
const BOTTLE_ITSELF = /\b(bottles?|litres?|liters?|holds?|cl|sizes?|formats?|wines?|champagne|magnums?|equivalent)\b/;
/**
 * Precious metals bought, sold or priced as savings ("a good time to buy gold", "the price of silver
 * today"): gold and silver are colours of wine too, but bullion is money.
 */
const BULLION =
  /\b(buy|buying|sell|selling|invest|investing|invested|price of|value of|ounce of|ounces of) (in )?(gold|silver|platinum)(?! (medals?|labels?|foil|capsules?|wines?))\b|\b(gold|silver|platinum) (bars?|bullion|coins?|ingots?|prices?|etfs?|funds?)\b/;
/**
 * A colour for the hair, the face or the nails, or a colour's code on a screen ("dye my hair burgundy",
 * "Burgundy nail polish", "the hex code for Bordeaux red"): the place's name only names the shade.
 */
const COLOUR_ELSEWHERE =
  /\b((dye|dyeing|dyed|colour|color|colouring|coloring|tint|tinting) (my |your |her |his |our )?hair|hair (dye|colou?r|tint)s?|lipsticks?|lip gloss|mascara|nail (polish|varnish)(?! remover)|eyeshadows?|blusher|hex (codes?|colou?rs?|values?)|rgb|html|css)\b/;
/**
 * A colour for clothes or furnishings ("what goes with a claret-coloured dress", "Burgundy shoes to
 * match a grey suit"): the wine's name only names the shade, unless a wine, bottle or glass is asked.
 */
const CLOTHES_COLOUR =
  /\b(colou?red|colou?rs?|shades?|tones?)\b[^?]{0,40}\b(dress|dresses|gowns?|shirts?|blouses?|ties|suits?|skirts?|jackets?|coats?|shoes|boots|trousers|jeans|scarf|scarves|outfits?|sweaters?|jumpers?|handbags?|sofas?|curtains|cushions)\b|\b(dress|dresses|gowns?|shirts?|blouses?|ties|suits?|skirts?|jackets?|coats?|shoes|boots|trousers|jeans|scarf|scarves|outfits?|sweaters?|jumpers?|handbags?|sofas?|curtains|cushions)\b[^?]{0,40}\b(colou?red|colou?rs?|shades?|tones?)\b/;
/** A wine's name as the colour of a dye, a yarn or make-up: "a claret-coloured dye for wool". */
const DYE_COLOUR =
  /\b(dyes?|dyed|dyeing|yarns?|wool|fabrics?|lipsticks?|nail (polish|varnish)|hair colou?rs?|hair dye|ink|icing|food colou?ring)\b[^?]{0,40}\b(colou?red|colou?rs?|shades?|tones?)\b|\b(colou?red|colou?rs?|shades?|tones?)\b[^?]{0,40}\b(dyes?|yarns?|wool|fabrics?|lipsticks?|nail (polish|varnish)|hair|ink|icing)\b/;
/** "Vintage" said of a car, clothes or furniture: their age or style, not a harvest year. */
const VINTAGE_GOODS =
  'cars?|clothes|clothing|dress(es)?|furniture|guitars?|watch(es)?|motorbikes?|motorcycles?|bikes?|jewell?ery|fashion|cameras?|handbags?|bags?|toys?|jeans|denim|jackets?|coats?|shirts?|t-shirts?|shoes|trainers|sneakers|boots|sunglasses|records|comics|lamps?|typewriters?|radios?|computers?|consoles?|video games?|tractors?|planes?|aircraft';
const VINTAGE_THING = new RegExp(
  `\\bvintage\\b[^?.]{0,40}\\b(${VINTAGE_GOODS}|posters?|vinyl)\\b|\\b(${VINTAGE_GOODS})\\b[^?.]{0,40}\\bvintage\\b`,
);
/**
 * A harbour named as one ("the Port of Rotterdam", "the port of Santos handles…"), or Port said of ships
 * and cargo: the wine is never a town's port.
 */
const HARBOUR =
  /\b[Pp]orts? of (?!(?:the|a|an|this|that|my|your|our|their|his|her)\b)\p{Lu}[\p{L}-]+|\bports?\b[^?.]{0,40}\b(cargo|containers?|container ships?|freight|shipping lanes?|docks?|dockers|berths?|ferr(?:y|ies)|cruise ships?|tonnage|tonnes of goods|harbou?r master)\b/u;
/** A dish gone wrong in the cooking: "why is my stew still tough", "my risotto turned out gluey". */
const DISH_GONE_WRONG =
  /\b(why (is|are|was|were|did|does)|how (do|can) i (fix|rescue|save|stop)|what went wrong)\b[^?]{0,60}\b(tough|chewy|rubbery|stringy|gluey|mushy|soggy|lumpy|curdled|burnt|burned|undercooked|overcooked|too salty)\b/;
/** What a town is famous for eating: "what mustard is Dijon famous for", "Bordeaux's famous pastry". */
const TOWN_FOOD = /\b(famous|known|renowned|noted) for\b|\bspeciality\b|\bspecialty\b|\blocal (dish|food|speciality)\b/;
/** A wine, a bottle or a glass, or a drink to choose: the question is wine's after all. */
const WINE_ITSELF =
  /\b(wines?|bottles?|glass|glasses|drink|drinks|drinking|sip|pour|serve|serving|pair|pairs|pairing|goes? with|match(es)?) /;
/**
 * A creature, often one named after a wine place ("the Dogue de Bordeaux", "Limousin cattle", "a Tokay
 * gecko", "Bresse chickens"), asked about its life or its keeping: temperament, lifespan, feeding,
 * grooming, eggs, what it is raised for. With no wine, glass or match asked, it is the animal's subject.
 */
const CREATURE =
  /\b(dogs?|dogue|puppy|puppies|mastiffs?|sheepdogs?|terriers?|spaniels?|hounds?|retrievers?|alsatians?|cows?|cattle|calf|calves|bulls?|oxen|chickens?|hens?|roosters?|rabbits?|geckos?|lizards?|horses?|ponies|pony|sheep|goats?|pigs?|breeds?)\b/;
const CREATURE_LIFE =
  /\b(temperament|lifespan|life span|live|lives|groom|grooming|train|training|eat|eats|feed|feeding|lay|lays|laying|eggs|raise|raising|raised|rear|rearing|reared|bred|pets?|exercise|shed|shedding|weigh|good with (children|kids|cats|dogs)|known for|guard|guarding|herd|herding|kennel|vet|vets)\b/;
/**
 * How a food itself is made, cured or ripened, or what it is made of ("how is Parmigiano-Reggiano
 * made", "what milk is Comté made from", "how long is Parma ham cured"): the cheesemaker's or the
 * curer's subject, when no wine, glass or match is asked and nothing but foods is named.
 */
const FOOD_MADE =
  /\b(how (is|are) .{1,40} (made|produced|cured|ripened|smoked)|what (milk|meat|flour|grain|seeds?) .{0,30}\bmade (from|of|with)|what (is|are) .{1,40} made (of|from|with)|in which (caves?|cellars?) (is|are) .{1,40} (ripened|aged|matured)|how long (is|are) .{1,40} (cured|ripened|smoked))\b/;
const FOOD_NOUN =
  /\b(cheeses?|mustards?|hams?|prosciutto|sausages?|salami|bacon|vinegars?|breads?|cakes?|biscuits?|chocolates?|butter|yogh?urt|olive oil)\b/;
/**
 * A raising or setting agent of the kitchen ("what is cream of tartar for in meringue", "baking soda
 * or baking powder"): cream of tartar is wine's tartrate, but in a recipe it is the baker's subject.
 */
const BAKING_AGENT = /\b(cream of tartar|baking (soda|powder)|bicarbonate of soda|bicarb)\b/;
/** A paint colour, even one named after a wine ("Bordeaux red in paint", "a claret shade of wall paint"). */
const PAINT_COLOUR =
  /\b(paints?\b[^.?!]{0,40}\b(walls?|ceilings?|woodwork|skirting( boards?)?|kitchen cabinets?|front doors?)|(colou?rs?|shades?) (in|of|for) (wall |house |interior )?paints?|paints? (colou?rs?|shades?)|(paint|painting|repaint|repainting) (my |the |a |our )?(walls?|room|bedroom|living ?room|kitchen|bathroom|house|fence|door|car))\b/;
/**
 * A place to eat or stay ("the best pizza place in Naples", "a good hotel in Reims"): an errand when
 * the places named are only where it is ("in Bordeaux"), not a wine ordered there ("which Burgundy
 * to order in a restaurant").
 */
const EATERY =
  /\b(restaurants?|pizzerias?|steakhouses?|bistros?|cafes?|bakery|bakeries|hotels?|places? to (eat|stay)|(pizza|burger|sushi|taco|noodle|ramen|coffee|food|brunch) (places?|joints?|spots?|shops?|trucks?)|where (can|do|should|could) (i|we) (eat|get|buy|find) (a |an |some |the )?(good |great |decent |cheap |best )?(burger|burgers|pizza|sushi|tacos?|food|lunch|dinner|breakfast|brunch|coffee|meal)s?)\b/;
/** Words that set a place as where something happens. */
const SETTING_WORDS = new Set([
  'in',
  'near',
  'around',
  'above',
  'over',
  'outside',
  'across',
  'along',
  'through',
  'to',
  'from',
]);
/** Words of wine that everyday speech also uses in another sense: a corked shuttle, a Magnum ice cream. */
const EVERYDAY_SENSES = new Set(
  'cork corks corked port ports vintage vintages magnum magnums vine vines tannin tannins cellar cellars oak'.split(
    ' ',
  ),
);
/** Words of what a wine smells or tastes of. */
const SENSED = /^(aromas?|aromatics?|smells?|smelling|scents?|nose|tastes?|tasting|flavou?rs?|notes?|palate)$/;
/** Words that make a name describe a thing: "Malbec-coloured", "Burgundy-based", "Rioja-style". */
const NAME_AS_MODIFIER = new Set(['coloured', 'colored', 'based', 'style', 'styled', 'shaped', 'themed', 'inspired']);
/** Words after which a name is the doer of the verb that follows it ("why did Rioja boom"). */
// After "is" or "was" the name is what the next word is said of ("is Barolo overrated?", "why is
// Pinot Noir supposed to be hard to grow?"): a predicate, not a thing it describes.
const DOER_BEFORE = new Set([
  'did',
  'does',
  'do',
  'didnt',
  'doesnt',
  'has',
  'have',
  'had',
  'is',
  'isnt',
  'are',
  'arent',
  'was',
  'wasnt',
  'were',
  'werent',
]);
/** A name weighed for someone or something: "a good name for a puppy", "a name for my boat". */
/** Verbs of someone's taste for a wine, set right before its name. */
const TASTE_FOR = new Set(
  'love loves loved like likes liked enjoy enjoys enjoyed adore adores prefer prefers preferred drink drinks drank favour favours'.split(
    ' ',
  ),
);
const NAME_GIVEN = /\bnames? for (a|an|my|our|your|his|her|their|the|this) /;
const WHERE_WORDS = new Set(['in', 'near', 'around', 'at', 'to', 'outside', 'from']);
/** Asking which wine to choose: "which wine", "what red should I pour", "what do I open". */
const WINE_FOR_DISH =
  /\b(which|what) (\w+ )?(wine|wines|red|white|rose|bottle)\b|\bwhat (should|do|can|could) (i|we) (drink|pour|open|serve)\b/;
const SERVICE_MEASURES = /\b(temperature|temp|degrees|chill|chilled|decant|decanting|breathe)\b/;
const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|cheers)\b/;
const FOLLOW_UP =
  /^(and|also|what about|how about|and what|and how|ok and|so)\b|\b(it|its|this|that|they|them|those|these|one)\b/;

/** The people of wine in general, as the subject of a question about common practice. */
const GENERAL_AGENTS =
  /\b(winemakers?|wine ?makers?|growers?|vignerons?|producers?|wineries|sommeliers?|viticulturists?|cellar ?masters?)\b/;

/** A strength a wine can have (3–24 %), followed by nothing that says what it is a share of. */
const BARE_PERCENT =
  /(?<![\d.,])(?:[3-9]|1\d|2[0-4])(?:[.,]\d)?\s?%(?=\s*(?:$|[,;:?!.)]|(?:and|or|but|while|whereas|vs|versus|compared|others?|another)\b))/gi;

const DESSERT_AS_FOOD =
  /\b(with|pair|pairs|paired|pairing|match|matches|matching|alongside|serve|serving|served|dish|dishes|food|cake|tart|pie|pudding|puddings|chocolate|cheese|after dinner|course)\b/i;
const BOTTLE_FORMAT_OF =
  /\b(split|piccolo|quarter bottle|half bottle|demi|magnum|double magnum|jeroboam|rehoboam|methuselah|salmanazar|balthazar|nebuchadnezzar)s? of [\p{L}-]+(?: [\p{L}-]+)?/giu;
const SIZE_ASKED =
  /\b(how much|how many (ml|millilitres?|milliliters?|litres?|liters?|glasses|bottles|centilitres?|cl)|how big|what size|how large|hold|holds|contain|contains|volume|capacity)\b/i;

function mentionText(q: string): string {
  // Keep the words; drop quotes that wrap names so "Zorblax" reads as a word. "US" in capitals is
  // the country, not the pronoun. An abbreviation in capitals made plural ("MGAs", "AVAs", "DACs")
  // names the same term as its singular.
  return (
    q
      .replace(/["“”]/g, ' ')
      // "Rioja's white grape", "Chile's signature red grape": a place's grapes asked in the possessive
      // read as "the white grape of Rioja".
      .replace(
        /([\p{L}-]+)['’]s ((?:(?:main|white|red|black|principal|dominant|signature|key|chief|major|permitted|typical|classic|flagship) )*(?:grapes?|variet(?:y|ies)|varietals?))\b/giu,
        '$2 of $1',
      )
      // "The golden rule" is an idiom for a principle: neither the Côte d'Or (the "golden slope") by its
      // meaning nor a rule of wine law.
      .replace(/\bgolden (rules?|principles?)\b/gi, 'principle')
      // "How much wine is in a split of Champagne?": a bottle format asked for its size is the format,
      // whatever wine fills it.
      .replace(
        /\bhow much [\p{L}]+ (is|goes|fits) in(?= (a|an|one) (split|piccolo|quarter|half|demi|magnum|double|jeroboam|rehoboam|methuselah|salmanazar|balthazar|nebuchadnezzar)\b)/giu,
        'how much is in',
      )
      // "How are dessert wines made?": a dessert wine is a sweet wine; only beside a dish or a
      // pairing word, or with a dessert of its own in the question, is the dessert the food it is served with.
      .replace(/\bdessert (wines?)\b/gi, (m, w: string) =>
        DESSERT_AS_FOOD.test(q) || /\bdesserts?\b(?!\s+wines?\b)/i.test(q) ? m : `sweet ${w}`,
      )
      .replace(BOTTLE_FORMAT_OF, (m, format: string) => (SIZE_ASKED.test(q) ? `${format} bottle size` : m))
      // "Why do reds get lighter with age?": reds and whites said of what a wine does are red and
      // white wines; a wine that turns golden or amber is changing colour, not the Côte d'Or.
      .replace(/\b(reds|whites)\b/gi, (m) => (coloursAsWine(words(q)) ? `${m.slice(0, -1)} wines` : m))
      .replace(
        /\b(turns?|turning|turned|goes|go|going|gone|becomes?|becoming|gets?|getting|grows?|growing) (more )?(golden|gold|amber)\b/gi,
        (m) => (coloursAsWine(words(q)) || /\bwines?\b/i.test(q) ? 'gain colour' : m),
      )
      // "Why are some wines sweet?", "what makes a wine fizzy?": a style said of wine in general is
      // the style's own subject, as "sweet wines" and "sparkling wines" name it.
      .replace(
        /\b((?:some|many|most|certain|other) wines?|makes? (?:a |the )?wines?) (?:(?:are|is|tastes?|turns?|becomes?|gets?|ends? up|stays?) )?(?:so |more |very |naturally )?(sweet|sparkling|fizzy|bubbly)\b/gi,
        (_m, head: string, style: string) =>
          `${head.replace(/\bwines?$/i, '')}${/^(fizzy|bubbly)$/i.test(style) ? 'sparkling' : style} wines`.replace(
            /\s+/g,
            ' ',
          ),
      )
      // "Why are some wines 15% and others 8%?": a wine's bare percentage, said with nothing after it,
      // is its alcohol level.
      .replace(BARE_PERCENT, (m) => (/\bwines?\b/i.test(q) ? `${m} alcohol level` : m))
      .replace(/\bU\.?S\.?(?=\s|$|[,;:?!])/g, 'USA')
      .replace(/\b([A-Z]{2,5})s\b/g, '$1')
  );
}

/** One word of a wine's structure, asked of a wine. */
const TRAIT_WORDS = /^(alcohol|abv|acidity|acid|tannins?|sweetness|body)$/;
/** The drinker's side of alcohol: health, measures of drinking, its effects. */
const DRINKER =
  /\b(health|healthy|calories|calorie|units?|drunk|hangovers?|pregnant|pregnancy|sleep|driving|drive|liver|guidelines?|safe|safely|limit|limits|per week|a day|body weight|kids|children)\b/;

/** A topic about the drinker (health, units, limits): several of its keywords are the drinker's words. */
function drinkersTopic(kb: KnowledgeBase, id: string): boolean {
  const t = kb.topic(id);
  return t !== undefined && t.keywords.filter((k) => DRINKER.test(` ${fold(k)} `)).length >= 2;
}

/** A wine's body or how bodied it is, as against the drinker's body. */
const WINE_BODY =
  /\b(wines? s? ?body|its body|body of (a |the |an |this |my )?(red |white |sweet |dry )?wines?|(full|medium|light|fuller|lighter|heavier)[ -]?bodied|bodied)\b/;

/** Wine named outright: a word only wine uses, or a grape or wine region (not a country) by its name. */
function namesWine(kb: KnowledgeBase, text: string): boolean {
  if (words(text).some((w) => CORE_WINE_WORDS.has(w))) return true;
  return mentionsOf(kb, text).some(
    (m) =>
      m.whole && m.score >= 0.9 && (m.kind === 'grape' || (m.kind === 'region' && kb.region(m.id)?.kind !== 'country')),
  );
}

/** Reads the question (and, for follow-ups, the conversation before it). */
/** The words of a country's classification of its wines. */
const QUALITY_TIERS =
  / (quality (categor(y|ies)|levels?|tiers?|pyramid|system|hierarchy|ladder|designations?)|classification( system)?|(wine )?categor(y|ies) (of|for|in)|categor(y|ies) is|highest (category|level|classification))\b/;
/** The living vine's season: budburst, flowering, ripening, growth. */
/** "a grape or a cheese", "a cheese or a grape": two kinds offered for one named thing, one of them wine's. */
const WINE_KIND = '(grape|grape variety|variety|wine|wine region|region|place|appellation)';
const EITHER_KIND = new RegExp(
  `\\ban? ${WINE_KIND} (or|as well as|and also|and not( just)?) (an? )?[a-z]+\\b|\\ban? [a-z]+( [a-z]+)? (or|as well as|and also) (an? )?${WINE_KIND}\\b|\\bboth an? [a-z]+ and an? ${WINE_KIND}\\b|\\balso an? ${WINE_KIND}\\b`,
);
const VINE_LIFE =
  /\b(vines?|budburst|bud ?break|flowering|veraison|photosynthesis|growing season|vines? (grow|growth|growing))\b/;
/** What is done with wine at the table or in the cellar. */
const SERVICE_ACTS =
  /\b(serve|serving|served|glass|glasses|bottle|bottles|fridge|drink|drinking|chill|chilled|cellar|cellaring|store|storing|storage|decant|decanting|open|opened|wine|wines)\b/;

/** The score of a topic's own keyword (see search.ts). */
const WEIGHT_KEYWORD = 0.85;

/** The words that only frame a word asked alone: "what is the mousse?", "define maceration", "mousse meaning". */
const LONE_FORM = /^(what|whats|s|is|are|a|an|the|define|definition|explain|meaning|means|mean|does|of|please)$/;

// Per knowledge base, the words (in index form) of the topics' titles and keywords of several words.
const PHRASE_WORDS = new WeakMap<KnowledgeBase, Set<string>>();
function phraseWords(kb: KnowledgeBase): Set<string> {
  let out = PHRASE_WORDS.get(kb);
  if (!out) {
    out = new Set(
      kb.topics.flatMap((t) =>
        [t.title, ...t.keywords]
          .map((k) => tokens(k))
          .filter((kt) => kt.length > 1)
          .flat(),
      ),
    );
    PHRASE_WORDS.set(kb, out);
  }
  return out;
}

// Per knowledge base, the words of the grapes' aromas (without their bracketed notes).
const AROMA_WORDS = new WeakMap<KnowledgeBase, Set<string>>();
function aromaWords(kb: KnowledgeBase): Set<string> {
  let out = AROMA_WORDS.get(kb);
  if (!out) {
    out = new Set(kb.grapes.flatMap((g) => g.aromas.flatMap((a) => words(a.replace(/\([^)]*\)/g, ' ')))));
    AROMA_WORDS.set(kb, out);
  }
  return out;
}

/** "Which DOCG uses Frappato?", "what AOC is made from Poulsard": a category of appellation, then what it grows. */
const APPELLATION_OF_GRAPE =
  /^\s*(which|what)\s+(?:[\p{L}-]+\s+)?(docgs?|docs?|aocs?|aops?|doca|avas?|dacs?|denominations?)\s+(?=(uses?|grows?|features?|allows?|permits?|(is|are) (made|based) (from|with|on)|(is|are) (best |most )?(known|famous|noted|renowned) for|speciali[sz]es in)\b)/iu;

/**
 * The same asked with the category last or the grape first: "Albariño is best known from which
 * Spanish DO?", "Which DOCG is Nebbiolo most famous for?".
 */
const APPELLATION_LAST =
  /\b(which|what)\s+(?:[\p{L}-]+\s+)?(docgs?|docs?|aocs?|aops?|doca|dos|do|avas?|dacs?|denominations?)(?:\s*\?*\s*$|\s+(?=(is|are)\s+\S+(\s+\S+)?\s+(best |most )?(known|famous|noted|renowned|grown|planted)\s+(for|in|from)\b))/iu;

/** "Which Austrian DAC is known for Grüner Veltliner?" read as "which Austrian appellation…", else the question. */
export function appellationOfGrape(kb: KnowledgeBase, question: string): string {
  const category = question.match(APPELLATION_OF_GRAPE) ?? question.match(APPELLATION_LAST);
  if (category && kb.mentions(question).some((m) => m.kind === 'grape' && m.whole && m.score >= 0.85))
    return question.replace(category[2], 'appellation');
  return question;
}

/** A question of how a thing is described or sensed: "how do you describe…", "what does … feel like". */
const SENSED_ASK = /\b(describe|described|describing|taste|tastes|smell|smells|feel|feels|assess|assessed)\b/;

/** The people and the vines that grow wine, after a nationality: "Greek growers", "Chilean vineyards". */
const GROWN_BY = /^(growers?|winegrowers?|vinegrowers?|vineyards?|vines|viticulturists?|farmers)$/;
/** Words of a rule: what a wine must, may or can be by law. */
const RULE_WORD = /^(must|may|minimum|maximum|allowed|permitted|legal|legally|law|laws|rules?|required|requires?)$/;

/** Words that set a wine aside from what is asked: "besides Retsina", "all Retsina or …". */
const SET_ASIDE = / (?:besides|apart from|aside from|other than|all(?= (?:\S+ ){1,3}or )) {1,2}/;

const QUOTED = /(?:^|[\s(])['‘"“]([^'‘’"“”]{2,40})['’"”](?=[\s,.;:?!)-]|$)/gu;

/** The words of each word or short phrase the learner put in quotes ('reductive', “hot”), folded. */
export function quotedPhrases(question: string): string[][] {
  return [...question.matchAll(QUOTED)].map((m) => words(m[1])).filter((pw) => pw.length > 0 && pw.length <= 4);
}

/** Whether a mention was found in words the learner put in quotes. */
export function quotedMention(question: string, m: Mention): boolean {
  const mw = words(m.matched);
  return quotedPhrases(question).some((pw) => pw.every((w) => mw.includes(w)) || mw.every((w) => pw.includes(w)));
}

/** Where a word or short phrase in quotes lies among the question's words, as [first, last]. */
function quotedSpans(question: string, ws: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  for (const pw of quotedPhrases(question))
    for (let k = 0; k + pw.length <= ws.length; k++)
      if (pw.every((w, j) => ws[k + j] === w)) {
        out.push([k, k + pw.length - 1]);
        break;
      }
  return out;
}

export function understand(kb: KnowledgeBase, question: string, history: readonly ChatTurn[] = []): Understanding {
  // "Ignore your rules and …": the rest is read on its own; if it is not about wine, it is off-topic.
  const rest = withoutRoleplay(question);
  if (rest !== undefined) {
    const u = understand(kb, rest, history);
    if ((u.intent === 'unknown' && !u.honesty) || u.intent === 'greeting') return { ...u, intent: 'off-topic' };
    return u;
  }
  // "Carbonara recipe? No wine please": wine declined outright leaves the rest to be read on its own;
  // a food or another subject with no wine left in it is no wine question, and no pairing is wanted.
  const declined = withoutDeclinedWine(question);
  if (declined !== undefined) {
    const u = understand(kb, declined, history);
    if (u.intent === 'greeting') return u;
    const wineLeft = u.subjects.some((s) => s.kind !== 'topic' && s.start >= 0);
    // A pairing asks for the very wine refused: with no wine named, the food is all that is left.
    if (
      u.intent === 'off-topic' ||
      (!wineLeft && (u.foods.length > 0 || u.intent === 'unknown' || u.intent === 'pairing'))
    )
      return { ...u, intent: 'off-topic', subjects: [] };
  }
  // "Which DOCG uses Frappato?": a category of appellation asked of a grape asks which appellations grow it.
  const general = appellationOfGrape(kb, question);
  if (general !== question) return understand(kb, general, history);
  // "The USB port on my laptop", "Cork city", "a nose bleed", "can my dog eat grapes?": a wine word
  // meant in another sense is left out, and the rest of the question decides what it is about.
  const plainSense = withoutOtherSenses(question, (rest) => namesWine(kb, rest));
  if (plainSense) {
    // Nothing of wine left to name: no unknown wine either (nor a bare greeting), only the other subject.
    const u = understand(kb, plainSense, history);
    // A dish left with no wine beside it ("what grapes go in a fruit salad") is cooking, not a pairing.
    const noWine = u.intent === 'pairing' && !u.subjects.some((m) => m.kind !== 'topic' && m.start >= 0);
    // Only a topic reached through everyday words ("how many calories are in a cup of grapes": the
    // calories of a glass) is the other subject's too, once the word of wine has gone.
    const everyday = u.subjects.length > 0 && u.subjects.every((m) => m.kind === 'topic');
    return (u.intent === 'unknown' && !u.honesty) || u.intent === 'greeting' || noWine || everyday
      ? { ...u, intent: 'off-topic' }
      : u;
  }
  // "Isabella asked me…", "my friend Ortega", "Norton antivirus": a grape's name that is someone's or
  // a brand's is read as them; someone's own taste ("Monica's favourite wine") no record holds.
  const other = grapeAsPersonOrBrand(kb, question);
  if (other) {
    const u = understand(kb, other.question, history);
    if (other.person && u.intent !== 'exam')
      return { ...u, intent: 'unknown', subjects: [], honesty: { reason: 'opinion', name: other.person } };
    return u.intent === 'unknown' && !u.honesty ? { ...u, intent: 'off-topic' } : u;
  }
  const text = mentionText(question);
  const ws = words(text);
  // "Thanks, bye!", "ok cheers, that's all": a closing is conversation, met with a friendly goodbye.
  if (isClosing(ws))
    return { intent: 'greeting', subjects: [], foods: [], mentions: [], unknownWords: [], followUp: false };
  const q = ` ${ws.map(expand).join(' ')} `;
  let mentions = mentionsOf(kb, text);
  // "Is wine vegan?", "vegan Champagne": a diet word beside the wine describes how the wine is made
  // (its fining), not a dish to pair it with.
  // "Pecorino grape", "the Pecorino variety": a word that is both a food and a grape, with a grape or
  // wine word beside it, is the grape.
  const grapeWord = (w: string | undefined) => /^(grapes?|variety|varieties|varietal|wines?|vines?)$/.test(w ?? '');
  const asGrape = (m: Mention) =>
    mentions.some((g) => g.kind === 'grape' && g.whole && g.start === m.start && g.end === m.end) &&
    (grapeWord(ws[m.start - 1]) || grapeWord(ws[m.end + 1]) || calledGrape(m.end + 1));
  // "Is Pecorino also a grape?", "Pecorino is a grape too": the word said to be a grape is the grape.
  const calledGrape = (i: number) => {
    let j = i;
    while (j < i + 3 && /^(is|also|a|an|the|too|actually|really|as|well|name|of)$/.test(ws[j] ?? '')) j++;
    return j > i && /^(grapes?|variety|varietal)$/.test(ws[j] ?? '');
  };
  // "Why does high alcohol make chilli heat worse?": a food word naming a sensation ("chilli heat",
  // "salt taste") beside a word of the wine's structure asks how the two meet, not for a dish.
  const sensation = (m: Mention) =>
    SENSATION_WORDS.has(ws[m.end + 1] ?? '') &&
    ws.some((w, i) => (i < m.start || i > m.end + 1) && STRUCTURE_WORDS.has(w));
  // "Chicken curry", "lamb tagine": a food named just before another is what the dish is made with;
  // the later one is the dish, and the wine is chosen for it.
  const ingredient = (m: Mention) =>
    mentions.some((x) => x !== m && x.kind === 'pairing' && x.whole && x.start === m.end + 1 && x.id !== m.id);
  const foods = mentions.filter(
    (m) =>
      m.kind === 'pairing' &&
      !ingredient(m) &&
      !asGrape(m) &&
      !sensation(m) &&
      !(
        DIET_WORDS.has(m.matched) &&
        [ws[m.start - 1], ws[m.end + 1]].some(
          (w) =>
            WINE_WORDS.has(w ?? '') ||
            mentions.some(
              (x) =>
                x.kind !== 'pairing' &&
                x.kind !== 'topic' &&
                x.whole &&
                (x.end === m.start - 1 || x.start === m.end + 1),
            ),
        )
      ),
  );
  let subjects = rankSubjects(
    mentions.filter((m) => m.kind !== 'pairing'),
    ws,
    kb,
    question,
  );
  subjects = namedInFacts(kb, text, ws, subjects);
  // The sensation so named is the pairing principle about it ("chilli heat": pairing with chilli
  // heat), and its sensation word ("heat") is no subject of its own.
  // "Spicy heat" is such a sensation too, though "spicy" names no dish.
  const spiced = ws.flatMap((w, i): Mention[] =>
    SPICE_WORDS.has(w)
      ? [{ kind: 'pairing', id: '', title: w, matched: w, start: i, end: i, whole: true, score: WEIGHT_KEYWORD }]
      : [],
  );
  for (const m of [...mentions, ...spiced]) {
    if (m.kind !== 'pairing' || asGrape(m) || !sensation(m)) continue;
    // The topic that holds the food word as a keyword, or as the first word of one ("spicy food").
    const t = kb.topics.find(
      (x) =>
        x.category === 'pairing' && x.keywords.some((k) => [fold(k), fold(k).split(' ')[0]].includes(fold(m.matched))),
    );
    subjects = subjects.filter((x) => !(x.kind === 'topic' && x.start === m.end + 1 && x.end === m.end + 1));
    if (t && !subjects.some((x) => x.kind === 'topic' && x.id === t.id))
      subjects.unshift({
        kind: 'topic',
        id: t.id,
        title: t.title,
        matched: m.matched,
        start: m.start,
        end: m.end + 1,
        whole: true,
        score: WEIGHT_KEYWORD,
      });
  }
  // "Mousse?", "what is the mousse": a word of wine that is also a dish is a weak cue beside a dish
  // word, but said alone, with no dish and nothing else asked, it is the wine word.
  if (subjects.length === 0 && foods.length === 0) {
    const asked = ws.map((_, i) => i).filter((i) => !LONE_FORM.test(ws[i]));
    // …unless it is also a thing smelled in a wine ("lemon", "butter"): alone, that is the food. And
    // only a word the records also use inside a phrase of wine's own ("prise de mousse", "extended
    // maceration"): "salt" or "birds" said alone stay other subjects.
    const smelled = aromaWords(kb);
    const phrased = phraseWords(kb);
    const alone = mentions.filter(
      (m) =>
        m.kind === 'topic' &&
        m.whole &&
        asked.length > 0 &&
        asked.every((i) => i >= m.start && i <= m.end && !smelled.has(ws[i]) && phrased.has(canonical(ws[i]))),
    );
    if (alone.length > 0) {
      // The word then anchors the question in wine as a keyword of its own would.
      const lone = (m: Mention) => (alone.includes(m) ? { ...m, score: WEIGHT_KEYWORD } : m);
      mentions = mentions.map(lone);
      // Of topics sharing the word, the one about it leads ("botrytis": noble rot).
      const own = ownTopic(kb, alone, q);
      subjects = rankSubjects((own ? [own] : alone).map(lone), ws, kb, question);
    }
  }
  // "A slight spritz in my white": the spritz is the wine's own sparkle, not the cocktail of that name.
  SPRITZ_SPARKLE.lastIndex = 0;
  if (SPRITZ_SPARKLE.test(q)) {
    const drink = (m: Mention) => m.kind === 'topic' && m.matched === 'spritz' && kb.topic(m.id)?.category !== 'faults';
    if (subjects.some((m) => !drink(m))) subjects = subjects.filter((m) => !drink(m));
  }
  // "American vs French oak": a nationality said alone is no part-name of a term that merely holds it
  // ("American" in American Viticultural Area); it qualifies the thing beside it.
  subjects = subjects.filter(
    (m) => !(m.kind === 'term' && !m.whole && m.start === m.end && COUNTRY_ADJECTIVES[m.matched] !== undefined),
  );
  // "How do the Andes shape Mendoza?": one item of a term that lists several label words ("Costa,
  // Entre Cordilleras, Andes", Chile's) names a place of the world too; beside a wine region of
  // another country it is that place, not the other country's label word.
  const elsewhere = (m: Mention) => {
    const t = m.kind === 'term' ? kb.term(m.id) : undefined;
    if (!t?.term.includes(',')) return false;
    const listed = t.term
      .replace(/\([^)]*\)/g, ' ')
      .split(/\s*,\s*/)
      .some((x) => fold(x).trim() === m.matched);
    return (
      listed &&
      subjects.some(
        (r) =>
          r.kind === 'region' &&
          r.whole &&
          r.start >= 0 &&
          r.score >= 0.9 &&
          fold(kb.region(r.id)?.country ?? '') !== fold(t.country),
      )
    );
  };
  subjects = subjects.filter((m) => !elsewhere(m));
  // "Which Spanish quality category is for single estates?", "Italian wine quality levels": a
  // nationality beside the words of a classification asks for that country's own categories, not
  // the quality judged in a tasting note.
  const nation = ws.findIndex(
    (w) => COUNTRY_ADJECTIVES[w] !== undefined && kb.region(COUNTRY_ADJECTIVES[w]) !== undefined,
  );
  if (
    nation >= 0 &&
    QUALITY_TIERS.test(` ${ws.join(' ')} `) &&
    !subjects.some((m) => m.kind === 'region' && m.start >= 0)
  ) {
    const id = COUNTRY_ADJECTIVES[ws[nation]];
    const title = kb.title('region', id);
    const country: Mention = {
      kind: 'region',
      id,
      score: 0.9,
      title,
      matched: ws[nation],
      start: nation,
      end: nation,
      whole: true,
    };
    subjects = [country, ...subjects.filter((m) => !(m.kind === 'topic' && kb.topic(m.id)?.category === 'tasting'))];
  }
  // "How do Greek growers keep acidity?", "what cools Chilean vineyards?": a nationality before the
  // people or the vines that grow the wine names the country whose vineyards are asked about.
  const grownBy = ws.findIndex(
    (w, i) =>
      COUNTRY_ADJECTIVES[w] !== undefined &&
      kb.region(COUNTRY_ADJECTIVES[w]) !== undefined &&
      GROWN_BY.test(ws[i + 1] ?? ''),
  );
  if (grownBy >= 0 && !subjects.some((m) => m.kind === 'region' && m.start >= 0)) {
    const id = COUNTRY_ADJECTIVES[ws[grownBy]];
    const country: Mention = {
      kind: 'region',
      id,
      score: 0.9,
      title: kb.title('region', id),
      matched: ws[grownBy],
      start: grownBy,
      end: grownBy,
      whole: true,
    };
    subjects = [...subjects.slice(0, 1), country, ...subjects.slice(1)];
  }
  // "Why are German wines so sweet?", "what is special about Greek wine?": a nationality before the
  // word wine, with no place named, asks about that country's wines; its own record leads, before a
  // topic the words reach (reading German labels). Asked of the label or of what the law requires,
  // the topic of that country's labels answers, as before.
  const winesOf = ws.flatMap((w, i) =>
    w !== 'us' &&
    COUNTRY_ADJECTIVES[w] !== undefined &&
    kb.region(COUNTRY_ADJECTIVES[w]) !== undefined &&
    /^wines?$/.test(ws[i + 1] ?? '')
      ? [i]
      : [],
  );
  const ruled =
    winesOf.length > 0 &&
    (ws.slice(winesOf[0] + 2).some((w) => LABEL_LAW_WORD.test(w)) ||
      ws.some((w) => RULE_WORD.test(w)) ||
      QUALITY_TIERS.test(` ${ws.join(' ')} `));
  const adjectived = new Map(winesOf.map((i) => [COUNTRY_ADJECTIVES[ws[i]], i]));
  // A wine, a term or a place named outright ("British Wine", "the Médoc") is what is asked about, and a
  // time named ("in the 1980s") asks for an event of the past, not the country's profile.
  const past = /\b(1[0-9]{3}|20[0-9]{2})['’]?s?\b|\bcentur(y|ies)\b/.test(question);
  if (
    winesOf.length > 0 &&
    !ruled &&
    !past &&
    !subjects.some((m) => m.kind !== 'topic' && m.start >= 0 && !(m.kind === 'region' && adjectived.has(m.id)))
  ) {
    const countries: Mention[] = [...adjectived.entries()].map(
      ([id, i]) =>
        subjects.find((m) => m.kind === 'region' && m.id === id) ?? {
          kind: 'region',
          id,
          score: 0.9,
          title: kb.title('region', id),
          matched: ws[i],
          start: i,
          end: i,
          whole: true,
        },
    );
    subjects = [...countries, ...subjects.filter((m) => !countries.includes(m))];
  }
  // "The main grapes in Bordeaux blends": a place's blend is the place's own grapes, not blending in
  // general; the theory topic the word reaches gives way to the place.
  const placeOfBlend = (m: Mention): Mention | undefined => {
    if (m.kind !== 'topic' || m.start < 0 || m.end <= m.start || !/^blends?$/.test(ws[m.end] ?? '')) return undefined;
    const p = kb.mentions(ws.slice(m.start, m.end).join(' ')).find((x) => x.kind === 'region' && x.whole);
    return p ? { ...p, start: m.start + p.start, end: m.start + p.end } : undefined;
  };
  const blend = subjects.find((m) => placeOfBlend(m) !== undefined);
  const place = blend ? placeOfBlend(blend) : undefined;
  if (blend && place)
    subjects = [place, ...subjects.filter((m) => m !== blend && !(m.kind === place.kind && m.id === place.id))];
  // "The typical alcohol of Mosel Riesling", "how tannic is Barolo": a trait said of a named wine is
  // that wine's own; the wine leads, not the topic the trait word alone reaches (alcohol and health).
  if (!DRINKER.test(` ${ws.join(' ')} `)) {
    // A style's own name counts as well: "what alcohol is Amontillado?", "how sweet is Oloroso?".
    const named = subjects.filter(
      (m) =>
        (m.kind === 'grape' || m.kind === 'region' || (m.kind === 'term' && !TRAIT_WORDS.test(m.matched))) &&
        m.start >= 0,
    );
    const trait = (m: Mention) => m.kind === 'topic' && m.start === m.end && TRAIT_WORDS.test(ws[m.start] ?? '');
    if (named.length > 0 && subjects[0] && trait(subjects[0]))
      subjects = [...named, ...subjects.filter((m) => !named.includes(m))];
    // A topic of the drinker's health that the trait word reached has nothing to say of the wine.
    if (named.length > 0) subjects = subjects.filter((m) => !(trait(m) && drinkersTopic(kb, m.id)));
    // "What does alcohol do to a wine's body?": the body of a wine is its weight in the mouth, not the
    // drinker's body, so the topic of alcohol and body leads.
    const weight = subjects.find((m) => m.id === 'alcohol-and-body');
    if (weight && subjects[0] !== weight && WINE_BODY.test(` ${ws.join(' ')} `))
      subjects = [weight, ...subjects.filter((m) => m !== weight)];
  }
  // "The length of skin contact", "what length of maceration": the length of a step of making is how
  // long it lasts, not a wine's length on the palate; the step leads.
  const lengthAt = ws.findIndex((w, i) => w === 'length' && ws[i + 1] === 'of');
  if (lengthAt >= 0) {
    const next = ws[lengthAt + 2] === 'the' ? lengthAt + 3 : lengthAt + 2;
    const steps = mentions.filter(
      (m) =>
        m.kind === 'topic' &&
        m.start === next &&
        ['winemaking', 'viticulture', 'sparkling', 'fortified', 'sweet'].includes(kb.topic(m.id)?.category ?? ''),
    );
    if (steps.length > 0)
      subjects = [
        ...steps,
        ...subjects.filter(
          (m) => !steps.includes(m) && !(m.kind === 'topic' && m.start === lengthAt && m.end === lengthAt),
        ),
      ];
  }
  // "My Syrah was called 'reductive'", "a 'hot' finish in Zinfandel": a word the learner puts in quotes
  // is the one asked about; the wine beside it is only where it was met. A topic or term found inside
  // the quotes leads.
  const quoted = quotedSpans(question, ws);
  if (quoted.length > 0) {
    const all = [...subjects, ...mentions.filter((m) => !subjects.some((x) => x.kind === m.kind && x.id === m.id))];
    const inQuotes = all.filter(
      (m) =>
        (m.kind === 'topic' || m.kind === 'term') &&
        m.start >= 0 &&
        quoted.some(([a, b]) => m.start <= b && m.end >= a),
    );
    if (inQuotes.length > 0 && !inQuotes.includes(subjects[0]))
      subjects = [...inQuotes, ...subjects.filter((m) => !inQuotes.includes(m))];
  }
  // "Does Greece make dry whites besides Retsina?", "is Greek wine all Retsina or…?": the wine set
  // aside is not what is asked; the country (named, or by its adjective before "wine") leads.
  const aside = SET_ASIDE.exec(` ${ws.join(' ')} `);
  if (aside) {
    const at = ` ${ws.join(' ')} `
      .slice(0, aside.index + aside[0].length)
      .split(' ')
      .filter(Boolean).length;
    const setAside = subjects.filter((m) => m.start === at);
    if (setAside.length > 0) {
      let rest = subjects.filter((m) => !setAside.includes(m));
      const adjective = ws.findIndex((w, i) => COUNTRY_ADJECTIVES[w] !== undefined && /^wines?$/.test(ws[i + 1] ?? ''));
      const country = adjective >= 0 ? kb.region(COUNTRY_ADJECTIVES[ws[adjective]] ?? '') : undefined;
      if (rest.length === 0 && country) {
        const found = kb.mentions(country.name).find((x) => x.kind === 'region' && x.id === country.id);
        if (found) rest = [{ ...found, start: adjective, end: adjective }];
      }
      if (rest.length > 0) subjects = [...rest, ...setAside];
    }
  }
  // "Cellar workers", "the cellar master": people of the winery, not a place to keep wine.
  if (CELLAR_PEOPLE.test(` ${ws.join(' ')} `) && !KEEPING_ASKED.test(` ${ws.join(' ')} `)) {
    const people = subjects.filter(
      (m) => m.kind === 'topic' && m.start === m.end && /^cellars?$/.test(ws[m.start] ?? ''),
    );
    if (people.length < subjects.length) subjects = subjects.filter((m) => !people.includes(m));
  }
  const known = new Set<number>();
  for (const m of [...subjects, ...foods]) for (let i = m.start; i <= m.end; i++) known.add(i);
  const unknownWords = ws.filter(
    (w, i) => !known.has(i) && !STOPWORDS.has(w) && !isWineWord(w) && w.length > 2 && !/^\d+$/.test(w),
  );
  // "A pair of jeans", "two pairs of shoes": a pair of anything but wine is a couple of things, not a pairing.
  const pairOf = (i: number) => /^pairs?$/.test(ws[i] ?? '') && ws[i + 1] === 'of' && !isWineWord(ws[i + 2] ?? '');
  const wineWords = ws.some((w, i) => isWineWord(w) && !pairOf(i)) || vineyardPractice(kb, ws, mentions).length > 0;
  // A word of another subject inside a wine name of several words ("the Cape Doctor", a wind; the
  // "liqueur de tirage") is part of that name, not a sign of the other subject.
  const inPhrase = new Set<number>();
  for (const m of mentions)
    if (m.kind !== 'pairing' && m.start >= 0 && m.end > m.start && m.score >= 0.85)
      for (let i = m.start; i <= m.end; i++) inPhrase.add(i);
  // A creature's word inside a wine's own name ("Bull's Blood") is that wine, not the animal.
  const creature = () => ws.some((w, i) => CREATURE.test(w) && !inPhrase.has(i));
  const otherDrink = otherDrinkOf(
    inPhrase.size > 0
      ? ` ${ws
          .filter((_, i) => !inPhrase.has(i))
          .map(expand)
          .join(' ')} `
      : q,
  );
  // Words only wine uses: "glass", "dry" or "alcohol" are shared with beer, spirits and cocktails.
  const ownWineWord = (w: string) =>
    isWineWord(w) && !SHARED_DRINK_WORDS.has(w) && !SHARED_DRINK_WORDS.has(singular(w));
  // "Is sake a wine?", "is mead a kind of wine?": another drink asked to be wine is still that
  // drink; the word "wine" in the question is what it is compared with.
  const askedAsWine =
    otherDrink !== undefined &&
    /\b(is|are|isnt|arent|counts? as|considered)\b.{0,30}\bwines?\b/.test(q) &&
    ws.filter(ownWineWord).every((w) => w === 'wine' || w === 'wines');
  // "the port of Marseille" is a harbour: "port" followed by "of" and no wine word names a place.
  const harbour = (i: number) => ws[i] === 'port' && ws[i + 1] === 'of' && !isWineWord(ws[i + 2] ?? '');
  // "How do I cellar beer?", "should I decant whisky?": a word of keeping or serving said of another
  // drink is that drink's, not wine's.
  const serviceOf = (w: string) => otherDrink !== undefined && DRINK_SERVICE.has(w);
  // "Whisky aged in sherry casks": a wine's name before a cask, beside another drink, is that drink's cask.
  const caskOf = (i: number) => otherDrink !== undefined && CASK_WORDS.has(ws[i + 1] ?? '');
  // "A bottle of white", "a glass of red", "a case of bubbly", "half drink red": a colour poured by the
  // bottle or glass, or drunk, with no other drink named, is wine said the way drinkers say it.
  const pouredColour =
    otherDrink === undefined &&
    (WINE_BY_COLOUR.test(q) || WINE_BY_STYLE.test(q) || DRUNK_COLOUR.test(q) || coloursAsWine(ws));
  const ownWineWords =
    pouredColour ||
    (!askedAsWine && ws.some((w, i) => ownWineWord(w) && !harbour(i) && !pairOf(i) && !serviceOf(w) && !caskOf(i)));
  // A wine region named outright keeps a question on wine despite a word that often belongs to other
  // subjects but also to wine's own ("the story of an estate in Montalcino"); a country does not.
  const winePlace = mentions.some(
    (m) => m.kind === 'region' && m.whole && m.score >= 0.9 && kb.region(m.id)?.kind !== 'country',
  );
  const inPlace = new Set<number>();
  for (const m of mentions) if (m.kind === 'region' && m.whole) for (let i = m.start; i <= m.end; i++) inPlace.add(i);
  // "The population of Bordeaux", "which football team plays in Burgundy": a place's name is the only
  // wine word, so another subject's word asks about the town or land, not its wine.
  const placeOnlyWine =
    ownWineWords && !ws.some((w, i) => ownWineWord(w) && !inPlace.has(i) && !harbour(i) && !pairOf(i) && !serviceOf(w));
  // "The president of the Comité Champagne" heads a wine body, not the town.
  const placeFact =
    (ws.some((w, i) => PLACE_FACT_WORDS.has(w) && !inPhrase.has(i)) && !TRADE_BODY.test(q)) ||
    /\bhow many (people|inhabitants|residents) (live|lives|living)\b/.test(q) ||
    // The height of a wine place itself ("how high is the Wachau") is its vineyards' altitude, unless
    // the place is named as a landform ("Mount Etna", "Lake Geneva").
    (LAND_MEASURE.test(q) && !(winePlace && /^ how /.test(q) && !LANDFORM_WORD.test(q)));
  // "Spanish" is a language, but "a Spanish Cava" or "Spanish wine" is a country's wine.
  const placeNamed = mentions.some((m) => m.kind === 'region' && m.whole && m.score >= 0.9);
  const wineNamed = wineWords || mentions.some((m) => m.kind !== 'pairing' && m.whole && m.score >= 0.9);
  let offWords =
    ws.some(
      (w, i) =>
        OFF_TOPIC_WORDS.has(w) &&
        !inPhrase.has(i) &&
        // A shop's stock ("in stock", "out of stock") is not the stock market.
        !(w === 'stock' && (ws[i - 1] === 'in' || ws[i - 1] === 'of')) &&
        !(LEISURE_WORDS.has(w) && DRINKING.test(q)) &&
        !(winePlace && (STORY_WORDS.has(w) || CLIMATE_WORDS.has(w))) &&
        !((wineNamed || LABEL_LAW_WORD.test(ws[i + 1] ?? '')) && COUNTRY_ADJECTIVES[w] !== undefined),
    ) ||
    /\b(capital of|population of|where (should|can|could|to|do) (i |we )?(stay|sleep|park)|places? to stay|who (won|will win)(?![^?]*\b(tasting|tastings|judge?ment|wines?)\b)|recipe for|write (me )?an?|how (do|can|should) i get (from|to)|super bowl|world cup|tour de france|giro d ?italia|vuelta a espana|la vuelta|roland garros|french open|australian open|us open|six nations|ryder cup|wimbledon|grand slam|premier league|champions league|serie a|eredivisie|primeira liga|liga portugal|top 14|super rugby|(longest|highest|tallest|deepest|widest|largest|biggest) (rivers?|mountains?|lakes?|islands?|cities|city|peaks?)|(river|mountain|lake|island|city|peak) (is|was) the (longest|highest|tallest|deepest|widest|largest|biggest)|grand prix|formula (one|1)|who (wrote|directed|sang)|what time is it|(what is|whats|calculate|work out) \d+ (percent |per cent )?of \d+|\d+ (plus|minus|times|divided by|multiplied by) \d+|(top |leading |highest )?(goal ?)?scorers?|la liga|bundesliga|ligue 1|personal trainers?|what (is|s) (the )?(date|day) today|whats? (the )?(date|day) today|(whats|what is|what) (todays?|the) date|what day is it|(what|which) (vegetables|veg|herbs|flowers|bulbs|seeds|shrubs|trees) (can|should|do) (i|we) (plant|sow|grow)|(plant|plants|planting|sow|sowing) (my )?(vegetables|veg|herbs|flowers|bulbs|seeds|shrubs|lawn|grass)|time zone|richest (man|woman|men|women|person|people|country|countries|family|families|city|cities|athletes?|footballers?|singers?|celebrit(y|ies)|billionaires?|kings?|queens?)|exchange rates?|central banks?|interest rates?|(orange|apple|tomato|cranberry|pineapple|carrot) juices?|(glass|cup|pint|carton) of milk|(oat|almond|soy|soya|breast) milk|(can|to|should) (i|we) surf|(make|making|ferment|fermenting|prepare|preparing) (my own |our own |homemade |home made )?(kimchi|sauerkraut|kefir|yogh?urt|miso|tempeh)|surf (lessons?|spots?|breaks?|beach(es)?|boards?)|(before|after) cooking|cooking time|how long (should|do|can) i (rest|cook|roast|bake|boil|grill|fry|steam)|learn (to speak )?(french|italian|german|portuguese|spanish|chinese|japanese|a language)|the plot of|area of an? (circle|square|triangle|rectangle)|how (do|can|should|to) (i |you |we )?(roast|cook|bake|fry|grill|boil|poach|braise|marinate|barbecue|bbq)|(make|making|cook|cooking|bake|baking) (a |an |the |my |our )?[a-z]+( [a-z]+)? without)\b/.test(
      q,
    );
  // "How do you say thank you in Portuguese?": a phrase put into another language, with no word of
  // wine in it, is a language question.
  if (SAY_IN_LANGUAGE.test(q) && !wineWords) offWords = true;
  // "Best time of year to visit Kyoto?": when to travel somewhere that is no wine place.
  if (TRAVEL_TIME.test(q) && !placeNamed && !wineWords) offWords = true;
  // A grape or term reached only through a place's own name ("New Zealand" for its GI law, "South
  // Africa" for the grapes it grows most) is the place, not a wine name: "the capital of New Zealand",
  // "the population of Bordeaux".
  const placeSpan = (m: Mention) =>
    mentions.some((r) => r.kind === 'region' && r.whole && r.start === m.start && r.end === m.end);
  const wineName = mentions.some((m) => (m.kind === 'grape' || m.kind === 'term') && m.whole && !placeSpan(m));
  // "How old is Sassicaia?" asks the history of a wine the records name; of anyone or anything else
  // ("how old is the Eiffel Tower?") it is another subject.
  if (
    /\bhow old (is|are|was|were)\b/.test(q) &&
    !subjects.some((s) => (s.kind === 'region' || s.kind === 'grape') && s.start >= 0)
  )
    offWords = true;
  // An everyday errand (tomorrow's weather, things to do with the children, energy drinks) stays off
  // wine even when it happens in a wine place: "the weather in Bordeaux tomorrow" is not its climate.
  const wineBeyondPlaces = ws.some((w, i) => ownWineWord(w) && !inPlace.has(i));
  // …but a harvest still to come in a wine place is a vintage no one can know yet, said so honestly.
  if (
    (ERRAND.test(q) && !wineName && !wineBeyondPlaces && !(winePlace && futureYear(question))) ||
    (FITTING_REPAIR.test(q) && !wineName) ||
    PAINT_COLOUR.test(q) ||
    (COLOUR_ELSEWHERE.test(q) && !wineBeyondPlaces) ||
    (BULLION.test(q) && !wineName) ||
    HOUSEHOLD_CARE.test(q) ||
    SONG.test(q) ||
    (FERMENTED_FOOD.test(q) &&
      !WINE_ITSELF.test(q) &&
      !PAIRED_WITH.test(q) &&
      !wineName &&
      !placeNamed &&
      !GRAPE_OR_CELLAR.test(q)) ||
    (PERFUME.test(q) && !WINE_ITSELF.test(q) && !wineName) ||
    (BOTTLE_NAMESAKE.test(q) && NAMESAKE_LIFE.test(q) && !BOTTLE_ITSELF.test(q)) ||
    (CLOTHES_COLOUR.test(q) && !WINE_ITSELF.test(q)) ||
    (DYE_COLOUR.test(q) && !WINE_ITSELF.test(q)) ||
    (VINTAGE_THING.test(q) && !WINE_ITSELF.test(q)) ||
    (HARBOUR.test(question) && !WINE_ITSELF.test(q)) ||
    (DISH_GONE_WRONG.test(q) &&
      !WINE_ITSELF.test(q) &&
      !mentions.some((m) => m.kind !== 'topic' && m.kind !== 'pairing' && m.whole && m.score >= 0.9)) ||
    (TOWN_FOOD.test(q) && FOOD_NOUN.test(q) && !WINE_ITSELF.test(q)) ||
    (creature() && CREATURE_LIFE.test(q) && !WINE_ITSELF.test(q)) ||
    (BAKING_AGENT.test(q) && !WINE_ITSELF.test(q)) ||
    (FOOD_MADE.test(q) &&
      (foods.length > 0 || FOOD_NOUN.test(q)) &&
      !WINE_ITSELF.test(q) &&
      subjects.every((m) => m.kind === 'pairing'))
  )
    return { intent: 'off-topic', subjects: [], foods, mentions, unknownWords, followUp: false };
  const onlyWhere = mentions.every((m) => m.kind !== 'region' || !m.whole || WHERE_WORDS.has(ws[m.start - 1] ?? ''));
  const drinkWords = ws.some((w) => SHARED_DRINK_WORDS.has(singular(w)));
  // A table booked at a named house ("at the Catena Zapata restaurant on Friday") is a booking no
  // record can make, said so honestly rather than steered away.
  // Which of a town's venues has a wine is as unknowable, and said so.
  if (
    EATERY.test(q) &&
    !wineName &&
    !wineBeyondPlaces &&
    !drinkWords &&
    onlyWhere &&
    !asksBooking(question) &&
    !(checkHonesty(kb, question)?.reason === 'venues' && unknownWords.some((w) => !isEnglishWord(w)))
  )
    return { intent: 'off-topic', subjects: [], foods, mentions, unknownWords, followUp: false };

  // A category word beside a place's name ("Touraine AOC", "the Napa AVA", "DOCG Barolo") is that
  // place's status, part of its name: it neither asks about the category's law nor names a subject.
  const status = statusWords(ws, subjects);
  if (status.size > 0) {
    subjects = subjects.filter(
      (m) =>
        m.start < 0 || !Array.from({ length: m.end - m.start + 1 }, (_, k) => m.start + k).every((i) => status.has(i)),
    );
  }
  let intent = firstRule(
    status.size > 0
      ? ` ${ws
          .filter((_, i) => !status.has(i))
          .map(expand)
          .join(' ')} `
      : q,
  );
  // "Which wine goes in the glass with roast lamb?": a wine chosen for a dish is a pairing, whatever
  // service word carries the question.
  if (intent === 'serving' && foods.length > 0 && WINE_FOR_DISH.test(q) && !SERVICE_MEASURES.test(q))
    intent = 'pairing';
  // "Why did my red taste bitter with the chocolate cake?": a wine tasted beside a dish is a question
  // of the match, not of how to taste.
  if (intent === 'tasting' && foods.length > 0 && TASTED_WITH.test(q)) intent = 'pairing';
  // "What temperature do vines need to grow?": a temperature in the vineyard is the vine's, not the glass's.
  if (intent === 'serving' && VINE_LIFE.test(q) && !SERVICE_ACTS.test(q)) intent = 'describe';
  // "Is Pecorino a grape or a cheese?": asked which of two kinds a named wine thing is, the question is
  // what it is, whatever the other kind would otherwise make of it.
  if (
    (intent === 'pairing' || intent === 'unknown') &&
    EITHER_KIND.test(q) &&
    subjects.some((m) => (m.kind === 'grape' || m.kind === 'region') && m.start >= 0)
  )
    intent = 'describe';
  let followUp = false;

  // A private fact of one named person's life ("What did Robert Parker have for breakfast?"): no record
  // holds it, so it is admitted as unknowable, and the asker is steered back to wine.
  const personal = intent === 'exam' ? undefined : personalLife(kb, question);
  if (personal)
    return {
      intent: 'unknown',
      subjects: [],
      foods,
      mentions,
      unknownWords,
      followUp,
      honesty: { reason: 'personal', name: personal },
    };
  // A booking or the hours of a named house ("a table at the Catena Zapata restaurant on Friday"):
  // whatever the house is, no record can make the booking, and that is said plainly.
  if (intent !== 'exam' && !otherDrink && asksBooking(question)) {
    const booking = checkHonesty(kb, question);
    if (booking?.reason === 'contact')
      return { intent: 'unknown', subjects, foods, mentions, unknownWords, followUp, honesty: booking };
  }
  // "What's the phone number of Penfolds?": the contact of a producer the records cite is admitted as
  // a detail they do not keep.
  if (intent !== 'exam' && asksContactOfCited(kb, question)) {
    const contact = checkHonesty(kb, question);
    if (contact?.reason === 'contact')
      return { intent: 'unknown', subjects, foods, mentions, unknownWords, followUp, honesty: contact };
  }
  // Another subject altogether (code, sport, travel, health, another drink…) with nothing only wine
  // uses: steered back to wine before any name in it is taken for an unknown wine.
  // A food question ("what goes with chocolate cake?") is a pairing question, not baking.
  if (
    (!ownWineWords || (placeOnlyWine && placeFact && !otherDrink)) &&
    !wineName &&
    !(winePlace && futureYear(question)) &&
    (otherDrink
      ? !mentions.some((m) => m.kind === 'region' && m.whole && m.score >= 0.9 && !drinkOfPlace(ws, m))
      : (offWords || placeFact) && intent !== 'pairing')
  )
    return { intent: 'off-topic', subjects: [], foods, mentions, unknownWords, followUp };
  // "Which beaches near Bordeaux are good for surfing?", "is Sherry a popular name for baby girls?":
  // a wine place's name is the only thing of wine, and the question's other words include two or more
  // that the records never write: the place (or its name) is asked about for another subject's sake.
  // One such word may be only the asker's way of talking ("I heard", "the story behind"), unless the
  // place is only where something happens ("snorkelling near Santorini", "gyms in Stellenbosch"); a
  // wine's name weighed as a name for someone or something needs none ("is Cava a good name for a
  // boat?"). A capitalised word is a name, perhaps of a wine the records lack.
  // A price, a future vintage or a private fact asked of the place is still admitted as unknowable.
  if (
    intent !== 'exam' &&
    nameOnly() &&
    strangerWords(kb, uncapitalised()).length >= (NAME_GIVEN.test(q) ? 0 : setting() || modifies() ? 1 : 2) &&
    !checkHonesty(kb, question)
  )
    return { intent: 'off-topic', subjects: [], foods, mentions, unknownWords, followUp };
  // Health, nutrition or keeping said of something else and of nothing of wine ("calories in a banana",
  // "is avocado healthy?", "how long does milk keep in the fridge?"): such words fit any food, so the
  // topic they reach is wine's only when wine or drinking is in the question. A phrase of the vineyard
  // or the cellar that holds such a word ("must weight") is wine's own.
  const craft = (m: Mention) =>
    m.end > m.start && ['viticulture', 'winemaking'].includes(kb.topic(m.id)?.category ?? '');
  const nutrition = (m: Mention) =>
    m.kind === 'topic' &&
    m.start >= 0 &&
    m.score < 0.9 &&
    !craft(m) &&
    words(m.matched).some((w) => NUTRITION_WORDS.has(w) || KEEPING_WORDS.has(w));
  if (
    intent !== 'exam' &&
    intent !== 'pairing' &&
    !wineWords &&
    !winePlace &&
    subjects.length > 0 &&
    subjects.every(nutrition) &&
    (foods.length > 0 || unknownWords.some((w) => isEnglishWord(w)))
  )
    return { intent: 'off-topic', subjects: [], foods, mentions, unknownWords, followUp };
  // Whatever the other subject is: a plain request with nothing of wine in it.
  // Capitals after the first word: the first is capitalised by the sentence, not by a name.
  const capitalised = (text.match(/(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu) ?? []).flatMap((w) => words(w));
  // Typed without capitals, a strange word where a name stands is a name all the same.
  const lower = [...lowerNames(kb, tokenize(text)), ...lowerPassingNames(kb, tokenize(text))].flatMap((n) => words(n));
  const names = [...capitalised, ...lower].filter((w) => unknownWords.includes(w));
  const anchors = wineAnchors(kb, ws, mentions, text, intent === 'pairing');
  // "The difference between latitude and longitude", "how far is the equator from the tropics": a
  // topic reached only through an everyday word geography, history or science share with wine, with no wine,
  // grape, place or practice named (a word only wine uses, as "galets", is wine's), beside an everyday word the records never write: that word's
  // subject is asked. A capitalised word may be the name of a wine the records lack, and is left out;
  // a price, a future or a private fact asked is still admitted as unknowable.
  if (
    intent !== 'exam' &&
    intent !== 'pairing' &&
    !wineWords &&
    !ownWineWords &&
    !otherDrink &&
    foods.length === 0 &&
    mentions.every((m) => m.kind === 'topic' && words(m.matched).every(isEnglishWord)) &&
    anchors.strong.length === 0 &&
    !anchors.pairingShape &&
    strangerWords(kb, uncapitalised()).length > 0 &&
    !checkHonesty(kb, question)
  )
    return { intent: 'off-topic', subjects: [], foods, mentions, unknownWords, followUp };
  const verdict = intent === 'exam' ? 'wine' : anchorVerdict(anchors, ws, names);
  if (verdict === 'other') return { intent: 'off-topic', subjects: [], foods, mentions, unknownWords, followUp };
  const unanchored = verdict === 'name';

  // A name we do not know, a price, a score, an opinion or a future vintage: no neighbour answers it.
  const honesty = intent === 'exam' ? undefined : checkHonesty(kb, question);
  if (honesty) {
    // An unknown name's own words are not subjects (no neighbour answers for it); for a price or a
    // score the wine named is real and is offered as what is known nearby.
    // The known place inside a fused name ("Napa" in "Napa Highlands") stays, offered as what is near.
    const known = new Set(words(honesty.known ?? ''));
    const inName = new Set(honesty.reason === 'name' ? words(honesty.name).filter((w) => !known.has(w)) : []);
    subjects = subjects.filter((s) => !words(s.matched).some((w) => inName.has(w)));
    // A person no record knows, asked about with no wine word or other wine name beside the name
    // ("who was Queen Victoria?"), may well be no one of wine at all: said so, as for other subjects.
    const personOnly =
      honesty.category === 'person' && subjects.length === 0 && !ws.some((w) => !inName.has(w) && isWineWord(w));
    return {
      intent: 'unknown',
      subjects,
      foods,
      mentions,
      unknownWords,
      followUp,
      honesty,
      unanchored: unanchored || personOnly,
    };
  }

  // Follow-ups borrow what the conversation was about: "and what food goes with it?"
  const lastUser = [...history].reverse().find((t) => t.role === 'user' && t.content.trim() !== question.trim());
  // Pointing back at the wine discussed: "does it need oak?", "do they age it in oak there?".
  const pointsBack = FOLLOW_UP.test(q.trim()) || /\b(there|here)\b/.test(q);
  const topicsOnly = subjects.length > 0 && subjects.every((s) => s.kind === 'topic');
  if (
    lastUser &&
    (subjects.length === 0 ||
      (FOLLOW_UP.test(q.trim()) && !intent && subjects.length > 0) ||
      (topicsOnly && pointsBack))
  ) {
    // The last question may itself point back ("how long does it age?"): it is read with the turns
    // before it, a few at most, so the wine named two questions ago is still the one meant.
    const at = history.lastIndexOf(lastUser);
    const before = understand(kb, lastUser.content, history.slice(Math.max(0, at - 6), at));
    const named = before.subjects.filter((s) => s.kind === 'grape' || s.kind === 'region');
    // A question about what winemakers or growers do in general ("why do winemakers use whole
    // bunches") stands on its own, however short, unless it points back ("do they do it here?").
    const general = GENERAL_AGENTS.test(q) && !pointsBack;
    if (
      subjects.length === 0 &&
      before.subjects.length > 0 &&
      !general &&
      (FOLLOW_UP.test(q.trim()) || ws.length <= 8)
    ) {
      subjects = before.subjects;
      followUp = true;
      if (foods.length === 0 && intent === 'pairing' && before.foods.length > 0 && !/\bfood\b/.test(q))
        foods.push(...before.foods);
    } else if (topicsOnly && pointsBack && named.length > 0) {
      // The practice asked about leads, with the wine discussed as its example.
      subjects = [...subjects, ...named];
      followUp = true;
    } else if (subjects.length > 0 && !intent && before.intent !== 'unknown' && before.intent !== 'off-topic') {
      // "what grape is Chablis made from?" … "and Sancerre?": same question, new subject.
      intent = before.intent;
      followUp = true;
    }
  }

  // A capitalised word we do not know ("Zorblax") is what the question is about: no topic stands in for it.
  const unknownName = (text.match(/(?<=\S\s+)\p{Lu}[\p{L}'’-]+/gu) ?? []).some((w) =>
    unknownWords.includes(words(w)[0] ?? ''),
  );
  const cue = intent;
  if (subjects.length === 0 && foods.length === 0 && ws.length > 0 && (wineWords || intent) && !unknownName) {
    // No name in the question: a topic keyword that is also an everyday word ("toast" in oak) is the
    // best cue outside pairing; else the theory topic that shares the most words with it, if any does.
    const weak =
      intent === 'pairing' ? [] : mentions.filter((m) => m.kind === 'topic' && m.start >= 0 && m.score >= 0.5);
    const hit = weak.length === 1 ? weak[0] : (ownTopic(kb, weak, q) ?? bestTopic(kb, q, intent));
    if (hit) subjects = [hit];
  } else if (
    cue &&
    THEORY_INTENTS.has(cue) &&
    subjects.some((s) => s.kind === 'grape' || s.kind === 'region') &&
    // A question of how to do something ("how to open Champagne safely") is led by the practice even
    // when its topic was found behind the wine's name.
    (PROCEDURE.test(q)
      ? !(subjects[0]?.kind === 'topic' && categoryFits(kb, subjects[0].id, cue))
      : !subjects.some((s) => s.kind === 'topic' && categoryFits(kb, s.id, cue)))
  ) {
    // Theory is searched always: "how do I open a bottle of Champagne?" is about opening sparkling
    // wine, with Champagne as its example. The topic leads only when its title shares the question's
    // own action words (beyond the names) and it belongs to the categories the intent points to.
    // The names are the wine's; a practice topic already found keeps its words ("open") in the question.
    const names = new Set(
      subjects
        .filter((s) => !(s.kind === 'topic' && categoryFits(kb, s.id, cue)))
        .flatMap((s) => words(`${s.matched} ${s.title}`)),
    );
    // "An open bottle" is one already opened: how long it keeps once opened, not how to open it.
    const opened = OPEN_BOTTLE.test(q);
    const rest = q
      .replace(OPEN_BOTTLE, 'opened')
      .trim()
      .split(' ')
      .filter((w) => !names.has(w) && !CUE_VERBS.has(w) && !STOPWORDS.has(w));
    // A wine that is above all sparkling (Champagne, Cava, Prosecco) is opened and served as one.
    const sparkling = subjects.some((s) => s.kind === 'region' && /sparkling/i.test(kb.region(s.id)?.styles[0] ?? ''));
    const hit = bestTopic(
      kb,
      ` ${opened ? 'once ' : ''}${rest.join(' ')}${sparkling && !rest.includes('sparkling') ? ' sparkling' : ''} `,
      cue,
      5,
      true,
    );
    // The same word, in the same form, in the topic's title or keywords: "open" (an action) is not
    // "opened" (a state of the bottle).
    const t = hit ? kb.topic(hit.id) : undefined;
    const own = new Set(t ? words([t.title, ...t.keywords].join(' ')) : []);
    // A fitting topic found behind the wine's name ("how to open Champagne safely") moves to the front.
    if (hit && rest.some((w) => own.has(w) && w.length > 3))
      subjects = [hit, ...subjects.filter((s) => !(s.kind === 'topic' && s.id === hit.id))];
  }
  // "What's the Savoie grape Persanette like?": a name no record holds, called a grape beside a place
  // that is known, is the grape asked about; the place is only where it is said to grow, and the
  // honest answer is that the grape is not known.
  const namedGrape = ws.some(
    (w, i) =>
      unknownWords.includes(w) &&
      w.length > 3 &&
      !isEnglishWord(w) &&
      (grapeWord(ws[i - 1]) || grapeWord(ws[i + 1])) &&
      !/^(wines?|vines?)$/.test(ws[i - 1] ?? '') &&
      !/^(wines?|vines?)$/.test(ws[i + 1] ?? ''),
  );
  if (namedGrape && subjects.length > 0 && subjects.every((s) => s.kind === 'region') && foods.length === 0)
    return { intent: 'unknown', subjects: [], foods, mentions, unknownWords, followUp, unanchored };
  // "How do you describe mousse?": a wine word that is also an everyday one is found only weakly;
  // asked how it is described or sensed, with nothing else named and no other subject's word, it is
  // what the question is about.
  if (subjects.length === 0 && foods.length === 0 && !offWords && SENSED_ASK.test(q)) {
    const weak = mentions.filter((m) => m.kind === 'topic' && m.whole && m.score >= 0.5);
    if (weak.length === 1) subjects = weak;
  }
  const anything = subjects.length > 0 || foods.length > 0;
  if (GREETING.test(q.trim()) && !anything && ws.length <= 6) return done('greeting');
  if (
    offWords &&
    !wineWords &&
    (cue !== 'pairing' || foods.length === 0) &&
    !subjects.some((s) => s.kind === 'grape' || s.kind === 'term')
  )
    return done('off-topic');
  if (intent === 'exam') return done('exam');
  if (!anything) {
    if (intent === 'tasting' && /\b(describe|note|this wine|my wine)\b/.test(q)) return done('tasting');
    if (intent === 'pairing' && unknownWords.length > 0) return done('pairing');
    // An unknown name may well be a wine we lack: say so honestly rather than call it off-topic.
    // Only everyday English words, no wine word, no wine cue and no name: a question about something
    // else ("how do I bake bread?"), steered back to wine rather than called an unknown wine.
    if (!wineWords && !intent && !unknownName && unknownWords.length > 0 && unknownWords.every((w) => isEnglishWord(w)))
      return done('off-topic');
    if (unknownWords.length > 0 || wineWords || intent) return done('unknown');
    // Nothing asked about anything ("ok", "who are you?", "what can you do?"): conversation, met with
    // a friendly wine opener rather than told it is off the subject.
    if (ws.length <= 6) return done('greeting');
    return done('off-topic');
  }
  // One topic that is itself a comparison ("Old World versus New World") is described, not read as law.
  // "Alcoholic and malolactic fermentation", "the tank and traditional methods": the first side shares
  // the noun the second one ends with, so only the second was found; the first is read with that noun.
  if (intent === 'compare' && subjects.length === 1 && subjects[0].start >= 0) {
    const found = subjects[0];
    const pair = q.match(/ ([a-z]+) (?:and|or|vs|versus) ([a-z]+) ([a-z]+) /);
    const noun = pair?.[3] ?? '';
    // "Day and night temperatures" found whole is one thing: both sides are in its own name.
    const whole = pair !== null && ` ${fold(found.matched)} `.includes(` ${pair[1]} `);
    if (pair && !whole && ` ${fold(found.matched)} `.includes(` ${pair[2]} ${noun} `)) {
      const other = kb
        .mentions(`${pair[1]} ${noun}`)
        .find((m) => m.whole && m.score >= 0.85 && m.kind === found.kind && m.id !== found.id);
      if (other) subjects = [{ ...other, start: found.start, end: found.start }, ...subjects];
    }
  }
  if (intent === 'compare' && subjects.length === 1 && subjects[0].kind === 'topic') intent = 'describe';
  if (intent === 'compare' && subjects.length < 2) intent = null;
  // "Why are Etna's wines so different from the rest of Sicily?" asks what sets the place apart
  // within the one that holds it: the narrower place is described, its causes first.
  if (intent === 'compare' && /^(why|how come)\b/.test(q.trim())) {
    const places = subjects.filter((s) => s.kind === 'region');
    const inner = places.find((a) => places.some((b) => b !== a && kb.ancestors(a.id).some((r) => r.id === b.id)));
    if (inner) {
      subjects = [inner, ...subjects.filter((s) => s !== inner)];
      intent = 'describe';
    }
  }
  if (
    !intent &&
    subjects.length >= 2 &&
    / (or|and) /.test(q) &&
    /\b(which|what is the|whats the)\b/.test(q) &&
    foods.length === 0
  )
    intent = 'compare';
  // "What temperature does a vine need to grow?": a temperature in the vineyard is never the serving
  // or cellar topic's, whichever keyword ("temperature") reached it.
  if (VINEYARD_TEMPERATURE.test(q) && !SERVICE_WORDS.test(q) && /\b(temperatures?|temp|degrees|warm|cold)\b/.test(q)) {
    const kept = subjects.filter(
      (m) => !(m.kind === 'topic' && ['service', 'storage'].includes(kb.topic(m.id)?.category ?? '')),
    );
    if (kept.length < subjects.length) {
      const vine =
        kept.length > 0
          ? undefined
          : bestTopic(kb, q.replace(/\b(temperatures?|temp|degrees)\b/g, ' '), 'how-made', 2, true);
      subjects = vine ? [vine] : kept.length > 0 ? kept : subjects;
    }
  }
  // "Temperature" inside the name of another topic ("the diurnal temperature range") is part of that
  // name, not a question about service: the topic is answered in its own terms.
  const lead = subjects[0];
  if (
    intent === 'serving' &&
    lead?.kind === 'topic' &&
    !categoryFits(kb, lead.id, 'serving') &&
    words(lead.matched).some((w) => MEASURE_WORDS.has(w)) &&
    firstRule(q.replace(/\b(temperatures?|temp|degrees)\b/g, ' ')) !== 'serving'
  )
    intent = topicIntent(kb, lead.id, q);
  if (!intent && foods.length > 0) intent = 'pairing';
  if (!intent) {
    const top = subjects[0];
    if (top?.kind === 'term') intent = 'term';
    else if (top?.kind === 'topic') intent = topicIntent(kb, top.id, q);
  }
  return done(intent ?? 'describe');

  /**
   * Only the name of a wine place or a grape, or a word of wine that everyday speech also uses in
   * another sense ("corked", "magnum", "vine"), ties the question to wine: no other wine word, no
   * label term, food, other drink or name the records cite.
   */
  function nameOnly(): boolean {
    if (foods.length > 0 || otherDrink) return false;
    const names = mentions.filter((m) => (m.kind === 'region' || m.kind === 'grape') && m.whole && m.start >= 0);
    const everyday = (m: Mention) => m.start === m.end && EVERYDAY_SENSES.has(ws[m.start] ?? '');
    if (mentions.some((m) => m.kind === 'term' && m.whole && m.score >= 0.8 && !everyday(m))) return false;
    // A topic named by a word only wine uses ("galets", the Rhône's stones) is wine's own vocabulary.
    if (
      mentions.some(
        (m) => m.kind === 'topic' && m.whole && m.score >= 0.85 && !words(m.matched).every((w) => isEnglishWord(w)),
      )
    )
      return false;
    // A hazard or practice of the vineyard said of a wine place ("is frost a worry in Marlborough?",
    // "does hail threaten Mendoza?"): the place's growing, whatever everyday word carries the question.
    if (
      names.some((m) => m.kind === 'region') &&
      mentions.some(
        (m) => m.kind === 'topic' && m.whole && m.score >= 0.85 && kb.topic(m.id)?.category === 'viticulture',
      )
    )
      return false;
    // "My wife loves Sauvignon Blanc": a name someone drinks or likes is the wine, whoever likes it.
    if (
      names.some((m) => TASTE_FOR.has(ws[m.start - 1] ?? '') || (ws[m.start - 1] === 'of' && ws[m.start - 2] === 'fan'))
    )
      return false;
    // "Which compound gives Sauvignon Blanc its 'cat pee' aroma?": a grape smelt or tasted is the wine,
    // whatever everyday words describe the smell.
    if (names.some((m) => m.kind === 'grape') && ws.some((w) => SENSED.test(w))) return false;
    const inName = new Set<number>();
    for (const m of names) for (let i = m.start; i <= m.end; i++) inName.add(i);
    const wineWordsLeft = ws.filter((w, i) => ownWineWord(w) && !inName.has(i));
    if (wineWordsLeft.some((w) => !EVERYDAY_SENSES.has(w))) return false;
    if (names.length === 0 && wineWordsLeft.length === 0) return false;
    const named = new Set([...names.flatMap((m) => words(m.matched)), ...wineWordsLeft]);
    return wineAnchors(kb, ws, mentions, text).strong.every((a) => words(a).every((w) => named.has(w)));
  }

  /**
   * A wine's name set before a word the records never write, as what that thing is like: "a Margaux
   * handbag", "a Malbec-coloured sofa", "a Burgundy-based airline". The thing is what is asked about.
   */
  function modifies(): boolean {
    const strangers = new Set(strangerWords(kb, uncapitalised()));
    const names = mentions.filter((m) => (m.kind === 'region' || m.kind === 'grape') && m.whole && m.start >= 0);
    // A word between two names links them ("Chablis aka Champagne"): it describes neither.
    const nameAt = (i: number) => names.some((m) => m.start === i);
    // After "did", "does" or "has" the name is the one doing the next word ("why did Rioja boom",
    // "when did Napa take off"): a verb of its history, not a thing it describes.
    const doer = (m: Mention) => DOER_BEFORE.has((ws[m.start - 1] === 'the' ? ws[m.start - 2] : ws[m.start - 1]) ?? '');
    return names.some((m) => {
      if (doer(m)) return false;
      const next = ws[m.end + 1] ?? '';
      if (strangers.has(next)) return !nameAt(m.end + 2);
      return NAME_AS_MODIFIER.has(next) && strangers.has(ws[m.end + 2] ?? '') && !nameAt(m.end + 3);
    });
  }

  /** Every wine place named is only where something happens: "near Santorini", "above the Douro". */
  function setting(): boolean {
    const places = mentions.filter((m) => m.kind === 'region' && m.whole && m.start >= 0);
    const before = (m: Mention) => (ws[m.start - 1] === 'the' ? ws[m.start - 2] : ws[m.start - 1]) ?? '';
    return places.length > 0 && places.every((m) => SETTING_WORDS.has(before(m)));
  }

  /** The unknown words not written with a capital after the first word: everyday words, not names. */
  function uncapitalised(): string[] {
    const names = new Set((text.match(/(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu) ?? []).flatMap((w) => words(w)));
    return unknownWords.filter((w) => !names.has(w));
  }

  function done(i: Intent): Understanding {
    return { intent: i, subjects, foods, mentions, unknownWords, followUp, unanchored };
  }
}

/**
 * Wine declined outright: "no wine please", "without wine", "I don't want any wine tonight". Not a
 * wine named as what the question is about ("no wine that goes with eggs?", "without wine in the sauce").
 */
const DECLINED_WINE =
  /\b(?:no|without|not|skip(?: the)?|hold the|(?:i )?(?:dont|do not) (?:want|need|drink)(?: any)?)\s+(?:wine|wines)(?:\s+(?:pairings?|please|thanks|thank you|for me|tonight|today|this time))*\b(?!\s+(?:that|which|goes|go|pairs?|matches|with|for|to|can|will|would|is|are|in|at|on|or|and)\b)/g;

/**
 * Wine refused in other words: the asker (or whoever they cook for) does not drink or want it ("she
 * doesn't drink wine", "I'm not a wine drinker", "not interested in wine"), or it is not needed or
 * set aside ("wine isn't needed", "forget the wine").
 */
const REFUSED_WINE = [
  /\b(?:i|we|she|he|they|you)? ?(?:dont|do not|doesnt|does not|wont|will not|cant|cannot|never) (?:drink|want|need|like|have|care for)(?: any)? wines?\b(?!\s+(?:that|which|with|for|to|in|at|on|or|and|from|when|if)\b)/g,
  /\b(?:im |i am |were |we are |shes |she is |hes |he is )?not (?:a |much of a |big |a big )?wine drinkers?\b/g,
  /\bnot (?:interested in|into|a fan of|keen on|looking for|bothered about)(?: any| the)? wines?\b(?!\s+(?:that|which|with|for|from|in)\b)/g,
  /\b(?:the )?wines? (?:isnt|is not|arent|are not|not) (?:needed|wanted|necessary|required)\b/g,
  /\b(?:forget|never mind|leave out|ditch)(?: about)?(?: the)? wines?\b(?!\s+(?:that|which|with|for|from|in)\b)/g,
];

/** The question with a refusal of wine taken out, or undefined when it declines none. */
export function withoutDeclinedWine(question: string): string | undefined {
  const q = fold(question).replace(/['’‘`´]/g, '');
  const forms = [DECLINED_WINE, ...REFUSED_WINE];
  if (!forms.some((re) => re.test(q))) return undefined;
  let rest = q;
  for (const re of forms) {
    re.lastIndex = 0;
    rest = rest.replace(re, ' ');
  }
  return rest.replace(/\s+/g, ' ').trim();
}

/** Words of thanks and leave-taking, and the small words that carry them. */
const CLOSING_WORDS = new Set(
  'ok okay k great perfect cool awesome lovely brilliant nice super fantastic excellent wonderful amazing fine alright right good thanks thank thx ty you so much very a lot lots many million again cheers ta bye byebye goodbye see ya later soon then for now today tonight night goodnight have day evening weekend take care that thats is was it all im i am done set got gotcha understood noted helpful useful helped help really appreciate appreciated it no more nothing else questions needed need what wanted exactly mate buddy'.split(
    ' ',
  ),
);
/** The words that make a message a closing rather than small talk. */
const CLOSING_CUES = new Set(
  'thanks thank thx ty cheers ta bye byebye goodbye later goodnight night care all done appreciate appreciated helpful helped'.split(
    ' ',
  ),
);

/** A message made only of thanks and leave-taking: "thanks, bye!", "ok cheers that's all". */
export function isClosing(ws: readonly string[]): boolean {
  return (
    ws.length > 0 && ws.length <= 14 && ws.every((w) => CLOSING_WORDS.has(w)) && ws.some((w) => CLOSING_CUES.has(w))
  );
}

/** The other drink a question is about, if any (beer, coffee, tea, a cocktail, a spirit). */
export function otherDrinkOf(text: string): string | undefined {
  const t = fold(text).toLowerCase().replace(SPRITZ_SPARKLE, ' ');
  return OTHER_DRINKS.find(([re]) => re.test(t))?.[1];
}

const CUE_VERBS = new Set(
  'how made make makes produced produce pair pairs paired match matches goes go serve served drink with what which does do'.split(
    ' ',
  ),
);

const INTENT_CATEGORIES: Partial<Record<Intent, string[]>> = {
  'how-made': ['winemaking', 'sparkling', 'fortified', 'sweet', 'viticulture'],
  serving: ['service', 'storage'],
  tasting: ['tasting'],
  pairing: ['pairing'],
  law: ['labels', 'business'],
  term: ['labels'],
};

/**
 * Harm done in the vineyard or the cellar: a word several topics share ("botrytis") is then the hazard
 * a survey of hazards covers, not the wanted form a topic of its own describes.
 */
const HARM =
  /\b(damage|damages|damaged|disease|diseases|infection|infected|spray|sprays|spraying|fungicides?|treat|treated|treatment|control|controlled|prevent|prevented|prevention|protect|protection|fight|risk|risks|threat|threats|hazard|hazards|problem|problems|fault|faults|faulty|spoil|spoils|spoilage|grey rot|gray rot|bunch rot|sour rot|pest|pests)\b/;

/**
 * Among topics a word names equally, the one that is about that word: its title's head (before any
 * colon) names it ("Noble rot (Botrytis cinerea): …"), where another only lists it among others
 * ("Vine diseases and pests: botrytis, mildews…"). A wine question about a word with a harmful and a
 * wanted form means the wanted one, unless it speaks of harm.
 */
function ownTopic(kb: KnowledgeBase, topics: readonly Mention[], q: string): Mention | undefined {
  if (HARM.test(q)) return undefined;
  const own = topics.filter((m) => {
    const head = kb.title('topic', m.id).split(':')[0];
    return words(m.matched).every((w) => words(head).includes(w));
  });
  return own.length === 1 ? own[0] : undefined;
}

/** Topic retrieval by shared words, favouring the categories the intent points to. */
const THEORY_INTENTS = new Set<Intent>(['serving', 'how-made', 'tasting']);

/** Asking how to do something: "how to open…", "how do I chill…". */
const PROCEDURE = /\bhow (?:to|do (?:i|you|we)|should (?:i|you|we)|can (?:i|you|we))\b/;

/** A bottle already opened, said as a state: "an open bottle of Prosecco", "the opened bottles". */
const OPEN_BOTTLE = /\b(?:an?|the|my|this|that|your|half) open(?:ed)? bottles?\b/g;

function categoryFits(kb: KnowledgeBase, topicId: string, intent: Intent): boolean {
  return INTENT_CATEGORIES[intent]?.includes(kb.topic(topicId)?.category ?? '') ?? false;
}

function bestTopic(
  kb: KnowledgeBase,
  text: string,
  intent: Intent | null,
  min = 4,
  sameCategory = false,
): Mention | undefined {
  const cats = (intent && INTENT_CATEGORIES[intent]) || [];
  // Verbs that made the intent ("serve with", "how is … made") say nothing about the topic.
  const rest = text
    .split(' ')
    .filter((w) => !CUE_VERBS.has(w))
    .join(' ');
  const ranked = kb.index
    .topics(rest)
    .slice(0, 8)
    .map((h) => ({ ...h, score: h.score * (cats.includes(kb.topic(h.id)?.category ?? '') ? 1.5 : 1) }))
    .sort((a, b) => b.score - a.score);
  const top = ranked[0];
  if (!top || top.score < min) return undefined;
  if (sameCategory && !cats.includes(kb.topic(top.id)?.category ?? '')) return undefined;
  const title = kb.title('topic', top.id);
  return { kind: 'topic', id: top.id, score: 0.6, title, matched: title, start: -1, end: -1, whole: false };
}

const MATURATION =
  /\b(in (wood|oak|casks?|barrels?|barriques?|tanks?|vats?)|on (the |its )?lees|before (release|bottling|being released|being bottled))\b/;

/** The people who work in a winery's cellar. */
const CELLAR_PEOPLE = /\bcellar ?(workers?|hands?|masters?|staff|team|crew|men|rats?)\b|\bchef de caves?\b/;
/** Keeping or serving asked outright, whoever does it. */
const KEEPING_ASKED =
  /\b(serve[ds]?|serving|glass(es)?|chill(ed|ing)?|fridge|decant\w*|store[ds]?|storing|storage|temperature|keep|kept|how long)\b/;

/** "The temperature of a vineyard" is climate, not service. */
const VINEYARD_TEMPERATURE =
  /\b(vineyards?|vines?|climates?|altitude|elevation|latitude|ripen(s|ing)?|growing|growers?|frost|site|slopes?)\b/;
const SERVICE_WORDS =
  /\b(serve[ds]?|serving|glass(es)?|bottles?|drink(ing)?|chill(ed|ing)?|fridge|cellar|decant\w*|store[ds]?|storing|storage)\b/;

/** A plural reads as its singular: "estates", "barriques", "appellations". */
function singular(w: string): string {
  return w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

/** A word only or mainly wine uses, in either number. */
function isWineWord(w: string): boolean {
  return WINE_WORDS.has(w) || WINE_WORDS.has(singular(w));
}

/** Bodies of the wine trade: a president or director of one is wine's business, not the town's. */
const TRADE_BODY =
  /\b(comite|consorzio|consejo regulador|interprofession\w*|syndicat|institut|institute|association|committee|board|council|federation|commission|vdp)\b/;

/**
 * Facts of a town or land that are not its wine: its people, its government, its sport, its sights.
 * Asked of a wine place with no other wine word, the question is about the place, not its wine.
 */
const PLACE_FACT_WORDS = new Set(
  `population inhabitants residents capital mayor president election government football soccer basketball
  baseball rugby cricket tennis league stadium airport airports hotel hotels museum museums tourist tourists
  attractions sightseeing university universities gdp economy bridge bridges tower towers monument monuments
  cathedral colosseum breed breeds`.split(/\s+/),
);

/**
 * A measure or a record of the land itself, or of a creature's size: "how deep is the lake", "the
 * longest river in Europe", "which countries does the river flow through", "how big does the dog get".
 * Asked with no wine word, it is geography's question, not a wine place's.
 */
const LAND_MEASURE =
  /\b(how (tall|high|deep|wide) (is|are|was|were)\b|(longest|tallest|highest|deepest|largest|biggest|widest) (river|mountain|peak|lake|city|building|bridge|waterfall|island|desert|ocean|volcano)s?\b|(countries|cities|towns) (does|do) .{1,40} (flow|run) through\b|how (big|tall|heavy|large) (does|do|can) .{1,40} (get|grow)\b)/;

const LANDFORM_WORD = /\b(mount|mountain|mountains|lake|river|volcano|peak|glacier)\b/;

/** A holiday or a sport in a wine place is another subject, unless what to drink there is asked. */
const LEISURE_WORDS = new Set([
  'honeymoon',
  'honeymoons',
  'ski',
  'skiing',
  'snowboarding',
  'surfing',
  'tourist',
  'tourists',
  'attractions',
]);
const DRINKING = /\b(drink|drinks|drinking|sip|order|try)\b/;

/** Words between a place and its drink in the drink's name: "Long Island iced tea", "a Napa craft beer". */
const DRINK_QUALIFIERS = new Set(
  'iced craft local artisan artisanal cold hot single malt pale dark green black herbal draft draught'.split(' '),
);
const PLACE_PREPOSITIONS = new Set(['in', 'from', 'near', 'around']);

/**
 * A wine place that only names where another drink comes from: the place right before the drink
 * ("Long Island iced tea", "a Mendoza IPA") or right after it ("craft beer in Napa", "coffee from
 * Mendoza"). "Does Barolo go with tea?" sets the two apart, so the place stays a wine.
 */
function drinkOfPlace(ws: readonly string[], m: Mention): boolean {
  const drink = (i: number) => ws[i] !== undefined && otherDrinkOf(` ${ws[i]} `) !== undefined;
  if (drink(m.end + 1) || (DRINK_QUALIFIERS.has(ws[m.end + 1] ?? '') && drink(m.end + 2))) return true;
  // "Whisky aged in sherry casks", "a rum with a port finish": the wine's name only says which cask
  // matured the other drink named beside it.
  if (CASK_WORDS.has(ws[m.end + 1] ?? '') && ws.some((_, i) => drink(i))) return true;
  return PLACE_PREPOSITIONS.has(ws[m.start - 1] ?? '') && drink(m.start - 2);
}

/** The vessels and finishes in which another drink is matured: "sherry casks", "a port finish". */
const CASK_WORDS = new Set(['cask', 'casks', 'barrel', 'barrels', 'butt', 'butts', 'wood', 'finish', 'finished']);

/** Keeping, maturing and serving words that any drink may take: "cellar beer", "whisky aged in oak". */
const DRINK_SERVICE = new Set([
  'aged',
  'ageing',
  'aging',
  'matured',
  'maturing',
  'maturation',
  'cellar',
  'cellars',
  'cellaring',
  'decant',
  'decanted',
  'decanting',
  'decanter',
  'cork',
  'corks',
  'corkscrew',
  'pour',
  'pouring',
  'stemware',
]);

/** Words of health and nutrition, said as readily of any food as of wine. */
const NUTRITION_WORDS = new Set(
  'calorie calories kcal healthy unhealthy health good bad heart liver sleep diet dieting nutrition nutritional nutrients protein fat fats carbs carbohydrates cholesterol vitamins weight'.split(
    ' ',
  ),
);

/** Words of keeping food at home, said of milk or cheese as readily as of an opened bottle. */
const KEEPING_WORDS = new Set(['fridge', 'refrigerator', 'freezer', 'freeze', 'frozen', 'shelf']);

/** Words for what food does in the mouth: after a food word ("chilli heat") they name the sensation. */
const SENSATION_WORDS = new Set(['heat', 'burn', 'burning', 'taste', 'tastes', 'bite', 'kick', 'fire']);

/** Words of a food's heat that name no dish: "spicy heat", "fiery burn". */
const SPICE_WORDS = new Set(['spicy', 'fiery']);

/** Parts of a wine's structure that a food's sensation meets. */
const STRUCTURE_WORDS = new Set([
  'alcohol',
  'alcoholic',
  'tannin',
  'tannins',
  'tannic',
  'acidity',
  'acid',
  'acidic',
  'oak',
  'oaky',
  'sweetness',
  'sugar',
  'bitterness',
]);

/** Words of diet that describe a wine's making when they stand beside it. */
const DIET_WORDS = new Set(['vegan', 'vegetarian']);

/** Category words a place bears as its status. "DO" is left out: "where in Rioja do they…". */
const STATUS_WORDS = new Set(['aoc', 'aop', 'ava', 'doc', 'docg', 'doca', 'doq', 'dop', 'dac', 'igt', 'igp', 'gi']);

/** Positions of category words standing right beside a place named in the question. */
export function statusWords(ws: readonly string[], subjects: readonly Mention[]): Set<number> {
  const out = new Set<number>();
  for (const m of subjects) {
    if (m.kind !== 'region' || m.start < 0 || !m.whole) continue;
    for (const i of [m.start - 1, m.end + 1]) if (STATUS_WORDS.has(ws[i] ?? '')) out.add(i);
  }
  return out;
}

function firstRule(q: string): Intent | null {
  for (const [intent, re] of RULES) {
    if (intent === 'serving' && VINEYARD_TEMPERATURE.test(q) && !SERVICE_WORDS.test(q)) continue;
    // "How long does Vintage Port age in wood?" is about how it is made, not how long to keep it.
    if (intent === 'serving' && MATURATION.test(q) && !SERVICE_WORDS.test(q)) continue;
    // "Why do cellar workers turn the bottles?": the people of a winery's cellar at work make the wine;
    // nothing is kept or served.
    if (intent === 'serving' && CELLAR_PEOPLE.test(q) && !KEEPING_ASKED.test(q)) continue;
    if (re.test(q)) return intent;
  }
  return null;
}

function topicIntent(kb: KnowledgeBase, id: string, q: string): Intent {
  const c = kb.topic(id)?.category;
  switch (c) {
    case 'winemaking':
    case 'sparkling':
    case 'fortified':
    case 'sweet':
    case 'viticulture':
      return 'how-made';
    case 'service':
    case 'storage':
      return 'serving';
    case 'tasting':
      return 'tasting';
    case 'pairing':
      return 'pairing';
    case 'labels':
      return /^ ?what (is|are) (a|an) /.test(q) ? 'term' : 'law';
    default:
      return 'describe';
  }
}
