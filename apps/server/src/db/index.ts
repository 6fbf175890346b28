// The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both get the
// same schema and the same migrations, applied before the server accepts requests: on PostgreSQL under
// an advisory lock, so that several servers starting together on an empty database migrate it once;
// on PGlite with a lock file in DATA_DIR, so that a second server cannot open the same directory.

import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { dataDirInUse, describeFileError, describePostgresError } from '../lib/system-errors.ts';
import * as schema from './schema.ts';
import { copyTemplate, migrationsFolder, readTemplate } from './template.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgresql';
  /** The PostgreSQL connection string (for a dedicated LISTEN connection); absent on PGlite. */
  url?: string;
  /** What the job queue connects through: the embedded instance itself, or the PostgreSQL URL. */
  queue: { pglite: import('@electric-sql/pglite').PGlite } | { url: string };
  /**
   * Runs `run` while holding the lock called `name` for every process on this database, so that a
   * check and the write it allows cannot be overtaken by another server. On PostgreSQL it is a
   * transaction-scoped advisory lock on a connection of its own (let go at the end, or when the
   * process dies); on PGlite, which one process alone may open, `run` just runs.
   */
  exclusive<T>(name: string, run: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How many statements that may have written one table have run; see `watchWrites`. */
export interface WriteCount {
  readonly version: number;
}

/**
 * The statements that may write, seen on the way to the embedded database. PGlite is one connection
 * held by one process, so every change to a table passes through here: a cache of a table's rows is
 * exact when it is dropped whenever the table's count moves. A statement may have written a table
 * when it names it and is not a plain `select` (a false alarm only costs the cache a read).
 */
/** One `select` statement alone (a script that goes on after a semicolon may write). */
const PLAIN_SELECT = /^\s*select\b[^;]*;?\s*$/i;

class StatementWatch {
  private readonly tables: { name: RegExp; count: { version: number } }[] = [];

  watch(table: string): WriteCount {
    const count = { version: 0 };
    this.tables.push({ name: new RegExp(`\\b${table}\\b`, 'i'), count });
    return count;
  }

  saw(text: unknown) {
    if (this.tables.length === 0 || typeof text !== 'string' || PLAIN_SELECT.test(text)) return;
    for (const t of this.tables) if (t.name.test(text)) t.count.version += 1;
  }
}

const statementWatches = new WeakMap<object, StatementWatch>();

/**
 * Counts the statements that may write `table`, for a cache that must stay exact. Only the embedded
 * database can give this count: PostgreSQL is also written by other processes (undefined there).
 */
export function watchWrites(db: Db, table: string): WriteCount | undefined {
  return statementWatches.get(db)?.watch(table);
}

/** Runs one statement as a prepared statement of the given name; see `executePrepared`. */
type PreparedRunner = (name: string, text: string, params: unknown[]) => Promise<unknown>;

const preparedRunners = new WeakMap<object, PreparedRunner>();
const dialect = new PgDialect();

/**
 * Runs `statement` as a prepared statement called `name` (suffixed with a digest of its text, so
 * that each form of a statement is prepared apart): the database parses and plans it once, and
 * each later run only binds new values. For the statements every chat turn sends, parsing and
 * planning were about two thirds of their cost on the embedded database, whose one connection
 * runs every request's statements one after another on the main thread. Inside a transaction
 * (`db` is then not the database itself) the statement is sent as it is. The result is what
 * `db.execute` returns (read it with `rowsOf`).
 */
export function executePrepared(db: Db, name: string, statement: SQL): Promise<unknown> {
  const run = preparedRunners.get(db);
  if (!run) return db.execute(statement);
  const query = dialect.sqlToQuery(statement);
  return run(preparedName(name, query.sql), query.sql, query.params);
}

const preparedNames = new Map<string, string>();

function preparedName(name: string, text: string): string {
  const key = `${name}\n${text}`;
  let named = preparedNames.get(key);
  if (!named) {
    named = `${name}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
    if (preparedNames.size >= 256) preparedNames.clear();
    preparedNames.set(key, named);
  }
  return named;
}

/**
 * A value written into an `execute` statement of the embedded database, as the literal its bound
 * parameter would have been (text, coerced to the parameter's type); undefined for a value that
 * has no such literal here, which is then bound as usual. Text is dollar-quoted with a tag it does
 * not contain, so nothing in it is read as SQL whatever the server's string settings.
 */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') text = String(value);
  else return undefined;
  // A NUL cannot travel in a statement's text (and no text column holds one).
  if (text.includes('\0')) return undefined;
  let tag = '$v$';
  for (let i = 0; text.includes(tag.slice(0, -1)); i++) tag = `$v${i}$`;
  return `${tag}${text}${tag}`;
}

/** Key of the advisory lock held while migrations run (any fixed number; "SommAI" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x536f6d6d4149;

/** Connections per process that hold `exclusive` locks, and how long one waits for a lock. */
const LOCK_CONNECTIONS = 4;
const LOCK_WAIT_MS = 30_000;

export class DatabaseError extends Error {}

/** Hides the password of a connection string in messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.inMemory) return openPglite('memory://');
  return openPglite(path.join(opts.dataDir, 'db'), opts.dataDir);
}

interface LockOwner {
  pid: number;
  host: string;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as { code?: string }).code === 'EPERM';
  }
}

/** The lock's owner touches it this often; from another host, an untouched lock is stale after LOCK_STALE_MS. */
const LOCK_TOUCH_MS = 10_000;
const LOCK_STALE_MS = 30_000;

/**
 * Takes DATA_DIR's lock file for the embedded database, or throws the message that says to use
 * PostgreSQL. The file names the owner's process id and host. On the same host, a lock whose process
 * is gone (killed, or the previous life of this container, where the id may be our own) is taken
 * over at once; from another host (a new container on the same volume) the process cannot be asked,
 * so a lock its owner has not touched for LOCK_STALE_MS is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST')
        throw new DatabaseError(`Cannot lock the embedded database in ${dataDir}: ${describeFileError(err)}`);
      let owner: Partial<LockOwner> = {};
      try {
        owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
      } catch {
        // Empty or half-written: its writer died between creating and writing it.
      }
      const pid = typeof owner.pid === 'number' ? owner.pid : undefined;
      const here = owner.host === undefined || owner.host === hostname();
      let untouchedMs = 0;
      try {
        untouchedMs = Date.now() - statSync(file).mtimeMs;
      } catch {
        continue; // removed meanwhile: try again
      }
      const stale = here
        ? pid === undefined || pid === process.pid || !processIsAlive(pid)
        : untouchedMs > LOCK_STALE_MS;
      if (!stale) throw new DatabaseError(dataDirInUse(dataDir, pid));
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockOwner));
    closeSync(fd);
    const touch = setInterval(() => {
      try {
        const now = new Date();
        utimesSync(file, now, now);
      } catch {
        // A missing lock file is noticed by nobody but a second server, which then may start.
      }
    }, LOCK_TOUCH_MS);
    touch.unref();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearInterval(touch);
      process.off('exit', release);
      rmSync(file, { force: true });
    };
    process.on('exit', release);
    return release;
  }
  throw new DatabaseError(dataDirInUse(dataDir, undefined));
}

/** Shared buffers of the embedded database. */
const PGLITE_SHARED_BUFFERS = '16MB';

/** Longest run of embedded-database statements before the event loop gets a turn. */
const PGLITE_SLICE_MS = 5;

/**
 * PGlite runs each statement synchronously on the main thread, and its promises resolve as
 * microtasks: the queries of many requests (and of the job queue) would run back to back, and a
 * request that only needs the event loop (a health check, a file download) would wait for all of
 * them. Once statements have run on for PGLITE_SLICE_MS, the next one first waits for the event
 * loop's next turn, so other work is answered between slices. (Statements within a transaction run
 * on together: the transaction holds PGlite.) Every statement is also shown to `watch` on its way.
 */
function yieldBetweenSlices(client: import('@electric-sql/pglite').PGlite, watch: StatementWatch): void {
  let sliceStart = performance.now();
  const turn = async () => {
    if (performance.now() - sliceStart < PGLITE_SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await turn();
    watch.saw(args[0]);
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await turn();
    watch.saw(args[0]);
    return exec(...args);
  };
  client.transaction = (async (run: Parameters<typeof transaction>[0]) => {
    await turn();
    return transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((...args: Parameters<typeof txQuery>) => {
        watch.saw(args[0]);
        return txQuery(...args);
      }) as typeof tx.query;
      tx.exec = (...args: Parameters<typeof txExec>) => {
        watch.saw(args[0]);
        return txExec(...args);
      };
      return run(tx);
    });
  }) as typeof client.transaction;
}

/**
 * Prepared statements on PGlite, whose `query` binds parameters to an unnamed statement only: the
 * statement is prepared once with SQL's PREPARE, and run with EXECUTE and its values as literals.
 * The watch is shown the prepared text on each run, as if it were sent (EXECUTE names no table).
 * Calls `client.query` as it is at each run, so whatever wraps it later sees every statement.
 */
function pglitePrepared(client: import('@electric-sql/pglite').PGlite, watch: StatementWatch): PreparedRunner {
  const prepared = new Map<string, Promise<unknown>>();
  return async (name, text, params) => {
    const literals = params.map(literalOf);
    if (literals.some((l) => l === undefined)) return client.query(text, params);
    let ready = prepared.get(name);
    if (!ready) {
      ready = client.query(`prepare ${name} as ${text}`);
      prepared.set(name, ready);
      // A statement that failed to prepare is prepared again next time (and fails there as it would have).
      ready.catch(() => prepared.delete(name));
    }
    await ready;
    watch.saw(text);
    return client.query(literals.length ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`);
  };
}

/** Files of up to this size are written by a new database (its log segments); a probe writes as much. */
const PROBE_BYTES = 2 * 1024 * 1024;

/** Why `dir` refuses a file the size of a database's own, or undefined when it takes one. */
function writeRefusal(dir: string): unknown {
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    // Written whole (a write past a file size limit first returns short, then fails).
    writeFileSync(probe, Buffer.alloc(PROBE_BYTES));
    return undefined;
  } catch (err) {
    return err;
  } finally {
    rmSync(probe, { force: true });
  }
}

async function openPglite(dir: string, dataDir?: string): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  // A new data directory on disk is a file copy of the template, started before PGlite's modules
  // load (the copy runs in a thread of its own, the loading main-thread work); in memory PGlite loads the
  // template's archive. The lock is taken first: no two processes ever copy into one directory.
  const fresh = dir === 'memory://' || !existsSync(path.join(dir, 'PG_VERSION'));
  // What this start makes it may remove again; a directory that was there before is left as it is.
  const madeHere = fresh && dir !== 'memory://' && !existsSync(dir);
  const copying = fresh && dir !== 'memory://' ? copyTemplate(dir) : Promise.resolve(false);
  // Seen here if the imports below fail first, so a failed copy is never an unhandled rejection.
  copying.catch(() => {});
  let client: import('@electric-sql/pglite').PGlite;
  let drizzle: typeof import('drizzle-orm/pglite').drizzle;
  let migrate: typeof import('drizzle-orm/pglite/migrator').migrate;
  try {
    const [pglite, orm, migrator] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    ({ drizzle } = orm);
    ({ migrate } = migrator);
    const { PGlite } = pglite;
    const copied = await copying;
    const loadDataDir = fresh && !copied ? await readTemplate() : undefined;
    client = await PGlite.create(dir, {
      ...(loadDataDir ? { loadDataDir } : {}),
      // One process with one connection: PostgreSQL's default 128 MB of shared buffers mostly
      // duplicates the file cache the operating system keeps anyway, and costs resident memory.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (err) {
    // A copy still running when something else failed is let finish (it removes itself if it fails)
    // before the lock is let go.
    await copying.catch(() => {});
    let cause = err;
    if (madeHere) {
      // Without a template PGlite makes the database in place, and a write refused half-way ends its
      // WebAssembly with a bare "Aborted()": what it made is removed, so a later start does not take
      // it for a database, and the file system itself is asked why it refuses.
      rmSync(dir, { recursive: true, force: true });
      if (/\bAborted\(\)/.test(err instanceof Error ? err.message : String(err)))
        cause = writeRefusal(path.dirname(dir)) ?? err;
    }
    unlock();
    throw new DatabaseError(`Cannot open the embedded database in ${dir}: ${describeFileError(cause)}`);
  }
  const watch = new StatementWatch();
  yieldBetweenSlices(client, watch);
  const db = drizzle({ client, schema });
  statementWatches.set(db, watch);
  preparedRunners.set(db, pglitePrepared(client, watch));
  try {
    await migrate(db, { migrationsFolder });
  } catch (err) {
    await client.close().catch(() => {});
    unlock();
    throw new DatabaseError(`Cannot update the embedded database in ${dir}: ${describeFileError(err)}`);
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    queue: { pglite: client },
    exclusive: (_name, run) => run(),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const where = `PostgreSQL at ${redactUrl(url)} (DATABASE_URL)`;
  let pool: InstanceType<typeof pg.Pool>;
  try {
    pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  } catch (err) {
    throw new DatabaseError(`Cannot connect to ${where}: ${describePostgresError(err, url)}`);
  }
  // A pool emits errors from idle clients; without a listener they would crash the process.
  pool.on('error', () => {});
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseError(`Cannot connect to ${where}: ${describePostgresError(err, url)}`);
  }
  const db = drizzle({ client: pool, schema });
  // node-postgres prepares a named statement on each connection the first time it runs there.
  preparedRunners.set(db, (name, text, values) => pool.query({ name, text, values: values as unknown[] }));
  try {
    // One server migrates while the others wait for the lock, then find nothing left to do. The lock
    // belongs to this connection, so it is let go even if the process dies half-way.
    const c = await pool.connect();
    try {
      await c.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(drizzle({ client: c, schema }), { migrationsFolder });
      } finally {
        await c.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      c.release();
    }
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseError(`Cannot update the database at ${where}: ${describePostgresError(err, url)}`);
  }
  // Lock holders wait on connections of their own: the work they guard uses the main pool, which
  // they therefore can never starve.
  let locks: InstanceType<typeof pg.Pool> | undefined;
  const exclusive = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    if (!locks) {
      locks = new pg.Pool({ connectionString: url, max: LOCK_CONNECTIONS, connectionTimeoutMillis: LOCK_WAIT_MS });
      locks.on('error', () => {});
    }
    const c = await locks.connect();
    let broken: Error | undefined;
    try {
      await c.query('BEGIN');
      await c.query(`SET LOCAL lock_timeout = ${LOCK_WAIT_MS}`);
      await c.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
      try {
        return await run();
      } finally {
        await c.query('COMMIT');
      }
    } catch (err) {
      await c.query('ROLLBACK').catch((e: Error) => {
        broken = e;
      });
      throw err;
    } finally {
      c.release(broken);
    }
  };
  return {
    db: db as unknown as Db,
    kind: 'postgresql',
    url,
    queue: { url },
    exclusive,
    close: async () => {
      await locks?.end().catch(() => {});
      await pool.end();
    },
  };
}
