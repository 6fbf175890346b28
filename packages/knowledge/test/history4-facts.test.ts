// Facts of wine's history a Level 3 learner needs and the records lacked: the god of wine, the
// founding of Cîteaux, sulphur against oidium, why glycol was added in Austria, what set Schubert on
// Grange and how it survived, why the Clare Valley left cork, where the word brandy comes from, and
// the first brut Champagne. Each is asked in words of its own.
import { describe, expect, it } from 'vitest';
import { openingOf } from './eval/sets.ts';

describe('history facts a learner needs', () => {
  it('names the god of wine', () => {
    expect(openingOf('What did the Romans call the god of wine?')).toContain('bacchus');
    expect(openingOf('Which god of wine did the ancient Greeks worship?')).toContain('dionysus');
  });

  // Asked when, an opening that gives no year ("in the Middle Ages") gives way to the sentence with the year.
  it('dates the founding of Cîteaux', () => {
    expect(openingOf('In what year was the Cistercian order founded?')).toContain('1098');
    expect(openingOf('When did the Cistercians start out at Cîteaux?')).toContain('1098');
  });

  it('says what tamed oidium', () => {
    expect(openingOf('What cured the oidium epidemic of the 1850s?')).toMatch(/sulphur|sulfur/);
    expect(openingOf('How did growers beat oidium in the nineteenth century?')).toMatch(/sulphur|sulfur/);
  });

  it('says why Austrian wine was laced with glycol', () => {
    expect(openingOf('Why did Austrian fraudsters add glycol to wine?')).toMatch(/sweeter|fuller/);
    expect(openingOf('What were Austrian producers hoping for when they put glycol in their wines in 1985?')).toMatch(
      /sweeter|fuller/,
    );
  });

  it('tells what set Schubert on Grange and how it survived', () => {
    expect(openingOf('What made Max Schubert want to make Grange?')).toContain('bordeaux');
    expect(openingOf("What happened to Grange when Penfolds' bosses wanted it stopped in the 1950s?")).toContain(
      'secret',
    );
  });

  it('says why the Clare Valley left cork', () => {
    expect(openingOf('Why did Clare Valley winemakers abandon cork?')).toMatch(/taint|tca/);
    expect(openingOf('What pushed Clare Valley Riesling makers off natural cork?')).toMatch(/taint|tca/);
  });

  it('gives the origin of the word brandy', () => {
    expect(openingOf('How did the word brandy come about?')).toContain('brandewijn');
    expect(openingOf('Why did the Dutch distil French wine in the 1600s?')).toMatch(/voyage|space|keep/);
  });

  it('names the first brut Champagne', () => {
    expect(openingOf('When did Madame Pommery make the first brut Champagne?')).toContain('1874');
    expect(openingOf('Which house first sold a brut Champagne?')).toContain('pommery');
  });
});
