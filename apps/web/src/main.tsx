import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/app-providers.tsx';
import { routes } from './app/routes.tsx';
import { registerServiceWorkerLater } from './features/offline/register-later.ts';
import { initI18n } from './i18n/i18n.ts';
import { checkAppVersion } from './lib/app-version.ts';

async function start(): Promise<void> {
  // spec §1: the early script (src/early/version-check.ts) may already be reloading the page; this call is
  // the same rule for a page where that script did not run.
  if (document.documentElement.dataset.reloading || checkAppVersion()) return;
  // The router starts fetching the first route's chunk while the locale file loads.
  const router = createBrowserRouter(routes);
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // Issue 6 / spec §1: offline start and reload onto a new version; after load, from its own chunk.
  registerServiceWorkerLater();
}

void start();
