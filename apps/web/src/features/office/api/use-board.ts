import { BOARD_POLL_MS } from '@installer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { filterQuery, type OfficeFilters } from './office-filters.ts';

/**
 * GET /office/board, asked again every BOARD_POLL_MS (the contracts' 5 s), so that an installation or a
 * measurement shows within two polls (decision 0022). The server answers 304 while nothing
 * changed: the browser revalidates with the ETag it kept and hands back the same answer. The last board stays
 * on show while a new filter is asked.
 */
export function useBoard(filters: OfficeFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: ['office_board', filters],
    queryFn: async ({ signal }) =>
      (await callApi('officeBoard', { query: filterQuery(filters), signal })).data,
    refetchInterval: BOARD_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
