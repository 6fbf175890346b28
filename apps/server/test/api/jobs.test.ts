// Background jobs through the queue: training runs once even with two servers on one database and
// gives up after its attempts, a large broadcast is accepted at once and written by a job while the
// server keeps answering, and the periodic sweep gives back stale token reservations.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { broadcast, message, styleModel, tokenReservation, trainingJob, usage } from '../../src/db/schema.ts';
import { FileStore } from '../../src/lib/storage.ts';
import { currentMonth } from '../../src/modules/account/service.ts';
import { renderImage } from '../../src/modules/images/renderer/index.ts';
import { TRAINING_ATTEMPTS } from '../../src/modules/training/worker.ts';
import { SWEEP_JOB } from '../../src/modules/usage/service.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../helpers.ts';

type Auth = { authorization: string };

/** A file store whose reads fail while `failing` is set, as a broken disk would. */
class FlakyStore extends FileStore {
  failing = false;
  override async get(key: string): Promise<Buffer> {
    if (this.failing) throw new Error('EIO: i/o error, read');
    return super.get(key);
  }
}

async function trainingSet(n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const { png } = await renderImage({
        prompt: `Riesling ${i}`,
        category: 'glasses',
        style: 'professional',
        quality: 'wine-realism',
        width: 120,
        height: 150,
      });
      return { name: `glass-${String(i + 1).padStart(2, '0')}.jpg`, data: await sharp(png).jpeg().toBuffer() };
    }),
  );
}

function multipart(files: { name: string; data: Uint8Array }[]) {
  const boundary = `----sommai${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.from(f.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function startTraining(app: FastifyInstance, auth: Auth, set: { name: string; data: Uint8Array }[]) {
  const body = multipart(set);
  const up = await app.inject({
    method: 'POST',
    url: '/api/training/datasets',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode).toBe(201);
  const start = await app.inject({
    method: 'POST',
    url: '/api/training/jobs',
    headers: auth,
    payload: { datasetId: up.json().dataset.id },
  });
  expect(start.statusCode).toBe(202);
  return start.json().job as { id: string; modelId: string };
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`still waiting: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe('training through the job queue', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let store: FlakyStore | undefined;
  let set: { name: string; data: Uint8Array }[];

  beforeAll(async () => {
    t = await createTestApp(
      { JOB_POLL_MS: '500' },
      {
        build: (dataDir) => {
          store = new FlakyStore(dataDir);
          return { files: store };
        },
      },
    );
    // A second server on the same database and files: its own queue workers, the same jobs.
    second = await buildApp(t.config, { database: t.database, files: store, logger: false });
    await second.ready();
    set = await trainingSet(15);
  }, 90_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('runs a run started through one server exactly once, with two servers taking jobs', async () => {
    const u = await signUp(t.app);
    const job = await startTraining(second, u.auth, set);
    const done = await until(
      async () => (await t.app.inject({ url: `/api/training/jobs/${job.id}`, headers: u.auth })).json().job,
      (j) => j.stage === 'complete' || j.stage === 'failed',
    );
    expect(done.stage).toBe('complete');
    const [row] = await t.database.db.select().from(trainingJob).where(sql`${trainingJob.id} = ${job.id}`);
    expect(row.attempts).toBe(1);
    const models = await t.database.db.select().from(styleModel).where(sql`${styleModel.jobId} = ${job.id}`);
    expect(models).toHaveLength(1);
    // One queue job for the run, completed: the queue marks it so just after the handler has stored the
    // finished run, so it is read until it leaves 'active'.
    const queued = await until(
      async () =>
        rowsOf<{ state: string }>(
          await t.database.db.execute(
            sql`select state from pgboss.job where name = 'training.run' and singleton_key = ${job.id}`,
          ),
        ),
      (rows) => rows.every((q) => q.state !== 'active'),
      10_000,
    );
    expect(queued.map((q) => q.state)).toEqual(['completed']);
  }, 90_000);

  it('tries a run that keeps failing a capped number of times, then marks it failed', async () => {
    const u = await signUp(t.app);
    if (!store) throw new Error('no store');
    // The pictures are stored; from now on they cannot be read back.
    const body = multipart(set);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/training/datasets',
      headers: { ...u.auth, ...body.headers },
      payload: body.payload,
    });
    store.failing = true;
    try {
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/training/jobs',
        headers: u.auth,
        payload: { datasetId: up.json().dataset.id },
      });
      const id = start.json().job.id as string;
      const failed = await until(
        async () => (await t.app.inject({ url: `/api/training/jobs/${id}`, headers: u.auth })).json().job,
        (j) => j.stage === 'failed' || j.stage === 'complete',
      );
      expect(failed.stage).toBe('failed');
      const [row] = await t.database.db.select().from(trainingJob).where(sql`${trainingJob.id} = ${id}`);
      expect(row.attempts).toBe(TRAINING_ATTEMPTS);
      // Nothing runs it again afterwards.
      await new Promise((r) => setTimeout(r, 1_500));
      const [after] = await t.database.db.select().from(trainingJob).where(sql`${trainingJob.id} = ${id}`);
      expect(after.attempts).toBe(TRAINING_ATTEMPTS);
      expect(after.stage).toBe('failed');
    } finally {
      store.failing = false;
    }
  }, 90_000);
});

describe('broadcasts to many users', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUpAdmin>>;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'chief@sommai.test', JOB_POLL_MS: '500' });
    admin = await signUpAdmin(t, { email: 'chief@sommai.test' });
    await t.database.db.execute(sql`
      insert into "user" (id, name, email, email_verified)
      select 'seed-' || g, 'Seeded Taster ' || g, 'seed.' || g || '@example.com', true
      from generate_series(1, 10000) as g`);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('accepts a broadcast to 10,000 users at once and writes it as a job while requests are answered', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages',
      headers: admin.auth,
      payload: {
        title: 'Harvest report',
        content: 'The 2026 harvest is in.',
        messageType: 'announcement',
        recipients: 'all',
      },
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json().broadcast;
    expect(sent).toMatchObject({ recipientCount: 10_000, deliveredAt: null });

    // The server answers while the messages are written.
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);

    const delivered = await until(
      async () => (await t.app.inject({ url: '/api/admin/messages', headers: admin.auth })).json(),
      (list: { id: string; deliveredAt: string | null }[]) => Boolean(list.find((b) => b.id === sent.id)?.deliveredAt),
    );
    expect(delivered.find((b: { id: string }) => b.id === sent.id)).toMatchObject({ recipientCount: 10_000 });
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from ${message} where broadcast_id = ${sent.id}`),
    );
    expect(n).toBe(10_000);
    const [seeded] = await t.database.db
      .select()
      .from(message)
      .where(sql`${message.recipientId} = 'seed-42' and ${message.broadcastId} = ${sent.id}`);
    expect(seeded).toMatchObject({ title: 'Harvest report', messageType: 'announcement', isRead: false });
    // Written once, even though the job could be taken again.
    const [row] = await t.database.db.select().from(broadcast).where(sql`${broadcast.id} = ${sent.id}`);
    expect(row.deliveredAt).not.toBeNull();
  }, 90_000);
});

describe('the periodic reservation sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: '500' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is scheduled once for every server and gives back reservations left by a server that stopped', async () => {
    const u = await signUp(t.app);
    const month = currentMonth();
    const db = t.database.db;
    await db
      .insert(usage)
      .values({ userId: u.user.id, month, tokensUsed: 5_000 })
      .onConflictDoUpdate({ target: [usage.userId, usage.month], set: { tokensUsed: 5_000 } });
    await db.insert(tokenReservation).values([
      // Left by a server that stopped mid-answer: expired.
      {
        id: randomUUID(),
        userId: u.user.id,
        month,
        tokens: 3_000,
        chatMessageId: 'gone',
        expiresAt: new Date(Date.now() - 60_000),
      },
      // An answer still being written: kept.
      {
        id: randomUUID(),
        userId: u.user.id,
        month,
        tokens: 1_000,
        chatMessageId: 'writing',
        expiresAt: new Date(Date.now() + 600_000),
      },
    ]);

    const schedules = rowsOf<{ name: string; cron: string }>(
      await db.execute(sql`select name, cron from pgboss.schedule where name = ${SWEEP_JOB}`),
    );
    expect(schedules).toEqual([{ name: SWEEP_JOB, cron: '* * * * *' }]);

    // The job the schedule makes every minute, made now.
    await t.app.jobs.enqueue(SWEEP_JOB, {});
    const left = await until(
      () => db.select().from(tokenReservation).where(sql`${tokenReservation.userId} = ${u.user.id}`),
      (rows) => rows.length === 1,
      20_000,
    );
    expect(left[0].chatMessageId).toBe('writing');
    const [row] = await db
      .select()
      .from(usage)
      .where(sql`${usage.userId} = ${u.user.id} and ${usage.month} = ${month}`);
    expect(row.tokensUsed).toBe(2_000);
  }, 30_000);
});
