// What is kept between answers changes no answer: warm() builds what the modules above the knowledge
// base keep for it, and the readings kept in bounded memories are the same on the first and the
// second look.
import { describe, expect, it } from 'vitest';
import { opposite, saidOtherwise } from '../src/choice-view.ts';
import { knowledge } from '../src/index.ts';
import { type KnowledgeBase, warmAlso } from '../src/kb.ts';
import { keptWordsCount, unkept, words } from '../src/normalize.ts';

describe('warm()', () => {
  it('runs every builder registered by the modules above the knowledge base', () => {
    const seen: KnowledgeBase[] = [];
    warmAlso((kb) => seen.push(kb));
    knowledge.warm();
    expect(seen).toEqual([knowledge]);
  });
});

describe('polar readings kept between items', () => {
  it('reads a word said without the thing against the same sentence every time', () => {
    for (let i = 0; i < 2; i++) {
      expect([...saidOtherwise('oaked and rich', 'The wines are usually unoaked and lean.')]).toEqual(['oak']);
      expect([...saidOtherwise('a non-vintage blend', 'A vintage wine from a single year.')]).toEqual(['vintag']);
    }
  });

  it('reads an opposite qualifying the same noun, in either wording', () => {
    for (let i = 0; i < 2; i++) {
      expect(saidOtherwise('high in alcohol', 'Picked early, it is low in alcohol.').has('alcohol')).toBe(true);
      expect(saidOtherwise('high alcohol', 'These wines have low alcohol and high acidity.').has('alcohol')).toBe(true);
      expect(saidOtherwise('high in alcohol', 'It is high in alcohol.').size).toBe(0);
    }
  });

  it('gives each root its opposites in the order of the list', () => {
    expect(opposite('dry')).toEqual(['sweet', 'moist']);
    expect(opposite('cool')).toEqual(['warm', 'hot']);
    expect(opposite('grape')).toEqual([]);
  });
});

describe('builds that read every record once', () => {
  it('read the same words without keeping them', () => {
    const texts = [
      'Grüner Veltliner thrives on the loess terraces of the Wagram.',
      "Côte-Rôtie's schist slopes (very steep) face south-east.",
    ];
    const outside = texts.map((t) => words(t));
    const before = keptWordsCount();
    const inside = unkept(() => texts.map((t) => words(`${t} `)));
    expect(keptWordsCount()).toBe(before);
    expect(inside).toEqual(outside);
  });

  it('hands out copies a caller may change', () => {
    const first = unkept(() => words('Mosel Riesling, slate and steep slopes'));
    first.push('changed');
    expect(unkept(() => words('Mosel Riesling, slate and steep slopes'))).not.toContain('changed');
  });
});
