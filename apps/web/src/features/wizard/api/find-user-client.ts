import { api } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';
import type { ClientLookup } from '../../../wizard-core/wizard-store.ts';

/** spec §4 Client lookup: 200 found, 206 incomplete, 404 not found, 410 taken; anything else is an error. */
export async function findUserClient(email: string, signal?: AbortSignal): Promise<ClientLookup> {
  try {
    const { status, data } = await callApi(api.findUserClient, {
      query: { email },
      signal,
      expected: [404, 410],
    });
    return { email, status: status === 206 ? 'incomplete' : 'found', user: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { email, status: 'not_found', user: null };
    if (error instanceof ApiError && error.status === 410) return { email, status: 'taken', user: null };
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
