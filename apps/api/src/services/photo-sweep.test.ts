import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDialects } from '../test/databases.ts';
import { describeEachDatabase, startTestServer, type TestServer } from '../test/harness.ts';
import { sweepOrphanPhotos } from './photo-sweep.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const HOUR_MS = 3_600_000;
/**
 * How long a sweep may take to show: a CI run on two loaded cores once took over 10 s for the start-up sweep
 * on PostgreSQL. A condition, not a delay: the wait ends as soon as the file is gone.
 */
const SWEEP_WAIT_MS = 30_000;

/** Writes a file as a crash would have left it, `ageMs` old. */
function plant(root: string, key: string, ageMs: number): string {
  const file = path.join(root, ...key.split('/'));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'bytes');
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
  return file;
}

const photoName = () => `${randomBytes(16).toString('hex')}.jpg`;

async function recordedKeys(server: TestServer): Promise<string[]> {
  const rows = await server.db.selectFrom('photos').select(['id_device', 'file_name']).execute();
  return rows.map((row) => `${row.id_device}/${row.file_name}`).sort();
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeEachDatabase('orphan photo sweep', (server) => {
  it('removes old unrecorded files and old parts; keeps recorded, young and foreign files', async () => {
    const token = await server().login();
    for (let i = 0; i < 2; i++) {
      const res = await server().request('POST', '/api/v1/asset/device/10000001/image', {
        token,
        body: { base64_string: PNG },
      });
      expect(res.status).toBe(201);
    }
    const root = server().config.uploadDir;
    const recorded = await recordedKeys(server());
    // Acknowledged photos as old as the orphans: their rows alone keep them.
    for (const key of recorded) {
      const when = new Date(Date.now() - 2 * HOUR_MS);
      utimesSync(path.join(root, key), when, when);
    }
    const orphan = `1/${photoName()}`;
    plant(root, orphan, 2 * HOUR_MS);
    const young = `1/${photoName()}`;
    plant(root, young, 60_000);
    plant(root, `1/.${photoName()}.part`, 2 * HOUR_MS);
    const youngPart = `1/.${photoName()}.part`;
    plant(root, youngPart, 60_000);
    plant(root, 'README.txt', 2 * HOUR_MS);

    const result = await sweepOrphanPhotos(server().db, server().app.photoStore, HOUR_MS);
    expect(result).toEqual({ orphans: 1, incomplete: 1 });
    expect(filesUnder(root)).toEqual([...recorded, young, youngPart, 'README.txt'].sort());
    // Once past the grace, the young ones go too; acknowledged photos never do.
    const later = await sweepOrphanPhotos(
      server().db,
      server().app.photoStore,
      HOUR_MS,
      Date.now() + 2 * HOUR_MS,
    );
    expect(later).toEqual({ orphans: 1, incomplete: 1 });
    expect(filesUnder(root)).toEqual([...recorded, 'README.txt'].sort());
  });
});

describeEachDatabase('orphan photo sweep and the report copies of photos', (server) => {
  it("keeps a recorded photo's copies and removes an orphan's with it", async () => {
    const token = await server().login();
    const res = await server().request('POST', '/api/v1/asset/device/10000001/image', {
      token,
      body: { base64_string: PNG },
    });
    expect(res.status).toBe(201);
    const root = server().config.uploadDir;
    const [recorded] = (await recordedKeys(server())).slice(-1);
    if (!recorded) throw new Error('no photo recorded');
    const old = new Date(Date.now() - 2 * HOUR_MS);
    utimesSync(path.join(root, recorded), old, old);
    // Copies as services/photo-variants.ts names them: `<photo>.w<width>.<type>`.
    const keptCopy = `${recorded}.w720.jpg`;
    plant(root, keptCopy, 2 * HOUR_MS);
    const orphan = `1/${photoName()}`;
    plant(root, orphan, 2 * HOUR_MS);
    const orphanCopies = [`${orphan}.w720.jpg`, `${orphan}.w1080.jpg`];
    for (const copy of orphanCopies) plant(root, copy, 2 * HOUR_MS);
    const before = filesUnder(root);

    const result = await sweepOrphanPhotos(server().db, server().app.photoStore, HOUR_MS);
    expect(result.orphans).toBe(3);
    const gone = [orphan, ...orphanCopies].map((key) => path.join(...key.split('/')));
    expect(filesUnder(root)).toEqual(before.filter((file) => !gone.includes(file)));
    expect(filesUnder(root)).toContain(path.join(...keptCopy.split('/')));
  });
});

describe('upkeep timer (MAINTENANCE_INTERVAL_MINUTES)', () => {
  for (const dialect of testDialects()) {
    describe(`[${dialect}]`, () => {
      const root = mkdtempSync(path.join(tmpdir(), 'installer-sweep-'));
      let started: Awaited<ReturnType<typeof startTestServer>> | undefined;

      beforeAll(() => {
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      });
      afterAll(async () => {
        await started?.stop();
        vi.useRealTimers();
        rmSync(root, { recursive: true, force: true });
      });

      it(
        'sweeps at start-up and on each interval, and stops its timer on close',
        async () => {
          const atStart = plant(root, `1/${photoName()}`, 60_000);
          started = await startTestServer(dialect, {
            env: { UPLOAD_DIR: root, MAINTENANCE_INTERVAL_MINUTES: '5', PHOTO_ORPHAN_GRACE_SECONDS: '0' },
          });
          await vi.waitFor(() => expect(existsSync(atStart)).toBe(false), { timeout: SWEEP_WAIT_MS });
          expect(vi.getTimerCount()).toBe(1);

          const later = plant(root, `1/${photoName()}`, 60_000);
          vi.advanceTimersByTime(4 * 60_000);
          expect(existsSync(later)).toBe(true);
          vi.advanceTimersByTime(60_000);
          await vi.waitFor(() => expect(existsSync(later)).toBe(false), { timeout: SWEEP_WAIT_MS });

          await started.stop();
          started = undefined;
          expect(vi.getTimerCount()).toBe(0);
        },
        3 * SWEEP_WAIT_MS,
      );
    });
  }
});
