import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Requests whose unread body is read to its end and dropped, so the connection outlives the answer. */
const discarding = new WeakSet<IncomingMessage>();

/**
 * A refusal given to a signed-in caller before a small body (a photo the app scaled, a few hundred KB): the
 * body is read and dropped, never kept, so that a client that writes its whole body before reading (most do)
 * gets the answer rather than a reset connection. A large body is never read this way.
 */
export function discardBody(request: FastifyRequest): void {
  discarding.add(request.raw);
  request.raw.resume();
}

/**
 * An answer given before the request's body has fully arrived (a 401 from onRequest, a 429, a 413) closes
 * the connection. Otherwise Node reads the rest of the body to keep the connection alive: a caller without
 * a token could make the server take in 13 MB photos it will never look at. Fastify closes the same way
 * after a body it refuses as too large.
 *
 * `closing()` also closes it: once the server is closing, the keep-alive socket of a request in flight ends
 * with its answer (app.ts). Both are one callback hook, not two (one of them async): every answer runs it
 * (docs/decisions/0020-hot-paths.md, second round).
 */
export function closeOnUnreadBody(app: FastifyInstance, closing: () => boolean): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing() || (!request.raw.complete && !discarding.has(request.raw))) {
      reply.header('connection', 'close');
    }
    done(null, payload);
  });
}
