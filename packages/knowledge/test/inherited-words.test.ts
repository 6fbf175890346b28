// Words every JavaScript object answers to ("constructor", "toString", "__proto__"…) are ordinary
// words to the engine: a question using them is read like any other, and no table answers them with
// what objects inherit.
import { describe, expect, it } from 'vitest';
import { answer, fold } from '../src/index.ts';
import { root, stem } from '../src/normalize.ts';

const INHERITED = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];

describe('words objects inherit', () => {
  it('stems and roots them as the plain words they are', () => {
    for (const w of INHERITED.map((x) => fold(x))) {
      expect(typeof stem(w)).toBe('string');
      expect(typeof root(w)).toBe('string');
    }
    expect(stem('constructors')).toBe('constructor');
  });

  it('answers questions that use them without reading them as a wine word', () => {
    const asked = [
      'Is a constructor of wine cellars worth hiring, and what temperature should the cellar hold?',
      'toString valueOf constructor',
      'What grape is Chianti made from? __proto__',
      'Which is the main grape of Barolo? A) constructor B) Nebbiolo C) toString D) valueOf',
    ];
    for (const question of asked) {
      const a = answer({ question, level: 2, style: 'friendly' });
      expect(typeof a.markdown).toBe('string');
      expect(a.markdown).not.toMatch(/function|\[native code\]|\[object Object\]/);
    }
    expect(answer({ question: asked[2], level: 2, style: 'friendly' }).markdown).toMatch(/Sangiovese/);
    expect(answer({ question: asked[3], level: 2, style: 'friendly' }).markdown).toMatch(/\bB\b.*Nebbiolo/);
  });
});
