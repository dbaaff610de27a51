import './lib/ui/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers.tsx';
import { AppRoutes, preloadScreen } from './app/routes.tsx';
import { registerServiceWorkerLater } from './features/offline/index.ts';
import { initI18n } from './i18n/i18n.ts';
import { checkAppVersion } from './lib/app-version.ts';
import { createDisplayOptionsCache } from './lib/display-options.ts';
import { loadSessionSchema } from './lib/session.ts';

async function start(): Promise<void> {
  // spec §1 first visit: the built page's early script (src/early/version-check.ts) reloads before this module
  // is even requested; in development it only marks the page, reloaded here now that the modules are in, so no
  // request is cut. checkAppVersion() is the same rule for a page where that script did not run.
  if (document.documentElement.dataset.reloading) {
    window.location.reload();
    return;
  }
  if (checkAppVersion()) return;
  // The first screen's chunk and its display options (spec §2: the loader waits for them) load while the locale
  // file does, rather than after the first render.
  const firstScreen = preloadScreen(window.location.pathname);
  const displayOptions = createDisplayOptionsCache();
  displayOptions.loadFor(window.location.pathname, window.location.search);
  // The HTML's loader shows until all are in: the first screen then renders in the first pass (routes.tsx
  // lazyScreen), without a fallback between. The stored session is read through its contract's schema, which
  // loads (with zod) beside the locale.
  await Promise.all([initI18n(), firstScreen, loadSessionSchema()]);
  // The early script starts this module as soon as the head is parsed (src/early/app-files.ts): a script it
  // adds runs when loaded, which a slow page's parser may not have reached #root by.
  if (document.readyState === 'loading') {
    await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition: React builds the first tree in slices of a few milliseconds, the HTML's loader on show
  // meanwhile, rather than in one task (docs/decisions/0028-first-screen-in-slices.md).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders displayOptions={displayOptions}>
          <AppRoutes />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // spec §1 and docs/decisions/0002-outbox.md: offline start and reload onto a new version; after load. A
  // customer opening a handover report, or their personal space, is not an installer: the installer's offline
  // app is not theirs to keep.
  const customers = ['/report/', '/space'];
  if (!customers.some((start) => window.location.pathname.startsWith(start))) registerServiceWorkerLater();
}

void start();
