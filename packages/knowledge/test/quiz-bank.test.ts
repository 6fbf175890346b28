// The answer key of the whole quiz bank, checked against the knowledge data by rules written here
// apart from the question makers: each right option is derived again from the records, and no wrong
// option may also be true.

import { LEVEL_IDS, QUIZ_CATEGORIES } from '@sommai/shared';
import { describe, expect, it } from 'vitest';
import { fold, type Grape, knowledge as kb, type Region } from '../src/index.ts';
import { type BankQuestion, bankVersion, buildBank, QUESTIONS_PER_QUIZ } from '../src/quiz-bank/index.ts';
import { SOIL_TYPES, soilMatches } from '../src/quiz-bank/makers/index.ts';

const bank = buildBank(kb);
const questions = bank.flatMap((q) => q.questions.map((x) => ({ quiz: q.id, ...x })));

const bare = (s: string) =>
  fold(s)
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[^a-z0-9]/g, '');
const names = (g: Grape) => [g.name, ...g.synonyms.flatMap((s) => s.split(' / '))].map(bare);
const grapeNamed = (name: string) => {
  const found = kb.grapes.filter((g) => g.name === name);
  expect(found, `exactly one grape is named ${name}`).toHaveLength(1);
  return found[0];
};
const regionNamed = (name: string) => {
  const found = kb.regions.filter((r) => r.name === name);
  expect(found, `exactly one region is named ${name}`).toHaveLength(1);
  return found[0];
};
const right = (q: BankQuestion) => q.options[q.correctAnswer];
const wrong = (q: BankQuestion) => q.options.filter((_, i) => i !== q.correctAnswer);
const LEVEL5 = ['low', 'medium-', 'medium', 'medium+', 'high'];
const BODY = ['light', 'medium-', 'medium', 'medium+', 'full'];
const CLIMATE = ['cool', 'moderate', 'warm', 'hot'];
const structure = (g: Grape, attribute: string) =>
  attribute === 'body'
    ? BODY.indexOf(g.structure.body)
    : LEVEL5.indexOf((attribute === 'acidity' ? g.structure.acidity : g.structure.tannin) ?? '');

/** The grapes a list of option names stands for. */
const grapes = (options: string[]) => options.map(grapeNamed);
const regions = (options: string[]) => options.map(regionNamed);

function checkQuestion(q: BankQuestion) {
  const c = q.check;
  switch (c.kind) {
    case 'grape-colour': {
      const [ok, ...no] = [grapeNamed(right(q)), ...grapes(wrong(q))];
      expect(ok.colour).toBe(c.colour);
      for (const g of no) expect(g.colour).toBe(c.colour === 'white' ? 'black' : 'white');
      return;
    }
    case 'grape-synonym': {
      const g = kb.grape(c.grape) as Grape;
      expect(q.question).toContain(g.name);
      expect(names(g).slice(1)).toContain(bare(right(q)));
      // Each wrong option is another grape's name (its own or another), never one of this grape's.
      for (const w of wrong(q)) {
        const owners = kb.grapes.filter((x) => names(x).includes(bare(w)));
        expect(owners.length, `${w} names a grape`).toBeGreaterThan(0);
        expect(owners.map((x) => x.id)).not.toContain(g.id);
        expect(names(g)).not.toContain(bare(w));
      }
      return;
    }
    case 'grape-origin': {
      const g = kb.grape(c.grape) as Grape;
      expect(fold(g.origin).startsWith(fold(right(q)))).toBe(true);
      // A wrong country is never named in the record, as a word ("USA", not the "usa" of "sausages").
      const record = ` ${fold(JSON.stringify(g)).replace(/[^a-z0-9]+/g, ' ')} `;
      for (const d of wrong(q)) expect(record).not.toContain(` ${fold(d).replace(/[^a-z0-9]+/g, ' ')} `);
      return;
    }
    case 'aroma-grape': {
      const g = grapeNamed(right(q));
      expect(g.id).toBe(c.grape);
      expect(fold(q.question)).toContain(fold(c.aroma));
      expect(g.aromas.some((a) => fold(a).includes(fold(c.aroma)))).toBe(true);
      for (const d of grapes(wrong(q))) expect(d.aromas.some((a) => fold(a).includes(fold(c.aroma)))).toBe(false);
      return;
    }
    case 'grape-aroma': {
      const g = kb.grape(c.grape) as Grape;
      const aromas = g.aromas.map(fold);
      expect(aromas.some((a) => a.includes(fold(right(q))))).toBe(true);
      for (const d of wrong(q)) {
        expect(aromas.some((a) => a.includes(fold(d)) || fold(d).includes(a))).toBe(false);
      }
      return;
    }
    case 'grape-structure': {
      const [ok, ...no] = grapes([right(q), ...wrong(q)]);
      const v = structure(ok, c.attribute);
      expect(v).toBeGreaterThanOrEqual(0);
      for (const d of no) {
        const dv = structure(d, c.attribute);
        expect(dv).toBeGreaterThanOrEqual(0);
        if (c.direction === 'most') expect(v - dv).toBeGreaterThanOrEqual(2);
        else expect(dv - v).toBeGreaterThanOrEqual(2);
      }
      return;
    }
    case 'region-country': {
      const r = kb.region(c.region) as Region;
      expect(q.question).toContain(r.name);
      expect(right(q)).toBe(r.country);
      for (const d of wrong(q)) expect(d).not.toBe(r.country);
      return;
    }
    case 'country-region': {
      expect(q.question).toContain(c.country);
      expect(regionNamed(right(q)).country).toBe(c.country);
      for (const d of regions(wrong(q))) expect(d.country).not.toBe(c.country);
      return;
    }
    case 'region-main-grape': {
      const r = kb.region(c.region) as Region;
      expect(q.question).toContain(r.name);
      expect(grapeNamed(right(q)).id).toBe(r.grapes[0]);
      for (const d of grapes(wrong(q))) expect(r.grapes).not.toContain(d.id);
      return;
    }
    case 'region-parent': {
      const r = kb.region(c.region) as Region;
      expect(q.question).toContain(r.name);
      expect(regionNamed(right(q)).id).toBe(r.parent);
      const above = new Set(kb.ancestors(r.id).map((a) => a.id));
      for (const d of regions(wrong(q))) {
        expect(above.has(d.id)).toBe(false);
        expect(kb.descendants(d.id).map((x) => x.id)).not.toContain(r.id);
      }
      return;
    }
    case 'region-climate': {
      const [ok, ...no] = regions([right(q), ...wrong(q)]);
      for (const d of no) {
        const gap = CLIMATE.indexOf(d.climate) - CLIMATE.indexOf(ok.climate);
        expect(c.direction === 'coolest' ? gap : -gap).toBeGreaterThanOrEqual(2);
      }
      return;
    }
    case 'region-soil': {
      const r = kb.region(c.region) as Region;
      const soilOf = (label: string) => SOIL_TYPES.find((s) => s.label === label);
      const ok = soilOf(right(q));
      expect(ok && soilMatches(r.soils[0], ok)).toBe(true);
      const family = [r, ...kb.ancestors(r.id), ...kb.descendants(r.id)].flatMap((x) => x.soils);
      for (const d of wrong(q)) {
        const s = soilOf(d);
        expect(s).toBeDefined();
        if (s) expect(family.some((t) => soilMatches(t, s))).toBe(false);
      }
      return;
    }
    case 'region-label-term': {
      const r = kb.region(c.region) as Region;
      expect(r.labelTerms).toContain(right(q));
      const used = kb.regions.filter((x) => x.country === r.country).flatMap((x) => x.labelTerms.map(bare));
      for (const d of wrong(q)) expect(used).not.toContain(bare(d));
      return;
    }
    case 'region-classification': {
      const r = kb.region(c.region) as Region;
      expect(right(q)).toBe(r.classification);
      for (const d of wrong(q)) expect((r.classification ?? '').split(/,\s*/)).not.toContain(d);
      return;
    }
    case 'region-permitted': {
      const r = kb.region(c.region) as Region;
      expect(r.grapesAre).toBe('permitted');
      const ids = (options: string[]) => grapes(options).map((g) => r.grapes.includes(g.id));
      expect(ids([right(q)])).toEqual([!c.negated]);
      expect(ids(wrong(q))).toEqual(wrong(q).map(() => c.negated));
      return;
    }
    case 'table-cell': {
      const table = kb.topic(c.topic)?.table;
      expect(table).toBeDefined();
      if (!table) return;
      const row = table.rows[c.row];
      expect(right(q)).toBe(row[c.column]);
      expect(row.some((cell, i) => i !== c.column && fold(q.question).includes(fold(cell)))).toBe(true);
      for (const d of wrong(q)) expect(row.map(bare)).not.toContain(bare(d));
      return;
    }
    case 'term-meaning': {
      const t = kb.term(c.term);
      expect(t).toBeDefined();
      if (!t) return;
      expect(fold(t.meaning)).toContain(fold(right(q)));
      for (const d of wrong(q)) expect(fold(t.meaning)).not.toContain(fold(d));
      return;
    }
    case 'pairing-wine': {
      const p = kb.pairing(c.pairing);
      expect(p).toBeDefined();
      if (!p) return;
      expect(p.wines.map((w) => w.wine)).toContain(right(q));
      const grapesHere = new Set(p.wines.flatMap((w) => w.grapes));
      for (const d of wrong(q)) {
        expect(p.wines.map((w) => w.wine)).not.toContain(d);
        const elsewhere = kb.pairings.flatMap((o) => o.wines).filter((w) => w.wine === d);
        expect(elsewhere.length).toBeGreaterThan(0);
        for (const w of elsewhere) expect(w.grapes.some((g) => grapesHere.has(g))).toBe(false);
      }
      return;
    }
  }
}

describe('quiz bank', () => {
  it('has at least 40 quizzes across every level and category, with 10+ questions each', () => {
    expect(bank.length).toBeGreaterThanOrEqual(40);
    for (const level of LEVEL_IDS)
      for (const category of QUIZ_CATEGORIES)
        expect(
          bank.some((q) => q.level === level && q.category === category),
          `${category} at level ${level}`,
        ).toBe(true);
    for (const q of bank) expect(q.questions.length).toBeGreaterThanOrEqual(QUESTIONS_PER_QUIZ);
  });

  it('gives every question four distinct options, one right answer and a one-line explanation', () => {
    const ids = new Set<string>();
    for (const q of questions) {
      expect(ids.has(q.id), q.id).toBe(false);
      ids.add(q.id);
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options.map(bare)).size).toBe(4);
      expect(q.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(q.correctAnswer).toBeLessThan(4);
      expect(q.question.trim().length).toBeGreaterThan(10);
      expect(q.explanation.length).toBeGreaterThan(10);
      expect(q.explanation).not.toContain('\n');
    }
  });

  it('never asks the same fact twice', () => {
    const seen = new Set<string>();
    for (const q of questions) {
      const key = `${q.question}|${right(q)}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('is stable: the same knowledge data gives the same bank', () => {
    expect(bankVersion(buildBank(kb))).toBe(bankVersion(bank));
  });

  it('has an answer key the knowledge data proves, and no wrong option that is also right', () => {
    const failures: string[] = [];
    for (const q of questions) {
      try {
        checkQuestion(q);
      } catch (err) {
        failures.push(`${q.id} ${q.question} [${q.options.join(' | ')}]: ${(err as Error).message.split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('quiz bank classification', () => {
  const topicOf = (q: BankQuestion) => (q.check.kind === 'table-cell' ? kb.topic(q.check.topic) : undefined);
  const isAroma = (q: BankQuestion) =>
    q.check.kind === 'aroma-grape' ||
    q.check.kind === 'grape-aroma' ||
    /\b(aroma|aromas|nose)\b/i.test(topicOf(q)?.title ?? '');
  const isStructure = (q: BankQuestion) => q.check.kind === 'grape-structure';

  it('keeps aroma quizzes to aromas and structure quizzes to structure', () => {
    for (const quiz of bank) {
      const title = `${quiz.title} ${quiz.description}`;
      if (/aroma/i.test(title) && !/structure|tannin|acidity/i.test(title))
        for (const q of quiz.questions) expect(isStructure(q), `${quiz.id}: ${q.question}`).toBe(false);
      if (/structure|tannin|acidity|body/i.test(title) && !/aroma/i.test(title))
        for (const q of quiz.questions) expect(isAroma(q), `${quiz.id}: ${q.question}`).toBe(false);
    }
  });

  it('asks about the vineyard only in quizzes about the vineyard', () => {
    for (const quiz of bank)
      for (const q of quiz.questions) {
        const t = topicOf(q);
        if (t?.category === 'viticulture')
          expect(`${quiz.title} ${quiz.description}`, `${quiz.id}: ${q.question}`).toMatch(/vine|vineyard/i);
      }
  });

  it('puts only well-known grapes (a main grape of some region) into Level 1 questions and options', () => {
    const main = new Set(kb.regions.flatMap((r) => r.grapes.slice(0, 2)));
    const byName = new Map(kb.grapes.map((g) => [g.name, g]));
    const obscure: string[] = [];
    for (const quiz of bank.filter((q) => q.level === 1))
      for (const q of quiz.questions)
        for (const text of [q.question, ...q.options])
          for (const [name, g] of byName)
            if (!main.has(g.id) && new RegExp(`(^|[^\\p{L}])${name}($|[^\\p{L}])`, 'u').test(text))
              obscure.push(`${quiz.id}: ${name} in “${text}”`);
    expect(obscure).toEqual([]);
  });
});
