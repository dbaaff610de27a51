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
  }
}
