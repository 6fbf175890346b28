// Chat attachments: images and PDFs up to 10 MB. The file's own bytes decide its type, not its
// name; the text of a PDF is extracted and a photo is read with offline OCR, so the engine can
// answer about a wine list or a label.
import { ATTACHMENT_MAX_BYTES, MESSAGES } from '@sommai/shared';
import { HttpError } from '../../lib/errors.ts';
import { readImageText } from './ocr.ts';

export type AttachmentKind = { type: 'image'; mime: string } | { type: 'pdf'; mime: 'application/pdf' };

export const ATTACHMENT_NOTES = {
  pdfEncrypted: 'This PDF is protected with a password, so its text cannot be read. The chat still works without it.',
  pdfUnreadable: 'This PDF could not be read, so its text is not used. The chat still works without it.',
  pdfNoText: 'This PDF has no text layer (it may be a scan), so its text is not used.',
  imageNoText: 'No text could be read in this image.',
  imageUnreadable: 'This image could not be read.',
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

export async function extractPdfText(bytes: Uint8Array): Promise<Extraction> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    const clean = text
      .replace(/[ \t]+/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    if (!clean) return { note: ATTACHMENT_NOTES.pdfNoText };
    return { text: clean.slice(0, MAX_EXTRACTED_CHARS) };
  } catch (err) {
    const name = (err as { name?: string }).name ?? '';
    return { note: name === 'PasswordException' ? ATTACHMENT_NOTES.pdfEncrypted : ATTACHMENT_NOTES.pdfUnreadable };
  }
}

export async function extractImageText(bytes: Uint8Array): Promise<Extraction> {
  try {
    const text = (await readImageText(bytes)).trim();
    return text ? { text: text.slice(0, MAX_EXTRACTED_CHARS) } : { note: ATTACHMENT_NOTES.imageNoText };
  } catch {
    return { note: ATTACHMENT_NOTES.imageUnreadable };
  }
}

export function extract(kind: AttachmentKind, bytes: Uint8Array): Promise<Extraction> {
  return kind.type === 'pdf' ? extractPdfText(bytes) : extractImageText(bytes);
}
