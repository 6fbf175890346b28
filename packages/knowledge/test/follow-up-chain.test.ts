// A follow-up that points back ("what food goes with it?") after another follow-up ("how long does it
// keep?") still means the wine named before both.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import type { ChatTurn } from '../src/intent.ts';

function chat(questions: string[]): string {
  const history: ChatTurn[] = [];
  let last = '';
  for (const question of questions) {
    last = answer({ question, level: 2, style: 'friendly', history }).markdown;
    history.push({ role: 'user', content: question }, { role: 'assistant', content: last });
  }
  return last.toLowerCase();
}

describe('a chain of follow-ups', () => {
  it('keeps the wine named two questions back', () => {
    expect(chat(['Tell me about Sancerre.', 'Is it oaked?', 'What dishes go with it?'])).toMatch(
      /^[^.]*\.? ?\*\*sancerre\*\* goes well with/,
    );
    expect(chat(['What is Vinho Verde?', 'How cold should I serve it?', 'And what should I eat with it?'])).toMatch(
      /vinho verde\*\* goes well with/,
    );
  });
});
