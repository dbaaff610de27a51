import { type ReactNode, useState } from 'react';
import { AppConfigContext, createAppConfigLoader } from '../lib/app-config.ts';
import { createDisplayOptionsCache, DisplayOptionsContext } from '../lib/display-options.ts';
import { type AppOptions, AppOptionsContext, defaultAppOptions } from './app-options.tsx';

export function AppProviders({
  options = defaultAppOptions,
  children,
}: {
  options?: AppOptions;
  children: ReactNode;
}) {
  // One of each per page load: a reload asks the server again.
  const [displayOptions] = useState(createDisplayOptionsCache);
  const [appConfig] = useState(createAppConfigLoader);
  return (
    <AppOptionsContext.Provider value={options}>
      <AppConfigContext.Provider value={appConfig}>
        <DisplayOptionsContext.Provider value={displayOptions}>{children}</DisplayOptionsContext.Provider>
      </AppConfigContext.Provider>
    </AppOptionsContext.Provider>
  );
}
