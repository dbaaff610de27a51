import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { api, errorBody } from '@installer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.ts';
import { DATABASE_RETRY_AFTER_S } from '../http/error-handler.ts';
import {
  DEMO_INSTALLER,
  DEMO_PASSWORD,
  parseBody,
  startTestServer,
  type TestServer,
} from '../test/harness.ts';
import { demoCustomerTankBody } from '../test/installation-bodies.ts';
import { SqliteDatabase } from './sqlite-driver.ts';

/**
 * DESIGN §3, a 500 is always a bug: a database that cannot answer (stopped, restarting, locked) is no bug of
 * ours. Every request that needs it answers 503 `service_unavailable` with Retry-After, `/readyz` says the
 * database is unreachable, and the server serves again by itself once the database is back.
 */

const POSTGRES_SH = path.join(ROOT_DIR, '.ci/postgres.sh');

function postgresSh(...args: string[]): string {
  const run = spawnSync('bash', [POSTGRES_SH, ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`postgres.sh ${args.join(' ')} failed:\n${run.stderr}`);
  return run.stdout;
}

const expectUnavailable = (res: { status: number; headers: Headers; body: unknown }, what: string) => {
  expect(res.status, what).toBe(503);
  expect(parseBody(errorBody, res).error.code, what).toBe('service_unavailable');
  expect(res.headers.get('retry-after'), what).toBe(String(DATABASE_RETRY_AFTER_S));
};

const loginBody = { email: DEMO_INSTALLER, password: DEMO_PASSWORD };

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL stopped under a running server', () => {
  let cluster: { url: string; dir: string } | undefined;
  let server: TestServer;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // A cluster of this file's own: stopping the shared one would fail every other suite running meanwhile.
    const exports = postgresSh('start');
    const url = /TEST_DATABASE_URL=(\S+)/.exec(exports)?.[1];
    const dir = /PG_TEST_DIR=(\S+)/.exec(exports)?.[1];
    if (!url || !dir) throw new Error(`unexpected postgres.sh output: ${exports}`);
    cluster = { url, dir };
    const started = await startTestServer('postgres', { databaseUrl: url });
    server = started.server;
    stop = started.stop;
  }, 90_000);

  afterAll(async () => {
    await stop?.();
    if (cluster) postgresSh('stop', cluster.dir);
  }, 60_000);

  it('answers 503 with Retry-After while it is down, /readyz says so, and serves again once it is back', async () => {
    const token = await server.login();
    const me = parseBody(api.me.responses[200], await server.request('GET', '/api/v1/auth/me', { token }));
    const installation = await demoCustomerTankBody(server.db, me.data.id_professional, '10000002');
    expect((await server.request('GET', '/readyz')).status).toBe(200);

    postgresSh('halt', cluster?.dir ?? '');
    try {
      const ready = await server.request('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        error: { code: 'not_ready', details: { database: 'unreachable' } },
      });
      expect(ready.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_S));
      expectUnavailable(await server.request('POST', '/api/v1/auth/login', { body: loginBody }), 'sign-in');
      expectUnavailable(await server.request('GET', '/api/v1/installations', { token }), 'My installations');
      expectUnavailable(
        await server.request('POST', '/api/v1/installation/device', {
          token,
          body: installation,
          headers: { 'idempotency-key': 'outage-install' },
        }),
        'installation',
      );
    } finally {
      postgresSh('resume', cluster?.dir ?? '');
    }

    // The pool makes new connections by itself: no restart of the server.
    const deadline = Date.now() + 30_000;
    while ((await server.request('GET', '/readyz')).status !== 200) {
      if (Date.now() > deadline) throw new Error('still not ready 30 s after the database came back');
      // A restarted cluster has no readiness event to wait for: ask again shortly.
      await delay(200);
    }
    expect((await server.request('POST', '/api/v1/auth/login', { body: loginBody })).status).toBe(200);
    expect((await server.request('GET', '/api/v1/installations', { token })).status).toBe(200);
    // The installation refused during the outage goes through with the same key.
    const created = await server.request('POST', '/api/v1/installation/device', {
      token,
      body: installation,
      headers: { 'idempotency-key': 'outage-install' },
    });
    expect(created.status).toBe(201);
  }, 90_000);
});

describe('SQLite locked by another process past busy_timeout', () => {
  let server: TestServer;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const started = await startTestServer('sqlite');
    server = started.server;
    stop = started.stop;
  }, 60_000);
  afterAll(() => stop?.());

  it('answers a write 503 with Retry-After, and writes again once the lock is gone', async () => {
    const file = server.config.databaseUrl?.replace(/^sqlite:/, '') ?? '';
    const other = new SqliteDatabase(file);
    try {
      other.exec('BEGIN IMMEDIATE');
      // Signing in writes a session: it waits busy_timeout (5 s) for the other writer, then gives up.
      expectUnavailable(await server.request('POST', '/api/v1/auth/login', { body: loginBody }), 'sign-in');
      other.exec('ROLLBACK');
    } finally {
      other.close();
    }
    expect((await server.request('POST', '/api/v1/auth/login', { body: loginBody })).status).toBe(200);
  }, 30_000);
});
