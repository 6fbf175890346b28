// The text of an uploaded PDF, read in a worker thread of its own with a memory cap and a time
// limit: when either is passed the thread is terminated, so a hostile PDF cannot hang or bloat the
// server.
import { Worker } from 'node:worker_threads';

export const PDF_TIMEOUT_MS = 20_000;
const PDF_MEMORY_MB = 256;

export type PdfText = { ok: true; text: string } | { ok: false; reason: 'encrypted' | 'unreadable' | 'timeout' };

export function readPdfText(bytes: Uint8Array, timeoutMs = PDF_TIMEOUT_MS): Promise<PdfText> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./pdf-text-worker.ts', import.meta.url), {
      workerData: bytes,
      resourceLimits: { maxOldGenerationSizeMb: PDF_MEMORY_MB },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (result: PdfText) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
    worker.on('message', (m: { ok: boolean; text?: string; name?: string }) => {
      if (m.ok) finish({ ok: true, text: m.text ?? '' });
      else finish({ ok: false, reason: m.name === 'PasswordException' ? 'encrypted' : 'unreadable' });
    });
    worker.on('error', () => finish({ ok: false, reason: 'unreadable' }));
    worker.on('exit', () => finish({ ok: false, reason: 'unreadable' }));
  });
}
