import type { MessageKey } from '../../i18n/message-key.ts';
import { messageKeyForCode, OFFLINE_MESSAGE_KEY } from './error-keys.ts';

/** A call that did not answer 2xx. status 0: no answer at all (network down, server unreachable). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly details: unknown;
  /** The spec §8 message to show when the caller has no more precise one. */
  readonly messageKey: MessageKey;

  constructor(status: number, code: string | null, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.messageKey =
      status === 0 && !navigator.onLine ? OFFLINE_MESSAGE_KEY : messageKeyForCode(code, details);
  }
}

/**
 * The message for a failed call, following the per-call rules of spec §8: e.g. the device check shows
 * device_not_found on 404 and error_get_device otherwise. Offline and an ended session (401, on its
 * way to /login) always win: they are the real cause.
 */
export function messageForStatus(
  error: unknown,
  byStatus: Partial<Record<number, MessageKey>>,
  fallback: MessageKey,
): MessageKey {
  if (!(error instanceof ApiError)) return fallback;
  if (error.messageKey === OFFLINE_MESSAGE_KEY || error.status === 401) return error.messageKey;
  return byStatus[error.status] ?? fallback;
}
