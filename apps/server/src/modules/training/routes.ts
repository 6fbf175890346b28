// The Custom Training API: datasets of uploaded images (add, caption, categorise, remove), training
// jobs that run in the background and survive restarts, their test pictures and the report.
import multipart from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES, MESSAGES, TRAINING } from '@sommai/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { trainingDataset, trainingImage } from '../../db/schema.ts';
import { HttpError, notFound, parse, uploadError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { currentUser } from '../../lib/session.ts';
import { sendStored } from '../../lib/storage.ts';
import { deleteWithObjects } from '../files/deletions.ts';
import { assertStorageRoom, storageRoom } from '../files/quota.ts';
import { thumbKey } from '../files/thumbnails.ts';
import {
  addFiles,
  createDataset,
  DATASET_MAX_IMAGES,
  datasetView,
  listDatasets,
  requireDataset,
  requireTrainingImage,
  trainingImageView,
  type UploadedFile,
} from './service.ts';
import { jobView, listJobs, requireJob, startJob, TrainingWorker, type WorkerOptions } from './worker.ts';

const id = z.string().min(1).max(64);

/**
 * Reads every `files` part of a multipart request; a part over 10 MB is marked, not thrown. Reading
 * stops with 402 STORAGE_FULL as soon as the files read pass the room left in the user's storage,
 * so a request cannot hold more in memory than the user could keep.
 */
async function readFiles(req: FastifyRequest, storage: { used: number; limit: number }): Promise<UploadedFile[]> {
  if (!req.isMultipart())
    throw new HttpError(400, 'VALIDATION', 'Send the images as multipart/form-data in the field "files".');
  const out: UploadedFile[] = [];
  let total = 0;
  try {
    // A file over the limit is cut and marked (truncated) instead of failing the whole upload;
    // the plugin reads throwFileSizeLimit per request although its types do not list it.
    const options = {
      limits: {
        fileSize: ATTACHMENT_MAX_BYTES + 1,
        files: DATASET_MAX_IMAGES + 10,
        fields: 10,
        parts: DATASET_MAX_IMAGES + 20,
      },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of req.parts(options)) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      total += data.byteLength;
      if (storage.used + total > storage.limit)
        throw new HttpError(402, 'STORAGE_FULL', MESSAGES.storageFull(storage.used, storage.limit));
      if (part.fieldname !== 'files' && part.fieldname !== 'file') continue;
      out.push({ name: part.filename, data: new Uint8Array(data), truncated: part.file.truncated });
    }
  } catch (err) {
    throw uploadError(err, MESSAGES.attachmentTooLarge);
  }
  if (!out.length) throw new HttpError(400, 'VALIDATION', MESSAGES.trainingNoFiles);
  return out;
}

export async function trainingRoutes(app: FastifyInstance, ctx: AppContext, options: WorkerOptions = {}) {
  const signedIn = { preHandler: ctx.sessions.require };
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  const worker = new TrainingWorker(ctx, app.log, options);
  await worker.start();
  app.addHook('onClose', async () => worker.stop());

  /** Reads the files within the user's upload rate (one upload per request, counted before it is read). */
  async function readUploads(req: FastifyRequest, u: User) {
    await ctx.uploads.take(u.id);
    return readFiles(req, await storageRoom(ctx, u.id));
  }

  /** Adds the uploaded files; refuses the request only when no file at all could be used. */
  async function upload(req: FastifyRequest, datasetId: string, u: User) {
    const files = await readUploads(req, u);
    const { added, rejected } = await addFiles(ctx, u, datasetId, files);
    if (!added.length) {
      throw new HttpError(
        400,
        'INVALID_IMAGE',
        rejected.map((r) => r.message).join(' '),
        Object.fromEntries(rejected.map((r, i) => [`files.${i}`, r.message])),
      );
    }
    return { added, rejected };
  }

  app.post('/api/training/datasets', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const files = await readUploads(req, u);
    const datasetId = await createDataset(ctx, u.id);
    const { added, rejected } = await addFiles(ctx, u, datasetId, files).catch(async (err) => {
      await ctx.db.delete(trainingDataset).where(eq(trainingDataset.id, datasetId));
      throw err;
    });
    if (!added.length) {
      await ctx.db.delete(trainingDataset).where(eq(trainingDataset.id, datasetId));
      throw new HttpError(
        400,
        'INVALID_IMAGE',
        rejected.map((r) => r.message).join(' '),
        Object.fromEntries(rejected.map((r, i) => [`files.${i}`, r.message])),
      );
    }
    reply.code(201);
    return { dataset: await datasetView(ctx, u.id, datasetId), rejected };
  });

  app.get('/api/training/datasets', signedIn, async (req) => ({
    datasets: await listDatasets(ctx, currentUser(req).id),
  }));

  app.get('/api/training/datasets/:id', signedIn, async (req) => {
    const { id: datasetId } = parse(z.object({ id }), req.params);
    return { dataset: await datasetView(ctx, currentUser(req).id, datasetId) };
  });

  app.post('/api/training/datasets/:id/images', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const { id: datasetId } = parse(z.object({ id }), req.params);
    await requireDataset(ctx, u.id, datasetId);
    const { added, rejected } = await upload(req, datasetId, u);
    reply.code(201);
    return { images: added.map(trainingImageView), rejected, dataset: await datasetView(ctx, u.id, datasetId) };
  });

  app.patch('/api/training/datasets/:id/images/:imageId', signedIn, async (req) => {
    const u = currentUser(req);
    const params = parse(z.object({ id, imageId: id }), req.params);
    const body = parse(
      z
        .object({
          caption: z.string().trim().max(500, 'Keep the caption under 500 characters.').optional(),
          category: z
            .enum(TRAINING.categories, { error: `Category must be one of: ${TRAINING.categories.join(', ')}` })
            .optional(),
        })
        .strict(),
      req.body,
    );
    await requireTrainingImage(ctx, u.id, params.id, params.imageId);
    const [row] = await ctx.db
      .update(trainingImage)
      .set({
        ...(body.caption !== undefined ? { caption: body.caption } : {}),
        ...(body.category ? { category: body.category } : {}),
      })
      .where(and(eq(trainingImage.id, params.imageId), eq(trainingImage.userId, u.id)))
      .returning();
    return { image: trainingImageView(row) };
  });

  app.delete('/api/training/datasets/:id/images/:imageId', signedIn, async (req) => {
    const u = currentUser(req);
    const params = parse(z.object({ id, imageId: id }), req.params);
    const row = await requireTrainingImage(ctx, u.id, params.id, params.imageId);
    await deleteWithObjects(ctx, async (tx) =>
      (
        await tx
          .delete(trainingImage)
          .where(and(eq(trainingImage.id, row.id), eq(trainingImage.userId, u.id)))
          .returning({ key: trainingImage.storageKey })
      ).flatMap((r) => [r.key, thumbKey(u.id, 'training', row.id)]),
    );
    return { success: true };
  });

  app.get('/api/training/datasets/:id/images/:imageId/file', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const params = parse(z.object({ id, imageId: id }), req.params);
    const row = await requireTrainingImage(ctx, u.id, params.id, params.imageId);
    return sendStored(reply, ctx.files, row.storageKey, {
      'content-type': row.mime,
      'cache-control': 'private, max-age=86400',
    });
  });

  app.post('/api/training/jobs', signedIn, async (req, reply) => {
    const u = currentUser(req);
    const { datasetId } = parse(z.object({ datasetId: id }), req.body);
    // A job writes copies of the pictures and its results; it does not start when storage is full.
    await assertStorageRoom(ctx, u.id, 0);
    const job = await startJob(ctx, u, datasetId);
    reply.code(202);
    return { job: jobView(job) };
  });

  app.get('/api/training/jobs', signedIn, async (req) => {
    const { active } = parse(z.object({ active: z.enum(['0', '1', 'true', 'false']).optional() }), req.query);
    return { jobs: await listJobs(ctx, currentUser(req).id, active === '1' || active === 'true') };
  });

  app.get('/api/training/jobs/:id', signedIn, async (req) => {
    const { id: jobId } = parse(z.object({ id }), req.params);
    return { job: jobView(await requireJob(ctx, currentUser(req).id, jobId)) };
  });

  app.get('/api/training/jobs/:id/results/:n/file', signedIn, async (req, reply) => {
    const params = parse(z.object({ id, n: z.coerce.number().int().min(0).max(9) }), req.params);
    const job = await requireJob(ctx, currentUser(req).id, params.id);
    const result = job.results?.[params.n];
    if (!result) throw notFound();
    return sendStored(reply, ctx.files, result.storageKey, {
      'content-type': 'image/png',
      'cache-control': 'private, max-age=86400',
    });
  });

  app.get('/api/training/jobs/:id/report', signedIn, async (req, reply) => {
    const { id: jobId } = parse(z.object({ id }), req.params);
    const job = await requireJob(ctx, currentUser(req).id, jobId);
    if (job.stage !== 'complete' || !job.report)
      throw new HttpError(409, 'TRAINING_NOT_COMPLETE', 'The report is ready when training is complete.');
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="sommai-training-report-${job.modelId}.json"`)
      .send(JSON.stringify(job.report, null, 2));
  });
}
