// The collection after the warm-ups: without `gc` it does nothing; with it (as the server is
// started) it gives back the young generation that a burst of allocation grew to its largest size.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseStartMemory } from '../../src/lib/start-memory.ts';

const moduleUrl = new URL('../../src/lib/start-memory.ts', import.meta.url).href;

describe('releaseStartMemory', () => {
  it('does nothing when gc is not exposed', () => {
    if (typeof globalThis.gc === 'function') return;
    expect(releaseStartMemory()).toBe(false);
  });

  it('shrinks the young generation a burst of allocation grew', () => {
    const script = `
      import { getHeapSpaceStatistics } from 'node:v8';
      const { releaseStartMemory } = await import(${JSON.stringify(moduleUrl)});
      const young = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
      // Objects that survive a few scavenges grow the young generation, as building an index does.
      let kept = [];
      for (let i = 0; i < 400_000; i++) { kept.push({ i, s: 'x' + i }); if (kept.length > 100_000) kept = []; }
      kept = null;
      const before = young();
      const released = releaseStartMemory();
      console.log(JSON.stringify({ before, after: young(), released }));
    `;
    const out = execFileSync(
      process.execPath,
      ['--max-semi-space-size=16', '--expose-gc', '--input-type=module', '-e', script],
      { cwd: path.dirname(new URL(import.meta.url).pathname), encoding: 'utf8' },
    );
    const { before, after, released } = JSON.parse(out) as { before: number; after: number; released: boolean };
    expect(released).toBe(true);
    expect(before).toBeGreaterThan(4 * 1024 * 1024);
    expect(after).toBeLessThan(before / 2);
  });
});
