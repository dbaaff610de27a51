import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, type RedisServer, startRedisServer } from '../test/redis-server.ts';
import { connectRedis, disconnectRedis } from './connection.ts';
import { ACK_TIMEOUT_MS, LISTENING_MS, listenForSignOuts, type SignOuts } from './sign-outs.ts';

/**
 * DESIGN §2 several instances: a sign-out reaches every instance before it is answered, with no Redis command
 * on a request's path (docs/decisions/0017-sign-out-reaches-every-instance.md). Two "instances" here are two
 * listeners with their own connections in this process, on a throwaway Redis.
 */
const quiet = { warn: () => {}, error: () => {}, info: () => {} };
const WAIT = { timeout: 20_000, interval: 20 };

interface Instance {
  redis: Redis;
  signOuts: SignOuts;
  forgotten: string[];
  cleared: number;
}

function startInstance(url: string): Instance {
  const redis = connectRedis(url, quiet);
  const instance: Instance = { redis, forgotten: [], cleared: 0, signOuts: undefined as unknown as SignOuts };
  instance.signOuts = listenForSignOuts(redis, quiet, {
    forget: (tokenHash) => instance.forgotten.push(tokenHash),
    forgetAll: () => {
      instance.cleared++;
    },
  });
  return instance;
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  await instance?.signOuts.close();
  if (instance) await disconnectRedis(instance.redis);
}

describe.skipIf(!hasRedisServer())('sign-outs told to every instance through Redis pub/sub', () => {
  let server: RedisServer | undefined;
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(async () => {
    server = await startRedisServer();
    a = startInstance(server.url);
    b = startInstance(server.url);
  }, 60_000);

  afterAll(async () => {
    await stopInstance(a);
    await stopInstance(b);
    await server?.stop();
  });

  it('answers a sign-out only once every instance dropped the session', async () => {
    if (!a || !b) throw new Error('not started');
    const [first, second] = [a, b];
    await vi.waitFor(
      () => expect(first.signOuts.listening() && second.signOuts.listening()).toBe(true),
      WAIT,
    );
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      const hash = `hash-${i}`;
      const announcement = await first.signOuts.announce(hash);
      // By the time the sign-out can be answered, both have forgotten it: nothing left to race.
      expect(first.forgotten).toContain(hash);
      expect(second.forgotten).toContain(hash);
      expect(announcement).toMatchObject({ delivered: 2, acknowledged: 2 });
      waits.push(announcement.waitedMs);
    }
    waits.sort((x, y) => x - y);
    console.info(
      `sign-out acknowledged by 2 instances: median ${waits[10]?.toFixed(2)} ms, max ${waits[19]?.toFixed(2)} ms`,
    );
  });

  it('waits at most ACK_TIMEOUT_MS for an instance that does not acknowledge', async () => {
    if (!a || !server) throw new Error('not started');
    // An instance that is subscribed but never answers: a stalled process, as Redis sees it.
    const stalled = new Redis(server.url);
    await stalled.subscribe('installer:sign-outs');
    try {
      const started = performance.now();
      const announcement = await a.signOuts.announce('hash-stalled');
      expect(announcement).toMatchObject({ delivered: 3, acknowledged: 2 });
      expect(performance.now() - started).toBeGreaterThanOrEqual(ACK_TIMEOUT_MS - 5);
      expect(b?.forgotten).toContain('hash-stalled');
    } finally {
      stalled.disconnect();
    }
  });

  it('stops trusting the cache while its event loop could not hear Redis', () => {
    if (!a) throw new Error('not started');
    expect(a.signOuts.listening()).toBe(true);
    // Busy, not asleep: the event loop cannot read the subscription meanwhile, like a stalled instance.
    const until = performance.now() + LISTENING_MS + 50;
    while (performance.now() < until) {}
    expect(a.signOuts.listening()).toBe(false);
  });

  it('hears Redis again after a stall, then trusts the cache again', async () => {
    if (!a) throw new Error('not started');
    const instance = a;
    await vi.waitFor(() => expect(instance.signOuts.listening()).toBe(true), WAIT);
  });

  // Last: it stops Redis.
  it('with Redis gone, empties the cache, trusts it no more, and a sign-out says it was not told', async () => {
    if (!a || !b || !server) throw new Error('not started');
    const [first, second] = [a, b];
    const clearedBefore = second.cleared;
    await server.stop();
    await vi.waitFor(() => {
      expect(second.cleared).toBeGreaterThan(clearedBefore);
      expect(first.signOuts.listening()).toBe(false);
      expect(second.signOuts.listening()).toBe(false);
    }, WAIT);
    await expect(first.signOuts.announce('hash-no-redis')).rejects.toThrow();
  });
});
