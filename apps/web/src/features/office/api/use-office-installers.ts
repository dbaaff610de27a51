import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';

/** GET /office/installers: the professional's accounts, for the filters and a job's assignment. */
export function useOfficeInstallers() {
  return useQuery({
    queryKey: ['office_installers'],
    queryFn: async ({ signal }) => (await callApi('officeInstallers', { signal })).data.items,
    staleTime: 5 * 60_000,
  });
}
