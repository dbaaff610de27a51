import {
  api,
  type ClassicInstallationBody,
  type InstallationResult,
  type ModuleInstallationBody,
} from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api/client.ts';
import { attemptFor } from './idempotency.ts';
import { readSubmission, writeSubmission } from './submission.ts';

export type InstallationRequest =
  | { kind: 'classic'; body: ClassicInstallationBody; addressLabel: string }
  | { kind: 'module'; body: ModuleInstallationBody; addressLabel: string };

/**
 * spec §7 POST /installation/device with DESIGN §3's Idempotency-Key. The key and the body are stored
 * before the call, so a retry after a lost answer (or a reload) sends the same key; an installation already
 * created from this same body is not asked for again.
 */
export async function createInstallation(request: InstallationRequest): Promise<InstallationResult> {
  const previous = readSubmission();
  const attempt = attemptFor(previous, request.body);
  if (previous?.result && previous.fingerprint === attempt.fingerprint) return previous.result;
  const submission = {
    ...attempt,
    kind: request.kind,
    body: request.body as Record<string, unknown>,
    address_label: request.addressLabel,
    result: null,
  };
  writeSubmission(submission);
  const { data } = await callApi(api.createInstallation, {
    body: request.body,
    headers: { 'Idempotency-Key': attempt.idempotency_key },
  });
  writeSubmission({ ...submission, result: data });
  return data;
}

export function useCreateInstallation() {
  return useMutation({ mutationFn: createInstallation });
}
