// The whole test suite, in the order a failure is cheapest to find: types, lint, unit and API
// tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the production build, then the
// browser tests in Chromium against that build. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];

function run(label: string, cmd: string, args: string[]): boolean {
  console.log(`\n▶ ${label}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = res.status === 0;
  if (!ok) failures.push(label);
  return ok;
}

const npx = (bin: string) => path.join(root, 'node_modules', '.bin', bin);

run('typecheck', npx('tsc'), ['-p', 'tsconfig.json']);
run('lint', npx('biome'), ['check', '.']);

const vitestJson = path.join(out, 'vitest.json');
if (!process.env.TEST_DATABASE_URL) {
  console.log('\nTEST_DATABASE_URL is not set: the API tests run on PGlite only.');
}
run('unit and API tests', npx('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}

const built = run('build', 'npm', ['run', 'build']);
if (built) {
  const pwJson = path.join(out, 'playwright.json');
  const ok = spawnSync(npx('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
  });
  if (ok.status !== 0) failures.push('browser tests');
  if (existsSync(pwJson)) {
    const r = JSON.parse(readFileSync(pwJson, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
  }
}

if (failures.length) {
  console.log(`\nFailed steps: ${failures.join(', ')}`);
  // A failing step without a counted failing test (types, lint, build) still counts as one failure.
  if (failed === 0) failed = failures.length;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
