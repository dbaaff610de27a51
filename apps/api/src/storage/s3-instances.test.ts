import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { api } from '@installer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanPhotos } from '../services/photo-sweep.ts';
import { testDialects } from '../test/databases.ts';
import { parseBody, startSecondInstance, startTestServer } from '../test/harness.ts';
import { startTestS3 } from '../test/s3-server.ts';

/**
 * DESIGN §2 several instances: with S3_BUCKET every instance reads and writes the same bucket, so a
 * photo replayed through another instance behind the load balancer finds the object the first one stored,
 * and no instance keeps a photo on its own disk.
 */

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const HOUR_MS = 3_600_000;

const s3 = await startTestS3();
afterAll(() => s3.stop());

async function keysInBucket(prefix: string): Promise<string[]> {
  const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (page.Contents ?? []).flatMap((object) => object.Key ?? []).sort();
}

const postgres = testDialects().includes('postgres');
if (!postgres) console.warn('two instances on one bucket: skipped, TEST_DATABASE_URL is not set');

describe.skipIf(!postgres)('two instances on one bucket [postgres]', () => {
  let a: Awaited<ReturnType<typeof startTestServer>> | undefined;
  let b: Awaited<ReturnType<typeof startSecondInstance>> | undefined;
  beforeAll(async () => {
    a = await startTestServer('postgres', { env: { ...s3.env, S3_PREFIX: 'replay/' } });
    b = await startSecondInstance(a.server);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('stores a photo sent through A in the bucket, not on disk, and B replays the same answer', async () => {
    if (!a || !b) throw new Error('instances not started');
    const token = await a.server.login();
    const send = {
      token,
      body: { base64_string: PNG },
      headers: { 'idempotency-key': `s3-replay-${randomBytes(4).toString('hex')}` },
    };
    const first = await a.server.request('POST', '/api/v1/asset/device/10000002/image', send);
    expect(first.status).toBe(201);
    const { data } = parseBody(api.uploadImage.responses[201], first);
    const row = await a.server.db
      .selectFrom('photos')
      .select(['id_device', 'file_name'])
      .where('id_photo', '=', data.id_photo)
      .executeTakeFirstOrThrow();
    const key = `replay/${row.id_device}/${row.file_name}`;
    expect((await s3.read(key))?.bytes.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect(existsSync(a.server.config.uploadDir)).toBe(false);

    const replay = await b.request('POST', '/api/v1/asset/device/10000002/image', send);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await keysInBucket('replay/')).toEqual([key]);
    expect(await a.server.db.selectFrom('photos').select('id_photo').execute()).toHaveLength(1);
    expect(existsSync(a.server.config.uploadDir)).toBe(false);
  });
});

for (const dialect of testDialects()) {
  describe(`orphan sweep on the bucket [${dialect}]`, () => {
    // A prefix of its own: the other database's photos in the same bucket are not this one's orphans.
    const prefix = `sweep-${dialect}/`;
    let started: Awaited<ReturnType<typeof startTestServer>> | undefined;
    beforeAll(async () => {
      started = await startTestServer(dialect, { env: { ...s3.env, S3_PREFIX: prefix } });
    });
    afterAll(() => started?.stop());

    it('removes an unrecorded object past the grace, keeps recorded ones and young ones', async () => {
      if (!started) throw new Error('server not started');
      const { server } = started;
      const token = await server.login();
      const res = await server.request('POST', '/api/v1/asset/device/10000001/image', {
        token,
        body: { base64_string: PNG },
      });
      expect(res.status).toBe(201);
      const { data } = parseBody(api.uploadImage.responses[201], res);
      const row = await server.db
        .selectFrom('photos')
        .select(['id_device', 'file_name'])
        .where('id_photo', '=', data.id_photo)
        .executeTakeFirstOrThrow();
      const recorded = `${prefix}${row.id_device}/${row.file_name}`;
      // As a crash between the object and its row leaves it: a photo's key, no row.
      const orphan = `${prefix}${row.id_device}/${randomBytes(16).toString('hex')}.jpg`;
      await s3.plant(orphan);
      // Not a key the server writes: never ours to delete, however old.
      const foreign = `${prefix}notes.txt`;
      await s3.plant(foreign);

      // Just written: inside the grace, an upload may still be on its way to its row.
      const young = await sweepOrphanPhotos(server.db, server.app.photoStore, HOUR_MS);
      expect(young).toEqual({ orphans: 0, incomplete: 0 });
      expect(await keysInBucket(prefix)).toEqual([recorded, orphan, foreign].sort());

      // Two hours on, past the grace: the orphan goes, the recorded photo stays.
      const later = Date.now() + 2 * HOUR_MS;
      const old = await sweepOrphanPhotos(server.db, server.app.photoStore, HOUR_MS, later);
      expect(old).toEqual({ orphans: 1, incomplete: 0 });
      expect(await keysInBucket(prefix)).toEqual([recorded, foreign].sort());
    });
  });
}
