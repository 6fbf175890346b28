// Classes found in the twenty-second round's studied questions, each asked here in wordings of its own.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('a year that only dates the bottle in hand', () => {
  it('answers how to serve it, not how the year turned out', () => {
    for (const q of [
      'We are finally opening the 1985 vintage Port from my grandfather. Should it be decanted?',
      'Does a 2008 vintage Champagne need chilling as much as a young one?',
    ]) {
      const a = answer({ question: q, level: 2 });
      expect(a.markdown).not.toMatch(/no vintage report/);
      expect(a.found).toBe(true);
    }
    expect(openingOf('Would a 2011 vintage Port need decanting?', 2)).toMatch(/sediment/);
  });

  it('still admits it has no report when the year itself is asked', () => {
    expect(answer({ question: 'How good was the 2012 vintage in Burgundy?', level: 2 }).markdown).toMatch(
      /no vintage report/,
    );
    expect(
      answer({ question: 'Should I decant the 1999 vintage Port, and was it a good year?', level: 2 }).markdown,
    ).toMatch(/no vintage report/);
  });
});

describe('two places compared on their climates', () => {
  it('opens with each place’s climate even when its notes never say "climate"', () => {
    const a = openingOf('How do the climates of Muscadet and the Centre-Loire compare?', 3);
    expect(a).toMatch(/maritime|atlantic/);
    expect(a).toMatch(/continental/);
    const b = openingOf('Is the weather in the Pays Nantais different from Sancerre’s?', 3);
    expect(b).toMatch(/maritime|atlantic/);
  });
});

describe('asked whether a place’s wine is sweet or dry', () => {
  it('says both when the place makes both', () => {
    const a = openingOf('Is Sherry a sweet wine?', 1);
    expect(a).toMatch(/dry/);
    expect(a).toMatch(/sweet/);
    expect(openingOf('are sherries dry or sweet', 2)).toMatch(/dry fortified/);
  });
});

describe('the odd one out of a ladder of label terms', () => {
  const options = '\n(a) Spätlese\n(b) Trocken\n(c) Auslese\n(d) Kabinett';
  it('finds the term that is no rung, with the country or the word for the rungs in the stem', () => {
    for (const stem of [
      'Each of these is a German Prädikat level EXCEPT:',
      'Which one of these is not among the Prädikat levels?',
    ]) {
      const a = answer({ question: `${stem}${options}`, level: 3 });
      expect(a.markdown.slice(0, 80)).toMatch(/\bb — Trocken/);
    }
  });
});

describe('a topic compared by one of its parts', () => {
  it('is said by the point naming that part, not by the whole topic’s summary', () => {
    for (const q of ['How does grey rot differ from noble rot?', 'Compare grey rot with noble rot.']) {
      const a = openingOf(q, 3);
      expect(a).toMatch(/grey rot: botrytis cinerea causes grey rot in wet weather/);
    }
  });
});

describe('what qualifies a wine for a category', () => {
  it('is answered by the category’s own definition', () => {
    expect(openingOf('what makes a port an LBV', 2)).toMatch(/lbv \(late bottled vintage\) \(portugal\): ruby port/);
    expect(openingOf('What makes an Alsace wine a Vendanges Tardives?', 3)).toMatch(/late-picked|late harvest/);
    expect(openingOf('What makes a wine a Spätlese?', 3)).toMatch(/spätlese \(germany\): "late harvest/);
  });
});

describe('why Merlot leads on the Right Bank', () => {
  it('gives the cool clay soils and Cabernet Sauvignon’s trouble ripening there', () => {
    const a = openingOf('Why does the Right Bank of Bordeaux rely on Merlot?', 2);
    expect(a).toMatch(/clay/);
  });
});

describe('a plain noun for the places a region holds', () => {
  it('asks about the places within the region, not the label term of the same word', () => {
    const a = openingOf('Which villages in the Côte de Nuits are the most famous?', 3);
    expect(a).toMatch(/côte de nuits is a sub-region/);
    expect(a).toMatch(/gevrey-chambertin/);
    expect(openingOf('which villages of the Côte de Beaune are best for white wine', 3)).not.toMatch(
      /added to a regional appellation/,
    );
  });

  it('still explains the label word when it is asked as one', () => {
    expect(openingOf('What does Villages mean after Côtes du Rhône on a label?', 3)).toMatch(
      /added to a regional appellation/,
    );
  });
});

describe('asked what a grape is as well as where it grows', () => {
  it('says its colour with its home', () => {
    expect(openingOf('Grüner Veltliner: what is it and where is it grown?', 2)).toMatch(/is a white grape/);
    expect(openingOf('What is Mencía and where does it grow?', 2)).toMatch(/is a black grape/);
  });
});
