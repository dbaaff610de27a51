import { readdirSync } from 'node:fs';
import path from 'node:path';
import { api, errorBody } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, OTHER_INSTALLER, parseBody, type TestServer } from '../test/harness.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const MB = 1024 * 1024;

const upload = (server: TestServer, token: string, deviceNumber: string, base64: string, headers = {}) =>
  server.request('POST', `/api/v1/asset/device/${deviceNumber}/image`, {
    token,
    body: { base64_string: base64 },
    headers,
  });

/** A JPEG of exactly `size` bytes: the magic bytes, then filler. */
const jpegOfSize = (size: number): string => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.toString('base64');
};

async function filesOf(server: TestServer, deviceNumber: string): Promise<string[]> {
  const { id_device } = await server.db
    .selectFrom('devices')
    .select('id_device')
    .where('device_number', '=', deviceNumber)
    .executeTakeFirstOrThrow();
  try {
    return readdirSync(path.join(server.config.uploadDir, String(id_device)));
  } catch {
    return [];
  }
}

describeEachDatabase(
  'photo cap per device (PHOTO_MAX_PER_DEVICE)',
  (server) => {
    let token = '';
    beforeAll(async () => {
      token = await server().login();
    });

    it('answers 409 photo_limit_reached past the cap, still replays a known key, other devices unaffected', async () => {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await upload(server(), token, '10000001', PNG, { 'idempotency-key': `cap-${i}` })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 201]);
      const refused = await upload(server(), token, '10000001', PNG);
      expect(refused.status).toBe(409);
      expect(parseBody(errorBody, refused).error).toMatchObject({
        code: 'photo_limit_reached',
        details: { max_photos: 3 },
      });
      // The outbox resending a photo the server already holds gets its answer, not a refusal.
      const replay = await upload(server(), token, '10000001', PNG, { 'idempotency-key': 'cap-1' });
      expect(replay.status).toBe(201);
      expect(await filesOf(server(), '10000001')).toHaveLength(3);
      expect((await upload(server(), token, '10000002', PNG)).status).toBe(201);
    });

    it('lets no parallel burst past the cap', async () => {
      const burst = await Promise.all(
        Array.from({ length: 8 }, () => upload(server(), token, '10000244', PNG)),
      );
      const statuses = burst.map((res) => res.status).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      expect(await filesOf(server(), '10000244')).toHaveLength(3);
    });
  },
  { env: { PHOTO_MAX_PER_DEVICE: '3' } },
);

describeEachDatabase(
  'photo bytes per hour per installer (PHOTO_QUOTA_MB_PER_HOUR)',
  (server) => {
    it('answers 429 rate_limited once an installer stored the hourly bytes; another installer still uploads', async () => {
      const token = await server().login();
      const first = await upload(server(), token, '10000001', jpegOfSize(6 * MB));
      expect(first.status).toBe(201);
      const second = await upload(server(), token, '10000002', jpegOfSize(6 * MB));
      expect(second.status).toBe(429);
      const { error } = parseBody(errorBody, second);
      expect(error.code).toBe('rate_limited');
      const retryAfter = (error.details as { retry_after_seconds: number }).retry_after_seconds;
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await filesOf(server(), '10000002')).toEqual([]);
      // Small photos still fit in what is left of the hour.
      expect((await upload(server(), token, '10000002', PNG)).status).toBe(201);
      const other = await server().login(OTHER_INSTALLER);
      expect((await upload(server(), other, '20000001', jpegOfSize(6 * MB))).status).toBe(201);
    });

    it('declares its refusals in the contract', () => {
      for (const status of [409, 429, 503, 507] as const)
        expect(api.uploadImage.responses[status]).toBe(errorBody);
    });
  },
  { env: { PHOTO_QUOTA_MB_PER_HOUR: '10' } },
);

describeEachDatabase(
  'photo bytes per hour, parallel burst',
  (server) => {
    it('counts a parallel burst as a whole: four 4 MB photos at once, only two fit in 10 MB', async () => {
      const token = await server().login();
      const burst = await Promise.all(
        Array.from({ length: 4 }, () => upload(server(), token, '10000230', jpegOfSize(4 * MB))),
      );
      expect(burst.map((res) => res.status).sort()).toEqual([201, 201, 429, 429]);
      expect(await filesOf(server(), '10000230')).toHaveLength(2);
    });
  },
  { env: { PHOTO_QUOTA_MB_PER_HOUR: '10' } },
);
