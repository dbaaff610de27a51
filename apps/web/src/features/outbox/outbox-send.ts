import { type CallInputOf, callApi } from '../../lib/api/client.ts';
import type { OutboxItem } from './outbox-item.ts';
import { requestOf, SEND_TIMEOUT_MS } from './outbox-request.ts';

/**
 * The signal of one send: abandoned after SEND_TIMEOUT_MS (a dying signal), or at once when its outbox is
 * closed. A browser without AbortSignal.any (Safari before 17.4) keeps the timeout alone.
 */
function sendSignal(closed: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([timeout, closed]) : timeout;
}

/**
 * Sends one item as its spec §7 call, through the app's API client; answers its data, or throws ApiError
 * (or the abort's reason once `closed` is aborted).
 */
export async function sendItem(item: OutboxItem, closed: AbortSignal): Promise<unknown> {
  if (closed.aborted) throw closed.reason;
  const { endpoint, params, body, log } = requestOf(item);
  // Which failures are logged depends on the call (outbox-request.ts FAILURES_LOGGED, spec §7).
  const input = { headers: { 'Idempotency-Key': item.key }, signal: sendSignal(closed), log, params, body };
  // requestOf pairs each endpoint with its own params and body, and each answers `{ data }` on its 2xx; the
  // client's types, given the union of the outbox's endpoints, cannot see that pairing.
  const answer = (await callApi(endpoint, input as CallInputOf<typeof endpoint>)) as { data: unknown };
  return answer.data;
}
