// Background jobs, kept in the database with pg-boss: on PostgreSQL every server process shares one
// queue (a job is taken by exactly one process, with row locks that skip taken rows), and on the
// embedded PGlite the same library runs in-process on the same tables. Jobs survive restarts; a
// job whose handler throws is tried again after a delay, up to its queue's number of attempts,
// and then moves to the queue's dead-letter queue (`<name>.dead`) where a handler can record the
// failure. A job a process was running when it died is handed to another after its heartbeat
// stops (or its time limit passes).
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/index.ts';

export interface QueueSpec {
  name: string;
  /** Attempts in all, the first one included. */
  attempts: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one when `backoff`. */
  retryDelayS?: number;
  backoff?: boolean;
  /** A running job that beats no more for this long (at least 10 s) is handed to another worker. */
  heartbeatS?: number;
  /** The longest one attempt may run. */
  expireS?: number;
  /** Keeps a `<name>.dead` queue for jobs that used every attempt. */
  deadLetter?: boolean;
  /**
   * 'exclusive': at most one job per key waiting or running; 'short': at most one waiting (one may
   * run meanwhile). A further enqueue with the same key is ignored. Default: no such limit.
   */
  policy?: 'exclusive' | 'short';
}

export interface EnqueueOptions {
  /** At most one queued or running job per key (a repeated enqueue is ignored). */
  key?: string;
  /** Runs no earlier than this many seconds from now. */
  delayS?: number;
}

export interface JobInfo {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted when the process stops or the attempt passed its time limit. */
  signal: AbortSignal;
}

export type JobHandler<T> = (payload: T, job: JobInfo) => Promise<void>;

const SCHEMA = 'pgboss';
export const deadQueue = (name: string) => `${name}.dead`;

export class Jobs {
  private readonly boss: PgBoss;
  /** Where queue errors are logged (the app's logger once the app exists). */
  log?: FastifyBaseLogger;
  private readonly pollS: number;
  private readonly specs = new Map<string, QueueSpec>();
  private started?: Promise<void>;

  constructor(database: Database, options: { pollMs: number; log?: FastifyBaseLogger }) {
    this.log = options.log;
    this.pollS = options.pollMs / 1000;
    const common = {
      schema: SCHEMA,
      // Workers wake at once on a new job; polling stays as the fallback.
      useListenNotify: true,
      registerInstance: false,
      openTelemetry: { enabled: false },
    };
    this.boss =
      'pglite' in database.queue
        ? new PgBoss({ ...common, db: fromPglite(database.queue.pglite), backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: database.queue.url, max: 4, application_name: 'sommai-jobs' });
    this.boss.on('error', (err) => this.log?.warn({ err }, 'job queue error'));
  }

  /** Installs or updates the queue tables (under the library's advisory lock) and starts maintenance. */
  start(): Promise<void> {
    this.started ??= this.boss.start().then(() => undefined);
    return this.started;
  }

  /** Stops taking jobs; running handlers get `timeoutMs` to finish, then their jobs go back to the queue. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true }).catch(() => undefined);
  }

  /** Creates the queue (and its dead-letter queue) or brings its settings up to date. */
  async define(spec: QueueSpec): Promise<void> {
    await this.start();
    this.specs.set(spec.name, spec);
    const options = {
      retryLimit: spec.attempts - 1,
      retryDelay: spec.retryDelayS ?? 0,
      retryBackoff: spec.backoff ?? false,
      expireInSeconds: spec.expireS ?? 15 * 60,
      notify: true,
    };
    if (spec.deadLetter) {
      await this.boss.createQueue(deadQueue(spec.name), { notify: true });
    }
    const deadLetter = spec.deadLetter ? deadQueue(spec.name) : undefined;
    await this.boss.createQueue(spec.name, {
      ...options,
      ...(spec.heartbeatS ? { heartbeatSeconds: spec.heartbeatS } : {}),
      ...(deadLetter ? { deadLetter } : {}),
      policy: spec.policy ?? 'standard',
    });
    await this.boss.updateQueue(spec.name, {
      ...options,
      heartbeatSeconds: spec.heartbeatS ?? null,
      deadLetter: deadLetter ?? null,
    });
  }

  /** Adds a job; resolves to its id (null when a job with the same key is already waiting). */
  async enqueue<T extends object>(name: string, payload: T, options: EnqueueOptions = {}): Promise<string | null> {
    await this.start();
    return this.boss.send(name, payload, {
      ...(options.key ? { singletonKey: options.key } : {}),
      ...(options.delayS ? { startAfter: options.delayS } : {}),
    });
  }

  /**
   * Runs `handler` for the jobs of `name` in this process, `concurrency` at a time. `periodic`: the
   * queue's jobs come from a schedule, so polling for them can be ten times rarer.
   */
  async work<T>(
    name: string,
    handler: JobHandler<T>,
    options: { concurrency?: number; periodic?: boolean } = {},
  ): Promise<void> {
    await this.start();
    const concurrency = options.concurrency ?? 1;
    // Each of the `concurrency` workers polls on its own: together they poll about once per
    // interval. Every poll is a query, and on the embedded database a query runs on the main thread.
    const pollS = this.pollS * concurrency * (options.periodic ? 10 : 1);
    await this.boss.work<T>(
      name,
      {
        // New jobs wake the worker at once; retries and delayed jobs are found by polling.
        pollingIntervalSeconds: pollS,
        notifyPollingIntervalSeconds: pollS,
        batchSize: 1,
        localConcurrency: concurrency,
      },
      async ([job]) => {
        await handler(job.data, { id: job.id, attempt: job.retryCount + 1, signal: job.signal });
      },
    );
  }

  /** Runs `name` on a cron schedule: one job per tick across every process. */
  async every(name: string, cron: string): Promise<void> {
    await this.start();
    await this.boss.schedule(name, cron, {});
  }

  /** Jobs waiting or running per queue (for monitoring). */
  async depth(): Promise<Record<string, { queued: number; active: number; failed: number }>> {
    await this.start();
    const queues = await this.boss.getQueues();
    return Object.fromEntries(
      queues.map((q) => [q.name, { queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }]),
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background jobs (tests and tools enqueue through it). */
    jobs: Jobs;
  }
}
