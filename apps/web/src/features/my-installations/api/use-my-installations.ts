import { FIRST_EMISSION_POLL_MS, type InstallationPage } from '@installer/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { saveInstallations } from '../installations-cache.ts';
import { installationsCall } from './installations-call.ts';

/** The list follows its sensors while it is open: a measurement arriving shows within a minute. */
const REFRESH_MS = 60_000;

/**
 * A sensor still waiting for its first measurement is followed as closely as the result screen follows it
 * (spec §9: every 10 s): the installer who just left that screen sees the measurement arrive here too.
 */
function refreshEvery(pages: readonly InstallationPage[] | undefined): number {
  const waiting = pages?.some((page) => page.items.some((item) => item.state === 'waiting'));
  return waiting ? FIRST_EMISSION_POLL_MS : REFRESH_MS;
}

/**
 * The installer's installations a page at a time (`next_cursor`, installations-call.ts), the first page the one
 * asked as the route started when it is this one. The first page of the whole list is kept for offline use
 * (installations-cache).
 */
export function useMyInstallations(idInstaller: number, search: string) {
  return useInfiniteQuery({
    queryKey: ['my_installations', idInstaller, search],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<InstallationPage> => {
      const data = await installationsCall.take(signal, idInstaller, search, pageParam);
      if (search === '' && pageParam === null) saveInstallations(idInstaller, data);
      return data;
    },
    getNextPageParam: (page) => page.next_cursor,
    refetchInterval: (query) => refreshEvery(query.state.data?.pages),
  });
}
