// Classes of exam items the engine used to misread: a word that names a fault in one sense and an everyday
// change in another, …
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 80);

describe('the fault Reduction is not any sentence that says "reduced"', () => {
  it('names cork taint for a musty, cardboard smell even with Reduction among the options', () => {
    expect(
      verdict(
        'Which fault gives a wine a smell of wet cardboard and musty cellar? A) Oxidation B) Cork taint (TCA) C) Reduction D) Volatile acidity',
      ),
    ).toMatch(/^\*\*B — /);
    expect(
      verdict(
        'A red that smells of mouldy basement and damp cardboard has which fault?\n1) Cork taint (TCA)\n2) Oxidation\n3) Brettanomyces\n4) Reduction',
      ),
    ).toMatch(/^\*\*1 — /);
  });
});

describe('a topic’s keyword list is no scale of sweetness', () => {
  it('puts Trockenbeerenauslese, not Trocken (dry), at the sweet end', () => {
    expect(
      verdict(
        'Which of these German Prädikat/labels indicates the sweetest wine? A) Trocken B) Kabinett C) Spätlese D) Trockenbeerenauslese',
      ),
    ).toMatch(/^\*\*D — /);
    expect(
      verdict(
        'Of these German label terms, which is the sweetest?\n1) Kabinett\n2) Trocken\n3) Auslese\n4) Trockenbeerenauslese',
      ),
    ).toMatch(/^\*\*4 — /);
  });
});

describe('the body of wines named by their region', () => {
  it('reads the regions’ stated styles for the lightest or fullest red', () => {
    expect(
      verdict(
        'Which of these would typically be the lightest-bodied red? A) Châteauneuf-du-Pape B) Beaujolais C) Barolo D) Amarone della Valpolicella',
      ),
    ).toMatch(/^\*\*B — /);
    expect(
      verdict('Which of these is the fullest-bodied red?\n(a) Bardolino\n(b) Beaujolais\n(c) Barolo\n(d) Valpolicella'),
    ).toMatch(/^\*\*c — /);
  });
});
