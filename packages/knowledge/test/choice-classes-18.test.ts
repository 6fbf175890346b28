// Classes of exam items: a stem that asks by a judging word ("worst", "ideal") the records use of
// one option, and closures that cannot carry cork taint.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (q: string) => answer({ question: q, level: 3, style: 'friendly' }).markdown.slice(0, 80);

describe('a judging word in the stem that a record says of one option', () => {
  it('takes the option named in the clause that uses the same word', () => {
    expect(
      verdict(
        'Where is the worst place to keep bottles for several years? A) a dark cellar at a steady 13 °C B) on a shelf in a sunny kitchen C) lying down in a wine cabinet D) in a cool cupboard away from light',
      ),
    ).toMatch(/^\*\*B — /);
    expect(
      verdict(
        'Which room of a house is usually the worst for storing wine?\n1. a basement under the stairs\n2. the kitchen\n3. a dark spare bedroom\n4. a cool garage with a steady temperature',
      ),
    ).toMatch(/^\*\*2 — /);
  });
});
