import type { FastifyInstance } from 'fastify';

/**
 * An answer given before the request's body has fully arrived (a 401 from onRequest, a 429, a 413) closes
 * the connection. Otherwise Node reads the rest of the body to keep the connection alive: a caller without
 * a token could make the server take in 13 MB photos it will never look at. Fastify closes the same way
 * after a body it refuses as too large.
 */
export function closeOnUnreadBody(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}
