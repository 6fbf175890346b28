// What the start leaves behind: loading the modules, building the knowledge engine's index and
// composing the warm-up answer allocate far more than they keep. V8 grows its young generation to
// its largest size (two semi-spaces of `--max-semi-space-size` MB each, 32 MB) while they run and
// keeps the old generation's pages they filled, and it gives neither back until its own memory
// reducer runs, seconds after the process has gone idle. One memory-reducing collection once the
// warm-ups are done returns them at once (about 45 MB on PostgreSQL, measured 3 s after start).
// It needs `gc`, which `--expose-gc` provides (the scripts in package.json and the Dockerfile
// start the server with it); without it nothing happens and V8 reclaims the pages later itself.

/** Collects every generation the way V8 does under memory pressure; false when `gc` is not exposed. */
export function releaseStartMemory(): boolean {
  if (typeof globalThis.gc !== 'function') return false;
  globalThis.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}
