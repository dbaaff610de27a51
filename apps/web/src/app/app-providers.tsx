import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type AppOptions, AppOptionsContext, defaultAppOptions } from './app-options.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // spec §8 shows a message at the first failure and the installer decides to try again; a silent
      // retry would also post the failure to the error log twice.
      // networkMode 'always': a call made offline is made, not paused until the 'online' event. The service
      // worker answers reference data from its cache, the outbox keeps what must be sent (issue 6), and any
      // other failure shows its spec §8 message instead of a button spinning forever.
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export function AppProviders({
  queryClient,
  options = defaultAppOptions,
  children,
}: {
  queryClient: QueryClient;
  options?: AppOptions;
  children: ReactNode;
}) {
  return (
    <AppOptionsContext.Provider value={options}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppOptionsContext.Provider>
  );
}
