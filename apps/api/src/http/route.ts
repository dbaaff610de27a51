import { API_PREFIX, type EndpointDef } from '@installer/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { AppError } from '../answers/app-error.ts';
import type { JsonText } from '../answers/json-text.ts';
import { type AuthInstaller, authenticate, verifyIngestKey } from '../plugins/auth.ts';
import { type AuthCustomer, authenticateCustomer } from '../plugins/customer-auth.ts';
import type { WhenLimitsDown } from './rate-limit.ts';

type Out<T> = T extends z.core.$ZodType ? z.output<T> : undefined;

interface HandlerInput<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The signed-in installer on bearer routes; null elsewhere. */
  installer: E['auth'] extends 'bearer' ? AuthInstaller : null;
  /** The signed-in customer on customer routes (docs/decisions/0021-customer-space.md); null elsewhere. */
  customer: E['auth'] extends 'customer' ? AuthCustomer : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler answers a status of its endpoint with the body that status's schema describes, or with that
 * body already written as JSON text (sent as it is: docs/decisions/0005-hot-path.md).
 */
type HandlerResult<E extends EndpointDef> = {
  [S in keyof E['responses'] & number]: {
    status: S;
    body: z.output<E['responses'][S]> | JsonText<z.output<E['responses'][S]>>;
  };
}[keyof E['responses'] & number];

export type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => Promise<HandlerResult<E>>;

export interface RouteOptions {
  /**
   * Requests per minute for one caller: the signed-in installer on bearer routes, the client address
   * elsewhere (sign-in included: a caller could send a new made-up Authorization header with each guess).
   */
  rateLimit?: number;
  /**
   * While the shared counters are unreachable (REDIS_URL set, Redis down): `admit` (the default) lets
   * requests through uncounted, as a look-up refused for an outage stops every installer's work;
   * `refuse` answers 503, for a limit that guards a secret (sign-in: uncounted guesses are a hole).
   */
  whenLimitsDown?: WhenLimitsDown;
  /** Larger body limit than the global one, in bytes (photos). */
  bodyLimit?: number;
  /**
   * `false`: the answer is never compressed, for the hot polls whose answers are a few hundred bytes, under
   * the 1 KB from which the server compresses (app.ts): @fastify/compress's hooks would run on each of them
   * for nothing (docs/decisions/0020-hot-paths.md).
   */
  compress?: false;
  /**
   * `office`: only an office account may call it (docs/decisions/0022-office-jobs.md); any other signed-in
   * account answers 403 office_only, checked before the body is read. Bearer routes only.
   */
  role?: 'office';
}

/** Runs after authenticate: the signed-in account must hold the route's role. */
async function requireOffice(request: FastifyRequest): Promise<void> {
  if (request.installer?.role !== 'office') {
    throw new AppError(403, 'office_only', 'This call is for office accounts');
  }
}

/**
 * The caller a limit counts: on bearer routes the session's installer, whatever spelling of the
 * Authorization header carried the token and however many times the installer signed in.
 */
function limitKey(def: EndpointDef): (request: FastifyRequest) => string {
  if (def.auth === 'customer') {
    return (request) => {
      if (!request.customer) throw new Error(`rate limit ran before authentication on ${def.path}`);
      return `customer:${request.customer.id_customer}`;
    };
  }
  if (def.auth !== 'bearer') return (request) => `address:${request.ip}`;
  return (request) => {
    // The limiter runs after authenticate (see route() below); without an installer here the order broke.
    if (!request.installer) throw new Error(`rate limit ran before authentication on ${def.path}`);
    return `installer:${request.installer.id_installer}`;
  };
}

/**
 * Registers a contracts endpoint: its params, query, body and per-status response schemas, its auth, its
 * rate limit. Handlers stay a few lines: input in, `{status, body}` out (STYLE: thin routes).
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  def: E,
  // NoInfer: E comes from the endpoint alone, so the handler's `status: 200` stays a literal.
  handler: NoInfer<Handler<E>>,
  options: RouteOptions = {},
): void {
  const check = {
    bearer: authenticate,
    // A customer's token opens customer routes only, an installer's installer routes only (two tables).
    customer: authenticateCustomer,
    ingest: verifyIngestKey,
    none: undefined,
  }[def.auth];
  if (options.role && def.auth !== 'bearer')
    throw new Error(`a role on a route without sign-in: ${def.path}`);
  const onRequest = options.role && check ? [check, requireOffice] : check;
  app.route({
    method: def.method,
    url: API_PREFIX + def.path,
    schema: {
      summary: def.summary,
      tags: [def.path.split('/')[1] ?? 'api'],
      ...(def.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
      ...(def.auth === 'customer' ? { security: [{ customerBearer: [] }] } : {}),
      ...(def.auth === 'ingest' ? { security: [{ ingestKey: [] }] } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: def.responses,
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.compress === false ? { compress: false } : {}),
    // A route without a body has nothing to decompress: no Content-Encoding hook on it.
    ...(def.body ? {} : { decompress: false }),
    // DESIGN §3: the token (or ingest key) is checked in onRequest, before the body is read, so a caller
    // without one gets a plain 401: no validation details, and no body buffered (http/unread-body.ts).
    ...(onRequest ? { onRequest } : {}),
    // http/rate-limit.ts appends the limit's hook to the route's own onRequest hooks, so it runs after the
    // check above and counts the authenticated installer (limitKey).
    config: options.rateLimit
      ? {
          rateLimit: {
            max: options.rateLimit,
            keyOf: limitKey(def),
            whenLimitsDown: options.whenLimitsDown ?? 'admit',
          },
        }
      : {},
    // One promise, the handler's: no async wrapper awaiting it on every request (docs/decisions/0020-
    // hot-paths.md, fourth round). A handler that throws before its first await rejects all the same.
    handler: (request, reply) =>
      handler({
        params: request.params,
        query: request.query,
        body: request.body,
        installer: request.installer,
        customer: request.customer,
        request,
        reply,
      } as HandlerInput<E>).then((result) =>
        // The handler's type already ties each status to its body; Fastify's generic reply cannot see it.
        reply.status(result.status as number).send(result.body),
      ),
  });
}
