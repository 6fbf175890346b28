// A cache of reads from the embedded database that is never stale: it is given the write counts of
// the tables its reads come from (`watchWrites` in db/index.ts), and drops everything it keeps as
// soon as one of them moves, whoever wrote. A read that was sent before a write and answered after
// it is not kept. At most `maxEntries` keys are kept, the least recently used dropped first.
import type { WriteCount } from '../db/index.ts';

export class ExactCache<V> {
  private readonly kept = new Map<string, V>();
  private readonly writes: readonly WriteCount[];
  private readonly maxEntries: number;
  private seen: number;

  constructor(writes: readonly WriteCount[], maxEntries: number) {
    this.writes = writes;
    this.maxEntries = maxEntries;
    this.seen = this.version();
  }

  /** The sum of the tables' write counts; read it before sending the read whose answer `set` keeps. */
  version(): number {
    let n = 0;
    for (const w of this.writes) n += w.version;
    return n;
  }

  get(key: string): V | undefined {
    const now = this.version();
    if (now !== this.seen) {
      this.kept.clear();
      this.seen = now;
      return undefined;
    }
    const hit = this.kept.get(key);
    if (hit === undefined) return undefined;
    this.kept.delete(key);
    this.kept.set(key, hit);
    return hit;
  }

  /** Keeps what a read found, unless the tables may have been written since `versionAtRead`. */
  set(key: string, value: V, versionAtRead: number) {
    if (versionAtRead !== this.version()) return;
    if (this.seen !== versionAtRead) {
      this.kept.clear();
      this.seen = versionAtRead;
    }
    if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, value);
  }
}

/** An `ExactCache` over `tables`, or undefined where the database cannot count their writes (PostgreSQL). */
export function exactCache<V>(
  watch: (table: string) => WriteCount | undefined,
  tables: string[],
  maxEntries: number,
): ExactCache<V> | undefined {
  const writes = tables.map(watch);
  return writes.every((w): w is WriteCount => w !== undefined) ? new ExactCache<V>(writes, maxEntries) : undefined;
}
