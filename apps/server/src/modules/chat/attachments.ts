// Chat attachments: images and PDFs up to 10 MB. The file's own bytes decide its type, not its
// name; the text of a PDF is extracted and a photo is read with offline OCR, so the engine can
// answer about a wine list or a label.
import { ATTACHMENT_MAX_BYTES, MESSAGES } from '@sommai/shared';
import { HttpError } from '../../lib/errors.ts';
import { checkImageHeader, decodeForReading } from '../../lib/image-guard.ts';
import { OcrFailed, readImageText } from './ocr.ts';
import { readPdfText } from './pdf-text.ts';

export type AttachmentKind = { type: 'image'; mime: string } | { type: 'pdf'; mime: 'application/pdf' };

export const ATTACHMENT_NOTES = {
  pdfEncrypted: 'This PDF is protected with a password, so its text cannot be read. The chat still works without it.',
  pdfUnreadable: 'This PDF could not be read, so its text is not used. The chat still works without it.',
  pdfNoText: 'This PDF has no text layer (it may be a scan), so its text is not used.',
  imageNoText: 'No text could be read in this image.',
  imageNotRead:
    'I could not read any text in the attached photo, so this answer uses your question alone. A sharper photo of the label helps.',
} as const;

export const UNSUPPORTED_FILE = 'Only images (PNG, JPEG, WebP, GIF) and PDF files can be attached.';
export const MAX_EXTRACTED_CHARS = 40_000;

/** The kind of a file from its first bytes. */
export function sniff(bytes: Uint8Array): AttachmentKind | undefined {
  const head = (n: number) => Buffer.from(bytes.subarray(0, n)).toString('latin1');
  if (head(5) === '%PDF-') return { type: 'pdf', mime: 'application/pdf' };
  if (bytes[0] === 0x89 && head(4).slice(1) === 'PNG') return { type: 'image', mime: 'image/png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { type: 'image', mime: 'image/jpeg' };
  if (head(4) === 'GIF8') return { type: 'image', mime: 'image/gif' };
  if (head(4) === 'RIFF' && Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP')
    return { type: 'image', mime: 'image/webp' };
  return undefined;
}

export function checkUpload(bytes: Uint8Array): AttachmentKind {
  if (bytes.byteLength > ATTACHMENT_MAX_BYTES) throw new HttpError(413, 'FILE_TOO_LARGE', MESSAGES.attachmentTooLarge);
  if (bytes.byteLength === 0) throw new HttpError(400, 'EMPTY_FILE', 'The file is empty.');
  const kind = sniff(bytes);
  if (!kind) throw new HttpError(400, 'UNSUPPORTED_FILE', UNSUPPORTED_FILE);
  return kind;
}

export interface Extraction {
  text?: string;
  note?: string;
}

/** Reads the PDF's text in its own thread; a damaged or protected PDF is kept with a note, a hang is refused. */
export async function extractPdfText(bytes: Uint8Array): Promise<Extraction> {
  const read = await readPdfText(bytes);
  if (!read.ok) {
    if (read.reason === 'timeout') throw new HttpError(400, 'FILE_UNREADABLE', MESSAGES.fileReadTimedOut);
    return { note: read.reason === 'encrypted' ? ATTACHMENT_NOTES.pdfEncrypted : ATTACHMENT_NOTES.pdfUnreadable };
  }
  const clean = read.text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!clean) return { note: ATTACHMENT_NOTES.pdfNoText };
  return { text: clean.slice(0, MAX_EXTRACTED_CHARS) };
}

/**
 * Refuses a picture over the pixel budget from its header, then decodes it whole (a cut-off or
 * fake file is refused here) and reads its text. Every failure is a 400 that says why.
 */
export async function extractImageText(bytes: Uint8Array): Promise<Extraction> {
  const header = checkImageHeader(bytes);
  if (!header.ok) {
    if (header.reason === 'too-many-pixels')
      throw new HttpError(400, 'IMAGE_TOO_LARGE', MESSAGES.imageTooManyPixels(header.width, header.height));
    throw new HttpError(400, 'IMAGE_UNREADABLE', MESSAGES.imageUnreadable);
  }
  let decoded: Buffer;
  try {
    decoded = await decodeForReading(bytes);
  } catch {
    throw new HttpError(400, 'IMAGE_UNREADABLE', MESSAGES.imageUnreadable);
  }
  let text: string;
  try {
    text = (await readImageText(decoded)).trim();
  } catch (err) {
    if (err instanceof OcrFailed && err.timedOut)
      throw new HttpError(400, 'FILE_UNREADABLE', MESSAGES.fileReadTimedOut);
    throw new HttpError(400, 'IMAGE_UNREADABLE', MESSAGES.imageUnreadable);
  }
  return text ? { text: text.slice(0, MAX_EXTRACTED_CHARS) } : { note: ATTACHMENT_NOTES.imageNoText };
}

export function extract(kind: AttachmentKind, bytes: Uint8Array): Promise<Extraction> {
  return kind.type === 'pdf' ? extractPdfText(bytes) : extractImageText(bytes);
}
