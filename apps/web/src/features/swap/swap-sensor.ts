import type { SwapResult } from '@installer/contracts';
import { ApiError } from '../../lib/api/api-error.ts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { randomUuid } from '../../lib/random-uuid.ts';
import { submit } from '../outbox/index.ts';

/** Swapped now, or kept in the outbox until the connection returns (docs/decisions/0002-outbox.md). */
export type SwapOutcome = { queued: false; result: SwapResult } | { queued: true };

/**
 * One swap attempt's Idempotency-Key per installation and new number: pressing Replace again for the same
 * number (a lost answer, a double tap) is the same swap, and the server acts once (DESIGN §3).
 */
const keys = new Map<string, string>();
function keyFor(idInstallation: number, deviceNumber: string): string {
  const id = `${idInstallation}:${deviceNumber}`;
  let key = keys.get(id);
  if (!key) {
    key = `swap.${randomUuid()}`;
    keys.set(id, key);
  }
  return key;
}

/**
 * POST /installation/:id/swap through the outbox, as every call that changes something on the server: the
 * item's device is the new one, so a photo of it taken next waits behind the swap. A refusal (4xx) or a
 * passing failure throws its ApiError, and leaves the outbox: the screen shows why, number in hand.
 */
export async function swapSensor(idInstallation: number, deviceNumber: string): Promise<SwapOutcome> {
  const outcome = await submit({
    key: keyFor(idInstallation, deviceNumber),
    device_number: deviceNumber,
    call: { kind: 'swap', id_installation: idInstallation, body: { device_number: deviceNumber } },
  });
  if (outcome.outcome === 'rejected' || outcome.outcome === 'failed') throw outcome.error;
  if (outcome.outcome === 'queued') return { queued: true };
  // The data was checked against the contract by the API client when it arrived.
  return { queued: false, result: outcome.data as SwapResult };
}

/** Why a swap was refused, in words the installer can act on (spec §8 Device messages where they apply). */
export function swapRefusal(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'internal_server_error';
  if (error.status === 404 && error.code !== 'device_not_found') return 'swap.installation_not_found';
  return error.messageKey;
}
