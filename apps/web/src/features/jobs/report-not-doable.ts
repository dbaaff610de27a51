import type { NotDoableBody } from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { randomUuid } from '../../lib/random-uuid.ts';
import { submit } from '../outbox/index.ts';

export type NotDoableOutcome =
  | { state: 'sent' }
  | { state: 'queued' }
  | { state: 'refused'; message: MessageKey };

/**
 * "Not doable" (decision 0022 POST /jobs/{id}/not_doable) through the outbox, like the installation: kept
 * on the phone without signal and sent with its Idempotency-Key when the signal is back. `key`: one report's
 * key, the same for its sending again after a lost answer.
 */
export async function reportNotDoable(
  idJob: number,
  body: NotDoableBody,
  key: string,
): Promise<NotDoableOutcome> {
  const outcome = await submit({
    key,
    device_number: `job-${idJob}`,
    call: { kind: 'not_doable', id_job: idJob, body },
  });
  if (outcome.outcome === 'sent') return { state: 'sent' };
  if (outcome.outcome === 'queued') return { state: 'queued' };
  return { state: 'refused', message: outcome.error.messageKey };
}

/** A new report's Idempotency-Key. */
export const notDoableKey = (): string => `not_doable.${randomUuid()}`;
