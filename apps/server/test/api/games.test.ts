import { fold, knowledge } from '@sommai/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cluesFor, grapeRounds } from '../../src/modules/games/rounds.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('guess the grape', () => {
  it('serves rounds of three clues and four options with one right answer', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({ url: '/api/games/grape-clues?rounds=10', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const { rounds } = res.json() as {
      rounds: { id: string; clues: { text: string }[]; options: string[]; answer: number }[];
    };
    expect(rounds).toHaveLength(10);
    expect(new Set(rounds.map((r) => r.id)).size).toBe(10);
    for (const r of rounds) {
      const grape = knowledge.grape(r.id);
      expect(grape).toBeDefined();
      expect(r.clues).toHaveLength(3);
      expect(new Set(r.options).size).toBe(4);
      expect(r.options[r.answer]).toBe(grape?.name);
    }
  });

  it('never names the grape in its own clues, and the wrong options share its colour', () => {
    for (const round of grapeRounds(40)) {
      const grape = knowledge.grape(round.id);
      if (!grape) throw new Error(round.id);
      const names = [grape.name, ...grape.synonyms].map(fold).filter((n) => n.length > 2);
      for (const clue of round.clues) for (const n of names) expect(fold(clue.text)).not.toContain(n);
      const colours = round.options.map((o) => knowledge.grapes.find((g) => g.name === o)?.colour);
      expect(colours.every((c) => c === grape.colour)).toBe(true);
    }
    expect(knowledge.grapes.filter((g) => cluesFor(g)).length).toBeGreaterThan(50);
  });

  it('needs a signed-in user and a sensible number of rounds', async () => {
    expect((await t.app.inject({ url: '/api/games/grape-clues' })).statusCode).toBe(401);
    const u = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/games/grape-clues?rounds=500', headers: u.auth })).statusCode).toBe(400);
  });
});
