import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { api, errorBody } from '@installer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './db/database.ts';
import { CLAIM_LEASE_MS } from './services/idempotency.ts';
import { type ApiProcess, startApiProcess } from './test/api-process.ts';
import { type FreshDatabase, freshDatabase } from './test/databases.ts';
import { DEMO_INSTALLER, DEMO_PASSWORD, parseBody, type TestResponse } from './test/harness.ts';
import { addDevice, demoCustomerTankBody } from './test/installation-bodies.ts';
import { hasRedisServer, type RedisServer, startRedisServer } from './test/redis-server.ts';

/**
 * DESIGN §2 several instances, and docs/decisions/0003-idempotency-keys.md (claims die with their holder):
 * two real server processes on one PostgreSQL database and one Redis, 50 installations sent at once through
 * an imaginary load balancer that alternates between them, and one of the two killed with SIGKILL while its
 * share is in flight. Every installation the dead instance did not answer is retried on the survivor with
 * its Idempotency-Key, as the app's outbox does, and none waits more than 15 s after the death. Each device
 * ends up installed exactly once.
 */

const INSTALLATIONS = 50;
/** B is killed when it has answered this many of its share (about 25): most of the rest are in flight. */
const KILL_AFTER_ANSWERS = 5;
/** What the issue asks: no installer waits longer than this after an instance's death. */
const BLOCKED_BOUND_MS = 15_000;
/** A retry loop that gives up after this long has found a key blocked for good (the bound is far lower). */
const GIVE_UP_MS = 60_000;

const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set (several instances need PostgreSQL)'
  : hasRedisServer()
    ? null
    : 'redis-server is not installed (apt-get install redis-server)';
if (skipReason) console.warn(`fleet crash suite skipped: ${skipReason}`);

/** One installation of the round: its device, its key and body, and the instance it is first sent to. */
interface Call {
  deviceNumber: string;
  key: string;
  body: Awaited<ReturnType<typeof demoCustomerTankBody>>;
  via: ApiProcess;
}

describe.skipIf(skipReason)('one of two instances killed during concurrent installations', () => {
  let redis: RedisServer | undefined;
  let database: FreshDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  let files = '';
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await freshDatabase('postgres');
    files = mkdtempSync(path.join(tmpdir(), 'installer-fleet-crash-'));
    const env = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SEED_DEMO: '1',
      DEMO_EMIT: '0',
      INGEST_KEY: 'fleet-crash-ingest-key-0123',
      WEB_DIST: path.join(files, 'no-web'),
      LOG_LEVEL: 'warn',
      MAINTENANCE_INTERVAL_MINUTES: '0',
    };
    // One after the other: the second finds the database migrated and seeded.
    a = await startApiProcess('a', env, files);
    b = await startApiProcess('b', env, files);
    handle = createDatabase(database.url);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.kill()]);
    await handle?.destroy();
    await database?.drop();
    await redis?.stop();
    if (files) rmSync(files, { recursive: true, force: true });
  }, 60_000);

  it(`blocks no installation more than ${BLOCKED_BOUND_MS / 1000} s after a SIGKILL, and installs each once`, async () => {
    const db = handle?.db;
    if (!a || !b || !db) throw new Error('fleet not started');
    const survivor = a;
    const victim = b;
    const login = await survivor.request('POST', '/api/v1/auth/login', {
      body: { email: DEMO_INSTALLER, password: DEMO_PASSWORD },
    });
    const token = parseBody(api.login.responses[200], login).data.token;
    const me = parseBody(api.me.responses[200], await victim.request('GET', '/api/v1/auth/me', { token }));
    const calls: Call[] = [];
    for (let i = 0; i < INSTALLATIONS; i++) {
      const deviceNumber = `FLEET-${String(i).padStart(3, '0')}`;
      await addDevice(db, deviceNumber);
      calls.push({
        deviceNumber,
        key: randomUUID(),
        body: await demoCustomerTankBody(db, me.data.id_professional, deviceNumber),
        via: i % 2 === 0 ? survivor : victim,
      });
    }
    const install = (via: ApiProcess, call: Call): Promise<TestResponse> =>
      via.request('POST', '/api/v1/installation/device', {
        token,
        body: call.body,
        headers: { 'idempotency-key': call.key },
      });

    let killedAt = 0;
    let killed: Promise<void> | undefined;
    let answeredByVictim = 0;
    let deadClaims = 0;
    /** When each key got its 201, and how many 409 in-progress answers it met on the way. */
    const done = new Map<string, { at: number; inProgress: number }>();
    const failures: string[] = [];

    /** The app's outbox on the survivor: the same key until 201, waiting out each 409 in progress. */
    const retryOnSurvivor = async (call: Call) => {
      let inProgress = 0;
      const giveUpAt = Date.now() + GIVE_UP_MS;
      while (Date.now() < giveUpAt) {
        const res = await install(survivor, call);
        if (res.status === 201) {
          done.set(call.key, { at: Date.now(), inProgress });
          return;
        }
        const code = parseBody(errorBody, res).error.code;
        if (res.status !== 409 || code !== 'idempotency_in_progress') {
          failures.push(`${call.deviceNumber} retried: ${res.status} ${code}`);
          return;
        }
        inProgress += 1;
        // The answer's own Retry-After, as the outbox honours it.
        await delay(Number(res.headers.get('retry-after') ?? '2') * 1000);
      }
      failures.push(`${call.deviceNumber}: still refused after ${GIVE_UP_MS} ms`);
    };

    await Promise.all(
      calls.map(async (call) => {
        try {
          const res = await install(call.via, call);
          if (res.status === 201) done.set(call.key, { at: Date.now(), inProgress: 0 });
          else failures.push(`${call.deviceNumber}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
        } catch {
          // The connection died with the victim: retried on the survivor.
          await killed;
          await retryOnSurvivor(call);
        } finally {
          if (call.via === victim && ++answeredByVictim === KILL_AFTER_ANSWERS) {
            killedAt = Date.now();
            // What the victim left claimed and unanswered, read before any retry can take it over.
            killed = victim.kill().then(async () => {
              const left = await db
                .selectFrom('idempotency_keys')
                .select('idempotency_key')
                .where('response_body', 'is', null)
                .where('holder', 'like', `%:${victim.pid}:%`)
                .execute();
              deadClaims = left.length;
            });
          }
        }
      }),
    );
    await killed;
    expect(failures).toEqual([]);
    expect(killedAt).toBeGreaterThan(0);

    const rows = await db
      .selectFrom('installations')
      .innerJoin('devices', 'devices.id_device', 'installations.id_device')
      .select('devices.device_number')
      .where('devices.device_number', 'like', 'FLEET-%')
      .execute();
    expect(rows.map((row) => row.device_number).sort()).toEqual(
      calls.map((call) => call.deviceNumber).sort(),
    );

    const afterKill = calls
      .map((call) => ({ call, answer: done.get(call.key) }))
      .filter(({ answer }) => answer !== undefined && answer.at > killedAt);
    const waits = afterKill.map(({ answer }) => (answer?.at ?? 0) - killedAt);
    const longest = Math.max(0, ...waits);
    console.info(
      `fleet crash: ${INSTALLATIONS} installations, victim killed after ${KILL_AFTER_ANSWERS} answers, ` +
        `leaving ${deadClaims} keys claimed and unanswered; ${afterKill.length} answered after the kill, ` +
        `longest wait ${longest} ms (lease ${CLAIM_LEASE_MS} ms), ` +
        `${afterKill.reduce((n, { answer }) => n + (answer?.inProgress ?? 0), 0)} in-progress answers met`,
    );
    // The kill must have cut claims in flight, or this test proved nothing about taking them over.
    expect(deadClaims).toBeGreaterThan(0);
    expect(longest).toBeLessThanOrEqual(BLOCKED_BOUND_MS);
  }, 180_000);
});
