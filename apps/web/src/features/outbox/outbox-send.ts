import {
  createInstallation,
  type EndpointDef,
  externalConfig,
  reportJobNotDoable,
  sendInvitation,
  swapDevice,
  updateInstallation,
  uploadImage,
} from '@installer/contracts';
import { type CallInput, callApi } from '../../lib/api/client.ts';
import type { OutboxItem } from './outbox-item.ts';
import { type OutboxRequest, requestOf, SEND_TIMEOUT_MS } from './outbox-request.ts';

/**
 * The calls the outbox sends, by the name its requests carry (outbox-request.ts). Named one by one rather than
 * looked up in the whole `api`: the outbox loads with every screen, and the other endpoints' schemas need not.
 */
const SENT: Record<OutboxRequest['endpoint'], EndpointDef> = {
  createInstallation,
  updateInstallation,
  externalConfig,
  uploadImage,
  sendInvitation,
  swapDevice,
  reportJobNotDoable,
};

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
  // requestOf pairs each endpoint with its own params and body; the generic client cannot see that pairing.
  return (await callApi(SENT[endpoint] as EndpointDef, input as CallInput<EndpointDef>)).data;
}
