// Everyday questions a new wine drinker asks: a style said of wine in general ("why are some wines
// sweet?"), an opened bottle gone vinegary, and how many bottles a case holds.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('everyday questions', () => {
  it('reads a style said of wine in general as that style', () => {
    expect(openingOf('Why are many wines so sweet these days?', 1)).toMatch(/sugar/);
    expect(
      openingOf('what makes the wine sweet in a dessert wine like Sauternes? how does it end up sweet', 2),
    ).toMatch(/sugar|botrytis|noble rot/);
    expect(openingOf('Why are certain wines bubbly?', 1)).toMatch(/carbon dioxide/);
  });

  it('tells why an opened bottle turns vinegary', () => {
    expect(openingOf('The Merlot I opened on Sunday tastes of vinegar now. Why?', 1)).toMatch(/acetic acid bacteria/);
    expect(openingOf('why has my leftover rosé gone vinegary after three days in the kitchen', 2)).toMatch(
      /acetic acid bacteria/,
    );
  });

  it('says how many bottles a case holds', () => {
    expect(openingOf('If I order a case from the shop, how many bottles do I get?', 1)).toMatch(/12 standard bottles/);
    expect(openingOf('bottles in a case?', 1)).toMatch(/12 standard bottles/);
  });
});

describe('what a price says about a wine', () => {
  it('is answered with what the price reflects', () => {
    expect(openingOf('are expensive wines better than cheap ones?', 1)).toMatch(/only up to a point/);
    expect(openingOf('what makes a wine expensive to buy', 2)).toMatch(/low yields|scarce|oak/);
  });

  it('leaves a named wine’s cost to its own record', () => {
    expect(openingOf('why is Champagne so expensive?', 2)).toMatch(/champagne costs more/);
  });
});

describe('a trait asked of a named wine, and wines to keep', () => {
  it('answers the trait from the wine, not from the drinker’s health', () => {
    expect(openingOf('why is Vinho Verde so low in alcohol?', 2)).not.toMatch(/units a week|chief medical/);
    expect(openingOf('Why are Mosel Kabinetts low in alcohol?', 2)).not.toMatch(/units a week|chief medical/);
  });

  it('names the wines that age', () => {
    expect(openingOf('Which wines are good for ageing in my cellar?', 1)).toMatch(/age well/);
  });
});

describe('a place’s blend', () => {
  it('is the place’s own grapes', () => {
    expect(openingOf('Which varieties are in a classic Bordeaux blend?', 2)).toMatch(/merlot/);
    expect(openingOf('Which varieties are in a classic Bordeaux blend?', 2)).toMatch(/cabernet sauvignon/);
    expect(openingOf('What is in a Rioja blend?', 2)).toMatch(/tempranillo/);
  });
});

describe('decanting a named wine', () => {
  it('says how long ahead, not the wine’s legal months in wood', () => {
    for (const q of ['How long should I decant a Barolo for?', 'how long do I need to decant a young Rioja'])
      expect(openingOf(q, 3), q).toMatch(/an hour or two in the decanter/);
  });
});

describe('how sweet a grape’s wines are, asked yes or no', () => {
  it('says yes or no when its styles are all on one side', () => {
    expect(openingOf('Is Cabernet Sauvignon dry?', 1)).toMatch(/yes: cabernet sauvignon is made dry/);
    expect(openingOf('is malbec a sweet wine', 1)).toMatch(/no: malbec is made dry/);
  });

  it('says it depends, naming the styles, when they are on both sides', () => {
    expect(openingOf('Is Chenin Blanc sweet or dry?', 1)).toMatch(/it depends on the style: chenin blanc .*off-dry/);
  });
});

describe('wine kept too long', () => {
  it('tells how wine keeps when asked whether it goes bad or expires', () => {
    expect(openingOf('does wine ever expire?', 1)).toMatch(/keeps best|once opened|oxid/);
    expect(openingOf('Can I age a bottle of white wine?', 1)).toMatch(/best drunk|age/);
    expect(openingOf('Can I age a bottle of white wine?', 1)).not.toMatch(/port styles/);
  });
});

describe('a word of a theory topic asked for its meaning', () => {
  it('is defined by the topic’s sentence that says what it is', () => {
    expect(openingOf('So what does "unoaked" mean?', 1)).toMatch(/unoaked wines show purer fruit/);
    expect(openingOf('define vintage', 1)).toMatch(/the vintage on a label is the year the grapes were harvested/);
  });
});

describe('a word of a tasting note asked for its meaning', () => {
  it('is defined by the sentence that explains it in quotation marks', () => {
    expect(openingOf('What is meant by "cigar box" when describing a red?', 2)).toMatch(
      /^[a-z!'. ]*"?cigar box"? means the cedar/,
    );
    expect(openingOf("what does 'tight' mean on a tasting note", 2)).toMatch(/^[a-z!'. ]*"?tight"? means a young wine/);
    expect(openingOf('What does it mean when a wine is described as chewy?', 3)).toMatch(
      /"chewy" means so much ripe tannin/,
    );
  });

  it('is admitted unknown when no record uses the word', () => {
    expect(openingOf("What does 'wubbly' mean in a wine review?", 2)).toMatch(
      /^[a-z!'. ]*i have no definition of .wubbly./,
    );
  });
});

describe('a word of acidity asked for its meaning', () => {
  it('defines crisp from the tasting vocabulary', () => {
    expect(openingOf('What is meant by "crisp" in a wine description?', 1)).toMatch(
      /"?crisp"? means refreshing, with high acidity/,
    );
  });
});

describe('a word asked as it stands on a bottle or label', () => {
  it('is defined, and a term named for its country does not name the country twice', () => {
    expect(openingOf('so what does "vintage" mean on a wine bottle?', 1)).toMatch(
      /the vintage on a label is the year the grapes were harvested/,
    );
    expect(openingOf("What does 'Reserve' mean on an American wine label?", 2)).not.toMatch(/\(usa\) \(usa\)/);
  });
});
