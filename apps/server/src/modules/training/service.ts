// Training datasets: the user's uploaded pictures with a caption and a category derived from each
// file's name (as the spec says) and editable; only real images are kept, judged by their bytes and
// a full decode, never by their names.
import { randomUUID } from 'node:crypto';
import { ATTACHMENT_MAX_BYTES, MESSAGES, type TRAINING, UPLOAD_LIMITS } from '@sommai/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import { trainingDataset, trainingImage, trainingJob } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { checkImageHeader, DECODE_TIMEOUT_SECONDS } from '../../lib/image-guard.ts';
import type { User } from '../../lib/session.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { sniff } from '../chat/attachments.ts';
import { withStorageRoom } from '../files/quota.ts';

export type TrainingCategory = (typeof TRAINING.categories)[number];

/** Most images one dataset may hold; starting needs 15–50, so a few extra can be uploaded and removed. */
export const DATASET_MAX_IMAGES = 100;

/** From the file name: portrait or person, bottle, glass or tasting, otherwise lifestyle. */
export function categoryOf(name: string): TrainingCategory {
  const n = name.toLowerCase();
  if (/portrait|person/.test(n)) return 'wine_portrait';
  if (/bottle/.test(n)) return 'wine_product';
  if (/glass|tasting/.test(n)) return 'wine_scene';
  return 'wine_lifestyle';
}

/** A style-prefixed description from the same keywords (portrait/person, bottle/wine, glass/tasting). */
export function captionOf(name: string): string {
  const n = name.toLowerCase();
  const prefix = 'SOMM style,';
  if (/portrait|person/.test(n))
    return `${prefix} professional wine portrait, minimalist black and white with selective colour on the wine`;
  if (/bottle|wine/.test(n)) return `${prefix} wine bottle product shot, clean geometric composition`;
  if (/glass|tasting/.test(n)) return `${prefix} wine glass in a professional tasting scene, sophisticated lighting`;
  return `${prefix} wine lifestyle scene, professional wine education setting`;
}

type ImageRow = typeof trainingImage.$inferSelect;

export function trainingImageView(row: ImageRow) {
  return {
    id: row.id,
    name: row.name,
    url: `/api/training/datasets/${row.datasetId}/images/${row.id}/file`,
    caption: row.caption,
    category: row.category,
    width: row.width,
    height: row.height,
    size: row.bytes,
  };
}

export interface UploadedFile {
  name: string;
  data: Uint8Array;
  /** Set when the upload was cut at the size limit. */
  truncated: boolean;
}

export interface Rejected {
  name: string;
  message: string;
}

/** Checks one file: not empty, not over 10 MB, an image by its bytes, and decodable to the end. */
export async function checkImage(
  file: UploadedFile,
): Promise<{ mime: string; width: number; height: number } | Rejected> {
  const name = file.name || 'file';
  if (file.truncated || file.data.byteLength > ATTACHMENT_MAX_BYTES)
    return { name, message: MESSAGES.trainingFileOverLimit(name) };
  if (file.data.byteLength === 0) return { name, message: MESSAGES.trainingFileEmpty(name) };
  const kind = sniff(file.data);
  if (kind?.type !== 'image') return { name, message: MESSAGES.trainingFileNotImage(name) };
  // The declared size first: a picture over the pixel budget is refused before any decoding.
  const header = checkImageHeader(file.data);
  if (!header.ok) {
    if (header.reason === 'too-many-pixels')
      return { name, message: MESSAGES.trainingFileTooManyPixels(name, header.width, header.height) };
    return { name, message: MESSAGES.trainingFileDamaged(name) };
  }
  try {
    // A full decode: a truncated or corrupt file fails here even when its header looks right.
    const { info } = await (await loadSharp())(file.data, {
      failOn: 'truncated',
      limitInputPixels: UPLOAD_LIMITS.maxImagePixels,
    })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const meta = await (await loadSharp())(file.data, { limitInputPixels: UPLOAD_LIMITS.maxImagePixels }).metadata();
    if (!info.width || !meta.width || !meta.height) return { name, message: MESSAGES.trainingFileDamaged(name) };
    return { mime: kind.mime, width: meta.width, height: meta.height };
  } catch {
    return { name, message: MESSAGES.trainingFileDamaged(name) };
  }
}

export async function requireDataset(ctx: AppContext, userId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(trainingDataset)
    .where(and(eq(trainingDataset.id, id), eq(trainingDataset.userId, userId)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.trainingDatasetNotFound);
  return row;
}

export async function datasetImages(ctx: AppContext, datasetId: string) {
  return ctx.db
    .select()
    .from(trainingImage)
    .where(eq(trainingImage.datasetId, datasetId))
    .orderBy(asc(trainingImage.createdAt), asc(trainingImage.id));
}

export async function datasetView(ctx: AppContext, userId: string, id: string) {
  const ds = await requireDataset(ctx, userId, id);
  const images = await datasetImages(ctx, ds.id);
  const [latest] = await ctx.db
    .select({ id: trainingJob.id })
    .from(trainingJob)
    .where(eq(trainingJob.datasetId, ds.id))
    .orderBy(desc(trainingJob.startedAt))
    .limit(1);
  return {
    id: ds.id,
    createdAt: ds.createdAt.toISOString(),
    images: images.map(trainingImageView),
    latestJobId: latest?.id ?? null,
  };
}

export async function listDatasets(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .select({ id: trainingDataset.id, createdAt: trainingDataset.createdAt, images: count(trainingImage.id) })
    .from(trainingDataset)
    .leftJoin(trainingImage, eq(trainingImage.datasetId, trainingDataset.id))
    .where(eq(trainingDataset.userId, userId))
    .groupBy(trainingDataset.id, trainingDataset.createdAt)
    .orderBy(desc(trainingDataset.createdAt));
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), imageCount: r.images }));
}

export async function createDataset(ctx: AppContext, userId: string) {
  const id = randomUUID();
  await ctx.db.insert(trainingDataset).values({ id, userId });
  return id;
}

/**
 * Stores every acceptable file and says why each other one was refused. When the acceptable files
 * together do not fit in the user's storage nothing is stored (402 STORAGE_FULL).
 */
export async function addFiles(ctx: AppContext, u: User, datasetId: string, files: UploadedFile[]) {
  const [{ n }] = await ctx.db.select({ n: count() }).from(trainingImage).where(eq(trainingImage.datasetId, datasetId));
  let room = DATASET_MAX_IMAGES - n;
  const rejected: Rejected[] = [];
  const accepted: { file: UploadedFile; checked: { mime: string; width: number; height: number } }[] = [];
  for (const file of files) {
    const checked = await checkImage(file);
    if ('message' in checked) {
      rejected.push(checked);
      continue;
    }
    if (room <= 0) {
      rejected.push({ name: file.name, message: MESSAGES.trainingDatasetFull(DATASET_MAX_IMAGES) });
      continue;
    }
    room--;
    accepted.push({ file, checked });
  }
  const bytes = accepted.reduce((sum, a) => sum + a.file.data.byteLength, 0);
  const added = await withStorageRoom(ctx, u.id, bytes, async () => {
    const rows: ImageRow[] = [];
    try {
      for (const { file, checked } of accepted) {
        const id = randomUUID();
        const storageKey = `${u.id}/training/${datasetId}/${id}`;
        const name = (file.name || 'image').slice(0, 255);
        const row = await ctx.files.putWithRecord(storageKey, file.data, async () => {
          const [inserted] = await ctx.db
            .insert(trainingImage)
            .values({
              id,
              datasetId,
              userId: u.id,
              name,
              caption: captionOf(name),
              category: categoryOf(name),
              mime: checked.mime,
              bytes: file.data.byteLength,
              width: checked.width,
              height: checked.height,
              storageKey,
              // Keeps the upload order even within one millisecond.
              createdAt: new Date(Date.now() + rows.length),
            })
            .returning();
          return inserted;
        });
        rows.push(row);
      }
    } catch (err) {
      // One upload is stored whole or not at all.
      for (const row of rows) {
        await ctx.db.delete(trainingImage).where(eq(trainingImage.id, row.id));
        await ctx.files.remove(row.storageKey).catch(() => undefined);
      }
      throw err;
    }
    return rows;
  });
  if (added.length)
    await ctx.db.update(trainingDataset).set({ updatedAt: new Date() }).where(eq(trainingDataset.id, datasetId));
  return { added, rejected };
}

export async function requireTrainingImage(ctx: AppContext, userId: string, datasetId: string, imageId: string) {
  const [row] = await ctx.db
    .select()
    .from(trainingImage)
    .where(and(eq(trainingImage.id, imageId), eq(trainingImage.datasetId, datasetId), eq(trainingImage.userId, userId)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.trainingImageNotFound);
  return row;
}
