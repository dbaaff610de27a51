import type { Session } from '@installer/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/app-providers.tsx';
import { AppRoutes } from '../app/routes.tsx';
import { rehydrateAllStores } from '../lib/persisted-store.ts';
import { queryClient } from '../lib/queries.tsx';
import { initialWizardState, type WizardState } from '../wizard-core/wizard-store.ts';
import { demoSession } from './demo-data.ts';
import { openPage, testRouter } from './test-router.ts';

export interface RenderAppOptions {
  /** Signed in as the demo installer unless false. */
  session?: Session | false;
  /** A stored wizard, as if typed before a reload. */
  wizard?: Partial<WizardState>;
  /** Passed to userEvent.setup (fake timers need advanceTimers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** spec §9 loader delay; 0 unless a test is about the loader. */
  loaderDelayMs?: number;
}

/**
 * Mounts the real routes of the app at `path` of jsdom's location, with what localStorage holds as the
 * persisted state, as a page load would. `reload()` unmounts and loads the page again.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  if (options.session !== false) {
    window.localStorage.setItem('installer.session', JSON.stringify(options.session ?? demoSession));
  }
  if (options.wizard) {
    window.localStorage.setItem(
      'installer.wizard',
      JSON.stringify({ ...initialWizardState(), ...options.wizard }),
    );
  }
  return mountPage(
    path,
    () => (
      <AppProviders options={{ loaderDelayMs: options.loaderDelayMs ?? 0, pageStartedAt: performance.now() }}>
        <AppRoutes />
      </AppProviders>
    ),
    options.userOptions,
  );
}

/**
 * Loads `page()` at `path` of jsdom's location, with the persisted stores read again from localStorage, as a
 * page load would. `reload()` unmounts it and loads it again: everything in memory is gone, localStorage and
 * the history entry stay.
 */
export function mountPage(
  path: string,
  page: () => ReactElement,
  userOptions?: Parameters<typeof userEvent.setup>[0],
) {
  const user = userEvent.setup(userOptions);
  const mount = () => {
    rehydrateAllStores();
    queryClient.clear();
    return render(page());
  };
  openPage(path);
  let view = mount();
  return {
    user,
    router: testRouter,
    reload() {
      view.unmount();
      view = mount();
    },
  };
}
