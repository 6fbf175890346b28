import type { Term } from '../types.ts';

/** Label and quality terms by country, with their exact meaning. */
export const TERMS: Term[] = [
  // ── European Union ──────────────────────────────────────────────────────
  {
    term: 'PDO (Protected Designation of Origin)',
    country: 'European Union',
    meaning:
      'The EU’s top category of wine with a geographical origin: grapes must come entirely from the named area and the wine must follow that area’s product specification (grapes, yields, methods). National names include AOC/AOP, DOC/DOCG, DO/DOCa and Qualitätswein.',
    depth: 2,
  },
  {
    term: 'PGI (Protected Geographical Indication)',
    country: 'European Union',
    meaning:
      'The EU category below PDO: at least 85% of the grapes must come from the named area, and rules on grapes and methods are more flexible. National names include IGP, IGT, Vino de la Tierra, Vinho Regional and Landwein.',
    depth: 2,
  },
  // ── France ──────────────────────────────────────────────────────────────
  {
    term: 'AOC (Appellation d’Origine Contrôlée)',
    synonyms: ['Appellation Contrôlée'],
    country: 'France',
    meaning:
      'The French protected designation of origin, overseen by the INAO. Each AOC defines its area, permitted grapes, maximum yields, minimum ripeness or alcohol, and viticulture and winemaking practices.',
    depth: 1,
  },
  {
    term: 'AOP (Appellation d’Origine Protégée)',
    country: 'France',
    meaning:
      'The EU-wide name for the same top category as AOC; French producers may use either AOC or AOP on the label.',
    depth: 3,
  },
  {
    term: 'IGP (Indication Géographique Protégée)',
    synonyms: ['Vin de Pays'],
    country: 'France',
    meaning:
      'The French PGI category, formerly Vin de Pays: a larger area with more flexible rules, often used for varietally labelled wines, for example IGP Pays d’Oc.',
    depth: 2,
  },
  {
    term: 'Pays d’Oc (IGP)',
    synonyms: ['Vin de Pays d’Oc'],
    country: 'France',
    meaning:
      'The regional IGP covering Languedoc-Roussillon and France’s largest source of varietally labelled wines, such as Merlot, Chardonnay, Cabernet Sauvignon and Sauvignon Blanc, under looser rules on grapes and yields than the AOCs.',
    depth: 3,
  },
  {
    term: 'Vin de France',
    synonyms: ['Vin de Table'],
    country: 'France',
    meaning:
      'The basic category of French wine without geographical indication, formerly Vin de Table. The wine may come from anywhere in France and may state grape variety and vintage, but no smaller place of origin.',
    depth: 2,
  },
  {
    term: 'Grand Cru',
    country: 'France',
    meaning:
      'A top-ranked vineyard or village, with a meaning that depends on the region: in Burgundy the 33 Grand Cru vineyards are appellations in their own right; in Alsace 51 named sites form the Alsace Grand Cru AOC; in Champagne 17 villages are rated Grand Cru. In Saint-Émilion, "Grand Cru" alone is a separate appellation with stricter rules, not a classification.',
    depth: 2,
  },
  {
    term: 'Premier Cru (1er Cru)',
    country: 'France',
    meaning:
      'In Burgundy, a classified vineyard (climat) ranked below Grand Cru, labelled with the village name plus the vineyard or "Premier Cru"; in Champagne, villages rated just below Grand Cru. In the 1855 Bordeaux classification, Premier Cru means first growth.',
    depth: 2,
  },
  {
    term: 'Cru Classé',
    country: 'France',
    meaning:
      'A "classified growth": a château ranked in an official classification, such as the 1855 classification of the Médoc and Sauternes, the Graves classification or the Saint-Émilion classification (Grand Cru Classé, Premier Grand Cru Classé A and B). The classifications of the Médoc and Sauternes rank châteaux, not vineyards.',
    depth: 2,
  },
  {
    term: '1855 Classification',
    country: 'France',
    meaning:
      'The ranking of Bordeaux châteaux prepared for the 1855 Paris Exposition: 61 red wines (60 from the Médoc plus Haut-Brion from Graves) in five tiers from Premier Cru to Cinquième Cru, and the sweet wines of Sauternes and Barsac, with Château d’Yquem as sole Premier Cru Supérieur. The classification was drawn up by the Bordeaux wine brokers (courtiers), who ranked the châteaux by the prices their wines had fetched over many years. The five red first growths are Château Lafite Rothschild, Château Latour, Château Margaux, Château Haut-Brion and Château Mouton Rothschild. Its only change of rank was the promotion of Mouton Rothschild to first growth in 1973.',
    depth: 4,
  },
  {
    term: 'First Growth',
    country: 'France',
    meaning:
      'The top rank (Premier Cru) of the 1855 classification of the Médoc: Château Lafite Rothschild, Château Latour, Château Margaux, Château Haut-Brion (in Graves) and, since its promotion in 1973, Château Mouton Rothschild. Below them come the second to fifth growths; in Sauternes and Barsac, Château d’Yquem alone stands above the first growths as Premier Cru Supérieur.',
    depth: 3,
  },
  {
    term: 'Second Growth',
    synonyms: ['Deuxième Cru'],
    country: 'France',
    meaning:
      'The second rank of the 1855 classification of the Médoc, held by 14 châteaux, among them Château Léoville Las Cases, Château Pichon Baron, Château Pichon Comtesse, Château Cos d’Estournel, Château Montrose, Château Ducru-Beaucaillou and Château Rauzan-Ségla.',
    depth: 3,
  },
  {
    term: 'Third Growth',
    synonyms: ['Troisième Cru'],
    country: 'France',
    meaning:
      'The third rank of the 1855 classification of the Médoc, held by 14 châteaux, among them Château Palmer, Château Giscours, Château Calon-Ségur and Château Lagrange.',
    depth: 3,
  },
  {
    term: 'Fourth Growth',
    synonyms: ['Quatrième Cru'],
    country: 'France',
    meaning:
      'The fourth rank of the 1855 classification of the Médoc, held by 10 châteaux, among them Château Beychevelle, Château Talbot, Château Branaire-Ducru and Château Duhart-Milon.',
    depth: 3,
  },
  {
    term: 'Fifth Growth',
    synonyms: ['Cinquième Cru'],
    country: 'France',
    meaning:
      'The fifth and last rank of the 1855 classification of the Médoc, held by 18 châteaux, among them Château Lynch-Bages, Château Pontet-Canet, Château Grand-Puy-Lacoste, Château Cantemerle and Château du Tertre.',
    depth: 3,
  },
  {
    term: 'Cru Artisan',
    country: 'France',
    meaning:
      'A classification of small, family-run estates of the Médoc, officially recognised again since 2006: each must be run by its owner, who grows the grapes and makes and sells the wine.',
    depth: 4,
  },
  {
    term: 'Cru Bourgeois',
    country: 'France',
    meaning:
      'A classification of Médoc châteaux outside the 1855 classification; the first list was drawn up by Bordeaux brokers in 1932. Since the 2020 classification it has three tiers, Cru Bourgeois, Cru Bourgeois Supérieur and Cru Bourgeois Exceptionnel, reviewed every five years.',
    depth: 3,
  },
  {
    term: 'Premier Grand Cru Classé',
    country: 'France',
    meaning:
      'The top rank of the Saint-Émilion châteaux, revised about every ten years and split into A and B; since 2022 Château Figeac and Château Pavie alone hold the A rank.',
    depth: 3,
  },
  {
    term: 'Grand Cru Classé',
    country: 'France',
    meaning:
      'In Saint-Émilion, a classified estate: a château ranked in the Saint-Émilion classification, one step below Premier Grand Cru Classé, on a list revised about every ten years. It is not the same as Saint-Émilion Grand Cru, an appellation with stricter rules than plain Saint-Émilion that any estate meeting them may use.',
    depth: 3,
  },
  {
    term: 'Villages',
    country: 'France',
    meaning:
      'Added to a regional appellation, such as Côtes du Rhône Villages, Beaujolais-Villages or Mâcon-Villages, it marks a group of better communes with stricter rules; some villages may add their own name.',
    depth: 2,
  },
  {
    term: 'Supérieur',
    country: 'France',
    meaning:
      'Added to an appellation name, such as Bordeaux Supérieur or Mâcon Supérieur, it marks wines made under stricter rules than the basic appellation, usually a higher minimum alcohol and lower yields, and for Bordeaux Supérieur longer ageing before release.',
    depth: 3,
  },
  {
    term: 'Cru',
    country: 'France',
    meaning:
      'Literally "growth": a superior vineyard, village or appellation. In Beaujolais and the Rhône, the crus are the top village appellations, such as Morgon or Gigondas.',
    depth: 2,
  },
  {
    term: 'Climat',
    country: 'France',
    meaning:
      'In Burgundy, a precisely delimited, named vineyard site with its own soil and exposure, recognised over centuries; Premier and Grand Cru vineyards are climats.',
    depth: 3,
  },
  {
    term: 'Lieu-dit',
    country: 'France',
    meaning:
      'A named vineyard plot that is not classified as Premier or Grand Cru; in Burgundy its name may appear on a village-level label.',
    depth: 3,
  },
  {
    term: 'Monopole',
    country: 'France',
    meaning: 'A vineyard owned entirely by a single producer, such as Romanée-Conti or Clos de Tart.',
    depth: 3,
  },
  {
    term: 'Clos',
    country: 'France',
    meaning: 'A vineyard enclosed, or historically enclosed, by a wall, such as Clos de Vougeot.',
    depth: 2,
  },
  {
    term: 'Château',
    country: 'France',
    meaning:
      'A wine estate, especially in Bordeaux, whose wine comes from its own vineyards; the building need not be a castle.',
    depth: 1,
  },
  {
    term: 'Domaine',
    country: 'France',
    meaning: 'An estate that grows its own grapes and makes wine from them, the usual term in Burgundy.',
    depth: 2,
  },
  {
    term: 'Négociant',
    country: 'France',
    meaning:
      'A merchant who buys grapes, must or finished wine from growers and makes, blends or bottles it under its own name; important in Burgundy, Champagne and Bordeaux.',
    depth: 2,
  },
  {
    term: 'Négociant-éleveur',
    country: 'France',
    meaning:
      'A merchant who buys grapes, must or young wine and then raises it (élevage): ageing, blending and bottling it under its own name.',
    depth: 3,
  },
  {
    term: 'Courtier',
    synonyms: ['Wine broker'],
    country: 'France',
    meaning:
      'A wine broker: the go-between linking growers and châteaux with négociants, who finds and tastes the wines, agrees the price and takes a small commission; central to the Bordeaux trade (the Place de Bordeaux).',
    depth: 3,
  },
  {
    term: 'Hospices de Beaune',
    country: 'France',
    meaning:
      'A charitable hospital in Beaune founded in 1443, whose donated vineyards’ wines are sold at a famous charity auction each November; its labels name the cuvée, often after a donor.',
    depth: 3,
  },
  {
    term: 'Propriétaire-récoltant',
    country: 'France',
    meaning: 'An owner-grower: the producer owns the vineyards, picks the grapes and makes the wine from them.',
    depth: 3,
  },
  {
    term: 'Cave Coopérative',
    country: 'France',
    meaning:
      'A cooperative winery owned by its member growers, who bring their grapes to be made into wine together; many French villages have one.',
    depth: 3,
  },
  {
    term: 'Mis en bouteille au château / au domaine',
    country: 'France',
    meaning: 'Bottled at the estate where the wine was made, rather than by a merchant.',
    depth: 2,
  },
  {
    term: 'Grand Vin / Second Wine (Second Vin)',
    country: 'France',
    meaning:
      'In Bordeaux, the grand vin is a château’s main, top wine; the second wine is made from lots not selected for it, often from younger vines, and sold under a different name.',
    depth: 2,
  },
  {
    term: 'Clairette de Die',
    country: 'France',
    meaning:
      'A sparkling wine of the Diois, in the Drôme valley east of the Rhône: the Tradition style is made mostly from Muscat by the ancestral méthode dioise (one fermentation, finished in the bottle), sweet, grapey and low in alcohol; Crémant de Die is the dry traditional-method wine made from Clairette.',
    depth: 3,
  },
  {
    term: 'En primeur',
    synonyms: ['Wine futures'],
    country: 'France',
    meaning:
      'The sale of wine, mainly Bordeaux, as futures in the spring after the harvest, while it is still ageing in barrel; buyers pay in advance and receive the bottles later.',
    depth: 3,
  },
  {
    term: 'Sur Lie',
    country: 'France',
    meaning:
      'Aged on the fine lees and bottled directly off them without racking, as in Muscadet; it adds texture, a yeasty note and sometimes a light spritz.',
    depth: 2,
  },
  {
    term: 'Vieilles Vignes',
    country: 'France',
    meaning:
      '"Old vines": the wine comes from older vines, usually lower-yielding and more concentrated; there is no legal minimum age.',
    depth: 2,
  },
  {
    term: 'Vin de Garde',
    country: 'France',
    meaning:
      'A wine "for keeping": made with the structure (tannin, acidity, concentration) to improve over years in bottle rather than to be drunk young. It is a description, not a legal category.',
    depth: 3,
  },
  {
    term: 'Non Filtré',
    synonyms: ['Non Filtrato', 'Unfiltriert'],
    country: 'France',
    meaning:
      '"Unfiltered": the wine was bottled without filtration, which some producers believe keeps more texture and flavour; it may throw a sediment or look slightly hazy, and it is no sign of quality in itself.',
    depth: 3,
  },
  {
    term: 'Élevé en fût de chêne',
    country: 'France',
    meaning:
      'Matured in oak barrels; the label does not say for how long or whether the oak was new. Fermenté en fût means the wine was also fermented in barrel.',
    depth: 3,
  },
  {
    term: 'Brut Nature',
    synonyms: ['Pas Dosé', 'Dosage Zéro', 'Zero Dosage'],
    country: 'France',
    meaning:
      'The driest sparkling-wine category: less than 3 g/L of sugar and no sugar added after disgorgement (no dosage). Also called Pas Dosé or Dosage Zéro.',
    depth: 2,
  },
  {
    term: 'Extra Brut',
    country: 'France',
    meaning: 'Sparkling wine with 0–6 g/L of sugar: very dry.',
    depth: 2,
  },
  {
    term: 'Brut',
    country: 'France',
    meaning: 'Sparkling wine with less than 12 g/L of sugar after dosage: dry, and the most common style of Champagne.',
    depth: 1,
  },
  {
    term: 'Extra Dry (Extra Sec)',
    country: 'France',
    meaning: 'Sparkling wine with 12–17 g/L of sugar: off-dry, despite the name, and sweeter than Brut.',
    depth: 2,
  },
  {
    term: 'Sec',
    country: 'France',
    meaning:
      'For sparkling wine, 17–32 g/L of sugar (noticeably sweet); for still wines such as Vouvray, it means dry.',
    depth: 2,
  },
  {
    term: 'Demi-Sec',
    country: 'France',
    meaning:
      'For sparkling wine, 32–50 g/L of sugar (sweet); for still Loire Chenin Blanc, medium-dry to medium-sweet.',
    depth: 2,
  },
  {
    term: 'Doux',
    country: 'France',
    meaning: 'For sparkling wine, more than 50 g/L of sugar: the sweetest category. For still wines, sweet.',
    depth: 2,
  },
  {
    term: 'Moelleux',
    country: 'France',
    meaning:
      'Sweet or medium-sweet still wine, used in the Loire and the South West for wines from late-harvested, shrivelled or botrytised grapes.',
    depth: 2,
  },
  {
    term: 'Liquoreux',
    country: 'France',
    meaning:
      'A lusciously sweet white wine, richer than moelleux, usually made from botrytised grapes, as in Sauternes, Barsac or Bonnezeaux.',
    depth: 3,
  },
  {
    term: 'Dosage',
    country: 'France',
    meaning:
      'The sugar solution (liqueur d’expédition) added to sparkling wine after disgorgement; its amount sets the sweetness category from Brut Nature to Doux.',
    depth: 3,
  },
  {
    term: 'Blanc de Blancs',
    country: 'France',
    meaning: 'White wine made only from white grapes; in Champagne usually 100% Chardonnay.',
    depth: 2,
  },
  {
    term: 'Blanc de Noirs',
    country: 'France',
    meaning:
      'White wine made from black grapes, pressed gently so the juice stays pale; in Champagne from Pinot Noir and/or Meunier.',
    depth: 2,
  },
  {
    term: 'Échelle des crus',
    country: 'France',
    meaning:
      'The ranking of Champagne’s villages on a percentage scale, once used to set the price of grapes: the 17 villages rated 100% are Grand Cru, and those rated 90–99% are Premier Cru.',
    depth: 3,
  },
  {
    term: 'Millésime',
    country: 'France',
    meaning:
      'Vintage: the wine comes from a single year. Vintage Champagne must age at least three years before release.',
    depth: 2,
  },
  {
    term: 'Non-Vintage (NV, Sans Année)',
    synonyms: ['Multi-Vintage'],
    country: 'France',
    meaning:
      'A sparkling wine blended from several years to keep a consistent house style. Non-vintage Champagne must age at least 15 months before release, including 12 months on the lees.',
    depth: 2,
  },
  {
    term: 'Taille',
    country: 'France',
    meaning:
      'In Champagne pressing, the later and lesser juice: a 4,000 kg marc of grapes gives at most 2,550 litres, of which the first 2,050 litres are the cuvée (the purest juice, with the most acidity) and the next 500 litres the taille, fruitier and softer, used in smaller amounts or for less delicate blends.',
    depth: 4,
  },
  {
    term: 'Cuvée de Prestige / Prestige Cuvée',
    country: 'France',
    meaning: 'A producer’s top blend, especially in Champagne (also Tête de Cuvée); the term is not legally regulated.',
    depth: 3,
  },
  {
    term: 'RM (Récoltant-Manipulant)',
    synonyms: ['Grower Champagne'],
    country: 'France',
    meaning: 'A Champagne grower who makes and sells Champagne from their own grapes ("grower Champagne").',
    depth: 3,
  },
  {
    term: 'NM (Négociant-Manipulant)',
    country: 'France',
    meaning:
      'A Champagne house that buys grapes or wine, in addition to any of its own, and makes Champagne under its own label; most large houses are NM.',
    depth: 3,
  },
  {
    term: 'CM (Coopérative de Manipulation)',
    country: 'France',
    meaning: 'A cooperative that makes Champagne from its members’ grapes and sells it under its own brands.',
    depth: 3,
  },
  {
    term: 'Méthode Traditionnelle',
    synonyms: ['Méthode Champenoise'],
    country: 'France',
    meaning:
      'The traditional method of sparkling wine production, with a second fermentation in the bottle in which the wine is sold, ageing on the lees, riddling and disgorgement. The term "méthode champenoise" is reserved for Champagne in the EU.',
    depth: 2,
  },
  {
    term: 'Crémant',
    country: 'France',
    meaning:
      'Traditional-method sparkling wine from French regions other than Champagne, such as Alsace, Bourgogne, Loire, Limoux, Jura and Bordeaux; rules include hand harvesting, whole-bunch pressing and at least nine months on the lees.',
    depth: 2,
  },
  {
    term: 'Pétillant',
    country: 'France',
    meaning:
      'Lightly sparkling, with less pressure than a fully sparkling wine; Pétillant Naturel (pét-nat) is made by finishing the first fermentation in the bottle (méthode ancestrale).',
    depth: 3,
  },
  {
    term: 'Mousseux',
    country: 'France',
    meaning: 'Fully sparkling; Vouvray Mousseux, for example, is a traditional-method sparkling wine.',
    depth: 3,
  },
  {
    term: 'Edelzwicker',
    country: 'France',
    meaning:
      'An Alsace white blended from any of the region’s permitted white grapes, noble or not, which need not be named on the label; it is usually a simple, everyday wine.',
    depth: 4,
  },
  {
    term: 'Gentil',
    country: 'France',
    meaning:
      'An Alsace white blend of higher standing than Edelzwicker: at least half Riesling, Muscat, Pinot Gris or Gewurztraminer, each grape vinified on its own before blending.',
    depth: 4,
  },
  {
    term: 'Vendanges Tardives (VT)',
    country: 'France',
    meaning:
      'Late harvest: wine made from very ripe, late-picked grapes with a high minimum sugar level, mainly in Alsace from Riesling, Gewurztraminer, Pinot Gris or Muscat. Usually sweet, and may be partly botrytised.',
    depth: 3,
  },
  {
    term: 'Sélection de Grains Nobles (SGN)',
    country: 'France',
    meaning:
      'A sweet wine from grapes affected by noble rot, picked selectively, with a higher minimum sugar level than Vendanges Tardives; used in Alsace and in some Loire sweet-wine appellations.',
    depth: 3,
  },
  {
    term: 'Vin Doux Naturel (VDN)',
    country: 'France',
    meaning:
      'A sweet fortified wine whose fermentation is stopped by adding neutral grape spirit (mutage), keeping natural grape sugar; examples are Muscat de Beaumes-de-Venise, Banyuls, Maury and Rivesaltes.',
    depth: 2,
  },
  {
    term: 'Vin de Liqueur',
    synonyms: ['Mistelle'],
    country: 'France',
    meaning:
      'A fortified drink made by adding spirit to grape juice before or at the very start of fermentation, such as Pineau des Charentes, Macvin du Jura and Floc de Gascogne.',
    depth: 3,
  },
  {
    term: 'Rancio',
    country: 'France',
    meaning:
      'The nutty, oxidative, slightly pungent character of fortified wines aged for a long time in warm conditions, in barrels or glass demijohns; used on labels of Roussillon vins doux naturels.',
    depth: 3,
  },
  {
    term: 'Vin Jaune',
    country: 'France',
    meaning:
      'A Jura wine of 100% Savagnin aged in barrel without topping up under a film of yeast (voile) for at least five years and released six years and three months after harvest, in the 62 cl clavelin bottle; nutty and sherry-like but not fortified.',
    depth: 3,
  },
  {
    term: 'Clavelin',
    country: 'France',
    meaning:
      'The squat 62 cl bottle used for Vin Jaune in the Jura: said to be what remains of a litre of wine after its years of ageing under the veil of yeast.',
    depth: 3,
  },
  {
    term: 'Vin de Paille',
    country: 'France',
    meaning:
      '"Straw wine": a sweet wine made from grapes dried after harvest on straw mats or racks, notably in the Jura and Hermitage.',
    depth: 3,
  },
  {
    term: 'Primeur / Nouveau',
    country: 'France',
    meaning:
      'A young wine released a few weeks after harvest for immediate drinking; Beaujolais Nouveau is released on the third Thursday of November.',
    depth: 2,
  },
  {
    term: 'Clairet',
    country: 'France',
    meaning: 'A Bordeaux speciality between a dark rosé and a light red, made with a short maceration.',
    depth: 3,
  },
  // ── Italy ───────────────────────────────────────────────────────────────
  {
    term: 'Vecchie Viti',
    country: 'Italy',
    meaning: '"Old vines" in Italian: grapes from older, lower-yielding vines; the law sets no minimum age.',
    depth: 3,
  },
  {
    term: 'DOCG (Denominazione di Origine Controllata e Garantita)',
    country: 'Italy',
    meaning:
      'Italy’s highest quality category: stricter rules than DOC, an official tasting panel, and a numbered government seal (fascetta) on the neck of the bottle. The first DOCGs, granted in 1980, were Brunello di Montalcino, Vino Nobile di Montepulciano, Barolo and Barbaresco.',
    depth: 1,
  },
  {
    term: 'DOC (Denominazione di Origine Controllata)',
    country: 'Italy',
    meaning:
      'Italian protected designation of origin, regulating area, grape varieties, yields, minimum alcohol and ageing.',
    depth: 1,
  },
  {
    term: 'IGT (Indicazione Geografica Tipica)',
    country: 'Italy',
    meaning:
      'The Italian PGI category (also IGP), with broader areas and freer rules; many Super Tuscans are sold as IGT Toscana.',
    depth: 2,
  },
  {
    term: 'Vino',
    synonyms: ['Vino da Tavola'],
    country: 'Italy',
    meaning: 'Basic Italian wine without a geographical indication, formerly Vino da Tavola.',
    depth: 3,
  },
  {
    term: 'Moscato Giallo',
    country: 'Italy',
    meaning:
      'A yellow-skinned Muscat variety (Goldmuskateller in German), distinct from Moscato Bianco, grown mainly in Trentino-Alto Adige and the Veneto; it makes aromatic dry whites and sweet or passito wines with orange-blossom, citrus-peel and spice notes.',
    depth: 3,
  },
  {
    term: 'Classico',
    country: 'Italy',
    meaning:
      'The original, historic heart of an appellation, usually hillside sites, as in Chianti Classico, Soave Classico and Valpolicella Classico.',
    depth: 2,
  },
  {
    term: 'Superiore',
    country: 'Italy',
    meaning:
      'A wine meeting stricter rules than the basic version of its appellation, typically higher minimum alcohol, lower yields or longer ageing, for example Barbera d’Asti Superiore or Valpolicella Superiore.',
    depth: 2,
  },
  {
    term: 'Riserva',
    country: 'Italy',
    meaning:
      'A wine given longer minimum ageing before release, set by each appellation, for example 62 months for Barolo Riserva and 24 months for Chianti Classico Riserva.',
    depth: 2,
  },
  {
    term: 'Gran Selezione',
    country: 'Italy',
    meaning:
      'The top tier of Chianti Classico, introduced in 2014: estate-grown grapes, at least 30 months’ ageing, and since 2021 at least 90% Sangiovese.',
    depth: 3,
  },
  {
    term: 'Passito',
    country: 'Italy',
    meaning:
      'Wine made from grapes dried after harvest (appassimento) to concentrate sugar and flavour; usually sweet, such as Passito di Pantelleria.',
    depth: 2,
  },
  {
    term: 'Vendemmia Tardiva',
    country: 'Italy',
    meaning: 'Late harvest: a sweet wine made from grapes left on the vine to overripen and concentrate their sugar.',
    depth: 3,
  },
  {
    term: 'Appassimento',
    country: 'Italy',
    meaning:
      'The drying of harvested grapes, on racks or in lofts, before fermentation, used for Amarone, Recioto, Sforzato and Vin Santo.',
    depth: 2,
  },
  {
    term: 'Recioto',
    country: 'Italy',
    meaning:
      'A sweet wine from dried grapes in the Veneto, such as Recioto della Valpolicella (red) and Recioto di Soave (white).',
    depth: 3,
  },
  {
    term: 'Ripasso',
    country: 'Italy',
    meaning:
      'Valpolicella refermented on the pressed skins left from Amarone or Recioto, giving more body, alcohol and dried-fruit flavour; sold as Valpolicella Ripasso.',
    depth: 3,
  },
  {
    term: 'Frizzante',
    country: 'Italy',
    meaning:
      'Semi-sparkling: lightly fizzy wine with lower pressure (1–2.5 bar) than fully sparkling wine, such as many Lambrusco and Moscato d’Asti.',
    depth: 2,
  },
  {
    term: 'Spumante',
    country: 'Italy',
    meaning: 'Fully sparkling wine (at least 3 bar), made by the tank or traditional method.',
    depth: 2,
  },
  {
    term: 'Metodo Classico',
    synonyms: ['Metodo Tradizionale'],
    country: 'Italy',
    meaning:
      'Traditional-method sparkling wine, with the second fermentation in bottle, as in Franciacorta and Trento DOC.',
    depth: 2,
  },
  {
    term: 'Millesimato',
    country: 'Italy',
    meaning: 'Vintage-dated, usually for sparkling wines such as Franciacorta and Prosecco.',
    depth: 3,
  },
  {
    term: 'Lambrusco',
    country: 'Italy',
    meaning:
      'The frothy, usually red wines of Emilia-Romagna, around Modena and Reggio Emilia, made from a family of related Lambrusco grapes (Sorbara, Grasparossa, Salamino); most are frizzante, made sparkling by the tank method, and dry (secco) or off-dry (amabile), with bright acidity and low tannin.',
    depth: 1,
  },
  {
    term: 'Vin Santo',
    country: 'Italy',
    meaning:
      'A Tuscan (and central Italian) wine from grapes dried after harvest, aged for years in small barrels (caratelli); usually sweet, sometimes dry.',
    depth: 3,
  },
  {
    term: 'Rosato',
    country: 'Italy',
    meaning: 'Rosé wine.',
    depth: 1,
  },
  {
    term: 'Secco',
    country: 'Italy',
    meaning: 'Dry.',
    depth: 2,
  },
  {
    term: 'Abboccato',
    country: 'Italy',
    meaning: 'Off-dry to medium-sweet.',
    depth: 3,
  },
  {
    term: 'Amabile',
    country: 'Italy',
    meaning: 'Medium-sweet, sweeter than abboccato.',
    depth: 3,
  },
  {
    term: 'Dolce',
    country: 'Italy',
    meaning: 'Sweet.',
    depth: 2,
  },
  {
    term: 'Vigna',
    country: 'Italy',
    meaning:
      'Vineyard: followed by a name, it indicates a single vineyard, which in DOC and DOCG wines must be officially registered.',
    depth: 3,
  },
  {
    term: 'MGA (Menzione Geografica Aggiuntiva)',
    country: 'Italy',
    meaning:
      'An officially delimited vineyard area that may be added to the label of Barolo or Barbaresco, such as Cannubi or Asili.',
    depth: 4,
  },
  {
    term: 'Gallo Nero (black rooster)',
    country: 'Italy',
    meaning:
      'The black rooster seal of the Chianti Classico consortium, carried on the neck of every bottle of Chianti Classico DOCG.',
    depth: 2,
  },
  {
    term: 'Governo all’uso toscano',
    synonyms: ['Governo'],
    country: 'Italy',
    meaning:
      'A traditional Tuscan technique: dried grapes or their must are added to the finished wine to start a second fermentation, giving a softer, rounder wine; once common in Chianti, now rare.',
    depth: 4,
  },
  {
    term: 'UGA (Unità Geografica Aggiuntiva)',
    country: 'Italy',
    meaning:
      'One of eleven village areas of Chianti Classico, such as Radda or Panzano, that may be named on Gran Selezione labels since 2021.',
    depth: 4,
  },
  {
    term: 'Azienda Agricola',
    country: 'Italy',
    meaning: 'A farm estate: the producer grows its own grapes.',
    depth: 3,
  },
  {
    term: 'Cantina',
    country: 'Italy',
    meaning: 'A winery or wine cellar; Cantina Sociale is a cooperative winery.',
    depth: 3,
  },
  {
    term: 'Fattoria',
    country: 'Italy',
    meaning: 'A farm estate, often in Tuscany, that grows its own grapes and makes its wine; Podere is a smaller farm.',
    depth: 3,
  },
  {
    term: 'Cantina Sociale',
    synonyms: ['Cantina Cooperativa'],
    country: 'Italy',
    meaning: 'A cooperative winery owned by its grower members.',
    depth: 3,
  },
  {
    term: 'Extra Dry (Prosecco)',
    country: 'Italy',
    meaning:
      'For Prosecco and other sparkling wines, 12–17 g/L of sugar: off-dry and sweeter than Brut; Dry is sweeter still.',
    depth: 2,
  },
  // ── Spain ───────────────────────────────────────────────────────────────
  {
    term: 'DO (Denominación de Origen)',
    country: 'Spain',
    meaning: 'The Spanish protected designation of origin, with rules on area, grapes, yields and winemaking.',
    depth: 1,
  },
  {
    term: 'DOCa (Denominación de Origen Calificada)',
    synonyms: ['DOQ'],
    country: 'Spain',
    meaning:
      'Spain’s top regional category, with stricter controls than DO; only Rioja (since 1991) and Priorat (DOQ in Catalan) hold it.',
    depth: 2,
  },
  {
    term: 'Vino de Pago',
    synonyms: ['DO Pago'],
    country: 'Spain',
    meaning:
      'A single estate with its own protected designation of origin, granted to estates with a distinctive terroir and reputation.',
    depth: 3,
  },
  {
    term: 'Vino de Calidad con Indicación Geográfica (VC)',
    country: 'Spain',
    meaning: 'An intermediate category between Vino de la Tierra and DO, often a step towards DO status.',
    depth: 4,
  },
  {
    term: 'Vino de la Tierra (VT)',
    country: 'Spain',
    meaning: 'The Spanish PGI category, for wines from large regional areas with flexible rules.',
    depth: 3,
  },
  {
    term: 'Joven',
    synonyms: ['Sin crianza'],
    country: 'Spain',
    meaning: 'Young wine, with little or no oak ageing, released soon after the harvest to be drunk fresh.',
    depth: 2,
  },
  {
    term: 'Viñas Viejas',
    country: 'Spain',
    meaning:
      'Old vines; the term has no legal minimum vine age in most Spanish DOs, so its meaning rests with the producer.',
    depth: 3,
  },
  {
    term: 'Vino Generoso',
    country: 'Spain',
    meaning:
      'The legal name for the dry fortified wines of Jerez, Montilla-Moriles and Condado de Huelva, such as Fino, Manzanilla, Amontillado, Palo Cortado and Oloroso; sweetened blends such as Cream are Vinos Generosos de Licor.',
    depth: 3,
  },
  {
    term: 'Roble',
    synonyms: ['Semicrianza'],
    country: 'Spain',
    meaning: '"Oak": a wine given a short period in oak, less than a Crianza; the term is not defined by national law.',
    depth: 3,
  },
  {
    term: 'Crianza',
    country: 'Spain',
    meaning:
      'For red wines, at least 24 months’ ageing with at least 6 months in oak (Rioja and Ribera del Duero require 12 months in oak); for whites and rosés, at least 18 months with 6 in oak.',
    depth: 2,
  },
  {
    term: 'Reserva',
    country: 'Spain',
    meaning:
      'For red wines, at least 36 months’ ageing with at least 12 months in oak (in Rioja, three years including one in oak and six months in bottle); for whites and rosés, at least 24 months with 6 in oak.',
    depth: 2,
  },
  {
    term: 'Gran Reserva',
    country: 'Spain',
    meaning:
      'For red wines, at least 60 months’ ageing with at least 18 months in oak (in Rioja, five years including two in oak and two in bottle); for whites and rosés, at least 48 months with 6 in oak.',
    depth: 2,
  },
  {
    term: 'Cosecha / Vendimia',
    country: 'Spain',
    meaning: 'Vintage or harvest year.',
    depth: 3,
  },
  {
    term: 'Bodega',
    country: 'Spain',
    meaning: 'Winery or wine cellar.',
    depth: 1,
  },
  {
    term: 'Rosado',
    country: 'Spain',
    meaning: 'Rosé wine.',
    depth: 1,
  },
  {
    term: 'Viñedo Singular',
    country: 'Spain',
    meaning:
      'In Rioja since 2017, a single-vineyard wine meeting stricter rules on vine age, yield and quality; Rioja labels may also name a Vino de Zona or Vino de Municipio (village wine).',
    depth: 4,
  },
  {
    term: 'Fino',
    country: 'Spain',
    meaning:
      'A pale, bone-dry Sherry made from Palomino and aged biologically under a layer of flor yeast, fortified to about 15%, with bready, almond and saline notes; best served chilled and fresh. Legally it holds 0–5 g/L of sugar.',
    depth: 2,
  },
  {
    term: 'Manzanilla',
    country: 'Spain',
    meaning:
      'A Fino-style Sherry aged under flor in Sanlúcar de Barrameda, whose sea air gives it a lighter, distinctly salty character.',
    depth: 2,
  },
  {
    term: 'Amontillado',
    country: 'Spain',
    meaning:
      'A dry Sherry aged first under flor and then oxidatively after the flor dies or the wine is refortified (usually to about 17–18%), giving an amber colour and hazelnut notes; it holds 0–5 g/L of sugar.',
    depth: 2,
  },
  {
    term: 'Oloroso',
    country: 'Spain',
    meaning:
      'A Sherry fortified to about 17% or more, which prevents flor, and aged oxidatively; dark, full-bodied and naturally dry (0–5 g/L of sugar), with walnut and dried-fruit notes.',
    depth: 2,
  },
  {
    term: 'Palo Cortado',
    country: 'Spain',
    meaning:
      'A rare Sherry that begins under flor but develops oxidatively, combining the aroma of an Amontillado with the body of an Oloroso.',
    depth: 3,
  },
  {
    term: 'Pedro Ximénez (PX)',
    country: 'Spain',
    meaning:
      'An intensely sweet, dark fortified wine from Pedro Ximénez grapes dried in the sun, with raisin, fig, molasses and coffee flavours; it holds at least 212 g/L of sugar, the most of any Sherry.',
    depth: 2,
  },
  {
    term: 'Cream',
    synonyms: ['Cream Sherry'],
    country: 'Spain',
    meaning:
      'A sweet Sherry (115–140 g/L of sugar), usually Oloroso sweetened with Pedro Ximénez; Pale Cream is a pale (Fino-based) sweetened style.',
    depth: 3,
  },
  {
    term: 'Solera',
    country: 'Spain',
    meaning:
      'The fractional blending system used for Sherry: wine for bottling is drawn from the oldest casks (the solera) and replaced with younger wine from the next level (criadera), so each bottling is a blend of many years.',
    depth: 3,
  },
  {
    term: 'En Rama',
    country: 'Spain',
    meaning: 'Sherry bottled straight from the cask with minimal clarification and filtration, for a fuller flavour.',
    depth: 3,
  },
  {
    term: 'VOS and VORS',
    synonyms: ['Very Old Sherry', 'Very Old Rare Sherry'],
    country: 'Spain',
    meaning:
      'Age-certified Sherries: VOS (Vinum Optimum Signatum, Very Old Sherry) at least 20 years of average age, VORS (Vinum Optimum Rare Signatum, Very Old Rare Sherry) at least 30 years.',
    depth: 4,
  },
  {
    term: 'Cava de Guarda Superior',
    country: 'Spain',
    meaning:
      'The upper tier of Cava: Reserva (at least 18 months on the lees), Gran Reserva (30 months) and Cava de Paraje Calificado (36 months, from a single site); Cava de Guarda needs at least 9 months.',
    depth: 4,
  },
  // ── Portugal ────────────────────────────────────────────────────────────
  {
    term: 'DOC (Denominação de Origem Controlada)',
    country: 'Portugal',
    meaning: 'The Portuguese protected designation of origin (DOP), such as Douro, Dão or Vinho Verde.',
    depth: 1,
  },
  {
    term: 'Vinho Regional',
    country: 'Portugal',
    meaning:
      'The Portuguese PGI category (IGP), covering large regions with more flexible rules, such as Alentejano or Lisboa.',
    depth: 2,
  },
  {
    term: 'Escolha',
    country: 'Portugal',
    meaning: '"Choice" or "selection": a producer’s selected wine; the word has no legal ageing or quality rule.',
    depth: 4,
  },
  {
    term: 'Garrafeira',
    country: 'Portugal',
    meaning:
      'For table wines, a producer’s selection with long ageing: reds at least 30 months including 12 in bottle, whites and rosés at least 12 months including 6 in bottle. For Port, a rare style aged in wood and then for many years in large glass demijohns.',
    depth: 3,
  },
  {
    term: 'Reserva (Portugal)',
    country: 'Portugal',
    meaning:
      'A wine of a single vintage with notable quality, which must reach at least 0.5% more alcohol than the minimum of its DOC or Vinho Regional; Grande Reserva is a higher tier.',
    depth: 3,
  },
  {
    term: 'Colheita',
    country: 'Portugal',
    meaning:
      '"Harvest": a single-vintage wine. A Colheita Port is a tawny from one harvest aged at least seven years in wood; a Colheita Madeira is aged at least five years.',
    depth: 3,
  },
  {
    term: 'Quinta',
    country: 'Portugal',
    meaning: 'A farm or wine estate.',
    depth: 1,
  },
  {
    term: 'Vinhas Velhas',
    country: 'Portugal',
    meaning:
      '"Old vines": grapes from older, lower-yielding vines, often field blends of many varieties in the Douro; the law sets no minimum age.',
    depth: 3,
  },
  {
    term: 'Espumante',
    country: 'Portugal',
    meaning: 'Sparkling wine.',
    depth: 2,
  },
  {
    term: 'Ruby Port',
    country: 'Portugal',
    meaning:
      'A young, fruity, deep red Port aged for a short time in large vessels to keep its colour and fruit; Reserve (formerly Vintage Character) is a higher-quality ruby.',
    depth: 2,
  },
  {
    term: 'Tawny Port',
    country: 'Portugal',
    meaning:
      'Port aged oxidatively in small wooden casks (pipes), becoming amber-brown with nutty, caramel and dried-fruit flavours; basic tawnies are younger and lighter.',
    depth: 2,
  },
  {
    term: 'Tawny with an Indication of Age (10, 20, 30, 40 Years Old)',
    country: 'Portugal',
    meaning:
      'A blend of aged tawny Ports whose character matches the stated age, approved by the official tasting panel; the age is a style, not a minimum average.',
    depth: 3,
  },
  {
    term: 'LBV (Late Bottled Vintage)',
    country: 'Portugal',
    meaning:
      'Ruby Port from a single year, aged in wood and bottled 4 to 6 years after the harvest (between the fourth and sixth year); most are filtered and ready to drink, while unfiltered LBVs may need decanting.',
    depth: 2,
  },
  {
    term: 'Vintage Port',
    country: 'Portugal',
    meaning:
      'Port from an exceptional, declared year, bottled after two to three years in wood without filtration; it ages for decades in bottle, throws a sediment and needs decanting.',
    depth: 2,
  },
  {
    term: 'Single Quinta Vintage Port',
    country: 'Portugal',
    meaning: 'A Vintage Port from a single estate, often made in good years that are not generally declared.',
    depth: 3,
  },
  {
    term: 'Crusted Port',
    synonyms: ['Crusting Port'],
    country: 'Portugal',
    meaning:
      'A blend of ruby Ports from several years, bottled unfiltered so it forms a "crust" (sediment); it must spend at least three years in bottle before release.',
    depth: 4,
  },
  {
    term: 'White Port',
    country: 'Portugal',
    meaning:
      'Port made from white grapes, from dry to sweet (Lágrima is the sweetest), often served with tonic; aged white Ports with an indication of age also exist.',
    depth: 2,
  },
  {
    term: 'Sercial, Verdelho, Bual, Malmsey',
    country: 'Portugal',
    meaning:
      'The four noble grape varieties of Madeira, which also name its styles from driest to sweetest: Sercial (dry), Verdelho (medium-dry), Bual or Boal (medium-sweet) and Malmsey or Malvasia (sweet); a varietal label requires at least 85% of the grape.',
    depth: 2,
  },
  {
    term: 'Frasqueira',
    synonyms: ['Vintage Madeira'],
    country: 'Portugal',
    meaning: 'Vintage Madeira (also Garrafeira): a single-harvest wine aged at least 20 years in cask.',
    depth: 4,
  },
  {
    term: 'Canteiro',
    country: 'Portugal',
    meaning:
      'The slow ageing of the best Madeira in casks placed in warm lofts, heated naturally by the sun for years.',
    depth: 4,
  },
  {
    term: 'Estufagem',
    country: 'Portugal',
    meaning:
      'Heating Madeira in tanks (estufas) for at least three months to speed up its development; used for younger, everyday wines.',
    depth: 4,
  },
  {
    term: 'Rainwater',
    country: 'Portugal',
    meaning: 'A lighter, medium-dry style of Madeira.',
    depth: 3,
  },
  // ── Germany ─────────────────────────────────────────────────────────────
  {
    term: 'Alte Reben',
    country: 'Germany',
    meaning:
      '"Old vines", the German and Austrian counterpart of Vieilles Vignes: grapes from older, lower-yielding vines; the law sets no minimum age.',
    depth: 3,
  },
  {
    term: 'Deutscher Wein',
    synonyms: ['Tafelwein'],
    country: 'Germany',
    meaning: 'The basic category of German wine without geographical indication, formerly Tafelwein.',
    depth: 3,
  },
  {
    term: 'Landwein',
    country: 'Germany',
    meaning: 'The German PGI category, for wine from a large Landwein area with more flexible rules.',
    depth: 3,
  },
  {
    term: 'Qualitätswein (QbA)',
    synonyms: ['Qualitätswein bestimmter Anbaugebiete'],
    country: 'Germany',
    meaning:
      'Quality wine from one of Germany’s 13 wine regions (Anbaugebiete), which must state the region; chaptalisation (adding sugar before fermentation) is allowed.',
    depth: 2,
  },
  {
    term: 'Prädikatswein',
    synonyms: ['QmP'],
    country: 'Germany',
    meaning:
      'Germany’s top legal category: wine from grapes reaching a minimum must weight, with no chaptalisation allowed, labelled with one of six Prädikate from Kabinett to Trockenbeerenauslese.',
    depth: 2,
  },
  {
    term: 'Kabinett',
    country: 'Germany',
    meaning:
      'The lightest Prädikat, from fully ripe grapes of the main harvest; typically light-bodied and low in alcohol, traditionally off-dry, but may be dry.',
    depth: 2,
  },
  {
    term: 'Spätlese',
    country: 'Germany',
    meaning:
      '"Late harvest": a Prädikat from riper grapes picked later than the main harvest; fuller than Kabinett, and may be dry (Spätlese trocken) or sweet.',
    depth: 2,
  },
  {
    term: 'Auslese',
    country: 'Germany',
    meaning:
      '"Selected harvest": a Prädikat from selected very ripe bunches, often partly botrytised; usually sweet, occasionally dry.',
    depth: 2,
  },
  {
    term: 'Beerenauslese (BA)',
    country: 'Germany',
    meaning:
      '"Selected berries": a Prädikat from individually picked overripe, usually botrytised berries, making a rare, lusciously sweet wine.',
    depth: 3,
  },
  {
    term: 'Trockenbeerenauslese (TBA)',
    country: 'Germany',
    meaning:
      '"Selected dried berries": the highest Prädikat, from individually picked berries shrivelled by noble rot; extremely sweet, concentrated and high in acidity, often with very low alcohol (from 5.5% abv).',
    depth: 3,
  },
  {
    term: 'Eiswein',
    country: 'Germany',
    meaning:
      'Ice wine: a Prädikat made from grapes frozen naturally on the vine, picked and pressed while frozen so that only concentrated juice runs off; the must weight must reach at least Beerenauslese level.',
    depth: 2,
  },
  {
    term: 'Trocken',
    country: 'Germany',
    meaning:
      'Dry: at most 4 g/L of residual sugar, or up to 9 g/L if the total acidity is no more than 2 g/L below the sugar level.',
    depth: 2,
  },
  {
    term: 'Halbtrocken',
    country: 'Germany',
    meaning:
      'Off-dry: at most 12 g/L of residual sugar, or up to 18 g/L if the total acidity is no more than 10 g/L below the sugar level.',
    depth: 3,
  },
  {
    term: 'Feinherb',
    country: 'Germany',
    meaning:
      'An unregulated term for off-dry wines, used by producers in place of, or alongside, halbtrocken; the actual sweetness varies.',
    depth: 3,
  },
  {
    term: 'Lieblich and Süss',
    country: 'Germany',
    meaning: 'Lieblich means medium-sweet (up to 45 g/L of sugar); süss means sweet (more than 45 g/L).',
    depth: 3,
  },
  {
    term: 'VDP (Verband Deutscher Prädikatsweingüter)',
    country: 'Germany',
    meaning:
      'A private association of leading German estates, founded in 1910, recognised by the eagle on the bottle capsule; it applies its own stricter vineyard classification.',
    depth: 3,
  },
  {
    term: 'Gutswein and Ortswein',
    country: 'Germany',
    meaning:
      'The two lower levels of the VDP pyramid: Gutswein is an estate wine, Ortswein a village wine from classified vineyards of one village.',
    depth: 3,
  },
  {
    term: 'Erste Lage',
    country: 'Germany',
    meaning: 'In the VDP classification, a first-class (premier cru) vineyard, with yield and harvest restrictions.',
    depth: 3,
  },
  {
    term: 'Grosse Lage',
    country: 'Germany',
    meaning:
      'In the VDP classification, a top (grand cru) vineyard; its dry wines are sold as Grosses Gewächs and its sweet wines carry a Prädikat.',
    depth: 3,
  },
  {
    term: 'Grosses Gewächs (GG)',
    country: 'Germany',
    meaning:
      'A dry wine (trocken) from a VDP Grosse Lage vineyard, the VDP’s equivalent of a dry grand cru; whites may not be released before 1 September of the year after the harvest, reds a year later.',
    depth: 3,
  },
  {
    term: 'Bereich',
    country: 'Germany',
    meaning:
      'A district within a German wine region (Anbaugebiet) grouping many villages, such as Bereich Bernkastel in the Mosel; a wine labelled with a Bereich may come from anywhere in it, so the name promises less than a village or a single vineyard.',
    depth: 4,
  },
  {
    term: 'Rotwein, Weisswein, Weißwein',
    country: 'Germany',
    meaning:
      'German for red wine and white wine; rosé is Roséwein or Rosé, Weissherbst a rosé from one black grape, and Rotling a pink wine from red and white grapes pressed together.',
    depth: 3,
  },
  {
    term: 'Kellerei',
    country: 'Germany',
    meaning:
      'A winery or wine cellar; a Kellerei often buys grapes or wine as well as, or instead of, growing its own.',
    depth: 3,
  },
  {
    term: 'Winzergenossenschaft',
    country: 'Germany',
    meaning:
      'A growers’ cooperative winery (also Winzerverein); in Germany and Austria cooperatives make a large share of the wine.',
    depth: 3,
  },
  {
    term: 'Einzellage and Grosslage',
    country: 'Germany',
    meaning:
      'An Einzellage is a single registered vineyard; a Grosslage is a collective site grouping many vineyards under one name (such as Piesporter Michelsberg), which can be mistaken for a single vineyard.',
    depth: 4,
  },
  {
    term: 'Erzeugerabfüllung and Gutsabfüllung',
    country: 'Germany',
    meaning:
      'Erzeugerabfüllung means bottled by the producer (including cooperatives); Gutsabfüllung is stricter, meaning estate-bottled from the estate’s own vineyards.',
    depth: 3,
  },
  {
    term: 'A.P. Nr. (Amtliche Prüfungsnummer)',
    country: 'Germany',
    meaning:
      'The official testing number on every Qualitätswein and Prädikatswein label, showing that the wine passed chemical analysis and a sensory test.',
    depth: 4,
  },
  {
    term: 'Sekt',
    synonyms: ['Qualitätsschaumwein'],
    country: 'Germany',
    meaning:
      'German sparkling wine; Sekt with no further words may be made from base wine of other EU countries, while Deutscher Sekt is from German grapes, Sekt b.A. from a named region, and Winzersekt is traditional-method Sekt from a grower’s own grapes.',
    depth: 2,
  },
  {
    term: 'Winzersekt',
    country: 'Germany',
    meaning:
      'Sekt made by the traditional method from a grower’s own grapes, labelled with the vintage and the grape variety.',
    depth: 4,
  },
  {
    term: 'Perlwein',
    country: 'Germany',
    meaning:
      'Semi-sparkling wine with about 1 to 2.5 bar of pressure, often made by adding carbon dioxide, well below the 3 bar or more of fully sparkling Sekt.',
    depth: 4,
  },
  {
    term: 'Liebfraumilch',
    synonyms: ['Liebfrauenmilch'],
    country: 'Germany',
    meaning:
      'A mild, off-dry white Qualitätswein blend from Rheinhessen, the Pfalz, the Nahe or the Rheingau, mainly from Müller-Thurgau, Silvaner, Riesling or Kerner.',
    depth: 3,
  },
  {
    term: 'Bocksbeutel',
    country: 'Germany',
    meaning: 'The flattened, round flagon bottle traditional to Franken, whose use is legally protected.',
    depth: 3,
  },
  // ── Austria ─────────────────────────────────────────────────────────────
  {
    term: 'DAC (Districtus Austriae Controllatus)',
    country: 'Austria',
    meaning:
      'An Austrian appellation for wines typical of their area: each DAC sets the permitted grapes and style, for example Grüner Veltliner in the Weinviertel or Blaufränkisch in Mittelburgenland.',
    depth: 2,
  },
  {
    term: 'Sekt (Austria)',
    country: 'Austria',
    meaning:
      'Austrian sparkling wine; with a protected origin (Sekt g.U.) it comes in three tiers: Klassik, at least 9 months on the lees; Reserve, traditional method and at least 18 months on the lees; Große Reserve, traditional method, at least 30 months on the lees and hand-picked grapes from one municipality.',
    depth: 3,
  },
  {
    term: 'Sekt g.U.',
    country: 'Austria',
    meaning:
      'Austrian sparkling wine with a protected origin, in three tiers: Klassik (at least 9 months on the lees, from one federal state), Reserve (traditional method, at least 18 months on the lees) and Große Reserve (traditional method, at least 30 months on the lees, hand-picked grapes from a single municipality).',
    depth: 4,
  },
  {
    term: 'Weissherbst',
    country: 'Germany',
    meaning:
      'A German rosé made from a single black grape variety, which the label names, at Qualitätswein level or above.',
    depth: 4,
  },
  {
    term: 'Rotling',
    country: 'Germany',
    meaning:
      'A German pink wine made from red and white grapes (or their mash) pressed and fermented together, not by blending finished wines; Schillerwein in Württemberg and Badisch Rotgold in Baden are examples.',
    depth: 4,
  },
  {
    term: 'Gebietswein, Ortswein, Riedenwein',
    country: 'Austria',
    meaning:
      'The Austrian origin pyramid: regional wine, village wine and single-vineyard wine, with stricter rules at each level.',
    depth: 3,
  },
  {
    term: 'Ried',
    country: 'Austria',
    meaning: 'A single, officially registered vineyard, named on the label as "Ried" followed by its name.',
    depth: 3,
  },
  {
    term: 'Steinfeder',
    country: 'Austria',
    meaning:
      'The lightest style of dry Wachau wine in the Vinea Wachau classification, at most 11.5% abv, named after a local feather grass.',
    depth: 3,
  },
  {
    term: 'Federspiel',
    country: 'Austria',
    meaning:
      'The middle style of dry Wachau wine in the Vinea Wachau classification, 11.5–12.5% abv, named after a falconry term.',
    depth: 3,
  },
  {
    term: 'Smaragd',
    country: 'Austria',
    meaning:
      'The ripest, fullest style of dry Wachau wine in the Vinea Wachau classification, at least 12.5% abv, named after the emerald lizard of the vineyards.',
    depth: 3,
  },
  {
    term: 'Ausbruch',
    country: 'Austria',
    meaning:
      'An Austrian Prädikat between Beerenauslese and Trockenbeerenauslese, made from botrytised, shrivelled grapes; Ruster Ausbruch from Rust is the most famous.',
    depth: 3,
  },
  {
    term: 'Strohwein / Schilfwein',
    country: 'Austria',
    meaning:
      'An Austrian Prädikat of sweet wine from grapes dried on straw or reed mats for at least three months before pressing.',
    depth: 4,
  },
  {
    term: 'Kabinett (Austria)',
    country: 'Austria',
    meaning:
      'In Austria, Kabinett is a category of Qualitätswein, not a Prädikat: a light wine made without chaptalisation.',
    depth: 4,
  },
  {
    term: 'Reserve (Austria)',
    country: 'Austria',
    meaning: 'A Qualitätswein with at least 13% abv and later release, used for fuller, riper wines.',
    depth: 4,
  },
  {
    term: 'Gemischter Satz',
    country: 'Austria',
    meaning:
      'A field blend: several grape varieties planted together in one vineyard and harvested and fermented together; Wiener Gemischter Satz is a DAC.',
    depth: 3,
  },
  {
    term: 'Heuriger',
    synonyms: ['Buschenschank'],
    country: 'Austria',
    meaning:
      'A wine tavern serving the producer’s own young wine, especially around Vienna; also the young wine itself.',
    depth: 3,
  },
  // ── Hungary ─────────────────────────────────────────────────────────────
  {
    term: 'Aszú',
    country: 'Hungary',
    meaning:
      'Tokaji sweet wine made by macerating botrytised (aszú) berries in fermenting must or base wine; since 2013 it must contain at least 120 g/L of residual sugar.',
    depth: 2,
  },
  {
    term: 'Puttonyos',
    country: 'Hungary',
    meaning:
      'The traditional measure of Tokaji Aszú sweetness: the number of hods (puttony) of aszú berries added to a 136-litre gönci cask. Under current rules only 5 or 6 puttonyos may be stated, and stating it is optional.',
    depth: 3,
  },
  {
    term: 'Eszencia',
    synonyms: ['Esszencia'],
    country: 'Hungary',
    meaning:
      'The syrupy free-run juice of aszú berries, with at least 450 g/L of sugar; it ferments for years to very low alcohol and is one of the sweetest wines in the world.',
    depth: 3,
  },
  {
    term: 'Szamorodni',
    country: 'Hungary',
    meaning:
      '"As it was born": Tokaji made from whole bunches including some botrytised grapes, either dry (száraz), traditionally aged under a film of yeast, or sweet (édes).',
    depth: 3,
  },
  {
    term: 'Fordítás and Máslás',
    country: 'Hungary',
    meaning:
      'Traditional Tokaji styles: Fordítás is made by pouring must or wine over the aszú paste left after pressing; Máslás by ageing wine on the lees of Aszú.',
    depth: 4,
  },
  {
    term: 'Késői Szüretelésű',
    country: 'Hungary',
    meaning: 'Late harvest: a sweet Tokaji from late-picked, partly botrytised grapes, lighter than Aszú.',
    depth: 4,
  },
  {
    term: 'Száraz / Édes',
    country: 'Hungary',
    meaning: 'Dry / sweet.',
    depth: 3,
  },
  {
    term: 'Bikavér',
    country: 'Hungary',
    meaning: '"Bull’s Blood": a red blend from Eger or Szekszárd, usually led by Kékfrankos (Blaufränkisch).',
    depth: 2,
  },
  // ── Greece ──────────────────────────────────────────────────────────────
  {
    term: 'Qvevri (Kvevri)',
    country: 'Georgia',
    meaning:
      'A large egg-shaped clay vessel, lined with beeswax and buried in the ground, in which Georgian wine is fermented and aged, often with skins, stems and seeds, for amber whites and tannic reds; the method is on UNESCO’s list of intangible heritage.',
    depth: 2,
  },
  {
    term: 'Retsina',
    country: 'Greece',
    meaning:
      'A traditional Greek white (or rosé) wine flavoured with Aleppo pine resin added during fermentation, protected as a traditional designation.',
    depth: 2,
  },
  {
    term: 'Vinsanto (Santorini)',
    country: 'Greece',
    meaning:
      'A sweet wine from Santorini made from sun-dried Assyrtiko and Aidani grapes and aged for years in barrel.',
    depth: 3,
  },
  {
    term: 'Reserve (Greece)',
    country: 'Greece',
    meaning:
      'Ageing terms for Greek PDO wines: Reserve means at least three years of ageing for reds and two for whites, Grande Reserve at least four years for reds and three for whites, part of it in barrel.',
    depth: 4,
  },
  {
    term: 'OPAP, OPE',
    country: 'Greece',
    meaning:
      'The former Greek appellation categories: OPAP for dry quality wines from a named area and OPE for sweet wines such as Muscat of Samos; both are now PDO.',
    depth: 4,
  },
  {
    term: 'Ktima',
    country: 'Greece',
    meaning: 'Estate or domaine.',
    depth: 3,
  },
  // ── United States ───────────────────────────────────────────────────────
  {
    term: 'AVA (American Viticultural Area)',
    country: 'USA',
    meaning:
      'A delimited grape-growing area defined by geographical features such as climate and soils; it sets no rules on grapes, yields or winemaking. At least 85% of the grapes must come from the named AVA.',
    depth: 2,
  },
  {
    term: 'Varietal labelling',
    country: 'USA',
    meaning:
      'A wine named after a grape must contain at least 75% of that grape under federal law; some states, such as Oregon, require more for most varieties.',
    depth: 3,
  },
  {
    term: 'Meritage',
    country: 'USA',
    meaning:
      'A trademarked name, licensed by the Meritage Alliance, for red or white blends of two or more Bordeaux grape varieties, with no single variety above 90%.',
    depth: 3,
  },
  {
    term: 'Reserve (USA)',
    country: 'USA',
    meaning:
      'A term with no legal definition in the United States: it usually signals a producer’s better wine, but has no required ageing or quality standard.',
    depth: 2,
  },
  {
    term: 'Estate Bottled',
    country: 'USA',
    meaning:
      'The winery grew all the grapes on land it owns or controls within the same AVA as the winery, and crushed, fermented, aged and bottled the wine itself.',
    depth: 3,
  },
  {
    term: 'Old Vine',
    country: 'USA',
    meaning:
      'A term with no legal definition in the United States (or most countries), often used for old Zinfandel vineyards; the Barossa and South Africa have voluntary certification schemes.',
    depth: 3,
  },
  {
    term: 'Fumé Blanc',
    country: 'USA',
    meaning:
      'A name for Sauvignon Blanc coined by Robert Mondavi in the late 1960s, often for an oak-influenced style.',
    depth: 3,
  },
  {
    term: 'White Zinfandel',
    country: 'USA',
    meaning:
      'A pale pink, off-dry blush wine made from Zinfandel with very short skin contact, popularised in California in the 1970s and 1980s.',
    depth: 2,
  },
  // ── Canada ──────────────────────────────────────────────────────────────
  {
    term: 'VQA (Vintners Quality Alliance)',
    country: 'Canada',
    meaning:
      'The appellation and quality standard of Ontario and British Columbia, guaranteeing origin from the named area and meeting production and tasting standards.',
    depth: 2,
  },
  {
    term: 'Icewine',
    country: 'Canada',
    meaning:
      'Sweet wine from grapes frozen naturally on the vine; under VQA rules the grapes must be picked and pressed at −8 °C or colder, with no artificial freezing. Vidal, Riesling and Cabernet Franc are the main grapes.',
    depth: 2,
  },
  {
    term: 'DOC-CMD',
    country: 'Romania',
    meaning:
      'Romanian DOC wine from grapes picked at full maturity (cules la maturitate deplină), the first of the three ripeness levels of Romanian DOC wine; DOC-CT and DOC-CIB come above it.',
    depth: 4,
  },
  {
    term: 'DOC-CT',
    country: 'Romania',
    meaning:
      'Romanian DOC wine from late-harvested grapes (cules târziu), the middle of the three ripeness levels of Romanian DOC wine, between DOC-CMD and DOC-CIB.',
    depth: 4,
  },
  {
    term: 'DOC-CIB',
    country: 'Romania',
    meaning:
      'Romanian DOC wine from grapes picked at ennoblement (cules la înnobilarea boabelor), often shrivelled or touched by noble rot: the highest of the three ripeness levels of Romanian DOC wine, used for sweet wines.',
    depth: 4,
  },
  // ── England and Israel ──────────────────────────────────────────────────
  {
    term: 'British wine',
    country: 'England',
    meaning:
      'Not English wine: a made wine fermented in the UK from imported grape juice or concentrate, with no link to British vineyards. English (or Welsh) wine is made only from grapes grown in England (or Wales).',
    depth: 3,
  },
  {
    term: 'Kosher',
    country: 'Israel',
    meaning:
      'Made under rabbinical supervision, handled from the crush to the bottle only by Sabbath-observant Jews, with kosher materials and fining agents; it says nothing of the wine’s style or quality.',
    depth: 3,
  },
  {
    term: 'Mevushal',
    country: 'Israel',
    meaning:
      'Literally "cooked": a kosher wine that has been heated, today usually flash-pasteurised, so that it stays kosher whoever opens and pours it.',
    depth: 4,
  },
  // ── Australia and New Zealand ───────────────────────────────────────────
  {
    term: 'GI (Geographical Indication)',
    country: 'Australia',
    meaning:
      'The Australian system of zones, regions and subregions; a wine naming a GI, variety or vintage must contain at least 85% of it. It sets no rules on grapes or yields.',
    depth: 2,
  },
  {
    term: 'South Eastern Australia',
    country: 'Australia',
    meaning:
      'A large multi-state GI allowing grapes to be blended from New South Wales, Victoria, Tasmania, and parts of South Australia and Queensland; widely used for large-volume brands.',
    depth: 3,
  },
  {
    term: 'GSM',
    country: 'Australia',
    meaning: 'A red blend of Grenache, Shiraz (Syrah) and Mourvèdre (Mataro), modelled on the Southern Rhône.',
    depth: 2,
  },
  {
    term: 'Rutherglen Muscat levels / Classic Rutherglen / Grand Rutherglen / Rare Rutherglen',
    country: 'Australia',
    meaning:
      'The four quality levels of Rutherglen Muscat and Topaque, in increasing order of age, richness and complexity: Rutherglen, Classic, Grand and Rare.',
    depth: 4,
  },
  {
    term: 'Sparkling Shiraz',
    country: 'Australia',
    meaning: 'A deep red, usually traditional-method sparkling wine made from Shiraz, an Australian speciality.',
    depth: 3,
  },
  {
    term: 'GI (New Zealand)',
    country: 'New Zealand',
    meaning:
      'New Zealand’s registered Geographical Indications, in force since 2017; labels naming a region, variety or vintage must contain at least 85% of it.',
    depth: 3,
  },
  // ── South Africa ────────────────────────────────────────────────────────
  {
    term: 'WO (Wine of Origin)',
    country: 'South Africa',
    meaning:
      'South Africa’s origin scheme, introduced in 1973, dividing vineyards into geographical units, regions, districts and wards; wine labelled with an origin must come entirely from it.',
    depth: 2,
  },
  {
    term: 'Cap Classique',
    synonyms: ['Méthode Cap Classique', 'MCC'],
    country: 'South Africa',
    meaning:
      'South African traditional-method sparkling wine, with the second fermentation in bottle (formerly Méthode Cap Classique, MCC), mostly from Chardonnay and Pinot Noir, some from Chenin Blanc; it must spend at least 12 months on its lees.',
    depth: 2,
  },
  {
    term: 'Estate Wine',
    country: 'South Africa',
    meaning: 'Wine grown, made and bottled on a single registered unit of farms farmed together, with its own cellar.',
    depth: 3,
  },
  {
    term: 'Cape Blend',
    country: 'South Africa',
    meaning:
      'An informal term, not legally defined, usually meaning a red blend that includes Pinotage; sometimes used for blends led by Chenin Blanc.',
    depth: 3,
  },
  {
    term: 'Certified Heritage Vineyards',
    country: 'South Africa',
    meaning:
      'A seal of the Old Vine Project for wines from vineyards at least 35 years old, showing the year the vineyard was planted.',
    depth: 3,
  },
  {
    term: 'Noble Late Harvest',
    country: 'South Africa',
    meaning: 'A South African category of sweet wine made from botrytised grapes.',
    depth: 3,
  },
  // ── Chile ───────────────────────────────────────────────────────────────
  {
    term: 'Costa, Entre Cordilleras, Andes',
    country: 'Chile',
    meaning:
      'Descriptors added to a Chilean DO to show whether the vineyard is near the Pacific coast, in the central valley between the two mountain ranges, or in the Andes foothills.',
    depth: 3,
  },
  {
    term: 'Txakoli (Txakolina)',
    synonyms: ['Chacolí'],
    country: 'Spain',
    meaning:
      'Light, high-acid, often slightly spritzy and low-alcohol white wine of the Basque Country, made mainly from Hondarrabi Zuri, from three DOs: Getariako Txakolina, Bizkaiko Txakolina and Arabako Txakolina; traditionally poured from a height into tumblers.',
    depth: 3,
  },
  {
    term: 'Reserva and Gran Reserva (Chile)',
    country: 'Chile',
    meaning:
      'Much more loosely regulated than in Spain, with no long ageing requirements comparable to Spanish rules; they mostly signal a producer’s higher tiers.',
    depth: 3,
  },
  {
    term: 'Cognac',
    country: 'France',
    meaning:
      'A grape brandy from the Charente region of western France, distilled twice in copper pot stills from thin, high-acid white wine made mostly from Ugni Blanc, and aged in oak casks (at least two years for VS).',
    depth: 2,
  },
  {
    term: 'Armagnac',
    country: 'France',
    meaning:
      'A grape brandy from Gascony in south-west France, usually distilled once in a column still (the alambic armagnacais) from white wine of Ugni Blanc, Baco Blanc, Colombard and Folle Blanche, and aged in oak.',
    depth: 3,
  },
  {
    term: 'Grappa',
    country: 'Italy',
    meaning:
      'An Italian pomace brandy, distilled from the skins, pips and stems left after pressing grapes for wine; the French equivalent is marc.',
    depth: 3,
  },
];
