import type {
  ClassicInstallationBody,
  InstallationResult,
  ModuleInstallationBody,
} from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { submit } from '../outbox/outbox.ts';
import { getWizard } from '../wizard/wizard-store.ts';
import { attemptFor } from './idempotency.ts';
import { readSubmission, writeSubmission } from './submission.ts';

export type InstallationRequest = { deviceNumber: string; addressLabel: string } & (
  | { kind: 'classic'; body: ClassicInstallationBody }
  | { kind: 'module'; body: ModuleInstallationBody }
);

/** Created now, or kept in the outbox until the connection returns (issue 6). */
export type InstallationOutcome = { queued: false; result: InstallationResult } | { queued: true };

/**
 * spec §7 POST /installation/device with DESIGN §3's Idempotency-Key, through the outbox (issue 6). The
 * key and the body are stored before the call, so a retry after a lost answer (or a reload) sends the same
 * key; an installation already created, or already queued, from this same body is not asked for again.
 * A 4xx refusal throws its ApiError: the form is still on screen, with everything typed.
 */
export async function createInstallation(request: InstallationRequest): Promise<InstallationOutcome> {
  const previous = readSubmission();
  const attempt = attemptFor(previous, request.body);
  const same = previous?.fingerprint === attempt.fingerprint;
  if (same && previous?.result) return { queued: false, result: previous.result };
  const submission = {
    ...attempt,
    kind: request.kind,
    body: request.body as Record<string, unknown>,
    address_label: request.addressLabel,
    result: null,
    queued: false,
  };
  writeSubmission(submission);
  const outcome = await submit({
    key: attempt.idempotency_key,
    device_number: request.deviceNumber,
    call: { kind: 'installation', body: request.body },
    wizard: getWizard(),
  });
  if (outcome.outcome === 'rejected' || outcome.outcome === 'failed') throw outcome.error;
  if (outcome.outcome === 'queued') {
    writeSubmission({ ...submission, queued: true });
    return { queued: true };
  }
  // The data was checked against the contract by the API client.
  const result = outcome.data as InstallationResult;
  writeSubmission({ ...submission, result });
  return { queued: false, result };
}

export function useCreateInstallation() {
  return useMutation({ mutationFn: createInstallation });
}
