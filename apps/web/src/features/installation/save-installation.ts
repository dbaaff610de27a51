import type {
  ClassicInstallationBody,
  InstallationResult,
  ModuleInstallationBody,
} from '@installer/contracts';
import { canonicalJson } from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { getWizard, updateWizard } from '../../wizard-core/wizard-store.ts';
import type { AttemptCall } from '../outbox/index.ts';
import { submit } from '../outbox/index.ts';
import { newIdempotencyKey } from './idempotency.ts';
import {
  type InstallationAttempt,
  installationIdOf,
  readInstallationAttempt,
} from './installation-attempt.ts';

export type InstallationRequest = { deviceNumber: string; addressLabel: string } & (
  | { kind: 'classic'; body: ClassicInstallationBody }
  | { kind: 'module'; body: ModuleInstallationBody }
);

/** Created (or edited) now, or kept in the outbox until the connection returns. */
export type InstallationOutcome = { queued: false; result: InstallationResult } | { queued: true };

/**
 * What step 4's Next sends, and with which Idempotency-Key (DESIGN §3). Not created yet: the creation
 * (spec §7 POST /installation/device). Created already (Back from step 5, or the installer chose to edit
 * the installation a 409 device_already_installed named): its edit, PUT /installation/{id}, with a key of
 * its own, so it is never refused as a second installation of the device. The same form again (a retry after
 * a lost answer or a failure, a reload, Back then Next unchanged) is the same key, so the same outbox item:
 * one already sent answers at once, one already queued waits where it is.
 */
function attemptCall(
  previous: InstallationAttempt | null,
  request: InstallationRequest,
  editing: number | null,
): { key: string; call: AttemptCall } {
  const id = editing ?? installationIdOf(previous);
  const call: AttemptCall =
    id === null
      ? { kind: 'installation', body: request.body, address_label: request.addressLabel }
      : {
          kind: 'installation_update',
          id_installation: id,
          body: request.body,
          address_label: request.addressLabel,
        };
  const same =
    previous !== null &&
    installationIdOf(previous) === id &&
    canonicalJson(previous.call.body) === canonicalJson(request.body);
  return { key: same && previous ? previous.key : newIdempotencyKey(), call };
}

/**
 * Step 4's installation through the outbox (docs/decisions/0002-outbox.md): its record is the outbox item
 * the wizard points at (installation-attempt.ts). `editing` names an installation to edit instead (the one a
 * 409 device_already_installed named). A 4xx refusal throws its ApiError: the form is still on screen, with
 * everything typed.
 */
async function saveInstallation(
  request: InstallationRequest,
  editing: number | null = null,
): Promise<InstallationOutcome> {
  const { key, call } = attemptCall(await readInstallationAttempt(), request, editing);
  // The pointer first: the wizard kept with the item (for a later refusal) points at it too.
  updateWizard({ installation_key: key });
  const outcome = await submit({ key, device_number: request.deviceNumber, call, wizard: getWizard() });
  if (outcome.outcome === 'rejected' || outcome.outcome === 'failed') throw outcome.error;
  if (outcome.outcome === 'queued') return { queued: true };
  // The data was checked against the contract by the API client when it arrived (an edit's answer is the
  // creation's, plus updated_at).
  return { queued: false, result: outcome.data as InstallationResult };
}

export function useSaveInstallation() {
  return useMutation({
    mutationFn: ({ request, editing }: { request: InstallationRequest; editing?: number }) =>
      saveInstallation(request, editing ?? null),
  });
}
