import { UPLOAD_LIMITS } from '@sommai/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImageHeader, decodeForReading } from '../../src/lib/image-guard.ts';
import { UploadRate } from '../../src/lib/upload-rate.ts';
import { OcrFailed, readImageText, stopOcr } from '../../src/modules/chat/ocr.ts';
import { readPdfText } from '../../src/modules/chat/pdf-text.ts';
import { pdfWithText, pngBomb } from '../fixtures.ts';

describe('pixel budget from the header', () => {
  it('reads the declared size of each format without decoding', async () => {
    const base = sharp({ create: { width: 30, height: 20, channels: 3, background: '#a00' } });
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      const bytes = await base.clone().toFormat(format).toBuffer();
      expect(checkImageHeader(bytes), format).toEqual({
        ok: true,
        type: format === 'jpeg' ? 'jpg' : format,
        width: 30,
        height: 20,
      });
    }
  });

  it('refuses a header over the budget and accepts one exactly at it', () => {
    expect(checkImageHeader(pngBomb(30_000, 30_000, false))).toEqual({
      ok: false,
      reason: 'too-many-pixels',
      width: 30_000,
      height: 30_000,
    });
    expect(checkImageHeader(pngBomb(8000, 5000, false))).toMatchObject({ ok: true, width: 8000, height: 5000 });
    expect(8000 * 5000).toBe(UPLOAD_LIMITS.maxImagePixels);
    expect(checkImageHeader(pngBomb(8001, 5000, false)).ok).toBe(false);
    expect(checkImageHeader(pngBomb(100, 100, false), 99 * 100)).toMatchObject({ reason: 'too-many-pixels' });
    // A tall thin strip counts by its area, not by its sides.
    expect(checkImageHeader(pngBomb(1, 39_000_000, false)).ok).toBe(true);
  });

  it('calls bytes that are not a readable header unreadable', () => {
    for (const bytes of [new Uint8Array(), Buffer.from('hello'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2])]) {
      expect(checkImageHeader(bytes)).toEqual({ ok: false, reason: 'unreadable' });
    }
  });
});

describe('decoding for text recognition', () => {
  it('gives a bounded greyscale PNG and refuses a cut-off file', async () => {
    const photo = await sharp({
      create: {
        width: 3000,
        height: 1000,
        channels: 3,
        background: '#345',
        noise: { type: 'gaussian', mean: 100, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const decoded = await decodeForReading(photo);
    expect(await sharp(decoded).metadata()).toMatchObject({ format: 'png', width: 2400, height: 800, channels: 1 });
    await expect(decodeForReading(photo.subarray(0, photo.length / 2))).rejects.toThrow();
  });
});

describe('upload rate', () => {
  it('allows the set number a minute per user, then refuses until the minute has passed', () => {
    let now = 1_000_000;
    const rate = new UploadRate(3, () => now);
    for (let i = 0; i < 3; i++) rate.take('a');
    expect(() => rate.take('a')).toThrow(expect.objectContaining({ status: 429, code: 'UPLOAD_RATE_LIMITED' }));
    rate.take('b');
    now += 30_000;
    expect(() => rate.take('a')).toThrow();
    now += 30_001;
    rate.take('a');
  });
});

describe('work that is stopped when it takes too long', () => {
  afterAll(() => stopOcr());

  it('ends PDF text reading at its time limit, and reads the next PDF', async () => {
    const pdf = pdfWithText(['Wine list', 'Chablis 2021']);
    expect(await readPdfText(pdf, 1)).toEqual({ ok: false, reason: 'timeout' });
    expect(await readPdfText(pdf)).toEqual({ ok: true, text: expect.stringContaining('Chablis 2021') });
    expect(await readPdfText(Buffer.from('%PDF-1.7\nnot really'))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('terminates text recognition at its time limit and starts a fresh worker for the next picture', async () => {
    const label = await decodeForReading(
      await sharp({ create: { width: 400, height: 120, channels: 3, background: '#fff' } })
        .composite([
          {
            input: Buffer.from(
              '<svg width="400" height="120"><text x="20" y="75" font-size="48" font-family="sans-serif">BAROLO</text></svg>',
            ),
          },
        ])
        .png()
        .toBuffer(),
    );
    const late = readImageText(label, 1);
    await expect(late).rejects.toBeInstanceOf(OcrFailed);
    await expect(late).rejects.toMatchObject({ timedOut: true });
    expect(await readImageText(label)).toMatch(/BAROLO/i);
  }, 60_000);
});
