// Questions that name their subject in everyday or short words: a winemaking word asked alone is the
// winemaking word, not another subject; dampness in a cellar is its humidity; "how does X affect Y"
// says which way; and a comparison names every thing compared in its opening, in every style.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const ask = (question: string, style: 'friendly' | 'sharp' = 'friendly', level = 2) =>
  answer({ question, level, style });
const opening = (question: string, style: 'friendly' | 'sharp' = 'friendly', level = 2) =>
  ask(question, style, level).markdown.slice(0, 400);

describe('a wine word asked alone', () => {
  it('answers a winemaking word said alone or with "explain"/"define" by defining it', () => {
    for (const q of ['maceration?', 'explain maceration', 'define maceration', 'Maceration']) {
      const a = ask(q);
      expect(a.intent).not.toBe('off-topic');
      expect(a.markdown.slice(0, 300)).toMatch(/Maceration is the contact/);
    }
  });

  it('reads a word shared by wine and a dish as the wine word when nothing else is asked', () => {
    for (const q of ['mousse', 'explain the mousse', 'what does mousse mean']) {
      const a = ask(q);
      expect(a.intent).not.toBe('off-topic');
      expect(a.markdown.slice(0, 400)).toMatch(/sparkling/i);
    }
  });

  it('keeps a dish or an aroma word said alone off wine, and a dish beside a wine word a pairing', () => {
    expect(ask('butter').intent).toBe('off-topic');
    expect(ask('garlic').intent).toBe('off-topic');
    // A food word the records never use inside a phrase of wine's own stays the food.
    expect(ask('feta').intent).toBe('off-topic');
    expect(ask('anchovies').intent).toBe('off-topic');
    expect(ask('which wine with chocolate mousse').intent).toBe('pairing');
  });
});

describe('everyday words for a cellar’s humidity', () => {
  it('opens with the humidity figure when asked how damp a cellar should be or how much moisture it needs', () => {
    expect(opening('how damp should a wine cellar be')).toMatch(/70%/);
    expect(opening('how much moisture should a wine cellar have')).toMatch(/70%/);
    expect(opening('is dampness in a cellar good for wine')).toMatch(/70%/);
  });
});

describe('which way a factor moves a wine', () => {
  it('says that longer skin contact deepens a rosé’s colour', () => {
    for (const q of [
      'does time on the skins change the colour of a rosé',
      'how does time on the skins affect the colour of rosé',
    ]) {
      expect(opening(q, 'friendly', 3)).toMatch(/the longer the contact, the deeper the colour/);
    }
  });

  it('says that more alcohol makes a wine fuller', () => {
    for (const q of [
      'does higher alcohol give a wine more body',
      'how does a higher alcohol level affect body in wine',
    ]) {
      expect(opening(q)).toMatch(/the higher the alcohol, the fuller/i);
    }
  });
});

describe('a comparison names each thing compared in its opening', () => {
  it('keeps every compared term in the sharp opening', () => {
    for (const [q, a, b] of [
      ['PDO or PGI: what is the difference', /Protected Designation of Origin/, /Protected Geographical Indication/],
      ['DOC versus DOCG', /Denominazione di Origine Controllata\b/, /Controllata e Garantita/],
    ] as const) {
      const o = opening(q, 'sharp');
      expect(o).toMatch(a);
      expect(o).toMatch(b);
    }
  });
});
