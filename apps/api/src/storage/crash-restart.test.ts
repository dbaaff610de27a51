import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { freshDatabase, testDialects } from '../test/databases.ts';
import { DEMO_INSTALLER, DEMO_PASSWORD } from '../test/harness.ts';

/**
 * A real server process killed with SIGKILL in the middle of a photo burst (a crash between a file and its
 * row), then started again: its start-up sweep must leave exactly the recorded photos on disk.
 */

const PHOTO = (() => {
  const bytes = Buffer.alloc(300 * 1024, 0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.toString('base64');
})();
const DEVICES = ['10000001', '10000002', '10000244', '10000230'];

interface Server {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the first upkeep report (`maintenance done`, or `maintenance failed`) of this process. */
  upkeep: Promise<Record<string, unknown>>;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let reportUpkeep: (line: Record<string, unknown>) => void = () => undefined;
  const upkeep = new Promise<Record<string, unknown>>((resolve) => {
    reportUpkeep = resolve;
  });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const address = /API on (http:\/\/\S+)/.exec(output);
      if (address?.[1]) resolve({ child, baseUrl: address[1], upkeep });
      for (const line of output.split('\n')) {
        if (line.includes('"maintenance ')) reportUpkeep(JSON.parse(line) as Record<string, unknown>);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_INSTALLER, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

describe('photo files after a crash (SIGKILL mid-burst, then restart)', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  for (const dialect of testDialects()) {
    it(`[${dialect}] keeps every recorded photo and removes every orphan and part`, async () => {
      const database = await freshDatabase(dialect);
      const dir = mkdtempSync(path.join(tmpdir(), 'installer-crash-'));
      cleanups.push(
        () => database.drop(),
        () => rmSync(dir, { recursive: true, force: true }),
      );
      const uploadDir = path.join(dir, 'uploads');
      const env = {
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        UPLOAD_DIR: uploadDir,
        OUTBOX_DIR: path.join(dir, 'outbox'),
        WEB_DIST: path.join(dir, 'no-web'),
        PORT: '0',
        HOST: '127.0.0.1',
        INGEST_KEY: 'crash-test-ingest-key-0123',
        DEMO_EMIT: '0',
        LOG_LEVEL: 'info',
        MAINTENANCE_INTERVAL_MINUTES: '60',
        PHOTO_ORPHAN_GRACE_SECONDS: '0',
        PHOTO_MAX_PER_DEVICE: '1000',
        PHOTO_QUOTA_MB_PER_HOUR: '100000',
        // The whole burst in flight at once, so that the kill lands between files and rows.
        PHOTO_UPLOADS_PER_INSTALLER: '80',
        PHOTO_UPLOADS_IN_FLIGHT: '80',
      };

      const first = await startServer(env);
      cleanups.push(() => {
        first.child.kill('SIGKILL');
      });
      expect((await first.upkeep).msg).toBe('maintenance done');
      const token = await login(first.baseUrl);
      const acknowledged: number[] = [];
      let answered = 0;
      const exited = once(first.child, 'exit');
      const burst = Array.from({ length: 80 }, (_, i) =>
        fetch(`${first.baseUrl}/api/v1/asset/device/${DEVICES[i % DEVICES.length]}/image`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ base64_string: PHOTO }),
        })
          .then(async (res) => {
            if (res.status === 201) {
              acknowledged.push(((await res.json()) as { data: { id_photo: number } }).data.id_photo);
            }
          })
          .catch(() => undefined)
          .finally(() => {
            // Killed while most of the burst is still in flight.
            if (++answered === 10) first.child.kill('SIGKILL');
          }),
      );
      await Promise.all(burst);
      await exited;
      expect(acknowledged.length).toBeGreaterThan(0);

      // What the crash left, plus one orphan and one part for certain (the kill's timing decides the rest).
      const handle = createDatabase(database.url);
      cleanups.push(() => handle.destroy());
      const keysOfRows = async () =>
        (await handle.db.selectFrom('photos').select(['id_device', 'file_name', 'id_photo']).execute()).map(
          (row) => ({ key: `${row.id_device}/${row.file_name}`, id: row.id_photo }),
        );
      const rowsAfterCrash = await keysOfRows();
      const leftByCrash = filesUnder(uploadDir).filter(
        (file) => !rowsAfterCrash.some((row) => row.key === file),
      );
      const parts = leftByCrash.filter((file) => file.endsWith('.part')).length;
      console.info(
        `[${dialect}] the SIGKILL left ${parts} parts and ${leftByCrash.length - parts} unrecorded photos`,
      );
      const device = rowsAfterCrash[0]?.key.split('/')[0] ?? '1';
      mkdirSync(path.join(uploadDir, device), { recursive: true });
      writeFileSync(path.join(uploadDir, device, `${randomBytes(16).toString('hex')}.jpg`), 'orphan');
      writeFileSync(path.join(uploadDir, device, `.${randomBytes(16).toString('hex')}.jpg.part`), 'half');

      const second = await startServer(env);
      cleanups.push(() => {
        second.child.kill('SIGKILL');
      });
      const report = (await second.upkeep) as {
        msg: string;
        photos: { orphans: number; incomplete: number };
      };
      expect(report.msg).toBe('maintenance done');
      expect(report.photos.orphans + report.photos.incomplete).toBe(leftByCrash.length + 2);

      const rows = await keysOfRows();
      const files = filesUnder(uploadDir);
      expect(files.filter((file) => file.endsWith('.part'))).toEqual([]);
      expect(files).toEqual(rows.map((row) => row.key).sort());
      // Every photo the server acknowledged is still recorded, with its file.
      for (const id of acknowledged) expect(rows.map((row) => row.id)).toContain(id);
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }, 120_000);
  }
});
