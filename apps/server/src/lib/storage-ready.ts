// Whether file storage can be used right now, for /api/ready: on the local disk a small file written
// and removed in its folder (a permission check alone says yes to root on a read-only disk), elsewhere
// the store's own check (a remote object store knows best how to ask).
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ReadyCheckable {
  ready?: () => Promise<unknown>;
  check?: () => Promise<unknown>;
  root?: string;
}

export async function storageReady(store: ReadyCheckable): Promise<void> {
  if (typeof store.ready === 'function') {
    await store.ready();
    return;
  }
  if (!store.root) {
    await store.check?.();
    return;
  }
  await mkdir(store.root, { recursive: true });
  const probe = path.join(store.root, `.ready-${process.pid}-${randomUUID()}`);
  await writeFile(probe, '');
  await rm(probe, { force: true });
}
