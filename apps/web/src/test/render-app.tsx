import type { Session } from '@installer/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/app-providers.tsx';
import { routes } from '../app/routes.tsx';
import { initialWizardState, type WizardState } from '../features/wizard/wizard-store.ts';
import { rehydrateAllStores } from '../lib/persisted-store.ts';
import { demoSession } from './demo-data.ts';

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
 * Mounts the real routes of the app in a memory router, with what localStorage holds as the
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
  const user = userEvent.setup(options.userOptions);
  const mount = (entry: string) => {
    rehydrateAllStores();
    const router = createMemoryRouter(routes, { initialEntries: [entry] });
    const view = render(
      <AppProviders queryClient={createQueryClient()} options={{ loaderDelayMs: options.loaderDelayMs ?? 0 }}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return { router, view };
  };
  let current = mount(path);
  return {
    user,
    get router() {
      return current.router;
    },
    /** A page reload: everything in memory is gone, localStorage stays. */
    reload() {
      const { pathname, search } = current.router.state.location;
      current.view.unmount();
      current = mount(pathname + search);
    },
  };
}
