import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { compilable, preparedQuery } from '../db/prepared-query.ts';
import { DATABASE_RETRY_AFTER_S } from '../http/error-handler.ts';

/** A database that does not answer `select 1` in this long is as good as unreachable to a load balancer. */
const READY_TIMEOUT_MS = 5_000;

/**
 * `select 1` as a prepared read, which on PostgreSQL takes a connection of the prepared reads' own pool
 * (docs/decisions/0032-prepared-reads-planned-generic.md): a pooler that refuses that pool's startup parameter
 * leaves the main pool working and every signed-in call failing, so readiness checks both.
 */
const preparedPing = preparedQuery((db: Db) => compilable(db, sql<{ one: number }>`select 1 as one`));

/** DESIGN §3 Health: process up, and database reachable (both PostgreSQL pools). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.all([sql`select 1`.execute(app.db), preparedPing.first(app.db)]),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)),
            READY_TIMEOUT_MS,
          );
        }),
      ]);
      return { status: 'ready' };
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({
          error: {
            code: 'not_ready',
            message: 'The database is unreachable',
            details: { database: 'unreachable' },
          },
        });
    } finally {
      clearTimeout(timer);
    }
  });
}
