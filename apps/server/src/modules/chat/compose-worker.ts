// Runs in a composing thread (see compose-pool.ts): the knowledge engine, loaded once per thread,
// composes one answer per task. The code is the engine the main thread used; only where it runs
// changed, so an answer is the same text wherever it was composed.
import { answer } from '@sommai/knowledge';
import type { Composed, ComposeTask } from './compose-pool.ts';

const WARM_UP = { question: 'What grape is Chablis made from?', level: 1, style: 'friendly' } as const;

export default function compose(task: ComposeTask): Composed | null {
  if (task.kind === 'warm') {
    answer(WARM_UP);
    return null;
  }
  const made = answer(task.input);
  return { markdown: made.markdown, sources: made.sources, found: made.found };
}
