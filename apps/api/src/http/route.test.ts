import type { Socket } from 'node:net';
import { API_PREFIX, errorBody } from '@installer/contracts';
import { expect, it } from 'vitest';
import { DEMO_INSTALLER, describeEachDatabase, OTHER_INSTALLER, TEST_INGEST_KEY } from '../test/harness.ts';
import { type RawRequest, type RawResponse, rawRequest } from '../test/raw-http.ts';

const IS_INSTALLABLE = `${API_PREFIX}/device/10000001/is_installable`;
const BY_SERIAL = `${API_PREFIX}/device/SN-BEE-0001/sigfox_number_by_serial_number`;
const INSTALL = `${API_PREFIX}/installation/device`;
const INGEST = `${API_PREFIX}/ingest/emissions`;
const UPLOAD = `${API_PREFIX}/asset/device/10000001/image`;

const LOOKUP_LIMIT = 4;

const errorOf = (res: RawResponse) => errorBody.parse(JSON.parse(res.body)).error;

describeEachDatabase(
  'per-installer rate limits',
  (server) => {
    const get = (path: string, authorization: string) =>
      rawRequest(server().baseUrl, { method: 'GET', path, headers: { authorization } });

    it('counts every spelling of the Authorization header against one allowance', async () => {
      const token = await server().login();
      const spellings = [`Bearer ${token}`, `Bearer  ${token}`, `Bearer\t${token}`, `bearer ${token}`];
      const statuses: number[] = [];
      for (const authorization of [...spellings, `Bearer ${token}`]) {
        statuses.push((await get(IS_INSTALLABLE, authorization)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });

    it('counts per installer: signing in again buys nothing, another installer has its own', async () => {
      const tokens = [];
      for (let i = 0; i <= LOOKUP_LIMIT; i++) tokens.push(await server().login(DEMO_INSTALLER));
      const statuses: number[] = [];
      for (const token of tokens) statuses.push((await get(BY_SERIAL, `Bearer ${token}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      const other = await server().login(OTHER_INSTALLER);
      // The demo serial is not the other professional's: 404, and not the demo installer's 429.
      expect((await get(BY_SERIAL, `Bearer ${other}`)).status).toBe(404);
    });
  },
  { rateLimits: { lookup: LOOKUP_LIMIT } },
);

/** A photo upload the size the operator measured: valid JSON of about 13 MB. */
const bigUpload = (headers: Record<string, string>): RawRequest => ({
  method: 'POST',
  path: UPLOAD,
  headers: { 'content-type': 'application/json', ...headers },
  stream: { prefix: '{"base64_string":"', size: 13 * 1024 * 1024, suffix: '"}' },
});

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

describeEachDatabase('authentication before the body', (server) => {
  const post = (path: string, headers: Record<string, string>, body: string) =>
    rawRequest(server().baseUrl, {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('answers 401 with no validation details to a body it did not parse, on bearer and ingest routes', async () => {
    for (const [path, headers] of [
      [INSTALL, {}],
      [INSTALL, { authorization: 'Bearer not-a-real-token-000000000000' }],
      [UPLOAD, {}],
      [INGEST, {}],
      [INGEST, { 'x-ingest-key': 'wrong-ingest-key-0000000000' }],
    ] as const) {
      for (const body of ['{"malformed', '{}', '{"device_number": 42}']) {
        const res = await post(path, headers, body);
        expect(res.status, `${path} ${body}`).toBe(401);
        const error = errorOf(res);
        expect(error.code).toBe('unauthorized');
        expect(error).not.toHaveProperty('details');
      }
    }
  });

  it('parses and validates the body once the caller is authenticated', async () => {
    const token = await server().login();
    const malformed = await post(INSTALL, { authorization: `Bearer ${token}` }, '{"malformed');
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).code).toBe('bad_request');
    const invalid = await post(INGEST, { 'x-ingest-key': TEST_INGEST_KEY }, '{}');
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid).code).toBe('validation_failed');
  });

  it('refuses 16 unauthenticated 13 MB uploads at once without reading them into memory', async () => {
    const sockets: Socket[] = [];
    const track = (socket: Socket) => sockets.push(socket);
    server().app.server.on('connection', track);
    try {
      const { result, growth } = await peakRssGrowth(() =>
        Promise.all(Array.from({ length: 16 }, () => rawRequest(server().baseUrl, bigUpload({})))),
      );
      for (const res of result) {
        expect(res.status).toBe(401);
        expect(errorOf(res)).toEqual({ code: 'unauthorized', message: 'Sign in required' });
        // The rest of the body is refused: the connection closes instead of reading it to the end.
        expect(res.headers.connection).toBe('close');
      }
      expect(sockets).toHaveLength(16);
      // The server read the request heads and a little of each body (Node's first reads), not 13 MB each.
      for (const socket of sockets) expect(socket.bytesRead).toBeLessThan(2 ** 20);
      // Measured: about 450 MB when the body was read and validated before the token was checked.
      expect(growth).toBeLessThan(100 * 2 ** 20);
    } finally {
      server().app.server.off('connection', track);
    }
  });
});
