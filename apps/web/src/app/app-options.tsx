import { LOADER_DELAY_MS } from '@installer/contracts';
import { createContext, useContext } from 'react';

export interface AppOptions {
  /** spec §9 loader delay; tests set 0 so they do not wait a second per render. */
  loaderDelayMs: number;
  /**
   * When the page started, on `performance.now()`'s clock: the delay counts from there (spec §2: the loader
   * shows until about a second after the version check, which the early script makes as the page starts;
   * docs/decisions/0024-loader-delay-from-the-version-check.md). 0, the page's own start; a test's render is
   * its page load.
   */
  pageStartedAt: number;
}

export const defaultAppOptions: AppOptions = { loaderDelayMs: LOADER_DELAY_MS, pageStartedAt: 0 };

export const AppOptionsContext = createContext<AppOptions>(defaultAppOptions);

export function useAppOptions(): AppOptions {
  return useContext(AppOptionsContext);
}
