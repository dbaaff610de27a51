import { API_PREFIX, type EndpointDef, type ErrorBody, fillPath } from '@installer/contracts';
import { ApiError } from './api-error.ts';

/**
 * What goes over the wire for a contract call, shared by the app's API client (client.ts) and the service
 * worker's outbox sender (features/outbox/outbox-worker.ts), which cannot use that client.
 */

/** Path plus query, under API_PREFIX. */
export function apiPath(endpoint: EndpointDef, input: { params?: unknown; query?: unknown } = {}): string {
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
