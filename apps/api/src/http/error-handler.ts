import type { ErrorBody, ErrorCode } from '@installer/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../answers/app-error.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';

/** Retry-After of a 503 while the database cannot answer: a restart or a failover takes seconds. */
export const DATABASE_RETRY_AFTER_S = 5;

function body(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/** Fastify's own client-error codes and what we answer for them. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_request'],
  FST_ERR_BAD_URL: [400, 'bad_request'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'bad_request'],
};

/**
 * DESIGN §3: one error handler. Every error becomes `{error: {code, message, details?}}` with the right
 * status; internals never leak; a 500 is logged as the bug it is.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // A 5xx answered for a fault below us (the photo store full or unavailable) is an operator's alarm.
      if (error.status >= 500 && error.cause !== undefined) {
        request.log.error({ err: error.cause }, error.message);
      }
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        in: error.validationContext,
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      return reply.status(400).send(body('validation_failed', 'The request is not valid', details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('internal', 'Internal server error'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send(body('service_unavailable', 'The database cannot be reached right now; try again shortly'));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send(body(known[1], error.message));
    if (error.statusCode === 429) {
      return reply.status(429).send(body('rate_limited', 'Too many requests, try again later'));
    }
    // Any other 4xx Fastify raises (malformed input of some kind) stays a client error.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('bad_request', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
