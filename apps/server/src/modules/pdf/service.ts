// PDFs kept for their owner: the file in the file store, the record in the database. Another user's
// PDF is "not found".
import { randomUUID } from 'node:crypto';
import { MESSAGES, type PdfRecord, type PdfType } from '@sommai/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/index.ts';
import { pdfDocument } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { deleteWithObjects } from '../files/deletions.ts';
import { withStorageRoom } from '../files/quota.ts';
import { type GuideTask, renderPdfInPool } from '../render/pool.ts';
import type { PdfDoc } from './document.ts';

export type PdfRow = typeof pdfDocument.$inferSelect;

export function pdfView(row: PdfRow): PdfRecord {
  return {
    id: row.id,
    filename: row.filename,
    url: `/api/pdf/${row.id}/file`,
    title: row.title,
    type: row.type as PdfType,
    created_at: row.createdAt.toISOString(),
    size: row.size,
  };
}

/** "sommai-study-guide-chablis-2025-11-23.pdf": readable, ASCII, safe in every browser and file system. */
export function filenameFor(kind: string, title: string, date: Date): string {
  const slug = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const name = slug(title).slice(0, 60).replace(/-+$/, '') || 'document';
  return `sommai-${slug(kind)}-${name}-${date.toISOString().slice(0, 10)}.pdf`;
}

export interface Generated {
  success: true;
  pdf: PdfRecord;
  pdfUrl: string;
  filename: string;
  message: string;
}

/** Renders, stores and records a PDF for its owner; nothing is recorded if a step fails. */
export async function storePdf(
  ctx: AppContext,
  userId: string,
  input: { type: PdfType; doc: PdfDoc | Omit<GuideTask, 'kind'>; level?: number; sourceId?: string },
): Promise<Generated> {
  const rendered = await renderPdfInPool(input.doc);
  const id = randomUUID();
  const storageKey = `${userId}/pdf-${id}.pdf`;
  const filename = filenameFor(rendered.docKind, rendered.title, input.doc.date);
  const row = await withStorageRoom(ctx, userId, rendered.data.byteLength, () =>
    ctx.files.putWithRecord(storageKey, rendered.data, async () => {
      const [inserted] = await ctx.db
        .insert(pdfDocument)
        .values({
          id,
          userId,
          type: input.type,
          title: rendered.title,
          filename,
          storageKey,
          size: rendered.data.byteLength,
          pages: rendered.pages,
          level: input.level ?? null,
          sourceId: input.sourceId ?? null,
          createdAt: input.doc.date,
        })
        .returning();
      return inserted;
    }),
  );
  const pdf = pdfView(row);
  return { success: true, pdf, pdfUrl: pdf.url, filename, message: MESSAGES.pdfGenerated };
}

export async function listPdfs(db: Db, userId: string): Promise<PdfRecord[]> {
  const rows = await db
    .select()
    .from(pdfDocument)
    .where(eq(pdfDocument.userId, userId))
    .orderBy(desc(pdfDocument.createdAt), desc(pdfDocument.id));
  return rows.map(pdfView);
}

export async function findPdf(db: Db, userId: string, id: string): Promise<PdfRow> {
  const [row] = await db
    .select()
    .from(pdfDocument)
    .where(and(eq(pdfDocument.id, id), eq(pdfDocument.userId, userId)));
  if (!row) throw new HttpError(404, 'NOT_FOUND', MESSAGES.pdfNotFound);
  return row;
}

export async function deletePdf(ctx: AppContext, userId: string, id: string): Promise<void> {
  const row = await findPdf(ctx.db, userId, id);
  await deleteWithObjects(ctx, async (tx) =>
    (
      await tx
        .delete(pdfDocument)
        .where(and(eq(pdfDocument.id, row.id), eq(pdfDocument.userId, userId)))
        .returning({ key: pdfDocument.storageKey })
    ).map((r) => r.key),
  );
}

/** Content-Disposition with an ASCII name for old clients and the exact name for the others. */
export function disposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
