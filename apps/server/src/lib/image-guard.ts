// Uploaded pictures are judged before anything decodes them: the header's declared size is read
// (image-size, no pixels touched) and a picture over the pixel budget is refused at once, so a
// small file that declares a gigantic canvas never reaches a decoder. What passes is then decoded
// once by sharp with the same budget, refusing truncated data, under a time limit.
import { createRequire } from 'node:module';
import { UPLOAD_LIMITS } from '@sommai/shared';
import type { imageSize as ImageSize } from 'image-size';
import { loadSharp } from './sharp.ts';

let readSize: typeof ImageSize | undefined;
/** image-size, loaded by the first upload rather than at start-up (its CommonJS build, synchronously). */
function imageSize(bytes: Uint8Array): ReturnType<typeof ImageSize> {
  readSize ??= (createRequire(import.meta.url)('image-size') as { imageSize: typeof ImageSize }).imageSize;
  return readSize(bytes);
}

export type HeaderCheck =
  | { ok: true; type: string; width: number; height: number }
  | { ok: false; reason: 'unreadable' }
  | { ok: false; reason: 'too-many-pixels'; width: number; height: number };

/** The picture's declared size against the budget, from its header alone. */
export function checkImageHeader(bytes: Uint8Array, maxPixels: number = UPLOAD_LIMITS.maxImagePixels): HeaderCheck {
  let size: ReturnType<typeof ImageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { width, height, type } = size;
  if (!type || !Number.isFinite(width) || !Number.isFinite(height) || width < 1 || height < 1)
    return { ok: false, reason: 'unreadable' };
  // Every frame or embedded picture the header lists counts, not only the first.
  let widest = { width, height };
  for (const image of size.images ?? []) {
    if (image.width * image.height > widest.width * widest.height) widest = image;
  }
  if (widest.width * widest.height > maxPixels) return { ok: false, reason: 'too-many-pixels', ...widest };
  return { ok: true, type, width, height };
}

/** How long one decode may take before it is stopped. */
export const DECODE_TIMEOUT_SECONDS = 10;

/**
 * Decodes the whole picture (first frame) within the budget and the time limit; throws when the
 * data is cut off, damaged or not what the header says. Gives the picture as a greyscale PNG of at
 * most `maxSide` pixels a side, which is what text recognition reads.
 */
export async function decodeForReading(bytes: Uint8Array, maxSide = 2400): Promise<Buffer> {
  return (await loadSharp())(bytes, {
    failOn: 'truncated',
    limitInputPixels: UPLOAD_LIMITS.maxImagePixels,
    sequentialRead: true,
  })
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}
