/**
 * @fastify/rate-limit's own Redis store (its `redis` option builds one), imported directly so that
 * http/rate-limit.ts can tell a store failure from an exceeded limit. The package declares no types for it.
 */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    nameSpace?: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
