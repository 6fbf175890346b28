// Classes of open questions whose answering fact did not open the answer, each asked here in
// wordings of its own.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('what sets a named place’s wines apart', () => {
  it('opens with the place’s setting, told by its climate notes', () => {
    expect(openingOf('Why are Mendoza Malbecs so highly regarded?', 3)).toMatch(/altitude/);
    expect(openingOf('What’s so distinctive about Casablanca Valley in Chile?', 3)).toMatch(/cool/);
    expect(openingOf('What makes Central Otago Pinot Noir so special?', 2)).toMatch(/continental/);
  });

  it('answers for the narrowest place named, not the country that only locates it', () => {
    const a = openingOf('Why are the wines of Salta in Argentina so unusual?', 3);
    expect(a).toMatch(/^(?:[^.!]*[.!]\s)?salta has/);
    expect(a).toMatch(/altitude/);
  });
});

describe('a hazard of the vineyard named with a place', () => {
  it('opens with the place’s own note on that hazard', () => {
    expect(openingOf('How do growers in Champagne cope with frost?', 3)).toMatch(/frost/);
    expect(openingOf('Does hail hit the vineyards of Mendoza often?', 3)).toMatch(/hail/);
    expect(openingOf('Frost in Chablis: why is it such a headache, and how is it fought?', 3)).toMatch(/sprinkler/);
  });
});

describe('where a place’s vines get their water', () => {
  it('opens with the sentence on its irrigation', () => {
    expect(openingOf('How is the Mendoza vineyard watered?', 3)).toMatch(/snowmelt|irrigation/);
    expect(openingOf('Argentina is so dry; where does its water supply for vines come from?', 3)).toMatch(/snowmelt/);
  });
});

describe('what a thing of the cellar or the vineyard does', () => {
  it('says so in the opening', () => {
    expect(openingOf('Why do winemakers add SO2?', 3)).toMatch(/antioxidant|oxidation/);
    expect(openingOf('When is the liqueur d’expédition added to Champagne?', 3)).toMatch(/disgorg/);
    expect(openingOf('Is the Cape Doctor wind good for vineyards?', 3)).toMatch(/disease/);
  });
});

describe('two things compared', () => {
  it('says each side within the opening, each by its first sentence when both do not fit', () => {
    const a = openingOf('Alcoholic fermentation versus MLF: how do they differ?', 3);
    expect(a).toMatch(/yeast/);
    expect(a).toMatch(/malic/);
    expect(a).toMatch(/bacteria/);
  });

  it('takes a name repeated inside the other’s for no axis, and says what each place is', () => {
    expect(openingOf('Chianti Classico versus plain Chianti, how do they differ?', 3)).toMatch(/historic heart/);
    expect(openingOf('How does Crozes-Hermitage differ from Hermitage?', 3)).toMatch(/hill/);
  });
});

describe('a trait at its extreme, asked of wine in general', () => {
  it('names the wines the records put at that extreme', () => {
    expect(openingOf('Which red wines are the most tannic?', 2)).toMatch(/tannat|sagrantino/);
    expect(openingOf('What is the sweetest wine you can buy?', 1)).toMatch(/trockenbeerenauslese|eszencia|px/);
    expect(openingOf('Tell me the sweetest type of wine', 3)).toMatch(/trockenbeerenauslese|eszencia/);
  });

  it('leaves a named wine’s own scale to that wine', () => {
    expect(openingOf('What is the sweetest style of Champagne?', 3)).toMatch(/doux/);
  });
});

describe('the names a grape goes by, and which grape a name hides', () => {
  it('gives every name a country uses, each with where', () => {
    const a = openingOf('Which names does Tempranillo go by in Portugal?', 3);
    expect(a).toMatch(/tinta roriz/);
    expect(a).toMatch(/aragonez/);
  });

  it('says which grape a local name really is', () => {
    expect(openingOf('Which grape is Mission actually?', 3)).toMatch(/pa[ií]s|listán prieto/);
    expect(openingOf('Argentine Bonarda: what variety is that really?', 4)).toMatch(/douce noir|charbono/);
  });

  it('answers two names set side by side with a dash or a colon as a same-or-not question', () => {
    expect(openingOf('Shiraz and Syrah: same grape?', 3)).toMatch(/^(?:[^.!]*[.!]\s)?yes/);
    expect(openingOf('Mourvèdre and Monastrell, are they the same?', 3)).toMatch(/yes/);
    const b = openingOf('Petite Sirah and Syrah — the same variety?', 3);
    expect(b).toMatch(/^(?:[^.!]*[.!]\s)?no/);
    expect(b).toMatch(/durif/);
  });
});

describe('a wine like a named one', () => {
  it('names the places of the same grape whose own sentences measure themselves against it', () => {
    expect(openingOf('What’s a cheaper alternative to Barolo?', 3)).toMatch(/barbaresco|valtellina|gattinara/);
    expect(openingOf('If I like Châteauneuf-du-Pape, what else should I try?', 3)).toMatch(/gigondas/);
  });
});

describe('why a place has the climate it has', () => {
  it('says what makes it so', () => {
    expect(openingOf('How come Burgundy is continental?', 3)).toMatch(/inland/);
  });
});

describe('whether a wine is made every year', () => {
  it('says not every year when its records make it only in declared or good years', () => {
    expect(openingOf('Do they make vintage Champagne every year?', 3)).toMatch(/^(?:[^.!]*[.!]\s)?not every year/);
    expect(openingOf('Is there a Vintage Port each vintage?', 3)).toMatch(/declared/);
  });
});

describe('the permitted grapes asked as a noun phrase', () => {
  it('are the place’s grapes', () => {
    expect(openingOf('Rioja authorised grapes', 3)).toMatch(/graciano/);
    expect(openingOf('Sauternes: the permitted varieties', 3)).toMatch(/s[ée]millon/);
  });
});

describe('the Burgundy villages that hold Grands Crus', () => {
  it('are named from the region’s own sentence', () => {
    expect(openingOf('Which Burgundy villages contain Grand Cru vineyards?', 3)).toMatch(/gevrey/);
    expect(openingOf('In Burgundy, which villages have a Grand Cru vineyard?', 3)).toMatch(/vosne/);
  });
});
