// Runs in a rendering thread (see pool.ts): draws one PDF or one picture and hands the bytes back.
// The drawing code is the same the server used on its main thread; only where it runs changed.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { renderImage } from '../images/renderer/index.ts';
import { customContentGuide } from '../pdf/custom-content.ts';
import { type PdfDoc, renderPdf } from '../pdf/document.ts';
import { findSubject, studyGuide } from '../pdf/study-guide.ts';
import type { GuideTask, RenderResult, RenderTask } from './pool.ts';

function guide(task: GuideTask): PdfDoc {
  const { topic, content, level, includeLogo, date } = task;
  if (content) return customContentGuide({ content, topic, level, includeLogo, date });
  const found = findSubject(topic);
  if (!found) throw new Error(`no subject for ${topic}`);
  return studyGuide(found, level, includeLogo, date).doc;
}

/**
 * The result with its bytes moved to the main thread rather than copied there: the copy into memory
 * of their own (Buffers from a pool or from native code cannot be moved) is made here, in the
 * rendering thread, so the main thread neither copies megabytes nor keeps a second copy alive.
 */
function handedOver(result: RenderResult): RenderResult {
  const data = new Uint8Array(result.data);
  return move({ [transferableSymbol]: [data.buffer], [valueSymbol]: { ...result, data } }) as unknown as RenderResult;
}

async function pdf(doc: PdfDoc): Promise<RenderResult> {
  const r = await renderPdf(doc);
  const data = new Uint8Array(r.data.buffer, r.data.byteOffset, r.data.byteLength);
  return { kind: 'pdf', data, pages: r.pages, title: doc.title, docKind: doc.kind };
}

export default async function render(task: RenderTask): Promise<RenderResult> {
  return handedOver(await rendered(task));
}

async function rendered(task: RenderTask): Promise<RenderResult> {
  if (task.kind === 'pdf') return pdf(task.doc);
  if (task.kind === 'guide') return pdf(guide(task));
  if (task.kind === 'fail') {
    // Only for checking that a failing or hanging render ends as a clean error.
    if (task.hang) for (;;);
    throw new Error('render failed on purpose');
  }
  const r = await renderImage(task.input);
  return {
    kind: 'image',
    data: new Uint8Array(r.png.buffer, r.png.byteOffset, r.png.byteLength),
    width: r.width,
    height: r.height,
    template: r.template,
  };
}
