import { Redis } from 'ioredis';
import { hasRedisServer, startRedisServer } from '../../apps/api/src/test/redis-server.ts';

export interface BenchRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * Redis for the "with Redis" figures (DESIGN §2 several instances): BENCH_REDIS_URL when given, else a
 * throwaway redis-server like the scale-out suite's, else none (the figures are left out, and the run says so).
 */
export async function benchRedis(): Promise<BenchRedis | null> {
  const given = process.env.BENCH_REDIS_URL;
  if (given) return { url: given, stop: async () => {} };
  if (!hasRedisServer()) return null;
  return startRedisServer();
}

/** Empties the bench's Redis between runs, so one run's counters never spend the next one's allowance. */
export async function flushRedis(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.flushall();
  } finally {
    client.disconnect();
  }
}
