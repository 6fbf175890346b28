// Theory topics of the wine knowledge base: tasting method, viticulture, winemaking, sparkling, fortified
// and sweet wines, service, storage, faults, food pairing principles, labels and exams.
import type { Topic } from '../types.ts';

export const TOPICS: Topic[] = [
  // ───────────────────────────── Tasting ─────────────────────────────
  {
    id: 'systematic-tasting',
    title: 'The systematic approach to tasting (SAT)',
    keywords: [
      'SAT',
      'systematic approach to tasting',
      'systematic tasting',
      'how to taste wine',
      'wine tasting method',
      'tasting technique',
      'WSET tasting',
      'tasting grid',
      'appearance nose palate',
      'look smell taste',
    ],
    category: 'tasting',
    summary:
      'Tasting wine well means looking, smelling and tasting in the same order every time and describing what you find with a shared vocabulary. The WSET Systematic Approach to Tasting (SAT) has four parts: appearance, nose, palate and conclusions, where quality and readiness for drinking are judged.',
    points: [
      {
        depth: 1,
        text: 'Taste in a fixed order: look at the wine (appearance), smell it (nose), taste it (palate), then reach conclusions. A fixed routine means nothing is forgotten and notes can be compared.',
      },
      {
        depth: 1,
        text: 'Use a clear, tulip-shaped glass filled about a third full, in good light against a white background, away from strong smells such as perfume, smoke or cooking.',
      },
      {
        depth: 2,
        text: 'Appearance: clarity, intensity of colour and the colour itself. Nose: condition, intensity, aroma characteristics and development. Palate: sweetness, acidity, tannin, alcohol, body, flavour intensity, flavour characteristics and finish.',
      },
      {
        depth: 2,
        text: 'Most scales have three or five steps, such as low, medium(-), medium, medium(+), high: medium(+) sits between medium and high, medium(-) between low and medium. Use the middle of the scale unless the wine clearly stands out, and compare against wines you already know.',
      },
      {
        depth: 3,
        text: 'Conclusions judge quality (faulty, poor, acceptable, good, very good, outstanding) with reasons, usually balance, length, intensity and complexity (BLIC), and readiness for drinking: too young, can drink now but has potential for ageing, drink now and not suitable for ageing, or too old.',
      },
      {
        depth: 3,
        text: 'Structural components (sweetness, acidity, tannin, alcohol, body) are judged on the palate; aromas and flavours are described in the same families on nose and palate, so the palate mainly confirms the nose and adds what only the mouth can sense.',
      },
      {
        depth: 3,
        text: 'Spit when tasting several wines: alcohol dulls judgement, and aromas are still perceived through the back of the nose (retronasal smell) while the wine is in the mouth.',
      },
      {
        depth: 4,
        text: 'The Level 4 Diploma SAT asks for finer judgements than Level 3, for example the reasons for quality in more detail and, in the examination, conclusions about origin, grape variety, vintage or price where asked, all argued from the evidence in the glass.',
      },
    ],
    table: {
      caption: 'The four parts of the systematic approach to tasting',
      headers: ['Part', 'What you assess', 'Typical scale'],
      rows: [
        [
          'Appearance',
          'Clarity, intensity, colour, other observations (legs, deposit, bubbles)',
          'pale – medium – deep',
        ],
        ['Nose', 'Condition, intensity, aroma characteristics, development', 'light – medium – pronounced'],
        [
          'Palate',
          'Sweetness, acidity, tannin, alcohol, body, (mousse), flavour intensity, flavour characteristics, finish',
          'low – medium(-) – medium – medium(+) – high',
        ],
        [
          'Conclusions',
          'Quality level with reasons (BLIC), readiness for drinking / potential for ageing',
          'faulty … outstanding',
        ],
      ],
    },
    related: ['tasting-appearance', 'tasting-nose', 'tasting-palate', 'tasting-conclusions', 'aroma-families'],
  },
  {
    id: 'tasting-appearance',
    title: 'Appearance: clarity, intensity and colour',
    keywords: [
      'appearance',
      'colour',
      'color',
      'wine colour',
      'clarity',
      'hazy',
      'legs',
      'tears',
      'rim',
      'garnet',
      'ruby',
      'purple',
      'tawny',
      'lemon',
      'gold',
      'amber',
      'look at wine',
    ],
    category: 'tasting',
    summary:
      'The appearance of a wine is judged by clarity, intensity and colour. It gives clues to grape variety, age, winemaking and possible faults, but is never proof on its own.',
    points: [
      {
        depth: 1,
        text: 'Tilt the glass against a white surface and look at the wine from the core (the centre) to the rim (the edge).',
      },
      {
        depth: 1,
        text: 'Clarity: a sound wine is clear. A hazy or cloudy wine may be faulty, though some wines are deliberately unfined and unfiltered and can be slightly hazy.',
      },
      {
        depth: 2,
        text: 'Intensity: pale, medium or deep. Thick-skinned black grapes such as Cabernet Sauvignon or Syrah usually give deeper colour than thin-skinned Pinot Noir or Nebbiolo.',
      },
      {
        depth: 2,
        text: 'White wines range lemon-green – lemon – gold – amber – brown; rosé wines pink – salmon – orange; red wines purple – ruby – garnet – tawny – brown.',
      },
      {
        depth: 2,
        text: 'With age, white wines gain colour (lemon towards gold and amber) while red wines lose colour and turn from purple and ruby towards garnet and tawny, starting at the rim.',
      },
      {
        depth: 3,
        text: 'Other observations: legs or tears on the side of the glass suggest higher alcohol or sugar but should not be used to judge quality; deposits and tartrate crystals are harmless; bubbles in a still wine may signal refermentation or simply dissolved carbon dioxide kept for freshness.',
      },
      {
        depth: 3,
        text: 'A wide, watery rim in a red usually points to age or a pale variety; a deep purple rim points to youth. Oak ageing and oxidative winemaking deepen the colour of white wines.',
      },
      {
        depth: 4,
        text: 'A brown or amber tinge in a young white wine, or a brick tone in a young red, suggests oxidation or heat damage and should be confirmed on the nose.',
      },
    ],
    related: ['systematic-tasting', 'bottle-maturation', 'fault-oxidation', 'deductive-tasting'],
  },
  {
    id: 'tasting-nose',
    title: 'The nose: condition, intensity, aromas and development',
    keywords: [
      'nose',
      'smell',
      'aroma',
      'bouquet',
      'sniff',
      'swirl',
      'nosing',
      'aroma intensity',
      'development',
      'youthful',
      'developing',
      'fully developed',
      'tired',
    ],
    category: 'tasting',
    summary:
      'On the nose you first check that the wine is clean, then judge how intense the aromas are, describe them, and decide how developed the wine is: youthful, developing, fully developed or tired.',
    points: [
      {
        depth: 1,
        text: 'Smell the wine still, then swirl it to release more aromas and smell again with short, gentle sniffs.',
      },
      {
        depth: 1,
        text: 'Condition: clean or unclean. Musty, vinegary, cooked or rotten-egg smells point to a fault.',
      },
      {
        depth: 2,
        text: 'Intensity: light, medium(-), medium, medium(+) or pronounced. Note how easily the aromas come out of the glass, not how much you like them.',
      },
      {
        depth: 2,
        text: 'Describe aromas by family (fruit, floral, spice, herbaceous, oak, autolytic, tertiary) and then be precise within each family, for example citrus: lemon, lime, grapefruit.',
      },
      {
        depth: 2,
        text: 'Describe the condition of the fruit: fresh or underripe fruit points to cooler climates or early picking, ripe or cooked fruit to warmer ones, and dried fruit to age, late harvest or dried grapes.',
      },
      {
        depth: 3,
        text: 'Development: youthful (primary and secondary aromas only), developing (some tertiary aromas appearing), fully developed (mainly tertiary aromas), or tired/past its best (fruit faded, dull).',
      },
      {
        depth: 3,
        text: 'Smell is far more discriminating than taste: the tongue senses only sweet, sour, salty, bitter and umami, so most of what we call flavour is aroma sensed retronasally.',
      },
      {
        depth: 4,
        text: 'In examinations, aromas are best listed by family and in order of prominence, with the development judgement supported by named tertiary aromas.',
      },
    ],
    related: ['aroma-families', 'systematic-tasting', 'wine-faults', 'tasting-palate'],
  },
  {
    id: 'tasting-palate',
    title: 'The palate: structure, flavour and finish',
    keywords: [
      'palate',
      'taste',
      'mouthfeel',
      'structure',
      'finish',
      'length',
      'flavour intensity',
      'flavor',
      'aftertaste',
      'mousse',
      'texture',
    ],
    category: 'tasting',
    summary:
      'On the palate you assess the structure of a wine (sweetness, acidity, tannin, alcohol, body, and mousse for sparkling wines), then flavour intensity, flavour characteristics and the length of the finish.',
    points: [
      {
        depth: 1,
        text: 'Take a medium sip, move it round the whole mouth, draw in a little air to lift the flavours, then spit or swallow.',
      },
      {
        depth: 1,
        text: 'Sweetness is noticed as soon as the wine touches the tongue; acidity makes the mouth water; tannin dries and grips the gums and teeth; alcohol gives warmth at the back of the throat.',
      },
      {
        depth: 2,
        text: 'Body is the overall weight and richness of the wine in the mouth, from light to full; it comes mainly from alcohol, with help from sugar, extract and tannin.',
      },
      {
        depth: 2,
        text: 'Flavour intensity (light to pronounced) and flavour characteristics are assessed like the nose. The finish is how long the pleasant flavours last after spitting or swallowing: short, medium or long.',
      },
      {
        depth: 3,
        text: 'For tannin, assess both level and nature: ripe and fine-grained, soft, or coarse, green and stalky. For acidity, note whether it feels crisp and refreshing or tart and sharp.',
      },
      {
        depth: 3,
        text: 'For sparkling wines the mousse is described as delicate, creamy or aggressive; finer, persistent bubbles usually reflect long ageing on the lees.',
      },
      {
        depth: 4,
        text: 'Judge the finish by the persistence of flavour, not of alcohol burn, acidity or bitterness, which can linger without flavour.',
      },
    ],
    table: {
      caption: 'Structural components on the palate',
      headers: ['Component', 'Where and how you feel it', 'Scale (WSET Level 3)'],
      rows: [
        [
          'Sweetness',
          'Sugary taste as soon as the wine touches the tongue, richness',
          'dry – off-dry – medium-dry – medium-sweet – sweet – luscious',
        ],
        ['Acidity', 'Sour, mouth-watering', 'low – medium(-) – medium – medium(+) – high'],
        ['Tannin', 'Drying, grippy on gums and teeth', 'low – medium(-) – medium – medium(+) – high'],
        ['Alcohol', 'Warmth at the back of the throat', 'low – medium – high'],
        ['Body', 'Weight and richness', 'light – medium(-) – medium – medium(+) – full'],
        ['Finish', 'Length of pleasant flavour', 'short – medium(-) – medium – medium(+) – long'],
      ],
    },
    related: ['tannin-vs-acidity', 'alcohol-and-body', 'sweetness-levels', 'systematic-tasting'],
  },
  {
    id: 'tasting-conclusions',
    title: 'Conclusions: quality (BLIC) and readiness for drinking',
    keywords: [
      'BLIC',
      'quality',
      'balance length intensity complexity',
      'conclusion',
      'quality assessment',
      'readiness for drinking',
      'ageing potential',
      'aging potential',
      'is this wine good',
      'outstanding',
    ],
    category: 'tasting',
    summary:
      'The conclusion of a tasting note judges quality and readiness for drinking. Quality is argued from balance, length, intensity and complexity (BLIC); readiness from the wine’s structure, fruit and development.',
    points: [
      {
        depth: 1,
        text: 'A good wine is balanced (no part sticks out), has clear flavours, and leaves a pleasant taste that lasts.',
      },
      {
        depth: 2,
        text: 'Balance: fruit and sweetness in harmony with acidity, tannin and alcohol. Length: how long the finish lasts. Intensity: how concentrated the aromas and flavours are. Complexity: how many different aromas and flavours there are and how they evolve.',
      },
      {
        depth: 2,
        text: 'WSET quality levels run faulty – poor – acceptable – good – very good – outstanding. An outstanding wine usually scores well on all four BLIC points.',
      },
      {
        depth: 3,
        text: 'Readiness for drinking: too young; can drink now, but has potential for ageing; drink now, not suitable for ageing or further ageing; too old.',
      },
      {
        depth: 3,
        text: 'Potential for ageing comes from concentration of fruit together with structure (acidity, tannin, sugar or alcohol) that protects the wine while tertiary aromas develop. High acidity or tannin alone is not enough if the fruit is thin.',
      },
      {
        depth: 4,
        text: 'In examination answers, justify each quality judgement with specific evidence, for example “long finish of ripe black fruit and cedar” rather than “long finish”, and relate typicity to the style and origin where asked.',
      },
    ],
    table: {
      caption: 'BLIC: the four reasons for quality',
      headers: ['Letter', 'Criterion', 'Question to ask'],
      rows: [
        ['B', 'Balance', 'Do fruit and sweetness match acidity, tannin and alcohol?'],
        ['L', 'Length', 'How long do pleasant flavours last after the wine has gone?'],
        ['I', 'Intensity', 'How concentrated and expressive are the aromas and flavours?'],
        ['C', 'Complexity', 'How many layers of aroma and flavour, and do they evolve?'],
      ],
    },
    related: ['systematic-tasting', 'ageing-potential', 'writing-tasting-note'],
  },
  {
    id: 'aroma-families',
    title: 'Describing aromas: primary, secondary and tertiary',
    keywords: [
      'primary aromas',
      'secondary aromas',
      'tertiary aromas',
      'aroma wheel',
      'wine aromas',
      'flavours',
      'describe wine',
      'bouquet',
      'tasting vocabulary',
      'wine descriptors',
      'petrol',
      'brioche',
      'aroma compounds',
      'pyrazines',
      'methoxypyrazines',
      'rotundone',
    ],
    category: 'tasting',
    summary:
      'Aromas are grouped by where they come from: primary aromas from the grape and alcoholic fermentation, secondary aromas from post-fermentation winemaking (malolactic conversion, lees, oak), and tertiary aromas from ageing, whether oxidative or in bottle.',
    points: [
      {
        depth: 1,
        text: 'Primary aromas come from the grape and fermentation: fruit, flowers, herbs, spices such as black pepper.',
      },
      {
        depth: 2,
        text: 'Secondary aromas come from winemaking after fermentation: yeast and lees (biscuit, bread, brioche), malolactic conversion (butter, cream, cheese rind) and oak (vanilla, cloves, coconut, cedar, toast, smoke).',
      },
      {
        depth: 2,
        text: 'Tertiary aromas come from maturation: oxidative ageing (almond, hazelnut, walnut, caramel, toffee, coffee) and bottle ageing (red: leather, earth, mushroom, forest floor, meat; white: honey, petrol, nuts, dried fruit).',
      },
      {
        depth: 2,
        text: 'Fruit families: green fruit (apple, pear), citrus (lemon, lime, grapefruit), stone fruit (peach, apricot), tropical (pineapple, mango, passion fruit), red fruit (redcurrant, cranberry, raspberry, strawberry, red cherry), black fruit (blackcurrant, blackberry, black cherry, plum), dried fruit (fig, prune, raisin).',
      },
      {
        depth: 3,
        text: 'Some primary aromas are strongly linked to varieties: blackcurrant and green pepper (Cabernet Sauvignon), black pepper (Syrah), rose and lychee (Gewurztraminer), grass and gooseberry (Sauvignon Blanc), white pepper (Grüner Veltliner).',
      },
      {
        depth: 3,
        text: 'Aromas are also described by their condition: fresh, ripe, cooked, baked or dried fruit, which points to climate, ripeness and age.',
      },
      {
        depth: 4,
        text: 'Some compounds are well identified: methoxypyrazines (pyrazines for short) give green pepper and grass notes, rotundone gives black pepper, oak lactones give coconut, diacetyl gives butter, and TDN gives the petrol note of aged Riesling.',
      },
    ],
    table: {
      caption: 'Aroma origins with examples',
      headers: ['Type', 'Source', 'Examples'],
      rows: [
        [
          'Primary',
          'Grape and alcoholic fermentation',
          'lemon, apple, blackcurrant, cherry, rose, violet, grass, black pepper, pear drop, banana',
        ],
        ['Secondary', 'Yeast/lees', 'biscuit, bread, brioche, pastry, bread dough'],
        ['Secondary', 'Malolactic conversion', 'butter, cream, cheese'],
        ['Secondary', 'Oak', 'vanilla, cloves, nutmeg, coconut, cedar, toast, smoke, chocolate, coffee'],
        ['Tertiary', 'Oxidative ageing', 'almond, hazelnut, walnut, toffee, caramel, chocolate, coffee'],
        ['Tertiary', 'Bottle ageing (red)', 'dried fruit, leather, earth, mushroom, forest floor, game, meat, tobacco'],
        ['Tertiary', 'Bottle ageing (white)', 'honey, dried fruit, petrol, cereal, toast, nuts'],
      ],
    },
    related: ['tasting-nose', 'oak', 'malolactic-conversion', 'lees-ageing', 'bottle-maturation'],
  },
  {
    id: 'deductive-tasting',
    title: 'Deductive tasting (sommelier method)',
    keywords: [
      'deductive tasting',
      'blind tasting',
      'deductive grid',
      'court of master sommeliers grid',
      'CMS grid',
      'guess the wine',
      'identify wine',
      'blind',
      'initial conclusion',
      'final conclusion',
    ],
    category: 'tasting',
    summary:
      'Deductive tasting, used in sommelier examinations, turns a systematic description into an identification: observations on sight, nose and palate lead to an initial conclusion (Old or New World, climate, possible grapes, age range) and then a final conclusion naming grape, country, region and vintage range.',
    points: [
      {
        depth: 1,
        text: 'Blind tasting means tasting without seeing the label, so judgements rest only on what is in the glass.',
      },
      {
        depth: 2,
        text: 'Sight: clarity, brightness, concentration of colour, hue and rim variation, staining of tears, gas and sediment.',
      },
      {
        depth: 2,
        text: 'Nose and palate: whether the wine is clean, its intensity and age signals, then fruit (type and condition: tart, fresh, ripe, jammy, dried), non-fruit (floral, herbal, spice, animal), earth and mineral notes, and wood (new or old, French or American).',
      },
      {
        depth: 3,
        text: 'Structure on the palate, sweetness, tannin, acidity, alcohol, body, finish and complexity, narrows the field: high acid and light body suggest a cool climate; high alcohol and ripe, jammy fruit a warm one.',
      },
      {
        depth: 3,
        text: 'Initial conclusion: Old World or New World, cool, moderate or warm climate, likely grape(s) and an age range. Final conclusion: grape variety, country, region, appellation where possible, and vintage range.',
      },
      {
        depth: 3,
        text: 'Reason from markers, not from guesses: for example pyrazine green notes with blackcurrant and firm tannin suggest Cabernet Sauvignon; pale colour, high acid and high tannin with rose and cherry suggest Nebbiolo.',
      },
      {
        depth: 4,
        text: 'In the Court of Master Sommeliers tasting examinations, candidates talk through the grid aloud against the clock; at Master level six wines are tasted in 25 minutes.',
      },
    ],
    related: ['systematic-tasting', 'blind-tasting-practice', 'court-of-master-sommeliers', 'old-world-vs-new-world'],
  },
  {
    id: 'writing-tasting-note',
    title: 'Writing a tasting note',
    keywords: [
      'tasting note',
      'tasting notes',
      'write a tasting note',
      'how to describe wine',
      'wine review',
      'note taking',
      'tasting sheet',
    ],
    category: 'tasting',
    summary:
      'A good tasting note is short, ordered and precise: it follows the appearance–nose–palate–conclusions structure, uses the standard scales, names specific aromas, and ends with a justified judgement of quality and readiness.',
    points: [
      {
        depth: 1,
        text: 'Write down the wine’s details first: producer, name, vintage, region, grape, price, and where and when you tasted it.',
      },
      {
        depth: 1,
        text: 'Follow the same order each time: appearance, nose, palate, conclusions.',
      },
      {
        depth: 2,
        text: 'Be specific: “ripe blackberry, plum and vanilla” helps more than “fruity and oaky”. Avoid vague words like “nice” or “smooth” unless you explain them.',
      },
      {
        depth: 2,
        text: 'State every structural component on its scale (for example “high acidity, medium(+) tannin, high alcohol, full body, long finish”).',
      },
      {
        depth: 3,
        text: 'Link the conclusion to the evidence: why the wine is good or very good (BLIC), and whether it will improve, hold or decline.',
      },
      {
        depth: 3,
        text: 'Note the context, such as temperature, glass, food and how long the bottle was open, because these change how a wine shows.',
      },
      {
        depth: 4,
        text: 'For examination notes, keep descriptors within the official lexicon, give three or more aroma characteristics from different families where the wine allows, and never leave a structural component out.',
      },
    ],
    related: ['systematic-tasting', 'tasting-conclusions', 'aroma-families'],
  },
  {
    id: 'sweetness-levels',
    title: 'Sweetness levels in wine',
    keywords: [
      'sweetness',
      'dry',
      'dry wine',
      'sweet wine',
      'off-dry',
      'medium dry',
      'medium sweet',
      'sweet',
      'luscious',
      'residual sugar',
      'RS',
      'g/L sugar',
      'trocken',
      'halbtrocken',
      'sec',
      'demi-sec',
      'moelleux',
      'doux',
    ],
    category: 'tasting',
    summary:
      'Sweetness comes from residual sugar, the grape sugar left unfermented. Wines range from bone dry to luscious; perceived sweetness is also shaped by acidity, alcohol, fruitiness and bubbles.',
    points: [
      {
        depth: 1,
        text: 'A dry wine has almost no sugar left after fermentation; a sweet wine keeps a lot of the grape sugar.',
      },
      {
        depth: 1,
        text: 'Fruity is not the same as sweet: a dry wine can smell of very ripe fruit.',
      },
      {
        depth: 2,
        text: 'The WSET Level 3 scale is dry – off-dry – medium-dry – medium-sweet – sweet – luscious.',
      },
      {
        depth: 2,
        text: 'High acidity makes a wine taste less sweet, which is why a Mosel Riesling Kabinett with noticeable sugar can still taste fresh and balanced.',
      },
      {
        depth: 3,
        text: 'Sweetness is kept by stopping fermentation (chilling, filtering, sulfur dioxide or fortification), by using grapes so rich in sugar that yeast cannot ferment it all, or by adding sweet unfermented juice (sweet reserve) where permitted.',
      },
      {
        depth: 4,
        text: 'EU labelling terms for still wine: dry up to 4 g/L (or up to 9 g/L when total acidity, as tartaric acid, is no more than 2 g/L below the sugar); medium dry up to 12 g/L (or 18 g/L when acidity is no more than 10 g/L below the sugar); medium up to 45 g/L; sweet at least 45 g/L.',
      },
      {
        depth: 1,
        text: 'Off-dry means just a touch of sweetness, a little residual sugar that is only slightly perceptible: the step after dry on the WSET scale, as in many German Kabinett Rieslings.',
      },
    ],
    table: {
      caption: 'EU sweetness terms for still wine (residual sugar)',
      headers: ['English', 'French', 'German', 'Residual sugar'],
      rows: [
        ['Dry', 'Sec', 'Trocken', '≤ 4 g/L, or ≤ 9 g/L if acidity is within 2 g/L of the sugar'],
        ['Medium dry', 'Demi-sec', 'Halbtrocken', '≤ 12 g/L, or ≤ 18 g/L if acidity is within 10 g/L of the sugar'],
        ['Medium / medium sweet', 'Moelleux', 'Lieblich', '≤ 45 g/L'],
        ['Sweet', 'Doux', 'Süss', '≥ 45 g/L'],
      ],
    },
    related: ['sparkling-sweetness-dosage', 'sweet-wine-methods', 'tasting-palate', 'reading-labels-germany'],
  },
  {
    id: 'tannin-vs-acidity',
    title: 'Tannin versus acidity',
    keywords: [
      'tannin',
      'tannins',
      'acidity',
      'acid',
      'astringent',
      'astringency',
      'drying',
      'sour',
      'crisp',
      'tart',
      'grippy',
      'tanin',
      'tanins',
      'acidic',
    ],
    category: 'tasting',
    summary:
      'Tannin and acidity are often confused. Acidity makes your mouth water and tastes sour; tannin dries the mouth and feels rough on the gums and teeth. Both give structure and help wine age.',
    points: [
      {
        depth: 1,
        text: 'Acidity is a taste: sour, refreshing and mouth-watering. All wines have it.',
      },
      {
        depth: 1,
        text: 'Tannin is a feeling: dry, grippy, like strong black tea, felt on the gums, teeth and inside of the cheeks. It is found mainly in red wines.',
      },
      {
        depth: 2,
        text: 'Tannins come from grape skins, seeds and stems and from oak. Red wines are fermented with their skins, so they extract tannin; most white wines are not.',
      },
      {
        depth: 2,
        text: 'Cool climates give higher acidity; warm climates lower acidity and riper, softer tannins.',
      },
      {
        depth: 2,
        text: 'High-tannin grapes include Cabernet Sauvignon, Nebbiolo, Syrah, Tannat and Touriga Nacional; low-tannin grapes include Pinot Noir, Gamay and Grenache. High-acid grapes include Riesling, Sauvignon Blanc, Chenin Blanc, Nebbiolo and Sangiovese.',
      },
      {
        depth: 3,
        text: 'To judge acidity, count how much saliva the wine makes you produce after spitting; to judge tannin, run your tongue over your gums and teeth and note how dry and rough they feel.',
      },
      {
        depth: 3,
        text: 'Judge the nature of tannin as well as its level: ripe, fine-grained and velvety, or coarse, green and bitter. Acidity can feel crisp and refreshing or sharp and tart.',
      },
      {
        depth: 4,
        text: 'The main acids in grapes are tartaric and malic; lactic acid comes from malolactic conversion. Acidity is measured as titratable acidity (g/L) and pH; lower pH means a more acidic, more microbiologically stable wine.',
      },
    ],
    related: ['tasting-palate', 'malolactic-conversion', 'tannin-and-protein', 'alcohol-and-body'],
  },
  {
    id: 'alcohol-and-body',
    title: 'Alcohol and body',
    keywords: [
      'alcohol',
      'ABV',
      'alcohol by volume',
      'body',
      'full-bodied',
      'full bodied',
      'light-bodied',
      'heavy wine',
      'weight',
      'legs',
      'warmth',
      'hot finish',
    ],
    category: 'tasting',
    summary:
      'Alcohol comes from yeast fermenting grape sugar, so riper grapes from warmer places usually make stronger wines. Alcohol is the main contributor to body, the sense of weight and richness in the mouth.',
    points: [
      {
        depth: 1,
        text: 'Most table wines have between about 11% and 15% alcohol by volume (ABV); fortified wines usually 15–22%.',
      },
      {
        depth: 1,
        text: 'Body is how heavy a wine feels: a light-bodied wine feels like skimmed milk, a full-bodied wine like whole milk or cream.',
      },
      {
        depth: 2,
        text: 'Alcohol is felt as warmth at the back of the throat. WSET Level 3 guidance for still wines: low below 11%, medium 11–13.9%, high 14% and above.',
      },
      {
        depth: 2,
        text: 'Body comes mostly from alcohol, with sugar, tannin and extract adding to it. Hot climates and very ripe grapes give fuller-bodied wines.',
      },
      {
        depth: 3,
        text: 'Alcohol can be out of balance (hot, burning finish) when fruit concentration and acidity do not carry it. High alcohol also increases the burning sensation of chilli heat in food.',
      },
      {
        depth: 3,
        text: 'Legs or tears on the glass are caused by alcohol evaporating from the film of wine (with sugar and glycerol playing a part). They suggest alcohol and sugar levels but say nothing about quality.',
      },
      {
        depth: 4,
        text: 'Roughly 16–17 g/L of sugar is needed to make 1% of alcohol by volume; winemakers estimate potential alcohol from must weight measured in Brix, Baumé or Oechsle.',
      },
      {
        depth: 1,
        text: 'The higher the alcohol, the fuller the body: a 14.5% wine feels heavier and rounder than an 11% one made from the same grape.',
      },
    ],
    related: ['tasting-palate', 'harvest-decisions', 'responsible-drinking', 'alcoholic-fermentation'],
  },
  {
    id: 'wine-chemistry',
    title: 'What wine is made of: acids, pH, pigments and other compounds',
    keywords: [
      'wine chemistry',
      'chemistry of wine',
      'what is wine made of',
      'acids in wine',
      'acid in wine',
      'wine acids',
      'acids',
      'main acids',
      'types of acid',
      'tartaric acid',
      'malic acid',
      'citric acid',
      'pH',
      'pH of wine',
      'wine pH',
      'anthocyanin',
      'anthocyanins',
      'pigments',
      'glycerol',
      'glycerine',
      'glycerin',
      'resveratrol',
      'polyphenol',
      'polyphenols',
      'phenolics',
    ],
    category: 'winemaking',
    summary:
      'Wine is mostly water and alcohol (usually 11–15%), with small amounts of acids, sugar, glycerol, tannins, pigments and aroma compounds that give it its taste, colour and ability to keep.',
    points: [
      {
        depth: 1,
        text: 'The main acids in wine are tartaric and malic, both from the grape; there is a little citric acid, lactic acid comes from malolactic conversion, and acetic acid, in excess, is the fault called volatile acidity.',
      },
      {
        depth: 2,
        text: 'The pH of wine is usually between about 3.0 and 4.0: many whites and sparkling wines 3.0–3.4, many reds 3.4–3.8. The lower the pH, the sharper the wine tastes, the brighter its colour and the more stable it is against microbes.',
      },
      {
        depth: 3,
        text: 'pH decides how well sulfur dioxide works: the lower the pH, the more of the free SO2 is in its active molecular form, so a low-pH wine needs less SO2 for the same protection and a high-pH wine needs more.',
      },
      {
        depth: 2,
        text: 'Anthocyanins are the red and purple pigments in the skins of black grapes; they give red wine its colour and, as the wine ages, bind with tannins into larger pigments, so the colour moves from purple towards garnet and brick.',
      },
      {
        depth: 2,
        text: 'Tannins are polyphenols from grape skins, seeds and stems, and from oak; they bind to the proteins in saliva, which is the drying feel in the mouth.',
      },
      {
        depth: 3,
        text: 'Glycerol (glycerine) is a by-product of fermentation, usually about 5–10 g/L; it adds a little smoothness, viscosity and a faint sweetness, and wines from botrytised grapes hold more of it.',
      },
      {
        depth: 2,
        text: 'Resveratrol is a polyphenol in grape skins, found at higher levels in red wine than in white because reds ferment on their skins; claims for its health benefits rest on doses far above what a glass of wine holds.',
      },
    ],
    related: ['tannin-vs-acidity', 'sulfur-dioxide', 'malolactic-conversion', 'chaptalisation-and-acidification'],
  },
  // ──────────────────────────── Viticulture ────────────────────────────
  {
    id: 'vine-annual-cycle',
    title: "The vine's annual cycle",
    keywords: [
      'vine cycle',
      'growing season',
      'budburst',
      'bud break',
      'flowering',
      'fruit set',
      'veraison',
      'véraison',
      'ripening',
      'dormancy',
      'vineyard year',
      'phenology',
      'vine growth',
      'vines grow',
      'start growing',
      'vines need to grow',
      'flowering to harvest',
      'days from flowering',
      'how long to ripen',
    ],
    category: 'viticulture',
    summary:
      'A grapevine follows the same cycle every year: winter dormancy, budburst in spring, flowering and fruit set in early summer, veraison when the berries change colour, ripening and harvest, then leaf fall. In the Southern Hemisphere every stage falls about six months later in the calendar.',
    points: [
      {
        depth: 1,
        text: 'Winter: the vine is dormant and is pruned. Spring: buds burst and shoots and leaves grow. Early summer: the vine flowers and the berries set. Late summer: the grapes change colour and ripen. Autumn: harvest.',
      },
      {
        depth: 1,
        text: 'In the Northern Hemisphere harvest is usually September to October; in the Southern Hemisphere usually February to April.',
      },
      {
        depth: 2,
        text: 'Budburst happens when average temperatures rise above about 10 °C; the young shoots are then vulnerable to spring frost.',
      },
      {
        depth: 2,
        text: 'Flowering and fruit set need warm, calm, dry weather. Cold, wet or windy weather at flowering can cause coulure (flowers failing to become berries) and millerandage (uneven berry sizes), reducing the crop.',
      },
      {
        depth: 2,
        text: 'Veraison: berries soften, black grapes turn from green to their dark colour, and sugar starts to accumulate while acidity falls.',
      },
      {
        depth: 3,
        text: 'During ripening, sugars rise, acids (especially malic acid) fall, tannins and colour in the skins mature, and aroma compounds develop; the grower decides when the balance is right to pick.',
      },
      {
        depth: 3,
        text: 'After harvest the vine stores carbohydrates in its wood and roots, which feed the next spring’s growth; leaves fall and the vine enters dormancy.',
      },
      {
        depth: 4,
        text: 'Very cold winters (well below about -15 to -20 °C, depending on variety) can kill buds, wood or whole vines; in some regions vines are buried under soil for winter protection.',
      },
      {
        depth: 2,
        text: 'From flowering to harvest takes about 100 days (roughly 90–120 depending on grape, site and year), and veraison comes about halfway, six to eight weeks before picking.',
      },
    ],
    table: {
      caption: 'The annual cycle of the vine',
      headers: ['Stage', 'Northern Hemisphere', 'Southern Hemisphere', 'Vineyard work and risks'],
      rows: [
        ['Dormancy', 'Dec–Feb', 'Jun–Aug', 'Winter pruning; winter freeze'],
        ['Budburst', 'Mar–Apr', 'Sep–Oct', 'Spring frost'],
        ['Shoot and leaf growth', 'Mar–May', 'Sep–Nov', 'Shoot positioning; mildew'],
        ['Flowering and fruit set', 'May–Jun', 'Nov–Dec', 'Coulure, millerandage'],
        ['Veraison and ripening', 'Jul–Sep', 'Jan–Mar', 'Canopy management, birds, rot, hail'],
        ['Harvest', 'Sep–Oct', 'Feb–Apr', 'Rain, rot'],
      ],
    },
    related: ['climate', 'vineyard-hazards', 'training-and-pruning', 'harvest-decisions'],
  },
  {
    id: 'climate',
    title: 'Climate: continental, maritime and Mediterranean',
    keywords: [
      'climate',
      'cool climate',
      'warm climate',
      'hot climate',
      'continental',
      'continental climate',
      'maritime',
      'maritime climate',
      'mediterranean',
      'Mediterranean climate',
      'Meltemi',
      'latitude',
      'altitude',
      'diurnal range',
      'ocean current',
      'Humboldt Current',
      'Benguela Current',
      'California Current',
      'mistral',
      'Cape Doctor',
      'Zonda',
      'continentality',
      'growing degree days',
      'GDD',
      'Winkler',
      'diurnal',
      'diurnal temperature range',
      'day and night temperatures',
      'Fremantle Doctor',
      'sea breeze',
      'winds',
      'Tramontane',
      'Sirocco',
      'Scirocco',
      'rain shadow',
      'rain shadows',
    ],
    category: 'viticulture',
    summary:
      'Climate is the long-term pattern of weather in a place. It decides which grapes ripen there and what style of wine they make: cool climates give lighter, fresher wines with higher acidity; warm and hot climates give riper, fuller, more alcoholic wines.',
    points: [
      {
        depth: 1,
        text: 'Most vineyards lie between about 30° and 50° latitude in both hemispheres, where it is warm enough for grapes to ripen but cold enough in winter for the vine to rest.',
      },
      {
        depth: 1,
        text: 'Cool-climate wines: higher acidity, lighter body, lower alcohol, green and citrus or red fruit. Warm-climate wines: lower acidity, fuller body, higher alcohol, ripe tropical or black fruit.',
      },
      {
        depth: 2,
        text: 'Continental climate: big difference between hot summers and cold winters, with a short growing season and a risk of spring frost (for example Burgundy, Mendoza).',
      },
      {
        depth: 2,
        text: 'Maritime climate: close to the sea, with a small temperature difference between summer and winter and rain spread through the year (for example Bordeaux, Muscadet).',
      },
      {
        depth: 2,
        text: 'Mediterranean climate: long, warm, dry summers and mild, wetter winters (for example the southern Rhône, much of California and South Australia).',
      },
      {
        depth: 3,
        text: 'Temperature is shaped by latitude, altitude (roughly 0.6 °C cooler for every 100 m of height), ocean currents, fog, wind and continentality.',
      },
      {
        depth: 2,
        text: 'Cold ocean currents cool coastal vineyards. The Humboldt Current cools Chile’s coast. The Benguela Current cools South Africa’s Western Cape. The California Current cools coastal California. The warm Gulf Stream tempers north-west Europe.',
      },
      {
        depth: 3,
        text: 'Named winds shape regions: the mistral, a cold, dry northerly wind down the Rhône valley into Provence, keeps grapes healthy but can damage vines; the Cape Doctor, a south-easterly wind in the Western Cape, cools and dries vineyards; the Zonda, a hot, dry wind from the Andes in Argentina, can harm flowering; the Meltemi, a strong northerly wind across the Aegean in summer, cools the Greek islands, and on Santorini vines are coiled low into baskets (kouloura) against it.',
      },
      {
        depth: 3,
        text: 'Continentality is the difference between the average temperatures of the warmest and the coldest month: continental climates have hot summers and cold winters, while maritime climates, moderated by the sea, have a narrow range.',
      },
      {
        depth: 3,
        text: 'A large diurnal range (warm days, cool nights) helps grapes keep acidity and aroma while sugars and colour develop, as in high-altitude Mendoza or Salta.',
      },
      {
        depth: 4,
        text: 'WSET classifies climate by average growing-season temperature: cool 16.5 °C or below, moderate 16.5–18.5 °C, warm 18.5–21 °C, hot above 21 °C. Heat summation indices such as growing degree days (the Winkler scale) are used in the New World.',
      },
      {
        depth: 3,
        text: 'The Tramontane is a cold, dry wind from the north-west that blows down to the coast of Languedoc-Roussillon, keeping vines healthy and concentrating the grapes; the Sirocco (Scirocco) is a hot wind from North Africa that brings dust and heat to Sicily and southern Italy and can scorch grapes near harvest.',
      },
      {
        depth: 3,
        text: 'The Fremantle Doctor is an afternoon sea breeze that cools the vineyards around Perth and the Swan Valley in Western Australia, much as the Cape Doctor cools the Western Cape.',
      },
      {
        depth: 2,
        text: 'A rain shadow is the dry side of a mountain range: moist air from the sea drops its rain on the windward slopes, so the land beyond gets far less, which is why Alsace, Mendoza and eastern Washington are dry and sunny.',
      },
    ],
    table: {
      caption: 'Climate types and their wines',
      headers: ['Climate', 'Features', 'Examples'],
      rows: [
        ['Continental', 'Hot short summers, cold winters, spring frost risk', 'Burgundy, Alsace, Mendoza'],
        ['Maritime', 'Mild, small annual temperature range, rain through the year', 'Bordeaux, Muscadet, Rías Baixas'],
        ['Mediterranean', 'Long warm dry summers, mild wet winters', 'Southern Rhône, Barossa Valley, Napa Valley'],
      ],
    },
    related: ['weather-and-vintage', 'site-selection', 'vine-annual-cycle', 'old-world-vs-new-world'],
  },
  {
    id: 'weather-and-vintage',
    title: 'Weather and vintage variation',
    keywords: [
      'vintage',
      'vintage variation',
      'good year',
      'bad year',
      'weather',
      'vintage chart',
      'great vintage',
      'year on label',
      'millesime',
    ],
    category: 'viticulture',
    summary:
      'Weather is what happens in a particular year; climate is the long-term average. Year-to-year differences in weather create vintage variation, which matters most in cool or marginal regions where ripening is never guaranteed.',
    points: [
      { depth: 1, text: 'The vintage on a label is the year the grapes were harvested.' },
      {
        depth: 1,
        text: 'A warm, dry, sunny year usually gives riper, fuller wines; a cool or wet year lighter, more acidic wines and a higher risk of rot.',
      },
      {
        depth: 2,
        text: 'Vintage matters most in marginal climates such as Champagne, Burgundy, Bordeaux, the Mosel and England; in warm, dry regions with irrigation, wines are more consistent from year to year.',
      },
      {
        depth: 2,
        text: 'Critical moments are spring frost, weather at flowering (which sets the size of the crop), summer heat or drought, and rain at harvest.',
      },
      {
        depth: 3,
        text: 'Producers can soften the effect of a poor vintage through stricter selection, canopy management, sorting, chaptalisation or acidification where permitted, and blending; Champagne and many fortified wines blend several years to achieve a consistent house style.',
      },
      {
        depth: 3,
        text: 'Vintage Port and vintage Champagne are made only in years judged good enough, so vintage declarations themselves signal quality.',
      },
      {
        depth: 4,
        text: 'Vintage charts are generalisations: within one region, site, variety and producer decisions can make a "poor" vintage wine excellent, and early-ripening and late-ripening varieties can fare differently in the same year.',
      },
    ],
    related: ['climate', 'vineyard-hazards', 'harvest-decisions', 'labelling-rules'],
  },
  {
    id: 'climate-change',
    title: 'Climate change and wine',
    keywords: [
      'climate change',
      'global warming',
      'warming climate',
      'changing climate',
      'rising temperatures',
      'hotter summers',
      'earlier harvests',
    ],
    category: 'viticulture',
    summary:
      'Climate change is making most wine regions warmer: grapes ripen earlier, with more sugar (so higher alcohol) and less acidity, harvests come earlier, and extreme weather such as heat waves, drought, hail, wildfires and untimely frost is more frequent.',
    points: [
      {
        depth: 1,
        text: 'Warmer seasons give riper, fuller wines with higher alcohol and lower acidity; cool regions that once struggled to ripen, such as England, Germany and Champagne, now ripen more reliably.',
      },
      {
        depth: 2,
        text: 'Hot regions risk grapes that are overripe in sugar before their tannins and flavours are ripe, sunburnt fruit and water stress.',
      },
      {
        depth: 3,
        text: 'Growers respond with later-ripening or heat-tolerant varieties and rootstocks, vineyards at higher altitude or on cooler slopes, more leaf cover to shade the grapes, earlier picking and, where allowed, irrigation; winemakers may acidify or lower alcohol.',
      },
      {
        depth: 4,
        text: 'Some appellations have changed their rules in response, such as Bordeaux admitting a few heat-tolerant varieties (for example Touriga Nacional and Marselan) in small proportions.',
      },
    ],
    related: ['climate', 'weather-and-vintage', 'vineyard-hazards', 'harvest-decisions'],
  },
  {
    id: 'planting-material',
    title: 'Planting material: clones, massal selection and rootstocks',
    keywords: [
      'clones',
      'vine clone',
      'grape clone',
      'clonal selection',
      'massal selection',
      'mass selection',
      'selection massale',
      'crossing',
      'crossings',
      'hybrid',
      'hybrids',
      'new grape varieties',
      'propagation',
      'cuttings',
      'nursery',
      'Vitis vinifera',
      'Vitis labrusca',
      'vine species',
      'American vines',
    ],
    category: 'viticulture',
    summary:
      'New vines are grown from cuttings, so every vine of a variety is genetically a copy of another. Growers choose both the clone (or a massal selection) of the variety and the rootstock it is grafted onto.',
    points: [
      {
        depth: 2,
        text: 'A clone is a group of vines propagated by cuttings from a single mother vine chosen for particular traits, such as yield, berry size, ripening time, flavour or disease resistance; Pinot Noir has hundreds, including the Dijon clones 115, 667 and 777.',
      },
      {
        depth: 3,
        text: 'Massal selection (sélection massale) takes cuttings from many good vines of an old vineyard rather than one, keeping more diversity within the planting than a single clone.',
      },
      {
        depth: 2,
        text: 'Most vines are grafted onto rootstocks of American species or hybrids that resist phylloxera; the rootstock is also chosen for vigour, soil type, drought and lime tolerance.',
      },
      {
        depth: 3,
        text: 'Almost all wine comes from Vitis vinifera, the European vine species; American species such as Vitis labrusca (Concord), Vitis riparia and Vitis rupestris resist phylloxera and cold and give rootstocks and hybrids, but labrusca grapes taste "foxy".',
      },
      {
        depth: 3,
        text: 'Planting one clone gives a uniform vineyard that ripens evenly; a mix of clones or a massal selection can add complexity and spread risk.',
      },
      {
        depth: 3,
        text: 'New varieties are bred from seed: a crossing has two parents of the same species, usually both Vitis vinifera (Pinotage is Pinot Noir × Cinsault, Müller-Thurgau is Riesling × Madeleine Royale), while a hybrid has parents of different species (Vidal Blanc, Seyval Blanc), often bred to resist cold or disease.',
      },
    ],
    related: ['vine-diseases-and-pests', 'training-and-pruning', 'yields'],
  },
  {
    id: 'soils',
    title: 'Soils and wine',
    keywords: [
      'soil',
      'soils',
      'terroir',
      'limestone',
      'chalk',
      'clay',
      'gravel',
      'slate',
      'schist',
      'granite',
      'volcanic',
      'sand',
      'loess',
      'galestro',
      'alberese',
      'galets',
      'albariza',
      'minerality',
      'kimmeridgian',
    ],
    category: 'viticulture',
    summary:
      'Soil affects the vine mainly through water supply, drainage, heat and nutrients. The best sites usually have moderately poor soils with good drainage, which restrain vigour and push the vine’s energy into ripening small, concentrated grapes.',
    points: [
      {
        depth: 1,
        text: 'Vines do best on poor, well-drained soils; very fertile soils give lots of leaves and dilute grapes.',
      },
      {
        depth: 2,
        text: 'Gravel and sand drain freely and warm up quickly, helping late ripeners such as Cabernet Sauvignon (the gravel banks of the Médoc).',
      },
      {
        depth: 2,
        text: 'Clay holds water and stays cool, suiting Merlot (Pomerol and Saint-Émilion). Limestone and chalk drain well yet hold water in reserve, found in Burgundy, Champagne, Chablis and Sancerre.',
      },
      {
        depth: 2,
        text: 'Dark slate in the Mosel absorbs and releases heat; the large pebbles (galets roulés) of Châteauneuf-du-Pape store heat; granite underlies the Beaujolais crus and the northern Rhône; schist dominates the Douro.',
      },
      {
        depth: 3,
        text: 'Albariza, the white, chalk-rich soil of Jerez, stores winter rain and forms a crust that limits evaporation in summer. Terra rossa over limestone is famous in Coonawarra. Volcanic soils are found on Etna and Santorini.',
      },
      {
        depth: 3,
        text: 'Terroir combines soil with climate, slope, aspect and human tradition; the direct effect of soil minerals on wine flavour is debated, and "minerality" is best used as a tasting description rather than a proven cause.',
      },
      {
        depth: 3,
        text: 'Minerality is a tasting term for aromas and a texture recalling wet stone, flint, chalk or a saline tang, found mostly in high-acid, unoaked whites such as Chablis, Sancerre, Santorini Assyrtiko and Mosel Riesling; it is not a taste of minerals drawn from the soil.',
      },
      {
        depth: 4,
        text: 'Loess is fine, wind-blown silt: it drains well yet holds water and warms readily, and it carries much of the Grüner Veltliner of the Kremstal, Kamptal and Wagram in Austria, parts of Rheinhessen and Baden in Germany and the Tokaj hills.',
      },
      {
        depth: 3,
        text: 'Chianti Classico’s Sangiovese grows on two characteristic soils: galestro, a crumbly, schist-like clay marl that drains well and gives perfumed, structured wines, and alberese, a hard, compact limestone that gives fuller, firmer ones.',
      },
      {
        depth: 4,
        text: 'Kimmeridgian marl, a limestone and clay rich in fossilised oyster shells, underlies Chablis Premier and Grand Cru vineyards and parts of Sancerre.',
      },
    ],
    related: ['site-selection', 'climate', 'yields'],
  },
  {
    id: 'site-selection',
    title: 'Site: slope, aspect, altitude and water',
    keywords: [
      'aspect',
      'slope',
      'south-facing',
      'north-facing',
      'altitude',
      'elevation',
      'vineyard site',
      'rivers',
      'lakes',
      'water bodies',
      'bodies of water',
      'body of water',
      'frost pocket',
      'terroir',
      'mesoclimate',
      'microclimate',
    ],
    category: 'viticulture',
    summary:
      'Within a climate, the vineyard site changes how much sun and heat the vines receive. Slope, aspect, altitude and nearby water or forests create the mesoclimate that separates great vineyards from ordinary ones.',
    points: [
      {
        depth: 1,
        text: 'In the Northern Hemisphere, south-facing slopes get the most sun; in the Southern Hemisphere, north-facing slopes.',
      },
      {
        depth: 2,
        text: 'Slopes catch the sun at a better angle, drain water and let cold air flow away downhill, reducing frost risk. Valley floors can be frost pockets.',
      },
      {
        depth: 2,
        text: 'Altitude cools a site (temperature falls by roughly 0.6 °C for every 100 m of height), lengthening the ripening season and keeping acidity, which is why warm countries plant vineyards high up (Mendoza, Salta).',
      },
      {
        depth: 2,
        text: 'Large bodies of water (the sea, lakes and rivers) moderate temperatures, keeping nearby vineyards milder in winter and cooler in summer and lowering frost risk; rivers and lakes also reflect sunlight onto vines, as on the steep slopes of the Mosel; forests can shelter vineyards from wind, as the Landes forest does for Bordeaux.',
      },
      {
        depth: 3,
        text: 'Mountains create rain shadows: the Vosges keep Alsace dry and sunny; the Andes leave Mendoza almost desert, so irrigation is essential.',
      },
      {
        depth: 3,
        text: 'Steep slopes usually cannot be machine-harvested and need costly hand work, but often give the best wines (Mosel, northern Rhône, Douro).',
      },
      {
        depth: 4,
        text: 'Mesoclimate is the climate of a particular site; microclimate, strictly, is the climate within and around a single vine canopy, which canopy management alters.',
      },
    ],
    related: ['climate', 'soils', 'vineyard-hazards', 'training-and-pruning'],
  },
  {
    id: 'vineyard-hazards',
    title: 'Vineyard hazards: frost, hail, coulure, millerandage and more',
    keywords: [
      'frost',
      'spring frost',
      'frost protection',
      'winter freeze',
      'hail',
      'coulure',
      'millerandage',
      'shatter',
      'hen and chickens',
      'drought',
      'heat',
      'heat stress',
      'sunburn',
      'wildfire',
      'smoke taint',
      'birds',
      'poor fruit set',
    ],
    category: 'viticulture',
    summary:
      'Weather hazards can cut yields or damage quality: spring frost kills young shoots, hail shreds leaves and bunches, poor weather at flowering causes coulure and millerandage, and drought, heat waves and smoke from wildfires stress the vines and the fruit.',
    points: [
      { depth: 1, text: 'Spring frost after budburst can kill the young shoots and much of the year’s crop.' },
      { depth: 1, text: 'Hail can destroy leaves, shoots and grapes in minutes and leaves bruised fruit open to rot.' },
      {
        depth: 2,
        text: 'Frost protection: choosing sloping sites, late pruning to delay budburst, wind machines that mix warmer air down, heaters or candles, and sprinklers that coat buds in ice, which releases heat as it freezes and keeps the bud near 0 °C.',
      },
      {
        depth: 2,
        text: 'Coulure is the failure of flowers to develop into berries after flowering, often caused by cold, wet weather; Grenache and Merlot are prone to it.',
      },
      {
        depth: 2,
        text: 'Millerandage ("hens and chickens") gives bunches with a mix of normal berries and small seedless ones; it lowers yield but the small berries can add concentration.',
      },
      {
        depth: 3,
        text: 'Hail protection is limited: anti-hail nets are used in some regions; spreading vineyards across several sites reduces the risk to one producer.',
      },
      {
        depth: 3,
        text: 'Drought and heat stress can stop ripening or shrivel and sunburn grapes; smoke from wildfires can give smoke taint, with ashy, medicinal flavours that appear in the wine.',
      },
      {
        depth: 4,
        text: 'Winter freeze damages dormant buds and trunks in very cold continental regions; hilling soil over the graft union or burying vines protects them in the coldest places.',
      },
    ],
    related: ['vine-annual-cycle', 'vine-diseases-and-pests', 'weather-and-vintage', 'site-selection'],
  },
  {
    id: 'vine-diseases-and-pests',
    title: 'Vine diseases and pests: botrytis, mildews and phylloxera',
    keywords: [
      'phylloxera',
      'powdery mildew',
      'oidium',
      'downy mildew',
      'peronospora',
      'botrytis',
      'grey rot',
      'gray rot',
      'bunch rot',
      'rootstock',
      'grafting',
      'Bordeaux mixture',
      'nematodes',
      'trunk disease',
      'esca',
      'Pierce’s disease',
      'virus',
      'leafroll',
      'grape moth',
      'vine moth',
      'vineyard pests',
      'integrated pest management',
      'IPM',
      'mating disruption',
      'pheromone',
    ],
    category: 'viticulture',
    summary:
      'The main threats from living things are fungal diseases (powdery mildew, downy mildew, botrytis bunch rot), trunk diseases and viruses, and pests such as phylloxera, an aphid-like louse that feeds on vine roots and destroyed most of Europe’s vineyards in the late 19th century.',
    points: [
      {
        depth: 1,
        text: 'Phylloxera is a tiny insect from North America that attacks vine roots. The cure is to graft European vines onto resistant American rootstocks, which is how most of the world’s vines are planted today.',
      },
      {
        depth: 2,
        text: 'Powdery mildew (oidium) covers green parts of the vine with a grey-white powder and splits berries; it is treated with sulfur. It came to Europe from North America in the mid-19th century.',
      },
      {
        depth: 2,
        text: 'Downy mildew (peronospora) thrives in warm, wet weather, attacking leaves and bunches; it is controlled with copper sprays such as Bordeaux mixture (copper sulfate and lime).',
      },
      {
        depth: 2,
        text: 'Botrytis cinerea causes grey rot in wet weather, spoiling flavour and colour, especially in thin-skinned, tight-bunched grapes. In the right conditions the same fungus becomes noble rot, used for sweet wines.',
      },
      {
        depth: 3,
        text: 'Phylloxera was found in France in the 1860s and spread through Europe. A few places remain largely free of it, such as Chile, isolated by the Andes, the Atacama Desert, the Pacific and the southern ice fields, and parts of Australia (notably South Australia, protected by strict quarantine), where many vines still grow on their own roots.',
      },
      {
        depth: 3,
        text: 'Canopy management that opens the fruit zone to air and sun is the first defence against fungal disease; sprays are timed by weather forecasts and disease models.',
      },
      {
        depth: 4,
        text: 'Other threats include trunk diseases (such as esca and Eutypa dieback), viruses spread by insects or nematodes (such as leafroll and fanleaf), and in parts of the Americas Pierce’s disease, a bacterial disease spread by sharpshooter insects.',
      },
      {
        depth: 2,
        text: 'Grape moths lay eggs on the flowers and bunches, and their larvae damage berries and open them to rot; growers use insecticides or, increasingly, pheromone traps that confuse the males and prevent mating (mating disruption).',
      },
      {
        depth: 2,
        text: 'Birds and animals such as deer, wild boar and rabbits eat buds, shoots and ripe grapes; nets, fences and scaring devices protect the vineyard.',
      },
      {
        depth: 3,
        text: 'Integrated pest management (IPM) combines monitoring, encouraging natural predators, resistant material and carefully timed sprays, treating only when a pest or disease threatens to cause real damage.',
      },
      {
        depth: 3,
        text: 'Black rot is a fungal disease from North America that thrives in warm, humid summers: it spots the leaves and turns infected berries into hard, black, shrivelled mummies; it is controlled by fungicide sprays and by removing infected material.',
      },
      {
        depth: 3,
        text: 'Some grapes are especially prone to particular problems: Chardonnay, Cabernet Sauvignon, Carignan and Chenin Blanc to powdery mildew; tight-bunched, thin-skinned Pinot Noir, Sauvignon Blanc, Sémillon and Chenin Blanc to botrytis bunch rot; Grenache, Merlot and Malbec to coulure at flowering; and Cabernet Sauvignon to trunk diseases.',
      },
    ],
    related: ['vineyard-hazards', 'noble-rot', 'organic-biodynamic-sustainable', 'training-and-pruning'],
  },
  {
    id: 'training-and-pruning',
    title: 'Training, pruning and canopy management',
    keywords: [
      'pruning',
      'training',
      'trellis',
      'Guyot',
      'double Guyot',
      'cordon',
      'spur pruning',
      'cane pruning',
      'bush vine',
      'gobelet',
      'head trained',
      'VSP',
      'vertical shoot positioning',
      'pergola',
      'tendone',
      'parral',
      'canopy management',
      'leaf removal',
      'green harvest',
      'divided canopy',
      'shoot thinning',
      'crop thinning',
      'bunch thinning',
      'vine vigour',
      'vigour',
      'lyre',
      'Geneva Double Curtain',
      'Scott Henry',
    ],
    category: 'viticulture',
    summary:
      'Pruning in winter controls how many buds, and so how many shoots and bunches, a vine will carry; training shapes the vine’s permanent wood and canopy. Together with summer canopy management they balance yield, ripeness and disease pressure.',
    points: [
      {
        depth: 1,
        text: 'Vines are pruned every winter. Without pruning they grow wildly and give many small, poorly ripened bunches.',
      },
      {
        depth: 2,
        text: 'Cane pruning keeps one or two long canes of last year’s wood: Single or Double Guyot, classic in Bordeaux and Burgundy and named after Jules Guyot, the 19th-century French physician and agronomist who promoted it.',
      },
      {
        depth: 2,
        text: 'Spur pruning keeps short spurs of two or three buds along a permanent arm (cordon), for example Cordon de Royat; it is simple and suits mechanisation.',
      },
      {
        depth: 2,
        text: 'Divided canopies split a vigorous vine’s foliage into two curtains so more leaves and bunches see the sun and air: the lyre (U-shaped, trained upwards), the Geneva Double Curtain (trained downwards) and Scott Henry (one curtain up, one down).',
      },
      {
        depth: 2,
        text: 'Bush vines (gobelet, head-trained) have no trellis; they suit warm, dry, windy places such as the southern Rhône, Spain and old-vine Barossa, where the leaves shade the grapes.',
      },
      {
        depth: 2,
        text: 'Vertical shoot positioning (VSP) trains shoots upwards between wires into a narrow hedge, giving good sun exposure and airflow and easy mechanisation; it is widespread worldwide.',
      },
      {
        depth: 3,
        text: 'Pergola systems lift the canopy overhead, shading grapes and keeping them off damp ground: tendone in Italy, parral in Argentina, and pergolas in Vinho Verde and Valpolicella.',
      },
      {
        depth: 3,
        text: 'Canopy management in summer includes shoot thinning, shoot positioning, leaf removal around the bunches (more sun and air, less rot) and green harvesting (removing bunches to reduce the crop).',
      },
      {
        depth: 4,
        text: 'Split-canopy systems such as Scott Henry and the lyre divide a vigorous canopy to improve light and air exposure; on the steep Mosel, vines are often trained to single stakes.',
      },
      {
        depth: 3,
        text: 'Vigour is how strongly a vine grows shoots and leaves: fertile soils, plenty of water and nitrogen, and vigorous rootstocks raise it; too much vigour shades the grapes and delays ripening, so growers curb it with poorer sites, cover crops, less water and larger trellises.',
      },
    ],
    related: ['vine-annual-cycle', 'yields', 'site-selection', 'vine-diseases-and-pests'],
  },
  {
    id: 'organic-biodynamic-sustainable',
    title: 'Organic, biodynamic and sustainable viticulture',
    keywords: [
      'organic',
      'organic wine',
      'biodynamic',
      'biodynamics',
      'Steiner',
      'Demeter',
      'sustainable',
      'sustainability',
      'IPM',
      'integrated pest management',
      'eco',
      'vegan',
      'lutte raisonnée',
      'HVE',
    ],
    category: 'viticulture',
    summary:
      'Organic viticulture bans synthetic fertilisers, herbicides and most synthetic pesticides; biodynamics adds a holistic, calendar-based approach with special preparations; sustainable schemes aim to reduce environmental and social impact while allowing more flexibility.',
    points: [
      {
        depth: 1,
        text: 'Organic growers do not use synthetic chemical fertilisers, weedkillers or pesticides; they may use copper and sulfur against mildews.',
      },
      {
        depth: 2,
        text: 'Certified organic wine in the EU covers both the vineyard and the cellar, and allows lower maximum sulfur dioxide levels than conventional wine.',
      },
      {
        depth: 2,
        text: 'Biodynamics comes from lectures by Rudolf Steiner in 1924. It treats the farm as a self-sustaining organism, uses preparations such as horn manure (500) and horn silica (501), and times work by a lunar and astral calendar. Demeter and Biodyvin certify it.',
      },
      {
        depth: 2,
        text: 'Sustainable viticulture covers water, energy, biodiversity and workers’ welfare as well as sprays; examples include Sustainable Winegrowing New Zealand, California Certified Sustainable Winegrowing and France’s Haute Valeur Environnementale (HVE).',
      },
      {
        depth: 3,
        text: 'Integrated pest management (IPM) uses monitoring, natural predators and targeted sprays only when needed; lutte raisonnée is the French term for this reasoned approach.',
      },
      {
        depth: 3,
        text: 'Organic farming is harder and more expensive in wet climates where mildew pressure is high; repeated copper use can build up in the soil.',
      },
      {
        depth: 4,
        text: 'A wine can be made from organically grown grapes without being certified organic wine, and many growers farm organically without certifying. Vegan wine is a separate matter: it concerns fining agents of animal origin, not farming.',
      },
    ],
    related: ['natural-wine', 'vine-diseases-and-pests', 'sulfur-dioxide', 'fining-and-filtration'],
  },
  {
    id: 'yields',
    title: 'Yields and vine density',
    keywords: [
      'yield',
      'yields',
      'hl/ha',
      'hectolitres per hectare',
      'tonnes per acre',
      'tons per acre',
      'low yield',
      'old vines',
      'vieilles vignes',
      'vine density',
      'green harvest',
      'crop level',
      'lower yields',
      'reduce yields',
      'reducing yields',
      'crop thinning',
      'bunch thinning',
      'cluster thinning',
    ],
    category: 'viticulture',
    summary:
      'Yield is the amount of grapes or wine produced per area of vineyard, measured in hectolitres per hectare in Europe and tonnes per hectare or tons per acre in the New World. Lower yields often, but not always, mean more concentrated wine.',
    points: [
      {
        depth: 1,
        text: 'Fewer grapes per vine usually ripen better and give more concentrated flavours, but cost more per bottle.',
      },
      {
        depth: 2,
        text: 'European appellation rules set maximum yields, usually in hectolitres of wine per hectare (hl/ha); the most prestigious appellations generally allow the lowest yields.',
      },
      {
        depth: 2,
        text: 'Yields are controlled by pruning (number of buds), by green harvesting (cutting off bunches in summer) and by site, vine age, water and vigour.',
      },
      {
        depth: 3,
        text: 'The link between yield and quality is not simple: what matters is vine balance, the ratio of leaf area to fruit. An over-stressed vine with too little crop can ripen poorly too.',
      },
      {
        depth: 3,
        text: 'Old vines naturally give smaller crops with deep roots and are prized; "vieilles vignes" or "old vines" on a label is, in most places, not legally defined.',
      },
      {
        depth: 4,
        text: 'Planting density varies widely: traditional high-density plantings in Burgundy and Bordeaux (often around 10,000 vines per hectare in the best sites) create competition between vines, while many New World vineyards are planted far wider for machinery.',
      },
      {
        depth: 2,
        text: 'In the vineyard, growers lower yields by pruning to fewer buds in winter, removing surplus shoots in spring, and green harvesting (cutting off some bunches, usually around veraison); old vines, poor soils and dense planting also keep each vine’s crop small.',
      },
    ],
    related: ['training-and-pruning', 'harvest-decisions', 'soils'],
  },
  {
    id: 'vine-needs-and-irrigation',
    title: 'Vine requirements: sunlight, warmth, water and nutrients',
    keywords: [
      'irrigation',
      'irrigate',
      'irrigated',
      'drip irrigation',
      'flood irrigation',
      'deficit irrigation',
      'dry farming',
      'dry-farmed',
      'water stress',
      'vine requirements',
      'rainfall',
      'water needs',
      'nutrients',
      'fertiliser',
      'fertilizer',
      'photosynthesis',
      'cover crop',
      'cover crops',
    ],
    category: 'viticulture',
    summary:
      'A vine requires sunlight and warmth to make sugar by photosynthesis, enough water to keep its leaves working, and modest amounts of nutrients; too much water or nitrogen makes it grow leaves instead of ripening grapes, too little stops ripening.',
    points: [
      {
        depth: 1,
        text: 'Leaves use sunlight to turn carbon dioxide and water into sugar (photosynthesis); the sugar feeds the vine and accumulates in the grapes as they ripen.',
      },
      {
        depth: 2,
        text: 'Photosynthesis works best between about 18 °C and 33 °C; below about 10 °C the vine does not grow, and in extreme heat it shuts down to save water, which halts ripening.',
      },
      {
        depth: 2,
        text: 'As a rough guide a vine needs at least about 500 mm of rain a year in a cool climate and about 750 mm in a hot one, where more water evaporates; when the rain falls matters too, and soils that store water can carry vines through a dry summer.',
      },
      {
        depth: 2,
        text: 'Mild water stress after flowering is useful: it slows shoot growth, keeps berries small and sends the vine’s energy into ripening the grapes, while severe drought stops ripening altogether.',
      },
      {
        depth: 2,
        text: 'Where rainfall is too low, vineyards are irrigated: drip irrigation gives each vine a measured amount of water and is the most efficient; flood and sprinkler irrigation are cheaper to install but use far more water. Irrigation is banned or restricted in many European appellations.',
      },
      {
        depth: 3,
        text: 'Regulated deficit irrigation deliberately gives less water than the vine could use at chosen stages, controlling vigour and berry size to improve concentration; dry-farmed vines rely on rain and deep roots alone.',
      },
      {
        depth: 3,
        text: 'The main nutrients are nitrogen, phosphorus and potassium, with others such as magnesium and iron in small amounts; too much nitrogen makes a vigorous, shaded canopy and delays ripening, so growers add fertiliser or compost only where the soil lacks them.',
      },
      {
        depth: 3,
        text: 'Cover crops sown between the rows compete with the vines for water and nutrients, reducing vigour, and they improve soil structure and reduce erosion; in dry regions the rows are instead kept bare by cultivation or herbicides to save water.',
      },
    ],
    related: ['soils', 'yields', 'site-selection', 'climate', 'training-and-pruning'],
  },
  {
    id: 'harvest-decisions',
    title: 'Ripeness and harvest decisions',
    keywords: [
      'harvest',
      'picking',
      'vendange',
      'ripeness',
      'phenolic ripeness',
      'physiological ripeness',
      'sugar ripeness',
      'Brix',
      'Baume',
      'Baumé',
      'Oechsle',
      'KMW',
      'Klosterneuburger Mostwaage',
      'machine harvesting',
      'hand harvesting',
      'hand picking',
      'night harvest',
      'sorting table',
      'hang time',
      'refractometer',
      'hydrometer',
    ],
    category: 'viticulture',
    summary:
      'Deciding when to pick is one of the most important choices in winemaking. Growers balance sugar (potential alcohol), acidity, flavour and the ripeness of tannins and seeds, and choose between hand and machine harvesting.',
    points: [
      {
        depth: 1,
        text: 'Grapes picked early give lighter, fresher, more acidic wines; grapes picked late give riper, fuller, more alcoholic wines with lower acidity.',
      },
      {
        depth: 2,
        text: 'Growers taste the grapes, check seeds and skins, and measure sugar (in Brix, Baumé or Oechsle), acidity and pH.',
      },
      {
        depth: 2,
        text: 'Hand harvesting is slower and more expensive but allows selection and keeps whole bunches intact, which is required in Champagne and Beaujolais and essential for noble rot wines picked in several passes (tries).',
      },
      {
        depth: 2,
        text: 'Machine harvesters shake the berries off the vine; they are fast and cheap and can work at night when grapes are cool, but need suitable terrain and cannot select or keep bunches whole.',
      },
      {
        depth: 3,
        text: 'Phenolic (physiological) ripeness, ripe tannins, brown seeds and mature flavours, may lag behind sugar ripeness in hot climates, forcing a choice between high alcohol and green tannins.',
      },
      {
        depth: 3,
        text: 'Rain at harvest dilutes grapes and encourages rot; growers may pick early to avoid it or wait for the grapes to dry.',
      },
      {
        depth: 4,
        text: 'Sugar scales: Brix is roughly grams of sugar per 100 g of juice; Baumé roughly equals potential alcohol in % ABV; Oechsle, used in Germany, measures must density and underpins the Prädikat levels; Austria uses KMW (Klosterneuburger Mostwaage), the sugar by weight, where 1 °KMW is about 5 °Oechsle and its Prädikat minimums rise from 19 °KMW for Spätlese to 30 °KMW for Trockenbeerenauslese.',
      },
      {
        depth: 3,
        text: 'Hang time is how long the grapes stay on the vine before picking: a longer hang time gives riper tannins and flavours but also more sugar, so more alcohol, and lower acidity.',
      },
      {
        depth: 3,
        text: 'In the vineyard, sugar in the juice is read with a refractometer, which bends light through a drop of juice; in the winery a hydrometer, floating in the must, reads its density, and so its sugar, before and during fermentation.',
      },
    ],
    related: ['vine-annual-cycle', 'yields', 'alcohol-and-body', 'red-winemaking', 'white-winemaking'],
  },
  // ──────────────────────────── Winemaking ────────────────────────────
  {
    id: 'alcoholic-fermentation',
    title: 'Alcoholic fermentation and yeast',
    keywords: [
      'fermentation',
      'alcoholic fermentation',
      'yeast',
      'wild yeast',
      'native yeast',
      'indigenous yeast',
      'ambient yeast',
      'cultured yeast',
      'Saccharomyces',
      'stuck fermentation',
      'fermentation temperature',
      'how is wine made',
      'grape juice',
      'juice into wine',
      'qvevri',
      'amphora',
      'concrete egg',
      'ferment',
      'fermenting',
      'fermented at',
    ],
    category: 'winemaking',
    summary:
      'Yeast turns the sugar in grape juice into alcohol and carbon dioxide, releasing heat and many aroma compounds. Winemakers choose the yeast, the vessel and above all the temperature, which shapes the style of the wine.',
    points: [
      {
        depth: 1,
        text: 'Sugar + yeast → alcohol + carbon dioxide + heat. When all the sugar is used up the wine is dry.',
      },
      {
        depth: 2,
        text: 'Ambient (wild, native) yeasts come from the vineyard and winery and can add complexity but are less predictable; cultured yeasts, selected strains of Saccharomyces cerevisiae, are reliable and can be chosen for particular aromas.',
      },
      {
        depth: 2,
        text: 'White wines are usually fermented cool (about 12–22 °C) to keep fresh, fruity aromas; red wines warmer (about 20–32 °C) to extract colour and tannin.',
      },
      {
        depth: 2,
        text: 'Vessels include stainless steel (neutral, easy temperature control), concrete (neutral, stable temperature), oak (adds texture and, when new, flavour) and clay amphorae such as the Georgian qvevri.',
      },
      {
        depth: 3,
        text: 'Fermentation stops naturally when the sugar runs out or when alcohol or sugar levels become too high for yeast; a stuck fermentation can be caused by excess heat, lack of nutrients or high sugar, and risks spoilage.',
      },
      {
        depth: 3,
        text: 'Fermentation itself creates aromas: esters such as the pear-drop and banana notes of cool-fermented young wines, and higher alcohols and glycerol that add texture.',
      },
      {
        depth: 4,
        text: 'Temperature control is by jacketed tanks or heat exchangers; too hot a fermentation (above about 35 °C) can kill yeast and cook fruit aromas, too cool can stall it.',
      },
    ],
    related: ['red-winemaking', 'white-winemaking', 'alcohol-and-body', 'malolactic-conversion'],
  },
  {
    id: 'red-winemaking',
    title: 'Red winemaking',
    keywords: [
      'red wine making',
      'how red wine is made',
      'red winemaking',
      'crushing',
      'destemming',
      'cap',
      'pressing',
      'free-run',
      'press wine',
      'maceration',
      'cold soak',
      'extended maceration',
      'vinification',
      'thermovinification',
      'flash détente',
      'anthocyanins',
      'pomace',
    ],
    category: 'winemaking',
    summary:
      'Red wine gets its colour, tannin and much of its flavour from the skins of black grapes, so the juice is fermented together with the skins. The winemaker controls extraction through temperature, cap management and the length of maceration, then presses, finishes fermentation and matures the wine.',
    points: [
      {
        depth: 1,
        text: 'Almost all grape juice is clear; red wine is red because the juice is left in contact with the dark skins during fermentation.',
      },
      {
        depth: 4,
        text: 'Thermovinification heats the crushed black grapes or must (to about 60–80 °C) for a short time to draw out colour and fruit quickly, before the juice is pressed off and fermented like a white; flash détente heats the grapes and then cools them under vacuum so the skins burst.',
      },
      {
        depth: 2,
        text: 'Steps: sort the grapes, destem (usually) and crush, ferment with the skins, manage the cap of skins, press, then carry out malolactic conversion, maturation, blending, clarification and bottling.',
      },
      {
        depth: 2,
        text: 'During fermentation the skins float up and form a cap; it must be mixed back into the juice by punching down, pumping over or rack-and-return to extract colour and tannin and to stop the cap drying out and spoiling.',
      },
      {
        depth: 2,
        text: 'After fermentation the free-run wine is drained off and the remaining skins are pressed; press wine is darker and more tannic and may be blended back in.',
      },
      {
        depth: 3,
        text: 'A pre-fermentation cold soak can extract colour and fruit aromas before alcohol is present; an extended post-fermentation maceration, sometimes for weeks, softens and builds tannin for long-lived wines.',
      },
      {
        depth: 3,
        text: 'Fermentation at about 20–32 °C balances extraction of colour and tannin with keeping fruit aromas; warmer temperatures extract more.',
      },
      {
        depth: 3,
        text: 'Some winemakers keep some or all of the stems (whole-bunch fermentation) or ferment whole berries under carbon dioxide (carbonic maceration) for fruitier, softer styles.',
      },
      {
        depth: 4,
        text: 'Thermovinification and flash détente heat the must before fermentation to extract colour quickly; they are used mainly for inexpensive, fruity reds.',
      },
      {
        depth: 3,
        text: 'Anthocyanins are the red and purple pigments in the skins of black grapes; they dissolve readily in the juice early in fermentation, and later bind with tannins, which stabilises the colour as the wine ages.',
      },
      {
        depth: 3,
        text: 'Pomace is the mass of skins, seeds and stems left after pressing; it can be distilled into spirits such as grappa or marc, used for Ripasso, or returned to the vineyard as compost.',
      },
    ],
    related: [
      'extraction-and-maceration',
      'alcoholic-fermentation',
      'malolactic-conversion',
      'oak',
      'carbonic-maceration',
      'whole-bunch-fermentation',
    ],
  },
  {
    id: 'extraction-and-maceration',
    title: 'Extraction methods: punch-down, pump-over and rack-and-return',
    keywords: [
      'punch down',
      'punch-down',
      'pigeage',
      'pump over',
      'pump-over',
      'remontage',
      'rack and return',
      'délestage',
      'delestage',
      'cap management',
      'extraction',
      'maceration',
      'rotary fermenter',
      'submerged cap',
      'cold soak',
      'cold soaking',
      'pre-fermentation maceration',
      'micro-oxygenation',
      'micro-ox',
      'microoxygenation',
    ],
    category: 'winemaking',
    summary:
      'Extraction draws colour, tannin and flavour from the grape skins into the fermenting wine. The main cap-management methods are punching down, pumping over and rack-and-return, with rotary fermenters and submerged caps as alternatives.',
    points: [
      {
        depth: 1,
        text: 'The skins rise to the top of the tank as a thick cap; it must be broken up and mixed back in regularly.',
      },
      {
        depth: 2,
        text: 'Punching down (pigeage): pushing the cap into the juice with a paddle, plunger or by foot. It is intense and suits small open vats, as in Burgundy.',
      },
      {
        depth: 2,
        text: 'Pumping over (remontage): drawing juice from the bottom of the tank and spraying it over the cap. It is gentler, aerates the must and suits large tanks.',
      },
      {
        depth: 2,
        text: 'Rack-and-return (délestage): draining all the juice into another tank and pouring it back over the cap, which sinks and is then re-soaked. It extracts well and helps remove seeds.',
      },
      {
        depth: 3,
        text: 'Rotary fermenters turn like cement mixers for fast, gentle extraction; a submerged cap is held under the liquid by a grid.',
      },
      {
        depth: 3,
        text: 'Extraction increases with temperature, time on skins, frequency of cap management and alcohol level; overdoing it gives harsh, bitter tannins, especially from seeds.',
      },
      {
        depth: 4,
        text: 'Delicate varieties such as Pinot Noir are handled gently; thick-skinned, tannic varieties such as Cabernet Sauvignon can take longer maceration to build structure for ageing.',
      },
      {
        depth: 3,
        text: 'A cold soak (pre-fermentation maceration) holds crushed black grapes cool for a few days before fermentation starts, to extract colour and fruit flavour in water rather than alcohol, with little tannin; it is common for Pinot Noir.',
      },
      {
        depth: 4,
        text: 'Micro-oxygenation bubbles tiny, controlled doses of oxygen through a red wine in tank, during or after fermentation, to stabilise colour and soften tannins, imitating part of what a barrel does more cheaply.',
      },
    ],
    related: ['red-winemaking', 'alcoholic-fermentation', 'tannin-vs-acidity'],
  },
  {
    id: 'white-winemaking',
    title: 'White winemaking',
    keywords: [
      'white wine making',
      'how white wine is made',
      'white winemaking',
      'pressing',
      'settling',
      'débourbage',
      'pneumatic press',
      'basket press',
      'cool fermentation',
      'skin contact',
      'reductive winemaking',
      'oxidative winemaking',
      'cold stabilisation',
      'tartrates',
      'bladder press',
      'membrane press',
      'wine press',
      'press',
      'white wine from black grapes',
      'white wine from red grapes',
      'colourless juice',
    ],
    category: 'winemaking',
    summary:
      'White wine is made from juice pressed off the skins before fermentation. The winemaker protects freshness with careful pressing, settling and cool fermentation, or builds texture and complexity with oak, lees contact and malolactic conversion.',
    points: [
      {
        depth: 1,
        text: 'White grapes are pressed first and only the juice is fermented, so white wines have little or no tannin.',
      },
      {
        depth: 1,
        text: 'The juice of nearly all black grapes is colourless, since the colour lies in the skins, so white wine can also be made from black grapes: whole bunches are pressed gently and the juice is run off the skins at once, before it takes up colour. Such a wine is a Blanc de Noirs, as in Champagne made from Pinot Noir and Meunier; only teinturier grapes such as Alicante Bouschet have red flesh.',
      },
      {
        depth: 2,
        text: 'Grapes may be crushed and pressed, or whole bunches pressed gently, which gives cleaner, less phenolic juice.',
      },
      {
        depth: 2,
        text: 'The juice is settled or clarified (débourbage) to remove solids, then usually fermented cool (about 12–22 °C) in stainless steel to keep fresh fruit aromas.',
      },
      {
        depth: 2,
        text: 'For richer styles such as many Chardonnays, fermentation and maturation in oak barrels, lees stirring and malolactic conversion add creamy texture and flavours of butter, toast and nuts.',
      },
      {
        depth: 3,
        text: 'A short skin contact before pressing can extract aroma compounds from aromatic varieties, at the risk of bitterness.',
      },
      {
        depth: 3,
        text: 'Reductive winemaking protects the juice from oxygen (inert gas, cool temperatures, sealed tanks) to keep primary fruit, as for Sauvignon Blanc; oxidative handling deliberately allows some oxygen for nutty, savoury complexity.',
      },
      {
        depth: 3,
        text: 'Malolactic conversion is often blocked for aromatic, high-acid styles (Riesling, Sauvignon Blanc) to keep crisp acidity and pure fruit.',
      },
      {
        depth: 4,
        text: 'Before bottling, whites are usually protein-stabilised (often with bentonite) and cold-stabilised to prevent tartrate crystals forming in the bottle.',
      },
      {
        depth: 2,
        text: 'A pneumatic (bladder or membrane) press inflates an airbag inside a drum to squeeze the grapes gently, giving clear juice with little bitter tannin from skins and seeds; a traditional basket press works from above and is slower, but still gentle.',
      },
    ],
    related: [
      'alcoholic-fermentation',
      'lees-ageing',
      'oak',
      'malolactic-conversion',
      'fining-and-filtration',
      'orange-wine',
    ],
  },
  {
    id: 'rose-winemaking',
    title: 'Rosé winemaking',
    keywords: [
      'rosé',
      'rose',
      'rosado',
      'rosato',
      'pink wine',
      'blush',
      'direct press',
      'short maceration',
      'saignée',
      'saignee',
      'bleeding',
      'blending red and white',
      'how is rosé made',
      'skin contact time',
      'darker rosé',
      'paler rosé',
    ],
    category: 'winemaking',
    summary:
      'Rosé is made from black grapes with only brief skin contact, by direct pressing, short maceration or saignée. Blending red and white wine to make still rosé is not allowed in the EU; the best-known exception is rosé sparkling wine, above all rosé Champagne.',
    points: [
      {
        depth: 1,
        text: 'Rosé gets its pink colour from a short contact between the juice and the dark skins of black grapes.',
      },
      {
        depth: 2,
        text: 'Direct pressing: black grapes are pressed straight away like white grapes, giving very pale, delicate rosés such as many from Provence.',
      },
      {
        depth: 2,
        text: 'Short maceration: the juice stays on the skins for a few hours up to a couple of days, then is drained off and fermented like a white wine, giving deeper colour and more flavour.',
      },
      {
        depth: 2,
        text: 'Saignée ("bleeding"): some juice is run off a tank of red must early on; it makes rosé while concentrating the remaining red wine.',
      },
      {
        depth: 3,
        text: 'Blending: in the EU, mixing red and white wine to make still rosé is prohibited; rosé sparkling wines may be blended, and most rosé Champagne is made by adding a little still red wine to the white base (rosé d’assemblage).',
      },
      {
        depth: 3,
        text: 'Rosé is fermented cool like a white wine, usually without oak, and is best drunk young and fresh, with exceptions such as some oak-aged rosés.',
      },
      {
        depth: 4,
        text: 'Colour depends on variety (Grenache and Cinsault give pale colour easily), time on skins, temperature and pressing; winemakers may use a small amount of fining to pale a rosé.',
      },
      {
        depth: 2,
        text: 'The colour of rosé depends on how long the juice stays on the black skins: a few hours give a pale pink, a day or two a deeper pink, and the grape’s own colour sets how fast it comes.',
      },
    ],
    related: ['red-winemaking', 'white-winemaking', 'champagne', 'blending'],
  },
  {
    id: 'carbonic-maceration',
    title: 'Carbonic and semi-carbonic maceration',
    keywords: [
      'carbonic maceration',
      'carbonic',
      'semi-carbonic',
      'macération carbonique',
      'intracellular fermentation',
      'Beaujolais Nouveau',
      'bubblegum',
      'banana',
      'whole berry',
      'nouveau',
    ],
    category: 'winemaking',
    summary:
      'In carbonic maceration, whole uncrushed bunches are sealed in a vessel filled with carbon dioxide, and fermentation starts inside the intact berries. It gives soft, low-tannin, very fruity reds with notes of kirsch, banana, bubblegum and cinnamon, as in Beaujolais.',
    points: [
      {
        depth: 1,
        text: 'Whole bunches are fermented without crushing, giving juicy, fruity, soft red wines meant to be drunk young.',
      },
      {
        depth: 2,
        text: 'In full carbonic maceration the vessel is filled with carbon dioxide; without oxygen, enzymes inside each berry start an intracellular fermentation that produces a little alcohol and distinctive aromas.',
      },
      {
        depth: 2,
        text: 'After about a week or more, the grapes are pressed and the juice finishes fermenting normally with yeast, off the skins.',
      },
      {
        depth: 2,
        text: 'Semi-carbonic maceration, common in Beaujolais, fills a vat with whole bunches without added gas: the weight crushes the bottom layer, which ferments with yeast and produces the carbon dioxide that blankets the whole berries above.',
      },
      {
        depth: 3,
        text: 'Because the skins are not broken and there is little mixing, extraction of tannin is low while colour and fruity aromas are high: red cherry, raspberry, kirsch, banana, bubblegum and cinnamon-like notes.',
      },
      {
        depth: 3,
        text: 'Beaujolais Nouveau, released on the third Thursday of November, is the best-known example; the technique is also used in the south of France, Rioja and for some light reds elsewhere.',
      },
      {
        depth: 4,
        text: 'Many producers of Beaujolais crus use only a partial carbonic approach, or conventional destemmed fermentation, for more structured wines that can age.',
      },
    ],
    related: ['whole-bunch-fermentation', 'red-winemaking', 'aroma-families'],
  },
  {
    id: 'whole-bunch-fermentation',
    title: 'Whole-bunch (whole-cluster) fermentation',
    keywords: [
      'whole bunch',
      'whole-bunch',
      'whole cluster',
      'whole-cluster',
      'stems',
      'stem inclusion',
      'destemming',
      'vendange entière',
      'stalks',
      'stemmy',
    ],
    category: 'winemaking',
    summary:
      'Whole-bunch fermentation keeps some or all of the stems with the grapes in the fermenting vat. It can add fragrance, spice, fresh herbal notes and structure, and is used especially for Pinot Noir and Syrah.',
    points: [
      {
        depth: 1,
        text: 'Most red grapes are destemmed before fermentation; some winemakers keep the whole bunches, stems included.',
      },
      {
        depth: 2,
        text: 'Stems can bring floral, spicy and herbal aromas, a fresher feel and extra tannin; part of the berries ferment intracellularly, as in carbonic maceration, adding fruity lift.',
      },
      {
        depth: 2,
        text: 'It is traditional for some producers in Burgundy and the northern Rhône and increasingly used for Pinot Noir and Syrah in the New World.',
      },
      {
        depth: 3,
        text: 'The stems must be ripe (brown and woody, not green), or they give bitter, green, stalky tannins.',
      },
      {
        depth: 3,
        text: 'Stems absorb some colour and can slightly lower acidity (they contain potassium, raising pH), so whole-bunch wines can look paler.',
      },
      {
        depth: 4,
        text: 'Winemakers express it as a percentage of whole bunches in the ferment, and may layer whole bunches with destemmed fruit.',
      },
    ],
    related: ['carbonic-maceration', 'red-winemaking', 'extraction-and-maceration'],
  },
  {
    id: 'malolactic-conversion',
    title: 'Malolactic conversion (MLF)',
    keywords: [
      'malo',
      'MLF',
      'MLC',
      'malolactic',
      'malolactic fermentation',
      'malolactic conversion',
      'buttery',
      'butter',
      'diacetyl',
      'lactic acid',
      'malic acid',
      'Oenococcus',
      'second fermentation',
      'creamy',
    ],
    category: 'winemaking',
    summary:
      'Malolactic conversion is carried out by lactic acid bacteria, not yeast: they turn sharp malic acid into softer lactic acid. It lowers acidity, makes the wine more stable and can add buttery flavours. Almost all red wines and some whites, such as many Chardonnays, go through it.',
    points: [
      {
        depth: 1,
        text: 'Malolactic conversion ("malo") softens the acidity of a wine and can make it taste buttery or creamy.',
      },
      {
        depth: 2,
        text: 'Lactic acid bacteria (mainly Oenococcus oeni) convert malic acid, the sharp acid of green apples, into lactic acid, the softer acid of milk, releasing carbon dioxide.',
      },
      {
        depth: 2,
        text: 'It usually happens after alcoholic fermentation, when the wine is kept warm and low in sulfur dioxide; it can be encouraged by adding bacteria.',
      },
      {
        depth: 2,
        text: 'Nearly all red wines undergo it. For whites it is a style choice: common for Chardonnay (Burgundy, many New World examples) and base wines for many Champagnes, usually avoided for Riesling, Sauvignon Blanc and other aromatic whites.',
      },
      {
        depth: 3,
        text: 'Diacetyl, a by-product, gives butter and cream aromas; the amount depends on the bacteria strain and whether the wine stays in contact with lees, which can re-absorb diacetyl.',
      },
      {
        depth: 3,
        text: 'Winemakers block it with sulfur dioxide, low temperature and sterile filtration; a wine with malic acid left must be protected from malolactic conversion in bottle, which would make it cloudy and slightly fizzy.',
      },
      {
        depth: 4,
        text: 'Though often called malolactic fermentation, it is strictly a bacterial conversion, not a fermentation; it reduces titratable acidity and raises pH slightly.',
      },
    ],
    related: ['white-winemaking', 'red-winemaking', 'aroma-families', 'tannin-vs-acidity', 'lees-ageing'],
  },
  {
    id: 'oak',
    title: 'Oak: barrels, toast and oak alternatives',
    keywords: [
      'oak',
      'oaked',
      'unoaked',
      'barrel',
      'barrique',
      'new oak',
      'French oak',
      'American oak',
      'toast',
      'vanilla',
      'coconut',
      'oak chips',
      'staves',
      'foudre',
      'botti',
      'hogshead',
      'puncheon',
      'barrel size',
      'cask',
      'oak ageing',
      'oak aging',
      'barrel fermentation',
    ],
    category: 'winemaking',
    summary:
      'Oak barrels add flavour (vanilla, toast, spice, coconut) and let a little oxygen in, which softens tannins and adds complexity. The effect depends on barrel size, age, oak origin and toast level, and on how long the wine stays in it.',
    points: [
      {
        depth: 1,
        text: 'Oaked wines can taste of vanilla, toast, smoke, spice or coconut; unoaked wines show purer fruit.',
      },
      {
        depth: 2,
        text: 'Smaller barrels give more oak influence because more wine touches the wood: a Bordeaux barrique holds 225 litres, a Burgundy pièce 228 litres, a hogshead about 300 litres and a puncheon about 500 litres; large casks (foudres, botti) add little flavour.',
      },
      {
        depth: 2,
        text: 'New barrels give the most flavour; after several uses a barrel is considered neutral and adds only gentle oxygen exposure.',
      },
      {
        depth: 2,
        text: 'French oak (mostly Quercus petraea and Quercus robur) gives subtler, finer spice, cedar and toast; American oak (Quercus alba) gives stronger sweet vanilla and coconut flavours and is traditional in Rioja and much of Australia and the United States.',
      },
      {
        depth: 3,
        text: 'Barrels are toasted over fire when they are made: light toast keeps more fresh oak character, medium and heavy toast give toast, smoke, coffee and caramel notes.',
      },
      {
        depth: 3,
        text: 'Slow oxygen ingress through the wood softens tannins and stabilises colour in reds; fermenting whites in barrel integrates oak flavour better than only maturing in it.',
      },
      {
        depth: 3,
        text: 'Oak alternatives such as chips, staves and planks in tanks give oak flavour cheaply and quickly but without the oxygen exchange or texture of barrels; micro-oxygenation can be combined with them.',
      },
      {
        depth: 4,
        text: 'Oak lactones give coconut, vanillin gives vanilla, and eugenol gives clove. French oak staves are traditionally split along the grain and seasoned outdoors; American oak can be sawn because it is less porous.',
      },
    ],
    related: ['aroma-families', 'red-winemaking', 'white-winemaking', 'bottle-maturation'],
  },
  {
    id: 'lees-ageing',
    title: 'Lees ageing and bâtonnage',
    keywords: [
      'lees',
      'sur lie',
      'lees ageing',
      'lees aging',
      'bâtonnage',
      'batonnage',
      'lees stirring',
      'autolysis',
      'gross lees',
      'fine lees',
      'yeasty',
      'bready',
      'creamy texture',
    ],
    category: 'winemaking',
    summary:
      'Lees are the dead yeast cells and other solids that settle after fermentation. Keeping a wine on its fine lees adds texture, a creamy roundness and sometimes bready flavours; stirring them (bâtonnage) increases the effect.',
    points: [
      {
        depth: 1,
        text: 'After fermentation, dead yeast sinks to the bottom of the tank or barrel as a sediment called lees.',
      },
      {
        depth: 2,
        text: 'Gross lees (heavy, coarse solids) are usually removed soon to avoid off-flavours; fine lees can be kept in contact with the wine for months.',
      },
      {
        depth: 2,
        text: 'Muscadet sur lie is kept on its lees over the winter after harvest and bottled from the lees, gaining extra texture, freshness and sometimes a slight spritz.',
      },
      {
        depth: 2,
        text: 'Bâtonnage is stirring the lees back into the wine, traditionally in barrel for white Burgundy, to build a fuller, creamier body.',
      },
      {
        depth: 3,
        text: 'As yeast cells break down (autolysis) they release compounds that add texture and biscuit, bread and brioche aromas; this is essential to traditional-method sparkling wines.',
      },
      {
        depth: 3,
        text: 'Lees absorb oxygen and protect the wine from oxidation, but too little oxygen can lead to reductive, sulfurous smells, which stirring helps prevent.',
      },
      {
        depth: 4,
        text: 'Lees contact also reduces the perceived impact of oak and can bind some phenolics, giving smoother whites.',
      },
    ],
    related: ['white-winemaking', 'traditional-method', 'aroma-families', 'fault-reduction'],
  },
  {
    id: 'fining-and-filtration',
    title: 'Clarification: fining and filtration',
    keywords: [
      'fining',
      'filtration',
      'filtering',
      'unfined',
      'unfiltered',
      'bentonite',
      'egg white',
      'gelatin',
      'isinglass',
      'casein',
      'vegan wine',
      'vegetarian wine',
      'gluten',
      'gluten free',
      'coeliac',
      'celiac',
      'clarification',
      'racking',
      'centrifuge',
      'sterile filtration',
      'stabilisation',
      'filter',
      'filtered',
    ],
    category: 'winemaking',
    summary:
      'Clarification removes solids and unstable compounds so the wine stays clear in the bottle. Racking and settling are gentle; fining uses agents that bind unwanted particles; filtration strains them out, down to yeast and bacteria with sterile filtration.',
    points: [
      {
        depth: 1,
        text: 'Fining and filtering make wine clear and stable. Some wines are sold "unfined and unfiltered" and may be a little hazy or throw a deposit.',
      },
      {
        depth: 2,
        text: 'Wine is made from grapes, which contain no gluten, so it is naturally gluten free; even where a wheat-based fining agent is used, which is rare, the trace left is far below the limits set for coeliacs.',
      },
      {
        depth: 2,
        text: 'Winemakers who leave wine unfiltered believe heavy fining or tight filtration can strip flavour, aroma and texture; they rely instead on time, settling and racking, accepting a little haze or sediment and some risk of instability.',
      },
      {
        depth: 2,
        text: 'Racking moves the wine off its sediment into a clean vessel; centrifuges separate solids quickly in large wineries.',
      },
      {
        depth: 2,
        text: 'Fining agents bind to particles and sink: bentonite clay removes proteins from whites; egg white softens harsh tannins in reds; others include gelatin, isinglass (from fish), casein (from milk), pea protein and PVPP.',
      },
      {
        depth: 2,
        text: 'Wines fined with animal products are not suitable for vegans, even though the fining agent is removed; vegan wines use bentonite, pea protein, PVPP or no fining.',
      },
      {
        depth: 3,
        text: 'Depth filters trap particles through a thick medium; membrane filters with fine pores can remove yeast and bacteria (sterile filtration), which is vital for wines with residual sugar or malic acid.',
      },
      {
        depth: 3,
        text: 'Cold stabilisation chills wine to make tartrate crystals drop out before bottling; protein stabilisation with bentonite prevents haze in whites exposed to heat.',
      },
      {
        depth: 4,
        text: 'In the EU, egg and milk derived fining agents must be declared as allergens on the label if they remain detectable in the wine. Excessive fining or filtration can strip flavour and texture, which is why many premium producers minimise them.',
      },
    ],
    related: ['white-winemaking', 'natural-wine', 'wine-faults', 'organic-biodynamic-sustainable'],
  },
  {
    id: 'sulfur-dioxide',
    title: 'Sulfur dioxide (sulfites)',
    keywords: [
      'sulfur',
      'sulphur',
      'SO2',
      'sulfites',
      'sulphites',
      'contains sulfites',
      'sulfite free',
      'no added sulfites',
      'preservative',
      'antioxidant',
      'free SO2',
      'headache',
      'E220',
    ],
    category: 'winemaking',
    summary:
      'Sulfur dioxide (SO2) is the winemaker’s main preservative: it protects wine from oxygen and from spoilage by yeasts and bacteria. It is used in small amounts in almost all wines, and yeasts make a little during fermentation, so no wine is entirely free of sulfites.',
    points: [
      {
        depth: 1,
        text: '"Contains sulfites" on a label means sulfur dioxide is present. It protects the wine from going brown and spoiling.',
      },
      {
        depth: 2,
        text: 'SO2 is an antioxidant (protecting against browning and loss of fresh aromas) and an antimicrobial (inhibiting spoilage yeasts such as Brettanomyces and bacteria).',
      },
      {
        depth: 2,
        text: 'It can be added at crushing, after fermentation or malolactic conversion, during maturation and at bottling.',
      },
      {
        depth: 2,
        text: 'Sweet white wines generally need more SO2 than dry reds, because sugar is food for microbes and reds are protected partly by their tannins.',
      },
      {
        depth: 3,
        text: 'Only the free, and especially the molecular, form is active; it is far more effective at low pH, so high-acid wines need less.',
      },
      {
        depth: 3,
        text: 'Labelling "contains sulfites" is required in the EU and the USA above 10 mg/L. Some people, particularly some asthmatics, are sensitive to sulfites; there is little evidence that they cause wine headaches.',
      },
      {
        depth: 4,
        text: 'EU maximum total SO2 for dry wines is 150 mg/L for reds and 200 mg/L for whites and rosés, with higher limits for wines with residual sugar and certain sweet wines; certified organic wines have lower limits. Excess SO2 smells of a struck match and can catch in the throat.',
      },
    ],
    related: ['natural-wine', 'organic-biodynamic-sustainable', 'fault-oxidation', 'fault-brettanomyces'],
  },
  {
    id: 'blending',
    title: 'Blending (assemblage)',
    keywords: [
      'blend',
      'blending',
      'assemblage',
      'cuvée',
      'cuvee',
      'co-fermentation',
      'field blend',
      'GSM',
      'Bordeaux blend',
      'Meritage',
      'house style',
      'non-vintage',
    ],
    category: 'winemaking',
    summary:
      'Most wines are blends: of grape varieties, vineyards, vessels, press fractions or vintages. Blending lets the winemaker build balance and complexity, keep a consistent house style and make the most of each year’s harvest.',
    points: [
      { depth: 1, text: 'Blending means mixing different wines to make a better or more consistent whole.' },
      {
        depth: 2,
        text: 'Grape blends combine strengths: in Bordeaux, Cabernet Sauvignon brings structure and Merlot brings plump fruit; in the southern Rhône, Grenache, Syrah and Mourvèdre (GSM) balance fruit, colour and structure.',
      },
      {
        depth: 2,
        text: 'Blending across vintages gives consistency: non-vintage Champagne uses reserve wines from earlier years; Sherry soleras and aged Tawny Ports blend many years.',
      },
      {
        depth: 3,
        text: 'Winemakers also blend lots from different sites, barrels (new and old oak, different coopers), press fractions and fermentation methods to add complexity.',
      },
      {
        depth: 3,
        text: 'Co-fermentation mixes grapes before fermentation: Côte-Rôtie may include up to 20% of the white grape Viognier, co-fermented with Syrah to lift aroma and stabilise colour. Field blends are vineyards interplanted with several varieties picked together.',
      },
      {
        depth: 4,
        text: 'Label laws limit blending: in the EU, and in countries such as Australia and New Zealand, a wine labelled with one variety, one vintage or one region must contain at least 85% of it; rules differ elsewhere, for example in the USA.',
      },
    ],
    related: ['labelling-rules', 'champagne', 'sherry-production', 'port-styles'],
  },
  {
    id: 'bottle-maturation',
    title: 'Maturation in bottle',
    keywords: [
      'bottle ageing',
      'bottle aging',
      'cellaring',
      'ageing wine',
      'aging wine',
      'maturation',
      'tertiary',
      'sediment',
      'how long to age wine',
      'when to drink',
      'aged wine',
      'vintage',
      'petrol',
    ],
    category: 'winemaking',
    summary:
      'In the bottle, with almost no oxygen, a wine changes slowly: fruit evolves from fresh to dried, tannins soften and drop out as sediment, colours shift, and tertiary aromas such as leather, earth, mushroom, honey and nuts appear. Only a small share of wines improves this way.',
    points: [
      {
        depth: 1,
        text: 'Most wine is made to be drunk within a year or two of release; only some wines get better with years in bottle.',
      },
      {
        depth: 2,
        text: 'Reds lose colour, moving from purple to ruby, garnet and tawny, and throw a deposit as tannins and colour compounds combine and fall out; whites deepen from lemon to gold and amber.',
      },
      {
        depth: 2,
        text: 'Tertiary aromas in red wines: dried fruit, leather, earth, forest floor, mushroom, tobacco, meat. In whites: honey, toast, nuts, dried fruit, and petrol in Riesling.',
      },
      {
        depth: 3,
        text: 'Wines with high concentration and structure age best: tannic reds (Bordeaux, Barolo, Vintage Port), high-acid whites (Riesling, Chenin Blanc, Chablis, Hunter Valley Semillon) and sweet wines (Sauternes, Tokaji).',
      },
      {
        depth: 3,
        text: 'Storage conditions decide how a wine ages: cool, constant temperature, darkness and no vibration; warmth speeds up ageing and can damage wine.',
      },
      {
        depth: 4,
        text: 'Bottle size matters: wine ages more slowly in magnums than in standard bottles because of the smaller ratio of air to wine; the closure also affects oxygen ingress.',
      },
      {
        depth: 2,
        text: 'Colour changes with age in bottle: red wines lose colour, moving from purple and ruby towards garnet, then tawny and brick, first at the rim; white wines gain colour, from pale lemon towards gold and amber.',
      },
    ],
    related: ['ageing-potential', 'wine-storage', 'aroma-families', 'decanting', 'closures'],
  },
  {
    id: 'closures',
    title: 'Closures: cork, screwcap and alternatives',
    keywords: [
      'cork',
      'screwcap',
      'screw cap',
      'Stelvin',
      'synthetic cork',
      'technical cork',
      'agglomerated cork',
      'glass stopper',
      'crown cap',
      'closure',
      'corked',
    ],
    category: 'winemaking',
    summary:
      'The closure decides how much oxygen reaches the wine and whether it can be tainted. Natural cork is traditional and lets in a little oxygen but can carry TCA; screwcaps are reliable and keep wines fresh; synthetic and technical corks and glass stoppers are other choices.',
    points: [
      {
        depth: 1,
        text: 'Screwcaps are not a sign of cheap wine: many high-quality wines, especially from Australia and New Zealand, use them.',
      },
      {
        depth: 2,
        text: 'Natural cork comes from the bark of the cork oak, grown mainly in Portugal and Spain; it is elastic and seals well but a small share of corks carry TCA, which causes "corked" wine.',
      },
      {
        depth: 2,
        text: 'Screwcaps give a consistent seal, no cork taint and excellent preservation of fresh fruit aromas; they are easy to open and reseal.',
      },
      {
        depth: 3,
        text: 'Technical corks are made from cork granules bonded together, sometimes with natural cork discs at the ends (as in sparkling wine corks); some are treated to remove TCA.',
      },
      {
        depth: 3,
        text: 'Synthetic corks are cheap and TCA-free but can let in more oxygen over time and are hard to reinsert; glass stoppers are elegant, inert and reusable.',
      },
      {
        depth: 4,
        text: 'Very airtight closures can occasionally favour reductive aromas in bottle; closure makers now offer liners with different oxygen transmission rates.',
      },
    ],
    related: ['fault-cork-taint', 'fault-reduction', 'bottle-maturation', 'opening-still-wine'],
  },
  {
    id: 'orange-wine',
    title: 'Orange wine (skin-contact white wine)',
    keywords: [
      'orange wine',
      'amber wine',
      'skin contact',
      'skin-contact white',
      'skin-fermented white',
      'qvevri',
      'kvevri',
      'Georgia',
      'ramato',
      'Friuli',
      'Ribolla Gialla',
      'Rkatsiteli',
    ],
    category: 'winemaking',
    summary:
      'Orange or amber wine is white wine made like a red: white grapes are fermented and macerated with their skins for days, weeks or months, giving an amber colour, tannic grip and flavours of dried fruit, tea, nuts and spice.',
    points: [
      {
        depth: 1,
        text: 'Orange wine is not made from oranges: it is white wine fermented with the grape skins, which colours it amber or orange.',
      },
      {
        depth: 2,
        text: 'Skin contact extracts colour, phenolics and tannin from white grapes, giving a drier, grippier wine than usual whites, often with oxidative notes.',
      },
      {
        depth: 2,
        text: 'It has a long tradition in Georgia, where wine is fermented and aged in buried clay vessels called qvevri, and a modern revival in north-east Italy (Friuli) and western Slovenia.',
      },
      {
        depth: 3,
        text: 'Varieties include Rkatsiteli in Georgia and Ribolla Gialla in Friuli and Slovenia; "ramato" is a traditional copper-coloured, skin-contact style of Pinot Grigio in Friuli.',
      },
      {
        depth: 3,
        text: 'Orange wines are often made with little intervention, so styles range from clean and precise to cloudy and oxidative.',
      },
      {
        depth: 4,
        text: 'Georgia’s traditional qvevri winemaking method is on UNESCO’s list of Intangible Cultural Heritage. With their tannin and savoury flavours, orange wines pair well with strongly spiced and umami-rich dishes.',
      },
    ],
    related: ['white-winemaking', 'natural-wine', 'red-winemaking'],
  },
  {
    id: 'natural-wine',
    title: 'Natural and low-intervention wine',
    keywords: [
      'natural wine',
      'natty wine',
      'low intervention',
      'minimal intervention',
      'no sulfites',
      'zero zero',
      'raw wine',
      'funky wine',
      'pet nat',
      'vin nature',
      'mousiness',
      'mousy',
    ],
    category: 'winemaking',
    summary:
      'Natural wine has no single legal definition. It generally means wine from organically or biodynamically grown, hand-picked grapes, fermented with native yeasts, with nothing added or removed, and little or no sulfur dioxide.',
    points: [
      {
        depth: 1,
        text: 'Natural wines are made with as little intervention as possible: no added yeast, few or no additives, and often little or no sulfur.',
      },
      {
        depth: 2,
        text: 'Common practices: organic or biodynamic farming, hand harvesting, spontaneous fermentation, no acidification or chaptalisation, no fining or filtration, and minimal or no added sulfur dioxide.',
      },
      {
        depth: 2,
        text: 'Styles vary widely, from clean and vibrant to cloudy, funky and oxidative; pét-nats and orange wines are common in the movement.',
      },
      {
        depth: 3,
        text: 'Without sulfur dioxide and filtration, wines are more prone to faults such as volatile acidity, Brettanomyces, refermentation in bottle and mousiness, and are more sensitive to warm storage.',
      },
      {
        depth: 3,
        text: 'Mousiness is a fault caused by certain bacteria and yeasts; it is not detected on the nose but appears on the finish, a few seconds after tasting, as a taste reminiscent of a mouse cage or stale crackers.',
      },
      {
        depth: 4,
        text: 'Because the term is largely unregulated, it is best to ask what a producer actually does; some countries and associations have created voluntary charters and labels for natural wine.',
      },
    ],
    related: ['organic-biodynamic-sustainable', 'sulfur-dioxide', 'orange-wine', 'ancestral-method', 'wine-faults'],
  },
  {
    id: 'chaptalisation-and-acidification',
    title: 'Chaptalisation, acidification and deacidification',
    keywords: [
      'chaptalisation',
      'chaptalization',
      'chaptalise',
      'adding sugar',
      'enrichment',
      'acidification',
      'adding acid',
      'tartaric acid',
      'deacidification',
      'must adjustment',
      'RCGM',
      'concentrated grape must',
      'Chaptal',
    ],
    category: 'winemaking',
    summary:
      'Winemakers can correct the must: chaptalisation adds sugar before or during fermentation to raise the final alcohol (not the sweetness) in cool years; acidification adds acid (usually tartaric) in warm climates; deacidification lowers acidity in cold years. All are regulated.',
    points: [
      {
        depth: 1,
        text: 'In cool regions, sugar may be added to the juice so the finished wine reaches enough alcohol; it is fermented away, so the wine is not sweeter.',
      },
      {
        depth: 2,
        text: 'Chaptalisation is named after Jean-Antoine Chaptal, a French minister who promoted it in the early 19th century. Sugar, or concentrated grape must (including rectified concentrated grape must, RCGM), is used.',
      },
      {
        depth: 2,
        text: 'Acidification, usually with tartaric acid, is common in warm and hot regions where grapes ripen with low acidity; it sharpens freshness and lowers pH for stability.',
      },
      {
        depth: 3,
        text: 'Deacidification, for example with potassium or calcium carbonate, is used in very cool years when acidity is too high.',
      },
      {
        depth: 3,
        text: 'Within the EU, enrichment is allowed mainly in cooler wine-growing zones and within set limits; it is not permitted for German Prädikatswein. California does not permit adding sugar to wine must.',
      },
      {
        depth: 4,
        text: 'EU rules generally do not allow the same wine to be both enriched and acidified. Over-chaptalised wines can taste hot and unbalanced; over-acidified wines can taste sharp and disjointed.',
      },
    ],
    related: [
      'concentration-and-alcohol-adjustment',
      'weather-and-vintage',
      'alcohol-and-body',
      'reading-labels-germany',
    ],
  },
  {
    id: 'concentration-and-alcohol-adjustment',
    title: 'Must concentration and alcohol adjustment',
    keywords: [
      'reverse osmosis',
      'concentration',
      'must concentration',
      'vacuum evaporation',
      'cryoextraction',
      'spinning cone',
      'dealcoholisation',
      'dealcoholised wine',
      'alcohol-free wine',
      'low alcohol',
      'no and low',
      'alcohol removal',
    ],
    category: 'winemaking',
    summary:
      'Technology can concentrate grape must by removing water, or lower alcohol in finished wine. Reverse osmosis, vacuum evaporation and cryoextraction concentrate; reverse osmosis and spinning cone columns remove alcohol, including for alcohol-free wines.',
    points: [
      {
        depth: 1,
        text: 'Some wines are made lower in alcohol, or alcohol-free, by removing alcohol after fermentation.',
      },
      {
        depth: 2,
        text: 'Saignée, running off some juice from a red ferment, is the simplest way to raise the ratio of skins to juice and so concentrate a red wine.',
      },
      {
        depth: 3,
        text: 'Reverse osmosis pushes must or wine through a very fine membrane under pressure; used on must, it removes water and concentrates sugar, acids, tannins and flavour together, including any faults.',
      },
      {
        depth: 3,
        text: 'Vacuum evaporation removes water from must at low temperature; cryoextraction freezes grapes so that water stays behind as ice when pressed, and has been used in some sweet-wine regions in difficult vintages.',
      },
      {
        depth: 4,
        text: 'To lower alcohol, reverse osmosis separates a permeate from which alcohol is removed by distillation before it is blended back; the spinning cone column strips aromas first at low temperature, then alcohol, and returns the aromas.',
      },
      {
        depth: 4,
        text: 'Concentration raises everything, so it cannot fix unripe flavours; it is regulated, for example in the EU as a form of enrichment with limits on how much volume may be removed.',
      },
    ],
    related: ['chaptalisation-and-acidification', 'rose-winemaking', 'responsible-drinking'],
  },
  // ──────────────────────────── Sparkling ────────────────────────────
  {
    id: 'sparkling-methods',
    title: 'How sparkling wine gets its bubbles: the methods compared',
    keywords: [
      'sparkling wine',
      'bubbles',
      'fizz',
      'how is sparkling wine made',
      'sparkling methods',
      'méthode champenoise',
      'methode traditionnelle',
      'tank method',
      'charmat',
      'frizzante',
      'spumante',
      'pétillant',
      'mousseux',
      'sekt',
    ],
    category: 'sparkling',
    summary:
      'The bubbles in sparkling wine are carbon dioxide trapped in the wine, usually from a second fermentation in a sealed container. The container, bottle or tank, and the time on the lees decide the style: from the fresh, fruity tank-method Prosecco to the toasty complexity of long-aged traditional-method wines.',
    points: [
      {
        depth: 1,
        text: 'Most sparkling wines are made by fermenting a still base wine a second time in a closed bottle or tank, so the carbon dioxide cannot escape.',
      },
      {
        depth: 2,
        text: 'Traditional method: second fermentation and ageing in the bottle it is sold in (Champagne, Cava, Crémant, Franciacorta, English sparkling wine).',
      },
      {
        depth: 2,
        text: 'Tank method: second fermentation in a pressurised tank, then bottling under pressure (Prosecco, Asti, much Sekt and Lambrusco).',
      },
      {
        depth: 2,
        text: 'Transfer method: second fermentation in bottle, then the wine is emptied into a tank, filtered and rebottled. Ancestral method: a single fermentation that finishes in the bottle (pét-nat). Carbonation: carbon dioxide is injected, as for soft drinks.',
      },
      {
        depth: 3,
        text: 'Fully sparkling wines in the EU must have at least 3 bar of pressure; Champagne is typically about 5–6 bar. Semi-sparkling wines (frizzante, pétillant, Perlwein) have about 1–2.5 bar.',
      },
      {
        depth: 3,
        text: 'Time on the lees after the second fermentation is the main source of autolytic flavours (bread, biscuit, brioche) and of a finer, creamier mousse.',
      },
      {
        depth: 4,
        text: 'Italian uses spumante for fully sparkling and frizzante for semi-sparkling; French uses mousseux and crémant for sparkling and pétillant for lightly sparkling; German uses Sekt and Perlwein; Spanish uses espumoso.',
      },
    ],
    table: {
      caption: 'Sparkling wine methods',
      headers: ['Method', 'Where the bubbles form', 'Lees contact', 'Typical style', 'Examples'],
      rows: [
        [
          'Traditional',
          'In the bottle it is sold in',
          'Months to years in bottle',
          'Complex, toasty, fine mousse',
          'Champagne, Cava, Crémant, Franciacorta, English sparkling',
        ],
        [
          'Transfer',
          'In bottle, then transferred to tank',
          'Months in bottle',
          'Close to traditional, more consistent',
          'Some New World sparkling, small and large formats',
        ],
        [
          'Tank (Charmat/Martinotti)',
          'In a pressurised tank',
          'Usually short',
          'Fresh, fruity, aromatic',
          'Prosecco, Asti, Lambrusco, much Sekt',
        ],
        [
          'Ancestral',
          'Single fermentation finished in bottle',
          'Often left in bottle',
          'Lightly sparkling, often cloudy',
          'Pét-nat, Blanquette de Limoux méthode ancestrale, Bugey-Cerdon',
        ],
        ['Carbonation', 'Carbon dioxide injected', 'None', 'Large, short-lived bubbles', 'Inexpensive sparkling wines'],
      ],
    },
    related: [
      'traditional-method',
      'tank-method',
      'transfer-method',
      'ancestral-method',
      'carbonation',
      'sparkling-sweetness-dosage',
    ],
  },
  {
    id: 'traditional-method',
    title: 'The traditional method, step by step',
    keywords: [
      'traditional method',
      'méthode traditionnelle',
      'methode champenoise',
      'méthode champenoise',
      'metodo classico',
      'bottle fermented',
      'second fermentation',
      'tirage',
      'liqueur de tirage',
      'prise de mousse',
      'autolysis',
      'autolytic',
      'autolytic character',
      'riddling',
      'remuage',
      'gyropalette',
      'disgorgement',
      'dégorgement',
      'liqueur d’expédition',
      'dosage',
    ],
    category: 'sparkling',
    summary:
      'In the traditional method, a still base wine is bottled with sugar and yeast (liqueur de tirage), ferments a second time in the bottle, ages on its lees (autolysis), is riddled so the sediment collects in the neck, disgorged, topped up with the liqueur d’expédition (dosage) and corked.',
    points: [
      { depth: 1, text: 'The bubbles are made inside the very bottle you buy, by a second fermentation.' },
      {
        depth: 2,
        text: '1. Base wine: grapes picked early for high acidity are pressed gently and fermented to a dry, fairly neutral, high-acid still wine (often with malolactic conversion).',
      },
      {
        depth: 2,
        text: '2. Blending (assemblage): wines from different varieties, villages and, for non-vintage wines, reserve wines from earlier years are blended to the house style.',
      },
      {
        depth: 2,
        text: '3. Tirage: the blend is bottled with liqueur de tirage, a mix of wine, sugar, yeast, nutrients and a clarifying aid, and sealed with a crown cap.',
      },
      {
        depth: 2,
        text: '4. Second fermentation in bottle (the prise de mousse): the yeast ferments the sugar, adding roughly 1.2–1.5% alcohol and creating carbon dioxide that dissolves in the wine, building pressure of about 5–6 bar.',
      },
      {
        depth: 2,
        text: '5. Ageing on the lees: the dead yeast cells break down (autolysis), releasing compounds that give bread, biscuit and brioche flavours and a finer mousse. The longer, the more autolytic character.',
      },
      {
        depth: 2,
        text: '6. Riddling (remuage): bottles are gradually turned and tilted neck-down, by hand on wooden pupitres or by machine in gyropalettes, so the sediment slides into the neck.',
      },
      {
        depth: 3,
        text: 'Riddling on the pupitre was invented in the early 19th century at the house of Veuve Clicquot, run by Barbe-Nicole Ponsardin, the widow (veuve) Clicquot, with her cellar master; gyropalettes came in the 1970s.',
      },
      {
        depth: 2,
        text: '7. Disgorgement (dégorgement): the neck is frozen in a cold brine, the crown cap removed, and the pressure shoots out a plug of frozen yeast sediment, removing the dead yeast (lees) from the wine.',
      },
      {
        depth: 2,
        text: '8. Dosage: the bottle is topped up with liqueur d’expédition, wine usually with some sugar, which sets the final sweetness (Brut Nature to Doux); then the cork and wire cage (muselet) are fitted.',
      },
      {
        depth: 3,
        text: 'Gyropalettes riddle hundreds of bottles at once in days rather than weeks, and give results equal to hand riddling; hand riddling survives mainly for large formats and prestige cuvées.',
      },
      {
        depth: 3,
        text: 'After disgorgement, wines continue to evolve; post-disgorgement ageing integrates the dosage and adds toasty, nutty notes. Some producers print the disgorgement date on the label.',
      },
      {
        depth: 4,
        text: 'Some wines are disgorged by hand (à la volée) without freezing, for large formats or wines sealed under cork during lees ageing. "Late disgorged" wines spend an unusually long time on their lees before disgorgement.',
      },
    ],
    related: [
      'sparkling-methods',
      'sparkling-sweetness-dosage',
      'champagne',
      'lees-ageing',
      'cava',
      'cremant',
      'franciacorta',
    ],
  },
  {
    id: 'sparkling-sweetness-dosage',
    title: 'Sparkling wine sweetness and dosage levels',
    keywords: [
      'dosage',
      'brut',
      'brut nature',
      'extra brut',
      'extra dry',
      'sec',
      'demi-sec',
      'doux',
      'pas dosé',
      'zero dosage',
      'dosage zéro',
      'how sweet is brut',
      'extra dry vs brut',
      'sparkling sweetness',
    ],
    category: 'sparkling',
    summary:
      'The sweetness of sparkling wine is labelled with set terms based on grams of sugar per litre, from Brut Nature (almost none) to Doux (over 50 g/L). Confusingly, Extra Dry is sweeter than Brut.',
    points: [
      {
        depth: 1,
        text: 'Brut is the most common style and tastes dry. "Extra Dry" is actually a little sweeter than Brut.',
      },
      {
        depth: 2,
        text: 'Most of the sugar comes from the dosage added after disgorgement; in tank-method wines the sweetness is usually adjusted before bottling.',
      },
      {
        depth: 2,
        text: 'High acidity and carbon dioxide make sparkling wine taste drier than its sugar level suggests, so a little dosage often brings balance.',
      },
      {
        depth: 3,
        text: 'Demi-Sec and Doux styles suit desserts and fruit; Brut Nature and Extra Brut suit oysters and raw shellfish and show the base wine without sugar.',
      },
      {
        depth: 4,
        text: 'Brut Nature (also pas dosé or dosage zéro) may be used only when no sugar is added after the second fermentation. EU rules allow a tolerance of 3 g/L around the stated band.',
      },
    ],
    table: {
      caption: 'EU sweetness terms for sparkling wine',
      headers: ['Term', 'Residual sugar (g/L)', 'Taste'],
      rows: [
        ['Brut Nature / Pas Dosé / Dosage Zéro', 'less than 3, no added sugar', 'bone dry'],
        ['Extra Brut', '0–6', 'very dry'],
        ['Brut', 'less than 12', 'dry'],
        ['Extra Dry / Extra Sec', '12–17', 'off-dry'],
        ['Sec / Dry', '17–32', 'medium-dry'],
        ['Demi-Sec', '32–50', 'medium-sweet'],
        ['Doux', 'more than 50', 'sweet'],
      ],
    },
    related: ['traditional-method', 'sweetness-levels', 'champagne', 'prosecco'],
  },
  {
    id: 'tank-method',
    title: 'The tank method (Charmat, Martinotti)',
    keywords: [
      'tank method',
      'Charmat',
      'Charmat method',
      'Martinotti',
      'metodo Martinotti',
      'cuve close',
      'autoclave',
      'Prosecco method',
      'Asti method',
      'Asti',
      'Moscato d’Asti',
      'Lambrusco',
    ],
    category: 'sparkling',
    summary:
      'In the tank method the second fermentation happens in a large pressurised tank; the wine is then filtered and bottled under pressure. It is quick and economical and keeps fresh, fruity and floral aromas, which suits aromatic grapes such as Glera and Muscat.',
    points: [
      { depth: 1, text: 'Tank-method wines such as Prosecco are fresh and fruity and best drunk young.' },
      {
        depth: 2,
        text: 'Base wine, sugar and yeast are put into a sealed pressure tank (autoclave); after the second fermentation the wine is chilled, filtered, sweetened to the desired level and bottled under pressure.',
      },
      {
        depth: 2,
        text: 'Usually there is little lees contact, so the wine shows primary fruit (pear, apple, peach, flowers) rather than bready autolytic notes.',
      },
      {
        depth: 3,
        text: 'The method is named after Eugène Charmat in France and Federico Martinotti in Italy, who developed it; Italian labels may say Metodo Martinotti. The French term is cuve close.',
      },
      {
        depth: 3,
        text: 'Asti uses a variant: a single fermentation of Moscato juice in a pressurised tank, stopped by chilling and filtration at around 7% alcohol, leaving a sweet, grapey wine. Moscato d’Asti is fermented to only about 5% and is lightly sparkling.',
      },
      {
        depth: 4,
        text: 'Some producers keep wine on lees in tank for longer, with stirring, to add texture; this is sometimes called the long Charmat method.',
      },
    ],
    related: ['sparkling-methods', 'prosecco', 'traditional-method'],
  },
  {
    id: 'transfer-method',
    title: 'The transfer method',
    keywords: [
      'transfer method',
      'transversage',
      'bottle fermented',
      'fermented in the bottle',
      'split',
      'piccolo',
      'large format sparkling',
    ],
    category: 'sparkling',
    summary:
      'In the transfer method the second fermentation and lees ageing take place in bottle, as in the traditional method, but the wine is then emptied into a pressurised tank, filtered, dosed and rebottled, avoiding riddling and disgorgement.',
    points: [
      { depth: 1, text: 'The wine gets its bubbles in a bottle but is then moved into a tank and bottled again.' },
      {
        depth: 2,
        text: 'It keeps much of the autolytic character of bottle fermentation while saving the labour of riddling and disgorging each bottle.',
      },
      { depth: 2, text: 'Blending in tank after the second fermentation gives consistency across the whole batch.' },
      {
        depth: 3,
        text: 'It is used for very small bottles (quarter bottles) and very large formats, where riddling and disgorging individual bottles is impractical, including in Champagne for some formats.',
      },
      {
        depth: 4,
        text: 'In the USA, "bottle fermented" on a label may indicate the transfer method, whereas "fermented in this bottle" indicates the traditional method.',
      },
    ],
    related: ['sparkling-methods', 'traditional-method', 'wine-measures-and-bottle-sizes'],
  },
  {
    id: 'ancestral-method',
    title: 'The ancestral method and pét-nat',
    keywords: [
      'ancestral method',
      'méthode ancestrale',
      'methode ancestrale',
      'pét-nat',
      'pet nat',
      'pet-nat',
      'pétillant naturel',
      'petillant naturel',
      'méthode rurale',
      'Blanquette de Limoux',
      'Bugey-Cerdon',
      'col fondo',
    ],
    category: 'sparkling',
    summary:
      'In the ancestral method there is only one fermentation: the wine is bottled before it has finished fermenting, so the last of the sugar turns into bubbles in the bottle. The result, often called pét-nat, is lightly sparkling, fruity, sometimes off-dry and often cloudy.',
    points: [
      {
        depth: 1,
        text: 'Pét-nat is short for pétillant naturel, "naturally sparkling": wine bottled before its first fermentation has finished (the méthode ancestrale), so the last of it makes the bubbles; a simple, often cloudy, gently fizzy wine.',
      },
      {
        depth: 2,
        text: 'No liqueur de tirage is added: the wine is bottled partway through its first fermentation and sealed, usually with a crown cap.',
      },
      {
        depth: 2,
        text: 'Many pét-nats are not disgorged, so the yeast sediment stays in the bottle; pressure and sweetness vary from bottle to bottle.',
      },
      {
        depth: 3,
        text: 'Traditional examples include Blanquette de Limoux méthode ancestrale, Bugey-Cerdon (a sweet, pink sparkling wine from Bugey in eastern France) and Gaillac; Limoux claims to have made sparkling wine before Champagne.',
      },
      {
        depth: 3,
        text: 'Pét-nat has become popular with natural-wine producers worldwide because it needs few additions.',
      },
      {
        depth: 4,
        text: 'Clairette de Die Méthode Dioise Ancestrale starts like the ancestral method but the wine is filtered and rebottled to remove sediment. Prosecco Col Fondo is refermented in bottle and left on its lees.',
      },
    ],
    related: ['sparkling-methods', 'natural-wine', 'prosecco'],
  },
  {
    id: 'carbonation',
    title: 'Carbonation',
    keywords: [
      'carbonation',
      'carbonated wine',
      'injected CO2',
      'aerated sparkling wine',
      'cheap sparkling wine',
      'soda method',
    ],
    category: 'sparkling',
    summary:
      'The simplest way to make a wine sparkle is to inject carbon dioxide into it under pressure, as in soft drinks. It is cheap and quick but gives large bubbles that fade fast, so it is used only for inexpensive wines.',
    points: [
      { depth: 1, text: 'Carbonated wines have gas added directly, with no second fermentation.' },
      { depth: 2, text: 'The bubbles are large and short-lived, and the wine has no yeast-derived flavours.' },
      { depth: 3, text: 'It suits inexpensive, fruity sparkling wines and some wine-based drinks.' },
      {
        depth: 4,
        text: 'In the EU such wines must be labelled in the category "aerated sparkling wine" (or "aerated semi-sparkling wine"), stating that they were made by adding carbon dioxide.',
      },
      {
        depth: 2,
        text: 'Small additions of carbon dioxide, well below sparkling levels, are also used in some still wines to keep them fresh.',
      },
    ],
    related: ['sparkling-methods', 'tank-method'],
  },
  {
    id: 'champagne',
    title: 'Champagne',
    keywords: [
      'champagne',
      'Champagne',
      'champaign',
      'champange',
      'bubbly',
      'non-vintage',
      'NV',
      'vintage champagne',
      'blanc de blancs',
      'blanc de noirs',
      'grand cru',
      'premier cru',
      'grower champagne',
      'RM',
      'NM',
      'prestige cuvée',
      'Côte des Blancs',
      'Montagne de Reims',
      'Vallée de la Marne',
      'Côte des Bar',
    ],
    category: 'sparkling',
    summary:
      'Champagne is the traditional-method sparkling wine from the Champagne region of north-east France, made mainly from Chardonnay, Pinot Noir and Meunier grown in a cool, marginal climate on chalk. Non-vintage Champagne must age at least 15 months, 12 of them on the lees; vintage Champagne at least 3 years.',
    points: [
      {
        depth: 1,
        text: 'Only sparkling wine from the Champagne region in France, made by the traditional method, may be called Champagne.',
      },
      {
        depth: 1,
        text: 'The three main grapes are Chardonnay (elegance, citrus), Pinot Noir (body, red fruit) and Meunier (fruitiness). Blanc de Blancs is made only from white grapes, usually Chardonnay; Blanc de Noirs only from black grapes.',
      },
      {
        depth: 2,
        text: 'The cool climate gives grapes with high acidity, ideal for sparkling wine; chalk subsoil drains well while holding water, and chalk cellars keep bottles cool during long ageing.',
      },
      {
        depth: 2,
        text: 'Main areas: Montagne de Reims (Pinot Noir), Vallée de la Marne (Meunier), Côte des Blancs (Chardonnay), and the Côte des Bar in the Aube (Pinot Noir).',
      },
      {
        depth: 2,
        text: 'Minimum ageing: non-vintage 15 months from bottling (tirage), including at least 12 months on the lees; vintage 3 years. Many houses age far longer. Vintage wines are made only in good years.',
      },
      {
        depth: 3,
        text: 'Non-vintage (multi-vintage) Champagne blends wines from several years, using reserve wines to keep the house style consistent.',
      },
      {
        depth: 3,
        text: 'Grapes are hand-picked as whole bunches. Pressing limits: 4,000 kg of grapes (a marc) yields at most 2,550 litres of juice, split into the finer cuvée (2,050 litres) and the taille (500 litres).',
      },
      {
        depth: 3,
        text: 'Villages are ranked by the échelle des crus: 17 villages are Grand Cru, including Aÿ, Ambonnay, Bouzy, Verzenay, Mailly-Champagne, Avize, Cramant, Le Mesnil-sur-Oger, Oger and Chouilly; a larger group is Premier Cru.',
      },
      {
        depth: 3,
        text: 'Rosé Champagne is usually made by blending a little still red wine into the white base (rosé d’assemblage), which is permitted for Champagne; some is made by short maceration (saignée).',
      },
      {
        depth: 4,
        text: 'Label codes show who made the wine: NM négociant-manipulant (a house buying grapes), RM récoltant-manipulant (a grower making wine from its own grapes), CM coopérative de manipulation, among others.',
      },
      {
        depth: 4,
        text: 'The full list of Grand Cru villages: Ambonnay, Avize, Aÿ, Beaumont-sur-Vesle, Bouzy, Chouilly, Cramant, Louvois, Mailly-Champagne, Le Mesnil-sur-Oger, Oger, Oiry, Puisieulx, Sillery, Tours-sur-Marne, Verzenay and Verzy. Minor permitted grapes include Pinot Blanc, Pinot Gris, Arbane and Petit Meslier.',
      },
    ],
    related: ['traditional-method', 'sparkling-sweetness-dosage', 'cremant', 'english-sparkling', 'rose-winemaking'],
  },
  {
    id: 'cava',
    title: 'Cava',
    keywords: [
      'cava',
      'Cava',
      'Spanish sparkling',
      'Penedès',
      'Penedes',
      'Sant Sadurní',
      'Macabeo',
      'Xarel-lo',
      'Xarel·lo',
      'Parellada',
      'Cava Reserva',
      'Cava Gran Reserva',
      'Paraje Calificado',
      'Corpinnat',
      'espumoso',
    ],
    category: 'sparkling',
    summary:
      'Cava is Spain’s traditional-method sparkling wine, produced mostly in Penedès in Catalonia from the local grapes Macabeo, Xarel·lo and Parellada, often with Chardonnay and Pinot Noir. It ages at least 9 months on its lees; Reserva and Gran Reserva age longer.',
    points: [
      {
        depth: 1,
        text: 'Cava is made in the same way as Champagne but in Spain, mostly in Catalonia, and is usually good value.',
      },
      {
        depth: 2,
        text: 'Main grapes: Macabeo (Viura) for fruit, Xarel·lo for body and structure, Parellada for freshness and floral notes; Chardonnay and Pinot Noir are also permitted, and Garnacha, Pinot Noir, Trepat and Monastrell are used for rosado.',
      },
      {
        depth: 2,
        text: 'The warmer climate gives riper fruit and softer acidity than Champagne; young Cava tastes of citrus, apple and a little bread, with earthy notes from Xarel·lo.',
      },
      {
        depth: 3,
        text: 'Minimum lees ageing: Cava 9 months; Cava Reserva 18 months; Cava Gran Reserva 30 months; Cava de Paraje Calificado, from a single classified site, 36 months.',
      },
      {
        depth: 3,
        text: 'Cava is a DO that is not limited to one region: most comes from around Sant Sadurní d’Anoia in Penedès, but it can also be made in parts of Aragón, Valencia, Extremadura, Navarra, La Rioja and elsewhere.',
      },
      {
        depth: 4,
        text: 'A group of Penedès producers left the Cava DO to form Corpinnat, with stricter rules on organic farming, hand harvesting and longer ageing; the Cava DO has itself introduced zoning and a premium "Cava de Guarda Superior" tier for its longer-aged categories.',
      },
    ],
    related: ['traditional-method', 'champagne', 'sparkling-sweetness-dosage', 'reading-labels-spain'],
  },
  {
    id: 'prosecco',
    title: 'Prosecco',
    keywords: [
      'prosecco',
      'Prosecco',
      'proseco',
      'prosseco',
      'Glera',
      'Conegliano',
      'Valdobbiadene',
      'Prosecco Superiore',
      'Cartizze',
      'Rive',
      'Asolo',
      'Prosecco rosé',
      'spumante',
      'frizzante',
      'extra dry',
    ],
    category: 'sparkling',
    summary:
      'Prosecco is a light, fruity sparkling wine from north-east Italy made mainly from the Glera grape, almost always by the tank method. Prosecco DOC covers a large area of Veneto and Friuli-Venezia Giulia; the hilly Conegliano Valdobbiadene and Asolo zones are DOCG for Prosecco Superiore.',
    points: [
      {
        depth: 1,
        text: 'Prosecco is Italian, easy-drinking and fruity, with aromas of green apple, pear, melon and white flowers; it is best drunk young.',
      },
      {
        depth: 2,
        text: 'It is made mostly by the tank method to keep the delicate fruit; it is usually lower in pressure and in alcohol than Champagne and often slightly sweet (Extra Dry is a classic style).',
      },
      {
        depth: 2,
        text: 'Glera must make up at least 85% of the blend. Prosecco may be spumante (fully sparkling), frizzante (lightly sparkling) or, rarely, still (tranquillo).',
      },
      {
        depth: 3,
        text: 'Quality pyramid: Prosecco DOC; Asolo Prosecco Superiore DOCG; Conegliano Valdobbiadene Prosecco Superiore DOCG, with Rive (single-village wines from steep slopes) and Superiore di Cartizze, a small, famous hill, at the top.',
      },
      {
        depth: 3,
        text: 'Prosecco Rosé DOC blends Glera with a small proportion of Pinot Nero and must carry a vintage (Millesimato).',
      },
      {
        depth: 3,
        text: 'Ageing: Prosecco has no long minimum lees ageing, as it is made to be released and drunk young; Prosecco Rosé must spend at least 60 days in tank for its second fermentation.',
      },
      {
        depth: 4,
        text: 'The Prosecco DOC was defined to include the village of Prosecco near Trieste so that the name could be protected as a place name, not a grape; the grape was renamed Glera. The hills of Conegliano and Valdobbiadene are a UNESCO World Heritage site.',
      },
      {
        depth: 4,
        text: 'Col Fondo Prosecco is refermented in bottle and not disgorged, giving a cloudy, dry, traditional style.',
      },
    ],
    related: ['tank-method', 'sparkling-sweetness-dosage', 'ancestral-method', 'reading-labels-italy'],
  },
  {
    id: 'cremant',
    title: 'Crémant',
    keywords: [
      'crémant',
      'cremant',
      'Crémant d’Alsace',
      'Crémant de Bourgogne',
      'Crémant de Loire',
      'Crémant de Limoux',
      'Crémant de Bordeaux',
      'Crémant du Jura',
      'Crémant de Die',
      'Crémant de Savoie',
      'Crémant de Luxembourg',
      'French sparkling',
    ],
    category: 'sparkling',
    summary:
      'Crémant is the name for traditional-method sparkling wines from several French regions outside Champagne, and from Luxembourg, made under shared strict rules including hand harvesting, whole-bunch pressing and at least 9 months on the lees.',
    points: [
      {
        depth: 1,
        text: 'Crémant is French sparkling wine made like Champagne but from other regions, often at a lower price.',
      },
      {
        depth: 2,
        text: 'French crémant appellations include Alsace, Bourgogne, Loire, Limoux, Bordeaux, Jura, Die and Savoie; each uses its own local grapes.',
      },
      {
        depth: 2,
        text: 'Crémant d’Alsace is the largest, based mainly on Pinot Blanc; Crémant de Bourgogne uses Chardonnay and Pinot Noir; Crémant de Loire often uses Chenin Blanc with Chardonnay and Cabernet Franc.',
      },
      {
        depth: 3,
        text: 'Common rules: traditional method, hand harvesting, whole-bunch pressing with limited juice extraction, and at least 9 months on the lees, with at least 12 months between tirage and sale.',
      },
      {
        depth: 4,
        text: 'Crémant de Limoux combines Chardonnay and Chenin Blanc with the local Mauzac, and Limoux also produces Blanquette de Limoux, largely Mauzac, including by the ancestral method.',
      },
    ],
    related: ['traditional-method', 'champagne', 'ancestral-method'],
  },
  {
    id: 'franciacorta',
    title: 'Franciacorta',
    keywords: [
      'franciacorta',
      'Franciacorta',
      'Satèn',
      'Saten',
      'Lombardy',
      'Lake Iseo',
      'metodo classico',
      'Italian sparkling',
      'Erbamat',
    ],
    category: 'sparkling',
    summary:
      'Franciacorta is Italy’s most famous traditional-method sparkling wine, from hills near Lake Iseo in Lombardy. It is made mainly from Chardonnay and Pinot Nero, with Pinot Bianco and the local Erbamat, and has longer minimum lees ageing than Champagne.',
    points: [
      { depth: 1, text: 'Franciacorta is Italian sparkling wine made like Champagne, in Lombardy in northern Italy.' },
      {
        depth: 2,
        text: 'Grapes: Chardonnay and Pinot Nero, with Pinot Bianco and a small share of the native Erbamat permitted.',
      },
      {
        depth: 2,
        text: 'The climate is warmer than Champagne’s, moderated by Lake Iseo, giving riper fruit with softer acidity.',
      },
      {
        depth: 3,
        text: 'Minimum lees ageing: non-vintage 18 months; Satèn and Rosé 24 months; vintage (Millesimato) 30 months; Riserva 60 months.',
      },
      {
        depth: 3,
        text: 'Satèn is a white-grape-only Franciacorta (Chardonnay with some Pinot Bianco) made at lower pressure for a silky, creamy mousse.',
      },
      {
        depth: 4,
        text: 'Franciacorta became a DOCG in 1995; the single word Franciacorta on the label signals the territory, the method and the wine.',
      },
    ],
    related: ['traditional-method', 'champagne', 'reading-labels-italy'],
  },
  {
    id: 'english-sparkling',
    title: 'English sparkling wine',
    keywords: [
      'English sparkling wine',
      'English wine',
      'British sparkling',
      'UK sparkling',
      'Sussex',
      'Kent',
      'Hampshire',
      'Welsh wine',
      'English fizz',
    ],
    category: 'sparkling',
    summary:
      'England has become known for high-quality traditional-method sparkling wines from the cool south of the country, made mainly from Chardonnay, Pinot Noir and Meunier and often grown on chalk similar to that of Champagne.',
    points: [
      { depth: 1, text: 'Most English sparkling wine is made by the traditional method from the Champagne grapes.' },
      {
        depth: 2,
        text: 'The main areas are in southern England, especially Sussex, Kent and Hampshire; some vineyards sit on the same chalk formation that underlies Champagne, others on clay and greensand.',
      },
      {
        depth: 2,
        text: 'The cool, marginal climate gives grapes with very high acidity and delicate fruit, ideal for sparkling wine but risky in poor years (spring frost, poor flowering, rain).',
      },
      {
        depth: 3,
        text: 'Styles tend toward crisp, linear wines with green apple and citrus fruit; longer lees ageing and, in some houses, reserve wines and oak add complexity.',
      },
      {
        depth: 4,
        text: 'Planting has grown rapidly since the 1990s; warmer summers have helped ripening, but vintage variation remains significant.',
      },
    ],
    related: ['traditional-method', 'champagne', 'climate', 'weather-and-vintage'],
  },
  // ──────────────────────────── Fortified ────────────────────────────
  {
    id: 'fortified-wines',
    title: 'Fortified wines: how they are made',
    keywords: [
      'fortified wine',
      'fortification',
      'fortified',
      'grape spirit',
      'brandy added',
      'mutage',
      'dessert wine',
      'port sherry madeira',
      'vin de liqueur',
      'mistelle',
      'Pineau des Charentes',
    ],
    category: 'fortified',
    summary:
      'Fortified wines have grape spirit added, raising the alcohol to roughly 15–22%. Adding it during fermentation kills the yeast and keeps natural grape sugar (Port, Vin Doux Naturel); adding it after fermentation gives a dry wine that may be sweetened later (Sherry).',
    points: [
      {
        depth: 3,
        text: 'Mutage is the addition of grape spirit to fermenting must: the alcohol kills the yeast and stops the fermentation, so natural grape sugar stays in the wine, as in Port and the Vins Doux Naturels.',
      },
      {
        depth: 1,
        text: 'Fortified wines are stronger than table wines because spirit made from grapes is added to them.',
      },
      {
        depth: 2,
        text: 'Fortifying during fermentation stops the yeast, so the wine keeps some of its grape sugar and is naturally sweet: Port, Madeira (for sweeter styles), Vins Doux Naturels, Rutherglen Muscat.',
      },
      {
        depth: 2,
        text: 'Fortifying after fermentation produces a dry fortified wine, as for Sherry, which may then be sweetened before bottling.',
      },
      {
        depth: 2,
        text: 'Ageing decides much of the style: reductive ageing in bottle or large vessels keeps fruit (Ruby and Vintage Port), while oxidative ageing in casks gives nutty, caramel flavours (Tawny Port, Oloroso, Madeira).',
      },
      {
        depth: 3,
        text: 'The spirit differs by style: Port uses grape spirit of about 77% ABV, which adds flavour as well as alcohol; Vins Doux Naturels and Sherry use neutral, highly rectified spirit.',
      },
      {
        depth: 3,
        text: 'Vins de liqueur, such as Pineau des Charentes, Floc de Gascogne and Macvin du Jura, are made by adding spirit to unfermented grape juice, before fermentation has really begun.',
      },
      {
        depth: 4,
        text: 'Because alcohol is high and, in oxidatively aged styles, the wine has already met oxygen, many fortified wines keep for weeks after opening; the fresh biological Sherries (Fino, Manzanilla) and Vintage Port are the exceptions and should be drunk quickly.',
      },
    ],
    related: ['port-production', 'sherry-production', 'madeira', 'vin-doux-naturel', 'marsala', 'rutherglen-muscat'],
  },
  {
    id: 'port-production',
    title: 'How Port is made',
    keywords: [
      'port',
      'porto',
      'port wine',
      'how is port made',
      'lagares',
      'lagar',
      'foot treading',
      'treading',
      'aguardente',
      'fortification',
      'Douro',
      'Vila Nova de Gaia',
      'Touriga Nacional',
      'Touriga Franca',
      'Tinta Roriz',
      'Cima Corgo',
      'quinta',
      'IVDP',
      'beneficio',
    ],
    category: 'fortified',
    summary:
      'Port is a sweet fortified wine from the Douro Valley in northern Portugal. Black grapes are fermented with intense, rapid extraction, traditionally by foot treading in stone lagares, and grape spirit is added after only two or three days, stopping fermentation and leaving about half the sugar unfermented.',
    points: [
      {
        depth: 1,
        text: 'Port comes only from the Douro Valley in Portugal and is sweet and strong, usually around 19–22% alcohol.',
      },
      {
        depth: 2,
        text: 'The Douro has hot, dry summers, schist soils and steep slopes, often terraced; the main subregions, from west to east, are Baixo Corgo, Cima Corgo and Douro Superior.',
      },
      {
        depth: 2,
        text: 'Main grapes: Touriga Nacional, Touriga Franca, Tinta Roriz (Tempranillo), Tinta Barroca and Tinto Cão; many old vineyards are field blends of many varieties.',
      },
      {
        depth: 2,
        text: 'Because fermentation lasts only a couple of days, colour and tannin must be extracted fast: by foot treading in shallow granite troughs (lagares), robotic lagares with mechanical "feet", or autovinifiers and pump-overs.',
      },
      {
        depth: 2,
        text: 'When the alcohol reaches roughly 6–9%, the wine is run off into grape spirit (aguardente, about 77% ABV), roughly one part spirit to four parts wine, killing the yeast and keeping the sweetness.',
      },
      {
        depth: 3,
        text: 'Port was traditionally aged in the cooler lodges of Vila Nova de Gaia, across the river from Porto, and shipped from there; today it may also be aged in the Douro.',
      },
      {
        depth: 3,
        text: 'After fortification, the style is set by ageing: in large vats or in bottle for fruity ruby styles, or in small, old casks (pipes) for oxidative tawny styles.',
      },
      {
        depth: 4,
        text: 'The Port and Douro Wines Institute (IVDP) regulates production, tastes and approves wines, and controls the quantity of must that each vineyard may turn into Port each year (the beneficio), based on a vineyard classification from A to F.',
      },
    ],
    related: ['port-styles', 'fortified-wines', 'decanting'],
  },
  {
    id: 'port-styles',
    title: 'Port styles: Ruby, LBV, Vintage, Tawny, Colheita, White and Rosé',
    keywords: [
      'ruby port',
      'reserve port',
      'port categories',
      'categories of port',
      'types of port',
      'port styles',
      'styles of port',
      'LBV',
      'late bottled vintage',
      'vintage port',
      'single quinta',
      'tawny port',
      '10 year old tawny',
      '20 year old tawny',
      'aged tawny',
      'colheita',
      'white port',
      'rosé port',
      'pink port',
      'crusted port',
      'port styles',
      'types of port',
    ],
    category: 'fortified',
    summary:
      'Port styles fall into two families: ruby styles, aged briefly in large vessels or in bottle to keep deep colour and black fruit (Ruby, Reserve, LBV, Vintage), and tawny styles, aged for years in small casks for nutty, caramel flavours (Tawny, aged Tawny 10–40 years, Colheita). White and rosé Ports are the other styles.',
    points: [
      {
        depth: 1,
        text: 'Ruby Ports are deep red and taste of fresh black fruit; Tawny Ports are amber-brown and taste of nuts, caramel and dried fruit.',
      },
      {
        depth: 2,
        text: 'Ruby: young, blended, aged two to three years in large vats, bottled ready to drink. Reserve Ruby is a higher-quality, more intense ruby.',
      },
      {
        depth: 2,
        text: 'Late Bottled Vintage (LBV): from a single year, aged four to six years in wood before bottling; usually filtered and ready to drink, though unfiltered LBVs throw a deposit and can age in bottle.',
      },
      {
        depth: 2,
        text: 'Vintage Port: from a single, outstanding, "declared" year, bottled after about two years without filtration, then aged for decades in bottle; it forms a heavy crust and must be decanted.',
      },
      {
        depth: 2,
        text: 'Aged Tawny with an indication of age (10, 20, 30 or 40 Years Old) is a blend whose age statement reflects the average character of the wines, aged oxidatively in small casks: amber colour, walnut, toffee, dried fig.',
      },
      {
        depth: 3,
        text: 'Single Quinta Vintage Port comes from one estate, often made in good years that are not generally declared.',
      },
      {
        depth: 3,
        text: 'Colheita is a tawny from a single harvest, aged at least seven years in wood; the label shows the vintage and the bottling date.',
      },
      {
        depth: 3,
        text: 'White Port ranges from dry to very sweet (Lágrima) and is often served with tonic; Rosé Port is made with minimal skin contact, served chilled or in cocktails. Crusted Port is a blend of vintages bottled unfiltered.',
      },
      {
        depth: 4,
        text: 'Once opened, Ruby, Reserve and filtered LBV last a few weeks; aged Tawnies, already oxidised, keep longer; Vintage Port is best finished within a day or two.',
      },
    ],
    table: {
      caption: 'Main Port styles',
      headers: ['Style', 'Ageing', 'Character', 'Decant?'],
      rows: [
        ['Ruby', '2–3 years in large vats', 'Fresh black fruit, simple', 'No'],
        ['Reserve Ruby', 'Longer in wood, selected wines', 'More intense black fruit', 'No'],
        ['LBV', '4–6 years in wood, single year', 'Rich black fruit, smoother', 'Only if unfiltered'],
        [
          'Vintage',
          'About 2 years in wood, then decades in bottle',
          'Intense, tannic; develops dried fruit and spice',
          'Yes',
        ],
        ['Single Quinta Vintage', 'As Vintage, one estate', 'As Vintage, often earlier drinking', 'Yes'],
        ['Tawny (basic)', 'Shorter, blended', 'Lighter red fruit and nuts', 'No'],
        ['Aged Tawny 10/20/30/40', 'Long oxidative ageing in small casks', 'Walnut, caramel, dried fruit', 'No'],
        ['Colheita', 'Single year, at least 7 years in wood', 'Like aged Tawny, one vintage', 'No'],
        ['White', 'Varies', 'Dry to sweet, nutty when aged', 'No'],
        ['Rosé', 'Brief, made like rosé', 'Red berries, serve chilled', 'No'],
      ],
    },
    related: ['port-production', 'decanting', 'serving-temperatures', 'fortified-wines'],
  },
  {
    id: 'sherry-production',
    title: 'How Sherry is made: flor, solera and criaderas',
    keywords: [
      'sherry',
      'Sherry',
      'jerez',
      'xeres',
      'how is sherry made',
      'flor',
      'solera',
      'criadera',
      'criaderas',
      'biological ageing',
      'oxidative ageing',
      'albariza',
      'Palomino',
      'Sanlúcar',
      'El Puerto de Santa María',
      'butt',
      'saca',
      'rocío',
      'sobretablas',
      'en rama',
      'VOS',
      'VORS',
    ],
    category: 'fortified',
    summary:
      'Sherry is a fortified wine from the area around Jerez in Andalucía, made mostly from Palomino. The dry base wine is fortified and aged either biologically, under a protective film of yeast called flor, or oxidatively, without it, usually in a solera system that blends young and old wines.',
    points: [
      {
        depth: 1,
        text: 'Sherry is made in southern Spain, around Jerez de la Frontera, El Puerto de Santa María and Sanlúcar de Barrameda (the Sherry Triangle).',
      },
      {
        depth: 2,
        text: 'Grapes: Palomino for almost all dry Sherries, Pedro Ximénez and Moscatel for the naturally sweet styles. The white, chalk-rich albariza soil stores rainwater for the hot, dry summers.',
      },
      {
        depth: 2,
        text: 'The base wine is fermented dry, then classified. The most delicate wines are fortified to about 15–15.5% for biological ageing; fuller ones to about 17% or more for oxidative ageing, because flor cannot survive at that strength. The newly fortified wine rests for some months as sobretablas before it enters a solera.',
      },
      {
        depth: 2,
        text: 'Flor is a layer of yeast that grows on the surface of the wine in casks deliberately left part-empty. It protects the wine from oxygen and feeds on alcohol and glycerol, producing acetaldehyde, which gives the sharp, bready, almond-like tang of Fino and Manzanilla.',
      },
      {
        depth: 2,
        text: 'Without flor, the wine oxidises slowly in cask, darkens and develops nutty, toffee, walnut flavours, as in Oloroso.',
      },
      {
        depth: 3,
        text: 'The solera system: casks are arranged in scales; wine for bottling is drawn from the oldest scale (the solera) and replaced from the next oldest (first criadera), which is refilled from the second, and so on. Withdrawal is the saca, refreshing the rocío.',
      },
      {
        depth: 3,
        text: 'The solera keeps the style consistent and, for biological wines, feeds the flor with nutrients from younger wine. Sherry from a solera carries no vintage.',
      },
      {
        depth: 3,
        text: 'Manzanilla can be aged only in Sanlúcar de Barrameda, where the humid sea air encourages a thicker flor all year, giving a lighter, saltier style.',
      },
      {
        depth: 4,
        text: 'Age-certified Sherries: VOS (Vinum Optimum Signatum, Very Old Sherry) averages at least 20 years; VORS (Vinum Optimum Rare Signatum, Very Old Rare Sherry) at least 30 years; there are also 12- and 15-year-old categories. En rama Sherries are bottled with minimal clarification.',
      },
    ],
    related: ['sherry-styles', 'fortified-wines', 'soils', 'blending'],
  },
  {
    id: 'sherry-styles',
    title: 'Sherry styles: Fino, Manzanilla, Amontillado, Oloroso, Palo Cortado, Cream and PX',
    keywords: [
      'fino',
      'manzanilla',
      'amontillado',
      'oloroso',
      'palo cortado',
      'cream sherry',
      'pale cream',
      'medium sherry',
      'PX',
      'Pedro Ximénez',
      'Pedro Ximenez',
      'moscatel',
      'types of sherry',
      'sherry styles',
      'dry sherry',
      'sweet sherry',
    ],
    category: 'fortified',
    summary:
      'Sherry ranges from pale, bone-dry Fino and Manzanilla (biological ageing), through amber Amontillado and rare Palo Cortado (both), to brown, dry Oloroso (oxidative), and sweet styles: blended Pale Cream, Medium and Cream, and the naturally sweet Pedro Ximénez and Moscatel.',
    points: [
      {
        depth: 1,
        text: 'Most Sherry is dry. Fino and Manzanilla are pale, light and dry; Oloroso is dark and dry; Cream and PX are sweet.',
      },
      {
        depth: 2,
        text: 'Fino: aged entirely under flor; pale lemon, bone dry, with bread dough, almond and green apple notes. Serve well chilled and drink soon after opening.',
      },
      { depth: 2, text: 'Manzanilla: a Fino-style Sherry aged in Sanlúcar de Barrameda, lighter and more saline.' },
      {
        depth: 2,
        text: 'Amontillado: starts life under flor, then the flor dies or the wine is refortified and it ages oxidatively; amber, dry, with hazelnut and toffee over a tangy flor background.',
      },
      {
        depth: 2,
        text: 'Oloroso: aged only oxidatively; brown, full-bodied, dry, with walnut, toffee, leather and dried fruit.',
      },
      {
        depth: 3,
        text: 'Palo Cortado: begins under flor but develops oxidatively, combining the delicacy of Amontillado with the richness of Oloroso. It is rare.',
      },
      {
        depth: 3,
        text: 'Blended sweet Sherries: Pale Cream (Fino sweetened), Medium (usually Amontillado sweetened) and Cream (Oloroso sweetened, often with PX).',
      },
      {
        depth: 3,
        text: 'Pedro Ximénez (PX): grapes dried in the sun to raisins before pressing; the very sweet, dark, syrupy wine tastes of raisins, figs, coffee and liquorice. Moscatel is the other naturally sweet style.',
      },
      {
        depth: 4,
        text: 'Manzanilla Pasada and Fino Amontillado describe wines that have aged longer under a fading flor, on the way to Amontillado.',
      },
    ],
    table: {
      caption: 'Sherry styles at a glance',
      headers: ['Style', 'Ageing', 'Colour', 'Sweetness', 'Serve'],
      rows: [
        ['Fino', 'Biological (flor)', 'Pale lemon', 'Dry', 'Well chilled'],
        ['Manzanilla', 'Biological, Sanlúcar', 'Pale lemon', 'Dry', 'Well chilled'],
        ['Amontillado', 'Biological then oxidative', 'Amber', 'Dry', 'Lightly chilled'],
        ['Palo Cortado', 'Biological briefly, then oxidative', 'Amber to brown', 'Dry', 'Lightly chilled'],
        ['Oloroso', 'Oxidative', 'Brown', 'Dry', 'Lightly chilled or cellar temperature'],
        ['Pale Cream', 'Fino, sweetened', 'Pale', 'Medium-sweet to sweet', 'Chilled'],
        ['Medium', 'Amontillado, sweetened', 'Amber', 'Medium', 'Lightly chilled'],
        ['Cream', 'Oloroso, sweetened', 'Brown', 'Sweet', 'Cellar temperature or on ice'],
        ['Pedro Ximénez', 'Sun-dried grapes, oxidative', 'Very dark brown', 'Very sweet', 'Lightly chilled'],
      ],
    },
    related: ['sherry-production', 'serving-temperatures', 'dried-grape-wines'],
  },
  {
    id: 'madeira',
    title: 'Madeira',
    keywords: [
      'madeira',
      'Madeira',
      'madiera',
      'estufa',
      'estufagem',
      'canteiro',
      'Sercial',
      'Verdelho',
      'Bual',
      'Boal',
      'Malmsey',
      'Malvasia',
      'Tinta Negra',
      'Rainwater',
      'frasqueira',
      'colheita madeira',
    ],
    category: 'fortified',
    summary:
      'Madeira is a fortified wine from the Portuguese island of the same name, deliberately heated and oxidised during ageing, which makes it nearly indestructible. The noble white grapes name the sweetness: Sercial (driest), Verdelho, Bual and Malmsey (sweetest), all with piercing acidity.',
    points: [
      {
        depth: 1,
        text: 'Madeira is heated and aged with air on purpose, so it tastes of caramel, nuts, dried fruit and burnt sugar, with very high acidity. An opened bottle keeps for a long time.',
      },
      {
        depth: 2,
        text: 'The style arose from long sea voyages through the tropics, when casks carried as ballast were found to improve with the heat; the process is now reproduced on the island.',
      },
      {
        depth: 2,
        text: 'Estufagem: the wine is heated in tanks (estufas) to around 45–50 °C for at least three months; used for younger, less expensive wines.',
      },
      {
        depth: 2,
        text: 'Canteiro: the wine ages slowly in casks in warm lofts for years, heated naturally by the sun; used for the best wines.',
      },
      {
        depth: 2,
        text: 'Styles by grape: Sercial (dry), Verdelho (medium dry), Bual or Boal (medium sweet), Malmsey or Malvasia (sweet). Wines named after a variety must be made mainly from it.',
      },
      {
        depth: 3,
        text: 'Tinta Negra is the most planted grape and is used for most Madeira, labelled by sweetness (dry, medium dry, medium sweet, sweet) rather than variety.',
      },
      {
        depth: 3,
        text: 'Fortification timing controls sweetness: early for sweet styles (Malmsey, Bual), later for dry ones (Sercial); the finished wine has 17–22% abv.',
      },
      {
        depth: 3,
        text: 'Age indications include 5, 10, 15 and 20 Years Old, with older categories for rare wines; Colheita is from a single harvest, and Frasqueira (Garrafeira) is a vintage Madeira aged at least 20 years in cask.',
      },
      {
        depth: 4,
        text: 'Rainwater is a lighter, medium-dry style. Terrantez and Bastardo are rare traditional varieties. Madeira is also widely used in cooking.',
      },
    ],
    related: ['fortified-wines', 'port-styles', 'wine-storage'],
  },
  {
    id: 'vin-doux-naturel',
    title: 'Vins Doux Naturels (VDN)',
    keywords: [
      'vin doux naturel',
      'vins doux naturels',
      'VDN',
      'Banyuls',
      'Maury',
      'Rivesaltes',
      'Muscat de Rivesaltes',
      'Muscat de Beaumes-de-Venise',
      'Beaumes de Venise',
      'Rasteau',
      'Muscat de Frontignan',
      'rancio',
      'mutage',
    ],
    category: 'fortified',
    summary:
      'Vins Doux Naturels are French sweet wines fortified during fermentation (mutage) with neutral grape spirit, mainly from Roussillon and the southern Rhône. Muscat-based ones are fresh and grapey; Grenache-based ones such as Banyuls and Maury range from young and fruity to long-aged and oxidative.',
    points: [
      {
        depth: 1,
        text: 'A Vin Doux Naturel is a naturally sweet French wine made stronger by adding grape spirit before all the sugar has fermented.',
      },
      {
        depth: 2,
        text: 'Muscat VDNs, such as Muscat de Beaumes-de-Venise in the southern Rhône and Muscat de Rivesaltes in Roussillon, are made from Muscat Blanc à Petits Grains (and in Roussillon also Muscat of Alexandria), protected from oxygen and drunk young, chilled, with grape, orange blossom and peach aromas.',
      },
      {
        depth: 2,
        text: 'Grenache VDNs come mainly from Roussillon: Banyuls, Maury and Rivesaltes, plus Rasteau in the Rhône. They can be red, white or amber.',
      },
      {
        depth: 3,
        text: 'Young, reductive styles (rimage, grenat) keep deep colour and red and black fruit; oxidative styles (tuilé, ambré, hors d’âge, rancio) are aged in casks or in glass demijohns left outside in the sun, giving nuts, coffee, dried fruit and the savoury "rancio" character.',
      },
      {
        depth: 3,
        text: 'Banyuls and Banyuls Grand Cru come from steep terraces on the Mediterranean coast near the Spanish border; the Grand Cru must be mainly Grenache and age longer in wood.',
      },
      {
        depth: 4,
        text: 'Mutage uses neutral grape spirit of about 95–96% ABV, so it adds little flavour, unlike the aguardente used for Port; VDNs must reach at least 15% alcohol.',
      },
    ],
    related: ['fortified-wines', 'port-styles', 'sweet-wine-methods'],
  },
  {
    id: 'vermouth',
    title: 'Vermouth and aromatised wines',
    keywords: [
      'vermouth',
      'Vermouth',
      'aromatised wine',
      'aromatized wine',
      'wormwood',
      'sweet vermouth',
      'dry vermouth',
      'Vermouth di Torino',
      'Chambéry',
      'Lillet',
      'quinquina',
    ],
    category: 'fortified',
    summary:
      'Vermouth is an aromatised wine: a base wine, usually white, flavoured with herbs, spices and barks (traditionally wormwood, Wermut in German, which gave it its name), fortified with grape spirit and usually sweetened, to about 15–18% alcohol.',
    points: [
      {
        depth: 1,
        text: 'Vermouth is wine, fortified and flavoured with botanicals; dry (French-style) vermouth is pale and crisp, sweet (Italian-style, red) vermouth is coloured with caramel and richer.',
      },
      {
        depth: 2,
        text: 'Turin in Piedmont and Chambéry in Savoie are its historic homes; Vermouth di Torino is a protected name.',
      },
      {
        depth: 2,
        text: 'Because it is wine, an opened bottle of vermouth fades: keep it in the fridge and finish it within a few weeks.',
      },
      {
        depth: 3,
        text: 'Other aromatised wines include quinquinas flavoured with cinchona bark, such as Lillet, and Americanos flavoured with gentian.',
      },
    ],
    related: ['fortified-wines', 'marsala'],
  },
  {
    id: 'wine-drinks',
    title: 'Kir, spritz, sangria and other drinks made with wine',
    keywords: [
      'Kir',
      'Kir Royale',
      'crème de cassis',
      'spritz',
      'Aperol spritz',
      'Bellini',
      'Mimosa',
      'Buck’s Fizz',
      'sangria',
      'tinto de verano',
      'kalimotxo',
      'mulled wine',
      'Glühwein',
      'vin chaud',
      'wine cocktail',
      'wine cocktails',
      'white Port and tonic',
    ],
    category: 'service',
    summary:
      'Wine is the base of several classic mixed drinks: Kir is dry white wine with crème de cassis (blackcurrant liqueur), a Kir Royale uses Champagne instead, a spritz tops Prosecco with a bitter aperitif and soda, and sangria is red wine with fruit; mulled wine is red wine warmed with spices.',
    points: [
      {
        depth: 1,
        text: 'Kir was traditionally made with Bourgogne Aligoté and takes its name from Canon Félix Kir, a mayor of Dijon.',
      },
      {
        depth: 1,
        text: 'A Kir Royale is crème de cassis topped with Champagne or another dry sparkling wine instead of still white wine.',
      },
      {
        depth: 1,
        text: 'Sangria is a Spanish punch of red wine with chopped fruit, a little sugar and often brandy, lengthened with soda or lemonade; tinto de verano is simply red wine with lemon soda.',
      },
      {
        depth: 1,
        text: 'Mulled wine (Glühwein in Germany, vin chaud in France) is red wine warmed with sugar, citrus peel and spices such as cinnamon and cloves; it is heated gently, never boiled, so the alcohol and fruit are kept.',
      },
      {
        depth: 2,
        text: 'The Venetian spritz is Prosecco (or another dry white wine) with a bitter aperitif such as Aperol or Campari and soda water; a Bellini is Prosecco with white peach purée, and a Mimosa or Buck’s Fizz is sparkling wine with orange juice.',
      },
      {
        depth: 2,
        text: 'In Portugal white Port with tonic is a summer aperitif, and in the Basque Country kalimotxo mixes red wine with cola.',
      },
      {
        depth: 2,
        text: 'Mixed drinks call for fresh, simple and inexpensive wines: the fruit, sugar and bubbles cover the detail that makes a fine wine worth its price.',
      },
    ],
    related: ['vermouth', 'prosecco', 'port-styles'],
  },
  {
    id: 'marsala',
    title: 'Marsala',
    keywords: [
      'marsala',
      'Marsala',
      'Sicily',
      'Sicilian fortified',
      'Marsala Vergine',
      'Marsala Superiore',
      'oro',
      'ambra',
      'rubino',
      'Grillo',
      'cooking wine',
    ],
    category: 'fortified',
    summary:
      'Marsala is a fortified wine from the west of Sicily, around the town of Marsala. It is classified by colour (oro, ambra, rubino), sweetness (secco, semisecco, dolce) and age, from Fine to Vergine, the finest, which is dry and aged in a solera-like system.',
    points: [
      {
        depth: 1,
        text: 'Marsala is a Sicilian fortified wine; the cheap versions are used in cooking, but the best aged ones are fine wines for sipping.',
      },
      {
        depth: 2,
        text: 'English merchants developed Marsala in the late 18th century as an alternative to Sherry and Madeira.',
      },
      {
        depth: 2,
        text: 'Main white grapes are Grillo, Catarratto and Inzolia; rubino (ruby) Marsala uses local red grapes.',
      },
      {
        depth: 3,
        text: 'Colour: oro (golden), ambra (amber, which may contain cooked grape must) and rubino (ruby). Sweetness: secco (dry), semisecco (medium) and dolce (sweet).',
      },
      {
        depth: 3,
        text: 'Age classes rise from Fine (about one year) through Superiore and Superiore Riserva to Vergine (also called Soleras) and Vergine Stravecchio or Riserva, the oldest; Vergine must be dry and unsweetened.',
      },
      {
        depth: 4,
        text: 'Aged Marsala Vergine shows dried fruit, nuts, tobacco and a tangy oxidative character, comparable to old Amontillado or Madeira.',
      },
    ],
    related: ['fortified-wines', 'sherry-production', 'madeira'],
  },
  {
    id: 'rutherglen-muscat',
    title: 'Rutherglen Muscat and Topaque',
    keywords: [
      'Rutherglen',
      'Rutherglen Muscat',
      'Australian fortified',
      'stickies',
      'sticky',
      'Topaque',
      'Tokay Australia',
      'Victoria fortified',
      'Classic Rutherglen',
      'Grand Rutherglen',
      'Rare Rutherglen',
      'brown muscat',
    ],
    category: 'fortified',
    summary:
      'Rutherglen Muscat, from north-east Victoria in Australia, is one of the world’s richest fortified wines: late-picked, raisined grapes of a dark-skinned Muscat à Petits Grains are fortified early and aged for years in old casks in hot sheds, becoming dark, syrupy and intensely complex.',
    points: [
      {
        depth: 1,
        text: 'Rutherglen Muscat is a very sweet, dark Australian fortified wine tasting of raisins, toffee, coffee and spice.',
      },
      {
        depth: 2,
        text: 'The grape is a red-skinned form of Muscat Blanc à Petits Grains (locally brown Muscat); the hot, dry autumn lets grapes shrivel on the vine, concentrating sugar.',
      },
      { depth: 2, text: 'The juice is fortified very early, so almost all the grape sugar remains.' },
      {
        depth: 3,
        text: 'Wines age oxidatively in old casks, often in hot tin sheds, and are blended in a system similar to a solera, building concentration as water evaporates.',
      },
      {
        depth: 3,
        text: 'A four-level classification indicates increasing age, richness and complexity: Rutherglen, Classic, Grand and Rare.',
      },
      {
        depth: 4,
        text: 'Topaque is made the same way from Muscadelle; it was formerly labelled "Tokay" in Australia, a name abandoned to avoid confusion with Hungarian Tokaji.',
      },
    ],
    related: ['fortified-wines', 'vin-doux-naturel', 'sweet-wine-methods'],
  },
  // ──────────────────────────── Sweet wines ────────────────────────────
  {
    id: 'sweet-wine-methods',
    title: 'How sweet wines are made',
    keywords: [
      'sweet wine',
      'dessert wine',
      'stickies',
      'sticky',
      'how is sweet wine made',
      'residual sugar',
      'stopping fermentation',
      'stop fermentation',
      'stop the fermentation',
      'stopped fermentation',
      'arrested fermentation',
      'sweet reserve',
      'Süssreserve',
      'sussreserve',
      'concentrating sugar',
    ],
    category: 'sweet',
    summary:
      'A wine is sweet when sugar is left unfermented. Winemakers either concentrate the sugar in the grapes (noble rot, late harvest, freezing, drying) so yeast cannot ferment it all, stop fermentation early (chilling, filtration, sulfur dioxide, fortification), or add sweetness back (sweet reserve).',
    points: [
      {
        depth: 1,
        text: 'Sweet wines keep some of the natural sugar of the grapes; the best balance it with high acidity so they do not taste cloying.',
      },
      {
        depth: 2,
        text: 'Concentrating sugar in the grapes: noble rot (Sauternes, Tokaji, Beerenauslese), late harvest (Vendanges Tardives, Spätlese), freezing on the vine (ice wine) and drying after picking (passito, Vin Santo, PX).',
      },
      {
        depth: 2,
        text: 'Stopping fermentation: chilling the wine and removing the yeast by filtration, adding sulfur dioxide, or adding grape spirit (Port, Vins Doux Naturels).',
      },
      {
        depth: 2,
        text: 'Very sugary musts ferment slowly and stop by themselves at low to moderate alcohol, because high sugar and rising alcohol inhibit the yeast; Trockenbeerenauslese and Tokaji Eszencia can end with very low alcohol.',
      },
      {
        depth: 3,
        text: 'Sweet reserve (Süssreserve): unfermented, sterile grape juice blended into a dry wine before bottling; used for some inexpensive off-dry wines.',
      },
      {
        depth: 3,
        text: 'Wines with residual sugar must be sterile-filtered or well protected with sulfur dioxide, or they may referment in bottle.',
      },
      {
        depth: 4,
        text: 'Sweet wines generally need higher sulfur dioxide additions than dry wines, and EU law allows higher maximum levels for them.',
      },
    ],
    table: {
      caption: 'Ways to make a sweet wine',
      headers: ['Method', 'How', 'Classic examples'],
      rows: [
        [
          'Noble rot',
          'Botrytis shrivels grapes, concentrating sugar and acid',
          'Sauternes, Tokaji Aszú, BA/TBA, Coteaux du Layon',
        ],
        [
          'Late harvest',
          'Grapes left on the vine to ripen and shrivel',
          'Vendanges Tardives, Spätlese, Jurançon moelleux',
        ],
        ['Freezing', 'Grapes frozen on the vine and pressed frozen', 'Eiswein, Canadian Icewine'],
        [
          'Drying',
          'Grapes dried after picking (passito, appassimento)',
          'Recioto della Valpolicella, Vin Santo, PX, vin de paille',
        ],
        ['Fortification', 'Spirit added during fermentation', 'Port, Banyuls, Muscat de Beaumes-de-Venise'],
        ['Stopping fermentation', 'Chilling, filtration, sulfur dioxide', 'Mosel Kabinett, Asti, Moscato d’Asti'],
        ['Sweet reserve', 'Grape juice added after fermentation', 'Some inexpensive off-dry wines'],
      ],
    },
    related: ['noble-rot', 'late-harvest', 'ice-wine', 'dried-grape-wines', 'fortified-wines', 'sweetness-levels'],
  },
  {
    id: 'noble-rot',
    title: 'Noble rot (Botrytis cinerea): Sauternes, Tokaji and TBA',
    keywords: [
      'noble rot',
      'botrytis',
      'botrytised',
      'botrytized',
      'pourriture noble',
      'Edelfäule',
      'Sauternes',
      'Barsac',
      'Beerenauslese',
      'BA',
      'Trockenbeerenauslese',
      'TBA',
      'SGN',
      'Sélection de Grains Nobles',
      'Coteaux du Layon',
      'Ausbruch',
      'tries',
    ],
    category: 'sweet',
    summary:
      'Noble rot is the benevolent form of the fungus Botrytis cinerea. In misty mornings followed by dry, sunny afternoons it pierces ripe grape skins, water evaporates, and sugar, acid and flavour concentrate, adding notes of honey, marmalade, apricot and saffron. It makes the great sweet wines of Sauternes, Tokaj, Germany, Austria and the Loire.',
    points: [
      {
        depth: 1,
        text: 'Noble rot is a mould that shrivels ripe grapes and concentrates their sweetness; it makes some of the world’s finest sweet wines.',
      },
      {
        depth: 2,
        text: 'It needs a special climate: humid, misty mornings, often near rivers or lakes, so the fungus can spread, followed by warm, dry afternoons that stop it turning into destructive grey rot.',
      },
      {
        depth: 2,
        text: 'The infection spreads unevenly, so pickers go through the vineyard several times (tries), choosing only the affected bunches or berries; yields are tiny and the wines expensive.',
      },
      {
        depth: 2,
        text: 'Sauternes and Barsac in Bordeaux are made from Sémillon, which is very susceptible to botrytis, with Sauvignon Blanc for acidity and aroma and sometimes Muscadelle; mists come from the cool Ciron river meeting the warmer Garonne.',
      },
      {
        depth: 3,
        text: 'Botrytis adds its own flavours (honey, marmalade, ginger, saffron, mushroom) and glycerol, and the wines age for decades thanks to sugar and acidity.',
      },
      {
        depth: 3,
        text: 'In Germany and Austria, Beerenauslese (BA) and Trockenbeerenauslese (TBA) are made from individually selected overripe, usually botrytised berries; TBA comes from shrivelled, raisin-like berries and is among the sweetest wines in the world.',
      },
      {
        depth: 3,
        text: 'Other botrytis wines: Alsace Sélection de Grains Nobles, Loire Chenin Blanc from Coteaux du Layon, Quarts de Chaume and Bonnezeaux, Austrian Ausbruch from Rust near Lake Neusiedl, and Monbazillac, near Bergerac.',
      },
      {
        depth: 4,
        text: 'Botrytis raises levels of glycerol and gluconic acid and consumes some acid and aroma compounds; it also produces laccase, an oxidising enzyme that browns must and is hard to control, so botrytised musts are carefully protected from oxygen.',
      },
    ],
    related: ['tokaji-aszu', 'sweet-wine-methods', 'vine-diseases-and-pests', 'reading-labels-germany'],
  },
  {
    id: 'tokaji-aszu',
    title: 'Tokaji Aszú and Eszencia',
    keywords: [
      'Tokaji',
      'Tokay',
      'Tokaj',
      'Tokaji Aszú',
      'Aszu',
      'puttonyos',
      'puttony',
      'Eszencia',
      'Essencia',
      'Szamorodni',
      'Furmint',
      'Hárslevelű',
      'Hungarian sweet wine',
    ],
    category: 'sweet',
    summary:
      'Tokaji Aszú is Hungary’s famous noble-rot wine from the Tokaj region, made mainly from Furmint and Hárslevelű. Individually picked botrytised (aszú) berries are macerated in base wine or fermenting must; sweetness was traditionally measured in puttonyos. Eszencia is the rare, syrupy free-run juice of the aszú berries.',
    points: [
      { depth: 1, text: 'Tokaji Aszú is a golden, sweet Hungarian wine made from grapes shrivelled by noble rot.' },
      {
        depth: 2,
        text: 'Main grapes: Furmint (high acidity, prone to botrytis) and Hárslevelű, with Sárgamuskotály (Muscat Blanc à Petits Grains) and others.',
      },
      {
        depth: 2,
        text: 'Aszú berries are picked one by one into containers called puttony, made into a paste, and soaked in dry base wine or fermenting must to extract sugar and flavour before a slow fermentation and long ageing in cask.',
      },
      {
        depth: 3,
        text: 'Puttonyos expressed how many containers of aszú berries were added to a cask of base wine; today Aszú must have at least 120 g/L residual sugar (the old 5 puttonyos), and 6 puttonyos is the other level still used.',
      },
      { depth: 3, text: 'Tokaji Aszú must age at least 18 months in oak casks before release.' },
      {
        depth: 3,
        text: 'Eszencia is the juice that trickles from the aszú berries under their own weight; it is so sweet (at least 450 g/L of sugar) that it ferments for years and reaches only a few percent alcohol.',
      },
      {
        depth: 3,
        text: 'Szamorodni ("as it comes") is made from whole bunches with some botrytis, either dry (száraz), with a flor-influenced oxidative character, or sweet (édes). Dry Furmint is increasingly important.',
      },
      {
        depth: 4,
        text: 'Tokaj was one of the first delimited wine regions, with vineyards classified in the 18th century; its historic wine culture landscape is a UNESCO World Heritage site.',
      },
    ],
    related: ['noble-rot', 'sweet-wine-methods'],
  },
  {
    id: 'late-harvest',
    title: 'Late-harvest wines',
    keywords: [
      'late harvest',
      'vendanges tardives',
      'VT',
      'Spätlese',
      'spatlese',
      'Auslese',
      'passerillage',
      'Jurançon',
      'Jurancon',
      'moelleux',
      'overripe grapes',
    ],
    category: 'sweet',
    summary:
      'Late-harvest wines come from grapes left on the vine after normal harvest so they gain sugar, lose water and sometimes shrivel (passerillage) or catch some noble rot. They range from off-dry to richly sweet.',
    points: [
      {
        depth: 1,
        text: 'Grapes picked later than usual have more sugar, which can give a sweeter or more powerful wine.',
      },
      {
        depth: 2,
        text: 'The risk is weather: autumn rain can bring rot or destroy the crop, so late harvest is a gamble.',
      },
      {
        depth: 2,
        text: 'Alsace Vendanges Tardives (VT) and the sweeter Sélection de Grains Nobles (SGN) may be made only from Riesling, Gewurztraminer, Pinot Gris and Muscat.',
      },
      {
        depth: 3,
        text: 'Passerillage means the grapes shrivel on the vine in dry autumn weather, as for sweet Jurançon from Petit and Gros Manseng in south-west France.',
      },
      {
        depth: 3,
        text: 'German Spätlese means "late harvest" but is defined by minimum must weight; it may be dry (trocken) or off-dry to medium-sweet.',
      },
      {
        depth: 4,
        text: 'New World late-harvest wines, often from Riesling, Sauvignon Blanc, Sémillon or Gewurztraminer, are labelled "Late Harvest" with definitions that vary by country.',
      },
    ],
    related: ['sweet-wine-methods', 'noble-rot', 'reading-labels-germany'],
  },
  {
    id: 'ice-wine',
    title: 'Ice wine (Eiswein, Icewine)',
    keywords: [
      'ice wine',
      'icewine',
      'Eiswein',
      'eis wine',
      'frozen grapes',
      'Canada icewine',
      'Niagara',
      'Vidal',
      'cryoextraction',
      'vin de glace',
    ],
    category: 'sweet',
    summary:
      'Ice wine is made from grapes left on the vine until they freeze hard in winter and pressed while still frozen: the water stays behind as ice and only a few drops of intensely sweet, acidic juice run out. Germany, Austria and Canada are the main producers.',
    points: [
      {
        depth: 1,
        text: 'Ice wine grapes freeze on the vine and are pressed frozen, giving tiny amounts of very sweet juice.',
      },
      {
        depth: 2,
        text: 'Harvest usually happens at night or at dawn on the first very cold days of winter, often in December or January in the Northern Hemisphere.',
      },
      {
        depth: 2,
        text: 'The wines have pure, intense fruit (peach, apricot, lychee, citrus) with very high acidity and usually little or no botrytis, which producers try to avoid.',
      },
      {
        depth: 3,
        text: 'Legal minimum picking temperatures: about -7 °C for German and Austrian Eiswein and -8 °C for Canadian Icewine. In Germany Eiswein must reach the same minimum must weight as Beerenauslese.',
      },
      {
        depth: 3,
        text: 'Canada, especially Ontario’s Niagara Peninsula, is a leading producer, using Riesling, the hardy hybrid Vidal Blanc and Cabernet Franc for red icewine.',
      },
      {
        depth: 4,
        text: 'Freezing grapes artificially (cryoextraction) concentrates must in a similar way, but wines made like that may not be called ice wine.',
      },
    ],
    related: ['sweet-wine-methods', 'reading-labels-germany', 'concentration-and-alcohol-adjustment'],
  },
  {
    id: 'dried-grape-wines',
    title: 'Dried-grape wines: passito, Recioto, Vin Santo, PX and straw wine',
    keywords: [
      'passito',
      'appassimento',
      'recioto',
      'Recioto della Valpolicella',
      'Recioto di Soave',
      'Amarone',
      'vin santo',
      'vinsanto',
      'straw wine',
      'vin de paille',
      'Strohwein',
      'Passito di Pantelleria',
      'PX',
      'dried grapes',
      'raisin wine',
      'Commandaria',
    ],
    category: 'sweet',
    summary:
      'Grapes dried after picking, on straw mats, racks or in the sun, lose water and concentrate their sugar, acid and flavour. Fermenting them gives rich sweet wines such as Recioto, Vin Santo, Passito di Pantelleria, vin de paille and PX, or powerful dry wines such as Amarone.',
    points: [
      {
        depth: 1,
        text: 'Drying grapes makes them like raisins; the wine made from them is rich, concentrated and usually sweet.',
      },
      {
        depth: 2,
        text: 'In Italy the process is called appassimento and the wines passito. Grapes are dried for weeks or months in airy lofts or drying rooms.',
      },
      {
        depth: 2,
        text: 'Valpolicella: Recioto della Valpolicella is sweet; Amarone della Valpolicella, from the same dried Corvina-based grapes, is fermented to dryness, giving a powerful, high-alcohol red. Recioto di Soave is a sweet white from dried Garganega.',
      },
      {
        depth: 2,
        text: 'Vin Santo, from Tuscany, is made from dried Trebbiano and Malvasia grapes and aged for years in small sealed casks (caratelli), often oxidatively; Vin Santo di Occhio di Pernice is a version from Sangiovese.',
      },
      {
        depth: 3,
        text: 'Passito di Pantelleria is made from sun-dried Zibibbo (Muscat of Alexandria) on the island of Pantelleria; vin de paille ("straw wine") comes from the Jura and northern Rhône.',
      },
      {
        depth: 3,
        text: 'Pedro Ximénez grapes are dried in the sun in Andalucía to make the dark, syrupy PX; Commandaria from Cyprus is another historic sun-dried grape wine.',
      },
      {
        depth: 4,
        text: 'During slow drying, grapes can develop some botrytis in humid conditions, adding complexity; careful ventilation prevents grey rot.',
      },
    ],
    related: ['sweet-wine-methods', 'sherry-styles', 'noble-rot'],
  },
  // ───────────────────────────── Service ─────────────────────────────
  {
    id: 'serving-temperatures',
    title: 'Serving temperatures',
    keywords: [
      'serving temperature',
      'temperature',
      'how cold',
      'chill',
      'chilled',
      'room temperature',
      'fridge',
      'ice bucket',
      'should red wine be chilled',
      'celsius',
      'fahrenheit',
      'warm wine',
      'cold wine',
    ],
    category: 'service',
    summary:
      'Temperature changes how a wine tastes: chilling keeps whites, rosés and sparkling wines fresh and the bubbles fine, while reds served too cold taste harsh and tannic and reds served too warm taste soupy and alcoholic. "Room temperature" for reds means a cool room, about 15–18 °C.',
    points: [
      {
        depth: 1,
        text: 'Serve sparkling and sweet wines well chilled, light whites and rosés chilled, full-bodied whites lightly chilled, light reds slightly cool and fuller reds at cool room temperature.',
      },
      {
        depth: 1,
        text: 'A bottle from a domestic fridge is usually about 4–5 °C, colder than most wines need; let fuller whites warm up a little in the glass.',
      },
      {
        depth: 2,
        text: 'Cold suppresses aroma and sweetness and emphasises acidity, tannin and bitterness; warmth releases aroma but emphasises alcohol.',
      },
      {
        depth: 2,
        text: 'Light, fruity, low-tannin reds such as Beaujolais or cool-climate Pinot Noir are refreshing at about 13 °C.',
      },
      {
        depth: 3,
        text: 'To chill quickly, use an ice bucket filled with ice and water (not ice alone), which chills a bottle far faster than a fridge; about 15–20 minutes is usually enough from room temperature.',
      },
      {
        depth: 3,
        text: 'Fino and Manzanilla are served well chilled like a light white; Amontillado, Palo Cortado and aged Tawny Port lightly chilled; Vintage Port and Oloroso at cool room temperature.',
      },
      {
        depth: 4,
        text: 'Wine warms in the glass by several degrees within minutes, so serving slightly below the target lets it reach the ideal temperature as it is drunk.',
      },
    ],
    table: {
      caption: 'Serving temperatures by style',
      headers: ['Style', 'Examples', '°C', '°F'],
      rows: [
        ['Sweet wines', 'Sauternes, Tokaji, ice wine', '6–8 °C (well chilled)', '43–46 °F'],
        ['Sparkling wines', 'Champagne, Cava, Prosecco', '6–10 °C (well chilled)', '43–50 °F'],
        [
          'Light- and medium-bodied white and rosé',
          'Sauvignon Blanc, Pinot Grigio, Muscadet, Provence rosé, Fino Sherry',
          '7–10 °C (chilled)',
          '45–50 °F',
        ],
        [
          'Medium- and full-bodied oaked white',
          'White Burgundy, oaked Chardonnay, white Rioja',
          '10–13 °C (lightly chilled)',
          '50–55 °F',
        ],
        [
          'Light-bodied red',
          'Beaujolais, Valpolicella, light Pinot Noir',
          'about 13 °C (lightly chilled)',
          'about 55 °F',
        ],
        ['Medium- and full-bodied red', 'Bordeaux, Rioja, Barolo, Shiraz', '15–18 °C (room temperature)', '59–64 °F'],
      ],
    },
    related: ['glassware', 'order-of-service', 'sommelier-service-sequence', 'wine-storage'],
  },
  {
    id: 'glassware',
    title: 'Glassware',
    keywords: [
      'wine glass',
      'glasses',
      'glassware',
      'which glass',
      'flute',
      'coupe',
      'tulip glass',
      'ISO glass',
      'tasting glass',
      'copita',
      'red wine glass',
      'white wine glass',
      'stemware',
      'polishing glasses',
    ],
    category: 'service',
    summary:
      'A good wine glass is clear, thin-rimmed, with a stem and a bowl that narrows towards the top to gather aromas. Larger bowls suit reds, medium bowls whites, tall flutes or tulips sparkling wines, and smaller glasses fortified wines.',
    points: [
      { depth: 1, text: 'Hold the glass by the stem so your hand does not warm the wine or smudge the bowl.' },
      {
        depth: 1,
        text: 'Fill glasses only part-way (about a third for reds, a little more for whites) so there is room to swirl.',
      },
      {
        depth: 2,
        text: 'Red wine glasses have larger bowls to let aromas develop; white wine glasses are smaller to keep the wine cool; sparkling wines are served in flutes or tulip glasses that preserve the bubbles; fortified wines in smaller glasses, such as the Sherry copita, because servings are smaller.',
      },
      {
        depth: 2,
        text: 'The wide, shallow coupe loses bubbles and aroma quickly; many professionals now serve fine Champagne in a tulip or white wine glass to show its aromas.',
      },
      {
        depth: 3,
        text: 'Glasses must be perfectly clean and odour-free: traces of detergent flatten the mousse of sparkling wine and taint aromas. Rinse well and polish with a clean, lint-free cloth.',
      },
      {
        depth: 3,
        text: 'The ISO tasting glass, a small standard tulip shape, is used in examinations and competitions so every wine is judged in the same conditions.',
      },
      {
        depth: 4,
        text: 'Glasses stored upside down on shelves can pick up musty or cardboard smells; nose an empty glass before service, especially in a cellar or cabinet.',
      },
    ],
    related: ['serving-temperatures', 'sommelier-service-sequence', 'systematic-tasting'],
  },
  {
    id: 'opening-still-wine',
    title: 'Opening a bottle of still wine',
    keywords: [
      'open wine',
      'opening a bottle',
      'corkscrew',
      "waiter's friend",
      'waiters friend',
      'wine key',
      'broken cork',
      'cork crumbled',
      'foil',
      'capsule',
      'Ah-So',
      'two-prong',
    ],
    category: 'service',
    summary:
      'To open still wine, cut the foil below the lip, wipe the neck, drive the corkscrew straight into the centre of the cork, lever it out gently without turning the bottle, check the cork and wipe the neck again before pouring.',
    points: [
      {
        depth: 1,
        text: 'Cut around the foil just below the lip of the bottle and remove the top so wine does not touch the foil when poured.',
      },
      {
        depth: 1,
        text: 'Insert the screw (worm) into the centre of the cork and turn until one twist remains visible; lever the cork out gently, easing it out at the end without a pop.',
      },
      {
        depth: 2,
        text: 'Wipe the lip of the bottle before and after removing the cork to remove any dirt or cork dust.',
      },
      {
        depth: 2,
        text: 'Check the cork: a wet, intact cork is normal; a dry, crumbly or leaking cork can hint at oxidation or heat damage. The wine itself must be smelled to detect cork taint.',
      },
      {
        depth: 3,
        text: 'In a restaurant, the bottle is opened in front of the guest, holding it steady without rotating it, with the label facing the host.',
      },
      {
        depth: 3,
        text: 'For old, fragile corks, a two-pronged cork puller (Ah-So) slides down the sides of the cork and twists it out without breaking it.',
      },
      {
        depth: 4,
        text: 'If a cork breaks, reinsert the screw at an angle into the remaining piece; if it falls in, decant the wine through a clean filter or strainer.',
      },
    ],
    related: ['opening-sparkling-wine', 'sommelier-service-sequence', 'closures', 'fault-cork-taint'],
  },
  {
    id: 'opening-sparkling-wine',
    title: 'Opening sparkling wine safely',
    keywords: [
      'open champagne',
      'opening sparkling wine',
      'pop the cork',
      'cork pop',
      'muselet',
      'wire cage',
      'sabrage',
      'sabre',
      'champagne safety',
      'how to open prosecco',
    ],
    category: 'service',
    summary:
      'Sparkling wine is under high pressure, so the cork can fly out dangerously. Chill the bottle well, keep a hand over the cork from the moment the cage is loosened, point the bottle away from people, and twist the bottle (not the cork) to release the cork gently with a quiet hiss.',
    points: [
      {
        depth: 1,
        text: 'Make sure the bottle is well chilled and has not been shaken; warm or shaken bottles foam over and the cork flies out more violently.',
      },
      { depth: 1, text: 'Never point the bottle at anyone, including yourself.' },
      {
        depth: 2,
        text: 'Remove the foil, then loosen the wire cage (muselet) while keeping your thumb firmly on top of the cork; from now on, never take your hand off the cork.',
      },
      {
        depth: 2,
        text: 'Hold the bottle at about 45 degrees, grip the cork (with the cage on, or with a cloth over it), and slowly turn the bottle while holding the cork still, letting the pressure push the cork out gently.',
      },
      {
        depth: 2,
        text: 'Aim for a gentle sigh, not a loud pop, to avoid losing wine and bubbles; pour slowly into a tilted glass in two stages to stop it foaming over.',
      },
      {
        depth: 3,
        text: 'Pressure in Champagne is typically about 5–6 bar, two to three times that of a car tyre, enough to cause serious eye injuries.',
      },
      {
        depth: 4,
        text: 'Sabrage, opening the bottle with a sabre along the seam, is a ceremonial technique that needs training and a well-chilled bottle, and carries a risk of glass splinters.',
      },
    ],
    related: ['opening-still-wine', 'sparkling-methods', 'serving-temperatures', 'sommelier-service-sequence'],
  },
  {
    id: 'decanting',
    title: 'Decanting: why, which wines and how',
    keywords: [
      'decant',
      'decanting',
      'decanter',
      'carafe',
      'aerate',
      'aeration',
      'let it breathe',
      'breathing',
      'sediment',
      'deposit',
      'crust',
      'double decanting',
      'which wines to decant',
      'how long to decant',
      'how long before serving',
      'decant how long',
    ],
    category: 'service',
    summary:
      'Decanting means pouring wine from its bottle into another vessel. It separates old wines and Vintage Port from their sediment, and lets young, tight or reduced wines breathe. Old, fragile wines should be decanted gently and served promptly.',
    points: [
      {
        depth: 1,
        text: 'There are two reasons to decant: to remove the sediment that forms in some older or unfiltered wines, and to give a young wine air so it opens up.',
      },
      {
        depth: 2,
        text: 'Wines that usually benefit: Vintage Port, Crusted Port and unfiltered LBV, mature red Bordeaux, Barolo and Rhône reds with sediment, and young, tannic or reductive reds and some whites.',
      },
      {
        depth: 2,
        text: 'How: stand the bottle upright for a day or more so the sediment settles; open it carefully without shaking; pour slowly and steadily into the decanter with a light (candle or torch) under the neck; stop when sediment reaches the neck.',
      },
      {
        depth: 2,
        text: 'Simply opening a bottle does little: only a small surface of wine meets air in the neck. Pouring into a decanter or glass aerates it far more.',
      },
      {
        depth: 3,
        text: 'Very old wines can fade quickly once exposed to air; decant them just before serving, or serve directly from the bottle with a steady hand.',
      },
      {
        depth: 3,
        text: 'Double decanting: pour the wine into a decanter, rinse the bottle, and pour the wine back, so it is aerated and can still be served from its original bottle.',
      },
      {
        depth: 4,
        text: 'Decanting can also blow off mild reductive aromas (struck match, rubber) and make a young wine show more fruit; for an older wine, taste first to judge how much air it needs.',
      },
      {
        depth: 2,
        text: 'How long ahead: a young, tannic red benefits from an hour or two in the decanter before serving, a lighter or older red from 30 minutes or less, and a very old wine is decanted just before it is poured.',
      },
    ],
    related: ['bottle-maturation', 'port-styles', 'fault-reduction', 'sommelier-service-sequence'],
  },
  {
    id: 'order-of-service',
    title: 'Order of service for several wines',
    keywords: [
      'order of service',
      'which wine first',
      'wine order',
      'sequence of wines',
      'progression',
      'dinner wines',
      'multiple wines',
      'tasting order',
    ],
    category: 'service',
    summary:
      'When serving several wines, build up gradually so that no wine is overwhelmed by the one before: sparkling before still, white before red, light before full-bodied, dry before sweet, young before old, and lower before higher alcohol.',
    points: [
      { depth: 1, text: 'Serve light wines before heavy ones, whites before reds, dry before sweet.' },
      {
        depth: 2,
        text: 'Sparkling wine makes a refreshing start; sweet and fortified wines usually come last, with dessert or cheese.',
      },
      {
        depth: 2,
        text: 'Serve young wines before older, more complex ones, and simpler wines before finer ones, so each wine tastes better than the last.',
      },
      {
        depth: 3,
        text: 'The food matters more than the rules: a light red may follow a rich, oaked white, and a sweet wine may be served with foie gras at the start of a meal.',
      },
      {
        depth: 3,
        text: 'For tastings, group wines by style and structure; put very tannic or high-alcohol wines late, because they tire the palate.',
      },
      {
        depth: 4,
        text: 'When comparing vintages of the same wine, many hosts serve from youngest to oldest; when the oldest wines are fragile, some serve them first so they are tasted at their best.',
      },
    ],
    related: ['serving-temperatures', 'sommelier-service-sequence', 'food-and-wine-principles'],
  },
  {
    id: 'wine-measures-and-bottle-sizes',
    title: 'How much wine: glasses per bottle and bottle sizes',
    keywords: [
      'how many glasses in a bottle',
      'glasses per bottle',
      'pour size',
      'serving size',
      '125 ml',
      '175 ml',
      '250 ml',
      'half bottle',
      'magnum',
      'jeroboam',
      'rehoboam',
      'methuselah',
      'salmanazar',
      'balthazar',
      'nebuchadnezzar',
      'bottle sizes',
      'how much wine for a party',
      'how many grapes in a bottle',
      'grapes per bottle',
      'kilos of grapes',
      'bottles from a ton',
      'bottles per barrel',
    ],
    category: 'service',
    summary:
      'A standard 750 ml bottle gives about 5–6 glasses: six 125 ml glasses or five 150 ml glasses. Bottle sizes range from quarter bottles to the 15-litre Nebuchadnezzar; a magnum holds 1.5 litres, two bottles.',
    points: [
      {
        depth: 1,
        text: 'A 750 ml bottle fills about 5–6 glasses: 6 small glasses of 125 ml or 5 glasses of 150 ml; with 175 ml glasses, just over 4.',
      },
      {
        depth: 1,
        text: 'For a party, plan roughly half a bottle per person for a few hours, more for a long dinner, and a glass of sparkling wine per person for a toast.',
      },
      {
        depth: 2,
        text: 'Common bottles: quarter (about 187–200 ml), half bottle 375 ml, standard 750 ml, magnum 1.5 litres (two bottles).',
      },
      {
        depth: 2,
        text: 'Large Champagne bottles are named after biblical kings and figures: Jeroboam 3 L, Rehoboam 4.5 L, Methuselah 6 L, Salmanazar 9 L, Balthazar 12 L, Nebuchadnezzar 15 L.',
      },
      {
        depth: 3,
        text: 'In Bordeaux some names differ: a 3-litre bottle is a double magnum and a 6-litre bottle an Impériale.',
      },
      {
        depth: 3,
        text: 'Fortified and sweet wines are served in smaller measures (often 50–75 ml), so a bottle goes much further.',
      },
      {
        depth: 4,
        text: 'In the UK, wine sold by the glass in licensed premises must be available in a 125 ml measure, and measures of 125 ml and 175 ml (and multiples) are standard.',
      },
      {
        depth: 2,
        text: 'A 750 ml bottle takes about 1.2 kg of grapes, some 600–800 berries; a tonne of grapes gives roughly 700–750 litres of wine, about 950 bottles, and a 225-litre barrique fills 300 bottles.',
      },
    ],
    table: {
      caption: 'Glasses per 750 ml bottle',
      headers: ['Pour', 'Glasses per bottle', 'Typical use'],
      rows: [
        ['50–75 ml', '10–15', 'Fortified and sweet wines, tastings'],
        ['125 ml', '6', 'Standard small glass, sparkling wine'],
        ['150 ml', '5', 'Common restaurant pour'],
        ['175 ml', 'about 4', 'UK medium glass'],
        ['250 ml', '3', 'UK large glass'],
      ],
    },
    related: ['responsible-drinking', 'sommelier-service-sequence', 'wine-list-basics', 'bottle-maturation'],
  },
  {
    id: 'sommelier-service-sequence',
    title: 'The sommelier service sequence',
    keywords: [
      'sommelier service',
      'sommelier',
      'wine service',
      'restaurant wine service',
      'presenting the bottle',
      'taste for the host',
      'host tasting',
      'pouring order',
      'serve from the right',
      'clockwise',
      'guéridon',
      'how to serve wine',
    ],
    category: 'service',
    summary:
      'Restaurant wine service follows a set sequence: present the bottle to the host, open it at the table, offer the host a taste to check the wine is sound, then pour for the guests, the host last, and look after the wine through the meal.',
    points: [
      {
        depth: 1,
        text: 'A sommelier is a trained wine professional, usually in a restaurant, who chooses and buys the wines, writes the wine list, looks after the cellar, advises guests on wine and food, and serves the wine.',
      },
      {
        depth: 1,
        text: 'The host tastes the wine to check that it is in good condition, not whether they like it; a wine should be refused only if it is faulty.',
      },
      {
        depth: 2,
        text: '1. Present the bottle to the host, label facing them, naming the producer, wine and vintage so they can confirm it is what they ordered.',
      },
      {
        depth: 2,
        text: '2. Open the bottle in view of the guests, on a side table (guéridon) or holding it, without excessive noise; place the cork where the host can see it.',
      },
      { depth: 2, text: '3. Pour a small taste for the host and wait for approval.' },
      {
        depth: 2,
        text: '4. Pour for the guests, usually clockwise from the host’s right, traditionally serving guests of honour first and the host last; pour from the guest’s right side with the label visible.',
      },
      {
        depth: 2,
        text: '5. Pour consistent, moderate measures, leaving room to swirl; twist the bottle slightly at the end of each pour to avoid drips.',
      },
      {
        depth: 3,
        text: '6. Keep whites and sparkling wines in an ice bucket or cooler and reds at the side or on the table; top up glasses discreetly and offer another bottle before the first runs out.',
      },
      {
        depth: 3,
        text: 'For sparkling wine, pour in two stages to control foam; for decanted wine, show the bottle first and decant on a guéridon in view of the guests.',
      },
      {
        depth: 4,
        text: 'In the Court of Master Sommeliers service examinations, candidates are assessed on sequence, technique, hospitality, timing and salesmanship, including recommending wines and answering questions.',
      },
    ],
    related: [
      'opening-still-wine',
      'opening-sparkling-wine',
      'decanting',
      'serving-temperatures',
      'court-of-master-sommeliers',
    ],
  },
  {
    id: 'who-makes-wine',
    title: 'Who makes wine: estates, négociants and co-operatives',
    keywords: [
      'co-operative',
      'cooperative',
      'co-op',
      'cooperative winery',
      'co-operative winery',
      'cave coopérative',
      'négociant',
      'negociant',
      'merchant house',
      'estate winery',
    ],
    category: 'business',
    summary:
      'Wine is made by three main kinds of business: estates that grow their own grapes and make and bottle the wine, négociants that buy grapes, must or wine and blend and bottle it under their own name, and co-operatives owned by the growers who supply them.',
    points: [
      {
        depth: 2,
        text: 'A co-operative winery is owned by its grower members: they deliver their grapes, share the cost of the winery and its equipment, and are paid by the weight and quality of what they bring.',
      },
      {
        depth: 2,
        text: 'A négociant buys grapes, must or finished wine from growers and sells the wine under its own label; many négociants also own vineyards.',
      },
      {
        depth: 2,
        text: 'An estate (domaine, château, weingut, azienda agricola) makes wine only from its own vineyards; estate bottling on the label says the grower made and bottled it.',
      },
      {
        depth: 3,
        text: 'Co-operatives make a large share of the wine of southern France, Spain, Italy, Alsace and Champagne; the best, such as Produttori del Barbaresco, rank among the leading producers of their region.',
      },
      {
        depth: 3,
        text: 'Négociant houses dominate Champagne and are important in Burgundy and Beaujolais; in Bordeaux the négociants of the Place de Bordeaux sell the châteaux’ wines to the world trade.',
      },
      {
        depth: 4,
        text: 'Growers who sell grapes give up the margin on the wine but avoid the cost of a winery and of selling; long-term grape contracts let large companies secure supply without owning land.',
      },
    ],
    related: ['wine-list-basics'],
  },
  {
    id: 'wine-list-basics',
    title: 'Wine list basics',
    keywords: [
      'wine list',
      'wine menu',
      'building a wine list',
      'by the glass',
      'BTG',
      'markup',
      'mark-up',
      'pricing wine',
      'restaurant wine',
      'inventory',
      'cellar management',
      'wine program',
    ],
    category: 'business',
    summary:
      'A good wine list is accurate, easy to read, balanced in styles and prices, and matched to the food and customers. It gives producer, wine, region and vintage for each wine, offers choices by the glass, and is managed with careful stock control.',
    points: [
      {
        depth: 1,
        text: 'Each entry should show the producer, name or appellation, region, vintage and price, and the size of glass for wines by the glass.',
      },
      {
        depth: 2,
        text: 'Lists are organised by colour and style (sparkling, white, rosé, red, sweet, fortified), then by country and region or by style from light to full (a progressive list).',
      },
      {
        depth: 2,
        text: 'Offer a range of prices, including good-value choices, and wines that match the menu; a short, well-chosen list often sells better than a long one.',
      },
      {
        depth: 3,
        text: 'Wines by the glass let guests try more and match courses; preservation systems using inert gas or needle extraction through the cork reduce waste for expensive wines.',
      },
      {
        depth: 3,
        text: 'Restaurants usually charge two to four times what they paid for a bottle: the markup pays for the service, glassware, storage, staff and the stock they must hold, and is often a lower percentage on expensive bottles so they still feel fair value.',
      },
      {
        depth: 3,
        text: 'Keep the list accurate: update vintages, remove sold-out wines, and train staff to describe and recommend wines.',
      },
      {
        depth: 4,
        text: 'Stock control tracks inventory, rotation (first in, first out for wines to drink young) and cost of goods; cellaring young fine wines can add value but ties up capital.',
      },
    ],
    related: [
      'sommelier-service-sequence',
      'wine-measures-and-bottle-sizes',
      'wine-storage',
      'food-and-wine-principles',
    ],
  },
  // ───────────────────────────── Storage ─────────────────────────────
  {
    id: 'wine-storage',
    title: 'Storing wine: temperature, humidity, light, position and vibration',
    keywords: [
      'storage',
      'storing wine',
      'wine cellar',
      'wine fridge',
      'cellaring',
      'cellar temperature',
      'humidity',
      'lay bottles down',
      'on its side',
      'light',
      'vibration',
      'how to store wine',
      'opened wine',
      'how long does wine last once opened',
      'leftover wine',
      'vacuum pump',
      'Coravin',
      'kitchen fridge',
      'wine in the fridge',
      'long term storage',
    ],
    category: 'storage',
    summary:
      'Wine keeps best somewhere cool, constant, dark, fairly humid and still: around 10–15 °C, away from light and vibration, with cork-sealed bottles lying on their side. Once opened, most wines last a few days in the fridge with the bottle resealed.',
    points: [
      {
        depth: 1,
        text: 'Keep wine in a cool, dark place with a steady temperature, away from heaters, ovens and sunlight. A kitchen is usually the worst place.',
      },
      {
        depth: 1,
        text: 'Store bottles with corks lying on their side so the cork stays moist and does not shrink; screwcapped wines can stand upright.',
      },
      {
        depth: 1,
        text: 'A home wine cellar, whether a basement, a cupboard or a wine fridge, needs a steady cool temperature (about 10–15 °C), darkness, moderate humidity (around 70%) and no vibration, with bottles lying on their side.',
      },
      {
        depth: 2,
        text: 'A kitchen fridge is fine for a few days or weeks, but not for long-term storage: it is colder and drier than a cellar, so corks can dry out, and the motor’s vibration and the opening door disturb the wine; a wine fridge is built for keeping bottles for years.',
      },
      {
        depth: 2,
        text: 'Temperature: a constant 10–15 °C is ideal for long storage, and around 12–13 °C is the usual setting for a cellar or wine fridge; warmth speeds up ageing and heat above about 25–30 °C can cook the wine. Rapid swings are worse than a steady slightly warm temperature.',
      },
      {
        depth: 2,
        text: 'Light, especially sunlight and fluorescent light, can damage wine (light strike), particularly whites and sparkling wines in clear glass.',
      },
      {
        depth: 2,
        text: 'A cellar should be fairly humid, around 70% relative humidity (roughly 50–80% is fine), so that corks do not dry out; air more humid than that encourages mould and damages labels.',
      },
      {
        depth: 3,
        text: 'Avoid vibration and strong odours; a wine fridge or a professional storage service is the best option without a natural cellar.',
      },
      {
        depth: 1,
        text: 'An opened bottle keeps for a few days if resealed and refrigerated (reds too, bringing them back to temperature before serving): most still wines last 2–5 days, sparkling wine 1–2 days with a stopper, fortified wines much longer, except Fino, Manzanilla and Vintage Port.',
      },
      {
        depth: 2,
        text: 'Vacuum pumps and inert gas (argon) slow oxidation in opened bottles; needle systems such as the Coravin pour through the cork and replace the wine with argon, leaving the bottle sealed.',
      },
    ],
    related: ['ageing-potential', 'bottle-maturation', 'fault-heat-damage', 'fault-light-strike', 'closures'],
  },
  {
    id: 'ageing-potential',
    title: 'Ageing potential: which wines improve with age',
    keywords: [
      'ageing potential',
      'aging potential',
      'age worthy',
      'age-worthy',
      'cellar',
      'when to drink',
      'drinking window',
      'how long can I keep wine',
      'will this wine age',
      'past its best',
      'too old',
      'better with age',
      'improve with age',
      'improves with age',
      'get better with age',
      'gets better with age',
      'wine to age',
      'able to age',
      'age well',
      'ages well',
      'what makes a wine age',
      'long lived',
      'long-lived',
    ],
    category: 'storage',
    summary:
      'Most wine is best drunk young. Wines that age well combine concentrated fruit with structure, acidity, tannin, sugar or alcohol, that protects them while tertiary flavours develop: classic examples are top Bordeaux, Barolo, Vintage Port, Riesling, Sauternes and Tokaji.',
    points: [
      {
        depth: 1,
        text: 'Everyday wines, most rosé, Prosecco and light aromatic whites are best drunk within a year or two.',
      },
      {
        depth: 2,
        text: 'Long-lived reds have high tannin and acidity and concentrated fruit: top Bordeaux, Barolo and Barbaresco, northern Rhône Syrah, top Rioja Gran Reserva, Vintage Port.',
      },
      {
        depth: 2,
        text: 'Whites that age have high acidity and concentration: Riesling, Chenin Blanc, Chablis and top white Burgundy, Hunter Valley Semillon; sweet wines such as Sauternes and Tokaji gain complexity for decades.',
      },
      {
        depth: 3,
        text: 'Ageing changes wines: primary fruit fades to dried fruit, tannins soften, and tertiary aromas appear (leather, earth, mushroom in reds; honey, nuts, toast and petrol in whites).',
      },
      {
        depth: 3,
        text: 'A wine is at its peak when the fruit and the tertiary notes are in harmony; after that the fruit dries out and the wine becomes tired.',
      },
      {
        depth: 4,
        text: 'Ageing potential depends on vintage, producer, closure and storage as much as on region; professional tasters judge it by the balance of fruit concentration to structure rather than by structure alone.',
      },
      {
        depth: 2,
        text: 'What lets a wine age is structure: high acidity, plenty of tannin, or high sugar or alcohol, together with concentrated fruit; a wine with little of these fades rather than improves.',
      },
    ],
    related: ['bottle-maturation', 'wine-storage', 'tasting-conclusions'],
  },
  // ────────────────────────────── Faults ──────────────────────────────
  {
    id: 'wine-faults',
    title: 'Wine faults: how to recognise them',
    keywords: [
      'wine faults',
      'faulty wine',
      'bad wine',
      'off wine',
      'spoiled wine',
      'wine gone off',
      'corked',
      'is my wine bad',
      'send back wine',
      'wine smells bad',
      'flaws',
      'tartrate crystals',
      'wine diamonds',
      'crystals',
      'bottle shock',
      'bottle sickness',
      'geranium smell',
      'geranium taint',
      'geranium note',
      'sorbic acid',
      'potassium sorbate',
    ],
    category: 'faults',
    summary:
      'A faulty wine smells or tastes wrong because of contamination, spoilage or poor storage. The most common faults are cork taint (TCA), oxidation, reduction, Brettanomyces, volatile acidity, heat damage, refermentation in bottle and light strike; most are detected first on the nose.',
    points: [
      {
        depth: 1,
        text: 'If a wine smells musty, vinegary, cooked, of rotten eggs or of a barnyard, or tastes flat and dull, it may be faulty.',
      },
      { depth: 1, text: 'Faults are not a matter of taste: a faulty wine should be replaced in a shop or restaurant.' },
      {
        depth: 2,
        text: 'Check condition on the nose first ("clean" or "unclean"), then confirm on the palate; compare with a second bottle if possible.',
      },
      {
        depth: 2,
        text: 'Some characters are faults only above a threshold or in the wrong style: a little volatile acidity can add lift, low levels of Brettanomyces may add complexity for some drinkers, and oxidative notes are essential in Oloroso or Tawny Port.',
      },
      {
        depth: 3,
        text: 'Crystals in a bottle or on the cork are tartrates ("wine diamonds"), potassium bitartrate from the grape’s tartaric acid that drops out when wine gets cold; like sediment they are harmless and not a fault, nor is a slight spritz in young wines bottled with some carbon dioxide on purpose.',
      },
      {
        depth: 2,
        text: 'Bottle shock (bottle sickness) is not a fault: just after bottling, or after a long journey, a wine can taste muted and disjointed for a few days or weeks; it is temporary and the wine recovers with rest.',
      },
      {
        depth: 4,
        text: 'Other faults include smoke taint from wildfires (ashy, medicinal), geosmin (earthy, beetroot), mousiness (a mouse-cage taste on the finish) and excess sulfur dioxide (burnt match, prickly).',
      },
      {
        depth: 4,
        text: 'Geranium taint, a smell of crushed geranium leaves, forms when lactic acid bacteria break down sorbic acid (potassium sorbate), a preservative sometimes added to sweet wines to stop refermentation.',
      },
    ],
    table: {
      caption: 'Common wine faults',
      headers: ['Fault', 'Cause', 'Smell and taste', 'Look'],
      rows: [
        [
          'Cork taint (TCA)',
          'Trichloroanisole, usually from the cork',
          'Musty, damp cardboard, wet dog; muted fruit',
          'Normal',
        ],
        ['Oxidation', 'Too much oxygen', 'Bruised apple, sherry-like, dull; flat palate', 'Browning, dull'],
        [
          'Reduction',
          'Sulfur compounds formed without oxygen',
          'Rotten egg, cabbage, rubber, struck match, drains',
          'Normal',
        ],
        [
          'Brettanomyces',
          'Spoilage yeast',
          'Sticking plaster, barnyard, horse sweat, smoky clove',
          'Normal; sometimes cloudy',
        ],
        [
          'Volatile acidity',
          'Acetic acid bacteria, acetic acid and ethyl acetate',
          'Vinegar, nail varnish remover',
          'Normal',
        ],
        ['Heat damage', 'Storage too warm', 'Cooked, jammy, stewed fruit', 'Pushed-up cork, leakage, browning'],
        [
          'Refermentation',
          'Yeast or bacteria acting in bottle',
          'Yeasty, unexpected fizz',
          'Cloudy, bubbles in a still wine',
        ],
        ['Light strike', 'UV or visible light on wine', 'Cooked cabbage, wet wool, onion', 'Normal'],
      ],
    },
    related: [
      'fault-cork-taint',
      'fault-oxidation',
      'fault-reduction',
      'fault-brettanomyces',
      'fault-volatile-acidity',
      'fault-heat-damage',
      'fault-refermentation',
      'fault-light-strike',
    ],
  },
  {
    id: 'fault-cork-taint',
    title: 'Cork taint (TCA): "corked" wine',
    keywords: [
      'corked',
      'corked wine',
      'cork taint',
      'TCA',
      'trichloroanisole',
      '2,4,6-trichloroanisole',
      'TBA',
      'musty',
      'damp cardboard',
      'wet dog',
      'mouldy',
      'moldy',
    ],
    category: 'faults',
    summary:
      'A "corked" wine is tainted by 2,4,6-trichloroanisole (TCA), usually from a contaminated cork. It smells musty, of damp cardboard, wet dog or a mouldy cellar, and even at very low levels it strips the wine of fruit. It has nothing to do with pieces of cork floating in the glass.',
    points: [
      {
        depth: 1,
        text: 'A corked wine smells musty, like damp cardboard or a wet basement. Bits of cork in the wine do not make it corked.',
      },
      {
        depth: 2,
        text: 'TCA forms when fungi meet chlorophenol compounds (historically from chlorine bleaching and some wood treatments) in cork or winery materials.',
      },
      {
        depth: 2,
        text: 'People can detect TCA at a few parts per trillion (nanograms per litre); at lower levels it simply makes the wine dull and short without an obvious musty smell.',
      },
      {
        depth: 3,
        text: 'It is harmless to health but ruins the wine; the smell often gets stronger as the wine warms and sits in the glass.',
      },
      {
        depth: 3,
        text: 'Cellar-wide contamination can also come from related compounds such as TBA (tribromoanisole) in wooden structures, tainting wines whatever their closure.',
      },
      {
        depth: 4,
        text: 'Cork producers have greatly reduced TCA incidence through changed bleaching methods, steam cleaning and individual testing of corks; screwcaps and synthetic closures avoid cork-borne TCA.',
      },
    ],
    related: ['wine-faults', 'closures', 'opening-still-wine'],
  },
  {
    id: 'fault-oxidation',
    title: 'Oxidation',
    keywords: [
      'oxidation',
      'oxidised',
      'oxidized',
      'oxidised wine',
      'brown wine',
      'flat wine',
      'sherry-like',
      'bruised apple',
      'acetaldehyde',
      'madeirised',
      'opened too long',
    ],
    category: 'faults',
    summary:
      'Oxidation happens when wine is exposed to too much oxygen: fresh fruit fades, the colour browns, and the wine smells flat, of bruised apple, nuts or sherry. It is a fault in wines meant to be fresh, but deliberate oxidative ageing is the signature of Oloroso, Tawny Port and Madeira.',
    points: [
      {
        depth: 1,
        text: 'An oxidised wine looks browner than it should and tastes flat and stale, like a bottle left open for days.',
      },
      {
        depth: 2,
        text: 'Signs: white wines turn deep gold or brown; reds turn brick or brown; aromas of bruised apple, caramel, nuts or sherry replace fresh fruit.',
      },
      {
        depth: 2,
        text: 'Causes: a faulty or dried-out cork, poor storage (upright, warm), too little sulfur dioxide, careless winemaking, or simply leaving an opened bottle too long.',
      },
      {
        depth: 3,
        text: 'Acetaldehyde is the main compound behind the bruised-apple, sherry-like smell; it is desirable in Fino Sherry but a fault in a young Sauvignon Blanc.',
      },
      {
        depth: 4,
        text: 'Premature oxidation ("premox") of white Burgundy from the mid-1990s vintages onward, where wines oxidised years before expected, is a well-known case; suggested causes include lower sulfur levels, cork variability and changed pressing practices.',
      },
    ],
    related: ['wine-faults', 'fault-heat-damage', 'sulfur-dioxide', 'sherry-production'],
  },
  {
    id: 'fault-reduction',
    title: 'Reduction (sulfur compounds)',
    keywords: [
      'reduction',
      'reduced',
      'reductive',
      'rotten egg',
      'hydrogen sulfide',
      'H2S',
      'mercaptans',
      'thiols',
      'struck match',
      'flinty',
      'rubber',
      'cabbage',
      'sulphide',
      'sulfide',
    ],
    category: 'faults',
    summary:
      'Reduction is the opposite of oxidation: in the absence of oxygen, yeasts and wine chemistry form sulfur compounds that smell of rotten eggs, cabbage, rubber, drains or struck matches. Mild reduction often blows off with air; severe reduction is a fault.',
    points: [
      {
        depth: 1,
        text: 'A wine that smells of rotten eggs, drains or boiled cabbage may be reduced; swirling or decanting sometimes clears it.',
      },
      {
        depth: 2,
        text: 'Hydrogen sulfide (rotten egg) forms during fermentation, especially when yeast lacks nutrients; if not removed it can turn into mercaptans and disulfides (cabbage, garlic, onion, rubber), which are harder to remove.',
      },
      {
        depth: 2,
        text: 'A gentle "struck match" or flinty note, often sought in some Chardonnay and white Burgundy, is a controlled reductive character rather than a fault.',
      },
      {
        depth: 3,
        text: 'Winemakers prevent reduction with yeast nutrients, aeration during fermentation and lees stirring; they can remove hydrogen sulfide with careful copper additions.',
      },
      {
        depth: 4,
        text: 'Airtight closures such as some screwcap liners can favour reductive characters in bottle for wines prone to them; decanting helps only with the more volatile compounds.',
      },
    ],
    related: ['wine-faults', 'decanting', 'closures', 'lees-ageing'],
  },
  {
    id: 'fault-brettanomyces',
    title: 'Brettanomyces ("Brett")',
    keywords: [
      'brett',
      'Brettanomyces',
      'Dekkera',
      'barnyard',
      'horse sweat',
      'sticking plaster',
      'band-aid',
      'bandaid',
      'medicinal',
      'farmyard',
      '4-ethylphenol',
      '4-EP',
    ],
    category: 'faults',
    summary:
      'Brettanomyces is a spoilage yeast that lives in barrels and wineries and produces volatile phenols smelling of sticking plaster, barnyard, horse sweat, smoke and cloves. A trace is accepted by some as complexity; at higher levels it masks fruit and is a fault, mostly in red wines.',
    points: [
      { depth: 1, text: 'A "Bretty" wine smells of a farmyard, stables or medical plasters.' },
      {
        depth: 2,
        text: 'Brett thrives in red wines with low sulfur dioxide, higher pH, some residual sugar and poorly cleaned old barrels.',
      },
      {
        depth: 2,
        text: 'Its main compounds are 4-ethylphenol (sticking plaster, barnyard, horse) and 4-ethylguaiacol (smoke, clove, spice).',
      },
      {
        depth: 3,
        text: 'It can grow in bottle if the wine is not stable, and it tends to dry out the fruit and leave a metallic, drying finish.',
      },
      {
        depth: 4,
        text: 'Prevention: winery hygiene, adequate molecular sulfur dioxide, low pH, avoiding long delays between alcoholic and malolactic fermentation, and sterile filtration; sensitivity to Brett varies greatly between tasters.',
      },
    ],
    related: ['wine-faults', 'sulfur-dioxide', 'oak', 'natural-wine'],
  },
  {
    id: 'fault-volatile-acidity',
    title: 'Volatile acidity (VA)',
    keywords: [
      'volatile acidity',
      'VA',
      'vinegar',
      'vinegary',
      'acetic acid',
      'ethyl acetate',
      'nail polish remover',
      'nail varnish',
      'glue',
      'acetone',
      'acetobacter',
    ],
    category: 'faults',
    summary:
      'Volatile acidity is caused mainly by acetic acid, the acid of vinegar, and the related ethyl acetate, which smells of nail varnish remover. Acetic acid bacteria produce them when wine meets oxygen. A little can lift the aroma; too much is a fault.',
    points: [
      { depth: 1, text: 'A wine with high volatile acidity smells of vinegar or nail varnish remover.' },
      {
        depth: 2,
        text: 'Acetic acid bacteria (Acetobacter) need oxygen, so VA often comes with poor hygiene, half-empty vessels or damaged grapes; some yeasts also produce it.',
      },
      {
        depth: 2,
        text: 'Low levels add a lifted, perfumed quality appreciated in some full-bodied reds and sweet wines; botrytised grapes naturally bring higher VA.',
      },
      { depth: 3, text: 'On the palate, high VA gives a sour, sharp, slightly burning finish.' },
      {
        depth: 4,
        text: 'Legal maxima for volatile acidity exist in the EU and elsewhere, with higher limits for certain sweet and long-aged wines.',
      },
    ],
    related: ['wine-faults', 'natural-wine', 'noble-rot'],
  },
  {
    id: 'fault-heat-damage',
    title: 'Heat damage (cooked wine, maderisation)',
    keywords: [
      'heat damage',
      'cooked wine',
      'maderised',
      'maderized',
      'maderisation',
      'left in the car',
      'hot storage',
      'pushed cork',
      'leaking bottle',
      'stewed',
      'too hot',
      'damage wine',
      'temperature damage',
      'how hot',
    ],
    category: 'faults',
    summary:
      'Wine stored too warm ages fast and can be "cooked": fruit tastes stewed or jammy, then flat and nutty like Madeira, hence the old term maderisation. Outward signs are a pushed-up cork, a sticky, leaking capsule and browning.',
    points: [
      { depth: 1, text: 'A bottle left in a hot car or in a sunny shop window can be spoiled in a short time.' },
      {
        depth: 2,
        text: 'Heat expands the wine, pushing the cork up and forcing wine out around it; air then gets in and oxidation follows.',
      },
      {
        depth: 2,
        text: 'The wine smells of cooked or jammy fruit, caramel and nuts, and tastes flat and tired; colour may brown.',
      },
      {
        depth: 3,
        text: 'The deliberate heating of Madeira gives the name maderisation; in other wines it is a fault.',
      },
      {
        depth: 4,
        text: 'Even without visible signs, prolonged warm storage speeds ageing; buying from merchants with temperature-controlled storage reduces the risk.',
      },
      {
        depth: 2,
        text: 'Above about 25 °C wine ages faster than it should, and days at 30 °C or more, as in a hot car or a sunny room, can cook it within a short time; steady temperature matters as much as the figure.',
      },
    ],
    related: ['wine-faults', 'fault-oxidation', 'wine-storage', 'madeira'],
  },
  {
    id: 'fault-refermentation',
    title: 'Refermentation in bottle',
    keywords: [
      'refermentation',
      'fizzy still wine',
      'secondary fermentation in bottle',
      'cloudy wine',
      'spritz',
      'prickle',
      'bubbles in red wine',
      'exploding bottle',
    ],
    category: 'faults',
    summary:
      'If yeast or bacteria survive in a bottled wine that still contains sugar or malic acid, they can start fermenting again, making a still wine cloudy, yeasty and unexpectedly fizzy.',
    points: [
      {
        depth: 1,
        text: 'Unexpected bubbles and cloudiness in a still wine suggest it has started fermenting again in the bottle.',
      },
      {
        depth: 2,
        text: 'Causes: residual sugar or malic acid left in the wine without sterile filtration or enough sulfur dioxide.',
      },
      {
        depth: 3,
        text: 'Malolactic conversion in bottle gives a slight fizz, haze and sometimes lactic, cheesy smells; yeast refermentation gives yeasty aromas and can build dangerous pressure.',
      },
      {
        depth: 4,
        text: 'Not every prickle is a fault: some light whites (for example Vinho Verde) and unfiltered natural wines are bottled with dissolved carbon dioxide on purpose.',
      },
      {
        depth: 2,
        text: 'Sweet and off-dry wines, and unfiltered wines with little sulfur dioxide, are the most at risk.',
      },
    ],
    related: ['wine-faults', 'malolactic-conversion', 'fining-and-filtration', 'sweet-wine-methods'],
  },
  {
    id: 'fault-light-strike',
    title: 'Light strike (goût de lumière)',
    keywords: [
      'light strike',
      'lightstruck',
      'light-struck',
      'goût de lumière',
      'gout de lumiere',
      'clear bottle',
      'flint glass',
      'cabbage smell',
      'wet wool',
      'riboflavin',
    ],
    category: 'faults',
    summary:
      'Light strike occurs when ultraviolet and blue light react with riboflavin and amino acids in wine, forming sulfur compounds that smell of cooked cabbage, wet wool or onion. Champagne and white wines in clear glass are most at risk.',
    points: [
      { depth: 1, text: 'Wine left in bright light, especially in clear bottles, can develop a stale cabbage smell.' },
      {
        depth: 2,
        text: 'Clear (flint) and pale green bottles let through most of the damaging light; brown and dark green glass protect better.',
      },
      {
        depth: 2,
        text: 'Delicate whites, rosés and sparkling wines are most sensitive; fluorescent shop lighting and sunlight are common causes.',
      },
      {
        depth: 3,
        text: 'It can happen in hours under strong light; keep bottles in their boxes, in the dark, until needed.',
      },
      {
        depth: 4,
        text: 'The reaction, triggered by riboflavin (vitamin B2), produces compounds such as methanethiol and dimethyl disulfide; some producers wrap clear bottles in UV-protective film or paper.',
      },
    ],
    related: ['wine-faults', 'wine-storage', 'fault-reduction'],
  },
  // ────────────────────────── Responsible drinking ──────────────────────────
  {
    id: 'responsible-drinking',
    title: 'Alcohol, health and responsible drinking',
    keywords: [
      'units',
      'alcohol units',
      'units of alcohol',
      'unit of alcohol',
      'standard drink',
      'standard drinks',
      'how many units in a bottle',
      'responsible drinking',
      'health',
      'alcohol and health',
      'safe drinking',
      'drink driving',
      'pregnancy',
      'calories',
      'hangover',
      'spitting',
      'heart',
      'heart disease',
      'healthy',
      'good for you',
      'bad for you',
      'pregnant',
      'liver',
      'sleep',
    ],
    category: 'service',
    summary:
      'Alcohol is a drug that affects judgement and health. Countries measure it in units or standard drinks and publish low-risk guidelines. For tasting professionals, spitting, drinking water and eating are part of the job.',
    points: [
      {
        depth: 1,
        text: 'Stronger wines and bigger glasses mean more alcohol: a large glass of a 14% wine contains far more alcohol than a small glass of a 11% wine.',
      },
      {
        depth: 1,
        text: 'Never drink and drive, and avoid alcohol if pregnant or trying to become pregnant: health authorities advise that no level of drinking is known to be safe in pregnancy.',
      },
      {
        depth: 2,
        text: 'UK units: one unit is 10 ml (8 g) of pure alcohol. Units = ABV (%) × volume (litres). A 750 ml bottle at 13% contains about 9.8 units; a 175 ml glass at 13% about 2.3 units.',
      },
      {
        depth: 2,
        text: 'UK Chief Medical Officers’ guideline: to keep risks low, do not regularly drink more than 14 units a week, spread over three or more days, with several drink-free days.',
      },
      {
        depth: 3,
        text: 'Other countries use standard drinks: in the USA one standard drink contains 14 g of alcohol (about 5 fl oz of 12% wine); in Australia 10 g, and Australian guidelines advise no more than 10 standard drinks a week and no more than 4 on any one day.',
      },
      {
        depth: 3,
        text: 'Long-term heavy drinking raises the risk of liver disease, several cancers, heart disease and dependence; alcohol is classified as a cause of cancer by the International Agency for Research on Cancer.',
      },
      {
        depth: 4,
        text: 'At tastings, spit every wine, drink water, eat, and take breaks; the body removes alcohol slowly, at roughly one unit per hour, and nothing speeds this up.',
      },
      {
        depth: 2,
        text: 'Alcohol may help you fall asleep, but it disturbs sleep later in the night and lowers its quality, so a nightcap is no sleep aid.',
      },
      {
        depth: 2,
        text: 'A 175 ml glass of 13% wine holds about 160 calories (kcal) and a 125 ml glass about 110, almost all from the alcohol; sweet wines and stronger wines hold more.',
      },
    ],
    related: ['alcohol-and-body', 'wine-measures-and-bottle-sizes', 'systematic-tasting'],
  },
  // ───────────────────────── Food and wine pairing ─────────────────────────
  {
    id: 'food-and-wine-principles',
    title: 'Food and wine pairing: the principles',
    keywords: [
      'food and wine pairing',
      'food pairing',
      'wine pairing',
      'what wine goes with',
      'matching food and wine',
      'pairing rules',
      'food and wine interactions',
      'WSET pairing',
      'what to drink with',
      'pairing principles',
    ],
    category: 'pairing',
    summary:
      'Food changes how wine tastes. Sweetness and umami in food make wine taste harder (more bitter, acidic and alcoholic, less fruity); acidity and salt in food make wine taste softer and fruitier. Chilli heat, bitterness, fat and the weight of a dish also matter. Good pairings balance these effects and match intensity.',
    points: [
      {
        depth: 1,
        text: 'Match weight: light dishes with light wines, rich dishes with fuller wines, so neither overwhelms the other.',
      },
      { depth: 1, text: 'A sweet dish needs a wine at least as sweet; otherwise the wine tastes thin and sour.' },
      {
        depth: 2,
        text: 'Sweetness and umami in food increase the perception of bitterness, astringency, acidity and the burning effect of alcohol in wine, and decrease its body, sweetness and fruitiness.',
      },
      {
        depth: 2,
        text: 'Acidity in food increases the perception of body, sweetness and fruitiness in wine and decreases its acidity; salt in food increases body and decreases bitterness, astringency and acidity.',
      },
      {
        depth: 2,
        text: 'Chilli heat increases bitterness, astringency, acidity and the burning effect of alcohol, and decreases body, richness, sweetness and fruitiness; bitterness in food increases bitterness in wine.',
      },
      {
        depth: 3,
        text: 'High-risk foods are sweet, umami-rich, bitter and hot (chilli) dishes; low-risk foods are salty and acidic. High-risk wines are bitter, tannic, oaky, high-alcohol or very complex; low-risk wines are simple, fruity, unoaked and, for hot food, off-dry.',
      },
      {
        depth: 3,
        text: 'Fat and oil: high acidity (and bubbles) refresh the palate and cut through richness; tannin seems softer with fatty protein such as steak.',
      },
      {
        depth: 3,
        text: 'Pair with the dominant element, often the sauce or cooking method rather than the main ingredient: poached chicken and chicken in a red wine sauce need different wines.',
      },
      {
        depth: 4,
        text: 'Flavour matching (earthy mushrooms with earthy Pinot Noir) and contrast (salty blue cheese with sweet wine) are both valid, but structural interactions decide whether a pairing works.',
      },
    ],
    table: {
      caption: 'How food components change the way wine tastes (WSET interactions)',
      headers: ['Component in food', 'Increases in the wine', 'Decreases in the wine'],
      rows: [
        ['Sweetness', 'Bitterness, astringency, acidity, burning effect of alcohol', 'Body, sweetness, fruitiness'],
        ['Umami', 'Bitterness, astringency, acidity, burning effect of alcohol', 'Body, sweetness, fruitiness'],
        ['Acidity', 'Body, sweetness, fruitiness', 'Acidity'],
        ['Salt', 'Body', 'Bitterness, astringency, acidity'],
        ['Bitterness', 'Bitterness', '—'],
        [
          'Chilli heat',
          'Bitterness, astringency, acidity, burning effect of alcohol',
          'Body, richness, sweetness, fruitiness',
        ],
      ],
    },
    related: [
      'sweetness-in-food',
      'umami-in-food',
      'acidity-in-food',
      'salt-in-food',
      'bitterness-in-food',
      'chilli-heat',
      'fat-and-richness',
      'weight-and-intensity',
      'tannin-and-protein',
      'regional-pairing',
    ],
  },
  {
    id: 'sweetness-in-food',
    title: 'Pairing with sweet food',
    keywords: [
      'sweet food',
      'dessert wine pairing',
      'dessert',
      'sweet dishes',
      'wine with dessert',
      'sweet and sour',
      'fruit sauce',
      'wine with cake',
    ],
    category: 'pairing',
    summary:
      'Sweetness in food makes wine taste drier, more acidic, more bitter and less fruity. The rule is simple: the wine should be at least as sweet as the food.',
    points: [
      {
        depth: 1,
        text: 'A dry wine with a sweet dessert tastes sour and thin; choose a dessert wine that is sweeter than the dessert.',
      },
      {
        depth: 2,
        text: 'Match intensity too: light fruit desserts with Moscato d’Asti or late-harvest Riesling; rich chocolate or toffee desserts with Banyuls, Maury, Tawny Port, PX or Rutherglen Muscat.',
      },
      {
        depth: 2,
        text: 'Savoury dishes with sweet elements (glazes, fruit sauces, many Asian dishes) are better with off-dry wines or ripe, fruity, low-tannin reds.',
      },
      {
        depth: 3,
        text: 'High acidity in a sweet wine keeps a pairing fresh, which is why Sauternes, Tokaji and Riesling work with many desserts.',
      },
      {
        depth: 4,
        text: 'Very sweet desserts can make even sweet wines taste thin; pair the sweetest desserts with the sweetest wines, such as PX or Rutherglen Muscat.',
      },
    ],
    related: ['food-and-wine-principles', 'sweet-wine-methods', 'fortified-wines'],
  },
  {
    id: 'umami-in-food',
    title: 'Pairing with umami-rich food',
    keywords: [
      'umami',
      'savoury',
      'savory',
      'mushrooms',
      'soy sauce',
      'parmesan',
      'cured meat',
      'aged cheese',
      'tomato',
      'MSG',
      'eggs',
      'asparagus',
    ],
    category: 'pairing',
    summary:
      'Umami, the savoury taste of mushrooms, aged cheese, cured meats, soy sauce, ripe tomatoes and some vegetables, makes wine taste more bitter, astringent and acidic and less fruity. Salt in the dish softens this effect.',
    points: [
      {
        depth: 1,
        text: 'Savoury foods such as mushrooms, parmesan or soy sauce can make tannic red wines taste bitter and harsh.',
      },
      {
        depth: 2,
        text: 'Choose fruity, lower-tannin wines with umami-rich dishes, or wines that themselves have savoury, mature character (aged Pinot Noir, Nebbiolo, Champagne with age, Amontillado).',
      },
      {
        depth: 2,
        text: 'Salt counteracts umami: salty umami dishes such as cured ham or aged cheeses are easier to match than unsalted ones.',
      },
      {
        depth: 3,
        text: 'Foods high in umami but low in salt, such as asparagus, eggs and some mushrooms, are among the hardest to pair; crisp, unoaked whites or dry Sherries are often safest.',
      },
      {
        depth: 4,
        text: 'Dry Sherry (Fino, Manzanilla, Amontillado) is itself rich in savoury character and is one of the best partners for umami-rich dishes.',
      },
    ],
    related: ['food-and-wine-principles', 'salt-in-food', 'tannin-and-protein'],
  },
  {
    id: 'acidity-in-food',
    title: 'Pairing with acidic food',
    keywords: [
      'acidic food',
      'vinaigrette',
      'salad dressing',
      'lemon',
      'citrus',
      'tomato sauce',
      'pickles',
      'ceviche',
      'tart food',
      'vinegar',
      'acid in food',
      'acidic foods',
      'acidic dishes',
      'acidity in food',
    ],
    category: 'pairing',
    summary:
      'Acidity in food makes a wine taste less acidic and richer, fruitier and sweeter. Acidic dishes are generally easy to pair, provided the wine has at least as much acidity as the food; otherwise it tastes flat and flabby.',
    points: [
      { depth: 1, text: 'Lemony, tomato-based or vinegary dishes need crisp, high-acid wines.' },
      {
        depth: 2,
        text: 'Good matches: Sauvignon Blanc with goat cheese and salads, Sangiovese or Barbera with tomato sauces, Albariño or Muscadet with lemony seafood.',
      },
      { depth: 2, text: 'Acidic food can soften a very tart wine, making it taste rounder and fruitier.' },
      {
        depth: 3,
        text: 'Very sharp dressings with plenty of vinegar challenge most wines; using lemon or wine in the dressing, or less vinegar, makes pairing easier.',
      },
      {
        depth: 4,
        text: 'A squeeze of lemon in a dish can make a very crisp, high-acid wine taste softer and fruitier alongside it, a useful trick when a wine seems too tart for the food.',
      },
    ],
    related: ['food-and-wine-principles', 'fat-and-richness', 'tannin-vs-acidity'],
  },
  {
    id: 'salt-in-food',
    title: 'Pairing with salty food',
    keywords: [
      'salty food',
      'salt',
      'salty snacks',
      'crisps',
      'chips',
      'olives',
      'cured ham',
      'blue cheese',
      'oysters',
      'anchovies',
      'feta',
    ],
    category: 'pairing',
    summary:
      'Salt is wine-friendly: it makes wine taste softer, less bitter and less acidic, and fuller in body. Salty foods are easy to match, and salty-sweet contrasts, such as blue cheese with sweet wine, are classics.',
    points: [
      {
        depth: 1,
        text: 'Salty foods like olives, crisps, cured ham and salty cheeses go well with most wines, especially crisp whites, sparkling wines and dry Sherry.',
      },
      { depth: 2, text: 'Salt softens tannin and acidity, so it can tame a young, tannic red or a very tart white.' },
      { depth: 2, text: 'Salty and sweet contrast: Stilton with Port, Roquefort with Sauternes.' },
      {
        depth: 3,
        text: 'High acidity and bubbles refresh the palate between salty, fried mouthfuls, which is why Champagne and Cava work with fried snacks and tempura.',
      },
      {
        depth: 4,
        text: 'Seasoning with salt, and a little acidity such as lemon, makes many dishes more wine-friendly and can rescue a pairing with a tannic or high-acid wine.',
      },
    ],
    related: ['food-and-wine-principles', 'umami-in-food', 'acidity-in-food'],
  },
  {
    id: 'bitterness-in-food',
    title: 'Pairing with bitter food',
    keywords: [
      'bitter food',
      'bitterness',
      'radicchio',
      'chicory',
      'endive',
      'rocket',
      'arugula',
      'charred',
      'grilled vegetables',
      'dark chocolate',
      'olives',
      'kale',
    ],
    category: 'pairing',
    summary:
      'Bitterness in food adds to bitterness in wine. Bitter foods such as radicchio, chicory, charred vegetables and very dark chocolate are best with wines low in tannin and bitterness, such as fresh, fruity whites and light reds.',
    points: [
      { depth: 1, text: 'Bitter leaves or burnt, charred food can make a tannic red wine taste very bitter.' },
      { depth: 2, text: 'Choose wines with low bitterness and tannin: unoaked whites, rosés and light, fruity reds.' },
      {
        depth: 3,
        text: 'Some people enjoy bitterness and may find a bitter-on-bitter match acceptable; tolerance varies greatly between individuals.',
      },
      { depth: 3, text: 'Salt or a little sweetness in the dish can balance bitterness and make pairing easier.' },
      {
        depth: 4,
        text: 'Oak adds its own bitterness and tannin, so heavily oaked wines are risky with charred, grilled or bitter foods.',
      },
    ],
    related: ['food-and-wine-principles', 'tannin-vs-acidity'],
  },
  {
    id: 'chilli-heat',
    title: 'Pairing with chilli heat and spicy food',
    keywords: [
      'spicy food',
      'chilli',
      'chili',
      'hot food',
      'spice',
      'curry',
      'Thai',
      'Sichuan',
      'Szechuan',
      'Mexican',
      'Indian food',
      'jalapeño',
      'wine with spicy food',
      'capsaicin',
    ],
    category: 'pairing',
    summary:
      'Chilli heat makes wine taste more alcoholic, bitter, astringent and acidic, and strips away fruit and sweetness; high alcohol in turn makes the burn worse. Off-dry, fruity, low-alcohol, low-tannin wines are the safest choices.',
    points: [
      {
        depth: 1,
        text: 'With spicy food, pick a fruity, slightly sweet white or rosé, or a juicy red with soft tannins, rather than a strong, tannic or oaky wine.',
      },
      {
        depth: 2,
        text: 'Good choices: off-dry Riesling, Gewurztraminer, Pinot Gris, Chenin Blanc, rosé, and fruity, low-tannin reds such as Beaujolais.',
      },
      {
        depth: 2,
        text: 'Avoid high-alcohol, high-tannin and heavily oaked wines: alcohol intensifies the burn and tannin turns bitter.',
      },
      {
        depth: 3,
        text: 'Distinguish heat from aromatic spice: dishes rich in aromatic spices but mild in chilli (many Moroccan or North Indian dishes) can take fuller wines.',
      },
      {
        depth: 3,
        text: 'Sweetness in the wine soothes the heat, and chilled wines are refreshing; sparkling wines with a little sweetness can work well.',
      },
      {
        depth: 4,
        text: 'Sichuan pepper gives a numbing, tingling sensation rather than heat alone; fruity, aromatic wines with some sweetness handle the combination of numbing spice, chilli and oil best.',
      },
    ],
    related: ['food-and-wine-principles', 'sweetness-in-food', 'alcohol-and-body'],
  },
  {
    id: 'fat-and-richness',
    title: 'Pairing with fatty and rich food',
    keywords: [
      'fatty food',
      'rich food',
      'creamy sauce',
      'cream',
      'butter',
      'oily fish',
      'fried food',
      'cut through fat',
      'cheese',
      'pork belly',
      'duck fat',
    ],
    category: 'pairing',
    summary:
      'Fat and oil coat the palate. Wines with high acidity or bubbles refresh it, "cutting through" the richness; tannic reds suit fatty red meat because fat and protein soften the sensation of tannin. Rich, creamy sauces also pair well with equally rich, full-bodied whites.',
    points: [
      { depth: 1, text: 'Crisp, high-acid wines and sparkling wines make rich, fatty or fried food feel lighter.' },
      {
        depth: 2,
        text: 'Fatty red meats (steak, lamb) soften young, tannic reds such as Cabernet Sauvignon, Syrah or Nebbiolo.',
      },
      {
        depth: 2,
        text: 'Creamy sauces match richer whites with similar texture: oaked Chardonnay, Viognier, white Rhône, or Chenin Blanc with some age.',
      },
      {
        depth: 3,
        text: 'Oily fish such as salmon, mackerel or sardines need acidity: Riesling, Sauvignon Blanc, Albariño, light Pinot Noir or dry rosé.',
      },
      {
        depth: 4,
        text: 'The "cutting through" effect is partly perceptual: acidity and carbon dioxide stimulate saliva and clear the coating of fat, restoring sensitivity between bites.',
      },
    ],
    related: ['food-and-wine-principles', 'tannin-and-protein', 'acidity-in-food', 'weight-and-intensity'],
  },
  {
    id: 'weight-and-intensity',
    title: 'Matching weight and flavour intensity',
    keywords: [
      'weight',
      'intensity',
      'body matching',
      'light dish',
      'heavy dish',
      'flavour intensity',
      'match the weight',
      'delicate food',
      'powerful wine',
    ],
    category: 'pairing',
    summary:
      'The simplest pairing rule is to match weight and flavour intensity: delicate dishes with light, subtle wines; hearty, strongly flavoured dishes with full-bodied, intense wines. A mismatch lets one side overwhelm the other.',
    points: [
      { depth: 1, text: 'Light food with light wine, rich food with rich wine.' },
      {
        depth: 2,
        text: 'Steamed white fish suits a light white such as Muscadet or Chablis; a hearty beef stew suits a full-bodied red such as Syrah, Malbec or Châteauneuf-du-Pape.',
      },
      {
        depth: 2,
        text: 'Cooking method changes weight: poached or steamed dishes are lighter than roasted, grilled or braised ones; sauces often matter more than the main ingredient.',
      },
      {
        depth: 3,
        text: 'Flavour intensity and body are different: a light-bodied wine can be intensely aromatic (Gewurztraminer, Sauvignon Blanc) and stand up to strongly flavoured but light dishes.',
      },
      {
        depth: 3,
        text: 'Sparkling wines are among the most flexible partners: their acidity and bubbles refresh heavier dishes while their delicate flavours suit light ones.',
      },
    ],
    related: ['food-and-wine-principles', 'fat-and-richness', 'alcohol-and-body'],
  },
  {
    id: 'tannin-and-protein',
    title: 'Tannin with protein and fat',
    keywords: [
      'tannin and food',
      'tannin and protein',
      'red wine with steak',
      'red wine with fish',
      'tannic wine food',
      'metallic taste',
      'red wine and cheese',
      'why red wine with red meat',
    ],
    category: 'pairing',
    summary:
      'Tannins bind to proteins: in the mouth they bind to saliva and dry the palate, but with protein- and fat-rich food such as red meat they bind to the food instead, so the wine feels smoother. With oily fish, tannic reds can taste metallic.',
    points: [
      { depth: 1, text: 'Tannic red wines taste softer with steak, lamb and hard cheese than on their own.' },
      {
        depth: 2,
        text: 'Red meat’s protein and fat soften the drying effect of tannin; this is why Cabernet Sauvignon with steak and Barolo with braised beef are classics.',
      },
      {
        depth: 2,
        text: 'Tannin can clash with oily fish and some seafood, giving an unpleasant metallic or fishy taste; choose whites, rosés or low-tannin reds such as Pinot Noir or Gamay for fish.',
      },
      {
        depth: 3,
        text: 'Spicy, sweet or umami-rich dishes make tannins taste harsher, so even red-meat dishes with sweet or hot sauces suit softer, fruitier reds.',
      },
      {
        depth: 4,
        text: 'The astringency of tannin comes from its binding and precipitation of salivary proteins; protein-rich food provides an alternative binding partner.',
      },
    ],
    related: ['food-and-wine-principles', 'tannin-vs-acidity', 'fat-and-richness'],
  },
  {
    id: 'regional-pairing',
    title: 'Regional pairing: "what grows together goes together"',
    keywords: [
      'regional pairing',
      'local wine with local food',
      'what grows together goes together',
      'classic pairings',
      'traditional pairings',
      'Italian food wine',
      'French food wine',
      'Spanish food wine',
    ],
    category: 'pairing',
    summary:
      'Wines and dishes from the same region have often grown up together, so local pairings are a reliable starting point: Chianti with Tuscan steak, Muscadet with Loire oysters, Fino with tapas, Sancerre with Crottin de Chavignol goat cheese.',
    points: [
      { depth: 1, text: 'When in doubt, choose a wine from the same place as the dish.' },
      {
        depth: 2,
        text: 'Examples: Chablis or Muscadet with oysters; Sancerre with local goat cheese; Beaujolais with charcuterie; Barolo with braised beef and truffles; Rioja with roast lamb; Albariño with Galician seafood; Fino or Manzanilla with tapas and jamón.',
      },
      {
        depth: 2,
        text: 'Alsace wines with choucroute and Munster cheese; Burgundy with boeuf bourguignon and coq au vin; Chianti Classico with bistecca alla fiorentina; Port with Stilton (an English tradition).',
      },
      {
        depth: 3,
        text: 'Regional cuisines often have high-acid wines for fatty, rich dishes (Italian reds with olive-oil and tomato cooking) and sweet wines with local desserts or blue cheeses (Sauternes with Roquefort).',
      },
      {
        depth: 4,
        text: 'Regional matching is a heuristic, not a rule: modern regional wines may be riper or oakier than the styles the local dishes evolved with.',
      },
    ],
    related: ['food-and-wine-principles', 'weight-and-intensity', 'cheese-and-wine'],
  },
  {
    id: 'cheese-and-wine',
    title: 'Cheese and wine',
    keywords: [
      'cheese and wine',
      'wine with cheese',
      'cheeseboard',
      'cheese board',
      'blue cheese',
      'goat cheese',
      'brie',
      'camembert',
      'cheddar',
      'parmesan',
      'Stilton',
      'Roquefort',
      'Comté',
    ],
    category: 'pairing',
    summary:
      'Cheese is harder to pair than it seems: many cheeses make tannic reds taste bitter or metallic. White wines, sweet wines and fortified wines are often better matches than the traditional red, and it is best to pair each cheese rather than a whole board.',
    points: [
      { depth: 1, text: 'White wines often go better with cheese than red wines.' },
      {
        depth: 2,
        text: 'Fresh goat cheese with crisp Sauvignon Blanc (Sancerre); soft, creamy cheeses (Brie, Camembert) with Champagne, Chardonnay or light Pinot Noir; hard aged cheeses (Cheddar, Comté, Parmigiano) with fuller reds, aged white wines, Amontillado or Tawny Port.',
      },
      {
        depth: 2,
        text: 'Blue cheeses with sweet wines: Stilton with Port, Roquefort with Sauternes; the salt and sweetness contrast is a classic.',
      },
      {
        depth: 3,
        text: 'Washed-rind cheeses (Munster, Époisses) are pungent: Gewurztraminer or Alsace Pinot Gris, or Burgundy for Époisses.',
      },
      {
        depth: 3,
        text: 'For a mixed cheeseboard, a versatile choice is an off-dry or aromatic white, an aged Tawny Port, or a selection of wines.',
      },
    ],
    related: ['food-and-wine-principles', 'salt-in-food', 'tannin-and-protein', 'regional-pairing'],
  },
  {
    id: 'difficult-foods',
    title: 'Difficult foods: artichokes, asparagus, eggs and others',
    keywords: [
      'difficult pairings',
      'hard to pair',
      'artichoke',
      'asparagus',
      'eggs',
      'chocolate',
      'vinaigrette',
      'Brussels sprouts',
      'wine killers',
      'cynarin',
    ],
    category: 'pairing',
    summary:
      'Some foods are notoriously hard on wine: artichokes make wine taste sweet and metallic, asparagus and eggs bring sulfurous, umami flavours, chocolate coats the palate, and sharp vinaigrettes flatten most wines. Crisp, unoaked whites, dry Sherry and sweet fortified wines are the usual rescues.',
    points: [
      {
        depth: 1,
        text: 'If a dish seems to make every wine taste strange, try a crisp, unoaked white or a dry Sherry.',
      },
      {
        depth: 2,
        text: 'Artichokes contain cynarin, which makes many wines taste oddly sweet; choose high-acid, unoaked whites such as Sauvignon Blanc, Grüner Veltliner or Assyrtiko, or Fino Sherry.',
      },
      {
        depth: 2,
        text: 'Asparagus: green and grassy flavours suit Sauvignon Blanc and Grüner Veltliner; white asparagus with butter or hollandaise suits Alsace or German Riesling, Pinot Blanc or Silvaner.',
      },
      {
        depth: 2,
        text: 'Eggs coat the palate and are high in umami; sparkling wine, Chablis, unoaked Chardonnay or light Pinot Noir (for eggs in red wine sauce) work well.',
      },
      {
        depth: 3,
        text: 'Chocolate needs a wine at least as sweet and with enough intensity: Banyuls, Maury, Ruby or Tawny Port, PX, or Rutherglen Muscat.',
      },
    ],
    related: ['food-and-wine-principles', 'umami-in-food', 'acidity-in-food', 'sweetness-in-food'],
  },
  // ─────────────────────────── Labels and law ───────────────────────────
  {
    id: 'reading-a-wine-label',
    title: 'Reading a wine label',
    keywords: [
      'wine label',
      'read a label',
      'reading labels',
      'label terms',
      'what does the label mean',
      'back label',
      'front label',
      'mandatory information',
      'vintage',
      'appellation',
      'estate bottled',
      'alcohol on label',
      'ingredients',
      'QR code',
    ],
    category: 'labels',
    summary:
      'A wine label tells you where and how the wine was made. Old World labels usually name the place (appellation), New World labels usually the grape variety; both show producer, vintage, alcohol and volume, plus legal information such as allergens.',
    points: [
      {
        depth: 1,
        text: 'Look for: producer, wine name or place, grape variety (if shown), vintage, alcohol percentage and bottle size.',
      },
      {
        depth: 1,
        text: 'European labels often name only the place, like Chablis or Rioja; you need to know which grapes are grown there (Chablis is Chardonnay; Rioja red is mainly Tempranillo).',
      },
      {
        depth: 2,
        text: 'Quality terms show the legal category: AOC/AOP (France), DOCG/DOC (Italy), DOCa/DO (Spain), Qualitätswein/Prädikatswein (Germany), or PDO and PGI in general EU terms.',
      },
      {
        depth: 2,
        text: 'Terms for ageing or selection: Riserva, Reserva, Gran Reserva, Grand Cru, Premier Cru, Kabinett, Spätlese. Some, like "Reserve" in the New World or "Vieilles Vignes", are not legally defined.',
      },
      {
        depth: 3,
        text: 'Mandatory items in the EU include the product category, the PDO or PGI name where relevant, actual alcoholic strength, nominal volume, allergens (such as "contains sulfites"), the bottler, and the country of origin; sweetness terms are mandatory for sparkling wines.',
      },
      {
        depth: 3,
        text: 'Estate bottling terms show that grower and bottler are the same: mis en bouteille au château/au domaine (France), imbottigliato all’origine (Italy), Gutsabfüllung or Erzeugerabfüllung (Germany), estate bottled (USA).',
      },
      {
        depth: 4,
        text: 'For wines produced in the EU from 8 December 2023, a list of ingredients and a nutrition declaration are required; the energy value must appear on the label, while the full lists may be given through a QR code.',
      },
      {
        depth: 4,
        text: 'Alcohol tolerances: in the EU, the stated strength may differ from the actual one by up to 0.5% vol; in the USA, by up to 1.5% for wines of 14% or less and 1% for wines above 14%.',
      },
    ],
    related: [
      'eu-quality-pyramid',
      'reading-labels-france',
      'reading-labels-italy',
      'reading-labels-spain',
      'reading-labels-germany',
      'reading-labels-new-world',
      'labelling-rules',
    ],
  },
  {
    id: 'eu-quality-pyramid',
    title: 'The EU quality pyramid: PDO, PGI and wine without GI',
    keywords: [
      'PDO',
      'PGI',
      'DOP',
      'IGP',
      'AOP',
      'protected designation of origin',
      'protected geographical indication',
      'EU wine law',
      'quality pyramid',
      'wine categories',
      'table wine',
      'vin de table',
      'appellation system',
    ],
    category: 'labels',
    summary:
      'EU wine law has three main levels: PDO (Protected Designation of Origin), the strictest, PGI (Protected Geographical Indication), with broader rules, and wine without a geographical indication. Each country keeps its own traditional names for these levels.',
    points: [
      {
        depth: 1,
        text: 'PDO wines come from a defined place with strict rules; PGI wines come from a larger area with looser rules; wines without a GI can come from anywhere in the country or even from several EU countries.',
      },
      {
        depth: 2,
        text: 'PDO: all grapes from the named area, and rules on permitted varieties, yields, viticulture and winemaking. Traditional names: AOC/AOP in France, DOCG and DOC in Italy, DOCa, DO and others in Spain, Qualitätswein and Prädikatswein in Germany.',
      },
      {
        depth: 2,
        text: 'PGI: at least 85% of grapes from the named area, with more freedom on varieties and yields. Traditional names: IGP (formerly Vin de Pays) in France, IGT in Italy, Vino de la Tierra in Spain, Landwein in Germany.',
      },
      {
        depth: 2,
        text: 'Wine without GI: Vin de France, Vino (Italy), Vino (Spain), Deutscher Wein; it may show grape variety and vintage.',
      },
      {
        depth: 3,
        text: 'Higher category does not guarantee better wine: many innovative producers work at PGI level to use grapes or methods their PDO does not allow, as the early "Super Tuscans" did as table wines before IGT Toscana existed.',
      },
      {
        depth: 4,
        text: 'The current PDO/PGI framework for wine dates from the EU wine reform that took effect in 2009; national traditional terms such as AOC, DOC and DO remain legally protected alongside it.',
      },
    ],
    table: {
      caption: 'EU categories and national equivalents',
      headers: ['EU category', 'France', 'Italy', 'Spain', 'Germany'],
      rows: [
        ['PDO', 'AOC / AOP', 'DOCG, DOC', 'Vino de Pago, DOCa/DOQ, DO, VC', 'Prädikatswein, Qualitätswein'],
        ['PGI', 'IGP (Vin de Pays)', 'IGT / IGP', 'Vino de la Tierra', 'Landwein'],
        ['Wine without GI', 'Vin de France', 'Vino', 'Vino', 'Deutscher Wein'],
      ],
    },
    related: [
      'reading-a-wine-label',
      'reading-labels-france',
      'reading-labels-italy',
      'reading-labels-spain',
      'reading-labels-germany',
      'labelling-rules',
    ],
  },
  {
    id: 'reading-labels-france',
    title: 'Reading a French wine label',
    keywords: [
      'French wine label',
      'AOC',
      'AOP',
      'appellation d’origine contrôlée',
      'IGP',
      'vin de pays',
      'Vin de France',
      'grand cru',
      'premier cru',
      '1er cru',
      'cru classé',
      'château',
      'domaine',
      'mis en bouteille au château',
      'villages',
      'cru bourgeois',
      '1855 classification',
    ],
    category: 'labels',
    summary:
      'French labels are built around the appellation (AOC/AOP), which defines place, grapes and methods. Each region adds its own quality terms: Grand Cru and Premier Cru vineyards in Burgundy, classified châteaux (crus classés) in Bordeaux, village appellations in the Rhône and Beaujolais.',
    points: [
      {
        depth: 1,
        text: 'The appellation name (for example Sancerre, Pauillac, Chablis) tells you the place, and by law the grapes and style.',
      },
      {
        depth: 2,
        text: 'Categories: AOC/AOP, IGP (formerly Vin de Pays, for example IGP Pays d’Oc) and Vin de France.',
      },
      {
        depth: 2,
        text: 'Burgundy hierarchy: regional (Bourgogne), village (for example Gevrey-Chambertin), Premier Cru (village plus vineyard, "1er Cru") and Grand Cru (the vineyard name alone, for example Chambertin or Montrachet).',
      },
      {
        depth: 2,
        text: 'Bordeaux: the château is the estate; the 1855 classification ranked Médoc red wines (plus Haut-Brion from Graves) into five growths (crus), and separately the sweet wines of Sauternes and Barsac.',
      },
      {
        depth: 3,
        text: 'Other Bordeaux classifications: Saint-Émilion (revised periodically, with Premier Grand Cru Classé and Grand Cru Classé), the Graves classification, and the Cru Bourgeois ranking for the Médoc.',
      },
      {
        depth: 3,
        text: 'Useful terms: Villages (a superior subzone, as in Côtes du Rhône Villages or Beaujolais-Villages), Supérieur (usually higher minimum alcohol), sur lie (Muscadet aged on lees), élevé en fût de chêne (aged in oak), mis en bouteille au château/domaine (estate bottled), vieilles vignes (old vines, unregulated).',
      },
      {
        depth: 4,
        text: 'The 1855 classification has barely changed: the most notable change was the promotion of Château Mouton Rothschild from second to first growth in 1973.',
      },
    ],
    related: ['eu-quality-pyramid', 'reading-a-wine-label', 'old-world-vs-new-world'],
  },
  {
    id: 'reading-labels-italy',
    title: 'Reading an Italian wine label',
    keywords: [
      'Italian wine label',
      'DOCG',
      'DOC',
      'IGT',
      'IGP',
      'Classico',
      'Riserva',
      'Superiore',
      'Super Tuscan',
      'Vino',
      'imbottigliato all’origine',
      'azienda agricola',
      'tenuta',
      'fascetta',
      'secco',
      'amabile',
      'dolce',
      'frizzante',
      'spumante',
      'passito',
    ],
    category: 'labels',
    summary:
      'Italian labels name a place, a grape, or both, together with the category: DOCG at the top, then DOC, IGT and Vino. Terms such as Classico, Superiore and Riserva add meaning about origin, ripeness and ageing.',
    points: [
      {
        depth: 1,
        text: 'Italian wines may be named after a place (Chianti, Barolo, Soave), a grape (Montepulciano d’Abruzzo, Barbera d’Asti: grape plus place) or a brand name.',
      },
      {
        depth: 2,
        text: 'Categories: DOCG (Denominazione di Origine Controllata e Garantita), DOC, IGT (Indicazione Geografica Tipica, equivalent to PGI) and Vino.',
      },
      {
        depth: 2,
        text: 'Classico: the historic heartland of a zone (Chianti Classico, Soave Classico, Valpolicella Classico). Riserva: longer minimum ageing. Superiore: usually higher minimum alcohol or stricter rules.',
      },
      { depth: 3, text: 'DOCG wines carry a numbered government strip (fascetta) over the capsule or neck.' },
      {
        depth: 3,
        text: 'Sweetness and style terms: secco (dry), abboccato or amabile (off-dry to medium-sweet), dolce (sweet), frizzante (semi-sparkling), spumante (sparkling), passito (from dried grapes), metodo classico (traditional method).',
      },
      {
        depth: 3,
        text: 'Producer terms: azienda agricola (estate farming its own grapes), tenuta or podere (estate), cantina sociale or cantina cooperativa (cooperative), imbottigliato all’origine (estate bottled), vendemmia (vintage).',
      },
      {
        depth: 4,
        text: 'Super Tuscans, often Bordeaux varieties or unusual blends from Tuscany, began outside the DOC rules in the 1970s and are now mostly labelled IGT Toscana, though some are now DOC (Bolgheri) or even have their own DOC, such as Bolgheri Sassicaia.',
      },
    ],
    related: ['eu-quality-pyramid', 'reading-a-wine-label', 'prosecco', 'franciacorta', 'dried-grape-wines'],
  },
  {
    id: 'reading-labels-spain',
    title: 'Reading a Spanish wine label',
    keywords: [
      'Spanish wine label',
      'DO',
      'DOCa',
      'DOQ',
      'Vino de Pago',
      'Vino de la Tierra',
      'Crianza',
      'Reserva',
      'Gran Reserva',
      'Joven',
      'Roble',
      'cosecha',
      'bodega',
      'tinto',
      'blanco',
      'rosado',
      'Rioja ageing',
    ],
    category: 'labels',
    summary:
      'Spanish labels combine the place (DO or DOCa) with ageing terms. Joven, Crianza, Reserva and Gran Reserva set minimum ageing periods in barrel and bottle before release, with stricter rules in some regions such as Rioja.',
    points: [
      {
        depth: 1,
        text: 'Crianza, Reserva and Gran Reserva on a Spanish red mean increasing minimum ageing before sale; Gran Reserva is aged the longest.',
      },
      {
        depth: 2,
        text: 'National minimums for red wines: Crianza 2 years with at least 6 months in oak; Reserva 3 years with at least 1 year in oak; Gran Reserva 5 years with at least 18 months in oak. Rioja requires at least 1 year in oak for Crianza and 2 years for Gran Reserva.',
      },
      {
        depth: 2,
        text: 'For white and rosé wines: Crianza 18 months with 6 months in oak; Reserva 2 years with 6 months in oak; Gran Reserva 4 years with 6 months in oak.',
      },
      {
        depth: 2,
        text: 'Joven: young wine with little or no oak. Roble ("oak") indicates a short time in oak but is not defined in most regions.',
      },
      {
        depth: 3,
        text: 'Categories: Vino de Pago (single estates with their own PDO), DOCa (Rioja; DOQ Priorat in Catalan), DO, Vino de Calidad con Indicación Geográfica, Vino de la Tierra (PGI) and Vino.',
      },
      {
        depth: 3,
        text: 'Terms: bodega (winery), cosecha or vendimia (vintage), tinto (red), blanco (white), rosado (rosé), seco (dry), dulce (sweet), espumoso (sparkling), embotellado en la propiedad (estate bottled).',
      },
      {
        depth: 4,
        text: 'Rioja introduced place-based terms in 2017: Vino de Zona, Vino de Municipio and Viñedo Singular, alongside the traditional ageing categories.',
      },
    ],
    table: {
      caption: 'Spanish minimum ageing for red wines (national rules)',
      headers: ['Term', 'Total minimum ageing', 'Of which in oak'],
      rows: [
        ['Joven', 'None', 'None required'],
        ['Crianza', '2 years', '6 months (Rioja: 1 year)'],
        ['Reserva', '3 years', '1 year'],
        ['Gran Reserva', '5 years', '18 months (Rioja: 2 years)'],
      ],
    },
    related: ['eu-quality-pyramid', 'reading-a-wine-label', 'cava', 'sherry-production'],
  },
  {
    id: 'reading-labels-germany',
    title: 'Reading a German wine label',
    keywords: [
      'German wine label',
      'Prädikatswein',
      'Pradikatswein',
      'Qualitätswein',
      'QbA',
      'Kabinett',
      'Spätlese',
      'Spatlese',
      'Auslese',
      'Beerenauslese',
      'Trockenbeerenauslese',
      'Eiswein',
      'trocken',
      'halbtrocken',
      'feinherb',
      'VDP',
      'Grosses Gewächs',
      'GG',
      'Grosse Lage',
      'Erste Lage',
      'Oechsle',
      'Anbaugebiet',
      'Gutsabfüllung',
    ],
    category: 'labels',
    summary:
      'German labels show the region (Anbaugebiet), often a village and vineyard, the grape, and for Prädikatswein a ripeness level from Kabinett to Trockenbeerenauslese based on sugar in the grapes at harvest, not on the sweetness of the finished wine. Trocken means dry.',
    points: [
      {
        depth: 1,
        text: 'Kabinett, Spätlese and Auslese describe how ripe the grapes were when picked; the wine can still be dry (trocken), off-dry or sweet.',
      },
      {
        depth: 2,
        text: 'Categories: Deutscher Wein, Landwein (PGI), Qualitätswein (PDO, from one of 13 regions such as Mosel, Rheingau, Pfalz) and Prädikatswein, the top level with a Prädikat.',
      },
      {
        depth: 2,
        text: 'The Prädikat levels, in rising order of minimum must weight: Kabinett, Spätlese, Auslese, Beerenauslese (BA), Trockenbeerenauslese (TBA); Eiswein is made from frozen grapes with the same minimum must weight as BA.',
      },
      {
        depth: 2,
        text: 'Dryness terms: trocken (dry), halbtrocken (medium dry); feinherb is an unregulated term for off-dry wines.',
      },
      {
        depth: 3,
        text: 'Vineyard names usually follow the village with the suffix -er: "Wehlener Sonnenuhr" is the Sonnenuhr vineyard of the village of Wehlen.',
      },
      {
        depth: 3,
        text: 'Prädikatswein may not be chaptalised. Must weight is measured in degrees Oechsle, with minimums varying by region and grape.',
      },
      {
        depth: 3,
        text: 'The VDP, an association of leading estates, classifies its vineyards as Gutswein, Ortswein, Erste Lage and Grosse Lage; a dry wine from a Grosse Lage is labelled Grosses Gewächs (GG).',
      },
      {
        depth: 4,
        text: 'Other terms: Gutsabfüllung and Erzeugerabfüllung (estate or producer bottled) and the A.P. Nr. (official testing number). Germany’s 2021 wine law reform moved the system towards a pyramid based on origin, from region down to single vineyard.',
      },
    ],
    table: {
      caption: 'German Prädikats',
      headers: ['Prädikat', 'Meaning', 'Typical style'],
      rows: [
        ['Kabinett', 'Ripe grapes, lightest Prädikat', 'Light, delicate, dry to off-dry'],
        ['Spätlese', 'Late harvest', 'Riper, dry or medium-sweet'],
        ['Auslese', 'Selected bunches, very ripe, sometimes botrytis', 'Rich, often sweet'],
        ['Beerenauslese (BA)', 'Selected overripe berries, usually botrytised', 'Very sweet'],
        ['Eiswein', 'Grapes frozen on the vine', 'Very sweet, high acidity'],
        ['Trockenbeerenauslese (TBA)', 'Selected shrivelled, botrytised berries', 'Intensely sweet'],
      ],
    },
    related: [
      'eu-quality-pyramid',
      'reading-a-wine-label',
      'noble-rot',
      'ice-wine',
      'sweetness-levels',
      'late-harvest',
    ],
  },
  {
    id: 'reading-labels-new-world',
    title: 'Reading New World wine labels',
    keywords: [
      'New World label',
      'varietal label',
      'AVA',
      'American Viticultural Area',
      'GI',
      'geographical indication',
      'Wine of Origin',
      'WO',
      'Reserve',
      'Meritage',
      'estate bottled',
      'South Eastern Australia',
      'American wine label',
      'Australian wine label',
    ],
    category: 'labels',
    summary:
      'New World labels usually name the grape variety and a geographical indication (AVA in the USA, GI in Australia and New Zealand, Wine of Origin in South Africa) rather than a regulated appellation style. Geographical units define where grapes come from, not which grapes or methods may be used.',
    points: [
      {
        depth: 1,
        text: 'New World wines are usually named after the grape: Marlborough Sauvignon Blanc, Barossa Shiraz, Napa Valley Cabernet Sauvignon.',
      },
      {
        depth: 2,
        text: 'Geographical systems: American Viticultural Areas (AVAs) such as Napa Valley; Australian GIs (zones, regions, subregions) such as Barossa Valley; New Zealand GIs such as Marlborough; South African Wine of Origin units (regions, districts, wards).',
      },
      {
        depth: 2,
        text: 'Unlike most European appellations, these systems rarely regulate grape varieties, yields or winemaking methods.',
      },
      {
        depth: 3,
        text: 'Terms such as "Reserve", "Private Bin" or "Old Vine" are usually not legally defined; "Meritage" in the USA is a registered name for Bordeaux-style blends.',
      },
      {
        depth: 3,
        text: 'In Australia, when several varieties are named, they are listed in descending order of proportion (for example Cabernet Merlot).',
      },
      {
        depth: 4,
        text: 'Broad multi-region GIs, such as South Eastern Australia or California, allow blending across large areas for consistent, affordable wines.',
      },
    ],
    related: ['labelling-rules', 'reading-a-wine-label', 'old-world-vs-new-world'],
  },
  {
    id: 'labelling-rules',
    title: 'Vintage, variety and origin labelling rules',
    keywords: [
      '85% rule',
      '75% rule',
      'labelling rules',
      'labeling rules',
      'varietal percentage',
      'vintage percentage',
      'how much of the grape',
      'single varietal',
      'blend percentage',
      'label law',
      'Label Integrity Program',
    ],
    category: 'labels',
    summary:
      'A single-variety, single-vintage or single-region wine is rarely 100% of what the label says. The EU, Australia and New Zealand apply an 85% rule; the USA applies 75% for variety, 85% for vintage (95% with an AVA) and 85% for an AVA.',
    points: [
      {
        depth: 1,
        text: 'A wine labelled "Chardonnay" may legally contain some other grapes, as long as it meets the minimum percentage for that country.',
      },
      {
        depth: 2,
        text: 'EU: a wine naming one variety or one vintage must contain at least 85% of it; if two or more varieties are named, they must make up 100% of the wine and be listed in descending order.',
      },
      {
        depth: 2,
        text: 'Australia and New Zealand: at least 85% for a stated variety, vintage or geographical indication.',
      },
      {
        depth: 2,
        text: 'USA (federal rules): at least 75% of a named variety; at least 85% from a named AVA; at least 85% of a named vintage, or 95% if an AVA is stated; some states are stricter, for example Oregon for most varieties.',
      },
      { depth: 3, text: 'In the EU, PDO wines must come 100% from grapes grown in the area; PGI wines at least 85%.' },
      {
        depth: 3,
        text: 'South Africa: at least 85% of a stated variety or vintage, and 100% of the grapes from a stated Wine of Origin unit; Chile: at least 75% of a stated variety, vintage or origin, with 85% commonly used for wines sold to the EU.',
      },
      {
        depth: 3,
        text: 'Australia’s Label Integrity Program (LIP), run by Wine Australia, audits the records behind every claim of vintage, variety and geographical indication on a label.',
      },
      {
        depth: 4,
        text: 'A wine labelled "California" must be made entirely from California grapes, stricter than the federal 75% rule for a state name.',
      },
    ],
    table: {
      caption: 'Minimum percentages for label claims',
      headers: ['Claim', 'EU', 'Australia / New Zealand', 'USA'],
      rows: [
        ['Single grape variety', '85%', '85%', '75% (some states higher)'],
        ['Vintage', '85%', '85%', '85%, or 95% with an AVA'],
        ['Place of origin', 'PDO 100%, PGI 85%', '85% for a GI', '85% for an AVA'],
      ],
    },
    related: ['reading-a-wine-label', 'reading-labels-new-world', 'eu-quality-pyramid', 'blending'],
  },
  {
    id: 'old-world-vs-new-world',
    title: 'Old World versus New World',
    keywords: [
      'Old World',
      'New World',
      'old world vs new world',
      'European wine',
      'terroir vs fruit',
      'traditional vs modern',
      'difference between old world and new world',
      'Judgement of Paris',
      'Judgment of Paris',
      'Paris tasting of 1976',
      '1976 Paris tasting',
    ],
    category: 'labels',
    summary:
      'Old World means the traditional wine countries of Europe (and the Mediterranean); New World means countries where vines were brought by Europeans, such as the USA, Australia, New Zealand, South Africa, Chile and Argentina. The terms describe history and labelling habits as much as style: classically, Old World wines are more restrained, with higher acidity and lower alcohol, and New World wines riper, fruitier and fuller, though the gap has narrowed.',
    points: [
      {
        depth: 1,
        text: 'Old World: France, Italy, Spain, Germany, Portugal, Austria, Greece, Hungary and others. New World: USA, Canada, Chile, Argentina, Australia, New Zealand, South Africa and others.',
      },
      { depth: 2, text: 'Old World labels usually name the place; New World labels usually name the grape.' },
      {
        depth: 2,
        text: 'Classic generalisation: Old World wines are more restrained, with higher acidity, lower alcohol and more earthy or savoury notes; New World wines riper, fruit-forward and fuller. Climate, not hemisphere, drives most of this.',
      },
      {
        depth: 3,
        text: 'Old World regulation tends to control varieties, yields and methods through appellations; New World rules mostly define geography and labelling percentages, leaving freedom to experiment, irrigate and blend across regions.',
      },
      {
        depth: 3,
        text: 'In blind tasting the distinction is a first step in deduction: fruit ripeness, alcohol, oak style and earthiness are the usual clues, but cool-climate New World wines and warm-vintage European wines blur the line.',
      },
      {
        depth: 4,
        text: 'Some countries sit awkwardly in the scheme: Georgia and the eastern Mediterranean have among the oldest winemaking histories of all, while England and China have young wine industries yet are not part of the traditional New World.',
      },
      {
        depth: 2,
        text: 'The Judgement of Paris, a blind tasting held in Paris in 1976 by the wine merchant Steven Spurrier, placed a Californian Chardonnay (Chateau Montelena 1973) and Cabernet Sauvignon (Stag’s Leap Wine Cellars 1973) ahead of top white Burgundies and red Bordeaux, judged by French experts; it made the world take New World wine seriously.',
      },
    ],
    related: ['climate', 'reading-a-wine-label', 'deductive-tasting', 'reading-labels-new-world'],
  },
  // ─────────────────────────── Exam preparation ───────────────────────────
  {
    id: 'wset-qualifications',
    title: 'WSET wine qualifications: Levels 1 to 4',
    keywords: [
      'WSET',
      'Wine & Spirit Education Trust',
      'WSET Level 1',
      'WSET Level 2',
      'WSET Level 3',
      'WSET Level 4',
      'WSET Diploma',
      'DipWSET',
      'wine course',
      'wine certification',
      'wine exam',
      'L1',
      'L2',
      'L3',
      'wset exam format',
    ],
    category: 'business',
    summary:
      'The Wine & Spirit Education Trust (WSET), founded in London in 1969, offers four levels of wine qualification, from a one-day introduction (Level 1) to the Level 4 Diploma in Wines, an expert qualification studied over about two years. Each level adds theory and, from Level 3, a blind tasting examination.',
    points: [
      {
        depth: 1,
        text: 'Level 1 Award in Wines: a short beginner course on the main types and styles of wine, grape varieties, storage and service, and food pairing; assessed by a multiple-choice exam of 30 questions in 45 minutes.',
      },
      {
        depth: 1,
        text: 'Level 2 Award in Wines: the key grape varieties and regions of the world, labels, and factors affecting style; assessed by a multiple-choice exam of 50 questions in one hour.',
      },
      {
        depth: 2,
        text: 'Level 3 Award in Wines: in-depth understanding of how viticulture, winemaking and place shape style and quality, using the Systematic Approach to Tasting; assessed by a theory paper (multiple-choice and short written answers) and a blind tasting of two wines.',
      },
      {
        depth: 3,
        text: 'Level 4 Diploma in Wines is divided into units: D1 Wine Production, D2 Wine Business, D3 Wines of the World, D4 Sparkling Wines, D5 Fortified Wines and D6 Independent Research Assignment. D3 is the largest unit, with written theory and blind tasting papers.',
      },
      {
        depth: 3,
        text: 'WSET courses are taught by approved programme providers around the world, in classroom and online formats; WSET also offers qualifications in spirits and sake.',
      },
      {
        depth: 4,
        text: 'Graduates of the Diploma may use the post-nominal DipWSET; many go on to the Master of Wine programme of the Institute of Masters of Wine.',
      },
    ],
    table: {
      caption: 'WSET wine qualifications at a glance',
      headers: ['Level', 'Focus', 'Assessment'],
      rows: [
        ['Level 1 Award in Wines', 'Types and styles of wine, service, pairing', '30 multiple-choice questions'],
        ['Level 2 Award in Wines', 'Main grapes and regions, labels', '50 multiple-choice questions'],
        [
          'Level 3 Award in Wines',
          'Why wines taste as they do; SAT',
          'Theory (multiple choice + short written answers) and blind tasting of 2 wines',
        ],
        [
          'Level 4 Diploma in Wines',
          'Expert knowledge of production, business and wines of the world',
          'Six units: theory, blind tasting, coursework and research',
        ],
      ],
    },
    related: ['systematic-tasting', 'study-tips', 'blind-tasting-practice', 'court-of-master-sommeliers'],
  },
  {
    id: 'court-of-master-sommeliers',
    title: 'Court of Master Sommeliers examinations',
    keywords: [
      'Court of Master Sommeliers',
      'CMS',
      'Master Sommelier',
      'MS',
      'Introductory Sommelier',
      'Certified Sommelier',
      'Advanced Sommelier',
      'sommelier exam',
      'sommelier certification',
      'how to become a sommelier',
      'somm',
    ],
    category: 'business',
    summary:
      'The Court of Master Sommeliers runs four levels of examination for hospitality professionals, Introductory, Certified, Advanced and the Master Sommelier Diploma, testing theory, blind tasting and practical service. The Master Sommelier title is one of the hardest wine qualifications to earn.',
    points: [
      {
        depth: 1,
        text: 'Sommelier exams test not only wine knowledge but also tasting skills and restaurant service.',
      },
      {
        depth: 2,
        text: 'Introductory Sommelier: a course followed by a theory exam. Certified Sommelier: theory, blind tasting of two wines using the deductive grid, and a practical service exam.',
      },
      {
        depth: 2,
        text: 'Advanced Sommelier and Master Sommelier Diploma: theory (at Master level an oral examination), practical service (including decanting, sparkling wine service, food and beverage pairing and spirits knowledge) and blind tasting.',
      },
      {
        depth: 3,
        text: 'At Master level, candidates blind-taste six wines in 25 minutes, speaking their deductions aloud to the examiners and naming grape, region and vintage.',
      },
      {
        depth: 3,
        text: 'Theory covers wines, spirits, beers, sake, cocktails, cigars and the business of beverage service, at a level of detail far beyond most consumer courses.',
      },
      {
        depth: 4,
        text: 'The Master Sommelier Diploma has three parts, theory, service and tasting, that must all be passed within a limited period; pass rates are very low.',
      },
    ],
    related: [
      'deductive-tasting',
      'sommelier-service-sequence',
      'blind-tasting-practice',
      'wset-qualifications',
      'study-tips',
    ],
  },
  {
    id: 'master-of-wine',
    title: 'Master of Wine (MW)',
    keywords: [
      'Master of Wine',
      'MW',
      'Institute of Masters of Wine',
      'IMW',
      'MW exam',
      'MW practical',
      'research paper',
    ],
    category: 'business',
    summary:
      'The Master of Wine title, awarded by the Institute of Masters of Wine in London, is among the most demanding wine qualifications. Candidates pass theory papers, blind tasting papers and a research paper, and must show understanding of the whole wine business, not only of wines.',
    points: [
      {
        depth: 1,
        text: 'Masters of Wine use the letters MW after their names; they include winemakers, buyers, writers and educators.',
      },
      {
        depth: 2,
        text: 'The examination has a theory part (essays on viticulture, winemaking, the business of wine and contemporary issues) and a practical part (blind tasting).',
      },
      {
        depth: 3,
        text: 'The practical part is three papers of twelve wines each, assessed on variety, origin, winemaking, quality and commercial position.',
      },
      {
        depth: 3,
        text: 'After passing theory and practical, candidates write a research paper on a wine-related subject.',
      },
      {
        depth: 4,
        text: 'Unlike sommelier exams, the MW does not test restaurant service; unlike WSET exams, tasting answers must argue commercial and stylistic conclusions as well as identity.',
      },
    ],
    related: ['wset-qualifications', 'court-of-master-sommeliers', 'blind-tasting-practice'],
  },
  {
    id: 'wine-critics',
    title: 'Wine critics and scores',
    keywords: [
      'wine critic',
      'wine critics',
      'Robert Parker',
      'Wine Advocate',
      'Jancis Robinson',
      'Wine Spectator',
      '100-point scale',
      'hundred-point scale',
      'Parkerisation',
    ],
    category: 'business',
    summary:
      'Wine critics taste and rate wines for readers and buyers. Robert Parker, an American critic whose newsletter The Wine Advocate began in 1978, made the 100-point scale the market’s yardstick, above all for Bordeaux en primeur; Jancis Robinson MW in Britain scores out of 20.',
    points: [
      {
        depth: 1,
        text: 'A score is one taster’s judgement of quality on a given day; it says nothing of whether a wine suits a dish or a drinker’s taste.',
      },
      {
        depth: 2,
        text: 'Robert Parker’s praise of the 1982 Bordeaux vintage made his name; his preference for ripe, concentrated, oaky wines was said to push producers towards that style, a trend critics called Parkerisation.',
      },
      {
        depth: 3,
        text: 'Scores move prices most where wine is traded as an investment: Bordeaux en primeur, top Burgundy and cult Napa Cabernet.',
      },
    ],
    related: ['master-of-wine'],
  },
  {
    id: 'wine-history',
    title: 'A short history of wine',
    keywords: [
      'history of wine',
      'wine history',
      'ancient wine',
      'oldest wine',
      'Romans and wine',
      'Roman wine',
      'Louis Pasteur',
      'pasteurisation',
      'pasteurization',
      'Pasteur',
      'monks and wine',
      'Cistercian monks',
      'Prohibition',
    ],
    category: 'business',
    summary:
      'Wine is at least 8,000 years old: the earliest traces, in clay jars, come from Georgia in the Caucasus. The Greeks and Phoenicians carried the vine around the Mediterranean, and the Romans planted it across their empire, founding many of Europe’s great regions.',
    points: [
      {
        depth: 1,
        text: 'The Romans spread vineyards along the rivers of their empire, the Rhône, Mosel, Rhine and Danube, and into Bordeaux, Burgundy and Spain, and they traded wine in amphorae.',
      },
      {
        depth: 2,
        text: 'In the Middle Ages, monasteries kept winemaking alive; Cistercian monks in Burgundy studied which plots gave the best wine, the origin of the idea of the climat and of terroir.',
      },
      {
        depth: 2,
        text: 'Louis Pasteur showed in the 1860s that yeasts carry out fermentation and that bacteria spoil wine, turning it to vinegar; gentle heating to stop that spoilage, which he proposed for wine, became known as pasteurisation, and his work founded modern oenology.',
      },
      {
        depth: 2,
        text: 'The nineteenth century brought oidium, then phylloxera, which destroyed most of Europe’s vineyards until vines were grafted onto American rootstocks.',
      },
      {
        depth: 3,
        text: 'Prohibition in the United States (1920–1933) set American winemaking back for decades; the Judgment of Paris in 1976 showed that California could rival France.',
      },
    ],
    related: ['master-of-wine'],
  },
  {
    id: 'study-tips',
    title: 'How to study for wine exams',
    keywords: [
      'study tips',
      'how to study wine',
      'exam preparation',
      'revision',
      'flashcards',
      'wine study',
      'memorise regions',
      'pass WSET',
      'study plan',
      'exam technique',
    ],
    category: 'business',
    summary:
      'Wine exams reward understanding over memorising: know why a place makes the wine it does (climate, grapes, winemaking, law), then learn the key facts around that framework. Study regularly, taste often and practise exam-style answers.',
    points: [
      { depth: 1, text: 'Study a little every day rather than cramming; use maps to place regions and rivers.' },
      {
        depth: 1,
        text: 'Taste the wines you study: a glass of Chablis teaches more about Chablis than a page of notes.',
      },
      {
        depth: 2,
        text: 'Build each region around the same questions: where is it, what is the climate, which grapes, which styles, what winemaking, what labels and quality levels, and why.',
      },
      {
        depth: 2,
        text: 'Use active recall (flashcards, quizzes, explaining aloud) and spaced repetition rather than re-reading.',
      },
      {
        depth: 3,
        text: 'For written answers, answer the exact question, use cause and effect ("because the climate is cool, the grapes keep high acidity, so…"), and support points with specific examples.',
      },
      {
        depth: 3,
        text: 'Study in a group to share bottles and compare tasting notes; calibrate your scales against a teacher or experienced taster.',
      },
      {
        depth: 4,
        text: 'For higher levels, follow the trade press for current issues (climate change, sustainability, markets, closures, law changes), which appear in business and essay questions.',
      },
    ],
    related: ['wset-qualifications', 'court-of-master-sommeliers', 'blind-tasting-practice'],
  },
  {
    id: 'blind-tasting-practice',
    title: 'How to practise blind tasting',
    keywords: [
      'blind tasting practice',
      'how to blind taste',
      'blind tasting tips',
      'tasting group',
      'calibration',
      'benchmark wines',
      'classic wines',
      'tasting flight',
      'identify grape',
    ],
    category: 'tasting',
    summary:
      'Blind tasting improves with structured, regular practice: taste benchmark examples of the classic grapes and regions side by side, describe them with the same systematic method every time, and check your conclusions against the facts.',
    points: [
      {
        depth: 1,
        text: 'Have a friend pour wines into numbered glasses so you cannot see the bottles, then describe and guess.',
      },
      {
        depth: 2,
        text: 'Start with typical, classic examples (benchmarks) of the main grapes: Sauvignon Blanc, Chardonnay, Riesling, Pinot Noir, Cabernet Sauvignon, Syrah and others.',
      },
      {
        depth: 2,
        text: 'Taste comparative flights: Old World versus New World Chardonnay, Pinot Noir versus Gamay, Cabernet Sauvignon versus Merlot, to learn the distinguishing markers.',
      },
      {
        depth: 3,
        text: 'Describe first and conclude last: commit to the structure (acidity, tannin, alcohol, body) before guessing, because structure is more reliable than aroma impressions.',
      },
      {
        depth: 3,
        text: 'Keep a log of notes and mistakes; recurring confusions (such as Cabernet Franc versus Cabernet Sauvignon, or Grüner Veltliner versus Sauvignon Blanc) show what to practise.',
      },
      {
        depth: 4,
        text: 'Practise under exam conditions: timed flights, written or spoken notes to a fixed format, and scoring against a marking key; calibrate scales (medium(+) versus high) with a teacher.',
      },
    ],
    related: [
      'deductive-tasting',
      'systematic-tasting',
      'study-tips',
      'court-of-master-sommeliers',
      'wset-qualifications',
    ],
  },
];
