// Where answers come from: the built-in wine knowledge engine, or an OpenAI-compatible model
// grounded on the same knowledge. An external model that fails, hangs or answers nothing hands
// over to the built-in engine with a short notice, so the user never gets a blank.
import { type AnswerInput, answer, type ChatTurn, chunks, type Source } from '@sommai/knowledge';
import type { LevelId, VoiceStyle } from '@sommai/shared';
import type { ModelMessage } from 'ai';
import type { Config } from '../../config.ts';
import { type Composed, composeInPool } from './compose-pool.ts';

export interface AskInput {
  question: string;
  level: LevelId;
  style: VoiceStyle;
  /** Text read from the chat's attachments (PDF text, label OCR). */
  context?: string;
  history: ChatTurn[];
  /** Attached images, for a vision-capable external model. */
  images?: { mime: string; data: Uint8Array }[];
}

export type AnswerPart =
  | { type: 'text'; text: string }
  | { type: 'notice'; text: string }
  | { type: 'sources'; sources: Source[] };

export const NOTICES = {
  fallback: 'The AI service did not answer, so this answer comes from the built-in SommAI knowledge base.',
  interrupted: 'The AI service stopped part-way; the built-in SommAI knowledge base completes the answer below.',
} as const;

/**
 * Waits `ms`, or less if `signal` aborts. The abort listener goes with the wait: an answer waits once
 * per chunk, and listeners left on its signal would pile up by the hundred (each added one costs
 * more than the last).
 */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const t = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** The shortest time between two writes of a paced answer: about two frames of a 60 Hz screen. */
export const PACED_WRITE_MS = 32;

/** Paced answers that may stream at once, each writing every PACED_WRITE_MS, before their writes spread out. */
export const STREAMS_AT_FULL_RATE = 8;

/** Paced answers being written now (composed, not yet finished), on this process. */
let streaming = 0;

/**
 * The shortest time between two writes of one paced answer while `n` are streaming: PACED_WRITE_MS
 * for up to STREAMS_AT_FULL_RATE of them, then longer in proportion, so that all of them together
 * write about as often as that many would (50 answers: every 200 ms, five times a second). Every
 * write still carries every word due by then, so each answer keeps its reading pace; what is saved
 * is main-thread time (a socket write and a timer per write), which the answers still to start
 * need for their first words.
 */
export const pacedWriteMs = (n: number) => PACED_WRITE_MS * Math.max(1, n / STREAMS_AT_FULL_RATE);

/** Streamed answers asked and not yet showing their first words, on this process (see `opening`). */
let openings = 0;
/** Paced writes put off while answers open: each resolves when none is opening any more. */
const afterOpenings = new Set<() => void>();

/**
 * Counts a streamed answer as opening from the moment it is asked until its first words are written
 * (or it ends without any); call the returned function then, as often as convenient. While answers
 * open, the answers already streaming put off their next write (`untilOpened`): a later write of one
 * answer is main-thread time (a timer, a frame, a socket write) that the others' first words wait
 * behind when many are asked at once.
 */
export function opening(): () => void {
  openings += 1;
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    openings -= 1;
    if (openings > 0) return;
    for (const go of [...afterOpenings]) go();
  };
}

/**
 * Waits until no answer is opening, for at most `ms` (or until `signal` aborts): a paced answer's
 * next write gives way to other answers' first words, but no more than once its own interval, so
 * that a steady flow of new questions cannot hold it back.
 */
const untilOpened = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (openings === 0 || ms <= 0 || signal?.aborted) return resolve();
    const go = () => {
      clearTimeout(t);
      afterOpenings.delete(go);
      signal?.removeEventListener('abort', go);
      resolve();
    };
    const t = setTimeout(go, ms);
    afterOpenings.add(go);
    signal?.addEventListener('abort', go, { once: true });
  });

/** Answers composed recently, by question, level and voice: the engine's answer depends on nothing else. */
const recent = new Map<string, Composed>();
const RECENT_ANSWERS = 256;

/** The engine's answer composed on this thread: when there are no composing threads, or no room for it. */
export function composeHere(input: AnswerInput): Composed {
  const made = answer(input);
  return { markdown: made.markdown, sources: made.sources, found: made.found };
}

/**
 * The built-in engine's answer, composed in a thread of the composing pool; undefined when
 * `signal` aborted first. A question asked again at the same level and voice, with no attachment
 * and no earlier turns (a new chat), gets the answer composed the first time: a class asking the
 * same question costs one composition, not one per learner. The year is part of the key, since
 * what counts as a future vintage depends on it.
 */
async function compose(input: AskInput, signal?: AbortSignal): Promise<Composed | undefined> {
  // Only what the engine reads goes to the thread (attached images stay here).
  const asked: AnswerInput = {
    question: input.question,
    level: input.level,
    style: input.style,
    context: input.context,
    history: input.history,
  };
  if (input.context || input.history.length > 0) return composeInPool(asked, composeHere, signal);
  const key = `${new Date().getUTCFullYear()}|${input.level}|${input.style}|${input.question}`;
  const kept = recent.get(key);
  if (kept) {
    recent.delete(key);
    recent.set(key, kept);
    return kept;
  }
  const made = await composeInPool(asked, composeHere, signal);
  if (!made) return undefined;
  if (recent.size >= RECENT_ANSWERS) recent.delete(recent.keys().next().value as string);
  recent.set(key, made);
  return made;
}

/** The built-in engine: composed off the event loop, streamed in token-sized chunks at a reading pace. */
async function* local(input: AskInput, paceMs: number, signal?: AbortSignal): AsyncGenerator<AnswerPart> {
  const result = await compose(input, signal);
  // The client left (or the deadline passed) before the answer was composed: nothing to write.
  if (!result) return;
  yield { type: 'sources', sources: result.sources };
  const parts = chunks(result.markdown);
  if (paceMs <= 0) {
    for (const part of parts) {
      if (signal?.aborted) return;
      yield { type: 'text', text: part };
    }
    return;
  }
  // Chunk i is due paceMs × i after the start. A wake-up that comes late (a busy server) sends every
  // chunk due by then in one part, so the reading pace holds with fewer, larger writes. Writes are
  // at least a frame apart (PACED_WRITE_MS): a screen shows no more, and with many answers streaming
  // at once every write and timer is main-thread time taken from the answers still to start (hence
  // further apart when many stream, `pacedWriteMs`).
  const start = performance.now();
  streaming += 1;
  try {
    for (let i = 0; i < parts.length; ) {
      if (signal?.aborted) return;
      const due = Math.min(parts.length, Math.max(i + 1, Math.floor((performance.now() - start) / paceMs) + 1));
      yield { type: 'text', text: due === i + 1 ? parts[i] : parts.slice(i, due).join('') };
      i = due;
      const every = Math.max(paceMs, pacedWriteMs(streaming));
      if (i < parts.length) {
        await sleep(Math.max(start + i * paceMs, performance.now() + every) - performance.now(), signal);
        // Other answers' first words go before this one's next words (the words due meanwhile go
        // out together at the next write, so the reading pace holds).
        await untilOpened(every, signal);
      }
    }
  } finally {
    streaming -= 1;
  }
}

const STYLE_WORDS: Record<VoiceStyle, string> = {
  friendly: 'warm and encouraging, with a practical tip',
  technical: 'precise, using the correct technical vocabulary, with tables where they help',
  sharp: 'short and direct: the key fact first, a few lines at most',
  exam: 'like an exam coach: open with a question for the learner, then give the answer and one practice question',
};

const LEVEL_WORDS: Record<LevelId, string> = {
  1: 'a beginner (level 1, wine basics): plain words, no jargon',
  2: 'an intermediate learner (level 2, wine regions)',
  3: 'a wine professional (level 3)',
  4: 'a certification candidate (level 4): permitted varieties, classifications, laws and exceptions',
};

async function systemPrompt(input: AskInput, signal?: AbortSignal): Promise<string> {
  // The reference notes are composed where the engine's answers are (a thread when there are any).
  const reference = await composeInPool(
    { question: input.question, level: 4, style: 'technical', context: input.context, history: input.history },
    composeHere,
    signal,
  );
  return [
    'You are SommAI, a wine educator. Answer questions about wine only; politely steer other topics back to wine.',
    `Write for ${LEVEL_WORDS[input.level]}. Tone: ${STYLE_WORDS[input.style]}. Use Markdown.`,
    'Never invent producers, facts or numbers. Prefer the reference notes below; if they and your knowledge do not cover the question, say so.',
    reference?.found ? `Reference notes from the SommAI knowledge base:\n\n${reference.markdown}` : '',
    input.context
      ? `Text the user attached (a wine list, label or document):\n\n${input.context.slice(0, 12_000)}`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function messagesFor(input: AskInput, vision: boolean): ModelMessage[] {
  const history: ModelMessage[] = input.history
    .slice(-10)
    .map((t) => (t.role === 'user' ? { role: 'user', content: t.content } : { role: 'assistant', content: t.content }));
  const images = vision ? (input.images ?? []) : [];
  const last: ModelMessage = images.length
    ? {
        role: 'user',
        content: [
          { type: 'text', text: input.question },
          ...images.map((img) => ({ type: 'image' as const, image: img.data, mediaType: img.mime })),
        ],
      }
    : { role: 'user', content: input.question };
  return [...history, last];
}

async function* external(
  config: NonNullable<Config['ai']>,
  input: AskInput,
  paceMs: number,
  signal?: AbortSignal,
  log?: (message: string) => void,
): AsyncGenerator<AnswerPart> {
  const timeout = new AbortController();
  const onAbort = () => timeout.abort();
  signal?.addEventListener('abort', onAbort);
  // No first word within the time limit counts as a failure; the limit is lifted once text flows.
  let timer = setTimeout(() => timeout.abort(new Error('first token timeout')), config.firstTokenTimeoutMs);
  let wrote = false;
  try {
    // The model SDK (about 12 MB of heap) is loaded only by a server that has an external model.
    const [{ createOpenAICompatible }, { streamText }] = await Promise.all([
      import('@ai-sdk/openai-compatible'),
      import('ai'),
    ]);
    const provider = createOpenAICompatible({ name: 'external', baseURL: config.baseUrl, apiKey: config.apiKey });
    const result = streamText({
      model: provider.chatModel(config.model),
      system: await systemPrompt(input, timeout.signal),
      messages: messagesFor(input, config.vision),
      abortSignal: timeout.signal,
      maxRetries: 0,
      // Failures are handled below (the built-in engine takes over); they are only logged.
      onError: ({ error }) => log?.(`AI model error: ${(error as Error)?.message ?? String(error)}`),
    });
    for await (const delta of result.textStream) {
      if (!wrote) {
        clearTimeout(timer);
        timer = setTimeout(() => timeout.abort(new Error('stalled')), config.idleTimeoutMs);
      } else {
        timer.refresh();
      }
      if (delta) {
        wrote = true;
        yield { type: 'text', text: delta };
      }
    }
    if (!wrote) throw new Error('empty answer');
  } catch (err) {
    if (signal?.aborted) return;
    log?.(`AI model unavailable, answered by the built-in engine: ${(err as Error)?.message ?? String(err)}`);
    yield { type: 'notice', text: wrote ? NOTICES.interrupted : NOTICES.fallback };
    if (wrote) yield { type: 'text', text: '\n\n---\n\n' };
    yield* local(input, paceMs, signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export function ask(
  config: Config,
  input: AskInput,
  signal?: AbortSignal,
  log?: (message: string) => void,
): AsyncGenerator<AnswerPart> {
  return config.ai
    ? external(config.ai, input, config.chatPaceMs, signal, log)
    : local(input, config.chatPaceMs, signal);
}
