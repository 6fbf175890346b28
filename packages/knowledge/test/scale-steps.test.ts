// The steps of a tasting scale asked by name, written either way ("medium(+)", "medium plus"): the
// answer opens with where the step sits on the scale.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { words } from '../src/normalize.ts';

const opening = (question: string) => answer({ question, level: 3, style: 'friendly' }).markdown.slice(0, 300);

describe('a step of a tasting scale', () => {
  it('reads "(+)" and "(-)" as plus and minus', () => {
    expect(words('medium(+) tannin, medium(-) body')).toEqual(['medium', 'plus', 'tannin', 'medium', 'minus', 'body']);
  });

  it('says where medium(+) and medium(-) sit', () => {
    for (const q of ['what is medium minus acidity', 'medium plus tannin meaning', 'is medium(+) more than medium?'])
      expect(opening(q)).toMatch(/medium\(\+\) sits between medium and high/);
  });
});
