// Runs in a rendering thread (see pool.ts): draws one PDF or one picture and hands the bytes back.
// The drawing code is the same the server used on its main thread; only where it runs changed.
import { renderImage } from '../images/renderer/index.ts';
import { renderPdf } from '../pdf/document.ts';
import type { RenderResult, RenderTask } from './pool.ts';

export default async function render(task: RenderTask): Promise<RenderResult> {
  if (task.kind === 'pdf') {
    const r = await renderPdf(task.doc);
    return { kind: 'pdf', data: new Uint8Array(r.data.buffer, r.data.byteOffset, r.data.byteLength), pages: r.pages };
  }
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
  };
}
