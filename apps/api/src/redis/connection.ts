import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A command Redis has not answered by then fails: every caller has a fallback or an answer for a Redis
 * that cannot be reached (http/rate-limit.ts, plugins/auth.ts, services/token-bucket.ts), and a request
 * waiting on it longer would only hold the installer's screen. Generous for a loaded machine.
 */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * The connection to the `REDIS_URL` server shared by every instance (DESIGN §2 several instances).
 * While Redis is unreachable a command fails at once instead of waiting in a queue for a reconnection,
 * so each caller's fallback applies without delaying the request; ioredis keeps reconnecting in the
 * background and the shared state is used again as soon as Redis answers. The outage is logged once,
 * and its end once. `untilConnected` lets the server start listening only once the first attempt is over.
 */
export function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: COMMAND_TIMEOUT_MS,
    // Commands issued in the same event-loop turn (the look-up limit's leases of concurrent requests,
    // http/rate-limit.ts) leave in one write and come back in one read: one system call for many requests
    // (docs/decisions/0020-hot-paths.md). Each command still gets its own answer, in order.
    enableAutoPipelining: true,
    // The retry delay grows to 2 s: a Redis coming back is used again within seconds.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error }, 'Redis unreachable: limits and sessions use their fallbacks until it answers');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('Redis reachable again');
  });
  return redis;
}

/** Resolves when the first connection attempt is over, whether Redis answered or not. */
export function untilConnected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** Closes the connection at once: nothing waits on a Redis that may be gone when the server stops. */
export async function disconnectRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  // QUIT waits for the answers in flight; a Redis that is down would hold the close until its timeout.
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
