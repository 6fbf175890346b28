// The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both get the
// same schema and the same migrations, applied before the server accepts requests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { describeFileError, describePostgresError } from '../lib/system-errors.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgresql';
  /** What the job queue connects through: the embedded instance itself, or the PostgreSQL URL. */
  queue: { pglite: import('@electric-sql/pglite').PGlite } | { url: string };
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

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
  return openPglite(opts.inMemory ? 'memory://' : path.join(opts.dataDir, 'db'));
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  try {
    const fresh = dir === 'memory://' || !existsSync(path.join(dir, 'PG_VERSION'));
    const loadDataDir = fresh ? (await import('./template.ts')).readTemplate() : undefined;
    client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  } catch (err) {
    throw new DatabaseError(`Cannot open the embedded database in ${dir}: ${describeFileError(err)}`);
  }
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (err) {
    await client.close().catch(() => {});
    throw new DatabaseError(`Cannot update the embedded database in ${dir}: ${describeFileError(err)}`);
  }
  return { db: db as unknown as Db, kind: 'pglite', queue: { pglite: client }, close: () => client.close() };
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
  try {
    await migrate(db, { migrationsFolder });
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseError(`Cannot update the database at ${where}: ${describePostgresError(err, url)}`);
  }
  return { db: db as unknown as Db, kind: 'postgresql', queue: { url }, close: () => pool.end() };
}
