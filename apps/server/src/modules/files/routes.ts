// The file library (/app/files): the user's chat attachments, study PDFs, generated images and
// training images in one list. Every route needs a signed-in user.
//
// GET    /api/files?type=all|attachment|pdf|image|training&search=
//        → 200 { files: LibraryFile[], usedBytes, limitBytes }  newest first; search matches the name (any
//          case); usedBytes counts every file of the user whatever the filter (with what training jobs
//          wrote), limitBytes is the plan's storage quota
//          LibraryFile = { id, kind, name, mime, size (bytes), createdAt (ISO), url }
//          url is an API path behind the bearer token: fetch it with the token, then preview or download the blob
//          (attachment: /api/chat/attachments/:id, pdf: /api/pdf/:id/file, image: /api/images/:id/file,
//           training: /api/training/datasets/:datasetId/images/:id/file)
//        → 400 VALIDATION for an unknown type
// GET    /api/files/storage → 200 { usedBytes, limitBytes }  the same two figures alone (Settings)
// GET    /api/files/:kind/:id/thumbnail   (kind image, training, or an attachment that is a picture)
//        → 200 image/webp, at most 160 px a side, made once and kept; 404 NOT_FOUND for a PDF, another
//          user's file or an unknown one
// DELETE /api/files/:kind/:id
//        → 200 { success: true }  the record and the stored file are removed (for an attachment, it also
//          disappears from its chat message); 404 NOT_FOUND for another user's file or an unknown one
import { filesQuerySchema } from '@sommai/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { parse } from '../../lib/errors.ts';
import { currentUser } from '../../lib/session.ts';
import { storageSummary } from './quota.ts';
import { library, removeFile } from './service.ts';
import { thumbnail } from './thumbnails.ts';

export async function filesRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = { preHandler: ctx.sessions.require };

  app.get('/api/files', signedIn, async (req) => {
    const query = parse(filesQuerySchema, req.query);
    const u = currentUser(req);
    const [files, storage] = await Promise.all([
      library(ctx, u.id, { type: query.type, search: query.search || undefined }),
      storageSummary(ctx, u.id),
    ]);
    return { files, ...storage };
  });

  app.get('/api/files/storage', signedIn, async (req) => storageSummary(ctx, currentUser(req).id));

  app.get('/api/files/:kind/:id/thumbnail', signedIn, async (req, reply) => {
    const { kind, id } = parse(z.object({ kind: z.string().max(20), id: z.string().min(1).max(64) }), req.params);
    const data = await thumbnail(ctx, currentUser(req).id, kind, id);
    return reply.type('image/webp').header('cache-control', 'private, max-age=86400').send(data);
  });

  app.delete('/api/files/:kind/:id', signedIn, async (req) => {
    const { kind, id } = parse(z.object({ kind: z.string().max(20), id: z.string().min(1).max(64) }), req.params);
    await removeFile(ctx, currentUser(req).id, kind, id);
    return { success: true };
  });
}
