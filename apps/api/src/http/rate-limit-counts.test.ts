import { errorBody } from '@installer/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectRedis, disconnectRedis, untilConnected } from '../redis/connection.ts';
import { hasRedisServer, type RedisServer, startRedisServer } from '../test/redis-server.ts';
import { registerErrorHandler } from './error-handler.ts';
import { LIMIT_WINDOW_MS, leaseSize, registerRateLimit, type WhenLimitsDown } from './rate-limit.ts';

const quiet = { warn: () => {}, info: () => {} };

/** A server with one limited route, keyed on the `x-caller` header: the limiter alone, on a real Fastify. */
async function limitedServer(
  max: number,
  redis: Redis | null,
  whenLimitsDown: WhenLimitsDown = 'admit',
): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  registerRateLimit(app, redis);
  app.get(
    '/limited',
    {
      config: {
        rateLimit: { max, keyOf: (request) => String(request.headers['x-caller']), whenLimitsDown },
      },
    },
    async () => ({ data: 'ok' }),
  );
  await app.ready();
  return app;
}

const ask = (app: FastifyInstance, caller: string) =>
  app.inject({ method: 'GET', url: '/limited', headers: { 'x-caller': caller } });

/** DESIGN §3: a refusal is 429 rate_limited in the error format, with the seconds left in its window. */
function expectRefused(res: Awaited<ReturnType<typeof ask>>, atMostSeconds: number): void {
  expect(res.statusCode).toBe(429);
  expect(errorBody.parse(res.json()).error.code).toBe('rate_limited');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
}

describe('route limits on one instance (in memory)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 429 with Retry-After past the limit, per caller, and admits again in the next window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await limitedServer(3, null);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ask(app, 'a')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    vi.advanceTimersByTime(20_000);
    expectRefused(await ask(app, 'a'), 40);
    expect((await ask(app, 'b')).statusCode).toBe(200);
    vi.advanceTimersByTime(LIMIT_WINDOW_MS - 20_000);
    expect((await ask(app, 'a')).statusCode).toBe(200);
    await app.close();
  });

  it('counts HEAD with GET: the route Fastify adds for HEAD buys no second allowance', async () => {
    const app = await limitedServer(2, null);
    const head = () => app.inject({ method: 'HEAD', url: '/limited', headers: { 'x-caller': 'h' } });
    expect((await head()).statusCode).toBe(200);
    expect((await ask(app, 'h')).statusCode).toBe(200);
    expect((await head()).statusCode).toBe(429);
    expectRefused(await ask(app, 'h'), 60);
    await app.close();
  });
});

const skipReason = hasRedisServer() ? null : 'redis-server is not installed (apt-get install redis-server)';
if (skipReason) console.warn(`shared route limit suite skipped: ${skipReason}`);

/** Two servers on one Redis stand for two instances (DESIGN §2 several instances). */
describe.skipIf(skipReason)('route limits shared by several instances through Redis', () => {
  let redisServer: RedisServer | undefined;
  const connections: Redis[] = [];
  const apps: FastifyInstance[] = [];
  const instance = async (max: number, whenLimitsDown: WhenLimitsDown = 'admit') => {
    const redis = connectRedis(redisServer?.url ?? '', quiet);
    connections.push(redis);
    await untilConnected(redis);
    const app = await limitedServer(max, redis, whenLimitsDown);
    apps.push(app);
    return { app, redis };
  };

  beforeAll(async () => {
    redisServer = await startRedisServer();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const redis of connections) await disconnectRedis(redis);
    await redisServer?.stop();
  });

  it('counts a small limit exactly across instances: the 4th of 3 is 429 wherever it lands', async () => {
    const [a, b] = [await instance(3), await instance(3)];
    const statuses = [];
    for (const app of [a.app, b.app, a.app]) statuses.push((await ask(app, 'small')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    expectRefused(await ask(b.app, 'small'), 60);
    expectRefused(await ask(a.app, 'small'), 60);
  });

  it('never admits more than the limit over both instances, leasing a few counts at a time', async () => {
    const max = 120;
    const lease = leaseSize(max);
    expect(lease).toBeGreaterThan(1);
    const [a, b] = [await instance(max), await instance(max)];
    // Concurrent requests on both, as a busy installer's: leases taken at once are pooled, never doubled.
    const answers = await Promise.all(
      Array.from({ length: max + 30 }, (_, i) => ask(i % 2 === 0 ? a.app : b.app, 'busy')),
    );
    const admitted = answers.filter((res) => res.statusCode === 200).length;
    expect(admitted).toBeLessThanOrEqual(max);
    // What one instance leased and the other needed is the only loss: at most a lease less one.
    expect(admitted).toBeGreaterThanOrEqual(max - (lease - 1));
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) expectRefused(res, 60);
  });

  it('counts each caller on its own when the leases of many callers share one Redis call', async () => {
    const [a, b] = [await instance(3), await instance(3)];
    const scripts = async () => {
      const stats = String(await a.redis.info('commandstats'));
      return ['evalsha', 'eval'].reduce(
        (sum, name) => sum + Number(new RegExp(`cmdstat_${name}:calls=(\\d+)`).exec(stats)?.[1] ?? 0),
        0,
      );
    };
    const before = await scripts();
    const callers = Array.from({ length: 40 }, (_, i) => `crowd-${i}`);
    // Four requests per caller, on both instances, all at once: 160 leases of one count (a limit of 3).
    const answers = await Promise.all(
      callers.flatMap((caller) =>
        [a.app, b.app, a.app, b.app].map(async (app) => ({ caller, res: await ask(app, caller) })),
      ),
    );
    for (const caller of callers) {
      const own = answers.filter((answer) => answer.caller === caller);
      expect(own.filter(({ res }) => res.statusCode === 200)).toHaveLength(3);
      for (const { res } of own.filter(({ res }) => res.statusCode !== 200)) expectRefused(res, 60);
    }
    // The requests of one event-loop turn share one call: far fewer scripts ran than leases were taken.
    expect((await scripts()) - before).toBeLessThan(callers.length);
  });

  it('answers 503 with Retry-After while Redis is gone when the limit refuses then', async () => {
    const { app, redis } = await instance(1, 'refuse');
    expect((await ask(app, 'once')).statusCode).toBe(200);
    expectRefused(await ask(app, 'once'), 60);
    redis.disconnect();
    for (const caller of ['once', 'someone-else']) {
      const res = await ask(app, caller);
      expect(res.statusCode).toBe(503);
      expect(errorBody.parse(res.json()).error.code).toBe('service_unavailable');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('admits uncounted while Redis is gone when the limit says so', async () => {
    const { app, redis } = await instance(1, 'admit');
    redis.disconnect();
    for (let i = 0; i < 3; i++) expect((await ask(app, 'outage')).statusCode).toBe(200);
  });
});
