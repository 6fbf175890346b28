// The landing page is most visitors' first load: its JavaScript, compressed as the server sends it,
// must stay under the budget. The app is built into a temporary folder, and the landing page's
// scripts are followed from index.html through their static imports (lazy chunks excluded).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';

// Measured at 69.7 KB (React and React DOM are about 59 KB of it); the ceiling leaves a small margin.
const LANDING_JS_BUDGET = 72 * 1024;
const webRoot = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'sommai-landing-size-'));

beforeAll(async () => {
  // The test runner sets NODE_ENV=test, which would build React's development files.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Every script the landing page loads before it can run: entry, module preloads, static imports. */
function landingScripts(): string[] {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const queue = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/(assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(outDir, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["`]\.\/([^"`]+\.js)["`]/g)) queue.push(`assets/${m[1]}`);
  }
  return [...seen];
}

const brotli = (file: string) =>
  brotliCompressSync(readFileSync(path.join(outDir, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

test('the landing page loads less than 72 KB of compressed JavaScript', () => {
  const scripts = landingScripts();
  expect(scripts.length).toBeGreaterThan(0);
  const sizes = scripts.map((file) => ({ file, bytes: brotli(file) }));
  const total = sizes.reduce((n, s) => n + s.bytes, 0);
  expect(total, JSON.stringify(sizes)).toBeLessThan(LANDING_JS_BUDGET);
});

test('the landing page loads neither the whole text catalogue nor the validation library', () => {
  const code = landingScripts()
    .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
    .join('\n');
  // A text of the dashboard's catalogue, and a string only zod's runtime carries.
  expect(code).toContain('Start Using');
  expect(code).not.toContain('Quick Actions');
  expect(code).not.toMatch(/ZodError/);
});
