// A composing thread that fails on request, for the tests of a thread that dies, throws or hangs:
// a question containing "crash" ends the thread, "throw" throws, "hang" never returns. Any other
// question is composed by the real worker.
import type { ComposeTask } from '../src/modules/chat/compose-pool.ts';
import compose from '../src/modules/chat/compose-worker.ts';

export default function failing(task: ComposeTask) {
  const question = task.kind === 'answer' ? task.input.question : '';
  if (question.includes('crash')) process.exit(1);
  if (question.includes('throw')) throw new Error('the engine failed on purpose');
  if (question.includes('hang')) for (;;);
  return compose(task);
}
