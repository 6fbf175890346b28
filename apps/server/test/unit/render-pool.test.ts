// PDFs and pictures drawn in the rendering threads are the ones the main thread would draw, and a
// render that fails or hangs ends as a plain error while the pool keeps working.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/errors.ts';
import { renderImage } from '../../src/modules/images/renderer/index.ts';
import { findSubject, studyGuide } from '../../src/modules/pdf/study-guide.ts';
import {
  closeRenderPool,
  configureRenderPool,
  renderImageInPool,
  renderPdfInPool,
  runRender,
} from '../../src/modules/render/pool.ts';

configureRenderPool({ threads: 2, timeoutMs: 60_000 });
afterAll(() => closeRenderPool());

describe('the rendering pool', () => {
  it('draws a described document, and builds and draws a study guide, whose text reads as the guide', async () => {
    const found = findSubject('Chablis');
    if (!found) throw new Error('Chablis is in the knowledge base');
    const date = new Date('2025-11-23T10:00:00Z');
    const { doc } = studyGuide(found, 2, true, date);
    const described = await renderPdfInPool(doc);
    const built = await renderPdfInPool({ topic: 'Chablis', level: 2, includeLogo: true, date });
    for (const { data, pages } of [described, built]) {
      expect(Buffer.isBuffer(data)).toBe(true);
      expect(data.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await getDocumentProxy(new Uint8Array(data));
      expect(pdf.numPages).toBe(pages);
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain('Chablis');
    }
    expect(built).toMatchObject({ title: doc.title, docKind: doc.kind, pages: described.pages });
  });

  it('draws the same picture as the main thread, byte for byte', async () => {
    const input = {
      prompt: 'A glass of Chablis on an oak barrel',
      category: 'glasses',
      style: 'professional' as const,
      quality: 'wine-realism' as const,
      width: 320,
      height: 240,
    };
    const [pooled, direct] = await Promise.all([renderImageInPool(input), renderImage(input)]);
    expect(pooled).toMatchObject({ width: 320, height: 240 });
    expect(pooled.png.subarray(1, 4).toString()).toBe('PNG');
    expect(Buffer.compare(pooled.png, direct.png)).toBe(0);
  });

  it('ends a failing render and a hanging one with plain errors, and keeps drawing afterwards', async () => {
    const failed = await runRender({ kind: 'fail' }).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({ status: 500, code: 'RENDER_FAILED' });

    const hung = await runRender({ kind: 'fail', hang: true }, 1_000).catch((err: unknown) => err);
    expect(hung).toBeInstanceOf(HttpError);
    expect(hung).toMatchObject({ status: 503, code: 'RENDER_TIMEOUT' });

    const after = await renderImageInPool({
      prompt: 'Vineyard at dusk',
      category: 'vineyards',
      style: 'modern',
      quality: 'wine-art',
      width: 64,
      height: 64,
    });
    expect(after.width).toBe(64);
  });
});
