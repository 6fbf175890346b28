// The built-in engine's answers composed off the event loop: a small pool of worker threads
// (piscina), each loading the knowledge engine once and composing one answer at a time. Composing
// takes a few milliseconds of CPU per answer; on the main thread, 50 questions at once meant 50
// compositions one after another before the last stream's first word, and every other request
// waited behind them too. Here the main thread stores questions and writes words meanwhile.
//
// A worker that throws or dies fails only the answer it was composing (the caller gives the
// turn's tokens back and says so with the usual chat error); a worker that takes longer than the
// time limit is ended the same way, and piscina starts a new thread for the next answer. When
// every thread is busy and the queue is full, the answer is composed on the main thread: the turn
// is stored and paid for, so it is answered rather than refused.
import { availableParallelism } from 'node:os';
import type { Answer, AnswerInput } from '@sommai/knowledge';
import type { Piscina } from 'piscina';

export type Composed = Pick<Answer, 'markdown' | 'sources' | 'found'>;

/** What a thread is asked to do: compose one answer, or load the engine and build its index. */
export type ComposeTask = { kind: 'answer'; input: AnswerInput } | { kind: 'warm' };

export interface ComposeSettings {
  /** Threads composing answers; 0 composes on the main thread. */
  threads?: number;
  /** The longest one composition may take before its thread is ended and the answer fails. */
  timeoutMs: number;
  /** Another worker module (tests use one that crashes or hangs). */
  filename?: string;
}

/** Answers that may wait for a thread, per thread, before the main thread composes them itself. */
const QUEUE_PER_THREAD = 64;

/**
 * One thread below the core count (at most four) on a machine of three cores or more: the main
 * thread keeps a core for the database and the streams' writes, and each thread holds its own copy
 * of the engine (about 80 MB). On one or two cores there is no core to spare: measured on two
 * shared cores, a thread did not bring the first word of 50 streams forward (on PGlite, whose
 * queries run on the main thread, it delayed it), so answers are composed on the main thread there
 * unless CHAT_THREADS asks for threads.
 */
export const defaultComposeThreads = () => {
  const cores = availableParallelism();
  return cores <= 2 ? 0 : Math.min(4, cores - 1);
};

/** The default, worked out once: every answer asks for it. */
let defaultThreads: number | undefined;

let settings: ComposeSettings = { timeoutMs: 10_000 };
let pool: Piscina<ComposeTask, Composed | null> | undefined;
let making: Promise<Piscina<ComposeTask, Composed | null>> | undefined;

/** The pool's size and time limit (CHAT_THREADS, CHAT_COMPOSE_TIMEOUT_MS); applies to the next pool made. */
export function configureComposePool(options: ComposeSettings) {
  settings = options;
}

export function composeThreads(): number {
  if (settings.threads !== undefined) return settings.threads;
  defaultThreads ??= defaultComposeThreads();
  return defaultThreads;
}

function composePool(): Promise<Piscina<ComposeTask, Composed | null>> {
  if (pool) return Promise.resolve(pool);
  making ??= import('piscina').then(({ Piscina }) => {
    const threads = composeThreads();
    pool ??= new Piscina<ComposeTask, Composed | null>({
      filename: settings.filename ?? new URL('./compose-worker.ts', import.meta.url).href,
      // The threads stay: a new one spends about a second loading the engine and its index.
      minThreads: threads,
      maxThreads: threads,
      maxQueue: threads * QUEUE_PER_THREAD,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    making = undefined;
    return pool;
  });
  return making;
}

/** Starts the threads and has each load the engine, so the first answers do not wait for it. */
export async function warmComposePool(): Promise<void> {
  if (composeThreads() === 0) return;
  const p = await composePool();
  await Promise.all(Array.from({ length: p.options.maxThreads }, () => p.run({ kind: 'warm' })));
}

/** The composition failed in its thread (an error, a crash, or the time limit). */
export class ComposeFailed extends Error {}

/**
 * The answer composed in a thread, or undefined when `signal` aborted first (the client left, the
 * answer's deadline passed). `inProcess` composes it here when there are no threads or no room in
 * the queue. Throws ComposeFailed when the thread failed.
 */
export async function composeInPool(
  input: AnswerInput,
  inProcess: (input: AnswerInput) => Composed,
  signal?: AbortSignal,
): Promise<Composed | undefined> {
  if (composeThreads() === 0) return inProcess(input);
  const p = await composePool();
  if (p.queueSize >= p.options.maxQueue) return inProcess(input);
  if (signal?.aborted) return undefined;
  const limit = AbortSignal.timeout(settings.timeoutMs);
  try {
    const composed = await p.run(
      { kind: 'answer', input },
      { signal: signal ? AbortSignal.any([signal, limit]) : limit },
    );
    if (!composed) throw new Error('the thread answered nothing');
    return composed;
  } catch (err) {
    if (signal?.aborted) return undefined;
    throw new ComposeFailed(limit.aborted ? 'composing the answer took too long' : 'composing the answer failed', {
      cause: err,
    });
  }
}

/** Ends the threads (the next answer starts a new pool). */
export async function closeComposePool(): Promise<void> {
  const p = pool ?? (await making);
  pool = undefined;
  making = undefined;
  await p?.destroy();
}
