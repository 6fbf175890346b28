// Small previews for the file library: a picture is scaled once to THUMB_PX (WebP) the first time it
// is asked for, and the result is kept beside the user's files under "<userId>/thumbs/", so later
// lists cost one read. A thumbnail is removed with its file (and with the account).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app.ts';
import { attachment, image, trainingImage } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { loadSharp } from '../../lib/sharp.ts';

/** The longest side of a thumbnail, in pixels (twice the 80 px tile, for sharp screens). */
export const THUMB_PX = 160;

export const thumbKey = (userId: string, kind: string, id: string) => `${userId}/thumbs/${kind}-${id}.webp`;

/** The stored picture behind a library entry of the user, or undefined (another user's, unknown, not a picture). */
async function pictureKey(ctx: AppContext, userId: string, kind: string, id: string): Promise<string | undefined> {
  const { db } = ctx;
  if (kind === 'image') {
    const [row] = await db
      .select({ key: image.storageKey })
      .from(image)
      .where(and(eq(image.id, id), eq(image.userId, userId)));
    return row?.key;
  }
  if (kind === 'training') {
    const [row] = await db
      .select({ key: trainingImage.storageKey })
      .from(trainingImage)
      .where(and(eq(trainingImage.id, id), eq(trainingImage.userId, userId)));
    return row?.key;
  }
  if (kind === 'attachment') {
    const [row] = await db
      .select({ key: attachment.storageKey, mime: attachment.mime })
      .from(attachment)
      .where(and(eq(attachment.id, id), eq(attachment.userId, userId)));
    return row?.mime.startsWith('image/') ? row.key : undefined;
  }
  return undefined;
}

/** The WebP thumbnail of the user's picture, made and stored on first use. */
export async function thumbnail(ctx: AppContext, userId: string, kind: string, id: string): Promise<Buffer> {
  const source = await pictureKey(ctx, userId, kind, id);
  if (!source) throw notFound();
  const key = thumbKey(userId, kind, id);
  try {
    return await ctx.files.get(key);
  } catch (err) {
    if (!(err instanceof HttpError && err.status === 404)) throw err;
  }
  const sharp = await loadSharp();
  const original = await ctx.files.get(source);
  const small = await sharp(original, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(THUMB_PX, THUMB_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
  // Kept for next time; a store that refuses the write still answers this request.
  await ctx.files.put(key, small).catch(() => undefined);
  return small;
}
