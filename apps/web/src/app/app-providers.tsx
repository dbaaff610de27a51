import { type ReactNode, useState } from 'react';
import { AppConfigContext, createAppConfigLoader } from '../lib/app-config.ts';
import {
  createDisplayOptionsCache,
  type DisplayOptionsCache,
  DisplayOptionsContext,
} from '../lib/display-options.ts';
import { type AppOptions, AppOptionsContext, defaultAppOptions } from './app-options.tsx';

export function AppProviders({
  options = defaultAppOptions,
  displayOptions: started,
  children,
}: {
  options?: AppOptions;
  /** The page's display options, already asked for by main.tsx (spec §2: the loader waits for them). */
  displayOptions?: DisplayOptionsCache;
  children: ReactNode;
}) {
  // One of each per page load: a reload asks the server again.
  const [displayOptions] = useState(() => started ?? createDisplayOptionsCache());
  const [appConfig] = useState(createAppConfigLoader);
  return (
    <AppOptionsContext.Provider value={options}>
      <AppConfigContext.Provider value={appConfig}>
        <DisplayOptionsContext.Provider value={displayOptions}>{children}</DisplayOptionsContext.Provider>
      </AppConfigContext.Provider>
    </AppOptionsContext.Provider>
  );
}
