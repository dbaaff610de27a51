import { type InstallationPage, myInstallations } from '@installer/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { saveInstallations } from '../installations-cache.ts';

/** The list follows its sensors while it is open: a measurement arriving shows within a minute. */
const REFRESH_MS = 60_000;

/**
 * GET /installations, newest first, a page at a time (`next_cursor`), searched by device number, customer
 * or address on the server. The first page of the whole list is kept for offline use (installations-cache).
 */
export function useMyInstallations(idInstaller: number, search: string) {
  return useInfiniteQuery({
    queryKey: ['my_installations', idInstaller, search],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<InstallationPage> => {
      const { data } = await callApi(myInstallations, {
        query: { ...(search ? { q: search } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      });
      if (search === '' && pageParam === null) saveInstallations(idInstaller, data);
      return data;
    },
    getNextPageParam: (page) => page.next_cursor,
    refetchInterval: REFRESH_MS,
  });
}
