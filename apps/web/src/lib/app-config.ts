import { type AppConfig, api } from '@installer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api/client.ts';
import { hasServerBeehiveHosts, rememberBeehiveHosts } from './beehive.ts';

export async function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const { data } = await callApi(api.getAppConfig, { signal });
  // Kept as the answer arrives, before any screen renders with it (spec §1 beehive variant by host).
  rememberBeehiveHosts(data.beehive_hosts);
  return data;
}

export const appConfigQuery = queryOptions({
  queryKey: ['app_config'],
  queryFn: ({ signal }) => fetchAppConfig(signal),
  // The server's configuration does not change while the app runs.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The map's tiles and their attribution (DESIGN §2 TILE_URL); the map asks once it is shown. */
export function useAppConfig(enabled: boolean) {
  return useQuery({ ...appConfigQuery, enabled });
}

/**
 * Asks the server's configuration once per start, so the beehive variant follows BEEHIVE_HOSTS (spec §1).
 * True while the shell must wait: only on a device that never had an answer; afterwards the kept answer
 * serves at once (and offline) while the new one loads. A failed call does not block: the build-time hosts
 * stand in.
 */
export function useBeehiveHostsPending(): boolean {
  const query = useQuery(appConfigQuery);
  return query.isPending && !hasServerBeehiveHosts();
}
