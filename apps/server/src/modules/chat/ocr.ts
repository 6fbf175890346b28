// Offline OCR for photos of wine labels: tesseract.js with the English model shipped in an npm
// package, so nothing is downloaded at run time. It runs in tesseract's own worker thread, one job
// at a time. Nothing it does can take the server down:
// - tesseract re-throws a failed job inside its message listener unless it has an error handler,
//   which made one unreadable picture an uncaught exception; the worker always gets one here;
// - the worker thread's own 'error' and 'exit' end the job in hand and the next job gets a new worker;
// - a job over its time limit terminates the worker (the work really stops) and the next job starts
//   a fresh one;
// - an idle worker is terminated, so the memory a large picture took is given back.
// Callers hand it pictures already decoded and bounded (see lib/image-guard.ts).
import { createRequire } from 'node:module';
import path from 'node:path';

type TesseractWorker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;

interface Running {
  worker: Promise<TesseractWorker>;
  /** Rejects when the worker thread fails or exits. */
  died: Promise<never>;
}

export const OCR_TIMEOUT_MS = 30_000;
const IDLE_MS = 60_000;

let running: Running | undefined;
let queue: Promise<unknown> = Promise.resolve();
let idleTimer: NodeJS.Timeout | undefined;

export class OcrFailed extends Error {
  readonly timedOut: boolean;
  constructor(message: string, timedOut = false) {
    super(message);
    this.timedOut = timedOut;
  }
}

function langPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

function start(): Running {
  let fail: (err: Error) => void = () => undefined;
  const died = new Promise<never>((_, reject) => {
    fail = reject;
  });
  died.catch(() => undefined);
  const worker = (async () => {
    const { createWorker } = await import('tesseract.js');
    const w = await createWorker('eng', 1, {
      langPath: langPath(),
      cacheMethod: 'none',
      gzip: true,
      // Without a handler tesseract throws the job's error from its message listener (uncaught).
      // The job's own promise is rejected as well; that is where the failure is handled.
      errorHandler: () => undefined,
    });
    const thread = (w as unknown as { worker?: NodeJS.EventEmitter }).worker;
    thread?.on('error', (err: Error) => fail(new OcrFailed(`OCR worker failed: ${err.message}`)));
    thread?.on('exit', () => fail(new OcrFailed('OCR worker stopped')));
    return w;
  })();
  worker.catch(() => undefined);
  const r: Running = { worker, died };
  died.catch(() => {
    if (running === r) running = undefined;
  });
  return r;
}

async function stop(r: Running | undefined): Promise<void> {
  if (!r) return;
  if (running === r) running = undefined;
  const w = await r.worker.catch(() => undefined);
  await w?.terminate().catch(() => undefined);
}

/** Reads the text of a decoded picture; throws OcrFailed when the work fails or takes too long. */
export async function readImageText(image: Uint8Array, timeoutMs = OCR_TIMEOUT_MS): Promise<string> {
  const job = queue.then(async () => {
    clearTimeout(idleTimer);
    running ??= start();
    const r = running;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrFailed('OCR timed out', true)), timeoutMs);
    });
    try {
      const recognize = r.worker.then((w) => w.recognize(Buffer.from(image)));
      const { data } = await Promise.race([recognize, r.died, timeout]);
      return data.text;
    } catch (err) {
      // Timed out or failed: this worker is not trusted again.
      await stop(r);
      throw err instanceof OcrFailed ? err : new OcrFailed(String((err as Error)?.message ?? err));
    } finally {
      clearTimeout(timer);
      idleTimer = setTimeout(() => void stop(running), IDLE_MS);
      idleTimer.unref();
    }
  });
  queue = job.catch(() => undefined);
  return job;
}

export async function stopOcr(): Promise<void> {
  clearTimeout(idleTimer);
  await stop(running);
}
