import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Events } from './events.ts';
import type { SignOuts } from './redis/sign-outs.ts';
import type { Geocoder } from './services/geocoder.ts';
import type { PhotoStore } from './storage/photo-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    events: Events;
    photoStore: PhotoStore;
    /**
     * The geocoding proxy (DESIGN §2): the geo routes, and installations made offline whose address the
     * server geocodes, share its cache and its upstream allowance.
     */
    geocoder: Geocoder;
    /** The `REDIS_URL` connection shared by every instance; null for a single instance. */
    redis: Redis | null;
    /** Sign-outs told to every instance through `redis` (redis/sign-outs.ts); null for a single instance. */
    signOuts: SignOuts | null;
  }
}
