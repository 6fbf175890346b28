// The official-category question of the quiz bank: its wrong options must read as plausible beside
// the right one (the same country's other categories first, not a fixed list from abroad) and must
// never also be true of the place asked about or of a place inside it.
import { seeded } from '@sommai/shared';
import { describe, expect, it } from 'vitest';
import { knowledge as kb } from '../src/index.ts';
import { contextFor, MAKERS } from '../src/quiz-bank/index.ts';
import { CLASSIFICATIONS } from '../src/quiz-bank/makers/index.ts';

const ctx = contextFor(kb);
const maker = MAKERS.regionClassification;
const keys = Object.keys(CLASSIFICATIONS);
const categoriesIn = (text?: string) =>
  keys.filter((c) => new RegExp(`(^|[^A-Za-z])${c}(?![A-Za-z])`).test(text ?? ''));
const drafts = maker.subjects(ctx).flatMap((s) => {
  const d = maker.make(ctx, s.id, seeded(`test:${s.id}`));
  return d ? [{ region: kb.region(s.id), d }] : [];
});

describe('region classification questions', () => {
  it('are made for many appellations', () => expect(drafts.length).toBeGreaterThan(50));

  it('never offer as wrong a category the place or a place inside it holds', () => {
    for (const { region, d } of drafts) {
      if (!region) continue;
      const held = [region, ...kb.descendants(region.id)].flatMap((x) => categoriesIn(x.classification));
      for (const w of d.distractors) expect(held, `${region.name}: ${w}`).not.toContain(w);
    }
  });

  it("offer the same country's other categories when its records name any", () => {
    for (const { region, d } of drafts) {
      if (!region) continue;
      const own = new Set(
        kb.regions.filter((x) => x.country === region.country).flatMap((x) => categoriesIn(x.classification)),
      );
      own.delete(d.answer);
      for (const x of [region, ...kb.descendants(region.id)])
        for (const c of categoriesIn(x.classification)) own.delete(c);
      if (own.size === 0) continue;
      expect(
        d.distractors.some((w) => own.has(w)),
        `${region.name} (${d.answer}): ${d.distractors.join(', ')}`,
      ).toBe(true);
    }
  });

  it('draw an Italian DOCG’s and a Spanish DO’s wrong options from their own ladders', () => {
    const of = (country: string, answer: string) =>
      drafts.find((x) => x.region?.country === country && x.d.answer === answer);
    const italian = of('Italy', 'DOCG');
    const spanish = of('Spain', 'DO');
    expect(italian?.d.distractors).toEqual(expect.arrayContaining(['DOC', 'IGT']));
    expect(spanish?.d.distractors).toContain('DOCa');
  });
});
