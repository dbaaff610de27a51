import * as fsPromises from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type PhotoStore, type StoredObject, storageFull, storageUnavailable } from './photo-store.ts';

/** The file-system calls the store makes; tests pass failing ones to reproduce disk faults. */
export type FileSystem = Pick<typeof fsPromises, 'mkdir' | 'open' | 'readdir' | 'rename' | 'rm' | 'stat'>;

const NO_SPACE = new Set(['ENOSPC', 'EDQUOT']);

/**
 * A file-system error as the PhotoStore contract's 507 (no space) or 503. Any error a system call returned
 * (read-only, permissions, I/O, a file where a device's folder should be, too many open files...) is a fault
 * of the folder that an operator must fix, never of the caller; anything else stays a bug (500).
 */
function asStorageFault(error: unknown): unknown {
  const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  if (typeof code !== 'string' || typeof syscall !== 'string') return error;
  return NO_SPACE.has(code) ? storageFull(error) : storageUnavailable(error);
}

const TEMPORARY = /^\..+\.part$/;

/** DESIGN §2 `UPLOAD_DIR`: a key `<id_device>/<file_name>` is the file `UPLOAD_DIR/<id_device>/<file_name>`. */
export class LocalPhotoStore implements PhotoStore {
  constructor(
    private readonly root: string,
    private readonly fs: FileSystem = fsPromises,
  ) {}

  private pathOf(key: string): string {
    const parts = key.split('/');
    if (parts.some((part) => part === '' || part.startsWith('.') || !/^[\w.-]+$/.test(part))) {
      throw new Error(`not a photo key: ${key}`);
    }
    return path.join(this.root, ...parts);
  }

  /**
   * Writes under a temporary name, flushes, then renames: a crash never leaves half a photo under its
   * final name, and every failure removes the temporary file (a full disk must not stay full of parts).
   */
  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.part`);
    try {
      await this.fs.mkdir(path.dirname(file), { recursive: true });
      const handle = await this.fs.open(temporary, 'wx', 0o640);
      try {
        await handle.writeFile(bytes);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await this.fs.rename(temporary, file);
    } catch (error) {
      // If even this fails, removeIncomplete() takes the part away later.
      await this.fs.rm(temporary, { force: true }).catch(() => undefined);
      throw asStorageFault(error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.fs.rm(this.pathOf(key), { force: true });
    } catch (error) {
      throw asStorageFault(error);
    }
  }

  /** A file handle's stream closes the handle when it ends or is destroyed (a reader that went away). */
  async open(key: string): Promise<Readable | null> {
    try {
      const handle = await this.fs.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw asStorageFault(error);
    }
  }

  async *list(): AsyncIterable<StoredObject> {
    for await (const file of this.files()) {
      if (!TEMPORARY.test(path.basename(file.key))) yield file;
    }
  }

  async removeIncomplete(olderThan: Date): Promise<number> {
    let removed = 0;
    for await (const file of this.files()) {
      if (!TEMPORARY.test(path.basename(file.key)) || file.modifiedAt >= olderThan) continue;
      await this.fs.rm(path.join(this.root, ...file.key.split('/')), { force: true });
      removed++;
    }
    return removed;
  }

  /** A folder holds nothing open between calls. */
  async close(): Promise<void> {}

  /** Every file under the root, depth first, with its key; a missing root holds nothing. */
  private async *files(relative: string[] = []): AsyncIterable<StoredObject> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await this.fs.readdir(path.join(this.root, ...relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw asStorageFault(error);
    }
    for (const entry of entries) {
      const parts = [...relative, entry.name];
      if (entry.isDirectory()) {
        yield* this.files(parts);
      } else if (entry.isFile()) {
        const stats = await this.fs.stat(path.join(this.root, ...parts)).catch(() => null);
        if (stats) yield { key: parts.join('/'), modifiedAt: stats.mtime };
      }
    }
  }
}
