import type { AppConfig } from '@installer/contracts';
import { createContext, useContext, useEffect, useState } from 'react';
import { callApi } from './api/client.ts';
import { hasServerBeehiveHosts, rememberBeehiveHosts } from './beehive.ts';

async function fetchAppConfig(): Promise<AppConfig> {
  const { data } = await callApi('getAppConfig', {});
  // Kept as the answer arrives, before any screen renders with it (spec §1 beehive variant by host).
  rememberBeehiveHosts(data.beehive_hosts);
  return data;
}

/**
 * GET /app_config, asked once per page load (the server's configuration does not change while the app runs);
 * a failed call is asked again by the next caller. Without TanStack Query: the shell needs it before any
 * screen (docs/decisions/0009-web-start-up.md).
 */
export function createAppConfigLoader(): () => Promise<AppConfig> {
  let answer: Promise<AppConfig> | undefined;
  return () => {
    answer ??= fetchAppConfig().catch((error: unknown) => {
      answer = undefined;
      throw error;
    });
    return answer;
  };
}

export const AppConfigContext = createContext(createAppConfigLoader());

/** The page's app_config loader: the map asks it for its tiles (DESIGN §2 TILE_URL). */
export function useAppConfigLoader(): () => Promise<AppConfig> {
  return useContext(AppConfigContext);
}

/**
 * Asks the server's configuration once per start, so the beehive variant follows BEEHIVE_HOSTS (spec §1).
 * True while the shell must wait: only on a device that never had an answer; afterwards the kept answer
 * serves at once (and offline) while the new one loads. A failed call does not block: the build-time hosts
 * stand in.
 */
export function useBeehiveHostsPending(): boolean {
  const load = useAppConfigLoader();
  const [pending, setPending] = useState(() => !hasServerBeehiveHosts());
  useEffect(() => {
    let live = true;
    load()
      .catch(() => undefined)
      .finally(() => {
        if (live) setPending(false);
      });
    return () => {
      live = false;
    };
  }, [load]);
  return pending;
}
