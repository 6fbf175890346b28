import { describe, expect, it } from 'vitest';
import { drawExam, poolOf } from '../../src/modules/exams/draw.ts';
import { bankOf } from '../../src/modules/quiz/seed.ts';

describe('mock exam draw', () => {
  const pool = poolOf(bankOf(), 2, null);

  it('asks every area of the level and never the same question twice', () => {
    const exam = drawExam(pool, 50, new Set()) ?? [];
    expect(exam).toHaveLength(50);
    expect(new Set(exam.map((q) => q.id)).size).toBe(50);
    const perArea = new Map<string, number>();
    for (const q of exam) perArea.set(q.area, (perArea.get(q.area) ?? 0) + 1);
    expect([...perArea.keys()].sort()).toEqual(['basics', 'certification', 'regions', 'tasting']);
    // Taken in turn from each area: no area has more than its share plus one.
    for (const n of perArea.values()) expect(n).toBeLessThanOrEqual(Math.ceil(50 / 4) + 1);
  });

  it('leaves out recent questions while others remain, then takes the seen ones', () => {
    const first = drawExam(pool, 50, new Set()) ?? [];
    const recent = new Set(first.map((q) => q.id));
    const second = drawExam(pool, 50, recent) ?? [];
    expect(second.filter((q) => recent.has(q.id))).toEqual([]);
    // Only 20 unseen questions are left after 100 of 120: the rest of the paper repeats.
    const both = new Set([...recent, ...second.map((q) => q.id)]);
    const third = drawExam(pool, 50, both) ?? [];
    expect(third.filter((q) => !both.has(q.id))).toHaveLength(pool.length - both.size);
    expect(drawExam(pool, pool.length + 1, new Set())).toBeUndefined();
  });
});
