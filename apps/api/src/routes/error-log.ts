import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { withoutTokens } from '../http/log-request.ts';
import { route } from '../http/route.ts';
import { insertErrorLog } from '../repositories/error-logs.ts';
import { pruneErrorLog } from '../services/error-log-retention.ts';

/** The contract allows 10,000 characters of text; this is that in UTF-8 and JSON, with a margin. */
const ERROR_LOG_BODY_LIMIT = 16 * 1024;

/**
 * The retention is enforced on the first insert and then every this many: the table stays within
 * `ERROR_LOG_MAX_ROWS` plus this many, at the cost of one prune per hundred reports.
 */
const PRUNE_EVERY = 100;

/**
 * spec §7 error log, DESIGN §3: no token (errors happen before sign-in), so the limit is per address,
 * the address from the request itself: the socket's, or behind proxies named by `TRUST_PROXY` the one
 * the outermost of them appended to X-Forwarded-For, never an entry the caller wrote.
 * The limit is keyed on the address only (http/route.ts limitKey), so no header a caller invents (an
 * Authorization it makes up for each call) buys a fresh allowance.
 */
export default async function errorLogRoutes(app: FastifyInstance): Promise<void> {
  let inserted = 0;
  route(
    app,
    api.errorLog,
    async ({ body, request }) => {
      const userAgent = request.headers['user-agent'];
      // body.ip_client is ignored on purpose: a caller cannot choose the address we record.
      // A failed call of the report page names its path, token included: the log keeps no report token.
      await insertErrorLog(app.db, {
        error: withoutTokens(body.error),
        message: withoutTokens(body.message),
        ip_address: request.ip,
        user_agent: userAgent ? userAgent.slice(0, 512) : null,
        created_at: new Date().toISOString(),
      });
      if (inserted++ % PRUNE_EVERY === 0) await pruneErrorLog(app.db, app.config.errorLogRetention);
      return { status: 202, body: { data: { logged: true } } };
    },
    { bodyLimit: ERROR_LOG_BODY_LIMIT, rateLimit: app.config.rateLimits.errorLog },
  );
}
