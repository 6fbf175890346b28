// The first visit of /app/dashboard by a signed-in user (the screen signing in leads to): the app is
// built into a temporary folder, and the scripts a browser runs for it are read from the build's
// own chunk graph (the entry, the chunks holding the router's modules for that address, the toaster
// every app page shows, and their static imports). They must not carry another screen's code or
// texts, the validation library or React DOM, and stay in their size class.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';

// About 74 KB today; the ceiling keeps the whole visit (with its HTML, styles and API calls) under
// its 110 KB target.
const DASHBOARD_JS_BUDGET = 95 * 1024;
const webRoot = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'sommai-dashboard-size-'));
// The modules the router and the shell load for a first visit of /app/dashboard.
const FIRST_VISIT = [
  'index.html',
  'src/app/App.tsx',
  'src/app/QueryLayout.tsx',
  'src/app/ProtectedLayout.tsx',
  'src/features/dashboard/DashboardPage.tsx',
  'src/lib/toasts.tsx',
].map((file) => path.join(webRoot, file));

let chunks: Rolldown.OutputChunk[] = [];

beforeAll(async () => {
  // The test runner sets NODE_ENV=test, which would build development files.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const output = (await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir },
    })) as Rolldown.RolldownOutput;
    const all = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    const byName = new Map(all.map((chunk) => [chunk.fileName, chunk]));
    const queue = all.filter((chunk) => chunk.moduleIds.some((id) => FIRST_VISIT.includes(id)));
    const seen = new Set<Rolldown.OutputChunk>();
    while (queue.length > 0) {
      const chunk = queue.pop() as Rolldown.OutputChunk;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const name of chunk.imports) {
        const next = byName.get(name);
        if (next) queue.push(next);
      }
    }
    chunks = [...seen];
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const code = () => chunks.map((chunk) => chunk.code).join('\n');
/** The strings of `strings` that the first visit's scripts carry (a short message, not the code). */
const carried = (strings: string[]) => strings.filter((s) => code().includes(s));
const modules = () => chunks.flatMap((chunk) => chunk.moduleIds);

test('the first visit of the dashboard finds every module it runs', () => {
  for (const id of FIRST_VISIT) expect(modules(), id).toContain(id);
  expect(carried(['Quick Actions'])).toEqual(['Quick Actions']);
});

test('the dashboard does not load the chat, its markdown renderer, the AI SDK or other screens', () => {
  // The entry also holds the landing page, which it renders itself for `/` when no prerendered page is served.
  const loaded = modules();
  const other = loaded.filter((id) =>
    /[\\/](features[\\/](?!dashboard[\\/]|landing[\\/])[^\\/]+[\\/]|node_modules[\\/](react-markdown|remark-|micromark|ai|@ai-sdk)[\\/])/.test(
      id,
    ),
  );
  expect(other).toEqual([]);
  expect(carried(['micromark', 'text-delta'])).toEqual([]);
});

test('the dashboard loads its own texts, not the rest of the catalogue, and no validation library', () => {
  expect(carried(['Nothing due for review'])).toEqual(['Nothing due for review']);
  // Texts of the chat, the mock exams and the settings screen, and a string only zod's runtime has.
  expect(carried(['Stop generating', 'Timed multiple-choice papers', 'API key revoked', 'ZodError'])).toEqual([]);
});

test('the dashboard runs on Preact: React DOM is not loaded', () => {
  expect(modules().filter((id) => /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/.test(id))).toEqual([]);
  expect(carried(['__reactContainer', 'react.transitional.element'])).toEqual([]);
});

test('the dashboard loads less than 95 KB of compressed JavaScript', () => {
  const sizes = chunks.map((chunk) => ({
    file: chunk.fileName,
    bytes: brotliCompressSync(chunk.code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }));
  const total = sizes.reduce((n, s) => n + s.bytes, 0);
  expect(total, JSON.stringify(sizes)).toBeLessThan(DASHBOARD_JS_BUDGET);
});
