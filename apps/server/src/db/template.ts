// A fresh PGlite data directory costs seconds of initdb. The build makes one migrated database
// once and keeps it as a template; a new DATA_DIR starts from a copy of it in a fraction of that.
// The template is kept as a plain tar read straight from disk: no unzipping at start-up, and no
// copies of the whole database in memory beside the one PGlite reads. It holds the quiz bank too,
// so a new DATA_DIR does not build and write the bank after its first start (a template whose
// bank is outdated still works: the server reseeds, as after any change to the bank).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openAsBlob, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, migrationsFolder } from './index.ts';

const cacheDir = fileURLToPath(new URL('../../.cache', import.meta.url));
const templateFile = path.join(cacheDir, 'pglite-template.tar');
const keyFile = `${templateFile}.key`;
/** The quiz bank version the template holds; checked by the build only, so start-up does not hash the bank. */
const bankFile = `${templateFile}.bank`;

/** Changes whenever the migrations or the PGlite version change, so a stale template is never used. */
function templateKey(): string {
  const h = createHash('sha256');
  // The package hides its package.json from resolution; find it above the entry file.
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  h.update(readFileSync(path.join(dir, 'package.json')));
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
  if (existsSync(templateFile) && same(keyFile, key) && same(bankFile, bank)) return templateFile;
  const client = await PGlite.create('memory://');
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  await seedQuizBank(db as unknown as Db);
  const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(templateFile, tar);
  writeFileSync(keyFile, key);
  writeFileSync(bankFile, bank);
  return templateFile;
}
