// The user's file library (/app/files): everything they uploaded or the product made for them, from
// each feature's own table, with the storage it uses. Each kind has a source that lists the user's
// files and removes one of them (row and stored file).
import { type FileKind, type LibraryFile, MESSAGES } from '@sommai/shared';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import { attachment, image, pdfDocument, trainingImage } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern } from '../activity/service.ts';
import { downloadName } from '../images/service.ts';
import { deleteWithObjects } from './deletions.ts';
import { thumbKey } from './thumbnails.ts';

export interface FileSource {
  kind: FileKind;
  /** The user's files of this kind, newest first; `pattern` is a LIKE pattern on the name. */
  list(ctx: AppContext, userId: string, pattern?: string): Promise<LibraryFile[]>;
  /** Bytes stored for the user, as a scalar subquery (the quota adds every kind's in one statement). */
  usedBytes(userId: string): SQL<number>;
  /** Removes the user's file (row, then stored object); false when it is not theirs or does not exist. */
  remove(ctx: AppContext, userId: string, id: string): Promise<boolean>;
}

export const attachmentSource: FileSource = {
  kind: 'attachment',
  async list({ db }, userId, pattern) {
    const rows = await db
      .select()
      .from(attachment)
      .where(and(eq(attachment.userId, userId), pattern ? ilike(attachment.name, pattern) : undefined))
      .orderBy(desc(attachment.createdAt), desc(attachment.id));
    return rows.map((a) => ({
      id: a.id,
      kind: 'attachment' as const,
      name: a.name,
      mime: a.mime,
      size: a.size,
      createdAt: a.createdAt.toISOString(),
      url: `/api/chat/attachments/${a.id}`,
    }));
  },
  usedBytes(userId) {
    return sql<number>`(select coalesce(sum(${attachment.size}), 0) from ${attachment} where ${attachment.userId} = ${userId})`;
  },
  async remove(ctx, userId, id) {
    const removed = await deleteWithObjects(ctx, async (tx) =>
      (
        await tx
          .delete(attachment)
          .where(and(eq(attachment.id, id), eq(attachment.userId, userId)))
          .returning({ key: attachment.storageKey })
      ).flatMap((r) => [r.key, thumbKey(userId, 'attachment', id)]),
    );
    return removed.length > 0;
  },
};

/** Study guides, chat and session summaries and quiz reports. */
export const pdfSource: FileSource = {
  kind: 'pdf',
  async list({ db }, userId, pattern) {
    const rows = await db
      .select()
      .from(pdfDocument)
      .where(
        and(
          eq(pdfDocument.userId, userId),
          pattern ? or(ilike(pdfDocument.filename, pattern), ilike(pdfDocument.title, pattern)) : undefined,
        ),
      )
      .orderBy(desc(pdfDocument.createdAt), desc(pdfDocument.id));
    return rows.map((d) => ({
      id: d.id,
      kind: 'pdf' as const,
      name: d.filename,
      mime: 'application/pdf',
      size: d.size,
      createdAt: d.createdAt.toISOString(),
      url: `/api/pdf/${d.id}/file`,
    }));
  },
  usedBytes(userId) {
    return sql<number>`(select coalesce(sum(${pdfDocument.size}), 0) from ${pdfDocument} where ${pdfDocument.userId} = ${userId})`;
  },
  async remove(ctx, userId, id) {
    const removed = await deleteWithObjects(ctx, async (tx) =>
      (
        await tx
          .delete(pdfDocument)
          .where(and(eq(pdfDocument.id, id), eq(pdfDocument.userId, userId)))
          .returning({ key: pdfDocument.storageKey })
      ).flatMap((r) => [r.key, thumbKey(userId, 'pdf', id)]),
    );
    return removed.length > 0;
  },
};

/** Images the user generated (PNG); the name is the one a download gets. */
export const imageSource: FileSource = {
  kind: 'image',
  async list({ db }, userId, pattern) {
    const rows = await db
      .select()
      .from(image)
      .where(and(eq(image.userId, userId), pattern ? ilike(image.topic, pattern) : undefined))
      .orderBy(desc(image.createdAt), desc(image.id));
    return rows.map((i) => ({
      id: i.id,
      kind: 'image' as const,
      name: downloadName(i),
      mime: 'image/png',
      size: i.bytes,
      createdAt: i.createdAt.toISOString(),
      url: `/api/images/${i.id}/file`,
    }));
  },
  usedBytes(userId) {
    return sql<number>`(select coalesce(sum(${image.bytes}), 0) from ${image} where ${image.userId} = ${userId})`;
  },
  async remove(ctx, userId, id) {
    const removed = await deleteWithObjects(ctx, async (tx) =>
      (
        await tx
          .delete(image)
          .where(and(eq(image.id, id), eq(image.userId, userId)))
          .returning({ key: image.storageKey })
      ).flatMap((r) => [r.key, thumbKey(userId, 'image', id)]),
    );
    return removed.length > 0;
  },
};

/** Pictures uploaded to a Custom Training dataset. */
export const trainingSource: FileSource = {
  kind: 'training',
  async list({ db }, userId, pattern) {
    const rows = await db
      .select()
      .from(trainingImage)
      .where(and(eq(trainingImage.userId, userId), pattern ? ilike(trainingImage.name, pattern) : undefined))
      .orderBy(desc(trainingImage.createdAt), desc(trainingImage.id));
    return rows.map((i) => ({
      id: i.id,
      kind: 'training' as const,
      name: i.name,
      mime: i.mime,
      size: i.bytes,
      createdAt: i.createdAt.toISOString(),
      url: `/api/training/datasets/${i.datasetId}/images/${i.id}/file`,
    }));
  },
  usedBytes(userId) {
    return sql<number>`(select coalesce(sum(${trainingImage.bytes}), 0) from ${trainingImage} where ${trainingImage.userId} = ${userId})`;
  },
  async remove(ctx, userId, id) {
    const removed = await deleteWithObjects(ctx, async (tx) =>
      (
        await tx
          .delete(trainingImage)
          .where(and(eq(trainingImage.id, id), eq(trainingImage.userId, userId)))
          .returning({ key: trainingImage.storageKey })
      ).flatMap((r) => [r.key, thumbKey(userId, 'training', id)]),
    );
    return removed.length > 0;
  },
};

export const FILE_SOURCES: readonly FileSource[] = [attachmentSource, pdfSource, imageSource, trainingSource];

export async function library(ctx: AppContext, userId: string, query: { type: string; search?: string }) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const wanted = FILE_SOURCES.filter((s) => query.type === 'all' || s.kind === query.type);
  const lists = await Promise.all(wanted.map((s) => s.list(ctx, userId, pattern)));
  return lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

export async function removeFile(ctx: AppContext, userId: string, kind: string, id: string) {
  const source = FILE_SOURCES.find((s) => s.kind === kind);
  // Each source removes the file's thumbnail with it, through the same reliable removal.
  if (!source || !(await source.remove(ctx, userId, id))) throw notFound(MESSAGES.fileNotFound);
}
