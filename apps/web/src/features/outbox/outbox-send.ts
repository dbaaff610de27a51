import {
  createInstallation,
  type EndpointDef,
  externalConfig,
  sendInvitation,
  uploadImage,
} from '@installer/contracts';
import { type CallInput, callApi } from '../../lib/api/client.ts';
import { onceUntilFailed } from '../../lib/once-until-failed.ts';
import type { OutboxItem } from './outbox-item.ts';
import { type OutboxRequest, requestOf, SEND_TIMEOUT_MS } from './outbox-request.ts';

/**
 * The calls the outbox sends, by the name its requests carry (outbox-request.ts). Named one by one rather than
 * looked up in the whole `api`: the outbox loads with every screen, and the other endpoints' schemas need not.
 * An installation's own calls are here at once (step 4 and the result screen have their schemas already);
 * the rarer ones (a correction, a swap, a job not doable) load with the first such item
 * (docs/decisions/0009-web-start-up.md, item 14).
 */
const SENT_AT_ONCE = { createInstallation, externalConfig, uploadImage, sendInvitation };
type SentLater = Exclude<OutboxRequest['endpoint'], keyof typeof SENT_AT_ONCE>;
const loadLaterCalls = onceUntilFailed(
  (): Promise<Record<SentLater, EndpointDef>> => import('./later-calls.ts'),
);

async function endpointOf(name: OutboxRequest['endpoint']): Promise<EndpointDef> {
  if (name in SENT_AT_ONCE) return SENT_AT_ONCE[name as keyof typeof SENT_AT_ONCE];
  return (await loadLaterCalls())[name as SentLater];
}

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
  const called = await endpointOf(endpoint);
  return (await callApi(called, input as CallInput<EndpointDef>)).data;
}
