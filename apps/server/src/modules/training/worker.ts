// Training runs in the background, with its state in the database. Starting a run queues a job
// (one per run, whichever process takes it); the worker that takes it claims the run (lockedBy and
// a heartbeat), reports each stage as it reaches it — preparing 10 (check and decode the images),
// uploading 30 (store normalized copies), training 50 (learn the style), complete 100 — and stores
// the learned style as the user's model with two test pictures scored against the set.
// A run whose worker stopped (the app closed, the process died) is taken up again by any process:
// at once when the worker let go on closing, once the queue sees its heartbeat stop otherwise.
// A run gets TRAINING_ATTEMPTS attempts; after the last it is marked failed.
import { randomUUID } from 'node:crypto';
import { MESSAGES, PRODUCT_NAME, TRAINING } from '@sommai/shared';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app.ts';
import { styleModel, trainingJob } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { deadQueue, type JobInfo } from '../../lib/jobs.ts';
import type { User } from '../../lib/session.ts';
import { loadSharp } from '../../lib/sharp.ts';
import type { StyleProfile } from '../images/renderer/index.ts';
import { seedOf } from '../images/renderer/random.ts';
import { renderImageInPool } from '../render/pool.ts';
import { analyse, type ImageStats, learn, measure, similarity, thumbnail } from './analysis.ts';
import { datasetImages, requireDataset } from './service.ts';

export const TRAINING_JOB = 'training.run';
/** Attempts per run: a crash or a shutdown mid-run uses one. */
export const TRAINING_ATTEMPTS = 3;

export type Stage = 'preparing' | 'uploading' | 'training' | 'complete' | 'failed';
const DONE: Stage[] = ['complete', 'failed'];
const PROGRESS: Record<Stage, number> = { preparing: 10, uploading: 30, training: 50, complete: 100, failed: 100 };

type JobRow = typeof trainingJob.$inferSelect;

/** The two test pictures rendered in the learned style. */
const TEST_PROMPTS = [
  { prompt: 'An elegant glass of red wine, selective colour on the wine', category: 'glasses' },
  { prompt: 'A wine bottle on a tasting table with a poured glass', category: 'wine_bottles' },
] as const;

export interface JobView {
  id: string;
  datasetId: string;
  modelId: string;
  stage: Stage;
  progress: number;
  message: string;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number;
  results?: { prompt: string; imageUrl: string; quality: number }[];
  report?: Record<string, unknown>;
}

export function jobView(row: JobRow): JobView {
  const end = row.finishedAt?.getTime() ?? Date.now();
  return {
    id: row.id,
    datasetId: row.datasetId,
    modelId: row.modelId,
    stage: row.stage as Stage,
    progress: row.progress,
    message: row.message,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: Math.max(0, end - row.startedAt.getTime()),
    ...(row.results
      ? {
          results: row.results.map((r, i) => ({
            prompt: r.prompt,
            imageUrl: `/api/training/jobs/${row.id}/results/${i}/file`,
            quality: r.quality,
          })),
        }
      : {}),
    ...(row.report ? { report: row.report } : {}),
  };
}

export async function requireJob(ctx: AppContext, userId: string, id: string): Promise<JobRow> {
  const [row] = await ctx.db
    .select()
    .from(trainingJob)
    .where(and(eq(trainingJob.id, id), eq(trainingJob.userId, userId)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.trainingJobNotFound);
  return row;
}

export async function listJobs(ctx: AppContext, userId: string, activeOnly: boolean) {
  const rows = await ctx.db
    .select()
    .from(trainingJob)
    .where(
      activeOnly
        ? and(eq(trainingJob.userId, userId), notInArray(trainingJob.stage, DONE))
        : eq(trainingJob.userId, userId),
    )
    .orderBy(desc(trainingJob.startedAt))
    .limit(50);
  return rows.map(jobView);
}

/** Starts training on a dataset: 15 to 50 images, one run at a time per dataset. */
export async function startJob(ctx: AppContext, u: User, datasetId: string): Promise<JobRow> {
  await requireDataset(ctx, u.id, datasetId);
  const images = await datasetImages(ctx, datasetId);
  if (images.length < TRAINING.minImages) throw new HttpError(400, 'TRAINING_TOO_FEW', MESSAGES.trainingTooFew);
  if (images.length > TRAINING.maxImages) throw new HttpError(400, 'TRAINING_TOO_MANY', MESSAGES.trainingTooMany);
  const id = randomUUID();
  try {
    const [row] = await ctx.db
      .insert(trainingJob)
      .values({
        id,
        userId: u.id,
        datasetId,
        modelId: `somm-style-${randomUUID().slice(0, 8)}`,
        stage: 'preparing',
        progress: PROGRESS.preparing,
        message: MESSAGES.trainingStage.preparing,
      })
      .returning();
    await ctx.jobs.enqueue(TRAINING_JOB, { jobId: id }, { key: id });
    return row;
  } catch (err) {
    // The partial unique index allows one unfinished job per dataset.
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new HttpError(409, 'TRAINING_RUNNING', MESSAGES.trainingAlreadyRunning);
    throw err;
  }
}

class Stopped extends Error {}

export interface WorkerOptions {
  /** Runs this process works on at once. */
  concurrency?: number;
}

class Retry extends Error {}

export class TrainingWorker {
  readonly id = randomUUID();
  private readonly running = new Set<Promise<void>>();
  private stopping = false;
  private readonly ctx: AppContext;
  private readonly log: FastifyBaseLogger;
  private readonly concurrency: number;

  constructor(ctx: AppContext, log: FastifyBaseLogger, options: WorkerOptions = {}) {
    this.ctx = ctx;
    this.log = log;
    this.concurrency = options.concurrency ?? 2;
  }

  /** Takes training jobs from the queue, and queues runs left unfinished without a job (older servers). */
  async start() {
    const { jobs, db } = this.ctx;
    await jobs.define({
      name: TRAINING_JOB,
      attempts: TRAINING_ATTEMPTS,
      heartbeatS: 30,
      expireS: 30 * 60,
      deadLetter: true,
      policy: 'exclusive',
    });
    await jobs.work<{ jobId: string }>(TRAINING_JOB, (p, job) => this.track(this.take(p.jobId, job)), {
      concurrency: this.concurrency,
    });
    await jobs.work<{ jobId: string }>(deadQueue(TRAINING_JOB), (p) => this.giveUp(p.jobId));
    // One job per run at a time (the queue ignores a second one with the same key).
    const open = await db.select({ id: trainingJob.id }).from(trainingJob).where(notInArray(trainingJob.stage, DONE));
    for (const r of open) await jobs.enqueue(TRAINING_JOB, { jobId: r.id }, { key: r.id });
  }

  /** Lets go of every run: the current step finishes, the run goes back to the queue for the next process. */
  async stop() {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
  }

  private track(task: Promise<void>): Promise<void> {
    this.running.add(task);
    return task.finally(() => this.running.delete(task));
  }

  /** Claims the run for this worker (the queue hands each run to one worker at a time) and runs it. */
  private async take(jobId: string, info: JobInfo) {
    if (this.stopping) throw new Retry('stopping');
    const [job] = await this.ctx.db
      .update(trainingJob)
      .set({ lockedBy: this.id, heartbeatAt: new Date(), attempts: info.attempt })
      .where(and(eq(trainingJob.id, jobId), notInArray(trainingJob.stage, DONE)))
      .returning();
    if (!job) return;
    await this.run(job, info.attempt);
  }

  /** Every attempt used: the run is marked failed, and keeps no copies. */
  private async giveUp(jobId: string) {
    const [job] = await this.ctx.db
      .select()
      .from(trainingJob)
      .where(and(eq(trainingJob.id, jobId), notInArray(trainingJob.stage, DONE)))
      .limit(1);
    if (job) await this.fail(job, new Error(`gave up after ${TRAINING_ATTEMPTS} attempts`));
  }

  private check() {
    if (this.stopping) throw new Stopped();
  }

  /** Moves the job to a stage; a worker that lost its claim stops. */
  private async stage(job: JobRow, stage: Stage, extra: Partial<typeof trainingJob.$inferInsert> = {}) {
    const rows = await this.ctx.db
      .update(trainingJob)
      .set({
        stage,
        progress: PROGRESS[stage],
        message: MESSAGES.trainingStage[stage],
        heartbeatAt: new Date(),
        ...extra,
      })
      .where(and(eq(trainingJob.id, job.id), eq(trainingJob.lockedBy, this.id)))
      .returning({ id: trainingJob.id });
    if (!rows.length) throw new Stopped();
  }

  private async beat(job: JobRow) {
    await this.ctx.db
      .update(trainingJob)
      .set({ heartbeatAt: new Date() })
      .where(and(eq(trainingJob.id, job.id), eq(trainingJob.lockedBy, this.id)));
  }

  private async run(job: JobRow, attempt: number) {
    const { db, files } = this.ctx;
    const started = performance.now();
    try {
      // Preparing: every image is read and decoded in full.
      await this.stage(job, 'preparing');
      const images = await datasetImages(this.ctx, job.datasetId);
      if (images.length < TRAINING.minImages) throw new HttpError(400, 'TRAINING_TOO_FEW', MESSAGES.trainingTooFew);
      const decoded: { name: string; data: Buffer; thumb: Awaited<ReturnType<typeof thumbnail>> }[] = [];
      for (const img of images) {
        this.check();
        const data = await files.get(img.storageKey);
        try {
          decoded.push({ name: img.name, data, thumb: await thumbnail(data) });
        } catch {
          throw new HttpError(400, 'TRAINING_IMAGE_DAMAGED', MESSAGES.trainingFileDamaged(img.name));
        }
      }

      // Uploading: normalized copies (upright, at most 1024 px, sRGB JPEG) kept with the model.
      this.check();
      await this.stage(job, 'uploading');
      for (const [i, d] of decoded.entries()) {
        this.check();
        const copy = await (await loadSharp())(d.data)
          .rotate()
          .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 88 })
          .toBuffer();
        await files.put(`${job.userId}/models/${job.modelId}/${String(i).padStart(2, '0')}.jpg`, copy);
        if (i % 5 === 4) await this.beat(job);
      }

      // Training: measure every image, learn the style, paint and score the two test pictures.
      this.check();
      await this.stage(job, 'training');
      const stats: ImageStats[] = decoded.map((d) => measure(d.thumb.px, d.thumb.width, d.thumb.height));
      const profile = learn(stats, seedOf(job.datasetId));
      const results: { prompt: string; quality: number; storageKey: string }[] = [];
      for (const [i, t] of TEST_PROMPTS.entries()) {
        this.check();
        const rendered = await renderImageInPool({
          prompt: t.prompt,
          category: t.category,
          style: 'professional',
          quality: 'wine-realism',
          width: 1024,
          height: 1024,
          preset: 'square',
          learned: profile,
        });
        const storageKey = `${job.userId}/models/${job.modelId}/result-${i}.png`;
        await files.put(storageKey, rendered.png);
        results.push({ prompt: t.prompt, quality: similarity(profile, await analyse(rendered.png)), storageKey });
      }

      this.check();
      const categories = [...new Set(images.map((i) => i.category))];
      const name = `${PRODUCT_NAME} style · ${images.length} images`;
      const durationMs = Math.round(performance.now() - started);
      const report = {
        modelName: name,
        trainingImages: images.length,
        categories,
        modelId: job.modelId,
        datasetId: job.datasetId,
        timestamp: new Date().toISOString(),
        styleCharacteristics: characteristics(profile),
        testResults: results.map((r) => ({ prompt: r.prompt, quality: r.quality })),
        trainingTimeMs: durationMs,
        profile,
      };
      await db
        .insert(styleModel)
        .values({ id: job.modelId, userId: job.userId, datasetId: job.datasetId, jobId: job.id, name, profile })
        .onConflictDoUpdate({ target: styleModel.id, set: { profile, name } });
      await this.stage(job, 'complete', { results, report, finishedAt: new Date(), lockedBy: null, heartbeatAt: null });
      this.log.info({ jobId: job.id, images: images.length, ms: durationMs }, 'training complete');
    } catch (err) {
      if (err instanceof Stopped) {
        // Let go at once so the next process (or this one, restarted) takes over without waiting.
        await db
          .update(trainingJob)
          .set({ lockedBy: null, heartbeatAt: null })
          .where(and(eq(trainingJob.id, job.id), eq(trainingJob.lockedBy, this.id)))
          .catch(() => {});
        throw new Retry('stopped');
      }
      // A refused dataset fails at once; anything else is tried again while attempts remain.
      if (!(err instanceof HttpError) && attempt < TRAINING_ATTEMPTS) {
        this.log.warn({ err, jobId: job.id, attempt }, 'training attempt failed; it will be tried again');
        await db
          .update(trainingJob)
          .set({ lockedBy: null, heartbeatAt: null })
          .where(and(eq(trainingJob.id, job.id), eq(trainingJob.lockedBy, this.id)))
          .catch(() => {});
        throw err;
      }
      this.log.error({ err, jobId: job.id }, 'training failed');
      await this.fail(job, err);
    }
  }

  private async fail(job: JobRow, err: unknown) {
    const { db, files } = this.ctx;
    // A failed job keeps no copies or results: they would only take the user's storage.
    await files.removePrefix(`${job.userId}/models/${job.modelId}`).catch(() => {});
    const reason = err instanceof HttpError ? err.message : 'an unexpected error';
    await db
      .update(trainingJob)
      .set({
        stage: 'failed',
        progress: PROGRESS.failed,
        message: `${MESSAGES.trainingStage.failed}: ${reason}`,
        error: (err as Error).message,
        finishedAt: new Date(),
        lockedBy: null,
        heartbeatAt: null,
      })
      .where(eq(trainingJob.id, job.id))
      .catch(() => {});
  }
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const hexOf = (c: readonly number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The learned style in words, for the report. */
export function characteristics(p: StyleProfile): string[] {
  const out: string[] = [];
  out.push(`Palette: ${p.palette.map((c) => `${hexOf(c.colour)} (${pct(c.weight)})`).join(', ')}`);
  const tone = p.brightness < 0.35 ? 'dark, low-key' : p.brightness > 0.65 ? 'bright, high-key' : 'balanced mid-tone';
  out.push(`Brightness: ${tone} (mean luminance ${p.brightness.toFixed(2)})`);
  const contrast = p.contrast > 0.28 ? 'high' : p.contrast < 0.15 ? 'soft' : 'moderate';
  out.push(`Contrast: ${contrast} (luminance deviation ${p.contrast.toFixed(2)})`);
  out.push(`Black and white: ${pct(p.monochrome)} of images`);
  out.push(
    `Selective colour: ${pct(p.selectiveColour)} of images${p.accentHue !== undefined ? ` (accent hue ${p.accentHue}°)` : ''}`,
  );
  out.push(`Saturation: ${p.saturation.toFixed(2)}; ${p.warmth >= 0 ? 'warm' : 'cool'} cast (${p.warmth.toFixed(2)})`);
  const c = p.composition;
  out.push(
    `Composition: centre of mass at ${pct(c.centreX)} across, ${pct(c.centreY)} down; rule-of-thirds score ${c.thirds.toFixed(2)}`,
  );
  out.push(
    `Detail: ${c.edgeDensity < 0.06 ? 'minimal, clean backgrounds' : c.edgeDensity > 0.18 ? 'busy, detailed' : 'moderate detail'} (edge density ${pct(c.edgeDensity)})`,
  );
  return out;
}
