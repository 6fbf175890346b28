// Offline OCR for photos of wine labels: tesseract.js with the English model shipped in an npm
// package, so nothing is downloaded at run time. One worker is kept and reused, its jobs queued.
import { createRequire } from 'node:module';
import path from 'node:path';

type Worker = Awaited<ReturnType<typeof import('tesseract.js')['createWorker']>>;

let worker: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function langPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

async function getWorker(): Promise<Worker> {
  worker ??= (async () => {
    const { createWorker } = await import('tesseract.js');
    return createWorker('eng', 1, { langPath: langPath(), cacheMethod: 'none', gzip: true });
  })();
  return worker;
}

export async function readImageText(bytes: Uint8Array, timeoutMs = 60_000): Promise<string> {
  const job = queue.then(async () => {
    const w = await getWorker();
    const { data } = await w.recognize(Buffer.from(bytes));
    return data.text;
  });
  queue = job.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('OCR timed out')), timeoutMs);
  });
  try {
    return await Promise.race([job, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function stopOcr(): Promise<void> {
  if (!worker) return;
  const w = await worker.catch(() => undefined);
  worker = undefined;
  await w?.terminate();
}
