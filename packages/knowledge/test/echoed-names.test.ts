// An invented event named on a real one's pattern ("the Judgement of Madrid" beside the Judgement of
// Paris) is admitted as unknown, not answered with the real event's story; the real one still is.
import { describe, expect, it } from 'vitest';
import { answer } from '../src/index.ts';
import { admits } from './eval/grade.ts';

const ask = (question: string) => answer({ question, level: 2, style: 'friendly' });

describe('a name that echoes a real event', () => {
  it('admits an invented event as unknown instead of telling the real one', () => {
    for (const q of [
      'What happened at the Judgement of Madrid in 1979?',
      'Which wines took part in the Judgment of Sydney?',
    ]) {
      const a = ask(q);
      expect(admits(a.markdown.slice(0, 200)), q).toBe(true);
      expect(a.markdown.slice(0, 200), q).not.toMatch(/Spurrier|1976/);
    }
  });

  it('still tells the real event, in either spelling', () => {
    for (const q of ['What was the Judgment of Paris?', 'Who won the Judgement of Paris?'])
      expect(ask(q).markdown.slice(0, 300), q).toMatch(/1976/);
  });
});
