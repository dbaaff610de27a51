import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { api, errorBody } from '@installer/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../answers/app-error.ts';
import { describeEachDatabase, parseBody, type TestServer } from '../test/harness.ts';
import { describePhotoStore, listed } from '../test/photo-store-contract.ts';
import { startTestS3 } from '../test/s3-server.ts';
import type { PhotoStore } from './photo-store.ts';
import { S3PhotoStore, type S3PhotoStoreOptions } from './s3-photo-store.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const photoName = () => `${randomBytes(16).toString('hex')}.jpg`;

const s3 = await startTestS3();
afterAll(() => s3.stop());

/** A port nothing listens on: connections to it are refused, as to a stopped store. */
const closedPort = await (async () => {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
})();

/** The options an operator's S3_* and AWS_* variables give, for the s3rver on 127.0.0.1. */
const options = (overrides: Partial<S3PhotoStoreOptions> = {}): S3PhotoStoreOptions => ({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  forcePathStyle: true,
  region: 'us-east-1',
  credentials: { accessKeyId: s3.env.AWS_ACCESS_KEY_ID, secretAccessKey: s3.env.AWS_SECRET_ACCESS_KEY },
  ...overrides,
});

let buckets = 0;
// A page of 2 makes the seven photos of the listing test take four ListObjectsV2 calls.
describePhotoStore('S3, a bucket of its own', async () => {
  const bucket = `contract-${buckets++}`;
  await s3.client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    store: new S3PhotoStore(options({ bucket, pageSize: 2 })),
    read: async (key) => (await s3.read(key, bucket))?.bytes ?? null,
    cleanup: async () => undefined,
  };
});

let prefixes = 0;
describePhotoStore('S3, under S3_PREFIX in a shared bucket', async () => {
  const prefix = `prefixed/${prefixes++}/`;
  return {
    store: new S3PhotoStore(options({ prefix, pageSize: 2 })),
    read: async (key) => (await s3.read(prefix + key))?.bytes ?? null,
    cleanup: async () => undefined,
  };
});

describe('S3 driver', () => {
  it('stores the content type with the object', async () => {
    const store = new S3PhotoStore(options({ prefix: 'typed/' }));
    await store.put('1/a.png', Buffer.from(PNG, 'base64'), 'image/png');
    expect((await s3.read('typed/1/a.png'))?.contentType).toBe('image/png');
  });

  it('lists and deletes only under its prefix, never the rest of the bucket', async () => {
    const store = new S3PhotoStore(options({ prefix: 'mine/' }));
    const foreign = [`theirs/1/${photoName()}`, `mine-too-long/1/${photoName()}`];
    for (const key of foreign) await s3.plant(key);
    const own = `1/${photoName()}`;
    await store.put(own, Buffer.from('bytes'), 'image/jpeg');
    expect((await listed(store)).map((object) => object.key)).toEqual([own]);
    await store.delete(own);
    for (const key of foreign) expect(await s3.read(key)).not.toBeNull();
  });
});

/** How a call to the store failed: the AppError's status and code, or the bug it threw instead. */
async function faultOf(call: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw error;
  return { status: error.status, code: error.code };
}

/** Every operation the app and the sweep make, each expected to fail with the same fault. */
async function expectEveryCallFails(store: PhotoStore, status: number, code: string): Promise<void> {
  const unavailable = { status, code };
  expect(await faultOf(store.put(`1/${photoName()}`, Buffer.from('x'), 'image/jpeg'))).toEqual(unavailable);
  expect(await faultOf(store.delete(`1/${photoName()}`))).toEqual(unavailable);
  expect(await faultOf(listed(store))).toEqual(unavailable);
}

/** A server that answers every request with this status and S3 error code, as MinIO or Ceph would. */
async function answeringServer(status: number, code: string) {
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response
        .writeHead(status, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>refused</Message></Error>`,
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('S3 faults (DESIGN §3: 503 storage_unavailable or 507 storage_full, never 500)', () => {
  it('answers 503 when the endpoint is down', async () => {
    await expectEveryCallFails(
      new S3PhotoStore(options({ endpoint: `http://127.0.0.1:${closedPort}` })),
      503,
      'storage_unavailable',
    );
  });

  it('answers 503 when the bucket does not exist', async () => {
    await expectEveryCallFails(
      new S3PhotoStore(options({ bucket: 'no-such-bucket' })),
      503,
      'storage_unavailable',
    );
  });

  it('answers 503 when the access key is refused', async () => {
    // s3rver checks the key id (InvalidAccessKeyId), not SigV4 signatures; AccessDenied is below.
    const wrong = { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER' };
    await expectEveryCallFails(new S3PhotoStore(options({ credentials: wrong })), 503, 'storage_unavailable');
  });

  it('answers 503, within its timeouts, when the store accepts connections and never answers', async () => {
    const sockets = new Set<Socket>();
    const hung = createTcpServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    try {
      const store = new S3PhotoStore(
        options({
          endpoint: `http://127.0.0.1:${(hung.address() as AddressInfo).port}`,
          timeouts: { connectMs: 500, requestMs: 500 },
        }),
      );
      const started = Date.now();
      expect(await faultOf(store.put(`1/${photoName()}`, Buffer.from('x'), 'image/jpeg'))).toEqual({
        status: 503,
        code: 'storage_unavailable',
      });
      // Two attempts of half a second: far from the test's own limit, which is what would catch a hang.
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => hung.close(() => resolve()));
    }
  });

  it.each([
    [507, 'XMinioStorageFull', 507, 'storage_full'],
    [403, 'QuotaExceeded', 507, 'storage_full'],
    // Whatever the code, 507 Insufficient Storage is a refusal for space.
    [507, 'NotACodeWeKnow', 507, 'storage_full'],
    [500, 'InternalError', 503, 'storage_unavailable'],
    [503, 'SlowDown', 503, 'storage_unavailable'],
    [403, 'AccessDenied', 503, 'storage_unavailable'],
  ] as const)('answers a server refusal %i %s with %i %s', async (status, code, expected, expectedCode) => {
    const server = await answeringServer(status, code);
    try {
      const store = new S3PhotoStore(options({ endpoint: server.endpoint }));
      expect(await faultOf(store.put(`1/${photoName()}`, Buffer.from('x'), 'image/jpeg'))).toEqual({
        status: expected,
        code: expectedCode,
      });
    } finally {
      await server.close();
    }
  });
});

const upload = (server: TestServer, token: string) =>
  server.request('POST', '/api/v1/asset/device/10000001/image', { token, body: { base64_string: PNG } });

describeEachDatabase(
  'photos in S3 (S3_BUCKET)',
  (server) => {
    it('stores an upload in the bucket with its content type, and nothing on disk', async () => {
      const token = await server().login();
      const res = await upload(server(), token);
      expect(res.status).toBe(201);
      const { data } = parseBody(api.uploadImage.responses[201], res);
      const row = await server()
        .db.selectFrom('photos')
        .select(['id_device', 'file_name'])
        .where('id_photo', '=', data.id_photo)
        .executeTakeFirstOrThrow();
      const object = await s3.read(`${row.id_device}/${row.file_name}`);
      expect(object?.bytes.equals(Buffer.from(PNG, 'base64'))).toBe(true);
      expect(object?.contentType).toBe('image/png');
      expect(existsSync(server().config.uploadDir)).toBe(false);
    });
  },
  { env: s3.env },
);

for (const [fault, env] of [
  ['endpoint down', { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${closedPort}` }],
  ['no such bucket', { ...s3.env, S3_BUCKET: 'no-such-bucket' }],
] as const) {
  describeEachDatabase(
    `photos in S3, ${fault}`,
    (server) => {
      it('answers 503 storage_unavailable, records nothing, and writes nothing to disk', async () => {
        const token = await server().login();
        const res = await upload(server(), token);
        expect(res.status).toBe(503);
        expect(parseBody(errorBody, res).error.code).toBe('storage_unavailable');
        expect(await server().db.selectFrom('photos').select('id_photo').execute()).toEqual([]);
        expect(existsSync(server().config.uploadDir)).toBe(false);
      });
    },
    { env },
  );
}
