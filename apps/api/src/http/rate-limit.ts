import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../answers/app-error.ts';
import { windowLeases } from '../redis/window-leases.ts';
import { LocalWindowCounter } from '../services/window-counter.ts';

/**
 * What a limit does while its counters cannot be read (Redis unreachable, DESIGN §2 several instances):
 * `refuse` answers 503 service_unavailable, `admit` lets the request through uncounted. Each limit chooses
 * (http/route.ts RouteOptions); without Redis the counters are in memory and never fail.
 */
export type WhenLimitsDown = 'refuse' | 'admit';

/** A route's limit (http/route.ts): `max` requests per minute for each caller `keyOf` names. */
interface RouteLimit {
  max: number;
  keyOf: (request: FastifyRequest) => string;
  whenLimitsDown: WhenLimitsDown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteLimit;
  }
}

/** Every limit counts per minute, in fixed windows started by a caller's first request. */
export const LIMIT_WINDOW_MS = 60_000;

/** Redis keys of the counters: the route and the caller's key follow. */
const NAMESPACE = 'installer:rate-limit:';

const RETRY_AFTER_SECONDS = 5;

/** Leases held at most in memory: past it, ended ones go first, then the oldest (their counts are lost). */
const MAX_LEASES = 50_000;

/** The answer for one request: admitted, or refused until the caller's window ends. */
interface Verdict {
  admitted: boolean;
  resetInMs: number;
}

/** A verdict at once (counts in memory) or once Redis answered (a lease to take). */
interface Counter {
  take(key: string): Verdict | Promise<Verdict>;
}

/**
 * Without Redis: one instance's counts in memory (services/window-counter.ts), exact, and answered at once:
 * no promise on each limited request (docs/decisions/0020-hot-paths.md, fourth round).
 */
function localCounter(max: number): Counter {
  const windows = new LocalWindowCounter(LIMIT_WINDOW_MS);
  return {
    take(key) {
      const { count, resetInMs } = windows.count(key);
      return { admitted: count <= max, resetInMs };
    },
  };
}

/**
 * How many counts one round trip takes for an instance (docs/decisions/0020-hot-paths.md): a few for a
 * large limit (the look-up limit, 120 a minute: 4), one for a small one (sign-in, 10: exact).
 */
export function leaseSize(max: number): number {
  return Math.max(1, Math.floor(max / 30));
}

type TakeLease = ReturnType<typeof windowLeases>;

/**
 * DESIGN §2 several instances: counts in Redis shared by every instance, taken `lease` at a time
 * (docs/decisions/0020-hot-paths.md). A request spends a count this instance already leased in the current
 * window, or takes a new lease in one round trip one EVALSHA for all the leases the requests of an event-loop turn need:
 * redis/window-leases.ts); a caller's concurrent requests share that round trip. Redis never leases
 * past `max` counts a window, so all instances together admit at most `max`; the cost is the other way:
 * counts an instance leased and did not spend are lost with its window, so a caller spreading requests over
 * N instances may be refused after max - (N - 1) x (lease - 1) of them. A Redis failure rejects: the
 * limit's `whenLimitsDown` decides.
 */
function sharedCounter(takeLeaseOf: TakeLease, route: string, max: number): Counter {
  const lease = leaseSize(max);
  /** Counts leased and not spent yet, until the end of their window. */
  const leases = new Map<string, { left: number; endsAt: number }>();
  const keep = (key: string, left: number, endsAt: number) => {
    leases.delete(key);
    if (leases.size >= MAX_LEASES) {
      // Every window lasts as long and a new lease is added last: the first ones end first.
      const now = Date.now();
      for (const [oldKey, held] of leases) {
        if (held.endsAt > now && leases.size < MAX_LEASES) break;
        leases.delete(oldKey);
      }
    }
    leases.set(key, { left, endsAt });
  };
  /** Leases being taken: a caller's concurrent requests wait for the one round trip under way. */
  const taking = new Map<string, Promise<Verdict>>();
  const takeLease = async (key: string) => {
    const { count, ttlMs } = await takeLeaseOf(NAMESPACE + route + key, lease);
    const usable = Math.max(0, Math.min(lease, max - (count - lease)));
    keep(key, usable, Date.now() + ttlMs);
    return { admitted: usable > 0, resetInMs: ttlMs };
  };
  return {
    async take(key) {
      for (;;) {
        const now = Date.now();
        const held = leases.get(key);
        if (held && held.endsAt > now && held.left > 0) {
          held.left -= 1;
          return { admitted: true, resetInMs: held.endsAt - now };
        }
        const pending = taking.get(key);
        if (pending) {
          // Another request of this caller is taking a lease: spend from it once it comes, else ask again.
          await pending;
          continue;
        }
        const taken = takeLease(key).finally(() => taking.delete(key));
        taking.set(key, taken);
        const verdict = await taken;
        if (!verdict.admitted) return verdict;
        // This request spends the first count of its lease.
        const mine = leases.get(key);
        if (mine) mine.left -= 1;
        return verdict;
      }
    },
  };
}

const limitsDown = (cause: unknown) =>
  new AppError(
    503,
    'service_unavailable',
    'The server cannot check its limits now, try again shortly',
    undefined,
    {
      cause,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    },
  );

/** The refusal a verdict calls for (429 rate_limited with Retry-After, DESIGN §3), or undefined. */
function refusalOf(verdict: Verdict): AppError | undefined {
  if (verdict.admitted) return undefined;
  return new AppError(429, 'rate_limited', 'Too many requests, try again later', undefined, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(verdict.resetInMs / 1000))) },
  });
}

/**
 * The onRequest hook of one route's limit. A callback hook: without Redis the verdict is known at once
 * and the request goes on in the same turn; with Redis it goes on when the lease comes back.
 */
function limitHook(counter: Counter, limit: RouteLimit): onRequestHookHandler {
  const whenDown = (error: unknown) => (limit.whenLimitsDown === 'refuse' ? limitsDown(error) : undefined);
  return (request, _reply, done) => {
    let verdict: Verdict | Promise<Verdict>;
    try {
      verdict = counter.take(limit.keyOf(request));
    } catch (error) {
      // keyOf throws when the limit ran before authentication: a bug of ours (500), not an outage.
      done(error as Error);
      return;
    }
    if (verdict instanceof Promise) {
      verdict.then(
        (taken) => done(refusalOf(taken)),
        (error: unknown) => done(whenDown(error)),
      );
    } else {
      done(refusalOf(verdict));
    }
  };
}

/**
 * The per-route limits of http/route.ts (`config.rateLimit`): counters in Redis when the server has one,
 * so N instances behind a load balancer allow what one does; in memory otherwise. Each limit's hook is
 * appended to the route's own onRequest hooks, after its authentication, so a limit on a bearer route
 * counts the signed-in installer. Replaces @fastify/rate-limit, whose per-request work (an LRU of 5,000
 * keys that forgot counts past it, three X-RateLimit headers on every answer) was about 5% of a device
 * check's CPU, with a Redis round trip on each with REDIS_URL (docs/decisions/0020-hot-paths.md).
 */
export function registerRateLimit(app: FastifyInstance, redis: Redis | null): void {
  const shared = redis ? windowLeases(redis, LIMIT_WINDOW_MS) : null;
  const counters = new Map<string, Counter>();
  app.addHook('onRoute', (routeOptions) => {
    const limit = routeOptions.config?.rateLimit;
    if (!limit) return;
    // Fastify answers HEAD on every GET route through a route of its own: both count against one allowance.
    const methods = [routeOptions.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
    const route = `${methods.join(',')}:${routeOptions.url}:`;
    let counter = counters.get(route);
    if (!counter) {
      counter = shared ? sharedCounter(shared, route, limit.max) : localCounter(limit.max);
      counters.set(route, counter);
    }
    const hook = limitHook(counter, limit);
    const own = routeOptions.onRequest;
    routeOptions.onRequest = own ? [...(Array.isArray(own) ? own : [own]), hook] : [hook];
  });
}
