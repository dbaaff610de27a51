import { useEffect } from 'react';
import type { ClientLookup } from '../../../wizard-core/wizard-store.ts';
import { useFindUserClient } from '../api/find-user-client.ts';

export interface LookupState {
  answer: ClientLookup | undefined;
  /** The last failure, or null. */
  error: unknown;
  retry(): void;
}

interface Props {
  email: string;
  enabled: boolean;
  onState(state: LookupState): void;
}

/**
 * spec §4 Client lookup of step 1's e-mail, rendered only for a customer: loaded on demand with TanStack Query
 * (step-1-target.tsx), so an installation on the professional account starts without either.
 */
export function EmailLookup({ email, enabled, onState }: Props) {
  const query = useFindUserClient(email, enabled);
  const { data, isError, error, refetch } = query;
  useEffect(() => {
    onState({ answer: data, error: isError ? error : null, retry: () => void refetch() });
  }, [onState, data, isError, error, refetch]);
  return null;
}
