import { API_PREFIX, type EndpointDef, type ErrorBody, fillPath } from '@installer/contracts';
import { ApiError } from './api-error.ts';

/**
 * What goes over the wire for a contract call (the request, the answer, the error log), shared by the app's API client (client.ts) and the service
 * worker's outbox sender (features/outbox/outbox-worker.ts), which cannot use that client.
 */

/** Path plus query, under API_PREFIX. */
export function apiPath(
  endpoint: Pick<EndpointDef, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const path = API_PREFIX + fillPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** An answer's JSON body, or undefined when it has none or it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * DESIGN §3's error body (contracts `errorBody`), checked by hand: the service worker's outbox sender uses
 * this too, and one zod schema would bring all of zod into sw.js (about 27 KB gzip, and an eval probe).
 */
function isErrorBody(json: unknown): json is ErrorBody {
  const error = (json as { error?: unknown } | null)?.error as Record<string, unknown> | null | undefined;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.code === 'string' &&
    typeof error.message === 'string'
  );
}

/** The ApiError of a failed answer: from DESIGN §3's error body when it is one, from the status otherwise. */
export function errorOfAnswer(status: number, json: unknown): ApiError {
  return isErrorBody(json)
    ? new ApiError(status, json.error.code, json.error.message, json.error.details)
    : new ApiError(status, null, `HTTP ${status}`);
}

/** spec §7: which failures of a call are posted to the error log (client.ts, the outbox's requests). */
export type LogRule = 'every-failure' | 'no-answer-only';

/**
 * Whether a failure is posted to the error log (spec §7): not an answer the caller named as expected (a
 * spec answer it shows), not an answer under the 'no-answer-only' rule, and not a failure without an answer
 * while offline (the log could not leave the phone either; the app shows the connection, the outbox waits).
 */
export function isLogged(
  error: ApiError,
  { log = 'every-failure', expected = [] }: { log?: LogRule; expected?: readonly number[] },
): boolean {
  if (log === 'no-answer-only' && error.status !== 0) return false;
  if (expected.includes(error.status)) return false;
  return !(error.status === 0 && !navigator.onLine);
}

/**
 * Posts a failed call to the error log at `logUrl` (spec §7; DESIGN §3: no token, the server records the
 * caller's address itself). Fire and forget: nowhere is left to report a failure of the log itself.
 */
export function postErrorLog(logUrl: URL, method: string, path: string, error: ApiError): void {
  const body = {
    error: `${method} ${path.split('?')[0]} -> ${error.status || 'no answer'} ${error.code ?? ''}`.trim(),
    message: error.message.slice(0, 8000),
  };
  fetch(logUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
