// The storage quota under uploads that race each other from two servers at once: every store checks
// the room and writes its row while no other store of the same user (in this process or another one
// on the same database) can do the same, so the quota holds. On PostgreSQL (TEST_DATABASE_URL) the
// two servers are two connection pools on one database; on PGlite, one process alone may open the
// database, so the race runs within it.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/index.ts';
import { attachment, user } from '../../src/db/schema.ts';
import { FileStore } from '../../src/lib/storage.ts';
import { withStorageRoom } from '../../src/modules/files/quota.ts';
import { freshPostgres } from '../helpers.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
// The PostgreSQL project runs every API file again; this file picks its database itself.
const runs = process.env.TEST_DB !== 'postgres';
const FREE = 100 * 1024 * 1024;

describe.runIf(runs)('uploads racing past the storage quota', () => {
  let dir: string;
  let pgDb: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  const databases: Database[] = [];
  const servers: AppContext[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sommai-quota-race-'));
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const files = new FileStore(dir);
    if (pgUrl) {
      pgDb = await freshPostgres();
      // Two servers: each its own connections to the one database.
      for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: pgDb.url, dataDir: dir }));
    } else {
      console.log('quota race: TEST_DATABASE_URL is not set, so the race runs within one PGlite process');
      databases.push(await openDatabase({ dataDir: dir, inMemory: true }));
    }
    for (let i = 0; i < 2; i++) {
      const database = databases[i % databases.length];
      servers.push({ config, database, db: database.db, files } as unknown as AppContext);
    }
  }, 60_000);

  afterAll(async () => {
    for (const d of databases) await d.close();
    await pgDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets exactly the uploads that fit through and refuses the rest with 402 STORAGE_FULL', async () => {
    const db = servers[0].db;
    const userId = `quota-${randomUUID()}`;
    await db.insert(user).values({ id: userId, name: 'Quota Taster', email: `${userId}@example.com` });
    // 1,500 bytes of room left: one upload of 1,000 bytes fits, a second one would not.
    await db.insert(attachment).values({
      id: `filler-${userId}`,
      userId,
      name: 'archive.pdf',
      type: 'pdf',
      mime: 'application/pdf',
      size: FREE - 1_500,
      storageKey: `${userId}/filler`,
    });
    const upload = (server: AppContext, i: number) =>
      withStorageRoom(server, userId, 1_000, async () => {
        // The row is written a moment after the check, as a real store writes its object first.
        await new Promise((r) => setTimeout(r, 150));
        await server.db.insert(attachment).values({
          id: `${userId}-${i}`,
          userId,
          name: `list-${i}.pdf`,
          type: 'pdf',
          mime: 'application/pdf',
          size: 1_000,
          storageKey: `${userId}/list-${i}`,
        });
        return i;
      });
    // Six at once, three through each server.
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => upload(servers[i % 2], i)));
    const stored = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(stored).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const err of refused) expect(err).toMatchObject({ status: 402, code: 'STORAGE_FULL' });
    const [used] = await db
      .select({ bytes: sum(attachment.size) })
      .from(attachment)
      .where(eq(attachment.userId, userId));
    expect(Number(used.bytes)).toBe(FREE - 500);
  }, 60_000);
});
