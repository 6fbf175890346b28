// Copies the files of DATA_DIR/files into the configured bucket, for a move from one server to
// several. Run again at any time: an object already in the bucket with the same size is left as it
// is, so a copy cut off half-way simply continues.
import type { FileStore, S3Store } from './storage.ts';

export interface CopyCounts {
  /** Files written to the bucket by this run. */
  copied: number;
  /** Files the bucket already held with the same size. */
  skipped: number;
  /** Files that could not be copied (named in `errors`). */
  failed: number;
  bytes: number;
  errors: string[];
}

export async function copyToBucket(
  source: FileStore,
  target: S3Store,
  onProgress?: (counts: CopyCounts) => void,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: 0, bytes: 0, errors: [] };
  const pending = new Set<Promise<void>>();
  const copyOne = async (key: string, size: number) => {
    try {
      if ((await target.sizeOf(key)) === size) {
        counts.skipped += 1;
        return;
      }
      await target.put(key, await source.get(key));
      counts.copied += 1;
      counts.bytes += size;
    } catch (err) {
      counts.failed += 1;
      const cause = (err as Error & { cause?: Error }).cause ?? err;
      counts.errors.push(`${key}: ${(cause as Error)?.message ?? String(cause)}`);
    }
    const done = counts.copied + counts.skipped + counts.failed;
    if (done % 100 === 0) onProgress?.(counts);
  };
  // A few at a time: the bucket answers each request with some delay.
  for await (const { key, size } of source.list()) {
    const p = copyOne(key, size).finally(() => pending.delete(p));
    pending.add(p);
    if (pending.size >= 8) await Promise.race(pending);
  }
  await Promise.all(pending);
  return counts;
}
