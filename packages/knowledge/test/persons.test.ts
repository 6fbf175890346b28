// People asked about by name: a "who is / who was" question asks about a person, so a wine place or
// grape inside the name ("Lord Nelson", "Adelaide Kane") is part of the name, not the subject. A person
// the notes know is answered from them; one they do not know is admitted honestly, and with nothing
// of wine beside the name the reply also says that other subjects are outside what the tutor covers.
import { describe, expect, it } from 'vitest';
import { answer, understand } from '../src/index.ts';
import { admits, opening, steers } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });

describe('people asked about by name', () => {
  it('does not read a person whose name holds a wine place as that place', () => {
    for (const q of ['who was Lord Nelson?', 'Who is Adelaide Kane', 'who was General Douro Smith']) {
      const u = understand(q);
      expect(u.intent).toBe('unknown');
      expect(u.honesty?.category).toBe('person');
      expect(u.subjects.some((s) => s.kind === 'region')).toBe(false);
      const a = ask(q);
      expect(a.found).toBe(false);
      expect(admits(opening(a.markdown, 200))).toBe(true);
      expect(steers(a.markdown)).toBe(true);
    }
  });

  it('admits an unknown person without calling a wine question off the subject', () => {
    const a = ask('Who was King Harold and did he drink claret?');
    expect(admits(opening(a.markdown, 200))).toBe(true);
    expect(a.markdown).not.toMatch(/if it isn't a wine at all/);
  });

  it('answers a person the notes know from the notes', () => {
    const a = ask('who is Robert Parker?');
    expect(a.found).toBe(true);
    expect(opening(a.markdown)).toMatch(/wine advocate|100-point/i);
  });

  it('still answers a place asked about on its own', () => {
    expect(opening(ask('Where is Adelaide Hills?').markdown)).toMatch(/south australia/i);
    expect(understand('who makes the wines of Victoria?').honesty).toBeUndefined();
  });
});

describe("a private fact of one person's life", () => {
  it('is admitted as unknowable and steered back to wine, whoever the person is', () => {
    for (const q of [
      'What did Robert Parker have for breakfast?',
      'what does Jancis Robinson eat for dinner',
      'What time does Michel Rolland wake up?',
      "what is Hugh Johnson's wife's name",
    ]) {
      const a = ask(q);
      expect(a.found, q).toBe(false);
      expect(understand(q).honesty?.reason, q).toBe('personal');
      expect(admits(opening(a.markdown, 200)), q).toBe(true);
      expect(steers(a.markdown), q).toBe(true);
    }
  });

  it('leaves the asker’s own meal and a critic’s opinion to their own answers', () => {
    expect(understand('What wine should I have for breakfast?').honesty?.reason).not.toBe('personal');
    expect(understand('What did Robert Parker think of the 2000 Bordeaux?').honesty?.reason).toBe('opinion');
  });
});
