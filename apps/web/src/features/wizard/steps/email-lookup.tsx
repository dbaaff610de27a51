import { EMAIL_LOOKUP_DEBOUNCE_MS, emailProblem } from '@installer/contracts';
import { useEffect } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
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
  /** The e-mail has no answer yet, or one the phone gave without signal, to ask the server again. */
  wanted: boolean;
  onState(state: LookupState): void;
}

/**
 * spec §4 Client lookup of step 1's e-mail, rendered only for a customer: loaded on demand with TanStack Query
 * (step-1-target.tsx), so an installation on the professional account starts without either.
 */
export function EmailLookup({ email, wanted, onState }: Props) {
  // spec §4, §9: asked once the typing has paused for 500 ms, and only for an e-mail the spec §5 rule accepts.
  const debounced = useDebouncedValue(email, EMAIL_LOOKUP_DEBOUNCE_MS);
  const enabled = wanted && debounced === email && emailProblem(debounced) === null;
  const query = useFindUserClient(debounced, enabled);
  const { data, isError, error, refetch } = query;
  useEffect(() => {
    onState({ answer: data, error: isError ? error : null, retry: () => void refetch() });
  }, [onState, data, isError, error, refetch]);
  return null;
}
