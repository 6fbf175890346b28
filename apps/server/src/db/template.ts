// A fresh PGlite data directory costs seconds of initdb. The build makes one migrated database
// once and keeps it as a template; a new DATA_DIR starts from a copy of it in a fraction of that.
// It is kept twice: as a data directory that a new DATA_DIR gets a plain file copy of (a few tens
// of milliseconds, where unpacking an archive through PGlite's virtual file system takes most of a
// second), and as a plain tar for the in-memory databases of the tests. It holds the quiz bank too,
// so a new DATA_DIR does not build and write the bank after its first start (a template whose
// bank is outdated still works: the server reseeds, as after any change to the bank), and the job
// queue's tables and queues, which a first start would otherwise spend seconds installing.
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database, Db } from './index.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

const cacheDir = fileURLToPath(new URL('../../.cache', import.meta.url));
const templateFile = path.join(cacheDir, 'pglite-template.tar');
const keyFile = `${templateFile}.key`;
/** The same database as a data directory, for new data directories on disk. */
const templateDir = path.join(cacheDir, 'pglite-template');
/** The quiz bank version the template holds; checked by the build only, so start-up does not hash the bank. */
const bankFile = `${templateFile}.bank`;

/**
 * The template's write-ahead log in segments of 1 MB rather than PostgreSQL's 16 MB: a new data
 * directory starts with one segment, and its 16 MB were 16 of the 41 MB each new directory copied (the
 * segment size is kept in the data directory, so directories made from older templates go on as
 * they are).
 */
const INITDB_PARAMS = ['--wal-segsize=1'];

/**
 * PostgreSQL's two template databases are only the sources of CREATE DATABASE, which nothing runs
 * on the embedded database; each was 7 MB of every new data directory's copy.
 */
const DROP_TEMPLATE_DATABASES = [
  `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
  'DROP DATABASE template0',
  'DROP DATABASE template1',
];

/**
 * Changes whenever the migrations or the version of PGlite or of the job queue change, so a stale
 * template is never used.
 */
function templateKey(): string {
  const h = createHash('sha256');
  h.update(INITDB_PARAMS.join(' ')).update(DROP_TEMPLATE_DATABASES.join(';'));
  for (const pkg of ['@electric-sql/pglite', 'pg-boss']) {
    // A package may hide its package.json from resolution; find it above the entry file.
    let dir = path.dirname(fileURLToPath(import.meta.resolve(pkg)));
    while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    h.update(readFileSync(path.join(dir, 'package.json')));
  }
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = path.join(dir, name);
      if (existsSync(p) && !name.includes('.')) walk(p);
      else h.update(name).update(readFileSync(p));
    }
  };
  walk(migrationsFolder);
  return h.digest('hex');
}

export async function readTemplate(): Promise<Blob | undefined> {
  try {
    if (!existsSync(templateFile) || readFileSync(keyFile, 'utf8') !== templateKey()) return undefined;
    return await openAsBlob(templateFile);
  } catch {
    return undefined;
  }
}

/**
 * Makes `dir` (which does not exist yet) a copy of the template's data directory, and says whether
 * it did: false when there is no template of the current migrations. The copy runs in a thread of
 * its own, so the caller may go on loading modules meanwhile. It is made beside `dir` and renamed into
 * place, so a start that dies or fails half-way leaves no half a database; a copy that fails (a full
 * disk, a read-only file system…) rejects with the error of the file system, the partial copy
 * removed. Only the holder of DATA_DIR's lock may call it: copies left by earlier starts that died
 * are removed first.
 */
export async function copyTemplate(dir: string): Promise<boolean> {
  try {
    if (!existsSync(path.join(templateDir, 'PG_VERSION')) || readFileSync(keyFile, 'utf8') !== templateKey()) {
      return false;
    }
  } catch {
    return false;
  }
  // A directory that is already there (even empty) is left as it is, with its owner and mode.
  if (existsSync(dir)) return false;
  const prefix = `${path.basename(dir)}.new-`;
  for (const name of readdirSync(path.dirname(dir))) {
    if (name.startsWith(prefix)) await rm(path.join(path.dirname(dir), name), { recursive: true, force: true });
  }
  const partial = `${dir}.new-${process.pid}`;
  try {
    await copyOnThread(templateDir, partial);
    await rename(partial, dir);
  } catch (err) {
    await rm(partial, { recursive: true, force: true }).catch(() => {});
    throw err;
  }
  return true;
}

/**
 * The copy, in a thread of its own that copies file after file with plain blocking calls. The caller
 * goes on loading modules meanwhile, and loading modules keeps the event loop from taking a turn
 * until it is done: a copy made of asynchronous steps (each file's stat, open and copy waiting for
 * its turn on the event loop) stood still all that time and finished seconds after the modules.
 * Each file is copied by libuv (cloned where the file system can), whose errors name their cause
 * (`cpSync`'s own copy reported a file size limit as an input/output error). A failure rejects
 * with the file system's error (its code, system call and path), so it is described like any other.
 */
const COPY_THREAD = `
const { constants, copyFileSync, mkdirSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const copy = (from, to) => {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const a = path.join(from, entry.name);
    const b = path.join(to, entry.name);
    if (entry.isDirectory()) copy(a, b);
    else copyFileSync(a, b, constants.COPYFILE_FICLONE);
  }
};
try {
  copy(workerData.from, workerData.to);
  parentPort.postMessage({ done: true });
} catch (e) {
  parentPort.postMessage({ error: { message: String(e?.message ?? e), code: e?.code, errno: e?.errno, syscall: e?.syscall, path: e?.path } });
}`;

function copyOnThread(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_THREAD, { eval: true, workerData: { from, to }, stdout: true, stderr: true });
    worker.once('message', (m: { done?: true; error?: { message: string } }) => {
      if (m.error) reject(Object.assign(new Error(m.error.message), m.error));
      else resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the copy of the database template stopped (exit code ${code})`)));
  });
}

/** Files readable by every user (the server may run as another user than the build), written by the owner. */
function shareable(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(p, 0o755);
      shareable(p);
    } else chmodSync(p, 0o644);
  }
}

export async function buildTemplate(): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { bankInputVersion, seedQuizBank } = await import('../modules/quiz/seed.ts');
  const schema = await import('./schema.ts');
  const key = templateKey();
  const bank = bankInputVersion();
  rmSync(`${templateFile}.gz`, { force: true }); // the compressed form of earlier builds
  rmSync(`${templateFile}.gz.key`, { force: true });
  const same = (file: string, value: string) => existsSync(file) && readFileSync(file, 'utf8') === value;
  const built = existsSync(templateFile) && existsSync(path.join(templateDir, 'PG_VERSION'));
  if (built && same(keyFile, key) && same(bankFile, bank)) return templateFile;
  const client = await PGlite.create('memory://', { initDbStartParams: INITDB_PARAMS });
  const pglite = drizzle({ client, schema });
  await migrate(pglite, { migrationsFolder });
  const db = pglite as unknown as Db;
  await seedQuizBank(db);
  // Everything else a first start writes: the job queue's tables, its queues and its schedules.
  const { loadConfig } = await import('../config.ts');
  const { buildApp } = await import('../app.ts');
  const work = mkdtempSync(path.join(tmpdir(), 'sommai-template-'));
  try {
    const config = loadConfig({ DATA_DIR: work, LOG_LEVEL: 'silent' });
    config.webDist = path.join(work, 'no-web');
    const database: Database = {
      db,
      kind: 'pglite',
      queue: { pglite: client },
      exclusive: (_name, run) => run(),
      close: async () => {},
    };
    const app = await buildApp(config, { database, logger: false });
    await app.close();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  // Jobs that start queued (a first sweep) belong to the start that queued them, not to every new database.
  await client.exec('DELETE FROM pgboss.job');
  // One statement at a time: DROP DATABASE may not run inside the transaction of a script.
  for (const statement of DROP_TEMPLATE_DATABASES) await client.exec(statement);
  const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(templateFile, tar);
  // The data directory: the same archive unpacked by PGlite itself, then shut down cleanly.
  const unpacking = `${templateDir}.new`;
  rmSync(unpacking, { recursive: true, force: true });
  const unpacked = await PGlite.create(unpacking, { loadDataDir: new Blob([tar]) });
  await unpacked.close();
  shareable(unpacking);
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(unpacking, templateDir);
  writeFileSync(keyFile, key);
  writeFileSync(bankFile, bank);
  return templateFile;
}
