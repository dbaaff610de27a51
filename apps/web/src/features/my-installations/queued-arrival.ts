import { resultParamsOf } from '../../wizard-core/open-result.ts';
import { type ResultArrival, resultArrival } from '../../wizard-core/result-params.ts';
import type { OutboxItem } from '../outbox/index.ts';

/**
 * The result screen of an installation still in the outbox, from the wizard as it was when it was made: it
 * waits there for the installation to be sent, or shows its refusal with the way back to the form. Loaded with
 * the outbox's items, after the first screen (use-queued-items.ts).
 */
export function queuedArrival(item: OutboxItem, urlPlatform: string | null): ResultArrival | null {
  if (item.call.kind !== 'installation' || !item.wizard) return null;
  return resultArrival(resultParamsOf(item.wizard, urlPlatform), { revisit: true });
}
