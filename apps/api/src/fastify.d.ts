import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Events } from './events.ts';
import type { PhotoStore } from './storage/photo-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    events: Events;
    photoStore: PhotoStore;
    /** The `REDIS_URL` connection shared by every instance; null for a single instance. */
    redis: Redis | null;
  }
}
