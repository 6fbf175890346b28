// Wine history asked in words no question set uses: a decade or century asked is a date, and a person
// or producer the records name only inside a place's sentences is answered by the sentence naming them.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('a date asked by its decade or century', () => {
  it('opens with the sentence that gives the decade', () => {
    expect(openingOf('in what decade did the phylloxera louse arrive in france')).toMatch(/\b1860s\b/);
    expect(openingOf('roughly when did phylloxera turn up in europe')).toMatch(/\b1860s\b/);
  });
});

describe('a person or producer named only inside the records', () => {
  it('opens with the sentence that names them, wherever it is kept', () => {
    expect(openingOf('what year did robert mondavi set up his winery')).toMatch(/\b1966\b/);
    expect(openingOf('in which village did dom perignon work')).toMatch(/\bhautvillers\b/);
    expect(openingOf('what abbey employed dom perignon')).toMatch(/\bhautvillers\b/);
  });

  it('leaves a place told by plain words to the place', () => {
    expect(openingOf('why is gravel so valuable on the left bank of bordeaux')).toMatch(/^[^.]*\bdrain/);
  });
});

describe('a question about the past opens with the event, wherever the records keep it', () => {
  it('names the doer asked for', () => {
    expect(openingOf('who worked out that yeast makes fermentation happen')).toMatch(/\bpasteur\b/);
    expect(openingOf('which english scientist explained sparkling wine in the seventeenth century')).toMatch(
      /\bmerret\b/,
    );
  });

  it('finds the sentence of the period named, as a year, a decade or a century', () => {
    expect(openingOf('how did sherry become popular in england in the 1500s')).toMatch(/\bdrake\b/);
    expect(openingOf('what happened to austrian wine in 1985')).toMatch(/\bdiethylene glycol\b/);
    expect(openingOf('what changed in rioja in the 1870s')).toMatch(/\bbordeaux merchants\b/);
    expect(openingOf('what poisoned italian wine drinkers in the 1980s')).toMatch(/\bmethanol\b/);
  });

  it('keeps a year that is part of a name from making the question one of history', () => {
    expect(openingOf('on what basis were the 1855 classification chateaux ordered')).toMatch(/\bprice/);
  });
});

describe('why a practice began, and a legal system by its short name', () => {
  it('tells why Port was first fortified', () => {
    expect(openingOf('why did port makers start adding brandy')).toMatch(/\bvoyage\b/);
  });

  it('dates a legal system asked by its initials', () => {
    expect(openingOf('when was the doc system set up in italy')).toMatch(/\b1963\b/);
    expect(openingOf('roughly when was the aoc system set up')).toMatch(/\b1935\b/);
  });
});

describe('a producer the records cite, typed in lower case', () => {
  it('is read as the name, not steered away as everyday words', () => {
    expect(openingOf('what year did cloudy bay begin')).toMatch(/\b1985\b/);
    expect(openingOf('tell me about cloudy bay')).toMatch(/\bmarlborough\b/);
  });
});

describe('a nationality before the growers or the vines names the country', () => {
  it('answers from that country’s own climate notes', () => {
    expect(openingOf('what cools chilean vineyards near the coast')).toMatch(/^[^!]*!\s[^.]*\bhumboldt\b/);
    expect(openingOf('how do greek vineyards stay fresh in the heat')).toMatch(/\bmeltemi\b/);
  });
});

describe('a grape in a country, asked about one thing', () => {
  it('opens with the sentence on the grape there that holds what is asked', () => {
    expect(openingOf('in chile carmenere was long mistaken for what')).toMatch(/^[^!]*!\s[^.]*\bmerlot\b/);
  });
});

describe('the role something played, or what an event did', () => {
  it('opens with the dated sentence, also from a place within the one named', () => {
    expect(openingOf('what role did the dutch play in bordeaux')).toMatch(/^[^!]*!\s[^.]*\bdutch engineers\b/);
    expect(openingOf('how did the methuen treaty affect port')).toMatch(/^[^!]*!\s[^.]*\b1703\b/);
  });
});
