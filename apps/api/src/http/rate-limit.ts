import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../answers/app-error.ts';

/**
 * What a limit does while its counters cannot be read (Redis unreachable, DESIGN §2 several instances):
 * `refuse` answers 503 service_unavailable, `admit` lets the request through uncounted. Each limit chooses
 * (http/route.ts RouteOptions); without Redis the counters are in memory and never fail.
 */
export type WhenLimitsDown = 'refuse' | 'admit';

/** Redis keys of the counters; the store appends the route and the caller's key (http/route.ts). */
const NAMESPACE = 'installer:rate-limit:';

const RETRY_AFTER_SECONDS = 5;

/** @fastify/rate-limit's Redis store, whose failures become a DESIGN §3 503 instead of a 500. */
class SharedCounters implements FastifyRateLimitStore {
  constructor(private readonly inner: FastifyRateLimitStore) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
    this.inner.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        callback(
          new AppError(
            503,
            'service_unavailable',
            'The server cannot check its limits now, try again shortly',
            undefined,
            {
              cause: error,
              headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
            },
          ),
        );
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedCounters(this.inner.child(routeOptions));
  }
}

function sharedCountersOn(redis: Redis): FastifyRateLimitStoreCtor {
  return class extends SharedCounters {
    constructor() {
      super(new RedisStore(false, false, redis, NAMESPACE));
    }
  };
}

/**
 * Registers @fastify/rate-limit for the per-route limits of http/route.ts: counters in Redis when the
 * server has one, so N instances behind a load balancer allow what one does; in memory otherwise.
 * By default a limit admits while Redis is down (the plugin's skipOnError): a look-up refused for an
 * outage would stop every installer's work, and the error log's table stays capped by its retention
 * (ERROR_LOG_MAX_ROWS). Limits that guard a secret or our mail sender refuse instead (http/route.ts).
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { store: sharedCountersOn(redis) } : {}),
  });
}
