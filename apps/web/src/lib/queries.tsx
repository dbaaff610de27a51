import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The app's one TanStack Query client. Only the screens import this module, so the library loads with the
 * first screen, not with the shell (docs/decisions/0009-web-start-up.md); the shell's own call, the display
 * options, does without it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // spec §8 shows a message at the first failure and the installer decides to try again; a silent
    // retry would also post the failure to the error log twice.
    // networkMode 'always': a call made offline is made, not paused until the 'online' event. The service
    // worker answers reference data from its cache, the outbox keeps what must be sent
    // (docs/decisions/0002-outbox.md), and any other failure shows its spec §8 message instead of a button
    // spinning forever.
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
