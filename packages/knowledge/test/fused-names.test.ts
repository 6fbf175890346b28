// Names that borrow part of a real one: a known grape with a strange word fused on after it ("Grüner
// Silberling", "Pinot Vermello") is a grape no record holds, and someone named by their trade
// ("winemaker jorge almadena", "the sommelier Ilse Varganyi") is a person no record writes, in
// capitals or not. Both are admitted, never answered with the known grape or a topic in their place.
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';
import { admits } from './eval/grade.ts';

const admitted = (question: string) => {
  const a = answer({ question, level: 2, style: 'friendly' });
  return admits(a.markdown.slice(0, 300)) && !a.found;
};

describe('a name fused from a known one', () => {
  it('admits a known grape with a strange word fused on', () => {
    for (const q of [
      'What is Grüner Silberling, the Austrian grape?',
      'Is Pinot Vermello a red grape?',
      'tell me about Cabernet Dorvanne',
      'how does Tempranillo Escurano taste',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('admits a known grape with a strange word fused on, in lower case or in capitals', () => {
    for (const q of [
      'Tell me about grenache vermelha',
      'is syrah montagnon a red grape',
      'What is Syrah Montagnon?',
      'how does merlot castanheira taste',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('admits a known grape or style joined by "de" to a place no record writes', () => {
    for (const q of [
      'Tell me about blanquette de sorel',
      'what is Crémant de Savarelle like?',
      'is crémant de sorel sweet',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('reads a misspelt known name as that name', () => {
    for (const q of [
      'tell me about pinot noirr',
      'what is tempranilo',
      'what is crémant de loire',
      'tell me about grenache blanc',
    ])
      expect(understand(q).intent, q).not.toBe('unknown');
  });

  it('admits a person named by their trade', () => {
    for (const q of [
      "what is winemaker jorge almadena's philosophy on oak",
      'what does the sommelier Ilse Varganyi recommend with oysters',
      'which wines did oenologist marek brzowicz make',
    ])
      expect(admitted(q), q).toBe(true);
  });

  it('answers known grapes with a known word after them', () => {
    for (const q of ['What is Pinot Noir Précoce?', 'Is Grüner Veltliner Smaragd dry?', 'what is Cabernet Franc like'])
      expect(understand(q).intent, q).not.toBe('unknown');
  });
});
