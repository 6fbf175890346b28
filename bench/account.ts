// npx node bench/account.ts — the data export, file thumbnails and account deletion with a user who
// keeps FILES pictures of about 200 KB each, on DATA_DIR/files and on an S3 bucket (s3rver on this
// machine): how long the zip takes and how big it is, a thumbnail made and then served from storage,
// and how long deleting the account takes until its stored objects are gone. Figures only.
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { attachment } from '../apps/server/src/db/schema.ts';
import { createTestApp, signUp } from '../apps/server/test/helpers.ts';
import { startS3 } from '../apps/server/test/s3.ts';

const FILES = 40;

// Noise does not compress, so each picture keeps its size in the zip.
const raw = randomBytes(260 * 260 * 3);
const picture = await sharp(raw, { raw: { width: 260, height: 260, channels: 3 } })
  .png()
  .toBuffer();

async function ms(fn: () => Promise<unknown>) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const s3 = await startS3('sommai-bench-account');
for (const [label, env] of [
  ['DATA_DIR/files', {}],
  ['S3 bucket (s3rver)', s3.env],
] as const) {
  const t = await createTestApp({ ...env, SESSION_CACHE_MS: '0' });
  try {
    const u = await signUp(t.app);
    const store = (await import('../apps/server/src/lib/storage.ts')).openStore(t.config);
    const ids: string[] = [];
    for (let i = 0; i < FILES; i++) {
      const id = randomUUID();
      const key = `${u.user.id}/${id}`;
      await store.put(key, picture);
      await t.database.db.insert(attachment).values({
        id,
        userId: u.user.id,
        name: `picture-${i}.png`,
        type: 'image',
        mime: 'image/png',
        size: picture.byteLength,
        storageKey: key,
      });
      ids.push(id);
    }
    let zipBytes = 0;
    const exportMs = await ms(async () => {
      const res = await t.app.inject({ url: '/api/account/export', headers: u.auth });
      if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode}`);
      zipBytes = res.rawPayload.length;
    });
    const thumb = `/api/files/attachment/${ids[0]}/thumbnail`;
    const firstMs = await ms(() => t.app.inject({ url: thumb, headers: u.auth }));
    const keptMs = await ms(() => t.app.inject({ url: thumb, headers: u.auth }));
    const t0 = performance.now();
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: u.auth,
      payload: { password: u.password },
    });
    if (del.statusCode !== 200) throw new Error(`delete: ${del.statusCode}`);
    const answeredMs = performance.now() - t0;
    for (;;) {
      let left = 0;
      for await (const _ of store.list(u.user.id)) left += 1;
      if (left === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const purgedMs = performance.now() - t0;
    await store.close();
    console.log(`\n${label}, ${FILES} pictures of ${Math.round(picture.byteLength / 1024)} KB`);
    console.log(`  export zip            ${exportMs.toFixed(0)} ms, ${(zipBytes / 1024 / 1024).toFixed(1)} MB`);
    console.log(`  thumbnail             first ${firstMs.toFixed(1)} ms, kept ${keptMs.toFixed(1)} ms`);
    console.log(
      `  delete account        answered in ${answeredMs.toFixed(0)} ms, storage empty after ${purgedMs.toFixed(0)} ms`,
    );
  } finally {
    await t.close();
  }
}
await s3.stop();
