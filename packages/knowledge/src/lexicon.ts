// Word lists that steer matching and question understanding. Kept apart from the data: these are
// about how people ask, not about wine.

import { fold } from './normalize.ts';
import { wordTable } from './word-table.ts';

/**
 * Everyday words never read as a misspelt or shortened wine name. They still match exactly when a
 * name or keyword is made of them ("sweet", "glass"), but "made" never becomes "Madeira".
 */
export const STOPWORDS = new Set(
  `a about above across after again against all almost also although always am among an and another any anyone
  anything are around as ask asked asking at away back be because become been before being below best better
  between big both but by can cannot could did do does doing done down during each early easy either else enough
  even ever every example explain explained fact far few find first for from full get give given go goes going
  good got great had has have having he her here hers him his how however i if in into is it its itself just keep
  kind know known last late least less let like likely little long look lot lots made main make makes making many
  may me mean means meaning might more most much must my myself near need needs never new next no nor not now of
  off often old on once one only or other others our out over own part people per perhaps please quite rather
  really right said same say says see seem should show shown since so some something sometimes sort still such sure
  take tell than thank thanks that the their them then there these they thing things think this those though three
  through thus to today together too took toward two under until up upon us use used using usually very want wants
  was way we well were what whats when where whether which while who whom whose why will with within without would
  yes yet you your yours also again really quick quickly short simple simply basic basics detail details detailed
  different difference differences differ compare compared comparing comparison versus vs between main typical
  typically classic famous best top worth buy cheap expensive price value drink drinking drank drunk glass glasses
  bottle bottles wine wines winery wineries vine vines vineyard vineyards grape grapes variety varieties varietal
  region regions area areas country countries place places style styles type types taste tastes tasting tasted
  flavour flavours flavor flavors aroma aromas smell smells note notes describe description help food foods dish
  dishes meal meals dinner lunch pair pairs paired pairing pairings match matches matching serve served serving
  goes go went grow grows grown growing produce produced producing production come comes coming from origin
  called name named names word words term terms label labels mean red reds white whites pink colour color dry sweet
  light heavy bold big soft crisp fresh fruity old young age aged ageing aging year years vintage vintages
  quiz test exam question questions answer answers practice learn learning study level levels sommelier somm
  tonight weekend friend friends party gift birthday christmas summer winter hot cold warm cool nice lovely good
  bad favourite favorite recommend recommendation recommendations suggest suggestion choose choice pick option
  options list menu these those this that which whats hows wheres whos bit little lot ok okay hi hello hey
  thanks please sorry maybe sure cant dont doesnt isnt arent wont im ive id youre theyre theres lets also about`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words common in place names: never enough on their own to name one region ("Valley" is not Napa).
 */
export const GENERIC_PLACE_WORDS = new Set(
  `valley valle vallee river coast coastal hill hills mountain mountains mount north northern south southern east
  eastern west western central upper lower high grand great little new old saint sainte san santa santo sao bay
  lake lakes island islands county cape ridge creek range plains plain highlands lowlands heights coteaux cote
  cotes costa costers terra terre vino vin vins vinho wein weine de du des la le les el los las del della dei di
  da do dos das d l y e et und and of the sur en aux au am an im zu ville village villages superieur superiore
  superior clasico classico classic reserve reserva riserva cru crus premier grand grands rouge blanc rose brut
  sec noir noirs blancs nature port royal real castle chateau domaine bodega tenuta weingut estate`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that mark a question as being about wine, even when no grape or region is named. */
/**
 * Terms of the vineyard and cellar that no other subject uses (flor, tirage, veraison, passito…): any
 * one of them keeps a question on wine, whatever shape it takes ("what is the point of tirage?").
 */
const CRAFT_TERMS = `flor solera soleras criadera criaderas chaptalisation chaptalization chaptalised chaptalized
  remuage riddling tirage disgorgement degorgement veraison budburst mutage passito appassimento botrytised
  botrytized eiswein icewine puttonyos aszu estufagem canteiro batonnage saignee pigeage remontage delestage
  millerandage coulure`;

export const WINE_WORDS = new Set(
  `wine wines winery wineries vine vines vineyard vineyards grape grapes varietal variety varieties vintage vintages
  sommelier somm somms tasting taste tannin tannins tannic acidity body oak oaked unoaked barrel barrels cask casks
  fermentation ferment fermented yeast yeasts lees malolactic malo cork corked corkscrew decant decanter decanting
  aerate glass glasses stemware cellar cellaring bottle bottles label labels appellation appellations aoc aop doc
  docg igt ava dop vdp cru terroir sparkling champagne fizz bubbles fortified sherry port dessert botrytis rose
  red white orange blush claret bordeaux burgundy chianti riesling chardonnay merlot pinot cabernet syrah shiraz
  vinho vino vin wein sake cider mead wset court master pairing pair pairs drink drinks aroma aromas bouquet
  nose palate finish dry sweet brut sec demi off-dry residual sugar alcohol abv sulfite sulfites sulphite
  sulphites viticulture vigneron winemaker winemaking harvest ripeness ripening rootstock phylloxera region regions
  appellation producer producers estate chateau chateaux domaine bodega cuvee blend blends brandy cognac armagnac grappa
  pisco calvados marc vermouth madeira marsala cooper coopers cooperage barrique barriques
  amphora amphorae fortify fortifies fortifying fortification mutage igp pdo pgi doca dac gi gis pradikat pradikate pradikatswein qualitatswein ${CRAFT_TERMS}`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Wine words that other drinks share ("a glass of beer", "a dry gin", "alcohol"): not enough on
 * their own to keep a question about another drink on wine.
 */
export const SHARED_DRINK_WORDS = new Set(
  `drink drinks alcohol glass glasses bottle bottles pair pairs pairing taste tasting aroma aromas nose palate
  finish dry sweet red white orange body harvest producer producers estate blend blends label labels fizz bubbles
  residual sugar abv yeast yeasts ferment fermented fermentation barrel barrels cask casks oak harvest sake cider
  mead variety varieties region regions`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that mark a question as plainly about something else. */
export const OFF_TOPIC_WORDS = new Set(
  `python javascript typescript java code coding program programming script function compile html css sql
  git github repo repository repositories
  capital president prime minister election government population politics football soccer basketball baseball
  cricket tennis weather forecast stock stocks bitcoin crypto mortgage tax taxes homework math maths equation
  algebra calculus physics chemistry movie movies film films song songs lyrics poem joke jokes translate
  translation email essay resume cv password computer laptop phone iphone android linux windows car cars
  flight flights hotel hotels airport airports airline airlines taxi taxis train trains bus visa passport luggage
  vaccine vaccines vaccination symptom symptoms doctor doctors pain ache medicine medication ibuprofen
  paracetamol aspirin diet lose weight workout gym biceps exercise landlord evict eviction lawyer sue
  lawsuit divorce contract credit loan loans shares invest investing investment salary tip tipping league goals
  scored goal striker offside championship olympics tournament nba nfl superbowl married wife husband girlfriend
  boyfriend celebrity singer actor actress rain raining snow sunny forecast moons planet planets
  jupiter mars galaxy photosynthesis quantum biology empire revolution war painted painting novel novels
  book books guitar piano knit knitting puppy dog dogs cat cats tyre tire tyres engine plumbing tap leaking
  kubernetes docker array arrays div linked rust golang api database server react bug debug cover letter
  interview news summarise summarize poem poems essay essays story stories funny pancakes cookies cake bread
  sourdough baking bake microwave breakfast cereal tomatoes gardening timezone spanish japanese
  language languages install installing software app apps website ubuntu macos excel spreadsheet wifi router
  printer itinerary sightseeing museum museums boil boiling boiled yolk yolks poach poached simmer preheat oven
  knead marinade marinate caffeine decaf safe vacation holiday holidays beach beaches tallest continent visiting
  hiking hike hikes trail trails footballer footballers player players athlete athletes radius diameter
  circumference triangle geometry hamlet shakespeare recipe recipes pack packing suitcase blockchain nft nfts
  cryptocurrency algorithm chatgpt playstation xbox nintendo gaming gdp inflation unemployment economy
  ferry ferries cruise cruises currency currencies smoothie smoothies milkshake milkshakes
  honeymoon honeymoons ski skiing snowboarding surfing
  tourist tourists attractions inhabitants residents accommodation airbnb hostel hostels`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * "Spritz" as a trait of a wine, a slight sparkle ("a slight spritz", "Vinho Verde has a spritz",
 * "the spritz in my white"), not the cocktail ("an Aperol spritz").
 */
export const SPRITZ_SPARKLE =
  /\b(slight|light|little|faint|gentle|soft|touch of|hint of|bit of|trace of|natural)\s+spritz\b|\b(has|have|had|having|with|got|gets|get|keeps?)\s+(a\s+)?spritz\b|\bspritz\s+(in|on|of)\s+(the\s+|a\s+|my\s+|this\s+|young\s+)?(wines?|whites?|reds?|roses?|glass|bottle|palate|tongue|vinho verde|muscadet|txakoli)\b/g;

/**
 * Drinks that are not wine nor made from grapes. A question about them is steered back to wine, with
 * the wine that shares their character (the value) offered instead.
 */
export const OTHER_DRINKS: ReadonlyArray<[RegExp, string]> = [
  [
    /\b(michelada|micheladas|shandy|shandies|radler|radlers|beer|beers|ipa|ipas|lager|lagers|ale|ales|stout|stouts|porter|pilsner|pils|hoppy|hops|dry hop|dry hopping|brewed|brewing|brewery|pints?|guinness|tripels?|dubbels?|quadrupels?|hefeweizens?|weizens?|weissbiers?|witbiers?|kolsch|lambics?|gueuze|geuze|bocks?|doppelbocks?|goses?|trappist)\b/,
    'if you like the crisp bitterness of a hoppy beer, try a zesty Sauvignon Blanc or a peppery Grüner Veltliner; for a dark stout, a Ruby Port or a rich Shiraz',
  ],
  [
    /\b(coffee|espresso|latte|cappuccino|americano|cold brew|moka|barista|flat white|caffeine|decaf)\b/,
    "if you love coffee's roasted, bitter notes, try an oak-aged Pinotage or a nutty Tawny Port",
  ],
  [
    /\b(tea|teas|matcha|chai|oolong|kombucha)\b/,
    'if you like the fragrance and gentle grip of tea, try an aromatic Gewürztraminer or a light, silky Pinot Noir',
  ],
  [
    /\b(cocktails?|mojito|margarita|negroni|daiquiri|martini|spritz|mixology|mocktails?)\b/,
    'for a bitter-sweet aperitif try a dry vermouth (a wine) or a Prosecco spritz; for something festive, a Crémant or Cava',
  ],
  [
    /\b(sake|sakes|soju|shochu)\b/,
    'sake is brewed from rice, so it is not a wine, which is fermented grape juice; if you like its delicate, savoury purity, try a bone-dry Fino or Manzanilla Sherry or a Muscadet aged on its lees',
  ],
  [
    /\b(cider|ciders|perry|perries|calvados)\b/,
    'cider and perry are fermented from apples and pears, not grapes; if you like crisp, appley cider, try an off-dry Mosel Riesling or a Loire Chenin Blanc, or a traditional method sparkling wine',
  ],
  [
    /\b(mead|meads|hydromel)\b/,
    'mead is fermented from honey, not grapes; if you like its honeyed sweetness, try a Sauternes, a Tokaji Aszú or a sweet Vouvray',
  ],
  [
    // Spirit added to fermenting must (Port, a VDN) or neutral grape spirit is wine's own.
    /\b(whisky|whiskey|whiskies|bourbon|scotch|rye|gin|vodka|rum|tequila|mezcal|liqueur|(?<!\b(?:grape|neutral|wine|brandy) )spirits?(?!.*\b(?:ferment\w*|must|fortif\w*|mutage|vdn|arrest|stop)\b)(?<!\b(?:ferment\w*|must|fortif\w*|mutage|vdn)\b.*))\b/,
    'if you enjoy an oak-aged spirit, try a fortified wine with the same depth: an Oloroso Sherry, a Madeira or a Tawny Port',
  ],
];

/**
 * Words only wine (or its service and craft) uses, or uses first: one of them in a question keeps it on
 * wine whatever else it mentions. Everyday words the records share with other subjects ("temperature",
 * "body", "harvest", "taste") are left out: they are wine's too, but not only wine's.
 */
export const CORE_WINE_WORDS = new Set(
  `wine wines winery wineries vino vin vins vinho wein weine vine vines grapevine grapevines vineyard vineyards grape grapes varietal
  varietals vintage vintages sommelier sommeliers somm somms cork corks corked corkage corkscrew bottle bottles glass
  glasses stemware pour pouring decant decanted decanting decanter cellar cellars cellaring vigneron vignerons
  winemaker winemakers winemaking viticulture oenology enology tannin tannins tannic acidity oak oaked unoaked
  barrique barriques malolactic lees terroir appellation appellations aoc aop doc docg igt igp ava dop vdp cru crus
  pdo pgi doca dac pradikat pradikate pradikatswein qualitatswein
  chateau chateaux domaine domaines bodega bodegas cuvee cuvees champagne prosecco cava cremant sherry port madeira
  marsala vermouth claret rose rosado rosato sparkling fortified botrytis phylloxera rootstock brut sec demi trocken wset amphora
  weingut tenuta quinta clos cantina fattoria podere grown planted vinified grappa brandy cognac armagnac pisco marc
  magnum magnums jeroboam rehoboam methuselah salmanazar balthazar nebuchadnezzar ${CRAFT_TERMS}`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words of wine law and labels after a country's adjective: "Spanish ageing terms" are Spain's wine's. */
export const LABEL_LAW_WORD =
  /^(ageing|aging|label|labels|labelling|labeling|classification|classifications|category|categories|appellations?|gis?|dacs?|pradikat|pradikate)$/;

/**
 * Adjectives of wine countries, folded, and the record each names: "Spanish wine law" is Spain's,
 * "a Chilean DOCG" is a Chilean wine. One table for the honesty guard and the choice scorer.
 */
export const COUNTRY_ADJECTIVES: Readonly<Record<string, string>> = wordTable({
  french: 'france',
  italian: 'italy',
  spanish: 'spain',
  portuguese: 'portugal',
  german: 'germany',
  austrian: 'austria',
  hungarian: 'hungary',
  greek: 'greece',
  swiss: 'switzerland',
  english: 'england',
  chilean: 'chile',
  argentine: 'argentina',
  argentinian: 'argentina',
  australian: 'australia',
  uruguayan: 'uruguay',
  lebanese: 'lebanon',
  canadian: 'canada',
  american: 'usa',
  'south african': 'south-africa',
  georgian: 'georgia',
  japanese: 'japan',
  chinese: 'china',
  mexican: 'mexico',
  israeli: 'israel',
  croatian: 'croatia',
  slovenian: 'slovenia',
  slovene: 'slovenia',
  romanian: 'romania',
});

/** Adjectives of wine regions within a country: "Sicilian wines" are the wines of Sicily. */
export const REGION_ADJECTIVES: Readonly<Record<string, string>> = wordTable({
  sicilian: 'sicily',
  tuscan: 'tuscany',
  piedmontese: 'piedmont',
  burgundian: 'burgundy',
  alsatian: 'alsace',
  californian: 'california',
  sardinian: 'sardinia',
  venetian: 'veneto',
  champenois: 'champagne',
  galician: 'galicia',
  bordelais: 'bordeaux',
  provencal: 'provence',
  oregonian: 'oregon',
  campanian: 'campania',
  apulian: 'puglia',
  lombard: 'lombardy',
  styrian: 'styria',
  corsican: 'corsica',
  tasmanian: 'tasmania',
  patagonian: 'patagonia',
});

/** Every adjective of place with the record it names, countries first. */
export const PLACE_ADJECTIVES: ReadonlyArray<[string, string]> = [
  ...Object.entries(COUNTRY_ADJECTIVES),
  ...Object.entries(REGION_ADJECTIVES),
];

/** A request for members of a category ("name a Grand Cru in…", "list the villages of…"). */
export const LISTING = /^(name|list|give me|can you name|can you list)\b/;

/** Words asking for a share of something or a limit on it: "the maximum", "how much", "what percentage". */
export const QUANTITY =
  /\b(max|maximum|min|minimum|how much|what percent(age)?|percentage|proportion|up to|at most|at least|limit)\b|%/;

/**
 * Wine words that everyday speech uses in another sense, each with the words around it that show
 * that sense: "the USB port", "Cork city", "a baby's bottle", "Vine videos", "the free press", "a
 * flooded cellar", "body fat", "leg day", "a nose bleed", "tannin in tea", "can my dog eat grapes", "glass
 * jars", "glasses that fog up", "a creeper vine on the wall".
 * In such a question the word says nothing of wine; whatever else the question holds decides.
 * Each entry: the word (folded) and the context, tested on the folded question, that shows the other sense.
 */
export const OTHER_SENSES: ReadonlyArray<[RegExp, RegExp]> = [
  [
    /\bports?\b/,
    /\b(usb|hdmi|ethernet|serial|charging|charger|laptop|computer|pc|router|firewall|tcp|udp|forwarding|network|server|monitor|thunderbolt|ssh|https?|url|vpn|ip|printer|number|docker|localhost|ferry|cruise|container|shipping)\b/,
  ],
  [
    // Wine, the program that runs Windows software on Linux or macOS.
    /\bwine\b/,
    /\b(linux|ubuntu|debian|fedora|macos|winehq|proton|steam deck|\.exe|exe files?|windows (programs?|apps?|applications?|software|games?)|compatibility layer|emulat(or|e|ion)|wineprefix|winetricks)\b/,
  ],
  [
    /\bcork\b/,
    /\bcork (city|county|airport|harbour|harbor|board|boards|flooring|floor|tiles?|coasters?|mats?|placemats?|trivets?|yoga blocks?|sandals?|soles?|insulation|wall|walls|panels?|pin ?boards?|notice ?boards?|bulletin ?boards?)\b|\bcork (a |the |my )?(baseball |softball |cricket )?bats?\b|\b(county|city of|cork,?) (ireland|irish)\b|\b(county|visit|visiting|flights? to|trip to) cork\b|\bcork,? ireland\b|\b(population|mayor|university|hurling|gaa)\b/,
  ],
  [
    /\b(grapes?|raisins?|sultanas?)\b/,
    /\b(dogs?|puppy|puppies|cats?|kittens?|pets?|hamsters?|parrots?|rabbits?|toddlers?|snacks?|lunchbox|seedless|smoothies?|fruit salad|cup of|a handful|calories|fibre|fiber|vitamins?|jelly|jam|ivy|houseplants?|hyacinths?|kids|children)\b/,
  ],
  [
    /\bbottles?\b/,
    /\b(baby|babies|baby's|babys|infants?|newborns?|formula|breastfed|breastfeeding|teats?|nipples?|hot water|water bottles?|sterilis\w*|steriliz\w*|plastic bottles?|milk bottles?|feeding bottles?|shampoo|recycl\w*)\b/,
  ],
  [
    /\bvines?\b/,
    /\bvine (app|videos?|stars?|compilations?)\b|\b(app|videos?|tiktok|youtube|instagram|twitter|social media|houseplants?|ivy|clematis|wisteria|jasmine|climbers|climbing plants?|(virginia )?creepers?|creeping|brickwork)\b|\bvines? (on|up|over|covering|damaging) (a |my |the )?(brick |garden )?(walls?|fence|house)\b/,
  ],
  [
    /\bglass(es)?\b/,
    /\bglass (jars?|shower|screens?|doors?|windows?|tables?|shelf|shelves|splashbacks?|panels?|bowls?|food containers?)\b|\bglass or plastic\b|\bplastic or glass\b|\brecycl\w*|\b(reading|prescription|safety|swimming|ski|varifocal|bifocal) glasses\b|\bglasses\b[^.?!]{0,20}\b(fog|fogs|fogging|fogged|steam|steams|steaming|steamed|mist|mists|misting|misted)\b|\bglasses (frames?|prescription|case|lens|lenses|keep slipping|slip)\b|\b(wear|wears|wearing|wore) (my |his |her |their |your )?glasses\b|\b(spectacles|opticians?|optometrists?|eye tests?|contact lenses|sunglasses|face masks?|(wear|wears|wearing) a mask)\b/,
  ],
  [
    /\bpress(es)?\b/,
    /\b(press (release|conference|freedom|officer|pass|coverage)|free press|the press (reported|wrote|said)|newspapers?|journalists?|journalism|bench press|leg press|press ?ups?|military press|garlic press|french press|trouser press|flower press|press(ing|ed)? (the |my |some )?(tofu|flowers?|leaves|panini|sandwich(es)?|shirts?|trousers|suit)|tofu|ironing)\b/,
  ],
  [
    /\bcellars?\b/,
    /\b(flood|flooded|flooding|damp proof\w*|waterproof\w*|sump|pump|pumping|basement|conversion|radon|mould|mold|leak|leaking|burst pipe|potatoes|vegetables|onions|root cellar|preserves)\b/,
  ],
  // Decanting in another sense: perfume into an atomiser, a sample in a laboratory, a liquid of the house.
  [
    /\bdecant(s|ed|ing)?\b/,
    /\b(perfumes?|fragrances?|colognes?|eau de (toilette|parfum)|atomi[sz]ers?|spray bottles?|shampoos?|lotions?|soaps?|detergents?|cleaning products?|samples? vials?|vials?|test tubes?|centrifuged?|supernatant|pipettes?|solvents?|chemicals?|laborator(y|ies)|lab|fuel|petrol|paraffin|motor oil)\b/,
  ],
  [
    /\bbody\b/,
    /\bbody (fat|weight|mass|lotion|building|builder|shape|temperature|odou?r|clock|language|image|paragraphs?|text|copy|wash|scrub|shop|work|kit|panels?)\b|\b(gym|workout|muscles?|bmi|diet|hair|hairstyle|shampoo|conditioner|essays?|paragraphs?|bodywork)\b/,
  ],
  [
    /\blegs?\b/,
    /\b(leg day|legs? (workout|day|exercises?|muscles?|cramps?|press)|workout|gym|squats?|lunges|sore|cramps?|shav\w*|restless|(table|chair|stool|sofa|bed|desk|piano|tripod)('?s)? legs?|legs? (of|on) (a |my |the )?(table|chair|stool|sofa|bed|desk|piano|tripod)|wobbly|spiders?|insects?|octopus)\b/,
  ],
  [
    /\bnose\b/,
    /\bnose ?(bleeds?|bleeding|job|piercing|surgery|spray|hair|cones?|gear|wheels?)\b|\b(blocked|runny|broken|stuffy|bleeding) nose\b|\bblow (my|your) nose\b|\b(planes?|aircraft|aeroplanes?|airplanes?|jets?|rockets?|missiles?|boats?|ships?)('?s)? noses?\b|\bnoses? of (a |an |the |my )?(planes?|aircraft|aeroplanes?|airplanes?|jets?|rockets?|missiles?|boats?|ships?)\b/,
  ],
  [
    /\brockets?\b/,
    /\b(nose ?cones?|launch\w*|lift ?off|spacecraft|space ?ships?|space ?flight|outer space|into space|to the moon|to mars|nasa|spacex|esa|orbits?|orbital|boosters?|astronauts?|propellant|thrust|fly|flies|flew|flying|rocket (science|scientists?|engines?|fuel|ships?|stages?|league|man))\b/,
  ],
  [
    /\bfinish(es)?\b/,
    /\bfinish(es)? (on|for) (a |an |the |my |our )?([a-z]+ )?(tables?|floors?|flooring|furniture|desks?|doors?|cabinets?|cupboards?|decks?|decking|cars?|walls?|worktops?|countertops?|guitars?|bowls?)\b|\b(wood|floor|furniture|paint|nail|car|metal|kitchen) finish(es)?\b|\b(matte?|gloss|glossy|satin|eggshell|lacquer|varnish|polyurethane|powder ?coat(ed)?) finish(es)?\b|\bfinish(ing)? line\b|\b(marathon|race|homework|essay|degree|floors?|flooring|furniture|cabinets?|cupboards?|decking|worktops?|countertops?|varnish\w*|paint(ed|ing)?|sanding|sandpaper|(wooden|timber) (tables?|desks?|doors?|chairs?|boxes))\b/,
  ],
  [/\b(tannins?|tannic|astringent|astringency)\b/, /\b(tea|teas|coffee|chai|matcha|oolong|rooibos|infusion)\b/],
  // The soil of a garden: "what soil acidity do blueberries need", "acid soil for azaleas".
  [
    /\b(soils?|acid|acidic|acidity|ph)\b/,
    /\b(blueberr(y|ies)|azaleas?|rhododendrons?|camellias?|heathers?|ericaceous|hydrangeas?|lawns?|compost|houseplants?|tomato(es)? plants?|vegetable (patch|garden|beds?)|raised beds?)\b/,
  ],
  // Meat hung to age: "dry-age a ribeye", "how long to age beef in the fridge".
  [
    /\b(dry[- ]?)?(age|aged|ageing|aging)\b/,
    /\bdry[- ]?ag(e|ed|eing|ing)\b|\b(steaks?|ribeyes?|rib[- ]eyes?|sirloins?|beef|brisket|venison|meat|hams?)\b/,
  ],
  [
    /\boak\b/,
    /\boak for (a |an |the |my |our )?(dining |coffee |kitchen |garden )?(tables?|floors?|furniture|doors?|desks?|chairs?|worktops?|beds?|shelves)\b|\boak (tables?|floors?|flooring|furniture|doors?|cabinets?|worktops?|beams?|desks?|chairs?|veneer|trees?|leaves|saplings?)\b|\b(varnish\w*|wood stain|stain(ing)? (an |the |my )?oak|sanding|acorns?|woodworm)\b/,
  ],
  [
    /\bbarrels?\b/,
    /\bbarrel (saunas?|hot tubs?|racing|roll|of oil|of laughs)\b|\b(rain|water|oil|gun) barrels?\b|\bbarrels? of (oil|crude)\b/,
  ],
  [
    /\bros[eé]s?(?!\p{L})/u,
    /\bros[eé] (sauce|pasta|gold|quartz|water|petals?|bush(es)?|garden|hips?|bed|cuttings?)\b|\bros[eé]s? (bush(es)?|cuttings?|petals?|bloom\w*)\b|\b(prun\w*|deadhead\w*|plant\w*|grow\w*|feed\w*) (my |the |climbing )?roses\b/,
  ],
  [
    /\b(powdery |downy )?(mildew|oidium|rootstocks?|grafting|grafted|botrytis|grey mou?ld|gray mold)\b/,
    /\b(courgettes?|zucchinis?|cucumbers?|pumpkins?|squash(es)?|marrows?|tomato(es)? plants?|potato(es)? plants?|(apple|pear|plum|cherry|peach|fruit|lemon|citrus|avocado) trees?|hydrangeas?|lilacs?|peonies|phlox|begonias?|houseplants?|lawns?|allotments?|veg(etable)? (patch|patches|plot|plots|garden|gardens)|greenhouses?|cacti|cactus|sunflowers?)\b/,
  ],
  [
    /\bsparkling\b/,
    /\bsparkling (water|mineral water|apple juice|grape juice|juice|lemonade|tea|clean|eyes|personality|conversation|white teeth)\b/,
  ],
  [
    /\bchampagne\b/,
    /\bchampagne[- ](colou?red|colou?r|gold|blonde|hair|paint|diamonds?|problems|supernova|socialist)\b/,
  ],
  [/\bharvest\b/, /\bharvest (moon|mice|mouse)\b|\b(wheat|barley|corn|maize|potato|rice|hay) harvest\b/],
  // Grape names that are everyday words: a regent who rules, a rondo in music, an emir's state, the
  // Solaris of books, films and computers.
  [
    /\bregents?\b/,
    /\bregent('?s)? (street|st|park|canal|theatre|theater|hotel|university|college|exams?)\b|\b(prince|queen|king|lord) regent\b|\b(board of regents|regency|acted as regent|regent for|regent of|king|queen|throne|reign\w*|monarch\w*|heir)\b/,
  ],
  [
    /\brondos?\b/,
    /\b(music|musical|sonatas?|concertos?|symphon\w*|mozart|beethoven|haydn|piano|composers?|composition|movements?|alla turca|kia|hatchback)\b|\brondo form\b/,
  ],
  [
    /\bemirs?\b/,
    /\b(emirates?|qatar|kuwait|dubai|abu dhabi|sharjah|palace|sheikh|sheikhs|royal|ruler|throne|princes?|sultans?)\b/,
  ],
  [
    /\bsolaris\b/,
    /\b(films?|movies?|tarkovsky|soderbergh|stanislaw lem|lem|novels?|books?|operating system|os|unix|sun microsystems|oracle|servers?|buses|bus|sci-?fi|science fiction)\b/,
  ],
  [
    /\bvintage\b/,
    /\bvintage (leather |suede |denim |wool |woollen |woolen |silk |cotton |tweed |fur )?(clothes|clothing|dress|dresses|fashion|shops?|stores?|boutiques?|furniture|cars?|motorbikes?|motorcycles?|bikes?|bicycles?|watch|watches|rolex|jewell?ery|guitars?|vinyl|posters?|cameras?|toys?|jeans|denim|jackets?|coats?|shirts?|blouses?|skirts?|sweaters?|jumpers?|cardigans?|hats?|shoes|boots|sneakers|trainers|outfits?|typewriters?|radios?|handbags?|lamps?|sofas?|markets?|fairs?|computers?|consoles?|tractors?)\b|\b(clothes|clothing|fashion|thrift\w*|charity shops?|second ?hand|antiques?|carburett?or|mileage|motorbikes?|handbags?)\b/,
  ],
  [
    /\breserves?\b/,
    /\b(federal reserve|reserve (bank|banks|requirements?|ratio|currency|currencies|army|forces|a table|a room|a seat|seats|tickets?)|(central|federal|commercial) banks?|banks?|banking|interest rates?|cash|currenc(y|ies)|forex|oil|petroleum|nature|game|wildlife|military|army|navy)\b/,
  ],
  [
    /\bdry\b/,
    /\b(dry (cleaning|cleaners?|cleaned|skin|eyes?|cough|hair|shampoo|ice|rot|wall|brine|rub|lips|scalp|eczema)|drywall|tumble dry|blow ?dry|dry (my |the |your )?(clothes|laundry|towels?|paint|nail polish)|(dog|cat|puppy)('?s)? (has a )?dry nose|dehydrator)\b/,
  ],
];

/** The question with every wine word that its context shows to be meant in another sense left out. */
export function withoutOtherSenses(question: string, isWine: (folded: string) => boolean): string | undefined {
  const t = fold(question);
  let rest = question;
  for (const [word, context] of OTHER_SENSES) {
    if (!word.test(t) || !context.test(t)) continue;
    // The word goes; so does a companion in the other sense right beside it ("USB port", "Cork city",
    // "Virginia creeper vine"), which might otherwise be read as a place or a wine of its own.
    const w = `(?:${word.source})`;
    const c = `(?:${context.source})`;
    rest = rest.replace(new RegExp(`${c}\\s+${w}|${w}\\s+${c}|${w}`, 'giu'), ' ');
  }
  if (rest === question) return undefined;
  // With wine named outright elsewhere the wine sense may be meant after all ("bottles of wine in a
  // flooded cellar"): the question is read as written.
  if (isWine(fold(rest))) return undefined;
  return rest.replace(/\s{2,}/g, ' ').trim();
}
