import { describe, expect, it } from 'vitest';
import { answer, knowledge, search } from '../src/index.ts';
import { KnowledgeBase } from '../src/kb.ts';
import { editDistance, fold, keepsIdentity, stem, tokens } from '../src/normalize.ts';
import { nearKnownWord } from '../src/question-names.ts';
import { FIXTURE } from './fixtures.ts';

const top = (q: string) => search(q)[0];

describe('normalisation', () => {
  it('folds case, accents and ligatures', () => {
    expect(fold('Gewürztraminer')).toBe('gewurztraminer');
    expect(fold('Côte-Rôtie')).toBe('cote-rotie');
    expect(fold('Cœur')).toBe('coeur');
  });
  it('reads St as Saint and folds plurals', () => {
    expect(tokens('St-Émilion')).toEqual(['saint', 'emilion']);
    expect(stem('rieslings')).toBe('riesling');
    expect(stem('sherries')).toBe('sherry');
    expect(stem('chablis')).toBe('chablis');
  });
  it('counts edits with adjacent swaps as one', () => {
    expect(editDistance('gewurtz', 'gewurzt', 2)).toBe(1);
    expect(editDistance('chardonay', 'chardonnay', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
  it('tells a misspelt name from a different name one letter away', () => {
    expect(keepsIdentity('morilon', 'morillon')).toBe(true); // a letter dropped
    expect(keepsIdentity('morrillon', 'morillon')).toBe(true); // a letter doubled
    expect(keepsIdentity('moirllon', 'morillon')).toBe(true); // neighbours swapped
    expect(keepsIdentity('malbek', 'malbec')).toBe(true); // a letter of like sound
    expect(keepsIdentity('morvillon', 'morillon')).toBe(false); // a letter added
    expect(keepsIdentity('morigon', 'morillon')).toBe(false);
    expect(keepsIdentity('moritlon', 'morillon')).toBe(false); // a consonant changed
  });
});

describe('names known only by another name', () => {
  it('finds a synonym misspelt but not an unknown name one added letter from it', () => {
    expect(search('Morillon', { kinds: ['grape'] })[0]?.id).toBe('chardonnay');
    expect(search('Morilon', { kinds: ['grape'] })[0]?.id).toBe('chardonnay');
    expect(search('Morvillon', { kinds: ['grape'] })[0]?.id).not.toBe('chardonnay');
    expect(answer({ question: 'What is Morvillon?', level: 3 }).found).toBe(false);
    // Nor is a synonym both shortened and misspelt: Pignolo is a grape of its own, not Pignoletto.
    expect(search('Pignolo', { kinds: ['grape'] })[0]?.id).not.toBe('grechetto');
    expect(search('Pignoletto', { kinds: ['grape'] })[0]?.id).toBe('grechetto');
  });
  it('reads such a name as unknown when deciding whether a question names something strange', () => {
    // A place within a region (Grenouilles in Chablis) is misspelt by a dropped letter, not by one added.
    expect(nearKnownWord(knowledge, 'grenouiles')).toBe(true);
    expect(nearKnownWord(knowledge, 'grenvouilles')).toBe(false);
    expect(nearKnownWord(knowledge, 'morvillon')).toBe(false);
    expect(nearKnownWord(knowledge, 'morilon')).toBe(true);
    // Record names keep their full tolerance.
    expect(nearKnownWord(knowledge, 'tempranilo')).toBe(true);
  });
});

describe('search on the fixture data', () => {
  const kb = new KnowledgeBase(FIXTURE);
  it('finds names with accents, typos and partial names', () => {
    expect(kb.search('gewurztraminer')[0]).toMatchObject({ kind: 'grape', id: 'gewurztraminer', score: 1 });
    expect(kb.search('Gewurtz')[0]?.id).toBe('gewurztraminer');
    expect(kb.search('Chardonay')[0]?.id).toBe('chardonnay');
    expect(kb.search('chateauneuf')[0]?.id).toBe('chateauneuf-du-pape');
    expect(kb.search('Barollo')[0]?.id).toBe('barolo');
  });
  it('tells pinot noir from pinot gris', () => {
    expect(kb.search('pinot noir')[0]?.id).toBe('pinot-noir');
    expect(kb.search('pinot gris')[0]?.id).toBe('pinot-gris');
    expect(kb.search('pinot grigio')[0]?.id).toBe('pinot-gris');
  });
  it('finds topics by keyword, terms and pairings', () => {
    expect(kb.search('buttery')[0]).toMatchObject({ kind: 'topic', id: 'malolactic-conversion' });
    expect(kb.search('spatlese')[0]).toMatchObject({ kind: 'term', id: 'spatlese' });
    expect(kb.search('lamb chops')[0]).toMatchObject({ kind: 'pairing', id: 'lamb' });
  });
  it('finds nothing for nonsense', () => {
    expect(kb.search('zorblax')).toEqual([]);
  });
});

describe('search on the knowledge base', () => {
  it('reads a word unique to one name as that name only when it is no everyday word', () => {
    const named = (text: string) => knowledge.mentions(text).map((m) => `${m.kind}:${m.id}`);
    expect(named('a glass of rotie')).toContain('region:cote-rotie');
    expect(named('how fast does hair growth happen')).toEqual([]);
  });

  it.each([
    ['gewurztraminer', 'gewurztraminer'],
    ['GEWÜRZTRAMINER', 'gewurztraminer'],
    ['Gewurtz', 'gewurztraminer'],
    ['Chardonay', 'chardonnay'],
    ['Sangiovesse', 'sangiovese'],
    ['rieslings', 'riesling'],
    ['cab sauv', 'cabernet-sauvignon'],
    ['sauv blanc', 'sauvignon-blanc'],
    ['shiraz', 'syrah'],
    ['pinot noir', 'pinot-noir'],
    ['pinot gris', 'pinot-gris'],
    ['pinot grigio', 'pinot-gris'],
  ])('%s finds the grape %s', (q, id) => {
    expect(top(q)).toMatchObject({ kind: 'grape', id });
  });

  it.each([
    ['Bordaux', 'bordeaux'],
    ['chateauneuf', 'chateauneuf-du-pape'],
    ['Chateauneuf du Pape', 'chateauneuf-du-pape'],
    ['saint emilion', 'saint-emilion'],
    ['st-emilion', 'saint-emilion'],
    ['st emilion', 'saint-emilion'],
    ['Saint-Émilion', 'saint-emilion'],
    ['pouilly fume', 'pouilly-fume'],
  ])('%s finds the region %s', (q, id) => {
    expect(top(q)).toMatchObject({ kind: 'region', id });
  });

  it('ranks the exact multi-word name above its neighbours', () => {
    const hits = search('pinot noir');
    expect(hits[0].id).toBe('pinot-noir');
    expect(hits[0].score).toBeGreaterThan(hits.find((h) => h.id === 'pinot-gris')?.score ?? 0);
  });

  it('returns typed hits with titles', () => {
    const hit = top('malolactic');
    expect(hit).toMatchObject({ kind: 'topic' });
    expect(hit.title.length).toBeGreaterThan(0);
  });

  it('does not read everyday words as wine names', () => {
    const m = knowledge.mentions('what is it made from and how do I make it taste good');
    expect(m.filter((x) => x.kind === 'grape' || x.kind === 'region')).toEqual([]);
  });
});
