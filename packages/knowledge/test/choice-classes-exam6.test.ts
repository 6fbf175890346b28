// Classes of exam items from the sixth round: which place lies outside the region a "NOT" stem names
// (the map of regions decides, not a sentence that happens to list some of the options).
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 120);

describe('the one place outside the region a NOT stem names', () => {
  it('is read from the map of regions, even when a list sentence names three of the options', () => {
    expect(
      verdict(
        'Which of these Italian DOCGs does NOT come from Piedmont? 1. Gavi 2. Barbaresco 3. Vino Nobile di Montepulciano 4. Barolo',
      ),
    ).toMatch(/^\*\*3 — Vino Nobile/);
    expect(
      verdict(
        'Which of these DOCGs is not located in Tuscany? (a) Chianti Classico (b) Barolo (c) Brunello di Montalcino (d) Vino Nobile di Montepulciano',
      ),
    ).toMatch(/^\*\*b — Barolo/);
    expect(
      verdict('All of these appellations are in Burgundy EXCEPT: A) Meursault B) Pommard C) Chablis D) Pauillac'),
    ).toMatch(/^\*\*D — Pauillac/);
  });
});
