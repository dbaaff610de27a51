import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, errorBody } from '@installer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, parseBody, type TestServer } from '../test/harness.ts';
import { type FileSystem, LocalPhotoStore } from './local-photo-store.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const jpegOfSize = (size: number): string => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.toString('base64');
};

const upload = (server: TestServer, token: string, base64: string) =>
  server.request('POST', '/api/v1/asset/device/10000001/image', { token, body: { base64_string: base64 } });

/** Every file under a folder, temporary ones included. */
function allFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

const photoRows = async (server: TestServer) =>
  (await server.db.selectFrom('photos').select('file_name').execute()).map((row) => row.file_name).sort();

/** Files on disk are exactly the recorded photos: nothing half-written, nothing unrecorded. */
async function expectStoreMatchesRows(server: TestServer, root: string): Promise<void> {
  const files = allFiles(root);
  expect(files.filter((file) => file.endsWith('.part'))).toEqual([]);
  expect(files.map((file) => path.basename(file)).sort()).toEqual(await photoRows(server));
}

/** An error as a failed system call gives it: its code and the call's name. */
const errno = (code: string, syscall: string) =>
  Object.assign(new Error(`${code}: simulated`), { code, syscall, errno: -1 });

type Fault = { at: 'open' | 'write' | 'rename'; code: string } | null;

/**
 * The real file system, but failing where a disk fails: at open (read-only, permissions), in the middle
 * of the write (full: half the bytes are on disk, as with a real ENOSPC), or at the rename (I/O error).
 */
function failingFileSystem(fault: () => Fault): FileSystem {
  const open = (async (...args: Parameters<typeof fsPromises.open>) => {
    const now = fault();
    if (now?.at === 'open') throw errno(now.code, 'open');
    const handle = await fsPromises.open(...args);
    if (now?.at !== 'write') return handle;
    return new Proxy(handle, {
      get(target, property) {
        if (property === 'writeFile') {
          return async (data: Buffer) => {
            await target.write(data.subarray(0, Math.floor(data.length / 2)));
            throw errno(now.code, 'write');
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as FileHandle;
  }) as FileSystem['open'];
  const rename = (async (...args: Parameters<typeof fsPromises.rename>) => {
    const now = fault();
    if (now?.at === 'rename') throw errno(now.code, 'rename');
    return fsPromises.rename(...args);
  }) as FileSystem['rename'];
  return { ...fsPromises, open, rename };
}

let fault: Fault = null;
let injectedRoot = '';

describeEachDatabase(
  'photo store faults (injected)',
  (server) => {
    let token = '';
    beforeAll(async () => {
      token = await server().login();
    });

    it.each([
      ['disk full mid-write (ENOSPC)', 507, 'storage_full', { at: 'write', code: 'ENOSPC' }],
      ['quota exceeded mid-write (EDQUOT)', 507, 'storage_full', { at: 'write', code: 'EDQUOT' }],
      ['read-only folder (EROFS)', 503, 'storage_unavailable', { at: 'open', code: 'EROFS' }],
      ['unwritable folder (EACCES)', 503, 'storage_unavailable', { at: 'open', code: 'EACCES' }],
      ['I/O error at the rename (EIO)', 503, 'storage_unavailable', { at: 'rename', code: 'EIO' }],
    ] as const)('%s answers %i %s and leaves no part and no row', async (_name, status, code, injected) => {
      const before = await photoRows(server());
      fault = injected;
      try {
        const res = await upload(server(), token, PNG);
        expect(res.status).toBe(status);
        expect(parseBody(errorBody, res).error.code).toBe(code);
      } finally {
        fault = null;
      }
      expect(await photoRows(server())).toEqual(before);
      await expectStoreMatchesRows(server(), injectedRoot);
      // The store works again once the fault is gone.
      const again = await upload(server(), token, PNG);
      expect(again.status).toBe(201);
      parseBody(api.uploadImage.responses[201], again);
      await expectStoreMatchesRows(server(), injectedRoot);
    });
  },
  {
    photoStore: (uploadDir) => {
      injectedRoot = uploadDir;
      return new LocalPhotoStore(
        uploadDir,
        failingFileSystem(() => fault),
      );
    },
  },
);

describeEachDatabase('photo store: a file where a device folder should be', (server) => {
  it('answers 503 storage_unavailable, keeps the file, and stores again once the folder can be made', async () => {
    const token = await server().login();
    const device = await server()
      .db.selectFrom('devices')
      .select('id_device')
      .where('device_number', '=', '10000001')
      .executeTakeFirstOrThrow();
    const where = path.join(server().config.uploadDir, String(device.id_device));
    mkdirSync(server().config.uploadDir, { recursive: true });
    rmSync(where, { recursive: true, force: true });
    writeFileSync(where, 'not a folder');
    const res = await upload(server(), token, PNG);
    expect(res.status).toBe(503);
    expect(parseBody(errorBody, res).error.code).toBe('storage_unavailable');
    expect(await photoRows(server())).toEqual([]);
    expect(readFileSync(where, 'utf8')).toBe('not a folder');
    rmSync(where);
    expect((await upload(server(), token, PNG)).status).toBe(201);
    await expectStoreMatchesRows(server(), server().config.uploadDir);
  });
});

/** A real 1 MB tmpfs where the system allows mounting one (as root); otherwise these tests are skipped. */
function mountTinyTmpfs(): { dir: string } | { reason: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'installer-tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: String((error as { stderr?: Buffer }).stderr ?? error).trim() || 'mount failed' };
  }
}

const tmpfs = mountTinyTmpfs();
const mounted = 'dir' in tmpfs ? tmpfs.dir : null;
if (!mounted) {
  console.warn(
    `photo store on a real tmpfs: skipped, mounting one is not permitted here (${'reason' in tmpfs ? tmpfs.reason : ''})`,
  );
}

describe.skipIf(!mounted)('photo store on a real 1 MB tmpfs', () => {
  afterAll(() => {
    if (!mounted) return;
    execFileSync('umount', [mounted]);
    rmSync(mounted, { recursive: true, force: true });
  });

  let suite = 0;
  let root = '';
  describeEachDatabase(
    'full and read-only',
    (server) => {
      it('answers 507 storage_full when the disk fills, frees the part, then stores what fits', async () => {
        const token = await server().login();
        const full = await upload(server(), token, jpegOfSize(2 * 1024 * 1024));
        expect(full.status).toBe(507);
        expect(parseBody(errorBody, full).error.code).toBe('storage_full');
        await expectStoreMatchesRows(server(), root);
        // The half-written part is gone: the space it took is free again for a photo that fits.
        expect((await upload(server(), token, jpegOfSize(700 * 1024))).status).toBe(201);
        await expectStoreMatchesRows(server(), root);
      });

      it('answers 503 storage_unavailable on a read-only remount, and stores again once writable', async () => {
        const token = await server().login();
        execFileSync('mount', ['-o', 'remount,ro', mounted as string]);
        try {
          const res = await upload(server(), token, PNG);
          expect(res.status).toBe(503);
          expect(parseBody(errorBody, res).error.code).toBe('storage_unavailable');
        } finally {
          execFileSync('mount', ['-o', 'remount,rw', mounted as string]);
        }
        await expectStoreMatchesRows(server(), root);
        expect((await upload(server(), token, PNG)).status).toBe(201);
      });
    },
    {
      photoStore: () => {
        // The previous database's photos would otherwise take this one's megabyte.
        if (root) rmSync(root, { recursive: true, force: true });
        root = path.join(mounted as string, String(suite++));
        mkdirSync(root);
        return new LocalPhotoStore(root);
      },
    },
  );
});
