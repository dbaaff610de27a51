import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Events } from './events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    events: Events;
  }
}
