// Facts of the Level 3 syllabus checked area by area: climate influences, legal minimums, key grapes,
// classification tiers and label rules the knowledge base holds. Each question is asked as a learner
// would, and the fact must be somewhere in the answer, so a fact in the data is also one a learner
// can reach. One row per question: the syllabus area, the question, the level it is asked at and
// the words the answer must hold (two wordings of a question where a fact is often asked both ways).
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { norm, plain } from './eval/grade.ts';

interface Row {
  area: string;
  question: string;
  level: 1 | 2 | 3 | 4;
  /** Words the answer must hold, each somewhere in it. */
  expected: string[];
}

/** A row at Level 3, or at the level given last when a fact is worth telling only at Level 4. */
const row = (area: string, question: string, ...rest: (string | Row['level'])[]): Row => {
  const last = rest.at(-1);
  const level = typeof last === 'number' ? last : 3;
  return { area, question, level, expected: rest.filter((x): x is string => typeof x === 'string') };
};

const ROWS: Row[] = [
  // France
  row('France', 'What shelters the Médoc from the Atlantic winds?', 'Landes'),
  row('France', 'How many premier cru villages does Champagne have?', '44 Premier Cru'),
  row('France', 'Can Champagne be machine harvested?', 'picked by hand'),
  row('France', 'What moderates the climate of Muscadet?', 'Atlantic'),
  row('France', "What river flows below the Côte d'Or?", 'Saône'),
  row('France', "What is Pays d'Oc?", 'Languedoc-Roussillon'),
  // Italy
  row('Italy', 'How long must Rosso di Montalcino age?', '1 September of the year after the harvest'),
  row('Italy', 'What is the minimum ageing for Bolgheri Superiore?', 'at least two years'),
  row('Italy', 'How long is Montefalco Sagrantino aged?', '33 months'),
  row('Italy', 'When may Brunello di Montalcino first be sold?', 'fifth year'),
  row('Italy', 'What is Molinara?', 'Valpolicella'),
  row('Italy', 'What does Oseleta add to Amarone?', 'deep colour and firm tannin'),
  row('Italy', 'What is Frascati?', 'Malvasia'),
  row('Italy', 'What is Cesanese del Piglio?', 'Cesanese grape'),
  row('Italy', 'How many communes can make Barolo?', 'eleven communes'),
  // Spain and Portugal
  row('Spain and Portugal', 'What is the minimum ageing for Sherry?', 'at least two years'),
  row('Spain and Portugal', 'What grape is Fino sherry made from?', 'Palomino'),
  row('Spain and Portugal', 'What cools the vineyards of Toro?', 'cool nights'),
  row('Spain and Portugal', 'What is Madeira Bual?', 'Bual (Boal) medium sweet'),
  row('Spain and Portugal', 'What is sobretablas in Sherry making?', 'sobretablas before it enters a solera'),
  row('Spain and Portugal', 'What does the IVDP do?', 'beneficio'),
  // Germany and Austria
  row('Germany and Austria', 'What is a Weissherbst?', 'single black grape variety'),
  row('Germany and Austria', 'What is Rotling?', 'red and white grapes'),
  row('Germany and Austria', 'What is KMW?', '30 °KMW for Trockenbeerenauslese'),
  row('Germany and Austria', 'What does Sekt g.U. Große Reserve mean?', '30 months on the lees'),
  // Hungary and Greece
  row('Hungary', 'How long must Tokaji Aszú age in oak?', '18 months'),
  row('Greece', 'What wind affects the Greek islands?', 'Meltemi'),
  // Less-covered countries: climate, grapes, styles and label terms, each asked two ways
  row('Portugal', 'Where does the slight fizz of basic Vinho Verde come from?', 'carbon dioxide'),
  row('Portugal', 'Why is cheap Vinho Verde a little sparkling?', 'carbon dioxide'),
  row('Portugal', 'What grapes make white Douro table wine?', 'Rabigato'),
  row('Portugal', 'Which grapes go into unfortified Douro whites?', 'Rabigato'),
  row('Portugal', 'What protects the Dão from Atlantic rain?', 'mountains'),
  row('Portugal', 'Why are Dão reds fresher than Douro reds?', 'mountains'),
  row('Portugal', 'Where does the name Bairrada come from?', 'barro'),
  row('Portugal', 'What soils are found in Bairrada?', 'clay'),
  row('Portugal', 'How are vineyards in the Alentejo irrigated?', 'Alqueva'),
  row('Portugal', 'What indications of age can Madeira carry?', '15'),
  row('Portugal', 'What is Rainwater Madeira?', 'medium-dry'),
  row('Greece', 'How is retsina made?', 'resin'),
  row('Greece', 'What are the Greek quality categories?', 'OPAP'),
  row('Greece', 'What percentage of Assyrtiko must Santorini contain?', '75%'),
  row('Greece', 'What is Nykteri?', 'night'),
  row('Greece', 'How do Santorini vines survive with so little rain?', 'sea mist'),
  row('Greece', 'Where does the moisture for Santorini vines come from?', 'sea mists'),
  row('Greece', 'What is Nemea known for?', 'Agiorgitiko'),
  row('Hungary', 'Which rivers bring the autumn mists to Tokaj?', 'Bodrog'),
  row('Hungary', 'What rivers meet at Tokaj?', 'Tisza'),
  row('Hungary', 'How many wine regions does Hungary have?', '22'),
  row('Hungary', 'What is Somló known for?', 'Juhfark'),
  row('Hungary', 'What grapes go into Egri Bikavér?', 'Kékfrankos'),
  row('Georgia', 'What is the Kakhetian method?', 'chacha'),
  row('Georgia', 'How does Imeretian winemaking differ from Kakhetian?', 'Imeretian'),
  row('Georgia', 'What is Kindzmarauli?', 'semi-sweet'),
  row('Georgia', 'What is Tsinandali made from?', 'Mtsvane'),
  row('Switzerland', 'What is the most planted grape in Switzerland?', 'Pinot Noir'),
  row('Switzerland', 'How are Swiss wines classified?', 'canton'),
  row('Switzerland', 'Why is the Valais so dry?', 'foehn'),
  row('Switzerland', 'What are bisses in the Valais?', 'irrigation'),
  row('Switzerland', 'What are the main areas of Vaud?', 'La Côte'),
  row('Switzerland', 'What are the three suns of Lavaux?', 'reflection'),
  row('Lebanon and Israel', 'Who founded Château Ksara?', 'Jesuit'),
  row('Lebanon and Israel', 'What are the wine regions of Israel?', 'Shomron'),
  row('Canada', 'Why is Vidal used for Icewine in Ontario?', 'hybrid'),
  row('Canada', 'How is Icewine pressed?', 'frozen'),
  row('Uruguay', 'How do Uruguayan producers soften Tannat?', 'micro-oxygenation'),
  row('Uruguay', 'What is Maldonado in Uruguay known for?', 'Albariño'),
  row('England', 'What are the main vineyard hazards in England?', 'frost'),
  row('England', 'Is chaptalisation allowed in England?', 'chaptalisation'),
  row('Croatia and Slovenia', 'What is Dingač?', '1961'),
  row('Croatia and Slovenia', 'What is Pošip?', 'Korčula'),
  row('Croatia and Slovenia', 'What is Cviček?', 'low-alcohol'),
  row('Romania', 'Which Romanian grapes are native?', 'Fetească Neagră'),
  row('Romania', 'What grapes does Romania grow?', 'Fetească Neagră'),
  row('Romania', 'What is Dealu Mare known for?', 'reds'),
  row('Romania', 'What does Cotnari make?', 'sweet whites'),
  row('Romania', 'What is DOC-CIB in Romania?', 'ennoblement', 4),
  row('Romania', 'What does DOC-CT mean on a Romanian label?', 'late-harvested', 4),
  // Climate and vineyard hazards
  row('climate and vineyard', 'What is a Mediterranean climate?', 'dry summers'),
  row('climate and vineyard', 'What is a maritime climate?', 'close to the sea'),
  row('climate and vineyard', 'What is a crossing?', 'same species'),
  row('climate and vineyard', 'What is mass selection?', 'cuttings from many good vines'),
  row('climate and vineyard', 'How much rainfall do vines need?', '500 mm'),
  row('climate and vineyard', 'What is sunburn in grapes?', 'sunburn'),
  row('climate and vineyard', 'Why is Chile free of phylloxera?', 'Atacama'),
  // Sparkling wines
  row('sparkling', 'What is Franciacorta Satèn?', 'below 5 atmospheres'),
  row('sparkling', 'Which grapes make Cap Classique?', 'Chardonnay and Pinot Noir'),
  // The New World
  row('Argentina', 'How are the vineyards of Mendoza watered?', 'snowmelt'),
  row('South Africa', 'What ocean current cools the Western Cape?', 'Benguela'),
  row('South Africa', 'What is the Darling district known for?', 'Groenekloof'),
  row('South Africa', 'Where is Cape Point and what does it grow?', 'Cape Peninsula'),
  row('label rules', 'In South Africa, how much of a stated variety must a wine contain?', '85%'),
  row('label rules', 'What is the minimum varietal percentage in Chile?', '75%'),
  row('label rules', 'What is the Label Integrity Program?', 'Wine Australia'),
  // Climate influences: named winds and soils
  row('climate and vineyard', 'What is the Tramontane?', 'north-west', 'Languedoc'),
  row('climate and vineyard', 'Which wind blows through Roussillon?', 'Tramontane'),
  row('climate and vineyard', 'What is the Sirocco?', 'North Africa'),
  row('climate and vineyard', 'What is loess?', 'wind-blown'),
  row('climate and vineyard', 'Which soil is Grüner Veltliner grown on in the Kamptal?', 'loess'),
  row('climate and vineyard', 'What is galestro?', 'schist'),
  row('climate and vineyard', 'What are the soils of Chianti Classico?', 'galestro', 'alberese'),
  // Legal minimums: grape shares, alcohol and ageing of key appellations
  row('legal minimums', 'What are the rules for Côte-Rôtie?', 'Viognier', '20%'),
  row('legal minimums', 'How much Viognier can go into Côte-Rôtie?', '20%'),
  row('legal minimums', 'How many grapes are allowed in Châteauneuf-du-Pape?', 'Thirteen'),
  row('legal minimums', 'What are the rules for Bandol?', 'Mourvèdre', '18 months'),
  row('legal minimums', 'What are the rules for Cahors?', '70% Malbec'),
  row('legal minimums', 'How much Glera is in Prosecco?', '85% Glera'),
  row('legal minimums', 'What is the minimum Sangiovese in Vino Nobile?', '70% Sangiovese'),
  row('legal minimums', 'What alcohol is Madeira?', '17–22% abv'),
  row('legal minimums', 'What is the alcohol level of Madeira?', '17–22% abv'),
  row('legal minimums', 'How many Grand Crus are in Burgundy?', '33 Grand Cru'),
  row('legal minimums', 'How many Grand Crus in Chablis?', 'seven'),
  row('legal minimums', 'What are the rules for Barolo?', '38 months'),
  row('legal minimums', 'What are the rules for Barbaresco?', '26 months'),
  row('legal minimums', 'What are the ageing rules in Spain?', 'Crianza', 'Gran Reserva'),
  row('legal minimums', 'What are the rules for Tokaji Aszú?', '120 g/L'),
  row('legal minimums', 'What are the quality levels in Portugal?', 'Vinho Regional'),
  row('label rules', 'What are the label rules in Argentina?', '85%'),
  row('label rules', 'What are the label rules in New Zealand?', '85%'),
  // Label terms
  row('label terms', 'What is Edelzwicker?', 'blended'),
  row('label terms', 'What is Gentil in Alsace?', 'at least half'),
  row('label terms', 'What does Cantina mean?', 'winery'),
  row('label terms', 'What does Rotwein mean?', 'red wine'),
  row('label terms', 'What is Weisswein?', 'white wine'),
  row('label terms', 'What does Bereich mean?', 'district'),
  row('label terms', 'What is a Bereich on a German label?', 'Bernkastel'),
  row('label terms', 'What is Cru Artisan?', 'family-run'),
  row('label terms', 'What is Austrian Sekt?', 'Klassik'),
  row('label terms', 'What are the tiers of Sekt in Austria?', 'Große Reserve'),
  row('label terms', 'What are the Rutherglen Muscat classifications?', 'Classic', 'Grand', 'Rare'),
  row('label terms', 'What does Viñas Viejas mean?', 'old vines'),
  row('label terms', 'What does Vino Generoso mean?', 'dry fortified wines'),
  row('label terms', 'What does Escolha mean?', 'selection', 4),
  row('label terms', 'What does Fattoria mean?', 'farm estate'),
  row('label terms', 'What does Reserve mean in Greece?', 'at least three years', 4),
  row('label terms', 'What does OPAP mean?', 'PDO', 4),
  row('label terms', 'What does Kellerei mean?', 'winery'),
  row('label terms', 'What does Winzergenossenschaft mean?', 'cooperative'),
  row('label terms', 'What does Négociant-éleveur mean?', 'élevage'),
  row('label terms', 'What does Propriétaire-récoltant mean?', 'owner-grower'),
  row('label terms', 'What does Cave Coopérative mean?', 'member growers'),
  row('vineyard', 'Which grapes are prone to powdery mildew?', 'Carignan'),
  row('vineyard', 'What grape is susceptible to powdery mildew?', 'Chardonnay'),
  row('vineyard', 'Which grapes are prone to botrytis bunch rot?', 'Pinot Noir'),
  row('climate and vineyard', 'Why is Margaret River maritime?', 'Indian Ocean'),
  // Vineyard and cellar words asked on their own
  row('vineyard', 'What is black rot in vineyards?', 'humid'),
  row('vineyard', 'What is hang time?', 'longer hang time'),
  row('vineyard', 'What does longer hang time do to grapes?', 'more alcohol'),
  row('vineyard', 'What is vine vigour?', 'shades the grapes'),
  row('vineyard', 'What is a refractometer?', 'bends light'),
  row('winemaking', 'What is a hydrometer used for in winemaking?', 'density'),
  row('winemaking', 'What are anthocyanins?', 'pigments'),
  row('winemaking', 'What is pomace?', 'skins, seeds and stems'),
  row('winemaking', 'What is done with pomace?', 'grappa'),
  row('winemaking', 'What is a pneumatic press?', 'airbag'),
  row('winemaking', 'What is a basket press?', 'from above'),
  row('winemaking', 'What is glycerol in wine?', 'smoothness'),
  // Production: sparkling and opened wine
  row('sparkling', 'What is the taille?', '500 litres'),
  row('sparkling', 'What is the difference between cuvée and taille in Champagne?', '2,050', '500'),
  row('sparkling', 'What is a prestige cuvée?', 'top blend'),
  row('sparkling', 'What is the autolytic character?', 'brioche'),
  row('storage and service', 'What preserves opened wine?', 'vacuum'),
  row('storage and service', 'How can I keep an opened bottle fresh?', 'inert gas'),
  // Vine health, cellar chemistry and fortified and sparkling details learners ask for
  row('viticulture', 'What are trunk diseases of the vine?', 'pruning wounds'),
  row('viticulture', 'How does leafroll affect the grapes?', 'delays ripening'),
  row('viticulture', 'Why are nematodes a problem for vines?', 'feed on vine roots'),
  row('viticulture', 'How do growers treat oidium?', 'sulfur sprays'),
  row('viticulture', 'Are low yields better?', 'large yields dilute flavour'),
  row('winemaking', 'What is bound SO2?', 'bound to acetaldehyde'),
  row('winemaking', 'How do winemakers avoid protein haze?', 'bentonite'),
  row('winemaking', 'Does malolactic make Chardonnay taste of butter?', 'butter', 2),
  row('fortified', 'What protects Fino Sherry from oxygen?', 'yeast that protects them from oxygen'),
  row('fortified', 'How strong is Oloroso?', '17%'),
  row('sparkling', 'Why does Champagne keep reserve wines?', 'house style'),
  row('viticulture', 'Which American vines are rootstocks bred from?', 'berlandieri'),
  row('sweet', 'How sweet must the juice be for Canadian Icewine?', '35 °Brix'),
  row('fortified', 'How is red Banyuls fortified?', 'mutage sur grains', 4),
  row('Germany and Austria', 'What is must weight?', 'Oechsle'),
  row('winemaking', 'How does a pied de cuve start a fermentation?', 'yeast starter', 4),
  row('sparkling', 'What is méthode champenoise?', 'reserved for Champagne'),
  row('viticulture', 'Why do growers strip leaves?', 'leaf stripping'),
  row('winemaking', 'In what form is SO2 added?', 'potassium metabisulphite'),
  row('winemaking', 'When does bottling happen?', 'clear and stable'),
  row('winemaking', 'What is PVPP used for?', 'PVPP'),
  row('viticulture', 'What is horn manure in biodynamics?', 'cow horn'),
  row('viticulture', 'What do wind machines do against frost?', 'mix warmer air down'),
  row('viticulture', 'How long is the organic conversion period?', 'three years'),
  row('viticulture', 'What is 110 Richter?', 'drought-tolerant', 4),
];

/** The whole answer as a learner reads it, folded for comparison. */
const said = (question: string, level: Row['level']) => norm(plain(answer({ question, level }).markdown));

describe('Level 3 syllabus facts a learner can reach', () => {
  it.each(ROWS)('$area: $question', ({ question, level, expected }) => {
    const text = said(question, level);
    for (const fact of expected) expect(text, question).toContain(norm(fact));
  });
});
