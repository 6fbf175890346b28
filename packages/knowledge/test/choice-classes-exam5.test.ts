// Classes of exam items from the fifth round: tasting words made from what they smell of, the other
// end of a scale named in a superlative, an option that denies what the records say is there, a word
// of degree that a sentence says of another thing, and how a cork-sealed bottle is stored.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 120);

describe('tasting words made from the thing they smell of', () => {
  it('meets "bready, yeasty" in the records\' "bread, biscuit"', () => {
    expect(
      verdict(
        'Lees contact gives a white wine:\nA) Bready and biscuity flavours\nB) Grassy aromas\nC) Jammy fruit\nD) A deeper colour',
      ),
    ).toMatch(/^\*\*A — Bready/);
    expect(
      verdict(
        'Which flavours does ageing on the lees bring?\nA) Grassy, herbaceous notes\nB) Bready, yeasty notes\nC) Smoky, peppery notes\nD) Jammy fruit',
      ),
    ).toMatch(/^\*\*B — Bready/);
  });
});

describe('a superlative whose opposite the records say', () => {
  it('counts against the option: the solera is the oldest tier, not the youngest', () => {
    expect(
      verdict(
        'Sherry for bottling is taken from which barrels of the solera?\n(a) The youngest butts\n(b) The oldest butts\n(c) Brand-new casks\n(d) Stainless steel tanks',
      ),
    ).toMatch(/^\*\*b — The oldest/);
    expect(
      verdict(
        'In a solera, the wine that is bottled is drawn from:\n1. The youngest level\n2. The oldest level\n3. A new barrel\n4. A concrete tank',
      ),
    ).toMatch(/^\*\*2 — The oldest/);
  });
});

describe('an option that denies what the records say is there', () => {
  it('is not backed by a sentence that says the thing is given ("new barrels give the most flavour")', () => {
    expect(
      verdict(
        'New oak casks, compared with old ones, give a wine:\na) no flavour whatsoever\nb) more vanilla, toast and spice\nc) less alcohol\nd) brighter fruit',
      ),
    ).toMatch(/^\*\*b — more vanilla/);
    expect(
      verdict(
        'Compared with a seasoned barrel, a brand-new oak barrel gives the wine:\nA) No flavour of its own\nB) Stronger toast and vanilla flavours\nC) A lower alcohol\nD) A paler colour',
      ),
    ).toMatch(/^\*\*B — Stronger toast/);
  });
});

describe('a word of degree said of another thing', () => {
  it('is no evidence: "high acidity in a sweet wine" does not back "high in tannin"', () => {
    expect(
      verdict(
        'For a sweet dessert, choose a wine that is:\n1) High in tannin\n2) At least as sweet as the dessert\n3) Bone dry\n4) Low in alcohol',
      ),
    ).toMatch(/^\*\*2 — At least as sweet/);
    expect(
      verdict(
        'Which wine suits a very sweet dessert?\nA) One high in tannin\nB) One at least as sweet as the dessert\nC) A bone-dry one\nD) One low in acidity',
      ),
    ).toMatch(/^\*\*B — One at least as sweet/);
  });
});

describe('how a cork-sealed bottle is stored', () => {
  it('makes "upright, so the cork stays dry" false against "on their side so the cork stays moist"', () => {
    expect(verdict('Cork-stoppered wines should be stored upright so that the cork stays dry. True or false?')).toMatch(
      /^\*\*False\./,
    );
    expect(verdict('True or false: cork-sealed bottles are best kept standing upright to keep the cork dry.')).toMatch(
      /^\*\*False\./,
    );
  });
});
