// Runs in a worker thread: reads the text layer of one PDF with pdf.js (unpdf) and posts it back.
// A PDF that makes pdf.js loop or eat memory only takes this thread down; the server terminates it.
import { parentPort, workerData } from 'node:worker_threads';
import { extractText, getDocumentProxy } from 'unpdf';

const bytes = workerData as Uint8Array;
try {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  parentPort?.postMessage({ ok: true, text });
} catch (err) {
  parentPort?.postMessage({ ok: false, name: (err as { name?: string }).name ?? 'Error' });
}
