import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { envelope, errorBody } from '../envelope.ts';

/** spec §7 error log; DESIGN §3: no token, size-capped, rate-limited, caller address from the request. */
const logBody = z.object({
  error: z.string().check(z.maxLength(2000)),
  message: z.string().check(z.maxLength(8000)),
  /** Accepted for compatibility with spec §7 and ignored: the server records the request's address. */
  ip_client: z.optional(z.string().check(z.maxLength(64))),
});

export const errorLog = endpoint({
  method: 'POST',
  path: '/elastic_search/log',
  auth: 'none',
  summary: 'Record an error the app met',
  body: logBody,
  responses: {
    202: envelope(z.object({ logged: z.literal(true) })),
    400: errorBody,
    413: errorBody,
    429: errorBody,
  },
});
