import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';
import type { ClientLookup } from '../../../wizard-core/wizard-store.ts';
import { findPrimedCustomer } from '../../priming/index.ts';

/**
 * Without signal (docs/decisions/0012-offline-priming.md): the phone's list of the professional's customers
 * answers as the server did when it was primed (found, incomplete, taken); an e-mail it does not hold is
 * accepted as typed, to be checked by the server when the installation is sent.
 */
async function findOnPhone(email: string): Promise<ClientLookup> {
  const answer = await findPrimedCustomer(email);
  if (answer.kind !== 'found') {
    const as_of = answer.kind === 'absent' ? answer.primed_at : null;
    return { email, status: 'not_found', user: null, offline: { source: 'unchecked', as_of } };
  }
  const { entry, primed_at } = answer;
  const status = entry.lookup_status === 410 ? 'taken' : entry.lookup_status === 206 ? 'incomplete' : 'found';
  return {
    email,
    status,
    user: entry.id_user === null ? null : { id_user: entry.id_user, email: entry.email },
    offline: { source: 'primed', as_of: primed_at },
  };
}

/**
 * spec §4 Client lookup: 200 found, 206 incomplete, 404 not found, 410 taken; anything else is an error.
 * Offline (the browser says so, or the call gets no answer at all), the phone answers (`findOnPhone`).
 */
async function findUserClient(email: string, signal?: AbortSignal): Promise<ClientLookup> {
  if (!navigator.onLine) return findOnPhone(email);
  try {
    const { status, data } = await callApi('findUserClient', {
      query: { email },
      signal,
      expected: [404, 410],
    });
    return { email, status: status === 206 ? 'incomplete' : 'found', user: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { email, status: 'not_found', user: null };
    if (error instanceof ApiError && error.status === 410) return { email, status: 'taken', user: null };
    if (error instanceof ApiError && error.status === 0 && !signal?.aborted) return findOnPhone(email);
    throw error;
  }
}

export function useFindUserClient(email: string, enabled: boolean) {
  return useQuery({
    queryKey: ['user_client', email],
    queryFn: ({ signal }) => findUserClient(email, signal),
    enabled,
    gcTime: 0,
  });
}
