import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { api, errorBody } from '@installer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './db/database.ts';
import { INSTALLERS } from './db/demo/accounts.ts';
import { type ApiProcess, startApiProcess } from './test/api-process.ts';
import { type FreshDatabase, freshDatabase } from './test/databases.ts';
import {
  DEMO_INSTALLER,
  DEMO_PASSWORD,
  OTHER_INSTALLER,
  parseBody,
  type TestResponse,
} from './test/harness.ts';
import { demoCustomerTankBody } from './test/installation-bodies.ts';
import { hasRedisServer, type RedisServer, startRedisServer } from './test/redis-server.ts';

/**
 * DESIGN §2 several instances: two real server processes (main.ts, as `npm start` runs it) started at the
 * same moment on one empty PostgreSQL database and one Redis, behind an imaginary load balancer that
 * alternates between them. Whatever instance a request reaches, the answer is the one a single instance
 * would give.
 */

const LOGIN_LIMIT = 10;
const LOOKUP_LIMIT = 6;
const READY_TIMEOUT_MS = 90_000;
const INGEST_KEY = 'scale-out-ingest-key-0123';

const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set (several instances need PostgreSQL)'
  : hasRedisServer()
    ? null
    : 'redis-server is not installed (apt-get install redis-server)';
if (skipReason) console.warn(`scale-out suite skipped: ${skipReason}`);

describe.skipIf(skipReason)('several instances on one PostgreSQL database and one Redis (DESIGN §2)', () => {
  let redis: RedisServer | undefined;
  let database: FreshDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  let files = '';
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  /** The load balancer's turn: request i goes to A when i is even, to B when odd. */
  const instance = (i: number): ApiProcess => {
    const chosen = i % 2 === 0 ? a : b;
    if (!chosen) throw new Error('instances not started');
    return chosen;
  };
  /** Each test signs in from its own client address, as the proxy reports it (TRUST_PROXY). */
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const signIn = async (via: ApiProcess, email: string, address: string): Promise<string> => {
    const res = await via.request('POST', '/api/v1/auth/login', {
      body: { email, password: DEMO_PASSWORD },
      headers: from(address),
    });
    return parseBody(api.login.responses[200], res).data.token;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await freshDatabase('postgres');
    files = mkdtempSync(path.join(tmpdir(), 'installer-scale-out-'));
    const env = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SEED_DEMO: '1',
      DEMO_EMIT: '0',
      INGEST_KEY,
      WEB_DIST: path.join(files, 'no-web'),
      LOG_LEVEL: 'warn',
      MAINTENANCE_INTERVAL_MINUTES: '0',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
      RATE_LIMIT_LOOKUP: String(LOOKUP_LIMIT),
    };
    // At the same moment, on the empty database: both migrate and seed, or wait for the other to.
    const started = await Promise.allSettled([
      startApiProcess('a', env, files),
      startApiProcess('b', env, files),
    ]);
    const [startedA, startedB] = started;
    if (startedA?.status === 'fulfilled') a = startedA.value;
    if (startedB?.status === 'fulfilled') b = startedB.value;
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    handle = createDatabase(database.url);
  }, 3 * READY_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.destroy();
    await database?.drop();
    await redis?.stop();
    if (files) rmSync(files, { recursive: true, force: true });
  }, 60_000);

  it('brings both instances up on the empty database, migrated and seeded once', async () => {
    for (const via of [instance(0), instance(1)]) {
      expect((await via.request('GET', '/readyz')).status).toBe(200);
    }
    const installers = await handle?.db.selectFrom('installers').select('email').execute();
    // Seeded once: each demo account once (a second seed would have doubled them or failed).
    expect(installers?.map((row) => row.email).sort()).toEqual(INSTALLERS.map((i) => i.email).sort());
    expect(installers?.map((row) => row.email)).toEqual(
      expect.arrayContaining([DEMO_INSTALLER, OTHER_INSTALLER]),
    );
  });

  it(`counts sign-in attempts across instances: the ${LOGIN_LIMIT + 1}th overall is 429`, async () => {
    const attempt = (i: number) =>
      instance(i).request('POST', '/api/v1/auth/login', {
        body: { email: DEMO_INSTALLER, password: 'not-the-password' },
        headers: from('198.51.100.7'),
      });
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await attempt(i)).status, `attempt ${i + 1}`).toBe(401);
    const refused = await attempt(LOGIN_LIMIT);
    expect(refused.status).toBe(429);
    expect(parseBody(errorBody, refused).error.code).toBe('rate_limited');
    // The right password is refused too, on the other instance as well: the allowance is spent.
    const right = await instance(LOGIN_LIMIT + 1).request('POST', '/api/v1/auth/login', {
      body: { email: DEMO_INSTALLER, password: DEMO_PASSWORD },
      headers: from('198.51.100.7'),
    });
    expect(right.status).toBe(429);
  });

  it('refuses a token signed out on A at the very next request on B', async () => {
    const token = await signIn(instance(0), DEMO_INSTALLER, '198.51.100.8');
    // Both instances know the session now (B holds it in its session cache).
    for (const i of [0, 1, 1])
      expect((await instance(i).request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
    const started = performance.now();
    expect((await instance(0).request('POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    console.info(`sign-out acknowledged by both instances in ${Math.round(performance.now() - started)} ms`);
    const onB = await instance(1).request('GET', '/api/v1/auth/me', { token });
    expect(onB.status).toBe(401);
    expect(parseBody(errorBody, onB).error.code).toBe('unauthorized');
    expect((await instance(0).request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
  });

  it("refuses it on B after B stalled through the sign-out, B's cache notwithstanding", async () => {
    // docs/decisions/0017-sign-out-reaches-every-instance.md: B does not acknowledge while stopped, so the
    // sign-out is answered after its time-out; B must not serve the session from its cache when it resumes.
    const token = await signIn(instance(0), DEMO_INSTALLER, '198.51.100.13');
    for (const i of [1, 1])
      expect((await instance(i).request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
    process.kill(instance(1).pid, 'SIGSTOP');
    let signedOut: TestResponse;
    const started = performance.now();
    try {
      signedOut = await instance(0).request('POST', '/api/v1/auth/logout', { token });
    } finally {
      process.kill(instance(1).pid, 'SIGCONT');
    }
    console.info(`sign-out with B stopped answered in ${Math.round(performance.now() - started)} ms`);
    expect(signedOut.status).toBe(200);
    expect((await instance(1).request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
  });

  it('creates one installation for the same Idempotency-Key sent to A and B at once', async () => {
    const token = await signIn(instance(0), DEMO_INSTALLER, '198.51.100.9');
    const me = parseBody(
      api.me.responses[200],
      await instance(1).request('GET', '/api/v1/auth/me', { token }),
    );
    const db = handle?.db;
    if (!db) throw new Error('database not open');
    const body = await demoCustomerTankBody(db, me.data.id_professional, '10000002');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        instance(i).request('POST', '/api/v1/installation/device', {
          token,
          body,
          headers: { 'idempotency-key': 'scale-out-install' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const first = parseBody(api.createInstallation.responses[201], answers[0] as TestResponse);
    for (const answer of answers) expect(answer.body).toEqual(first);
    const rows = await db
      .selectFrom('installations')
      .select('id_installation')
      .where('id_device', '=', first.data.id_device)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it(`counts look-ups across instances: the ${LOOKUP_LIMIT + 1}th of one installer is 429`, async () => {
    // The other installer: no other test spends its look-up allowance.
    const token = await signIn(instance(1), OTHER_INSTALLER, '198.51.100.10');
    const lookUp = (i: number) =>
      instance(i).request('GET', '/api/v1/device/20000001/is_installable', { token });
    for (let i = 0; i < LOOKUP_LIMIT; i++) expect((await lookUp(i)).status, `look-up ${i + 1}`).toBe(200);
    const refused = await lookUp(LOOKUP_LIMIT);
    expect(refused.status).toBe(429);
    expect(parseBody(errorBody, refused).error.code).toBe('rate_limited');
  });

  // Last: it stops Redis.
  it('with Redis gone, refuses sign-in (503) and keeps answering signed-in installers', async () => {
    const token = await signIn(instance(0), OTHER_INSTALLER, '198.51.100.11');
    await redis?.stop();
    for (const i of [0, 1]) {
      const res = await instance(i).request('POST', '/api/v1/auth/login', {
        body: { email: DEMO_INSTALLER, password: DEMO_PASSWORD },
        headers: from('198.51.100.12'),
      });
      expect(res.status).toBe(503);
      expect(parseBody(errorBody, res).error.code).toBe('service_unavailable');
      // The look-up allowance the previous test spent cannot be read: admitted uncounted.
      const lookUp = await instance(i).request('GET', '/api/v1/device/20000001/is_installable', { token });
      expect(lookUp.status).toBe(200);
    }
    expect((await instance(1).request('POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    expect((await instance(0).request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
  });
});
