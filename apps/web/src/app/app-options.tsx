import { LOADER_DELAY_MS } from '@installer/contracts';
import { createContext, useContext } from 'react';

export interface AppOptions {
  /** spec §9 loader delay; tests set 0 so they do not wait a second per render. */
  loaderDelayMs: number;
}

export const defaultAppOptions: AppOptions = { loaderDelayMs: LOADER_DELAY_MS };

export const AppOptionsContext = createContext<AppOptions>(defaultAppOptions);

export function useAppOptions(): AppOptions {
  return useContext(AppOptionsContext);
}
