// A grape asked of a place where it goes by its own name ("País in Chile") is known by other names
// elsewhere; from Level 3 those names join its profile line, and where the place has its own name for
// the grape, that local name leads instead.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const opening = (question: string, level: 1 | 2 | 3 | 4) =>
  answer({ question, level, style: 'friendly' }).markdown.slice(0, 400);

describe('a grape’s other names when asked of a place', () => {
  it('names them at Levels 3 and 4', () => {
    expect(opening('tell me about País in the Maule Valley', 3)).toMatch(/Mission/);
    expect(opening('Zinfandel in Lodi', 4)).toMatch(/Primitivo/);
  });

  it('leaves them out at Level 1', () => {
    expect(opening('Malbec in Mendoza', 1)).not.toMatch(/Elsewhere it is known/);
  });
});
