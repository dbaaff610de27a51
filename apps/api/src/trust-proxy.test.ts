import { API_PREFIX, errorBody } from '@installer/contracts';
import { expect, it } from 'vitest';
import { DEMO_INSTALLER, describeEachDatabase, type TestServer } from './test/harness.ts';
import { rawRequest } from './test/raw-http.ts';

/**
 * DESIGN §2 TRUST_PROXY over real sockets, with X-Forwarded-For written by hand: the client address is
 * the one the outermost trusted proxy appended (the rightmost untrusted entry), never the leftmost entry a
 * client writes itself. It keys the sign-in limit and is what the error log records.
 */

const LOGIN_LIMIT = 3;

const wrongPassword = (server: TestServer, forwardedFor: string) =>
  rawRequest(server.baseUrl, {
    method: 'POST',
    path: `${API_PREFIX}/auth/login`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: DEMO_INSTALLER, password: 'wrong-password' }),
  });

const logError = async (server: TestServer, forwardedFor: string): Promise<string> => {
  const res = await rawRequest(server.baseUrl, {
    method: 'POST',
    path: `${API_PREFIX}/elastic_search/log`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ error: 'TypeError', message: 'Failed to fetch', ip_client: '192.0.2.1' }),
  });
  expect(res.status).toBe(202);
  const row = await server.db
    .selectFrom('error_logs')
    .select('ip_address')
    .orderBy('id_error_log', 'desc')
    .executeTakeFirstOrThrow();
  return row.ip_address;
};

/** Ten wrong passwords, each with a different forged leftmost address before `appended`. */
async function forgedSignIns(server: TestServer, appended: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await wrongPassword(server, `198.51.100.${i}, ${appended(i)}`);
    if (res.status === 429) expect(errorBody.parse(JSON.parse(res.body)).error.code).toBe('rate_limited');
    statuses.push(res.status);
  }
  return statuses;
}

const LIMITED = [401, 401, 401, 429, 429, 429, 429, 429, 429, 429];

describeEachDatabase(
  'TRUST_PROXY=1: one reverse proxy appends the client address',
  (server) => {
    it('limits sign-in per appended address, whatever leftmost addresses a client forges', async () => {
      expect(await forgedSignIns(server(), () => '203.0.113.10')).toEqual(LIMITED);
      // Another client behind the same proxy keeps its own allowance.
      expect((await wrongPassword(server(), '198.51.100.1, 203.0.113.11')).status).toBe(401);
    });

    it('records the appended address in the error log, not a forged one nor the body', async () => {
      expect(await logError(server(), '198.51.100.66, 203.0.113.7')).toBe('203.0.113.7');
    });
  },
  { env: { TRUST_PROXY: '1' }, rateLimits: { login: LOGIN_LIMIT } },
);

describeEachDatabase(
  'TRUST_PROXY=2: a load balancer, then a reverse proxy',
  (server) => {
    it('takes the address the outer proxy appended, skipping the inner proxy', async () => {
      expect(await forgedSignIns(server(), () => '203.0.113.20, 10.0.0.2')).toEqual(LIMITED);
      expect(await logError(server(), '198.51.100.66, 203.0.113.21, 10.0.0.2')).toBe('203.0.113.21');
    });
  },
  { env: { TRUST_PROXY: '2' }, rateLimits: { login: LOGIN_LIMIT } },
);

describeEachDatabase(
  "TRUST_PROXY as the proxies' addresses",
  (server) => {
    it('skips every listed proxy and takes the address the outermost one appended', async () => {
      // The test client connects from 127.0.0.1, a listed proxy; 10.1.2.3 is another one (10.0.0.0/8).
      expect(await forgedSignIns(server(), (i) => `203.0.113.30, 10.1.2.${i}`)).toEqual(LIMITED);
      expect(await logError(server(), '198.51.100.66, 203.0.113.31, 10.1.2.3')).toBe('203.0.113.31');
    });
  },
  { env: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }, rateLimits: { login: LOGIN_LIMIT } },
);

describeEachDatabase(
  'TRUST_PROXY naming other proxies than the caller',
  (server) => {
    it('believes no X-Forwarded-For from a caller that is not a listed proxy', async () => {
      expect(await forgedSignIns(server(), (i) => `203.0.113.${40 + i}`)).toEqual(LIMITED);
      expect(await logError(server(), '203.0.113.41')).toBe('127.0.0.1');
    });
  },
  { env: { TRUST_PROXY: '10.0.0.0/8' }, rateLimits: { login: LOGIN_LIMIT } },
);

describeEachDatabase(
  'TRUST_PROXY unset',
  (server) => {
    it('believes no X-Forwarded-For at all', async () => {
      expect(await forgedSignIns(server(), (i) => `203.0.113.${50 + i}`)).toEqual(LIMITED);
      expect(await logError(server(), '203.0.113.51')).toBe('127.0.0.1');
    });
  },
  { rateLimits: { login: LOGIN_LIMIT } },
);
