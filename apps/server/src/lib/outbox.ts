// Email the product sends. Every email is kept in the outbox table, where admins read it
// (GET /api/admin/outbox). With SMTP_URL set, delivery is a background job: a failed attempt is
// tried again with a growing delay (EMAIL_RETRY_DELAY_S, doubled each time), and after
// EMAIL_MAX_ATTEMPTS the email is marked 'dead' with the last error, for the admin to see.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { AppContext } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { outbox } from '../db/schema.ts';
import { deadQueue, type JobInfo, type Jobs } from './jobs.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export const EMAIL_JOB = 'email.send';

const transports = new Map<string, Transporter>();
/** The queue of each open database, so callers only need the database to send an email. */
const queues = new WeakMap<Db, Jobs>();

/** nodemailer is loaded with the first email sent, not at start-up. */
async function transportFor(smtpUrl: string): Promise<Transporter> {
  let t = transports.get(smtpUrl);
  if (!t) {
    const { default: nodemailer } = await import('nodemailer');
    t = transports.get(smtpUrl) ?? nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, t);
  }
  return t;
}

const errorText = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 500);

/** One delivery attempt; throws when it failed so the queue tries again later. */
async function attempt(db: Db, config: Config, id: string, job: Pick<JobInfo, 'attempt'>): Promise<void> {
  if (!config.smtpUrl) return;
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  if (!row || row.status === 'sent' || row.status === 'stored') return;
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
  try {
    await (await transportFor(config.smtpUrl)).sendMail({
      from: config.mailFrom,
      to: row.to,
      subject: row.subject,
      text: row.text,
    });
  } catch (err) {
    const last = job.attempt >= config.jobs.emailMaxAttempts;
    await db
      .update(outbox)
      .set({ status: last ? 'dead' : 'retrying', error: errorText(err) })
      .where(eq(outbox.id, id))
      .catch(() => {});
    throw err;
  }
  await db.update(outbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(outbox.id, id));
}

/** The e-mail queue and its workers: delivery with retries, and the dead letters marked as such. */
export async function outboxJobs(ctx: AppContext): Promise<void> {
  const { db, config, jobs } = ctx;
  queues.set(db, jobs);
  await jobs.define({
    name: EMAIL_JOB,
    attempts: config.jobs.emailMaxAttempts,
    retryDelayS: config.jobs.emailRetryDelayS,
    backoff: true,
    expireS: 120,
    deadLetter: true,
  });
  if (!config.smtpUrl) return;
  await jobs.work<{ id: string }>(EMAIL_JOB, (p, job) => attempt(db, config, p.id, job), { concurrency: 4 });
  // Also reached when the process running the last attempt died: the email is marked all the same.
  await jobs.work<{ id: string }>(deadQueue(EMAIL_JOB), async (p) => {
    await db.update(outbox).set({ status: 'dead' }).where(sql`${outbox.id} = ${p.id} and ${outbox.status} <> 'sent'`);
  });
}

/** Stores the email and, with SMTP configured, queues its delivery (the request does not wait). */
export async function queueEmail(db: Db, config: Config, email: Email): Promise<string> {
  const id = randomUUID();
  const status = config.smtpUrl ? 'queued' : 'stored';
  await db.insert(outbox).values({ id, to: email.to, subject: email.subject, text: email.text, status });
  if (!config.smtpUrl) return id;
  const jobs = queues.get(db);
  if (jobs) await jobs.enqueue(EMAIL_JOB, { id });
  // Outside a running server (no queue for this database): one attempt, in the background.
  else void attempt(db, config, id, { attempt: config.jobs.emailMaxAttempts }).catch(() => {});
  return id;
}
