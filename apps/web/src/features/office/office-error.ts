import type { MessageKey } from '../../i18n/message-key.ts';
import { ApiError } from '../../lib/api/api-error.ts';

/** What an office call's failure says: the spec §8 key of its code, or the generic one. */
export function messageOf(error: unknown): MessageKey {
  return error instanceof ApiError ? error.messageKey : 'internal_server_error';
}
