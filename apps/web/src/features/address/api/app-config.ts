import { useQuery } from '@tanstack/react-query';
import { useAppConfigLoader } from '../../../lib/app-config.ts';

/** The map's tiles and their attribution (DESIGN §2 TILE_URL); the map asks once it is shown. */
export function useAppConfig(enabled: boolean) {
  const load = useAppConfigLoader();
  return useQuery({
    queryKey: ['app_config'],
    queryFn: load,
    // The server's configuration does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
