// Files users upload or the product makes (attachments, PDFs, images), kept under DATA_DIR/files.
// A file is written to a temporary name and renamed into place, so a reader never sees half a file;
// a write the disk refuses (full, read-only, failing) becomes a 507 and leaves nothing behind.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { storageWriteFailed } from './errors.ts';

/** The file-system calls the store writes with; tests hand in ones that fail like a full disk. */
export interface StorageFs {
  mkdir(dir: string, options: { recursive: true }): Promise<unknown>;
  writeFile(file: string, data: Uint8Array): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(file: string, options: { force: true }): Promise<void>;
}

export class FileStore {
  readonly root: string;
  private readonly fs: StorageFs;

  constructor(dataDir: string, fileSystem: StorageFs = fs) {
    this.root = path.join(dataDir, 'files');
    this.fs = fileSystem;
  }

  /** Keys are "<owner>/<id>" made by the server; anything that could leave the root is refused. */
  private resolve(key: string): string {
    if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(key) || key.includes('..'))
      throw new Error(`bad storage key ${key}`);
    return path.join(this.root, key);
  }

  /** Writes the whole file or nothing; a refused write throws the 507 error. */
  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.resolve(key);
    const temp = `${file}.part-${randomBytes(6).toString('hex')}`;
    try {
      await this.fs.mkdir(path.dirname(file), { recursive: true });
      await this.fs.writeFile(temp, data);
      await this.fs.rename(temp, file);
    } catch (err) {
      await this.fs.rm(temp, { force: true }).catch(() => undefined);
      throw storageWriteFailed(err);
    }
  }

  async get(key: string): Promise<Buffer> {
    return fs.readFile(this.resolve(key));
  }

  async remove(key: string): Promise<void> {
    await this.fs.rm(this.resolve(key), { force: true });
  }

  /**
   * Stores a file and then the row that describes it: when the row cannot be written the file is
   * removed again, so storage never holds a file without its row (nor a row without its file).
   */
  async putWithRecord<T>(key: string, data: Uint8Array, record: () => Promise<T>): Promise<T> {
    await this.put(key, data);
    try {
      return await record();
    } catch (err) {
      await this.remove(key).catch(() => undefined);
      throw err;
    }
  }
}

function folderPath(store: FileStore, folder: string): string {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(folder) || folder.includes('..'))
    throw new Error(`bad storage folder ${folder}`);
  return path.join(store.root, folder);
}

/** Removes a folder of the store and everything in it. */
export async function removeFolder(store: FileStore, folder: string): Promise<void> {
  await fs.rm(folderPath(store, folder), { recursive: true, force: true });
}

/** Bytes of every file under a folder of the store (0 when it does not exist). */
export async function sizeUnder(store: FileStore, folder: string): Promise<number> {
  const entries = await fs.readdir(folderPath(store, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const stat = await fs.stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
    total += stat?.size ?? 0;
  }
  return total;
}
