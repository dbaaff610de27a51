import { type AppConfig, api } from '@installer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';

export async function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return (await callApi(api.getAppConfig, { signal })).data;
}

export const appConfigQuery = queryOptions({
  queryKey: ['app_config'],
  queryFn: ({ signal }) => fetchAppConfig(signal),
  // The server's configuration does not change while the app runs.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The map's tiles and their attribution (DESIGN §2 TILE_URL); asked for only once the map is shown. */
export function useAppConfig(enabled: boolean) {
  return useQuery({ ...appConfigQuery, enabled });
}
