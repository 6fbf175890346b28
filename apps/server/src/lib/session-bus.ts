// Tells every server process on the same PostgreSQL database that a user's sessions changed (sign-out,
// revocation, password, e-mail, role or plan), so each clears its session cache at once instead of
// serving the old state for up to SESSION_CACHE_MS. PostgreSQL's LISTEN/NOTIFY carries it: every
// group of servers sharing data has that database, and a notification is sent only when the change
// that caused it is committed. One dedicated connection listens and reconnects after errors; while it
// is down the cache is not used, and after a reconnect it is cleared, since notices may have been missed.
// PGlite serves one process, so there the local cache is all there is to clear.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export const SESSION_CHANNEL = 'sommai_sessions';
/** A payload that means "forget every cached session". */
const EVERYONE = '*';

export interface SessionBus {
  /** Tells the other processes (not this one) that the user's sessions changed. */
  publish(userId: string): void;
  /** Whether this process hears every change: false while the listening connection is down. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** One process only: nothing to tell anyone. */
export const localBus: SessionBus = { publish() {}, live: true, close: async () => {} };

export interface PostgresBusOptions {
  url: string;
  /** Called for each user whose sessions changed elsewhere, and with undefined for "everyone". */
  onForget(userId: string | undefined): void;
  log: FastifyBaseLogger;
  /** Wait before a reconnect; doubles up to 5 s. */
  retryMs?: number;
}

export async function postgresBus(options: PostgresBusOptions): Promise<SessionBus> {
  const { url, onForget, log } = options;
  const origin = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  let listener: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retryMs = options.retryMs ?? 250;
  let timer: NodeJS.Timeout | undefined;
  // Notices go out on a small pool of their own, so a busy request pool never delays them.
  const sender = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000 });
  sender.on('error', () => {});

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('notification', (msg) => {
      const [from, userId] = (msg.payload ?? '').split(' ');
      if (from === origin) return;
      onForget(userId === EVERYONE ? undefined : userId);
    });
    client.on('error', (err) => {
      if (closed || listener !== client) return;
      log.warn({ err }, 'session change listener lost its connection; reconnecting');
      drop(client);
    });
    client.on('end', () => {
      if (!closed && listener === client) drop(client);
    });
    await client.connect();
    await client.query(`LISTEN ${SESSION_CHANNEL}`);
    listener = client;
    live = true;
    retryMs = options.retryMs ?? 250;
  };

  const drop = (client: pg.Client) => {
    live = false;
    listener = undefined;
    client.end().catch(() => {});
    // Changes made while nobody listened are unknown: nothing cached may be trusted.
    onForget(undefined);
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          onForget(undefined);
          log.info('session change listener reconnected');
        },
        (err) => {
          log.warn({ err }, 'session change listener cannot connect; retrying');
          retryMs = Math.min(retryMs * 2, 5_000);
          schedule();
        },
      );
    }, retryMs);
    timer.unref();
  };

  await connect();

  return {
    publish(userId) {
      sender
        .query('SELECT pg_notify($1, $2)', [SESSION_CHANNEL, `${origin} ${userId}`])
        .catch((err) => log.warn({ err, userId }, 'could not tell other servers about a session change'));
    },
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      if (timer) clearTimeout(timer);
      await listener?.end().catch(() => {});
      await sender.end().catch(() => {});
    },
  };
}
