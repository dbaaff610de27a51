import { useEffect } from 'react';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';

/** spec §8 Wizard data loading: one error message per failed list (offline says so instead). */
export function useNotifyOnError(query: { isError: boolean; error: unknown }, key: MessageKey): void {
  const { isError, error } = query;
  useEffect(() => {
    if (isError) notify('error', messageForStatus(error, {}, key));
  }, [isError, error, key]);
}
