// The image API: the generator screen's POST /images/generate, chat image mode's POST
// /image/generate, several categories at once, the user's gallery (list, file, download, delete)
// and the styles to choose from (built-in and trained).
import { DEFAULT_IMAGE_CATEGORY, DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_STYLE, MESSAGES } from '@sommai/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { sendStored } from '../../lib/storage.ts';
import {
  deleteImage,
  downloadName,
  generateImages,
  listImages,
  listStyles,
  photographic,
  previewImage,
  requireImage,
} from './service.ts';

/** The spec's default size for POST /images/generate (section 7). */
const DEFAULT_SIZE = 'square';

const topic = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(500, 'Keep the description under 500 characters.');

const generateSchema = z.object({
  topic: topic(MESSAGES.imagePromptRequired),
  category: z.string().max(40).default(DEFAULT_IMAGE_CATEGORY),
  style: z.string().max(80).default(DEFAULT_IMAGE_STYLE),
  quality: z.string().max(40).default(DEFAULT_IMAGE_QUALITY),
  size: z.string().max(40).default(DEFAULT_SIZE),
  userType: z.string().max(40).optional(),
});

const chatSchema = z.object({
  prompt: topic(MESSAGES.imagePromptRequiredChat),
  category: z.string().max(40).default(DEFAULT_IMAGE_CATEGORY),
});

const multipleSchema = z.object({
  topic: topic(MESSAGES.imagePromptRequired),
  categories: z.array(z.string().max(40)).min(1, MESSAGES.imageCategoriesCount).max(4, MESSAGES.imageCategoriesCount),
  style: z.string().max(80).default(DEFAULT_IMAGE_STYLE),
  quality: z.string().max(40).default(DEFAULT_IMAGE_QUALITY),
  size: z.string().max(40).default(DEFAULT_SIZE),
});

const idParams = z.object({ id: z.string().min(1).max(64) });

export async function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = { preHandler: ctx.sessions.require };

  app.post('/api/images/generate', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const body = parse(generateSchema, req.body);
    const [view] = await generateImages(ctx, u, [body], req.log);
    reply.code(201);
    return { data: view };
  });

  app.post('/api/image/generate', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const body = parse(chatSchema, req.body);
    const [view] = await generateImages(
      ctx,
      u,
      [
        {
          topic: body.prompt,
          category: body.category,
          style: DEFAULT_IMAGE_STYLE,
          quality: DEFAULT_IMAGE_QUALITY,
          size: DEFAULT_SIZE,
        },
      ],
      req.log,
    );
    reply.code(201);
    return { data: view };
  });

  app.post('/api/images/generate-multiple', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const body = parse(multipleSchema, req.body);
    const views = await generateImages(
      ctx,
      u,
      body.categories.map((category) => ({
        topic: body.topic,
        category,
        style: body.style,
        quality: body.quality,
        size: body.size,
      })),
      req.log,
    );
    reply.code(201);
    return { data: views };
  });

  app.get('/api/images', signedIn, async (req) => {
    const u = currentUser(req);
    const q = parse(
      z.object({
        limit: z.coerce.number().int().min(1).max(100).default(50),
        offset: z.coerce.number().int().min(0).default(0),
      }),
      req.query,
    );
    return listImages(ctx, u.id, q.limit, q.offset);
  });

  app.get('/api/images/styles', signedIn, async (req) => ({
    styles: await listStyles(ctx, currentUser(req).id),
    photographic: photographic(ctx),
  }));

  app.post('/api/images/preview', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const body = parse(generateSchema, req.body);
    const png = await previewImage(ctx, u, body);
    return reply.header('content-type', 'image/png').header('cache-control', 'no-store').send(png);
  });

  app.get('/api/images/:id/file', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const { id } = parse(idParams, req.params);
    const { download } = parse(z.object({ download: z.string().optional() }), req.query);
    const row = await requireImage(ctx, u.id, id);
    const name = downloadName(row);
    return sendStored(reply, ctx.files, row.storageKey, {
      'content-type': 'image/png',
      'cache-control': 'private, max-age=86400',
      'content-disposition': `${download === '1' ? 'attachment' : 'inline'}; filename="${name}"`,
    });
  });

  app.delete('/api/images/:id', signedIn, async (req) => {
    const u = currentUser(req);
    const { id } = parse(idParams, req.params);
    await deleteImage(ctx, u.id, id);
    return { success: true };
  });
}
