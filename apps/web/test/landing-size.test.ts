// The landing page is most visitors' first load. It is rendered at build time into landing.html
// (served for `/`): its text is there without any script, React is not loaded, and its JavaScript,
// compressed as the server sends it, stays under the budget. The app is built into a temporary
// folder, and the landing page's scripts are followed through their static imports.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { LANDING_SLOTS } from '@sommai/shared';
import { build } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';

// The landing page's own script is about 1 KB; the ceiling is the figure it must never reach again.
const LANDING_JS_BUDGET = 60 * 1024;
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
  const html = readFileSync(path.join(outDir, 'landing.html'), 'utf8');
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

test('the landing page loads less than 60 KB of compressed JavaScript', () => {
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
  expect(code).toContain('AI FOR WINE LOVERS');
  expect(code).not.toContain('Quick Actions');
  expect(code).not.toMatch(/ZodError/);
});

test('the landing page runs without React: no script of it refers to React or its DOM renderer', () => {
  for (const file of landingScripts()) {
    const code = readFileSync(path.join(outDir, file), 'utf8');
    expect(code, file).not.toMatch(/react\.element|react\.transitional\.element|__reactContainer|createRoot/i);
  }
  const html = readFileSync(path.join(outDir, 'landing.html'), 'utf8');
  const chunks = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)\.js"/g)].map((m) => m[1]);
  expect(
    chunks.some((name) => /^(index|app-shell|jsx-runtime|react)/.test(name)),
    chunks.join(),
  ).toBe(false);
});

test('the landing page holds its text, links and picture before any script runs', () => {
  const html = readFileSync(path.join(outDir, 'landing.html'), 'utf8');
  const text = html.replace(/<[^>]+>/g, ' ').replaceAll('&amp;', '&');
  expect(html).toMatch(/<title>SommAI — AI for wine lovers &amp; wine pros<\/title>/);
  expect(text).toContain('AI FOR WINE LOVERS & WINE PROS');
  expect(text).toContain('Chat, create images, make PDFs, take quizzes, all about wine, all in one place.');
  expect(text).toContain('Skip to content');
  for (const label of ['Sign In', 'Log In']) expect(html).toMatch(new RegExp(`<a href="/sign-in"[^>]*>${label}</a>`));
  expect(html).toMatch(/<a href="\/app\/dashboard"[^>]*>Start Using/);
  expect(html).toMatch(/<a href="\/pricing"[^>]*>Pricing<\/a>/);
  expect(html).toMatch(/<a href="\/support"[^>]*>Support<\/a>/);
  expect(text).toContain('What SommAI makes for you');
  expect(html).toContain('src="/previews/landing-vineyard.webp"');
  // The configured links and the year are left for the server to fill in.
  for (const slot of Object.values(LANDING_SLOTS)) expect(html).toContain(slot);
  // The page carries no inline script or style, so it needs no per-response nonce.
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|<style|\sstyle="|__CSP_NONCE__/);
});
