// npx node bench/storage.ts — what keeping files in a bucket costs per request, beside DATA_DIR/files:
// downloading a generated image and a PDF through the API over HTTP, and storing a small attachment (which
// also lists the user's training models for the quota). The bucket is s3rver on this machine, so
// the figures show our own overhead, not a network's. Figures only.
import { API_ERRORS } from '@sommai/shared';
import { multipartBody, tinyPng } from '../apps/server/test/fixtures.ts';
import { createTestApp, signUp } from '../apps/server/test/helpers.ts';
import { startS3 } from '../apps/server/test/s3.ts';

const ROUNDS = 200;

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(n: number, fn: () => Promise<void>) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return `p50 ${pct(ms, 50).toFixed(2)} ms, p99 ${pct(ms, 99).toFixed(2)} ms`;
}

const s3 = await startS3('sommai-bench');
for (const [label, env] of [
  ['DATA_DIR/files', {}],
  ['S3 bucket (s3rver)', s3.env],
] as const) {
  const t = await createTestApp({ ...env });
  try {
    const u = await signUp(t.app);
    const image = (
      await t.app.inject({
        method: 'POST',
        url: '/api/images/generate',
        headers: u.auth,
        payload: { topic: 'Chablis' },
      })
    ).json().data;
    const pdf = (
      await t.app.inject({
        method: 'POST',
        url: '/api/pdf/generate-from-topic',
        headers: u.auth,
        payload: { topic: 'Chablis', level: 1, customContent: '', includeLogo: false, type: 'wine_topic' },
      })
    ).json().pdf;
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const get = (url: string) => async () => {
      const res = await fetch(`${base}${url}`, { headers: u.auth });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    };
    const imageBytes = (await t.app.inject({ url: image.imageUrl, headers: u.auth })).rawPayload.length;
    console.log(`\n${label}`);
    console.log(`  GET image (${Math.round(imageBytes / 1024)} KB)  ${await timed(ROUNDS, get(image.imageUrl))}`);
    console.log(`  GET PDF (${Math.round(pdf.size / 1024)} KB)    ${await timed(ROUNDS, get(pdf.url))}`);
    // Four users, 25 uploads each, keep within the per-minute upload limit.
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp(t.app)));
    let uploads = 0;
    const upload = async () => {
      const who = users[Math.floor(uploads++ / 25)];
      const body = multipartBody('file', 'label.png', 'image/png', tinyPng);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat/attachments',
        headers: { ...who.auth, ...body.headers },
        payload: body.payload,
      });
      if (res.statusCode !== 201)
        throw new Error(`upload: ${res.statusCode} ${res.json().error?.message ?? API_ERRORS.INTERNAL}`);
    };
    console.log(`  POST attachment (tiny PNG) ${await timed(100, upload)}`);
  } finally {
    await t.close();
  }
}
await s3.stop();
