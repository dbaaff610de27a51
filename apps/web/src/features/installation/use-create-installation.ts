import type {
  ClassicInstallationBody,
  InstallationResult,
  ModuleInstallationBody,
} from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { getWizard, updateWizard } from '../../wizard-core/wizard-store.ts';
import { submit } from '../outbox/index.ts';
import { keyFor } from './idempotency.ts';
import { readInstallationAttempt } from './installation-attempt.ts';

export type InstallationRequest = { deviceNumber: string; addressLabel: string } & (
  | { kind: 'classic'; body: ClassicInstallationBody }
  | { kind: 'module'; body: ModuleInstallationBody }
);

/** Created now, or kept in the outbox until the connection returns (docs/decisions/0002-outbox.md). */
export type InstallationOutcome = { queued: false; result: InstallationResult } | { queued: true };

/**
 * spec §7 POST /installation/device with DESIGN §3's Idempotency-Key, through the outbox (docs/decisions/0002-outbox.md). The
 * attempt is the outbox item (installation-attempt.ts): the same form again (a retry after a lost answer or
 * a failure, a reload, Back then Next) is the same key, so the same item: one already created answers at
 * once, one already queued waits where it is. A 4xx refusal throws its ApiError: the form is still on
 * screen, with everything typed.
 */
export async function createInstallation(request: InstallationRequest): Promise<InstallationOutcome> {
  const key = keyFor(await readInstallationAttempt(), request.body);
  // The pointer first: the wizard kept with the item (for a later refusal) points at it too.
  updateWizard({ installation_key: key });
  const outcome = await submit({
    key,
    device_number: request.deviceNumber,
    call: { kind: 'installation', body: request.body, address_label: request.addressLabel },
    wizard: getWizard(),
  });
  if (outcome.outcome === 'rejected' || outcome.outcome === 'failed') throw outcome.error;
  if (outcome.outcome === 'queued') return { queued: true };
  // The data was checked against the contract by the API client when it arrived.
  return { queued: false, result: outcome.data as InstallationResult };
}

export function useCreateInstallation() {
  return useMutation({ mutationFn: createInstallation });
}
