// "Which is NOT…" items where every option but one is shown to fit (tied to the stem's subject in the
// records, or named in one of its sentences) and the remaining one is known to nothing: that one is
// the exception. With two or more options unsupported the answer still declines to guess.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';

const verdict = (question: string) => answer({ question, level: 2, style: 'sharp' }).markdown.split('\n\n')[0] ?? '';

describe('the one option nothing supports', () => {
  it('is the exception when every other option fits', () => {
    expect(
      verdict('Which of these is NOT a Beaujolais cru?\nA) Chénas\nB) Juliénas\nC) Pouilly-Loché\nD) Saint-Amour'),
    ).toMatch(/^\*\*C — Pouilly-Loché/);
  });

  it('is no answer when another option is unsupported too', () => {
    expect(
      verdict('Which of these is NOT a Beaujolais cru?\nA) Chénas\nB) Morvenne-Loché\nC) Lugny\nD) Saint-Amour'),
    ).toMatch(/can't tell/);
  });
});
