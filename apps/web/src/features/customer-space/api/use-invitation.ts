import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';

/**
 * The invitation of the welcome link (GET /customer/invitation/:token): whose it is, its language and whether
 * the account already has a password. 404 (unknown) and 410 (used, expired) are answers the page explains,
 * not failures to log. The token is a credential: the client logs its place, never its value.
 */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['space-invitation', token],
    queryFn: async ({ signal }) =>
      (
        await callApi('customerInvitation', {
          params: { token: token ?? '' },
          signal,
          expected: [404, 410],
        })
      ).data,
    // Asked once per visit: a refetch would only spend the address's rate limit.
    staleTime: Number.POSITIVE_INFINITY,
    enabled: token !== null,
  });
}
