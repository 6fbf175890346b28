// What the knowledge base cannot answer, found before any search result is allowed to stand in for
// it: a name we do not know next to a word that says what kind of thing it is ("Château X", "X DOCG",
// "the X grape") or in the place of a name with nothing near enough to be a misspelling of one,
// prices, critics' scores, a named person's opinion, vintages still to come, "the best wine in the
// world", a producer's own figures, a restaurant's list, and premises the records contradict (a grape
// placed in the wrong country, a classification a region does not have).

import { namesInRecords } from './anchor.ts';
import { isEnglishWord } from './dictionary.ts';
import { type KnowledgeBase, type TermEntry, warmAlso } from './kb.ts';
import { COUNTRY_ADJECTIVES, REGION_ADJECTIVES, STOPWORDS, WINE_WORDS } from './lexicon.ts';
import { fold, slug, words } from './normalize.ts';
import { descendantsOf, falsePremise, recordsSay, textsOf, untoldEvent } from './premise.ts';
import {
  AFTER,
  BEFORE,
  bareName,
  CONNECTOR,
  calledName,
  lowerRun,
  nameRun,
  namesRecord,
  namesWholly,
  strangeWord,
  subjectPhrase,
  type Token,
  tokenize,
  unknownName,
} from './question-names.ts';
import type { Mention } from './search.ts';
export type HonestyReason =
  | 'name'
  | 'price'
  | 'score'
  | 'results'
  | 'opinion'
  | 'future'
  | 'best'
  | 'venue'
  | 'figures'
  | 'vintage'
  | 'contact'
  | 'private'
  | 'personal'
  | 'local'
  | 'venues'
  | 'someone'
  | 'staff'
  | 'engaged'
  | 'unseen'
  | 'premise';

export interface Honesty {
  reason: HonestyReason;
  /** What the question names, in the asker's spelling: "Château Zorbignac", "2031". */
  name: string;
  /** For names: the kind of thing it claims to be ("DOCG", "château", "grape"). */
  category?: string;
  /** For premises: what the records say instead, as sentences. */
  correction?: string;
  /** For a known place with a word fused on ("Napa Highlands"): the known place, offered nearby. */
  known?: string;
}

/**
 * Kinds of thing a name may follow besides a grape: vines ("the hybrid Nordstar 44", "the crossing
 * Vindelar", "the rootstock Varnello") and the cellar's materials ("the fining agent korvalite", "the
 * yeast strain Lalvoria").
 */
const NAMED_AFTER = /^(hybrid|crossing|clone|rootstock|agent|strain)$/i;
/**
 * Category words after a producer's name: "Silver Creek Estate", "Hollow Oak Winery", and Hungary's
 * "pince" and "pincészet" (cellar, winery), which follow the name as "Winery" does: "Szentgyörgy Pince".
 */
const PRODUCER_AFTER = /^(estate|winery|vineyard|vineyards|cellars|pince|pincészet|pinceszet)$/i;
/** Category words after a name that say it is a grape or a place. */
const KIND_AFTER =
  /^(grape|grapes|variety|varietal|cultivar|appellation|sub-appellation|subappellation|sub-ava|region|subregion|sub-region|subzone|sub-zone|zone|commune|district|valley)$/i;
/** Category words after a name that say it is a part of a wine place: "the Val do Salnés subzone", "the Niagara sub-appellation Lakeview Bench". */
const PART_AFTER =
  /^(region|subregion|sub-region|subzone|sub-zone|zone|commune|district|sub-appellation|subappellation|sub-ava)$/i;
/** Category words that are designations of wine law. */
const LEGAL = /^(docg|doc|aoc|aop|ava|do|doca|dop|igt|igp|pdo|pgi|dac|gi)$/i;
/** A price asked for. A bottle size asked alone ("how much is a magnum?") asks its size; of a named wine, its price. */
const PRICE =
  /\b((?:price|prices|priced|pricing|cost|costs|costing|auction|auctions|resale)(?!\p{L})|how much (is|are|does|do|would|should|for) (a |an |the |one )?(bottle|case|glass|(magnum|jeroboam|double magnum) of)|how much (money|should i pay|would i pay)|(expect|have|need) to pay|(should|would|will|do) (i|we|you) pay|(market|current|exchange|resale|auction|retail) value|\bin (yen|dollars|euros|pounds|sterling|francs|yuan|rupees|usd|eur|gbp)\b|(sells?|sold|selling|retails?|retailing) for|going for|how expensive|fetch(es|ed)?|trad(e|es|ed|ing) (at|for)|liv-?ex|(secondary|fine[- ]wine|auction) markets?|market price|most expensive (bottle|wine|vintage)s?|worth (about |around |over |more than )?[$£€\d]|[$£€] ?\d|\d+ ?(dollars|euros|pounds|usd|eur|gbp)\b)/iu;
/** "How much is Pétrus?": a name's price. Case-sensitive, so a lower-case size or measure is not a name. */
/** "How much does a magnum hold?", "how much wine is in a split?": a volume asked, not a price. */
const VOLUME = /\bhow much\b[^?.]{0,60}\b(holds?|contains?|fits?|goes in|is in|is there in)\b/i;
const MONEY_ASKED = /\b(price|prices|cost|costs|pay|worth|money|expensive|cheap)\b|[$£€]/i;
function volumeAsked(question: string): boolean {
  return VOLUME.test(question) && !MONEY_ASKED.test(question);
}

/** Other ways of asking a price: "the going rate for…", "how much is a case of Lafite worth?". */
const PRICE_WORDS =
  /\b(going rate|how much (is|are|would|will|could) [^?.]{1,60} (worth|fetch|go for|sell for)|what (would|will|could|does|do) [^?.]{1,60} (fetch|go for|sell for))\b/i;
const PRICE_OF_NAME = /\b[Hh]ow much (is|are) (a |an |the )?(?!(Magnum|Jeroboam|Bottle|Glass)\b)\p{Lu}/u;
/** "The best wine in the world", "the greatest Champagne ever made": a matter of taste, not a fact. */
const BEST =
  /\b(best|greatest|finest|number one|top)\b(?: [\p{L}'’-]+){0,3} (in the world|on earth|on the planet|ever made|ever produced|of all time|ever)\b|\bobjectively (the )?(best|greatest|finest)\b/iu;
/** "Which is the best Champagne house?": one producer crowned above all others is an opinion. */
const BEST_ONE =
  /\b(which|what|who) (is|'s|’s) the (single |very )?(best|greatest|finest|top|number one) ([\p{L}'’-]+ ){0,2}(house|producer|winery|estate|chateau|château|domaine|bodega|brand|winemaker|sommelier|critic)\b/iu;
/** A named restaurant's or bar's list: "the wine list at Noma", "the house wine at Le Bernardin". */
const VENUE =
  /\b(wine list|wine menu|house wines?|by[- ]the[- ]glass list|on the list)\s+(at|of)\s+((?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)/u;
/** How to reach a producer or a restaurant: "the phone number of Château Margaux". */
const CONTACT =
  /\b(phone number|telephone number|email address|e-mail address|postal address|opening hours|opening times|how (do|can) i (contact|reach|phone|call|email) (the )?\p{Lu})/iu;
/**
 * A business's opening times or a booking with it: "what time does the château's shop open?", "is the
 * cellar door open on public holidays?", "can I book a tasting at Bollinger on Friday?". Opening a
 * bottle ("can the restaurant open a bottle I bring?") is service, not a timetable.
 */
const OPENING = new RegExp(
  [
    String.raw`\b(shops?|stores?|boutiques?|cellar doors?|tasting rooms?|visitor cent(re|er)s?|museums?|restaurants?|wine bars?|winery|wineries|bodegas?|cit[eé] du vin)\b[^?.]{0,30}\b(open|opens|opened|close|closes|closed|shut|shuts)\b(?! (a|an|the|my|your|our|this|that|it|bottles?|wines?)\b)`,
    String.raw`\b(what time|when|which days?|how late|how early)\b[^?.]{0,50}\b(open|opens|close|closes)\b (on|at|today|tonight|tomorrow|this|over|during|until|till|at weekends|on weekends)\b`,
    String.raw`\b(book|reserve|booking|reservation)\b (me |us )?(a |an )?(wine )?(tasting|tour|visit|table|cellar tour)\b[^?.]{0,40}\b(at (the )?\p{Lu}|with \p{Lu}|today|tonight|tomorrow|this (week|weekend|morning|afternoon|evening)|next \w+|(on|for) \w+days?)`,
  ].join('|'),
  'iu',
);
const CALENDAR_NAME =
  /^(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|new|year['’]?s?|eve|day|bank|public|holidays?)$/i;
/** A named business's hours or a booking with it, asked of a restaurant as much as of a winery. */
export function asksBooking(question: string): boolean {
  return OPENING.test(question) && /\b(at|with) (the )?\p{Lu}/u.test(question);
}
/**
 * How to reach a producer the records cite by name: "What's the phone number of Penfolds?". The name
 * is no record of its own, but it is a wine's, so the question is admitted, not steered off wine.
 */
export function asksContactOfCited(kb: KnowledgeBase, question: string): boolean {
  if (!CONTACT.test(question)) return false;
  const cited = namesInRecords(kb);
  // A house the records name with its wine ("Penfolds Grange") is cited by its first word too.
  const asked = (question.match(/(?<=\S\s+)\p{Lu}[\p{L}-]{2,}/gu) ?? []).map(fold);
  if (asked.length === 0) return false;
  return asked.some((w) => cited.has(w)) || [...cited].some((n) => asked.includes(n.split(/[\s’']/)[0]));
}
/** A producer's own figures: "how many bottles does Château X make", "how many hectares does X own". */
const FIGURES =
  /\b[Hh]ow (?:many (bottles|cases|hectares|acres|vines|litres|liters|barrels|employees|workers)|much (?:land|vineyard land|vineyard|wine))\b[^?]*?\b(does|did|do|will|has|have)\s+(?:the\s+)?((?:\p{Lu}[\p{L}'’-]*|de|du|des|di|del|la|le|les|do|da)(?:\s+(?:\p{Lu}[\p{L}'’-]*|de|du|des|di|del|la|le|les|do|da))*)/u;
const PRONOUN = /^(i|we|you|one)$/i;
const PRODUCER_WORD = /^(ch[âa]teau|domaine|bodegas?|weingut|tenuta|quinta|castello|maison|cantina|azienda)\s/i;
const ONE_CASE = /\b(a|one|per|each|the) (case|box|carton)\b/i;
/** The same of an estate typed in lower case: "how many bottles did chateau musar make". */
const ESTATE_FIGURES =
  /\bhow many (bottles|cases|hectares|acres|vines|litres|liters|barrels|employees|workers)\b[^?]*?\b(does|did|do|will|has|have)\s+((?:ch[âa]teau|domaine|bodegas?|weingut|tenuta|quinta|castello|maison|cantina|azienda)\s+(?:(?:de|du|des|la|le|di|del|do|da|dos|das)\s+)?[\p{L}'’-]+)/iu;
/** A business's or a person's own money: "how much profit does X make", "what does its owner earn". */
const MONEY = /\b(profits?|margins?|revenue|turnover|earnings|earns?|earned|salary|salaries|wages?|income)\b/i;
/**
 * Trade figures of one year or one market: "how many bottles of Sassicaia were sold in Japan in 2024",
 * "how many cases of Barolo went to China last year". No record keeps a year's sales.
 */
const SALES =
  /\bhow (many|much) (bottles|cases|litres|liters|hectolitres|cartons|units|wine)\b[^?]*\b(sold|sell|sells|exported|imported|shipped|bought|went|go|consumed|drunk)\b[^?]*\b(in (19|20)\d{2}|last (year|month|season)|this (year|month)|each (year|month)|every (year|month)|a year|per year|annually|yesterday|today|tonight|last (week|night|weekend)|this (week|weekend|morning|afternoon)|so far)\b/i;
/**
 * One year's output of a named wine: "how many cases of Grange were made in 2018", "how many bottles
 * of the 2016 were bottled". Records keep a wine's story, not each year's count.
 */
const YEAR_OUTPUT =
  /\bhow many (bottles|cases|magnums|litres|liters|hectolitres)\b[^?]*\b(were|was)\b[^?]*\b(made|produced|bottled|released|filled)\b/i;
/**
 * Bottles still in existence, or on a shop's shelves: "how many bottles of Sassicaia 1985 are left in
 * the world", "is the 2019 in stock at my wine merchant".
 */
const STOCK_LEFT =
  /\bhow many (bottles|cases|magnums)\b[^?]*\b(are|is) (still )?(left|remaining|around|in existence)\b|\bhow many (bottles|cases|magnums)\b[^?]*\bstill exist|\b(in|out of) stock\b/i;
/** Asking the tutor itself to book: "can you reserve two seats on the cruise", "could you book me a table". */
const BOOK_FOR_ME =
  /\b(can|could|would|will) you (please )?(book|reserve)\b(?! (a |the )?(wine|bottle))|\b(book|reserve) (me|us) (a|an|two|three|four|some|\d+)\b|\b(can|could|would|will) you (please )?(order|buy|send|deliver|ship|post) (me|us|my|our)\b/i;
/**
 * What one private person did or chose with wine: "which wine did my grandfather lay down", "what
 * Champagne does my boss drink". Only that person knows.
 */
const PRIVATE_CHOICE =
  /\b(which|what) ([\p{L}'’-]+ ){0,2}(wines?|bottles?|vintages?|champagnes?|reds?|whites?|grapes?)\b[^?]{0,20}\b(did|does|do|has|have|will|would) my (\w+ )?(neighbou?rs?|friends?|uncle|aunt|dad|father|mother|mum|mom|boss|grandfather|grandmother|grandpa|grandma|granddad|grandad|cousin|brother|sister|husband|wife|partner|parents|family|colleague|in-laws)\b|\bwhat (?:do|does|did) my (\w+ )?(neighbou?rs?|friends?|uncle|aunt|dad|father|mother|mum|mom|boss|grandfather|grandmother|grandpa|grandma|cousin|brother|sister|husband|wife|partner|parents|colleague)( \p{L}+)? (?:like|likes|prefer|prefers|love|loves|enjoy|enjoys) (?:to )?(?:drink|order|have)\b/iu;
/** "What wine does Taylor Swift like best?": the taste of someone named, which no record keeps. */
const NAMED_TASTE =
  /\b(?:which|what) (?:wines?|champagnes?|drinks?|reds?|whites?|bottles?|grapes?) (?:does|did) ((?:\p{L}[\p{L}'’-]* ){1,3})(?:like|prefer|drink|love|enjoy|order)\b/iu;
/**
 * Figures that belong to one person or one business we cannot see: the worth of the asker's cellar,
 * a neighbour's yield, what a local bar sold, the score a friend gave a bottle. No knowledge base
 * holds them.
 */
const PRIVATE_WHO =
  /\bmy (\w+ )?(neighbou?r|neighbou?rs|friend|friends|uncle|aunt|dad|father|mother|mum|mom|boss|family|local|grandfather|grandmother|cousin|brother|sister)('?s)?\b/i;
const PRIVATE_FIGURE =
  /\b(yield|yields|sell|sells|sold|sales|worth|value|profit|revenue|income|produce|produced|harvested|pick|picked|earn|earned|pay|paid|how many|how much|rate|rates|rated|rating|score|scores|scored|mark|marked|points)\b/i;
const OWN_HOLDING =
  /\b(my|our) ([\p{L}'’-]+ ){0,2}(cellar|collection|stock|bottles?|wines?|case|cases|\p{Lu}[\p{L}'’-]+)\b/u;
const OWN_VALUE = /\b(worth|value|valued|valuation|insure|insured|sell for|fetch)\b/i;
/** The people close to the asker whose own wine, cellar or taste no text can know. */
const RELATIVES =
  'neighbou?r|friend|uncle|aunt|dad|father|mother|mum|mom|boss|grandfather|grandmother|grandpa|grandma|granddad|grandad|cousin|brother|sister|husband|wife|partner|parents|colleague|teacher';
/**
 * What one private person likes best: "my grandfather's favourite Bordeaux", "which Rioja does my
 * boss prefer". Only they know it, whatever wine it is about.
 */
const PRIVATE_FAVOURITE = new RegExp(
  String.raw`\bmy (\w+ )?(${RELATIVES})( [\p{L}-]+)?(['’]?s (favou?rite|preferred|usual)\b| (prefers?|likes? best|loves? most)\b)`,
  'iu',
);
/** One person's own wine: "my neighbour's wine", "my uncle's homemade red". */
const PRIVATE_OWNER = new RegExp(String.raw`\bmy (\w+ )?(${RELATIVES})['’]s\b`, 'i');
/**
 * How one person's own store of wine is kept or what it holds: "what temp is my friend's wine fridge
 * set to?", "how many bottles are in my uncle's cellar?". Only its owner can say.
 */
const PRIVATE_STORE = new RegExp(
  String.raw`\bmy (\w+ )?(${RELATIVES})['’]?s ((wine|drinks) )?(fridge|cellar|cooler|cabinet|rack|collection)\b`,
  'i',
);
const STORE_STATE =
  /\b(set|setting|temp|temperature|how many|how much|hold|holds|contain|contains|stock|keep|keeps|in it)\b/i;
const HOMEMADE = /\bhome[- ]?made\b/i;
/** How one person's own wine tastes ("my neighbour's homemade wine"): no text has tasted it. */
const PRIVATE_TASTE =
  /\b(taste|tastes|tasting|smell|smells|flavou?rs?|any good|good or bad|quality|drinkable|better|worse|nicer|best)\b/i;
/** The bottle in the asker's hand, which no text describes: "the wine I'm drinking right now". */
const IN_HAND =
  /\b(what|which) ([\p{L}'’-]+ ){0,2}(did|have) (i|we) (just )?(drink|drank|drunk|have|had|order|ordered|open|opened|buy|bought)\b[^?.,]{0,30}\b(last (night|week|weekend|month|year|time)|yesterday|the other (day|night)|on (my|our) \w+|at (my|our|the) \w+)|\b(the|this) (wine|bottle|glass) (i'?m|i am|we'?re|we are) (drinking|having|holding|tasting|pouring)\b|\b(i'?m|i am|we'?re|we are) (drinking|having|holding|tasting) (right )?now\b/iu;
/** A wine one private person made: "the Cabernet my neighbour made last year". */
const PRIVATE_MADE = new RegExp(
  String.raw`\b(the|this|that|a|some) ([\p{L}'’-]+ ){0,3}(that |which )?(my|our) (\w+ )?((${RELATIVES})s?|in-laws) (has |have |had )?(made|makes|brewed|bottled|produced|fermented)\b`,
  'iu',
);
/** A bottle kept at home, judged: "is the wine in my fridge still good?", "is the bottle in our cellar ok?". */
const KEPT_AT_HOME =
  /\b(the|this|that|my|our) ([\p{L}'’-]+ ){0,3}(in|from) (my|our|the) (fridge|cellar|cupboard|kitchen|garage|rack|wine rack|pantry|larder)\b[^?]{0,30}\b(still (good|ok|okay|fine|drinkable|alright|safe)|gone (off|bad)|(safe|drinkable|spoiled|spoilt|corked|off|ok|okay|good) (to drink|now|still)?\W*$)/iu;
/** The asker's own local place: "my local restaurant", "our usual wine shop". */
const LOCAL_PLACE =
  /\b(my|our) (local|usual|favou?rite|nearest|corner|neighbourhood|neighborhood) (restaurant|bar|pub|wine bar|wine shop|shop|merchant|wine merchant|bistro|cafe|café|supermarket|off[- ]licence|bottle shop|liquor store|bottle store|trattoria|brasserie)s?\b/i;
/**
 * A bar, shop or restaurant known by where it stands: "the wine bar on Elm Street", "the bistro down
 * the road", "that shop around the corner". Only the place itself can say what it pours.
 */
const STREET_PLACE =
  /\b(the|a|that|this) ((little|new|small|old|french|italian) )?(wine bar|bar|restaurant|bistro|wine shop|shop|pub|caf[eé]|trattoria|brasserie|merchant|store|deli|hotel|tapas bar)s? ((on|in|at|off) (the )?([\p{L}'’-]+ ){1,3}(street|st|road|rd|avenue|ave|lane|square|boulevard|blvd|drive|terrace)\b|(down|up) the (road|street)|(round|around) the corner|across the (road|street)|next door)/iu;
/** What the place pours now: "by the glass tonight", "their list this week". */
const PLACE_NOW =
  /\b(list|pour|pours|pouring|serve|serves|serving|offer|offers|offering|tonight|this week|today|right now|at the moment)\b/i;
/** What only that place can say: who works there, what it stocks or charges, when it opens. */
const LOCAL_FACT =
  /\b(name|names|called|who (is|are|works)|staff|sommelier|owner|manager|stock|stocks|sell|sells|carry|carries|have in|on the list|price|prices|charge|charges|cost|costs|open|opens|close|closes)\b/i;
/**
 * Who holds a post at a producer or a wine body today: "who is the winemaker at Château Latour?", "the
 * cellar master at Krug", "who runs Penfolds now?", "the president of the Comité Champagne".
 */
const STAFF =
  /\b(?:[Ww]ho(?:\s+(?:is|are)|['’]s)|[Ww]hat(?:\s+is|['’]s)\s+the\s+name\s+of)\s+(?:the\s+)?(?:current\s+|present\s+|new\s+|head\s+|chief\s+|assistant\s+)*(winemakers?|cellar\s+masters?|chefs?\s+de\s+cave|oenologists?|enologists?|head\s+sommeliers?|sommeliers?|owners?|presidents?|chairm[ae]n|chairs?|directors?|CEOs?|ceos?|managers?|managing\s+directors?|heads?)\s+(?:at|of|for)\s+(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|du|des|la|le|di|del)(?=\s)|\p{Lu}[\p{L}'’-]*))*)|\b[Ww]ho\s+(?:runs|heads|leads|manages)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)\s+(?:today|now|these days|currently)\b/u;
/**
 * The same asked in lower case of a name no dictionary holds: "who's the head sommelier at noma these
 * days", "who is the current winemaker at penfolds".
 */
const STAFF_LOWER =
  /\bwho(?:\s+(?:is|are)|['’]s)\s+(?:the\s+)?(?:current\s+|present\s+|new\s+|head\s+|chief\s+)*(winemakers?|cellar\s+masters?|chefs?\s+de\s+cave|head\s+sommeliers?|sommeliers?|owners?|presidents?|ceos?)\s+(?:at|of|for)\s+(?!(?:my|our|your|his|her|their)\b)((?:the\s+)?[a-z][\p{L}'’-]*(?:\s+[a-z][\p{L}'’-]*){0,3}?)(?:\s+(?:today|now|these days|currently|right now|at the moment))?\s*[?.!]*$/iu;

/**
 * Who a producer or a restaurant took on lately: "the assistant winemaker Ridge hired this month",
 * "who did Penfolds appoint as chief winemaker?". News no record keeps.
 */
const HIRED =
  /\b(?:winemakers?|sommeliers?|cellar\s+masters?|chefs?\s+de\s+cave|oenologists?|enologists?|directors?|managers?|CEOs?)\s+(?:(?:at|of)\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)\s+(?:has\s+|have\s+|had\s+|just\s+|recently\s+)*(?:hired|appointed|recruited|poached|took\s+on|brought\s+in)\b|\b[Ww]ho\s+(?:did|has|have)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)\s+(?:just\s+|recently\s+)?(?:hire|hired|appoint|appointed|recruit|recruited|name|named|pick|picked|choose|chosen)\s+(?:as|to)\b/u;

/**
 * Whether someone still holds a post: "Is Peter Gago still the chief winemaker at Penfolds?", "does
 * Anna Moretti still make the wines at Castello Alto?". Only today's news can say.
 */
const STILL_IN_POST =
  /\b(?:[Ii]s|[Dd]oes|[Aa]re|[Dd]o)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}\s+still\s+(?:the\s+|a\s+)?(?:(?:head|chief|senior|assistant|lead)\s+)*(?:winemakers?|cellar\s+masters?|chefs?\s+de\s+cave|oenologists?|enologists?|sommeliers?|owners?|directors?|CEOs?|managers?|presidents?|work(?:s|ing)?|mak(?:e|es|ing)\s+(?:the\s+)?wines?|in\s+charge)\s+(?:at|of|for)\s+(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)/u;

/**
 * Whom a named person works for now: "which estates is Michel Rolland consulting for right now?",
 * "what wineries does Anna Ferro make wine at these days?". Only today's news can say.
 */
const ENGAGED_NOW =
  /\b(?:[Ww]hich|[Ww]hat)\s+(?:estates?|wineries|winery|producers?|ch[âa]teaux?|domaines?|clients?|properties|brands?)\s+(?:is|are|does|do)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})\s+(?:currently\s+|now\s+|still\s+)?(?:consult(?:s|ing)?|advis(?:e|es|ing)|work(?:s|ing)?|mak(?:e|es|ing)(?:\s+(?:the\s+)?wines?)?)\s+(?:for|at|with|on)\b/u;
const TODAY = /\b(?:right now|now|currently|these days|this year|today|at the moment|at present)\b/i;

/** The posts only wine has: a winemaker, a sommelier, a cellar master. */
const WINE_POST =
  /^(winemakers?|cellar\s+masters?|chefs?\s+de\s+cave|oenologists?|enologists?|head\s+sommeliers?|sommeliers?)$/i;

function staffAsked(kb: KnowledgeBase, question: string): Honesty | undefined {
  const lower = STAFF.exec(question) ? undefined : STAFF_LOWER.exec(question);
  if (lower) return { reason: 'staff', name: lower[2] };
  const engaged = ENGAGED_NOW.exec(question);
  if (engaged && (TODAY.test(question) || /\b(?:is|are)\b/i.test(engaged[0])))
    return { reason: 'engaged', name: engaged[1].trim() };
  const still = STILL_IN_POST.exec(question);
  if (still) return { reason: 'staff', name: still[1].trim() };
  const hired = HIRED.exec(question);
  if (hired) return { reason: 'staff', name: (hired[1] ?? hired[2] ?? '').trim() };
  const m = STAFF.exec(question);
  if (!m) return undefined;
  const place = (m[2] ?? m[3] ?? '').trim();
  // A name the records never write may not exist at all: the check on names says so, and when it
  // finds nothing to say, the post is still one no record holds (see `checkHonesty`).
  if (!recordsSay(kb, place)) return undefined;
  const role = (m[1] ?? '').toLowerCase().replace(/s$/, '');
  // An owner the records name ("owned by…", "bought by…") is theirs to tell.
  if (
    role === 'owner' &&
    textsOf(kb).some((t) => t.includes(place) && /\b(owned|owner|owns|bought|acquired)\b/.test(t))
  )
    return undefined;
  return { reason: 'staff', name: place };
}

/** Shops, bars or restaurants of a town asked for: "the best wine shop in Lyon", "a good wine bar near Porto". */
const CITY_VENUE =
  /\b(?:best|good|nice|great|nearest|recommended|cheapest|cheap|top|decent)\s+(?:places? to (?:buy|drink) wine|(?:wine\s+)?(?:shops?|bars?|restaurants?|merchants?|stores?|bistros?|cellars?|caves?))\s+(?:in|near|around)\s+((?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)/u;
/** "Which restaurant in london has the cheapest Krug tonight?": a town's venues asked by which, in any case. */
const WHICH_VENUE =
  /\b(?:which|what)\s+(?:wine\s+)?(?:shops?|bars?|restaurants?|merchants?|stores?|bistros?|pubs?|hotels?)\s+(?:in|near|around)\s+((?:the\s+)?\p{L}[\p{L}'’-]*)/iu;
/** What one person the asker knows thought of a wine: "what did my friend think of the Barolo we drank?". */
const SOMEONE_THINKS =
  /\b(?:what|how) (?:did|does|do|will|would) (?:my|our) (?:\w+ )?(?:neighbou?rs?|friends?|uncle|aunt|dad|father|mother|mum|mom|boss|grandfather|grandmother|grandpa|grandma|cousin|brother|sister|husband|wife|partner|parents|guests?|colleagues?|in-laws) (?:think|thought|feel|say|rate|make) (?:of|about)?\b|\b(?:did|does|will|would) (?:my|our) (?:\w+ )?(?:neighbou?rs?|friends?|uncle|aunt|dad|father|mother|mum|mom|boss|grandfather|grandmother|cousin|brother|sister|husband|wife|partner|parents|guests?|colleagues?|in-laws) (?:like|liked|enjoy|enjoyed|love|loved|hate|hated)\b/i;
// "Rated Grand Cru" is a rank of the law, not a critic's mark.
const SCORE =
  /\b(score|scores|scored|rating|ratings|rated(?!\s+(?:as\s+)?(?:an?\s+)?(?:grands?|premiers?|1er|first|second|third|fourth|fifth|crus?|growths?|docg|doc|aoc|classified)\b)|rate (the|this|that|a|an|my)\b[^?.]{0,40}\bout of (100|twenty|20|ten|10|five|5)|points? (did|from|out of|from critics)|\d{2,3}[- ]points?|how many points|parker points|wine spectator|wine advocate|vivino|(decanter|parker|suckling|vinous|galloni|halliday|jancis|robinson|wine enthusiast)\b[^?.]{0,30}\brate)\b/i;
const TASTING_METHOD =
  /\b(wset|sat|systematic|deductive|blind tasting|tasting note|quality level|(points?|rating|scoring) (scale|system)s?|scales?|how (do|does) (the )?[\w-]+ (points?|scores?|ratings?) work)\b/i;
const OPINION_VERB =
  '(?:(?:personally|really|actually|most|himself|herself|themselves)\\s+)?(think|thinks|thought|say|says|said|write|writes|wrote|rate|rates|feel|feels|recommend|recommends|like|likes|liked|love|loves|loved|prefer|prefers|preferred|enjoy|enjoys|enjoyed)';

/** A capitalised name followed by a verb of opinion: "Jancis Robinson thinks". */
const OPINION = new RegExp(`(\\p{Lu}[\\p{Ll}'’-]+(?:\\s+\\p{Lu}[\\p{Ll}'’-]+)+)\\s+${OPINION_VERB}\\b`, 'u');

/**
 * The names in a text, also read without possessive endings: "Barolo's fame" names Barolo, while
 * "Stag's Leap" keeps its own spelling. Word positions are the same in both readings.
 */
export function mentionsOf(kb: KnowledgeBase, text: string): Mention[] {
  const out = withDemonyms(kb, withoutPartOfName(kb, withoutNationalities(kb.mentions(text), text), text), text);
  const bare = text.replace(/(\p{L})['’]s\b/gu, '$1');
  if (bare === text) return out;
  for (const m of withoutPartOfName(kb, kb.mentions(bare), bare))
    if (!out.some((o) => o.start <= m.end && m.start <= o.end)) out.push(m);
  return out;
}

/** A word of nationality or place, in either number: "Portuguese", "Germans", "Tuscans". */
function isNationality(w: string): boolean {
  const adjective = (x: string) => COUNTRY_ADJECTIVES[x] !== undefined || REGION_ADJECTIVES[x] !== undefined;
  return adjective(w) || (w.endsWith('s') && adjective(w.slice(0, -1)));
}

/**
 * A nationality is a word of its own, not a misspelt grape: "what do the Portuguese call Tempranillo?"
 * names Portugal's people, not Blauer Portugieser. Only a near match of the one word is dropped; a
 * grape whose name holds the word exactly is kept, and places keep their adjectives ("Tuscans").
 */
function withoutNationalities(mentions: Mention[], text: string): Mention[] {
  const ws = words(text);
  return mentions.filter(
    (m) => m.kind !== 'grape' || m.score >= 0.9 || m.start < 0 || m.start !== m.end || !isNationality(ws[m.start]),
  );
}

const QUALIFIED =
  /^(regions?|areas?|law|laws|classifications?|appellations?|districts?|counties|county|states?|provinces?|departments?|zones?)$/;

/** Adds the regions and countries the question names by an adjective, where nothing else covers the word. */
function withDemonyms(kb: KnowledgeBase, mentions: Mention[], text: string): Mention[] {
  const ws = words(text);
  const out = [...mentions];
  ws.forEach((w, i) => {
    const two = `${w} ${ws[i + 1] ?? ''}`;
    const n = COUNTRY_ADJECTIVES[two] ? 2 : 1;
    const adjective = n === 2 ? two : w;
    const id =
      REGION_ADJECTIVES[adjective] ??
      (QUALIFIED.test(ws[i + n] ?? '') || (ws[i + n] === 'wine' && QUALIFIED.test(ws[i + n + 1] ?? ''))
        ? COUNTRY_ADJECTIVES[adjective]
        : undefined);
    const r = id ? kb.region(id) : undefined;
    const end = i + n - 1;
    if (!r || out.some((m) => m.start <= end && i <= m.end && m.score >= 0.9)) return;
    // "Which Italian region is Chianti in?": the place named already says where; the adjective adds nothing.
    const within = (m: Mention) =>
      m.kind === 'region' && m.score >= 0.9 && m.id !== r.id && kb.ancestors(m.id).some((a) => a.id === r.id);
    if (out.some(within)) return;
    const rest = out.filter((m) => !(m.start <= end && i <= m.end));
    out.length = 0;
    // Below an exact name: a name the question also gives and no record knows is still admitted.
    out.push(...rest, {
      kind: 'region',
      id: r.id,
      score: 0.85,
      title: r.name,
      matched: adjective,
      start: i,
      end,
      whole: true,
    });
  });
  return out;
}

const RECORD_WORDS = new WeakMap<KnowledgeBase, Set<string>>();

/** Every word the records use, in any field. */
function recordWords(kb: KnowledgeBase): Set<string> {
  let set = RECORD_WORDS.get(kb);
  if (!set) {
    set = new Set(words(JSON.stringify([kb.grapes, kb.regions, kb.topics, kb.terms, kb.pairings])));
    RECORD_WORDS.set(kb, set);
  }
  return set;
}

warmAlso(recordWords);

/**
 * A word only resembling a record ("Robert" for Robertson) inside a capitalised name whose other
 * words no record knows ("Robert Parker", "Emile Peynaud") is part of that name, a person or an
 * estate, not a misspelt wine.
 */
function withoutPartOfName(kb: KnowledgeBase, mentions: Mention[], text: string): Mention[] {
  const raw = text
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' & ')
    .split(/[^\p{L}\p{M}0-9&]+/u)
    .filter((w) => w.length > 0);
  const ws = words(text);
  if (raw.length !== ws.length) return mentions;
  const capital = (i: number) => i >= 0 && i < raw.length && /^\p{Lu}\p{Ll}/u.test(raw[i]);
  const known = (i: number) =>
    mentions.some((m) => m.start <= i && i <= m.end && m.score >= 0.9) ||
    STOPWORDS.has(ws[i]) ||
    WINE_WORDS.has(ws[i]) ||
    recordWords(kb).has(ws[i]);
  const partOfName = (m: Mention) => {
    if (m.score >= 0.9 || m.start !== m.end || m.start < 0 || !capital(m.start)) return false;
    // The name around it: the capitalised words either side.
    let a = m.start;
    let b = m.end;
    while (capital(a - 1) && a - 1 > 0) a--;
    while (capital(b + 1)) b++;
    if (a === b) return false;
    for (let i = a; i <= b; i++) if (i !== m.start && known(i)) return false;
    return true;
  };
  return mentions.filter((m) => m.kind === 'pairing' || !partOfName(m));
}

/** A year after this one named in the question ("the 2032 harvest"), or a decade not yet begun, if any. */
export function futureYear(question: string, now = new Date()): string | undefined {
  const year = now.getUTCFullYear();
  const single = (question.match(/\b(19|20|21)\d{2}\b(?!['’]?s\b)/g) ?? []).find((y) => Number(y) > year);
  if (single) return single;
  // A decade that has not begun: "the best vintage of the 2030s".
  const decade = (question.match(/\b(?:19|20|21)\d0['’]?s\b/g) ?? []).find((d) => Number(d.slice(0, 4)) > year);
  return decade ? `${decade.slice(0, 4)}s` : undefined;
}

/** Finds what the question asks that the knowledge base cannot honestly answer, if anything. */
export function checkHonesty(kb: KnowledgeBase, question: string, now = new Date()): Honesty | undefined {
  const found = honestyOf(kb, question, now);
  if (found) return found;
  // Who holds a post at a place no record writes ("the head sommelier at The Fat Duck"), when no other
  // check spoke: whether or not the place exists, the post holder is nothing the records can tell.
  // (Only a post of wine's own: the head of a carmaker is no wine question.)
  const m = STAFF.exec(question);
  const place = (m?.[2] ?? m?.[3] ?? '').trim();
  return place !== '' && WINE_POST.test(m?.[1] ?? '') ? { reason: 'staff', name: place } : undefined;
}

function honestyOf(kb: KnowledgeBase, question: string, now: Date): Honesty | undefined {
  const ts = tokenize(question);
  // Vintages still to come: a year after this one.
  const year = now.getUTCFullYear();
  const future = futureYear(question, now);
  if (
    future ||
    /\bnext (year['’]?s? |season['’]?s? )?(vintage|harvest|crop)\b|\b(will|going to)\b[^?.]*\b(at|for|during) the (next|upcoming|coming|forthcoming) ([\w'’-]+ ){0,2}(weddings?|banquets?|ceremony|coronation|dinners?|gala|summit|olympics|games|competitions?|awards?|finals?|elections?|festivals?|party|parties)\b|\bnext year['’]s\b|\b(will|going to)\b.*\bnext year\b|\b(upcoming|coming|forthcoming) (vintage|harvest)\b/i.test(
      question,
    )
  )
    return { reason: 'future', name: future ?? 'next vintage' };
  // "Why does wine cost so much in restaurants?" asks the reasons behind prices, which the trade's
  // ways explain; only a price itself is what no record can hold.
  const reasons = /^\W*why\b/i.test(question.trim());
  if (
    !reasons &&
    !volumeAsked(question) &&
    (PRICE.test(question) || PRICE_OF_NAME.test(question) || PRICE_WORDS.test(question))
  )
    return { reason: 'price', name: subjectPhrase(ts) };
  // Critics' marks, not the quality conclusion of a tasting method ("how does the WSET grade quality?").
  if (SCORE.test(question) && !TASTING_METHOD.test(question)) return { reason: 'score', name: subjectPhrase(ts) };
  if (BEST.test(question) || BEST_ONE.test(question)) return { reason: 'best', name: subjectPhrase(ts) };
  const mentions = mentionsOf(kb, question);
  const exact = mentions.filter((m) => m.whole && m.score >= 0.9);
  const vintage = vintageAsked(kb, question, exact, year);
  if (vintage) return vintage;
  const venue = question.match(VENUE);
  if (venue) return { reason: 'venue', name: venue[3].replace(/^the\s+/i, '') };
  // A booking or an order asked of the tutor itself is one it cannot make, whatever wine it names.
  if (!CONTACT.test(question) && !OPENING.test(question) && BOOK_FOR_ME.test(question))
    return { reason: 'contact', name: '' };
  const contact = question.match(CONTACT) ?? question.match(OPENING);
  // The days of a timetable are not the business's name: "open on Sundays", "closed at Easter".
  if (contact) return { reason: 'contact', name: subjectPhrase(ts.filter((t) => !CALENDAR_NAME.test(t.raw))) };
  if (MONEY.test(question)) return { reason: 'figures', name: subjectPhrase(ts) };
  // The wine counted ("bottles of Sassicaia") is what the figure is about, not the market it went to.
  if (
    SALES.test(question) ||
    STOCK_LEFT.test(question) ||
    (YEAR_OUTPUT.test(question) && /\b(19|20)\d{2}\b/.test(question))
  )
    return {
      reason: 'figures',
      name:
        question
          .match(/\b(?:bottles|cases|litres|liters|hectolitres|cartons|units) of ((?:\p{Lu}[\p{L}'’-]*\s?)+)/u)?.[1]
          .trim() ?? subjectPhrase(ts),
    };
  if (
    PRIVATE_CHOICE.test(question) ||
    PRIVATE_FAVOURITE.test(question) ||
    (PRIVATE_STORE.test(question) && STORE_STATE.test(question))
  )
    return { reason: 'personal', name: '' };
  // A person's name, not a dish or a wine ("what wine does lamb like" asks for a pairing).
  const taste = NAMED_TASTE.exec(question);
  if (taste && !kb.mentions(taste[1]).some((m) => m.whole && m.score >= 0.8))
    return { reason: 'personal', name: taste[1].trim().replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase()) };
  if (
    (PRIVATE_WHO.test(question) && PRIVATE_FIGURE.test(question)) ||
    (OWN_HOLDING.test(question) && OWN_VALUE.test(question))
  )
    return { reason: 'private', name: '' };
  if (IN_HAND.test(question) || PRIVATE_MADE.test(question) || KEPT_AT_HOME.test(question))
    return { reason: 'unseen', name: '' };
  const staff = staffAsked(kb, question);
  if (staff) return staff;
  if (
    (LOCAL_PLACE.test(question) || STREET_PLACE.test(question)) &&
    (LOCAL_FACT.test(question) || PRIVATE_TASTE.test(question) || PLACE_NOW.test(question))
  )
    return { reason: 'local', name: '' };
  // Asked by which, a venue is wine's business only with wine or a wine's name in the question.
  const which = WHICH_VENUE.exec(question);
  const winey =
    which !== null &&
    words(question).some((w) => WINE_WORDS.has(w) || (!isEnglishWord(w) && !fold(which[1]).includes(w)));
  const town = CITY_VENUE.exec(question) ?? (winey ? which : null);
  if (town) return { reason: 'venues', name: town[1] };
  if (SOMEONE_THINKS.test(question)) return { reason: 'someone', name: '' };
  const figures = question.match(ESTATE_FIGURES) ?? question.match(FIGURES);
  // "How many bottles do I get in a case?": the asker counting a case, not a producer's output.
  if (
    figures &&
    !(PRONOUN.test(figures[3]) && ONE_CASE.test(question)) &&
    // "Château Margaux" is an estate, whatever place its name holds; "Margaux" alone is the place.
    (PRODUCER_WORD.test(figures[3]) ||
      !exact.some((m) => (m.kind === 'region' || m.kind === 'grape') && fold(figures[3]).includes(m.matched)))
  )
    return { reason: 'figures', name: figures[3] };
  // A named person's opinion: "What does Jancis Robinson think of …", "according to Hugh Johnson".
  const person =
    question.match(OPINION) ??
    // A named person's own taste: "Jancis Robinson's favourite grape", "Hugh Johnson's top pick".
    question.match(
      /(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)+)['’]s (?:own |personal |all[- ]time )?(?:favou?rites?|preferred|top (?:pick|wine|choice)|pick|picks|choice|go-to|desert island)\b/u,
    ) ??
    question.match(/\baccording to (\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)+)/u);
  // Titles before a name are not part of it: "Master Sommelier Derek Vallancourt".
  const personName = person?.[1].replace(/^((Master|Sommelier|Critic|Winemaker|Chef|Dr|Professor|Mr|Mrs|Ms)\s+)+/, '');
  // What a figure of wine's history wrote or said, with no wine put to them to judge ("what did
  // Christopher Merret write?", "what did Louis Pasteur say?"), is the history the records tell. A
  // critic, whose writing is opinion, keeps the admission.
  const recorded =
    person !== null &&
    /^(say|says|said|write|writes|wrote)$/.test(person[2] ?? '') &&
    !exact.some((m) => m.kind === 'region' || m.kind === 'grape') &&
    historicalFigure(kb, personName ?? '');
  if (
    person &&
    !recorded &&
    personName?.includes(' ') &&
    !kb.mentions(personName).some((m) => m.whole && (m.kind === 'grape' || m.kind === 'region'))
  )
    return { reason: 'opinion', name: personName };
  // Someone's own wine ("my neighbour's homemade wine"): no record has tasted it, whatever it is made
  // from; unless homemade, a grape or place named beside it is what is asked ("my friend's Barolo").
  if (
    PRIVATE_OWNER.test(question) &&
    PRIVATE_TASTE.test(question) &&
    (HOMEMADE.test(question) || !exact.some((m) => m.kind === 'grape' || m.kind === 'region'))
  )
    return { reason: 'unseen', name: '' };
  const premise = falsePremise(kb, question, exact) ?? untoldEvent(kb, question, exact);
  if (premise) return premise;
  const result = awardAsked(kb, question, exact);
  if (result) return result;
  const phrase = madeUpLabelPhrase(kb, question);
  if (phrase) return { reason: 'name', name: phrase, category: 'term' };
  const method = madeUpMethod(kb, ts);
  if (method) return { reason: 'name', name: method.name, category: method.category };
  // An unknown name with a category word beside it.
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i];
    let run: Token[] = [];
    let category = '';
    if (BEFORE.test(t.raw) && (t.cap || i > 0) && !(fold(t.raw) === 'champagne' && !t.cap)) {
      run = nameRun(ts, i + 1, 1);
      // A lower-case name after the category word: "the grape kavrolino".
      if (run.length === 0) run = lowerRun(kb, ts, i + 1, 1);
      category = fold(t.raw) === 'chateau' ? 'château' : t.raw.toLowerCase();
    } else if (
      AFTER.test(t.raw) &&
      i > 0 &&
      (t.raw === t.raw.toUpperCase() || /^[a-z]/.test(t.raw) || (PRODUCER_AFTER.test(t.raw) && ts[i - 1].cap))
    ) {
      // "the Renzaglia family estate": a describing word may sit between the name and its category.
      const gap = i > 1 && /^(family|wine|small|old|historic|famous|tiny|little)$/i.test(ts[i - 1].raw) ? 1 : 0;
      run = nameRun(ts, i - 1 - gap, -1);
      if (run.length === 0) run = lowerRun(kb, ts, i - 1 - gap, -1);
      // "castelvetro rosso docg": known words may make up a designation no record holds.
      if (run.length === 0 && LEGAL.test(t.raw)) run = plainRun(ts, i - 1);
      category = t.raw;
    }
    // The category said first, the way a learner introduces a name: "the Marlborough winery Kahu Creek",
    // "the Chilean valley Quebrada Azul", "the ward of Klipvlei Heights", "the Portuguese DOC Serra da Lontra".
    // A known name or a nationality before the category ("Marlborough" in "the Marlborough winery Kahu
    // Creek", "the Chilean valley …") only says where.
    const knownBefore =
      run.length > 0 &&
      (namesWholly(kb, run.map((x) => x.raw).join(' ')) ||
        run.every((x) => isNationality(fold(x.raw)) || !unknownName(kb, x.raw)));
    if (
      (run.length === 0 || knownBefore) &&
      i > 0 &&
      (AFTER.test(t.raw) || NAMED_AFTER.test(t.raw)) &&
      !BEFORE.test(t.raw)
    ) {
      const of = /^of$/i.test(ts[i + 1]?.raw ?? '') ? 1 : 0;
      const after = nameRun(ts, i + 1 + of, 1);
      if (after.length > 0 && after.every((x) => x.cap || CONNECTOR.test(x.raw) || /^\d+$/.test(x.raw))) {
        run = after;
        category = t.raw;
      } else if (
        after.length === 0 &&
        run.length === 0 &&
        // "the grape …", "the fining agent …": the category introduced with its article.
        [ts[i - 1], ts[i - 2]].some((x) => /^(the|a|an)$/i.test(x?.raw ?? ''))
      ) {
        // Typed in lower case after "the grape", "the fining agent": a word no record writes, and no
        // misspelling of one, is the name ("the grape kavrolino").
        const lower = lowerRun(kb, ts, i + 1 + of, 1);
        if (lower.length > 0) {
          run = lower;
          // "fining agent", "yeast strain": the word before says which kind of agent or strain.
          const kindOf = /^(agent|strain)$/i.test(t.raw) && !/^(the|a|an)$/i.test(ts[i - 1].raw);
          category = kindOf ? `${ts[i - 1].raw} ${t.raw}`.toLowerCase() : t.raw;
        }
      }
    }
    // A legal designation in capitals ("X DOC", "Y AVA") names the place before it, first word or not.
    // In lower case only the longer designations: "do" is a verb as often as Spain's DO.
    const legal =
      category !== '' && LEGAL.test(category) && (category === category.toUpperCase() || category.length >= 3);
    // The first word of a sentence is capitalised anyway: it is not a name on its own.
    // A word no record writes, named a grape or a place by the word after it ("Kékvörös grape"), is a
    // name even at the head of the sentence.
    if (run.length > 0 && ts.indexOf(run[0]) === 0 && run.length === 1 && run[0].cap) {
      if (!((legal || KIND_AFTER.test(category)) && strangeWord(kb, run[0].raw))) continue;
    }
    // A question word capitalised by the sentence is not part of the name: "Is Screaming Eagle Winery…".
    while (run.length > 1 && run[0].cap && STOPWORDS.has(fold(run[0].raw))) run = run.slice(1);
    const content = run.filter((x) => !CONNECTOR.test(x.raw));
    if (content.length === 0) continue;
    const strange = content.filter((x) => unknownName(kb, x.raw) && !isEnglishWord(fold(x.raw)));
    // Everyday words can make a name ("Sapphire Ridge AVA", "Silver Creek Estate"): before a legal
    // designation or a producer's word, a run of two or more capitalised words in which the records
    // name no grape or region is still unknown.
    const named = content.filter((x) => !STOPWORDS.has(fold(x.raw)));
    // After a producer's word ("Clos Mirabelle", "Quinta da Ribeira Serena"), a capitalised run the
    // records never write is a producer they do not know, even when its words are everyday ones.
    const producer =
      BEFORE.test(t.raw) &&
      t.cap &&
      category !== 'champagne' &&
      named.length >= 1 &&
      named.every((x) => x.cap) &&
      // A hyphened name whose parts are known but which no record writes whole ("Romanée-Clos") is
      // one name, not the known names it is made of.
      ((!namesWholly(kb, named.map((x) => x.raw).join(' ')) && !namesInPart(kb, named[0].raw)) ||
        (/\p{L}-\p{L}/u.test(named[0].raw) && !recordsSay(kb, named[0].raw))) &&
      !recordsSay(kb, `${t.raw} ${run.map((x) => x.raw).join(' ')}`) &&
      !recordsSay(kb, named.map((x) => x.raw).join(' '));
    const unnamed =
      producer ||
      ((legal || PRODUCER_AFTER.test(category)) &&
        named.length >= 2 &&
        (named.every((x) => x.cap) ||
          // A nationality says whose law it is ("the second spanish doca"), not a name of its own.
          (legal &&
            named.some(
              (x) => !isEnglishWord(fold(x.raw)) && !WINE_WORDS.has(fold(x.raw)) && !isNationality(fold(x.raw)),
            ))) &&
        !(legal ? namesWholly : namesInPart)(kb, named.map((x) => x.raw).join(' ')) &&
        !recordsSay(kb, named.map((x) => x.raw).join(' '))) ||
      // "The Rioja Alta Norte subzone", "the Langhe Superiore zone": capitalised words named a part of a
      // wine place that no record names or writes as a whole, though a known place may be among them.
      (PART_AFTER.test(category) &&
        named.length >= 2 &&
        named.every((x) => x.cap) &&
        !namesWholly(kb, run.map((x) => x.raw).join(' ')) &&
        !recordsSay(kb, run.map((x) => x.raw).join(' '))) ||
      // "The Pouilly-Montrachet appellation": known names joined by a hyphen into a place no record
      // holds or writes as a whole.
      (KIND_AFTER.test(category) &&
        named.length > 0 &&
        named.every((x) => x.cap) &&
        named.some((x) => /\p{L}-\p{L}/u.test(x.raw)) &&
        !namesWholly(kb, named.map((x) => x.raw).join(' ')) &&
        !recordsSay(kb, named.map((x) => x.raw).join(' ')));
    if (strange.length === 0 && !unnamed) continue;
    const name = BEFORE.test(t.raw)
      ? `${t.raw} ${run.map((x) => x.raw).join(' ')}`
      : `${run.map((x) => x.raw).join(' ')}${legal ? ` ${t.raw.toUpperCase()}` : /^[a-z]/.test(t.raw) ? '' : ` ${t.raw}`}`;
    // A known place inside the unknown one ("Napa" in "Napa Highlands AVA") is offered as what is near.
    const known = unnamed
      ? kb.mentions(named.map((x) => x.raw).join(' ')).find((m) => m.kind === 'region' && m.whole && m.score >= 0.9)
          ?.matched
      : undefined;
    return {
      reason: 'name',
      name,
      category: fold(t.raw) === 'champagne' ? 'producer' : legal ? category.toUpperCase() : category,
      ...(known ? { known } : {}),
    };
  }
  // A real name's pattern with another place in it ("the Judgment of Lyon" for the Judgement of Paris):
  // an event or thing no record holds, not the real one it echoes.
  const echo = echoedName(kb, question, mentions);
  if (echo) return { reason: 'name', name: echo };
  // A known place with a landform fused on as one name ("Napa Highlands", "the Barossa Hills"): a
  // place no record holds or writes, not the known place it starts with.
  const fused =
    fusedPlace(kb, ts) ??
    fusedGrape(kb, ts) ??
    colouredGrape(kb, ts) ??
    hyphenedPlace(kb, question) ??
    madeUpClass(kb, ts) ??
    foreignTerm(kb, ts) ??
    madeUpRank(kb, ts) ??
    madeUpGrapeColour(kb, ts) ??
    madeUpQualifier(kb, ts);
  if (fused) return { reason: 'name', name: fused.name, known: fused.known };
  const law = madeUpLaw(kb, question);
  if (law) return { reason: 'name', name: law.name, ...(law.known ? { known: law.known } : {}) };
  const selection = madeUpSelection(kb, question);
  if (selection)
    return { reason: 'name', name: selection.name, ...(selection.known ? { known: selection.known } : {}) };
  // Someone named by their trade ("winemaker jorge almadena", "the sommelier Ilse Varga"): a person,
  // in capitals or not, whose name no record writes.
  const role = roledPerson(kb, ts);
  if (role) return { reason: 'name', name: role, category: 'person' };
  // A name on its own ("What does Brascatello taste like?"): a word the knowledge base never writes,
  // not English and too far from any name to be a misspelling of one, where a name belongs. A question
  // that also names a grape, region or food exactly is about that; the strange word is someone or
  // somewhere beside it.
  // …unless the question sets the two side by side ("Compare Barolo with Grattanera"): then each is asked about.
  const sideBySide =
    /\b(compare|compared|comparing|versus|vs|difference|differences|differ|better than|similar to|related to|relative of|same as|cross of|crossing of|parent of|offspring of|synonym)\b/i.test(
      question,
    );
  // A question about who someone is asks about that person, whatever else it names.
  const who = question.match(/\b[Ww]ho (?:is|was|are|were)\s+(?:the\s+)?((?:\p{Lu}[\p{L}'’-]*\s*){1,4})/u);
  if (who && words(who[1]).some((w) => strangeWord(kb, w)))
    return { reason: 'name', name: who[1].trim(), category: 'person' };
  const someone = who ? unknownPerson(kb, who[1]) : undefined;
  if (someone) return { reason: 'name', name: someone, category: 'person' };
  const called = calledName(kb, question);
  if (called) return { reason: 'name', name: called };
  // A place named after its category ("the PDO Downs Chalk Ridge", "AVA Coyote Bench Hills") in
  // ordinary words that no record writes together: the category says it is an appellation, and none
  // is so called.
  for (const m of question.matchAll(
    /\b(?:PDO|PGI|AOC|AOP|DOCG|DOCa|DOC|DOP|DAC|AVA|IGT|IGP)\s+((?:\p{Lu}[\p{L}'’-]*\s+){1,3}\p{Lu}[\p{L}'’-]*)/gu,
  )) {
    const run = m[1].trim();
    const whole = words(run).join(' ');
    if (
      !recordsSay(kb, run) &&
      !kb.mentions(run).some((x) => x.whole && x.score >= 0.9 && words(x.matched).join(' ') === whole)
    )
      return { reason: 'name', name: run };
  }
  if (sideBySide || !exact.some((m) => m.kind === 'grape' || m.kind === 'region' || m.kind === 'pairing')) {
    const named = bareName(kb, ts, question);
    if (named) return { reason: 'name', name: named };
  }
  // The strange name is what the question asks about ("Tell me about Les Vignes Dorvanne"), when it
  // names no grape or food beside it, or it is placed in a known region ("Dorvanne in Pauillac"): the
  // region is only where it claims to be.
  const runs: string[] = [];
  const starter = question.match(
    /^\s*(?:tell me about|what (?:is|are|was)|what's|whats|describe|who (?:makes|owns|runs))\s+(?:the\s+)?/i,
  );
  // A grape named in an apposition after the name ("Nebbiesling, the Nebbiolo x Riesling crossing")
  // only says what the name claims to be.
  const asked = starter ? question.slice(starter[0].length).match(/^(?:\p{Lu}[\p{L}'’-]*\s*){1,4}/u)?.[0] : undefined;
  const apposed =
    asked !== undefined &&
    /^,\s*(?:the|a|an)\s/i.test(question.slice((starter?.[0].length ?? 0) + asked.trimEnd().length));
  if (starter && (apposed || !exact.some((m) => m.kind === 'grape' || m.kind === 'pairing'))) runs.push(asked ?? '');
  // …also when a verb of growing or making stands between ("Is Tempranova grown in Rioja?", "is
  // Marvellina planted outside Sicily?").
  for (const m of question.matchAll(
    /((?:\p{Lu}[\p{L}'’-]*\s+){1,4})(?:(?:grown|planted|made|produced|cultivated|found|used)\s+)?(?:(?:mainly|mostly|only|also|widely|anywhere)\s+)?(?:in|from|near|outside|beyond|around|across|throughout)\s+(?:the\s+)?(?=\p{Lu})/gu,
  )) {
    const after = fold(question.slice((m.index ?? 0) + m[0].length));
    // The question's opening word ("Is", "Does") is capitalised by the sentence, not part of the name.
    const run = m[1].replace(/^(?:\p{Lu}[\p{L}]*\s+)(?=\p{Lu})/u, (w) => (STOPWORDS.has(fold(w.trim())) ? '' : w));
    if (exact.some((r) => r.kind === 'region' && after.startsWith(r.matched))) runs.push(run);
  }
  // …or when the question itself calls it a grape or a wine of that place ("Is Rossolino a grape from
  // Tuscany?", "Was Vendorello a red wine of Sicily?").
  for (const m of question.matchAll(
    /\b(?:[Ii]s|[Ww]as|[Aa]re|[Ww]ere)\s+((?:\p{Lu}[\p{L}'’-]*\s+){1,4})(?:an?|the|one of the)\s+(?:[\p{L}-]+\s+){0,2}(?:grapes?|variety|varieties|varietal|wines?|appellation|region|village|estate|producer|winery)\s+(?:from|in|of|grown in|made in)\s+(?:the\s+)?(?=\p{Lu})/gu,
  )) {
    const after = fold(question.slice((m.index ?? 0) + m[0].length));
    if (exact.some((r) => r.kind === 'region' && after.startsWith(r.matched))) runs.push(m[1]);
  }
  // …or when the question asks what grape or wine the name is ("What grape is Bianchetta Toscana
  // used for?", "what wine is Castelmorno?").
  for (const m of question.matchAll(
    /\b[Ww]hat (?:kind of |type of )?(?:grapes?|variety|varieties|wines?|appellation|region) (?:is|are|was)\s+((?:\p{Lu}[\p{L}'’-]*\s*){1,4})/gu,
  ))
    runs.push(m[1]);
  // Someone named as the maker, owner or founder of wine ("What did Aldo Ferrucci make in Tuscany?",
  // "a Chianti made by Aldo Ferrucci"): the person is what is asked about, the place only where.
  for (const m of question.matchAll(ACTOR)) runs.push(m[1] ?? m[2] ?? '');
  for (const r of runs) {
    const run = r.trim();
    if (run.split(/\s+/).some((w) => /^\p{Lu}/u.test(w) && strangeWord(kb, w))) return { reason: 'name', name: run };
  }
  return undefined;
}

/**
 * The person a "who is/was" question names, when the records know no such person: a name of two or
 * more capitalised words that no fact writes and no record is called by as a whole. A place or grape inside it ("Queen Victoria", "Tom Shiraz") is part of the person's name.
 */
function unknownPerson(kb: KnowledgeBase, run: string): string | undefined {
  const parts = run.trim().split(/\s+/);
  while (parts.length > 0 && STOPWORDS.has(fold(parts[parts.length - 1]))) parts.pop();
  if (parts.length < 2) return undefined;
  const name = parts.join(' ');
  if (recordsSay(kb, name)) return undefined;
  const whole = words(name).join(' ');
  if (kb.mentions(name).some((m) => m.whole && m.score >= 0.9 && words(m.matched).join(' ') === whole))
    return undefined;
  return name;
}

/**
 * Landform words that end a place's name: "Hills", "Heights", "Highlands", "Ridge". Not "Valley",
 * "River" or "Coast", which people add to a region's name in passing ("the Mosel Valley").
 */
const LANDFORM =
  /^(hills?|heights|highlands?|ridges?|mountains?|bench|benches|slopes?|plateau|peaks?|canyon|mesa|terraces?|springs|creek|foothills)$/i;

/** A capitalised run of a known place and a capitalised landform that no record names as a whole. */
/** Words that name a rank of wine law: "the Rioja Gran Reserva category", "a Mosel classification". */
const CLASS_WORD = /^(classification|classifications|category|categories|designation|designations|tier|mention)$/i;

/** The first `k` words of a run when a region's record is named by exactly them ("Priorat", "Douro Valley"). */
function placeOf(kb: KnowledgeBase, run: readonly Token[], k: number): string | undefined {
  const place = run
    .slice(0, k)
    .map((t) => t.raw)
    .join(' ');
  const covers = (m: Mention) => words(m.matched).length === words(place).length;
  return kb.mentions(place).some((m) => m.kind === 'region' && m.whole && m.score >= 0.9 && covers(m))
    ? place
    : undefined;
}

/** A name some record holds whole or writes in one of its sentences: real, whatever its words look like. */
function written(kb: KnowledgeBase, name: string): boolean {
  return namesWholly(kb, name) || recordsSay(kb, name);
}

/**
 * A known place with a rank no record writes set after it, as one name: "the Douro Reserva Dourada
 * classification", "the Mendoza Tinto Supremo category". Known words of the records ("Gran Reserva",
 * "Kabinett") leave it a real rank.
 */
function madeUpClass(kb: KnowledgeBase, ts: Token[]): { name: string; known: string } | undefined {
  for (let i = 2; i < ts.length; i++) {
    if (!CLASS_WORD.test(ts[i].raw)) continue;
    // Capitalised words back from the rank word, a place's own "Valley" or "Hills" included.
    const run: Token[] = [];
    for (let j = i - 1; j >= 1 && run.length < 6 && ts[j].cap; j--) run.unshift(ts[j]);
    for (let k = run.length - 1; k >= 1; k--) {
      const place = placeOf(kb, run, k);
      if (!place) continue;
      const rest = run.slice(k);
      const rank = rest.map((t) => t.raw).join(' ');
      if (!rest.some((t) => unknownName(kb, t.raw) && !isEnglishWord(fold(t.raw)))) break;
      if (recordsSay(kb, `${place} ${rank}`) || recordsSay(kb, rank)) break;
      return { name: `${place} ${rank}`, known: place };
    }
  }
  return undefined;
}

/** A law by its own name, in capitals ("the Bordeaux Oak Act", "the Barolo Purity Law of 1987"). */
const NAMED_LAW =
  /((?:\p{Lu}[\p{L}'’-]*\s+){1,5})(Act|Law|Decree|Reform|Charter|Code|Regulations?|Statute|Ordinance)\b/gu;
/** A law of a year in lower case, after a wine's name: "the Burgundy Grand Cru reform of 1974". */
const LAW_OF_YEAR =
  /((?:\p{Lu}[\p{L}'’-]*\s+){1,5})(?:[a-z]+\s+){0,2}(act|law|decree|reform|regulations?|statute|ordinance|rules?)\s+of\s+((?:1[6-9]|20)\d{2})\b/gu;
/** What a record says when it tells of a law or of a rank set by one. */
const LAW_TOLD =
  /\b(laws?|acts?|decrees?|reforms?|rules?|regulations?|system|created|founded|introduced|established|classification|classified|granted|status|appellation)\b/;

/**
 * A wine law called by a name the records never write: "the Bordeaux Oak Act of 1962", "the Barolo
 * Purity Law", "the Burgundy Grand Cru reform of 1974". A known place in the name only says where;
 * the words that name the law itself ("Oak", "Purity", "Irrigation") must be the records' own, and a
 * law given a year must be one their texts date to it ("the French wine law of 1935"). The place is
 * offered as what is known nearby.
 */
function madeUpLaw(kb: KnowledgeBase, question: string): { name: string; known?: string } | undefined {
  const place = (run: string) =>
    kb
      .mentions(run)
      .find((m) => m.kind === 'region' && m.whole && m.score >= 0.9 && kb.region(m.id)?.kind !== 'country');
  const trimmed = (run: string) => {
    const parts = run.trim().split(/\s+/);
    while (parts.length > 0 && (STOPWORDS.has(fold(parts[0])) || /^\d+$/.test(parts[0]))) parts.shift();
    return parts.join(' ');
  };
  for (const m of question.matchAll(NAMED_LAW)) {
    const run = trimmed(m[1]);
    if (run === '' || recordsSay(kb, `${run} ${m[2]}`)) continue;
    const where = place(run);
    // The words of the name that are not the place's, nor a nationality or the word "wine".
    const own = words(run).filter(
      (w) => !isNationality(w) && w !== 'wine' && !(where && words(where.matched).includes(w)),
    );
    if (own.length === 0 || !where) continue;
    if (recordsSay(kb, `${own.join(' ')} ${m[2]}`)) continue;
    return { name: `${run} ${m[2]}`, known: kb.region(where.id)?.name ?? where.matched };
  }
  for (const m of question.matchAll(LAW_OF_YEAR)) {
    const run = trimmed(m[1]);
    const where = place(run);
    if (run === '' || !where) continue;
    if (textsOf(kb).some((t) => t.includes(m[3]) && LAW_TOLD.test(t))) continue;
    return { name: `${run} ${m[2]} of ${m[3]}`, known: kb.region(where.id)?.name ?? where.matched };
  }
  return undefined;
}

/** A named vine selection: a clone or a rootstock, the name before it or after it. */
const SELECTION_BEFORE =
  /(?<![\p{L}\d])((?:\p{Lu}[\p{L}'’-]*|\d+[A-Z]?)(?:\s+(?:\p{Lu}[\p{L}'’-]*|\d+[A-Z]?)){0,2})\s+(?:clones?|rootstocks?)\b/gu;
const SELECTION_AFTER =
  /\b(?:clones?|rootstocks?)\s+(?:(?:is|are|was)\s+)?(?:(?:called|named|known as)\s+)?((?:\p{Lu}[\p{L}'’-]*|\d+[A-Z]?)(?:\s+(?:\p{Lu}[\p{L}'’-]*|\d+[A-Z]?)){0,2})/gu;

/**
 * A clone or rootstock called by a name the records never write: "the Silverleaf clone of Cabernet",
 * "the Dufresne 88 rootstock", "a rootstock called Hermitage 12". The selections the records name
 * ("the Dijon clones", "110 Richter", "SO4", a clone named after a place they know, as Pommard) are
 * real; a bare number ("clone 337") is not judged, for nurseries number thousands of them. The grape
 * the question names is offered as what is known nearby.
 */
function madeUpSelection(kb: KnowledgeBase, question: string): { name: string; known?: string } | undefined {
  const names = [...question.matchAll(SELECTION_BEFORE), ...question.matchAll(SELECTION_AFTER)].map((m) => {
    const parts = m[1].split(/\s+/);
    // A question word capitalised by the sentence is not part of the name: "Which …", "Is …".
    while (parts.length > 0 && STOPWORDS.has(fold(parts[0]))) parts.shift();
    return parts.join(' ');
  });
  for (const name of names) {
    if (!/\p{Lu}/u.test(name) || recordsSay(kb, name)) continue;
    // A grape or place the records hold by that name ("the Pinot Noir clones", "a Chardonnay rootstock").
    const whole = words(name).join(' ');
    if (kb.mentions(name).some((m) => m.whole && m.score >= 0.9 && words(m.matched).join(' ') === whole)) continue;
    const grape = kb.mentions(question).find((m) => m.kind === 'grape' && m.whole && m.score >= 0.9);
    return { name, ...(grape ? { known: kb.grape(grape.id)?.name ?? grape.matched } : {}) };
  }
  return undefined;
}

/**
 * Whether the capitalised word at `i` goes on a name begun before it through a joining word
 * into a place the records hold ("Valpolicella" in "Amarone della Valpolicella", "Rhône" in "Côtes du
 * Rhône"): a run starting there cuts the name in two, and its tail is judged as the whole.
 */
function insideName(kb: KnowledgeBase, ts: readonly Token[], i: number): boolean {
  if (i < 2 || !CONNECTOR.test(ts[i - 1].raw) || !ts[i - 2].cap) return false;
  // Only a name the records hold: "Quinta do Vesúvio Alto" is judged from "Vesúvio" as before.
  for (let j = i - 2; j >= 0 && (ts[j].cap || CONNECTOR.test(ts[j].raw)); j--) {
    if (!ts[j].cap) continue;
    if (placeOf(kb, ts.slice(j, i + 1), i + 1 - j)) return true;
  }
  return false;
}

/**
 * A known place with a capitalised word no record writes and no dictionary holds set after it, as one
 * name: "Priorat Nord", "Brunello Riserva Vecchia". No record writing the whole, it is a wine or place
 * no record holds, not the known place it starts with.
 */
function madeUpQualifier(kb: KnowledgeBase, ts: Token[]): { name: string; known: string } | undefined {
  for (let i = 1; i < ts.length; i++) {
    // The run starts at the name: after a lower-case word or the sentence's first word ("Is …").
    if (!ts[i].cap || (ts[i - 1].cap && i > 1) || insideName(kb, ts, i)) continue;
    const run = nameRun(ts, i, 1);
    for (let k = run.length - 1; k >= 1; k--) {
      const place = placeOf(kb, run, k);
      if (!place) continue;
      const rest = run.slice(k);
      if (!rest.some((t) => !CONNECTOR.test(t.raw) && unknownName(kb, t.raw) && !isEnglishWord(fold(t.raw)))) break;
      const name = run.map((t) => t.raw).join(' ');
      if (written(kb, name)) break;
      return { name, known: place };
    }
  }
  return undefined;
}

/**
 * A known place with another country's label term set after it as one name: "Rioja Alta Superiore"
 * (an Italian term on a Spanish place), "Barossa Valley Spätlese". No record writing the two together,
 * it is a wine no record holds, not the place.
 */
function foreignTerm(kb: KnowledgeBase, ts: Token[]): { name: string; known: string } | undefined {
  for (let i = 1; i < ts.length; i++) {
    if (!ts[i].cap) continue;
    const run = nameRun(ts, i, 1);
    for (let k = 1; k < run.length; k++) {
      const place = run
        .slice(0, k)
        .map((t) => t.raw)
        .join(' ');
      const region = kb
        .mentions(place)
        .find(
          (m) => m.kind === 'region' && m.whole && m.score >= 0.9 && words(m.matched).length === words(place).length,
        );
      const r = region ? kb.region(region.id) : undefined;
      if (!r) continue;
      const rank = run
        .slice(k)
        .map((t) => t.raw)
        .join(' ');
      // A term's name may carry its country or pair two ranks: "Reserva (Portugal)", "Reserva and Gran Reserva (Chile)".
      const names = (t: TermEntry) =>
        [t.term, ...(t.synonyms ?? [])].flatMap((n) => n.replace(/\s*\([^)]*\)\s*$/, '').split(/\s+and\s+/));
      const same = kb.terms.filter((t) => names(t).some((n) => fold(n) === fold(rank)));
      if (same.length === 0) continue;
      if (same.some((t) => t.country === r.country || !kb.region(slug(t.country)))) break;
      if (recordsSay(kb, `${place} ${rank}`)) break;
      return { name: `${place} ${rank}`, known: place };
    }
  }
  return undefined;
}

/** The colour a colour word on a label or in a variety's name says: "Rouge", "Bianco", "Rosado", "Gris". */
const COLOUR_SAID: Record<string, 'red' | 'white' | 'rose' | 'grey'> = {
  noir: 'red',
  noire: 'red',
  nero: 'red',
  nera: 'red',
  negro: 'red',
  negra: 'red',
  tinto: 'red',
  tinta: 'red',
  rouge: 'red',
  rosso: 'red',
  preto: 'red',
  red: 'red',
  blanc: 'white',
  blanche: 'white',
  bianco: 'white',
  bianca: 'white',
  blanco: 'white',
  blanca: 'white',
  branco: 'white',
  branca: 'white',
  white: 'white',
  rose: 'rose',
  rosato: 'rose',
  rosado: 'rose',
  gris: 'grey',
  grise: 'grey',
  grigio: 'grey',
};

/** The colours of wine a place's styles name: "dry red", "dry white", "rosé and clairet". */
function placeColours(styles: readonly string[]): Set<'red' | 'white' | 'rose' | 'grey'> {
  const text = fold(styles.join('; '));
  const out = new Set<'red' | 'white' | 'rose' | 'grey'>();
  if (/\b(red|reds|rosso|tinto)\b/.test(text)) out.add('red');
  if (/\b(white|whites|blanc|bianco|blanco)\b/.test(text)) out.add('white');
  // A pale wine of black grapes ("vin gris", "clairet", "Chiaretto") is a rosé.
  if (/\b(rose|roses|rosado|rosato|clairet|chiaretto|gris)\b/.test(text)) {
    out.add('rose');
    out.add('grey');
  }
  return out;
}

/** Words of the land that end a part's name besides the landforms: "Valley", "Coast", "District". */
const PLACE_NOUN =
  /^(valley|valleys|coast|river|rivers|district|zone|region|lake|bay|island|islands|peninsula|gorges?|county)$/;

const RANK_WORDS = new WeakMap<KnowledgeBase, Set<string>>();

/**
 * The words of the ranks and label terms any place's record uses ("Superiore", "Grand", "Cru",
 * "Gran", "Selezione", "Crianza"), leaving out words that name a grape or a place by themselves.
 */
function rankWords(kb: KnowledgeBase): Set<string> {
  let out = RANK_WORDS.get(kb);
  if (out) return out;
  out = new Set<string>();
  // A legal status after a place ("Chianti DOCG", "Mosel Prädikatswein") is its status, not a rank.
  // Only a one-word status counts so: "Grand Cru" as a status is a rank all the same.
  const statuses = new Set(
    kb.regions.flatMap((r) =>
      (r.classification ?? '')
        .split(/\s*,\s*/)
        .filter((c) => c !== '' && !/\s/.test(c))
        .map((c) => fold(c)),
    ),
  );
  for (const r of kb.regions)
    for (const term of r.labelTerms)
      for (const w of words(term)) {
        if (CONNECTOR.test(w) || STOPWORDS.has(w) || statuses.has(w) || /\d/.test(w)) continue;
        // A word of the land in a part's name ("Wairau Valley", "Adelaide Hills") is a place, not a rank.
        if (LANDFORM.test(w) || PLACE_NOUN.test(w)) continue;
        if (kb.mentions(w).some((m) => (m.kind === 'grape' || m.kind === 'region') && m.whole && m.score >= 0.9))
          continue;
        out.add(w);
      }
  RANK_WORDS.set(kb, out);
  return out;
}

/**
 * A known place with a rank or a colour set after it that its own record never gives it: "Barolo
 * Superiore", "Pommard Grand Cru", "Saint-Émilion Grand Cru Supérieur", "Tavel Rouge", "Condrieu
 * Rosso". Every word is a rank or colour some record uses, but this place's label terms, parts and
 * styles do not make the whole, and no record writes it: a wine the law does not have, not the place.
 * Its real ranks ("Chianti Classico Gran Selezione", "Soave Classico Superiore") and colours
 * ("Sancerre Rouge") are the place's own.
 */
function madeUpRank(kb: KnowledgeBase, ts: Token[]): { name: string; known: string } | undefined {
  const vocabulary = rankWords(kb);
  for (let i = 1; i < ts.length; i++) {
    if (!ts[i].cap || (ts[i - 1].cap && i > 1) || insideName(kb, ts, i)) continue;
    const run = nameRun(ts, i, 1);
    // A long rank runs on past the four words of a name: "Côtes du Rhône Grand Cru".
    for (let j = i + run.length; j < ts.length && ts[j].cap && run.length < 8; j++) run.push(ts[j]);
    for (let k = run.length - 1; k >= 1; k--) {
      const place = run
        .slice(0, k)
        .map((t) => t.raw)
        .join(' ');
      const n = words(place).length;
      const region = kb
        .mentions(place)
        .find((m) => m.kind === 'region' && m.whole && m.score >= 0.9 && words(m.matched).length === n);
      const r = region ? kb.region(region.id) : undefined;
      if (!r) continue;
      const rest = run.slice(k).flatMap((t) => words(t.raw));
      // Only ranks and colours after the place: a grape, a part or any other word is another question.
      if (!rest.some((w) => !CONNECTOR.test(w))) break;
      if (!rest.every((w) => CONNECTOR.test(w) || vocabulary.has(w) || COLOUR_SAID[w] !== undefined)) break;
      if (!rest.some((w) => vocabulary.has(w) || COLOUR_SAID[w] !== undefined)) break;
      // The place's own ranks, each also without the place's name it starts with ("Chablis Grand Cru").
      const own = fold(place);
      const segments = [...r.labelTerms, ...(r.parts ?? []).map((p) => p.name)].flatMap((t) => {
        const ws = words(t);
        const lead = words(own);
        const bare = lead.every((w, x) => ws[x] === w) ? ws.slice(lead.length) : [];
        return bare.length > 0 && bare.length < ws.length ? [ws, bare] : [ws];
      });
      const colours = placeColours(r.styles);
      const covered = (p: number): boolean => {
        if (p === rest.length) return true;
        for (const seg of segments)
          if (seg.length > 0 && seg.every((w, x) => rest[p + x] === w) && covered(p + seg.length)) return true;
        // A named vineyard after the rank ("Chablis Grand Cru Les Clos") is a climat the records write.
        if (/^(le|la|les|l)$/.test(rest[p]) && recordsSay(kb, rest.slice(p).join(' '))) return true;
        const said = COLOUR_SAID[rest[p]];
        // A place whose styles name no colour ("Riesling from dry to sweet") is not judged by colour.
        if (said && (colours.size === 0 || colours.has(said))) return covered(p + 1);
        return false;
      };
      if (covered(0)) break;
      const name = run.map((t) => t.raw).join(' ');
      if (written(kb, name)) break;
      return { name, known: place };
    }
  }
  return undefined;
}

/**
 * A known grape with a colour after it that the grape cannot give and no record names it by: "Viognier
 * Rouge" (a white grape as a red wine), "Malbec Gris", "Carménère Blanc" (a variety of that colour no
 * record holds). A black grape's rosé ("Pinot Noir Rosé") and the coloured varieties the records know
 * ("Tempranillo Blanco", "Grenache Gris") are real.
 */
function madeUpGrapeColour(kb: KnowledgeBase, ts: Token[]): { name: string; known: string } | undefined {
  for (let i = 1; i < ts.length; i++) {
    const said = COLOUR_SAID[fold(ts[i].raw)];
    if (!ts[i].cap || !said || !ts[i - 1].cap) continue;
    for (const before of beforeRuns(ts, i - 1)) {
      if (before.length === 0 || before.some((t) => strangeWord(kb, t.raw))) continue;
      const grape = before.map((t) => t.raw).join(' ');
      const n = words(grape).length;
      const known = kb
        .mentions(grape)
        .find((m) => m.kind === 'grape' && m.whole && m.score >= 0.9 && m.start <= 0 && m.end >= n - 1);
      const g = known ? kb.grape(known.id) : undefined;
      // A place's name that is also a grape's synonym ("Hermitage") is the place, judged by its styles.
      if (!g || kb.mentions(grape).some((m) => m.kind === 'region' && m.whole && m.score >= 0.9)) continue;
      const coloured = `${grape} ${ts[i].raw}`;
      if (written(kb, coloured)) continue;
      if (kb.mentions(coloured).some((x) => x.kind === 'grape' && x.whole && x.start <= 0 && x.end >= n)) continue;
      const makes =
        g.colour === 'black'
          ? said === 'red' || said === 'rose'
          : g.colour === 'white'
            ? said === 'white'
            : said !== 'red';
      if (makes) continue;
      return { name: coloured, known: grape };
    }
  }
  return undefined;
}

function fusedPlace(kb: KnowledgeBase, ts: Token[]): { name: string; known: string } | undefined {
  for (let i = 1; i < ts.length; i++) {
    if (!ts[i].cap || !LANDFORM.test(ts[i].raw)) continue;
    let before = nameRun(ts, i - 1, -1).filter((t) => !CONNECTOR.test(t.raw));
    // A question word capitalised by the sentence is not part of the name: "Is Rioja Heights…".
    while (before.length > 1 && STOPWORDS.has(fold(before[0].raw))) before = before.slice(1);
    if (before.length === 0 || before.some((t) => LANDFORM.test(t.raw))) continue;
    const place = before.map((t) => t.raw).join(' ');
    // The words before must name a place exactly; then the whole must be no record's name nor written anywhere.
    if (!kb.mentions(place).some((m) => m.kind === 'region' && m.whole && m.score >= 0.9)) continue;
    let end = i;
    while (end + 1 < ts.length && ts[end + 1].cap && LANDFORM.test(ts[end + 1].raw)) end++;
    const name = `${place} ${ts
      .slice(i, end + 1)
      .map((t) => t.raw)
      .join(' ')}`;
    if (written(kb, name)) continue;
    return { name, known: place };
  }
  return undefined;
}

/**
 * A known place joined by hyphens to another word in the French or Italian way ("Saint-Julien-de-Graves",
 * "Pauillac-sur-Loire", "Margaux-les-Vignes"): one name, which no record holds or writes, is a place
 * that does not exist, not the known place it starts with.
 */
function hyphenedPlace(kb: KnowledgeBase, question: string): { name: string; known: string } | undefined {
  const re =
    /(?<![\p{L}-])(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)*)-(de|du|des|sur|les|en|la|le|di|del|della|d'|l')-?(\p{Lu}[\p{L}'’]+(?:-\p{Lu}[\p{L}'’]+)*)(?![\p{L}-])/gu;
  for (const m of question.matchAll(re)) {
    const [name, place] = m;
    if (!kb.mentions(place.replace(/-/g, ' ')).some((x) => x.kind === 'region' && x.whole && x.score >= 0.9)) continue;
    if (namesWholly(kb, name.replace(/-/g, ' ')) || recordsSay(kb, name)) continue;
    return { name, known: place };
  }
  return undefined;
}

/**
 * Whether a name beside a category word is a record's, in whole or in part; but two names joined by a
 * hyphen into one ("Château Latour-Margaux", "the Pouilly-Montrachet appellation") are a name of
 * their own, known only as a whole.
 */
function namesInPart(kb: KnowledgeBase, name: string): boolean {
  return /\p{L}-\p{L}/u.test(name) ? namesWholly(kb, name) : namesRecord(kb, name);
}

/** One person's own life, which no text records: meals, sleep, family, home, passwords. */
const PERSONAL_LIFE =
  /\b(?:have|had|has|eat|eats|ate|eaten|drink|drank|cook|cooked|order|ordered)\s+(?:for\s+)?(?:breakfast|lunch|dinner|supper|brunch)\b|\bfor (?:breakfast|lunch|supper|brunch) (?:today|yesterday|this morning)\b|\b(?:wake|wakes|woke) up\b|\b(?:go|goes|went) to (?:bed|sleep)\b|\b(?:dream|dreams|dreamt|dreamed) (?:about|of)\b|\b(?:wife|husband|partner|girlfriend|boyfriend|children|kids|son|daughter|dog|cat|pet)['’]?s? (?:names?|birthdays?)\b|\b(?:shoe size|blood type|home address|password|pin code|bank account|bedtime)\b|\bfavou?rite (?:colou?r|food|film|movie|song|band|book|football team|team|sport|animal|holiday)\b/i;

/**
 * A private fact of one named person's own life ("What did Robert Parker have for breakfast?",
 * "what is Jancis Robinson's shoe size"): no record holds it, whoever the person is. Returns the name.
 */
export function personalLife(kb: KnowledgeBase, question: string): string | undefined {
  if (!PERSONAL_LIFE.test(question)) return undefined;
  // Two or more capitalised words, not the sentence's opening question word: "Robert Parker".
  for (const m of question.matchAll(/(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)+)/gu)) {
    const parts = m[1].split(/\s+/);
    while (parts.length > 0 && STOPWORDS.has(fold(parts[0]))) parts.shift();
    const name = parts.join(' ').replace(/['’]s$/u, '');
    // A wine's own name is no person: "a German Spätlese".
    if (parts.length >= 2 && !namesRecord(kb, name)) return name;
  }
  return undefined;
}

/**
 * A known grape with a strange word fused on after it as one name ("Grüner Silberling", "Pinot
 * Vermello"), in capitals or not ("grenache vermelha"), or a known grape or style joined by "de" to a
 * place no record writes ("blanquette de sorel"): a grape or wine no record holds, not the known one
 * it starts with.
 */
function fusedGrape(kb: KnowledgeBase, ts: Token[]): { name: string; known: string } | undefined {
  for (let i = 1; i < ts.length; i++) {
    // One linking word ("barbera di castelmorno") or two ("garnacha de los andes").
    const two = i > 2 && /^(de|di|da)$/.test(ts[i - 2].raw) && /^(la|las|los|le|les)$/.test(ts[i - 1].raw);
    const link = two ? 2 : i > 1 && /^(de|du|des|di|del|della|da|do)$/.test(ts[i - 1].raw) ? 1 : 0;
    if (!fusedWord(kb, ts[i].raw, link > 0)) continue;
    for (const before of beforeRuns(ts, i - 1 - link)) {
      if (before.length === 0 || before.some((t) => strangeWord(kb, t.raw))) continue;
      const grape = before.map((t) => t.raw).join(' ');
      const n = words(grape).length;
      const known = kb
        .mentions(grape)
        .find(
          (m) =>
            (m.kind === 'grape' || (link > 0 && m.kind === 'term')) &&
            m.whole &&
            m.score >= 0.9 &&
            m.start <= 0 &&
            m.end >= n - 1,
        );
      if (!known) continue;
      const name = `${grape} ${ts
        .slice(i - link, i + 1)
        .map((t) => t.raw)
        .join(' ')}`;
      if (written(kb, name)) continue;
      // A misspelling of a longer known name ("pinot noirr"): the whole is read as that name.
      const m = words(name).length;
      if (kb.mentions(name).some((x) => x.whole && x.score >= 0.8 && x.start <= n - 1 && x.end >= m - 1)) continue;
      return { name, known: grape };
    }
  }
  return undefined;
}

/** The colour words that make a grape's own name: "Pinot Gris", "Grenache Noir", "Chenin Blanc". */
const GRAPE_COLOUR =
  /^(noir|noire|blanc|blanche|gris|grise|rouge|rose|rosé|nero|bianco|bianca|tinto|tinta|branco|branca)$/i;

/**
 * A known grape given a colour no record gives it and a place, as a variety's full name ("Blanquette
 * Noire de Savoie", "Chenin Gris de Touraine"): the place may be real, but the coloured variety is not
 * one the records hold, so it is not the known grape it starts with.
 */
function colouredGrape(kb: KnowledgeBase, ts: Token[]): { name: string; known: string } | undefined {
  for (let i = 1; i + 2 < ts.length; i++) {
    if (!ts[i].cap || !GRAPE_COLOUR.test(ts[i].raw) || !/^(de|du|des|di|del|della|da|do)$/.test(ts[i + 1].raw))
      continue;
    if (!ts[i + 2].cap) continue;
    for (const before of beforeRuns(ts, i - 1)) {
      if (before.length === 0 || before.some((t) => strangeWord(kb, t.raw))) continue;
      const grape = before.map((t) => t.raw).join(' ');
      const n = words(grape).length;
      const known = kb
        .mentions(grape)
        .find((m) => m.kind === 'grape' && m.whole && m.score >= 0.9 && m.start <= 0 && m.end >= n - 1);
      if (!known) continue;
      const coloured = `${grape} ${ts[i].raw}`;
      // A colour the records give the grape ("Grenache Noir", "Pinot Gris") is its own name.
      if (written(kb, coloured)) continue;
      if (kb.mentions(coloured).some((x) => x.kind === 'grape' && x.whole && x.start <= 0 && x.end >= n)) continue;
      const name = `${coloured} ${ts[i + 1].raw} ${nameRun(ts, i + 2, 1)
        .map((t) => t.raw)
        .join(' ')}`;
      if (written(kb, name)) continue;
      return { name, known: grape };
    }
  }
  return undefined;
}

/**
 * A word that ends a fused name: one no record writes and no misspelling of a name, or, beside a
 * name, a word never written that is no closer than two letters to any name ("Montagnon"). After
 * "de" the word is a place's name even when English has it too ("blanquette de sorel").
 */
function fusedWord(kb: KnowledgeBase, raw: string, linked: boolean): boolean {
  // An English contraction ("isn't", "wouldn't", "they're") is never part of a name.
  if (/n['’]t$|['’](?:re|ve|ll|d|m)$/i.test(raw)) return false;
  if (strangeWord(kb, raw)) return true;
  const w = fold(raw);
  if (w.length < 5 || /\d/.test(w) || STOPWORDS.has(w) || WINE_WORDS.has(w) || (!linked && isEnglishWord(w)))
    return false;
  return unknownName(kb, raw) && !kb.mentions(raw).some((m) => m.whole && m.score >= 0.8);
}

/**
 * The runs of words that may name the known grape ending at position i: the capitalised run before a
 * capitalised word, or in lower case one to three lower-case words.
 */
function beforeRuns(ts: Token[], i: number): Token[][] {
  if (i < 0) return [];
  if (ts[i].cap) {
    let before = nameRun(ts, i, -1).filter((t) => !CONNECTOR.test(t.raw));
    // A question word capitalised by the sentence is not part of the name: "Is Pinot Vermello…".
    while (before.length > 0 && STOPWORDS.has(fold(before[0].raw))) before = before.slice(1);
    return [before];
  }
  const runs: Token[][] = [];
  for (let a = i; a >= 0 && a > i - 3; a--) {
    if (ts[a].cap || STOPWORDS.has(fold(ts[a].raw))) break;
    runs.push(ts.slice(a, i + 1));
  }
  return runs;
}

/** Trades that name a person after them. */
const ROLE =
  /^(winemakers?|sommeliers?|oenologists?|enologists?|vignerons?|viticulturists?|critics?|owners?|founders?|growers?|producers?)$/i;

/** A name of two words after a trade ("winemaker jorge almadena"), one of them no record writes. */
function roledPerson(kb: KnowledgeBase, ts: Token[]): string | undefined {
  for (let i = 0; i + 1 < ts.length; i++) {
    // The trade before the name, or after it as "…, the Chablis grower".
    const after = ts[i + 2]?.raw === 'the' && ts.slice(i + 3, i + 6).some((t) => ROLE.test(t.raw));
    if (!(after && ts[i].cap && ts[i + 1].cap) && !(ROLE.test(ts[i].raw) && i + 2 < ts.length)) continue;
    const pair = after ? ts.slice(i, i + 2) : ts.slice(i + 1, i + 3);
    // Both words are name-like (no stopword, no wine word, no everyday word), one never written.
    // In capitals a first name may be an everyday word too ("Marcel", "Rose").
    const capitals = pair.every((t) => t.cap);
    if (
      pair.some(
        (t) => STOPWORDS.has(fold(t.raw)) || WINE_WORDS.has(fold(t.raw)) || (!capitals && isEnglishWord(fold(t.raw))),
      )
    )
      continue;
    if (!pair.some((t) => strangeWord(kb, t.raw))) continue;
    const name = pair.map((t) => t.raw).join(' ');
    if (recordsSay(kb, name) || namesRecord(kb, name)) continue;
    return name;
  }
  return undefined;
}

/** Up to three lower-case words before a designation, stopping at a stopword: "castelvetro rosso". */
function plainRun(ts: Token[], i: number): Token[] {
  const out: Token[] = [];
  for (let j = i; j >= 0 && out.length < 3; j--) {
    const w = fold(ts[j].raw);
    if (ts[j].cap || STOPWORDS.has(w) || AFTER.test(w) || BEFORE.test(w) || /\d/.test(w)) break;
    out.push(ts[j]);
  }
  return out.reverse();
}

const MAKER_VERBS =
  'make|made|own|owned|run|ran|produce|produced|found|founded|farm|farmed|grow|grew|bottle|bottled|start|started|buy|bought|sell|sold|export|exported|import|imported';
/** A capitalised name before a maker's verb ("did X make") or after "made by", "owned by"… */
const ACTOR = new RegExp(
  `\\b(?:[Dd]id|[Dd]oes|[Dd]o|[Hh]as|[Hh]ave|[Hh]ad)\\s+((?:\\p{Lu}[\\p{L}'’-]*\\s+){1,4})(?:(?:ever|once|really|actually|also|still|never|not) )?(?:${MAKER_VERBS})\\b|\\b(?:${MAKER_VERBS}) by\\s+((?:\\p{Lu}[\\p{L}'’-]*\\s*){1,4})`,
  'gu',
);

/** How one year turned out somewhere: answered only when the records of the place mention that year. */
const VINTAGE_CUE =
  /\b(vintage|vintages|harvest|harvests|growing season|how (good|great|bad) (was|were|is)|good year|great year|bad year|weather|conditions)\b/i;
/** What asks how the year itself turned out, as against "vintage" naming a style or dating a bottle. */
const YEAR_QUALITY =
  /\b(how (good|great|bad) (was|were|is)|good year|great year|bad year|weather|conditions|growing season|(was|is|were) (it|that|the \w+ \w+) (a )?(good|great|bad|strong|weak))\b/i;
/** Serving, keeping or matching the bottle in hand: the year only dates it. */
const YEAR_AS_CONTEXT =
  /\b(decant(ed|ing)?|serve|serving|chill(ed|ing)?|pair(ed|ing)?|go(es)? (well )?with|match(es)?|store|storing|keep|opening|open it|glass(es)?|temperature|breathe)\b/i;
/** Words asking a rule of the law rather than one bottling's figure. */
const RULE_WORDS =
  /\b(minimum|maximum|legal|law|rules?|must|required|requires|allowed|permitted|limit|at least|since|from)\b/i;
/** A figure of one bottling: "the alcohol of the 2018 Château Margaux". */
const BOTTLING_FIGURE =
  /\b(alcohol|abv|ph|residual sugar|acidity|yield|yields|production|how many|how much|release price)\b/i;

function vintageAsked(kb: KnowledgeBase, question: string, exact: Mention[], year: number): Honesty | undefined {
  const y = question.match(/\b(19[0-9]{2}|20[0-9]{2})\b/)?.[1];
  if (!y || Number(y) > year) return undefined;
  const producer = question.match(
    /\b(Ch[âa]teau|Domaine|Bodegas?|Weingut|Tenuta|Quinta|Clos|Maison|Castello|Champagne)\s+((?:\p{Lu}[\p{L}'’-]*|d['’]\p{Lu}[\p{L}'’-]*)(?:\s+(?:de|du|des|la|le|\p{Lu}[\p{L}'’-]*))*)/u,
  );
  if (producer && BOTTLING_FIGURE.test(question))
    return { reason: 'figures', name: `${y} ${producer[1]} ${producer[2]}` };
  // "the exact residual sugar of Yquem 2001": one bottling named by a name that is no grape or region.
  if (/\b(exact|exactly|precise|precisely)\b/i.test(question) && BOTTLING_FIGURE.test(question)) {
    const wine = (question.match(/(?<=\S\s+)\p{Lu}[\p{L}'’-]+/gu) ?? []).find(
      (w) => !exact.some((m) => (m.kind === 'grape' || m.kind === 'region') && m.matched.includes(fold(w))),
    );
    if (wine) return { reason: 'figures', name: `${wine} ${y}` };
  }
  // "The alcohol level of the 2024 Sassicaia": a figure of one bottling, named by its year beside its
  // name, is no rule of the wine's appellation; the records hold it only where a sentence names both.
  const bottling = question.match(
    new RegExp(
      `\\b${y}\\s+(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)*)|(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)*)\\s+${y}\\b`,
      'u',
    ),
  );
  const bottled = bottling?.[1] ?? bottling?.[2];
  if (
    bottled &&
    BOTTLING_FIGURE.test(question) &&
    !RULE_WORDS.test(question) &&
    !STOPWORDS.has(fold(bottled.split(/\s+/)[0])) &&
    // "A 2015 Barolo" is any wine of the appellation that year, whose rules the records give.
    !exact.some((m) => (m.kind === 'region' || m.kind === 'grape') && fold(m.title) === fold(bottled)) &&
    !recordsSay(kb, `${bottled} ${y}`) &&
    !recordsSay(kb, `${y} ${bottled}`)
  )
    return { reason: 'figures', name: `${y} ${bottled}` };
  if (!VINTAGE_CUE.test(question)) return undefined;
  // "Does a 2000 vintage Port need decanting?": a year that only dates the bottle in hand, asked how to
  // serve, keep or match it, is no question about how that year turned out.
  if (!YEAR_QUALITY.test(question) && YEAR_AS_CONTEXT.test(question)) return undefined;
  // The year's weather and quality are in the records only where a fact of the place names the year.
  const places = exact.filter((m) => m.kind === 'region').map((m) => kb.region(m.id));
  const texts = places
    .filter((r) => r !== undefined)
    .flatMap((r) => [r, ...descendantsOf(kb, r)].flatMap((x) => x.facts.map((f) => f.text)));
  if (places.length === 0) {
    for (const g of exact.filter((m) => m.kind === 'grape'))
      texts.push(...(kb.grape(g.id)?.facts.map((f) => f.text) ?? []));
    for (const t of kb.topics) if (/vintage/i.test(t.title)) texts.push(...t.points.map((p) => p.text));
  }
  if (texts.some((t) => t.includes(y))) return undefined;
  const where = places.find((r) => r !== undefined)?.name;
  return { reason: 'vintage', name: where ? `${where} ${y}` : y };
}

const FIGURE_SENTENCES = new WeakMap<KnowledgeBase, string[]>();

/**
 * Someone the records tell of in their own sentences, and never as a critic or a scorer: a figure
 * of wine's history (a scientist, a monk, a merchant), whose words are facts of that history.
 */
function historicalFigure(kb: KnowledgeBase, name: string): boolean {
  let sentences = FIGURE_SENTENCES.get(kb);
  if (!sentences) {
    sentences = fold(JSON.stringify(kb.topics)).split(/[.;"]+/);
    FIGURE_SENTENCES.set(kb, sentences);
  }
  const who = fold(name);
  if (!who.includes(' ')) return false;
  const told = sentences.filter((t) => t.includes(who));
  return told.length > 0 && !told.some((t) => /\b(critics?|scores?|rates?|ratings?|points?)\b/.test(t));
}

/**
 * "The Judgment of Lyon", "the Judgement of Madrid": a name of the shape "X of Y" that the records
 * never write, whose first part ("Judgement of") they write only before another name. It echoes a
 * real event or thing without being it.
 */
function echoedName(kb: KnowledgeBase, question: string, mentions: readonly Mention[]): string | undefined {
  for (const m of question.matchAll(/\b(\p{Lu}\p{Ll}+) of (?:the )?(\p{Lu}[\p{L}'’-]+)/gu)) {
    const head = fold(m[1]);
    if (STOPWORDS.has(head) || recordsSay(kb, m[0])) continue;
    if (mentions.some((x) => x.kind === 'topic' && !x.whole && x.matched === `${head} of`)) return m[0];
  }
  return undefined;
}

/** A label term asked the meaning of: "what does Cuvée Sommeillère mean on a Champagne label?". */
const MEANING_ASKED = [
  /\bwhat (?:does|do) (?:the )?(?:term |terms |phrase |words? |mention |expression )?(["“'‘]?)((?:[\p{L}'’-]+\s+){1,4}[\p{L}'’-]+)\1["”'’]?\s+(?:mean|stand for|signify|indicate)\b/iu,
  /\bwhat (?:is|are) (?:an? |the )?(["“'‘]?)((?:[\p{L}'’-]+\s+){1,4}[\p{L}'’-]+)\1["”'’]?\s+on (?:an? |the |my )?(?:[\p{L}'’-]+\s+){0,3}(?:labels?|bottles?|capsules?)\b/iu,
];

/**
 * A label phrase of two or more foreign words that no record writes, one of them a word no record
 * uses, asked what it means: "Brut Suprême Dorée", "Cuvée Sommeillère". Real terms are held whole by a
 * term record ("Mis en bouteille au château / au domaine" holds "Mis en Bouteille au Domaine") or
 * written by the records' sentences; a place or grape in the phrase only says where ("Rioja Gran
 * Reserva"), and the rest is judged. A known term beside the strange word ("Brut") is not described in
 * its place. English phrases ("Old Vines") are left to the answer, which reads their words.
 */
function madeUpLabelPhrase(kb: KnowledgeBase, question: string): string | undefined {
  for (const re of MEANING_ASKED) {
    const m = question.match(re);
    if (!m) continue;
    const quoted = m[1] !== '';
    const phrase = m[2].trim();
    const parts = phrase.split(/\s+/);
    // Unquoted, only a run of capitalised words is a name on a label ("Clos Supérieur"), joining words aside.
    if (!quoted && !parts.every((w) => /^\p{Lu}/u.test(w) || CONNECTOR.test(w))) continue;
    if (written(kb, phrase)) continue;
    // Places and grapes in the phrase say where or from what; the rest is the term asked about.
    const placed = new Set<string>();
    for (const x of kb.mentions(phrase))
      if ((x.kind === 'region' || x.kind === 'grape') && x.whole && x.score >= 0.9)
        for (const w of words(x.matched)) placed.add(w);
    const rest = words(phrase).filter((w) => !placed.has(w) && !STOPWORDS.has(w) && !CONNECTOR.test(w));
    if (rest.length < 2) continue;
    // One word at least must be one the records never write, foreign or accented ("Dorée", however an
    // English dictionary borrows it): real terms joined ("Kabinett Trocken", "Classico Superiore") make
    // real labels, which the answer reads word by word.
    const own = phrase.split(/\s+/).filter((w) => !CONNECTOR.test(w) && !placed.has(words(w)[0] ?? ''));
    if (!own.some((w) => unknownName(kb, w) && (!isEnglishWord(fold(w)) || fold(w) !== w.toLowerCase()))) continue;
    if (written(kb, rest.join(' '))) continue;
    // A term record whose names hold every word of the phrase is the term asked about.
    const held = kb.terms.some((t) => {
      const own = new Set(words([t.term, ...(t.synonyms ?? [])].join(' ')));
      return rest.every((w) => own.has(w));
    });
    if (held) continue;
    return phrase;
  }
  return undefined;
}

/** A winner, a rank or a vote asked for: "which wine won", "who was voted best", "ranked number one". */
const WINNER_ASKED =
  /\b(who|which|what)\b[^?]{0,80}\b(will be (?:the )?(?:next|new)(?=[^?]*\b(?:of the (?:year|world)|champions?|winners?|awards?|prizes?|troph(?:y|ies))\b)|won|wins|win|winning|was (voted|ranked|named|crowned|awarded|placed)|were (voted|ranked|named|crowned|awarded|placed)|topped|came (first|top)|took (first|top)|(took|scooped|bagged|received|earned|picked up) (the |a |an )?[^?]{0,40}\b(awards?|prix|prizes?|medals?|trophy|trophies|best in show))\b/i;
/** A title awarded to a person or a wine: "Sommelier of the Year", "Best Sommelier of the World". */
const TITLE = /\b(?:the\s+)?(?:best\s+)?(?:young\s+)?[\p{L}'’-]+\s+of\s+the\s+(?:year|world)\b/iu;
/** The contest or list it was won in, with the kind of thing it is. */
const CONTEST: ReadonlyArray<[RegExp, string]> = [
  [/\b(awards?|prix|prizes?|medals?|trophy|trophies|best in show)\b/i, 'award'],
  [/\b(competitions?|contests?|olympics|championships?|challenge|cup)\b/i, 'competition'],
  [/\b(index|rankings?|ranked|league table|top (\d+|ten|twenty|fifty|hundred)|number one)\b/i, 'ranking'],
];
/** A contest still to be held: "which wine will win…", "the next…". */
const CONTEST_TO_COME =
  /\b(will|going to)\s+(win|be (voted|ranked|named|crowned|awarded))\b|\b(next|upcoming|coming)\s+(\p{Lu}|year'?s|edition|competition|awards?)/u;
/** The ranks of the wine classifications the records tell of: growths, crus and classed estates. */
const CLASSIFICATION_RANK =
  /\b(growths?|crus?|classed|classification|premiers?|grands?|gran|erste lage|grosse lage)\b/i;
/** Words of wine in the question: a contest of something else is another subject's. */
const WINE_CONTEST =
  /\b(wines?|winer(y|ies)|winemakers?|sommeliers?|vintages?|bottles?|ch[âa]teaux?|estates?|producers?|cuv[ée]es?)\b/i;

/**
 * The result of a contest, a vote or a ranking ("which wine was ranked number one in the Global Rosé
 * Index", "who won the Golden Cork Award for best Malbec", "which Rioja was voted best Crianza at the
 * Logroño Wine Olympics"): the records keep no competition's results, so the winner is not known, and
 * a contest the records never name may not exist at all. A contest they tell of ("the Judgement of
 * Paris") is answered from them.
 */
function awardAsked(kb: KnowledgeBase, question: string, exact: Mention[]): Honesty | undefined {
  if (!WINNER_ASKED.test(question)) return undefined;
  // "Which wine will win the next Judgement of Paris?": a contest still to come has no winner yet,
  // even one the records tell of.
  if (CONTEST_TO_COME.test(question) && WINE_CONTEST.test(question)) {
    const named = question.match(
      /\b(?:next|upcoming|coming)\s+((?:\p{Lu}[\p{L}'’-]*)(?:\s+(?:of\s+(?:the\s+)?|de\s+)?\p{Lu}[\p{L}'’-]*)*)/u,
    );
    return {
      reason: 'results',
      name: named ? `the next ${named[1]}` : subjectPhrase(tokenize(question)),
      category: 'future',
    };
  }
  // A rank in a classification the records tell of ("ranked above the first growths") is theirs to answer.
  if (CLASSIFICATION_RANK.test(question)) return undefined;
  // A title given each year ("Sommelier of the Year", "Best Sommelier of the World"): its winners are
  // kept in no record, whatever year is asked.
  const title = question.match(TITLE);
  if (title && WINE_CONTEST.test(title[0])) {
    const year = question.match(/\b(19|20)\d{2}\b/)?.[0];
    return { reason: 'results', name: `${title[0].replace(/^the\s+/i, '')}${year ? ` ${year}` : ''}` };
  }
  const contest = CONTEST.find(([re]) => re.test(question));
  if (!contest) return undefined;
  if (
    !WINE_CONTEST.test(question) &&
    !exact.some((m) => m.kind === 'grape' || m.kind === 'region' || m.kind === 'term')
  )
    return undefined;
  // The contest's own name: the capitalised run that holds or stands beside the contest word.
  const names = [
    ...question.matchAll(/(?:\p{Lu}[\p{L}'’-]*|\d{4})(?:\s+(?:(?:d['’]|de |of |du |des )?\p{Lu}[\p{L}'’-]*|\d{4}))*/gu),
  ]
    .map((m) => m[0].replace(/^\d{4}\s+/, '').trim())
    .filter((n) => n.split(/\s+/).length >= 2 && !STOPWORDS.has(fold(n.split(/\s+/)[0])));
  const told = names.find((n) => recordsSay(kb, n));
  if (told) return undefined;
  const name = names.find((n) => contest[0].test(n) || /\b(award|prix|prize|index|olympics|cup|trophy)\b/i.test(n));
  if (name) return { reason: 'name', name, category: contest[1] };
  // A contest left unnamed ("ranked top in the Napa league table") may well exist; what is not kept is
  // its results, which is said as such, never as a real place the records hold being unknown.
  // An award or competition named by its organiser ("Decanter's best in show") is such a contest.
  const owned = question.match(
    /\p{Lu}[\p{L}-]*['’]s\s+(?:[\p{Ll}-]+\s+){0,2}(?:best in show|awards?|prix|prizes?|medals?|trophy|trophies|competitions?|contests?|cup)\b/u,
  );
  if (owned) return { reason: 'results', name: owned[0] };
  const subject = subjectPhrase(tokenize(question));
  return subject.trim() ? { reason: 'score', name: subject } : undefined;
}

/** Words naming a way of doing or ranking things, after a made-up compound: "the triple-lees method". */
const METHOD_WORD =
  /^(method|methods|technique|techniques|process|system|classification|procedure|ageing|aging|maceration|fermentation|pressing)$/i;

/**
 * A hyphened compound no record writes, named a method or a classification: "the triple-lees method",
 * "the Kalkstein-Edel classification". Its parts may be real words; joined, they name a practice no
 * record tells of, so no neighbouring practice is described in its place.
 */
function madeUpMethod(kb: KnowledgeBase, ts: Token[]): { name: string; category: string } | undefined {
  for (let i = 1; i < ts.length; i++) {
    if (!METHOD_WORD.test(ts[i].raw)) continue;
    // The compound just before the method word, or one word further back ("the double-cap maceration method").
    for (const back of [1, 2]) {
      if (i - back < 0) break;
      const word = ts[i - back].raw;
      if (!/\p{L}-\p{L}/u.test(word)) continue;
      const name = ts
        .slice(i - back, i + 1)
        .map((t) => t.raw)
        .join(' ');
      if (written(kb, word) || recordsSay(kb, name)) break;
      // A step of the cellar ("maceration", "ageing") is claimed as a method of making.
      const kind = fold(ts[i].raw).replace(/s$/, '');
      return { name, category: /^(ageing|aging|maceration|fermentation|pressing)$/.test(kind) ? 'method' : kind };
    }
  }
  return undefined;
}
