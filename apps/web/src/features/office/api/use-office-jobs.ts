import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { filterQuery, type OfficeFilters } from './office-filters.ts';

/** GET /office/jobs: the jobs scheduled in the range, with their derived state. */
export function useOfficeJobs(filters: OfficeFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: ['office_jobs', filters],
    queryFn: async ({ signal }) =>
      (await callApi('officeJobs', { query: filterQuery(filters), signal })).data,
    placeholderData: keepPreviousData,
  });
}
