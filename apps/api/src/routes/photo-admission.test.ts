import type { Socket } from 'node:net';
import { errorBody, PHOTO_MAX_BYTES } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from '../test/harness.ts';
import { openRequest, type RawResponse, rawRequest } from '../test/raw-http.ts';

/**
 * README, Photo uploads: an upload is admitted or refused from its headers and its session before its body is read.
 * A client sends the head of each upload and holds its body back: whatever the server answers then, it
 * answered without the body.
 */

/** A real 1 by 1 pixel PNG, and its upload body. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PNG_BODY = JSON.stringify({ base64_string: PNG });
/** What a 9.9 MB photo's body announces: about 13 MB of base64 in JSON. */
const BIG_BODY_LENGTH = 13 * 1024 * 1024;

const errorOf = (res: RawResponse) => errorBody.parse(JSON.parse(res.body)).error;

/** The head of an upload whose body is held back until `send`. */
function upload(
  server: TestServer,
  token: string,
  deviceNumber: string,
  contentLength = PNG_BODY.length,
  key?: string,
) {
  return openRequest(server.baseUrl, {
    method: 'POST',
    path: `/api/v1/asset/device/${deviceNumber}/image`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    contentLength,
  });
}

/** A JPEG of exactly `size` bytes, as base64: the magic bytes, then filler. */
const jpegOfSize = (size: number): string => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.toString('base64');
};

/** The sockets the server accepts while `work` runs, to read how much of each body it took in. */
async function serverSockets<T>(
  server: TestServer,
  work: () => Promise<T>,
): Promise<{ result: T; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const track = (socket: Socket) => sockets.push(socket);
  server.app.server.on('connection', track);
  try {
    return { result: await work(), sockets };
  } finally {
    server.app.server.off('connection', track);
  }
}

/** The highest resident set size seen while `work` runs, above the one before it. */
async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

describeEachDatabase(
  'photo uploads refused before their body (quota spent)',
  (server) => {
    let token = '';
    const fullHour = JSON.stringify({ base64_string: jpegOfSize(PHOTO_MAX_BYTES) });
    let stored: unknown;
    beforeAll(async () => {
      token = await server().login();
      // The whole hour's quota in one photo of the largest size.
      const full = await rawRequest(server().baseUrl, {
        method: 'POST',
        path: '/api/v1/asset/device/10000001/image',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'the-hour',
        },
        body: fullHour,
      });
      expect(full.status).toBe(201);
      stored = JSON.parse(full.body);
    });

    it('answers 32 uploads at once 429 without reading their bodies, and closes their connections', async () => {
      const { result, sockets } = await serverSockets(server(), () =>
        peakRssGrowth(() =>
          Promise.all(
            Array.from({ length: 32 }, () => upload(server(), token, '10000002', BIG_BODY_LENGTH).answer),
          ),
        ),
      );
      for (const res of result.result) {
        expect(res.status).toBe(429);
        const error = errorOf(res);
        expect(error.code).toBe('rate_limited');
        expect((error.details as { retry_after_seconds: number }).retry_after_seconds).toBeGreaterThan(3000);
        expect(res.headers.connection).toBe('close');
      }
      expect(sockets).toHaveLength(32);
      // Nothing of the bodies was sent: the server answered from the heads alone.
      for (const socket of sockets) expect(socket.bytesRead).toBeLessThan(1024);
      // Measured before: 760 MB for 32 refused uploads whose bodies were read.
      expect(result.growth).toBeLessThan(50 * 2 ** 20);
    });

    it('answers a small refused upload once its body arrived, on a connection that stays open', async () => {
      const small = JSON.stringify({ base64_string: PNG });
      const res = await rawRequest(server().baseUrl, {
        method: 'POST',
        path: '/api/v1/asset/device/10000002/image',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: small,
      });
      expect(res.status).toBe(429);
      expect(errorOf(res).code).toBe('rate_limited');
      // Read and dropped, not kept: the client that wrote it all gets its answer, not a reset.
      expect(res.headers.connection).not.toBe('close');
    });

    it('still replays a photo it stored, whatever the quota: a known key is let through to its body', async () => {
      const small = upload(server(), token, '10000002');
      expect((await small.answer).status).toBe(429);
      small.close();
      // The outbox resending the hour's photo after a lost answer gets that answer, not a refusal.
      const replay = upload(server(), token, '10000001', fullHour.length, 'the-hour');
      await replay.send(fullHour);
      const res = await replay.answer;
      expect(res.status).toBe(201);
      expect(JSON.parse(res.body)).toEqual(stored);
    });
  },
  { env: { PHOTO_QUOTA_MB_PER_HOUR: '10' } },
);

describeEachDatabase(
  'photo uploads refused before their body (device)',
  (server) => {
    it("answers 404 for a device not the installer's, and 409 for a device at its cap, before the body", async () => {
      const token = await server().login();
      for (const number of ['20000001', '99999999']) {
        const res = await upload(server(), token, number, BIG_BODY_LENGTH).answer;
        expect(res.status).toBe(404);
        expect(errorOf(res).code).toBe('device_not_found');
      }
      const big = await upload(server(), token, '10000001', 30 * 1024 * 1024).answer;
      expect(big.status).toBe(413);
      expect(errorOf(big).code).toBe('payload_too_large');
      const malformed = await upload(server(), token, 'bad!number', BIG_BODY_LENGTH).answer;
      expect(malformed.status).toBe(400);
      expect(errorOf(malformed).details).toEqual([
        expect.objectContaining({ in: 'params', path: 'device_number' }),
      ]);
      for (let i = 0; i < 2; i++) {
        const stored = await server().request('POST', '/api/v1/asset/device/10000244/image', {
          token,
          body: { base64_string: PNG },
        });
        expect(stored.status).toBe(201);
      }
      const full = await upload(server(), token, '10000244', BIG_BODY_LENGTH).answer;
      expect(full.status).toBe(409);
      expect(errorOf(full)).toMatchObject({ code: 'photo_limit_reached', details: { max_photos: 2 } });
    });
  },
  { env: { PHOTO_MAX_PER_DEVICE: '2' } },
);

describeEachDatabase('photo uploads of one installer, a few at a time', (server) => {
  it('reads 2 bodies at once, keeps 8 waiting unread, and refuses the next at once (429)', async () => {
    const token = await server().login();
    const uploads = Array.from({ length: 11 }, () => upload(server(), token, '10000002'));
    // Without any body sent, only the upload beyond the 2 admitted and the 8 waiting can be answered.
    const first = await Promise.race(
      uploads.map((each, index) => each.answer.then((res) => ({ res, index }))),
    );
    expect(first.res.status).toBe(429);
    const error = errorOf(first.res);
    expect(error).toMatchObject({ code: 'rate_limited', details: { retry_after_seconds: 5 } });
    expect(first.res.headers['retry-after']).toBe('5');
    // A small body is read and dropped once it comes (the client sees the answer, not a reset).
    await uploads[first.index]?.send(PNG_BODY);
    uploads[first.index]?.close();
    // The others take their turns as their bodies arrive.
    const rest = uploads.filter((_, index) => index !== first.index);
    await Promise.all(rest.map((each) => each.send(PNG_BODY)));
    const answers = await Promise.all(rest.map((each) => each.answer));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
  });

  it('gives a turn back when its client goes, before or after being admitted', async () => {
    const token = await server().login();
    const admitted = [upload(server(), token, '10000001'), upload(server(), token, '10000001')];
    const waiting = Array.from({ length: 8 }, () => upload(server(), token, '10000001'));
    // Two admitted clients and three waiting ones give up.
    for (const each of [...admitted, ...waiting.slice(0, 3)]) each.close();
    // Their turns and places are free again: five more wait without refusal, and all of them get through.
    const more = Array.from({ length: 5 }, () => upload(server(), token, '10000001'));
    const live = [...waiting.slice(3), ...more];
    await Promise.all(live.map((each) => each.send(PNG_BODY)));
    const answers = await Promise.all(live.map((each) => each.answer));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
  });

  it('keeps memory to the uploads in flight: 32 uploads of 9.9 MB at once with one token', async () => {
    const token = await server().login();
    const { result, growth } = await peakRssGrowth(() =>
      Promise.all(
        Array.from({ length: 32 }, () =>
          rawRequest(server().baseUrl, {
            method: 'POST',
            path: '/api/v1/asset/device/10000230/image',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            // "/9j/" is a JPEG's first bytes in base64; the rest decodes to zeros: about 9.75 MB each.
            stream: { prefix: '{"base64_string":"/9j/', size: 13 * 1024 * 1024, suffix: '"}' },
          }),
        ),
      ),
    );
    const statuses = result.map((res) => res.status);
    // Two read at once, eight waiting, the rest told to come back later.
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(22);
    // Measured before: 1,000 MB for 32 such uploads read at once. Two in flight decode about 20 MB.
    console.info(
      `32 uploads of 9.75 MB at once, one token: peak RSS growth ${Math.round(growth / 2 ** 20)} MB`,
    );
    expect(growth).toBeLessThan(150 * 2 ** 20);
  }, 120_000);
});
