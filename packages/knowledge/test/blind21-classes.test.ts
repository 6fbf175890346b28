// Classes found in the twenty-first round's studied questions, each asked here in wordings of its own.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { openingOf } from './eval/sets.ts';

describe('a place in the possessive before a name within it', () => {
  it('answers about the named place, the owner only saying where', () => {
    expect(openingOf('Tell me about New Zealand’s Central Otago', 3)).toMatch(/central otago is a region/);
    expect(openingOf("What is Ontario's Prince Edward County known for?", 3)).toMatch(/prince edward county, on/);
  });

  it('finds a place written only inside its country’s record', () => {
    const a = openingOf('Is Israel’s Golan Heights a cool place for vines?', 4);
    expect(a).not.toMatch(/i don't have anything/);
    expect(a).toMatch(/basalt|volcanic/);
  });

  it('leaves a name that carries its own possessive alone', () => {
    expect(openingOf('Tell me about Hawke’s Bay', 3)).toMatch(/hawke.s bay is a region/);
  });
});

describe('eyeglasses beside the word "glasses"', () => {
  it('are another subject', () => {
    expect(answer({ question: 'My sunglasses keep fogging up when I run, any tips?', level: 1 }).intent).toBe(
      'off-topic',
    );
    expect(answer({ question: 'Why do my glasses steam up in a warm kitchen?', level: 1 }).intent).toBe('off-topic');
  });

  it('leaves wine glasses to wine', () => {
    expect(answer({ question: 'Do wine glasses steam up in the dishwasher?', level: 1 }).intent).not.toBe('off-topic');
  });
});

describe('names introduced by a sub-appellation or a Hungarian producer’s word', () => {
  it('admits a sub-appellation no record holds', () => {
    const a = answer({ question: 'Describe the Ontario sub-appellation Cedar Lakeshore Bench.', level: 4 });
    expect(a.markdown).toMatch(/I don't have anything on “Cedar Lakeshore Bench”/);
    expect(a.markdown).toMatch(/as a sub-appellation,/);
    expect(answer({ question: 'What grows in the Sonoma sub-AVA Oak Meadow Ridge?', level: 4 }).markdown).toMatch(
      /I don't have anything on “Oak Meadow Ridge”/,
    );
  });

  it('admits a pince or pincészet no record holds', () => {
    expect(answer({ question: 'Does Dobogóhegy Pincészet make dry Furmint?', level: 3 }).markdown).toMatch(
      /I don't have anything on “Dobogóhegy Pincészet”/,
    );
    expect(answer({ question: 'How old are the vines at Hegyalja Szőlő Pince?', level: 3 }).markdown).toMatch(
      /I don't have anything on/,
    );
  });
});

describe('a word the learner puts in quotes beside a wine', () => {
  it('is what is asked, not the wine', () => {
    expect(openingOf('our guide said the Amarone had a ‘hot’ finish - what does that mean?', 3)).toMatch(
      /^[^.]{0,30}alcohol/,
    );
    expect(openingOf("what's a 'corked' note in an old Chianti?", 2)).toMatch(/musty|tca|trichloroanisole/);
    expect(openingOf("the cellar hand called my Grenache 'reductive' - what did he smell?", 3)).toMatch(
      /rotten egg|sulfide|struck match/,
    );
  });

  it('leaves a plain question about the wine to the wine', () => {
    expect(openingOf('what does Zinfandel taste like?', 2)).toMatch(/zinfandel typically tastes/);
  });
});

describe('faults the records named only in passing', () => {
  it('tells what mousiness is', () => {
    expect(openingOf("My natural wine leaves a 'mousy' aftertaste, what is that?", 3)).toMatch(/mouse cage|crackers/);
    expect(openingOf('What causes mousiness in wine?', 4)).toMatch(/bacteria/);
  });

  it('reads wine cooked by heat as heat damage', () => {
    expect(openingOf('How can I tell if a wine was cooked by heat on a long sea voyage?', 2)).toMatch(
      /pushed-up cork|stewed/,
    );
    expect(openingOf('Can wine be damaged by heat in a hot car boot?', 2)).toMatch(/hot car|stewed|cooked/);
  });
});

describe('true facts the records lacked', () => {
  it('gives the finish in seconds', () => {
    expect(openingOf('How many seconds does a long finish last?', 2)).toMatch(/seconds/);
    expect(openingOf('what counts as a short finish when tasting?', 2)).toMatch(/seconds/);
  });

  it('sets Uruguay’s Tannat against Madiran’s', () => {
    expect(answer({ question: 'Is Tannat from Uruguay softer than Madiran?', level: 4 }).markdown).toMatch(/softer/);
  });
});

describe('two places compared on a grape they share', () => {
  it('open with the sentence in which one names the other', () => {
    expect(openingOf('How does Uruguay’s Tannat differ from the Tannat of Madiran?', 4)).toMatch(
      /^[^*]*uruguay: compared with the tannat of madiran/,
    );
    expect(openingOf('How does Sauvignon Blanc from Pouilly-Fumé differ from Sancerre?', 3)).toMatch(
      /across the river from sancerre/,
    );
  });
});

describe('a cause written as a result that follows ("…, leaving the valley dry")', () => {
  it('answers "why is it so dry"', () => {
    expect(openingOf('Why is the Columbia Valley in Washington so dry?', 4)).toMatch(/cascade/);
    expect(openingOf("How come Washington's Columbia Valley gets so little rain?", 4)).toMatch(/cascade/);
  });
});

describe('an exam item whose options are months', () => {
  it('reads the stage the stem names from its row of the vine’s calendar', () => {
    const a = answer({
      question: 'Budburst in Europe usually happens in:\n1. January\n2. April\n3. July\n4. October',
      level: 2,
    });
    expect(a.markdown).toMatch(/^\*\*2 — April\.\*\*/);
    const b = answer({
      question: 'In the southern hemisphere, harvest usually takes place in: a) October b) December c) March d) June',
      level: 2,
    });
    expect(b.markdown).toMatch(/^\*\*c — March\.\*\*/);
  });
});

describe('a true/false statement calling a place a grape, or a grape a place', () => {
  it('is false, with what the thing really is', () => {
    const a = answer({ question: 'True/false: the Barossa Valley is a grape.', level: 1 });
    expect(a.markdown).toMatch(/^\*\*False\.\*\*/);
    expect(a.markdown).toMatch(/not a grape/);
    const b = answer({ question: 'True or false: Grüner Veltliner is a region in Austria.', level: 2 });
    expect(b.markdown).toMatch(/^\*\*False\.\*\*/);
  });

  it('leaves the true ones true', () => {
    expect(answer({ question: 'True or false: Chardonnay is a grape variety.', level: 1 }).markdown).toMatch(
      /^\*\*True\.\*\*/,
    );
    expect(answer({ question: 'True or false: Rioja is a region in Spain.', level: 1 }).markdown).toMatch(
      /^\*\*True\.\*\*/,
    );
  });
});

describe('a lower-case name after its category ("the grape …", "the fining agent …")', () => {
  it('is admitted when no record writes it', () => {
    expect(answer({ question: 'What does the grape kavrolino taste like?', level: 3 }).markdown).toMatch(
      /I don't have anything on “kavrolino”.*as a grape variety/,
    );
    expect(answer({ question: 'Is the yeast strain lalvoria good for Riesling?', level: 4 }).markdown).toMatch(
      /I don't have anything on “lalvoria”.*as a yeast strain/,
    );
    expect(answer({ question: 'Is the rootstock varnello good in chalk?', level: 4 }).markdown).toMatch(
      /I don't have anything on “varnello”/,
    );
  });

  it('still answers a known name or its misspelling', () => {
    expect(openingOf('What does the grape tempranilo taste like?', 2)).toMatch(/tempranillo/);
    expect(openingOf('what is the fining agent bentonite for?', 3)).toMatch(/bentonite/);
  });
});

describe('a wine set aside ("besides Retsina", "apart from Rioja")', () => {
  it('is not what is asked; the place beside it leads', () => {
    expect(openingOf('Does Greece make good dry whites besides Retsina?', 2)).toMatch(/assyrtiko/);
    expect(openingOf('Apart from Rioja, what red wines does Spain make?', 2)).toMatch(/spain is a wine-producing/);
  });
});
