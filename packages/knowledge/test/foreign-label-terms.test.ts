// A known place with another country's label term set after it as one name ("Chianti Classico Gran
// Reserva": a Spanish rank on a Tuscan wine) is a wine no record holds: admitted, not answered with
// the place. The place's own country's terms ("Douro Reserva", "Barolo Riserva", "Rioja Gran
// Reserva") stay real.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { admits } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 3, style: 'friendly' });

describe("another country's label term after a known place", () => {
  it('admits the made-up wine', () => {
    for (const q of [
      'What are the ageing rules for Chianti Classico Gran Reserva?',
      'Tell me about Rías Baixas Riserva',
      'how sweet is Sancerre Spätlese',
    ]) {
      const a = ask(q);
      expect(a.found, q).toBe(false);
      expect(admits(a.markdown), q).toBe(true);
    }
  });

  it("answers a place with its own country's term", () => {
    for (const q of ['What is Douro Reserva?', 'What is a Barolo Riserva?', 'What is Rioja Gran Reserva?']) {
      const a = ask(q);
      expect(a.found, q).toBe(true);
      expect(admits(a.markdown.slice(0, 200)), q).toBe(false);
    }
  });
});
