// Answers driven by an attachment's read text: what is asked of it, the one bottle a label is for,
// a pairing judged for that bottle, a page summarised, and text that names no wine.
import { ENGINE_TEXTS } from '@sommai/shared';
import { describe, expect, it } from 'vitest';
import { attachmentAsk } from '../src/attachment.ts';
import { answer, knowledge } from '../src/index.ts';
import { readLabel } from '../src/label.ts';
import { opening } from './eval/grade.ts';

const withText = (question: string, context: string) => answer({ question, level: 2, style: 'friendly', context });

describe('what is asked of an attachment', () => {
  it('tells a summary from a question about the attached wine and from any other question', () => {
    expect(attachmentAsk('summarise this page')).toBe('summary');
    expect(attachmentAsk('can you give me the key points of the PDF?')).toBe('summary');
    expect(attachmentAsk('what is this wine?')).toBe('about');
    expect(attachmentAsk('tell me about this bottle')).toBe('about');
    expect(attachmentAsk('what grape is Barolo made from?')).toBe('other');
  });
});

describe('a label', () => {
  const musar = 'CHATEAU MUSAR\nBEKAA VALLEY\nLEBANON\n2016\n14% vol';

  it('is one bottle: the answer names its producer and describes its most specific place', () => {
    const a = withText('what is this wine?', musar);
    const o = opening(a.markdown);
    expect(o).toMatch(/Chateau Musar/);
    expect(o).toMatch(/Bekaa Valley\*?\*? is a region in Lebanon|Bekaa Valley is a region in Lebanon/);
    expect(a.markdown).not.toMatch(/I recognised \d wines/);
    expect(a.found).toBe(true);
  });

  it('is judged as that bottle against a dish', () => {
    const chablis = withText('is this label a good pick with lamb?', 'DOMAINE WILLIAM FEVRE\nCHABLIS GRAND CRU\n2019');
    expect(chablis.markdown).toContain('the wine on the label, is not a classic match for roast lamb');
    const pauillac = withText('is this a good pick with lamb?', 'Château Lynch-Bages\nPauillac\n2010');
    expect(opening(pauillac.markdown)).toMatch(
      /Yes: Château Lynch-Bages, Pauillac, the wine on the label, suits roast lamb/,
    );
  });

  it('answers a figure about the bottle in hand from its label instead of saying it cannot be seen', () => {
    const a = withText(
      "what's the alcohol of the wine I'm drinking right now?",
      'Cloudy Bay\nMarlborough\nSauvignon Blanc\n2023\n13% vol',
    );
    expect(opening(a.markdown)).toContain('13% alcohol');
    expect(a.markdown).not.toContain(ENGINE_TEXTS.honest.unseen);
  });

  it('is not read from a page of notes, one wine a line', () => {
    const notes =
      'Tasting notes: Loire evening\nSancerre 2022: citrus, gooseberry, flinty, high acidity.\nChinon 2019: raspberry, pencil shavings, Cabernet Franc.';
    expect(readLabel(knowledge, notes)).toBeUndefined();
    expect(readLabel(knowledge, musar)?.producer).toBe('Chateau Musar');
  });
});

describe('a page', () => {
  it('is summarised wine by wine, with what the records add', () => {
    const a = withText(
      'summarise this page',
      'Tasting notes: Loire evening\nSancerre 2022: citrus, gooseberry, flinty, high acidity.\nVouvray demi-sec 2020: honey, quince, off-dry.\nChinon 2019: raspberry, pencil shavings, Cabernet Franc.',
    );
    expect(a.markdown).toContain(ENGINE_TEXTS.attachment.summaryLead(3));
    expect(opening(a.markdown)).toContain('Sancerre 2022: citrus, gooseberry');
    expect(a.markdown).toMatch(/Sancerre: Sauvignon Blanc/);
  });

  it('that names no wine is said to be so, not answered with a guess', () => {
    const a = withText('what is this wine?', 'Invoice 2231\nDelivery to warehouse 4');
    expect(a.found).toBe(false);
    expect(a.markdown).toContain(ENGINE_TEXTS.attachment.unreadable);
    // A question of its own is still answered from the records.
    expect(opening(withText('what grape is Barolo made from?', 'Invoice 2231').markdown)).toMatch(/nebbiolo/i);
  });
});
