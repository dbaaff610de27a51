import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, hasRedisServer, type RedisServer, startRedisServer } from '../test/redis-server.ts';
import { LocalWindowCounter, SharedWindowCounter } from './window-counter.ts';

describe('counts in fixed windows, on one instance', () => {
  it('counts per key and starts again once the window has ended', async () => {
    let now = 1_000;
    const counter = new LocalWindowCounter(60_000, () => now);
    expect(await counter.hit('a')).toEqual({ count: 1, resetInMs: 60_000 });
    now += 20_000;
    expect(await counter.hit('a')).toEqual({ count: 2, resetInMs: 40_000 });
    expect(await counter.hit('b')).toEqual({ count: 1, resetInMs: 60_000 });
    now += 40_000;
    expect(await counter.hit('a')).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('holds a bounded number of keys, however many a caller makes up', async () => {
    let now = 0;
    const counter = new LocalWindowCounter(60_000, () => now);
    for (let i = 0; i < 60_000; i++) await counter.hit(`guess-${i}`);
    // The newest keys are still counted; the oldest made room.
    expect((await counter.hit('guess-59999')).count).toBe(2);
    expect((await counter.hit('guess-0')).count).toBe(1);
    now += 60_000;
    expect((await counter.hit('guess-59999')).count).toBe(1);
  });
});

const skipReason = hasRedisServer() ? null : 'redis-server is not installed (apt-get install redis-server)';
if (skipReason) console.warn(`shared window counter suite skipped: ${skipReason}`);

/** Two counters on one Redis stand for two server instances (DESIGN §2 several instances). */
describe.skipIf(skipReason)('counts in fixed windows, shared by several instances through Redis', () => {
  let redisServer: RedisServer | undefined;
  const connections: Redis[] = [];
  const connect = async (url: string, wait = true) => {
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    connections.push(redis);
    if (wait && redis.status !== 'ready') await once(redis, 'ready');
    return redis;
  };
  beforeAll(async () => {
    redisServer = await startRedisServer();
  });
  afterAll(async () => {
    for (const redis of connections) redis.disconnect();
    await redisServer?.stop();
  });

  it('adds the hits of every instance into one count, the window set by the first', async () => {
    const url = redisServer?.url ?? '';
    const a = new SharedWindowCounter(await connect(url), 'test:', 60_000);
    const b = new SharedWindowCounter(await connect(url), 'test:', 60_000);
    const counts = [await a.hit('link:1'), await b.hit('link:1'), await a.hit('link:1')];
    expect(counts.map((count) => count.count)).toEqual([1, 2, 3]);
    for (const count of counts) {
      expect(count.resetInMs).toBeGreaterThan(50_000);
      expect(count.resetInMs).toBeLessThanOrEqual(60_000);
    }
    expect((await b.hit('link:2')).count).toBe(1);
    expect(await connections[0]?.pttl('test:link:1')).toBeGreaterThan(50_000);
  });

  it('counts on each instance alone while Redis cannot answer, and says so once', async () => {
    const warnings: string[] = [];
    const nowhere = await connect(`redis://127.0.0.1:${await freePort()}`, false);
    const counter = new SharedWindowCounter(nowhere, 'test:', 60_000, {
      warn: (_object, message) => void warnings.push(message),
    });
    expect((await counter.hit('address:1')).count).toBe(1);
    expect((await counter.hit('address:1')).count).toBe(2);
    expect(warnings).toEqual(['shared counters unreachable: counting locally']);
  });
});
