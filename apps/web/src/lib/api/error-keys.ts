import type { ErrorCode } from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';

/**
 * DESIGN §3 error codes to the spec §8 message keys. Where the server's code already is a spec key
 * (device_not_found, ...) it maps to itself; codes with no message of their own take the generic
 * fallback of spec §8, 'Internal server error'. Callers pick a more precise key per call when the spec
 * names one (messageForStatus).
 */
const ERROR_MESSAGE_KEYS: Partial<Record<ErrorCode, MessageKey>> = {
  unauthorized: 'login.session_expired',
  invalid_credentials: 'login.invalid_credentials',
  client_not_found: 'step_1.client_not_found',
  // The step-1 look-up turns its 410 into a status of its own (spec §8 Client lookup); the code reaches this
  // map from the invitation, refused for an e-mail already taken: no "A registration email has been sent".
  email_taken: 'invitation_email_taken',
  // An address receives a bounded number of invitations a period, whoever sends them.
  invitation_limit_reached: 'invitation_limit_reached',
  device_not_found: 'device_not_found',
  device_cant_be_install: 'device_cant_be_install',
  // docs/decisions/0007-offline-installations-checked-on-sending.md: what an installation made offline may
  // meet when it arrives.
  device_already_installed: 'device_already_installed',
  error_localisation_precision: 'address_not_precise_enough',
  device_series_number_not_found: 'device_series_number_not_found',
  invalid_product: 'error_install',
  unsupported_media_type: 'unsupported_media_type',
  payload_too_large: 'payload_too_large',
  rate_limited: 'rate_limited',
  external_config_failed: 'error_during_installation',
  mail_failed: 'invitation_failed',
  // DESIGN §3 photo quota and photo store faults: a photo refused in the outbox shows why.
  photo_limit_reached: 'photo_limit_reached',
  storage_full: 'storage_full',
  storage_unavailable: 'storage_unavailable',
  // decision 0022: an office call from another account, a job edited or closed since it was read.
  office_only: 'office.not_for_account',
  stale_version: 'office.stale_version',
  job_closed: 'jobs.job_closed',
};

const FALLBACK_MESSAGE_KEY: MessageKey = 'internal_server_error';
export const OFFLINE_MESSAGE_KEY: MessageKey = 'no_internet_connection';

/** A 409 `conflict` names what it is about in `details.reason`; those with a message of their own. */
const CONFLICT_REASON_KEYS: Readonly<Record<string, MessageKey>> = {
  // A swap that lost to another change of the same installation (POST /installation/:id/swap).
  installation_changed: 'swap.installation_changed',
};

export function messageKeyForCode(code: string | null, details?: unknown): MessageKey {
  if (code === 'conflict') {
    const reason = (details as { reason?: unknown } | null | undefined)?.reason;
    const key = typeof reason === 'string' ? CONFLICT_REASON_KEYS[reason] : undefined;
    if (key) return key;
  }
  return (code && ERROR_MESSAGE_KEYS[code as ErrorCode]) || FALLBACK_MESSAGE_KEY;
}
