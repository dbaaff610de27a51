import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DATABASE_RETRY_AFTER_S } from '../http/error-handler.ts';

/** A database that does not answer `select 1` in this long is as good as unreachable to a load balancer. */
const READY_TIMEOUT_MS = 5_000;

/** DESIGN §3 Health: process up, and database reachable. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(app.db),
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
