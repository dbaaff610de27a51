import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** DESIGN §3 Health: process up, and database reachable. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ready' };
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      return reply.status(503).send({ error: { code: 'not_ready', message: 'Database not reachable' } });
    }
  });
}
