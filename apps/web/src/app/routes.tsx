import { type ComponentType, lazy } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';

type Screen = () => Promise<{ default: ComponentType }>;

/** A screen's component with TanStack Query around it: the library comes with the first screen, not the shell. */
async function withQueries(page: Promise<ComponentType>): ReturnType<Screen> {
  const [Page, { QueryProvider }] = await Promise.all([page, import('../lib/queries.tsx')]);
  return {
    default: () => (
      <QueryProvider>
        <Page />
      </QueryProvider>
    ),
  };
}

/** spec §2 Routes, plus /login (DESIGN §3). Each screen is its own chunk, loaded when first visited. */
const SCREENS = {
  // The sign-in screen needs no TanStack Query: it stays out of its first load.
  login: async () => ({ default: (await import('../features/auth/login-page.tsx')).LoginPage }),
  installation: () => withQueries(import('../features/wizard/wizard-page.tsx').then((m) => m.WizardPage)),
  result: () => withQueries(import('../features/result/result-page.tsx').then((m) => m.ResultPage)),
} satisfies Record<string, Screen>;

const loaded = new Map<Screen, ReturnType<Screen>>();
function load(screen: Screen): ReturnType<Screen> {
  let module = loaded.get(screen);
  if (!module) {
    module = screen();
    loaded.set(screen, module);
    // A failed fetch (offline, a new deployment) is tried again at the next visit.
    module.catch(() => loaded.delete(screen));
  }
  return module;
}

const LoginPage = lazy(() => load(SCREENS.login));
const WizardPage = lazy(() => load(SCREENS.installation));
const ResultPage = lazy(() => load(SCREENS.result));

/** Starts fetching the chunk of the screen at `pathname` while the locale loads (no waterfall). */
export function preloadScreen(pathname: string): void {
  const first = pathname.split('/')[1] ?? '';
  const screen = first in SCREENS ? SCREENS[first as keyof typeof SCREENS] : SCREENS.installation;
  void load(screen).catch(() => undefined);
}

/** spec §2 `/` (and any unknown path) redirects to /installation, keeping query parameters such as device_number. */
function ToInstallation() {
  const search = useSearch();
  return <Redirect to={`/installation${search ? `?${search}` : ''}`} replace />;
}

export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/installation/:param?">
          <RequireSession>
            <WizardPage />
          </RequireSession>
        </Route>
        <Route path="/result">
          <RequireSession>
            <ResultPage />
          </RequireSession>
        </Route>
        <Route component={ToInstallation} />
      </Switch>
    </RootLayout>
  );
}
