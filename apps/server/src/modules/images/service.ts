// Image generation rules: what a request may ask for, the monthly limit, who draws the picture
// (the configured endpoint, else the built-in renderer; a trained style always the renderer), and
// the user's gallery in the database and file store.
import { randomUUID } from 'node:crypto';
import type { ImageView, SizePreset } from '@sommai/shared';
import {
  IMAGE_CATEGORIES,
  IMAGE_QUALITIES,
  IMAGE_STYLES,
  MESSAGES,
  SCREENS,
  SERVED_IMAGE_CATEGORIES,
  SIZE_PRESETS,
} from '@sommai/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app.ts';
import { image, styleModel } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { deleteWithObjects } from '../files/deletions.ts';
import { withStorageRoom } from '../files/quota.ts';
import { thumbKey } from '../files/thumbnails.ts';
import { renderImageInPool } from '../render/pool.ts';
import { generateExternal } from './external.ts';
import { addImages, giveBackImages, imageLimitOf } from './quota.ts';
import { readSubject, TEMPLATE_NAMES } from './renderer/cards/subject.ts';
import type { ImageStyleId, QualityId, StyleProfile } from './renderer/index.ts';

export const CATEGORY_IDS: readonly string[] = [
  ...IMAGE_CATEGORIES.map((c) => c.id),
  ...SERVED_IMAGE_CATEGORIES,
].filter((id, i, all) => all.indexOf(id) === i);
export const QUALITY_IDS: readonly string[] = IMAGE_QUALITIES.map((q) => q.id);
export const PRESET_IDS: readonly string[] = SIZE_PRESETS.map((p) => p.id);
export const CUSTOM_PREFIX = 'custom:';

const CATEGORY_SCENES: Record<string, string> = {
  wine_bottles: 'a wine bottle with its label on a table, a poured glass beside it',
  wine_bottle: 'a wine bottle with its label on a table, a poured glass beside it',
  vineyards_regions: 'vineyard rows on rolling hills under an open sky',
  vineyards: 'vineyard rows on rolling hills under an open sky',
  tasting: 'a wine tasting with glasses in a row and tasting notes',
  cellar: 'a vaulted wine cellar with oak barrels and warm lamps',
  sommelier_tools: "a sommelier's tools: decanter, corkscrew and tastevin",
  educational: 'an educational wine infographic with clear text',
  glasses: 'wine glasses poured with wine',
  pairing: 'a food and wine pairing on a laid table',
};

const STYLE_WORDS: Record<ImageStyleId, string> = {
  professional: 'professional wine photography, controlled warm key light',
  artistic: 'artistic, painterly brushwork',
  vintage: 'vintage film look, sepia tones and grain',
  modern: 'modern, clean and minimal with bold flat colour',
};

export interface GenerateRequest {
  topic: string;
  category: string;
  style: string;
  quality: string;
  size: string;
}

type ImageRow = typeof image.$inferSelect;

export function imageView(row: ImageRow): ImageView {
  return {
    id: row.id,
    imageUrl: `/api/images/${row.id}/file`,
    prompt: row.prompt,
    topic: row.topic,
    category: row.category,
    style: row.style,
    quality: row.quality,
    size: row.size,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
    source: row.source,
    ...(row.notice ? { notice: row.notice } : {}),
  };
}

export function presetOf(id: string): SizePreset {
  const preset = SIZE_PRESETS.find((p) => p.id === id);
  if (!preset) throw new HttpError(400, 'VALIDATION', MESSAGES.imageSizeUnknown(PRESET_IDS.join(', ')));
  return preset;
}

/** The full description an image is drawn from: the user's words, the scene, the style, the finish. */
export function describe(topic: string, category: string, styleWords: string, quality: string): string {
  const finish = quality === 'wine-art' ? 'illustrated, fine-art rendering' : 'photorealistic';
  return `${topic.trim()} — ${CATEGORY_SCENES[category] ?? CATEGORY_SCENES.wine_bottles}; ${styleWords}; ${finish}`;
}

/**
 * What the built-in designer made, said as plainly: it designs cards and illustrations, so the
 * stored description never claims a photograph it did not take.
 */
export function describeBuiltin(topic: string, style: StyleChoice, quality: string): string {
  const kinds: Record<string, string> = SCREENS.images.builtinQualityKinds;
  const kind = (kinds[quality] ?? kinds['wine-realism']).toLowerCase();
  const look = style.learned ? style.words : `${style.base} style`;
  return `${topic.trim()} — ${kind} by the built-in designer, ${look}`;
}

export interface StyleChoice {
  /** The built-in style the renderer starts from. */
  base: ImageStyleId;
  words: string;
  learned?: StyleProfile;
}

/** Resolves a style id: a built-in one, or 'custom:<modelId>' of this user's trained styles. */
export async function resolveStyle(ctx: AppContext, u: User, style: string): Promise<StyleChoice> {
  if ((IMAGE_STYLES as readonly string[]).includes(style)) {
    const base = style as ImageStyleId;
    return { base, words: STYLE_WORDS[base] };
  }
  if (style.startsWith(CUSTOM_PREFIX)) {
    const modelId = style.slice(CUSTOM_PREFIX.length);
    const [model] = await ctx.db
      .select()
      .from(styleModel)
      .where(and(eq(styleModel.id, modelId), eq(styleModel.userId, u.id)))
      .limit(1);
    if (!model) throw notFound(MESSAGES.imageStyleNotFound);
    return { base: 'professional', words: `in the trained style "${model.name}"`, learned: model.profile };
  }
  throw new HttpError(400, 'VALIDATION', MESSAGES.imageStyleUnknown(IMAGE_STYLES.join(', ')));
}

export function checkRequest(r: GenerateRequest) {
  if (!CATEGORY_IDS.includes(r.category))
    throw new HttpError(400, 'VALIDATION', MESSAGES.imageCategoryUnknown(CATEGORY_IDS.join(', ')));
  if (!QUALITY_IDS.includes(r.quality))
    throw new HttpError(400, 'VALIDATION', MESSAGES.imageQualityUnknown(QUALITY_IDS.join(', ')));
  presetOf(r.size);
}

interface Drawn {
  png: Buffer;
  source: 'builtin' | 'external';
  notice?: string;
}

async function draw(
  ctx: AppContext,
  r: GenerateRequest,
  style: StyleChoice,
  prompt: string,
  preset: SizePreset,
  log: FastifyBaseLogger,
): Promise<Drawn> {
  const endpoint = ctx.config.images;
  let notice: string | undefined;
  // A trained style is learned by the built-in renderer, so only the renderer can paint it.
  if (endpoint && !style.learned) {
    try {
      return { png: await generateExternal(endpoint, prompt, preset.width, preset.height), source: 'external' };
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'images endpoint failed; the built-in renderer draws instead');
      notice = MESSAGES.imageFallbackNotice;
    }
  }
  const rendered = await renderImageInPool({
    prompt: r.topic,
    category: r.category,
    style: style.base,
    quality: r.quality as QualityId,
    width: preset.width,
    height: preset.height,
    preset: preset.id,
    learned: style.learned,
  });
  return { png: rendered.png, source: 'builtin', notice };
}

/** Previews are drawn at this share of the preset's size: the same layout, a sixteenth of the pixels. */
export const PREVIEW_SCALE = 0.25;

/**
 * How the built-in designer lays a request out at its size, drawn small: not stored and not
 * counted, so a user can compare sizes before generating.
 */
export async function previewImage(ctx: AppContext, u: User, r: GenerateRequest): Promise<Buffer> {
  checkRequest(r);
  const style = await resolveStyle(ctx, u, r.style);
  const preset = presetOf(r.size);
  const rendered = await renderImageInPool({
    prompt: r.topic,
    category: r.category,
    style: style.base,
    quality: r.quality as QualityId,
    width: Math.round(preset.width * PREVIEW_SCALE),
    height: Math.round(preset.height * PREVIEW_SCALE),
    preset: preset.id,
    learned: style.learned,
  });
  return rendered.png;
}

/** Generates one image per request, all counted against the month before any is drawn. */
export async function generateImages(
  ctx: AppContext,
  u: User,
  requests: GenerateRequest[],
  log: FastifyBaseLogger,
): Promise<ImageView[]> {
  for (const r of requests) checkRequest(r);
  const styles = await Promise.all(requests.map((r) => resolveStyle(ctx, u, r.style)));
  const limit = await imageLimitOf(ctx.db, ctx.config, u);
  if (!(await addImages(ctx.db, u.id, requests.length, limit)))
    throw new HttpError(402, 'IMAGE_LIMIT', MESSAGES.imageLimitReached);
  ctx.sessions.forgetUser(u.id);

  const views: ImageView[] = [];
  let done = 0;
  try {
    for (const [i, r] of requests.entries()) {
      const preset = presetOf(r.size);
      const asked = describe(r.topic, r.category, styles[i].words, r.quality);
      const drawn = await draw(ctx, r, styles[i], asked, preset, log);
      const prompt = drawn.source === 'external' ? asked : describeBuiltin(r.topic, styles[i], r.quality);
      const id = randomUUID();
      const storageKey = `${u.id}/images/${id}.png`;
      const row = await withStorageRoom(ctx, u.id, drawn.png.byteLength, () =>
        ctx.files.putWithRecord(storageKey, drawn.png, async () => {
          const [inserted] = await ctx.db
            .insert(image)
            .values({
              id,
              userId: u.id,
              topic: r.topic.trim(),
              prompt,
              category: r.category,
              style: r.style,
              quality: r.quality,
              size: preset.id,
              width: preset.width,
              height: preset.height,
              source: drawn.source,
              notice: drawn.notice ?? null,
              storageKey,
              bytes: drawn.png.byteLength,
            })
            .returning();
          return inserted;
        }),
      );
      views.push(imageView(row));
      done++;
    }
  } catch (err) {
    await giveBackImages(ctx.db, u.id, requests.length - done);
    throw err;
  }
  return views;
}

export async function listImages(ctx: AppContext, userId: string, limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(image)
      .where(eq(image.userId, userId))
      .orderBy(desc(image.createdAt), desc(image.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(image).where(eq(image.userId, userId)),
  ]);
  return { images: rows.map(imageView), total };
}

export async function requireImage(ctx: AppContext, userId: string, id: string): Promise<ImageRow> {
  const [row] = await ctx.db
    .select()
    .from(image)
    .where(and(eq(image.id, id), eq(image.userId, userId)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.imageNotFound);
  return row;
}

export async function deleteImage(ctx: AppContext, userId: string, id: string) {
  await requireImage(ctx, userId, id);
  await deleteWithObjects(ctx, async (tx) =>
    (
      await tx
        .delete(image)
        .where(and(eq(image.id, id), eq(image.userId, userId)))
        .returning({ key: image.storageKey })
    )
      // Its thumbnail on the Files page goes with it, if one was made.
      .flatMap((r) => [r.key, thumbKey(userId, 'image', id)]),
  );
}

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');

/**
 * A name that says what the image is: its subject as the knowledge base names it (else the
 * prompt's words), what the renderer made of it, and the size: 'sommai-pinot-noir-grape-profile-instagram-story.png'.
 */
export function downloadName(row: Pick<ImageRow, 'topic' | 'size' | 'category' | 'source'>): string {
  const subject = readSubject(row.topic, row.category);
  const name = subject.grape?.name ?? subject.region?.name ?? subject.pairing?.food ?? subject.topic?.title;
  const slug = slugOf(name ?? row.topic) || 'wine';
  const what =
    row.source === 'external'
      ? 'photo'
      : subject.template === 'scene'
        ? `${row.category.replace(/_/g, '-')}-scene`
        : TEMPLATE_NAMES[subject.template];
  return `sommai-${slug}-${what}-${row.size}.png`;
}

const STYLE_LABELS: Record<ImageStyleId, string> = {
  professional: 'Professional',
  artistic: 'Artistic',
  vintage: 'Vintage',
  modern: 'Modern',
};

/** Whether photographic qualities are on offer: only through a configured image service. */
export const photographic = (ctx: AppContext) => ctx.config.images !== undefined;

export async function listStyles(ctx: AppContext, userId: string) {
  const models = await ctx.db
    .select({ id: styleModel.id, name: styleModel.name })
    .from(styleModel)
    .where(eq(styleModel.userId, userId))
    .orderBy(desc(styleModel.createdAt));
  return [
    ...IMAGE_STYLES.map((id) => ({ id, label: STYLE_LABELS[id], kind: 'builtin' as const })),
    ...models.map((m) => ({ id: `${CUSTOM_PREFIX}${m.id}`, label: m.name, kind: 'custom' as const, modelId: m.id })),
  ];
}
