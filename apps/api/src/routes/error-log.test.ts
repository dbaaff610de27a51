import { api, errorBody } from '@installer/contracts';
import { expect, it } from 'vitest';
import { describeEachDatabase, parseBody, type TestServer } from '../test/harness.ts';

const LOG = '/api/v1/elastic_search/log';

const lastLog = (server: TestServer) =>
  server.db.selectFrom('error_logs').selectAll().orderBy('id_error_log', 'desc').executeTakeFirstOrThrow();

describeEachDatabase('error log', (server) => {
  it('records the error with the caller address from the request, not from the body, without a token', async () => {
    const res = await server().request('POST', LOG, {
      body: { error: 'TypeError', message: 'Failed to fetch /api/v1/module/4', ip_client: '198.51.100.23' },
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile',
        'x-forwarded-for': '203.0.113.9',
      },
    });
    expect(res.status).toBe(202);
    expect(parseBody(api.errorLog.responses[202], res).data).toEqual({ logged: true });
    const row = await lastLog(server());
    expect(row).toMatchObject({
      error: 'TypeError',
      message: 'Failed to fetch /api/v1/module/4',
      // Without TRUST_PROXY neither the body nor X-Forwarded-For chooses the recorded address.
      ip_address: '127.0.0.1',
      user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile',
    });
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
  });

  it('keeps no handover report token of a failed report call (docs/decisions/0008-report-links.md)', async () => {
    const token = 'Zq3v8nB1xK0-_pL5mW2rT7yU9cE4hJ6dA1sF3gH5jK8';
    const res = await server().request('POST', LOG, {
      body: { error: `GET /api/v1/report/${token} -> 404 not_found`, message: `at /report/${token}?lang=fr` },
    });
    expect(res.status).toBe(202);
    const row = await lastLog(server());
    expect(row).toMatchObject({
      error: 'GET /api/v1/report/[token] -> 404 not_found',
      message: 'at /report/[token]?lang=fr',
    });
  });

  it('answers 413 above its size cap and 400 for fields longer than the contract allows', async () => {
    const huge = await server().request('POST', LOG, { body: { error: 'E', message: '€'.repeat(8000) } });
    expect(huge.status).toBe(413);
    expect(parseBody(errorBody, huge).error.code).toBe('payload_too_large');
    const long = await server().request('POST', LOG, { body: { error: 'E', message: 'x'.repeat(8001) } });
    expect(long.status).toBe(400);
    expect(parseBody(errorBody, long).error.code).toBe('validation_failed');
    const missing = await server().request('POST', LOG, { body: { message: 'no error field' } });
    expect(missing.status).toBe(400);
  });
});

describeEachDatabase(
  'error log rate limit',
  (server) => {
    it('answers 429 after the limit per address, whatever Authorization header a caller makes up', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await server().request('POST', LOG, {
          body: { error: 'E', message: `attempt ${i}` },
          headers: { authorization: `Bearer made-up-token-number-${i}-xxxxxxxxxxxx` },
        });
        statuses.push(res.status);
        if (res.status === 429) expect(parseBody(errorBody, res).error.code).toBe('rate_limited');
      }
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      const rows = await server().db.selectFrom('error_logs').select('id_error_log').execute();
      expect(rows).toHaveLength(3);
    });
  },
  { rateLimits: { errorLog: 3 } },
);

describeEachDatabase(
  'error log behind a trusted proxy (TRUST_PROXY)',
  (server) => {
    it('records the client address the proxy forwards, and limits per that address', async () => {
      const post = (address: string) =>
        server().request('POST', LOG, {
          body: { error: 'E', message: 'offline', ip_client: '10.0.0.1' },
          headers: { 'x-forwarded-for': address },
        });
      expect((await post('203.0.113.7')).status).toBe(202);
      expect((await lastLog(server())).ip_address).toBe('203.0.113.7');
      expect((await post('203.0.113.7')).status).toBe(202);
      expect((await post('203.0.113.7')).status).toBe(429);
      // Another phone behind the same proxy has its own allowance.
      expect((await post('198.51.100.4')).status).toBe(202);
      expect((await lastLog(server())).ip_address).toBe('198.51.100.4');
    });
  },
  { env: { TRUST_PROXY: '1' }, rateLimits: { errorLog: 2 } },
);
