// PDF and picture rendering off the event loop: a pool of worker threads (piscina), by default one
// thread less than the machine has cores (at least one), so requests keep being answered while
// documents are drawn. A request waits for its render; a render over its time limit has its thread
// ended and answers 503 with a plain message; a render that throws answers 500 the same way.
import { availableParallelism } from 'node:os';
import { API_ERRORS, type LevelId } from '@sommai/shared';
import type { Piscina } from 'piscina';
import { HttpError } from '../../lib/errors.ts';
import type { TemplateId } from '../images/renderer/cards/subject.ts';
import type { Rendered, RenderInput } from '../images/renderer/index.ts';
import type { PdfDoc, RenderedPdf } from '../pdf/document.ts';

/** A study guide built from the knowledge base (or from the user's own text, `content`) and drawn. */
export interface GuideTask {
  kind: 'guide';
  topic: string;
  content?: string;
  level: LevelId;
  includeLogo: boolean;
  date: Date;
}

export type RenderTask =
  | { kind: 'pdf'; doc: PdfDoc }
  | GuideTask
  | { kind: 'image'; input: RenderInput }
  | { kind: 'fail'; hang?: boolean };

export type RenderResult =
  | { kind: 'pdf'; data: Uint8Array; pages: number; title: string; docKind: string }
  | { kind: 'image'; data: Uint8Array; width: number; height: number; template: TemplateId };

let settings: { threads?: number; timeoutMs: number } = { timeoutMs: 60_000 };
let pool: Piscina<RenderTask, RenderResult> | undefined;

export const defaultThreads = () => Math.max(1, availableParallelism() - 1);

/** The pool's size and time limit (RENDER_THREADS, RENDER_TIMEOUT_MS); applies to the next pool made. */
export function configureRenderPool(options: { threads?: number; timeoutMs: number }) {
  settings = options;
}

/** The pool, made on the first render (the library too is loaded then, not at start-up). */
async function renderPool(): Promise<Piscina<RenderTask, RenderResult>> {
  if (!pool) {
    const { Piscina } = await import('piscina');
    if (pool) return pool;
    const threads = settings.threads ?? defaultThreads();
    pool = new Piscina<RenderTask, RenderResult>({
      filename: new URL('./worker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      // Idle threads end, giving their memory back.
      idleTimeout: 30_000,
    });
  }
  return pool;
}

/** Runs one render in the pool, within the time limit. */
export async function runRender(task: RenderTask, timeoutMs = settings.timeoutMs): Promise<RenderResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await (await renderPool()).run(task, { signal });
  } catch (err) {
    const failure = signal.aborted
      ? new HttpError(503, 'RENDER_TIMEOUT', API_ERRORS.RENDER_TIMEOUT)
      : new HttpError(500, 'RENDER_FAILED', API_ERRORS.RENDER_FAILED);
    failure.cause = err;
    throw failure;
  }
}

const toBuffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

export interface PooledPdf extends RenderedPdf {
  title: string;
  /** What kind of document it is ("Study Guide"…), as printed on it. */
  docKind: string;
}

/** Draws a described document, or builds and draws a study guide (both take a while: the thread does both). */
export async function renderPdfInPool(source: PdfDoc | Omit<GuideTask, 'kind'>): Promise<PooledPdf> {
  const task: RenderTask = 'blocks' in source ? { kind: 'pdf', doc: source } : { kind: 'guide', ...source };
  const r = await runRender(task);
  if (r.kind !== 'pdf') throw new HttpError(500, 'RENDER_FAILED', API_ERRORS.RENDER_FAILED);
  return { data: toBuffer(r.data), pages: r.pages, title: r.title, docKind: r.docKind };
}

export async function renderImageInPool(
  input: RenderInput,
): Promise<Pick<Rendered, 'png' | 'width' | 'height' | 'template'>> {
  const r = await runRender({ kind: 'image', input });
  if (r.kind !== 'image') throw new HttpError(500, 'RENDER_FAILED', API_ERRORS.RENDER_FAILED);
  return { png: toBuffer(r.data), width: r.width, height: r.height, template: r.template };
}

/** Ends the threads (the next render starts a new pool). */
export async function closeRenderPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
