import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { loadSpacePages } from '../features/customer-space/index.ts';
import { preloadCurrentStep, type WizardSlots, WizardSlotsContext } from '../features/wizard/index.ts';
import { withElsewhereTexts, withLaterTexts } from '../i18n/i18n.ts';
import { FirstScreenShown } from '../lib/first-screen.ts';
import { loadSessionSchema } from '../lib/session.ts';
import { FullPageLoader } from '../lib/ui/full-page-loader.tsx';
import { withQueries } from '../lib/with-queries.tsx';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { ScreenBoundary } from './screen-boundary.tsx';

type Screen = () => Promise<{ default: ComponentType }>;

/**
 * A screen's component followed by the mark that the first screen is on show (lib/first-screen.ts). The wizard
 * marks it itself, once its current step has loaded.
 */
async function marked(page: Promise<ComponentType>): Promise<ComponentType> {
  const Page = await page;
  return () => (
    <>
      <Page />
      <FirstScreenShown />
    </>
  );
}

const asModule = async (component: Promise<ComponentType>) => ({ default: await component });

/**
 * spec §2 Routes, plus /login (DESIGN §3), and after the visit: My installations, the sensor swap and the
 * handover report. Each screen is its own chunk, loaded when first visited, with TanStack Query when it asks the
 * server through it (lib/with-queries.tsx), and with the later texts when it speaks beyond the first screens'
 * (docs/decisions/0023-texts-in-two-parts.md).
 */
const SCREENS = {
  login: () => asModule(marked(import('../features/auth/login-page.tsx').then((m) => m.LoginPage))),
  installation: () => {
    preloadCurrentStep();
    // Each step brings TanStack Query when it has a call to make (features/wizard/step-components.ts).
    return asModule(import('../features/wizard/wizard-page.tsx').then((m) => m.WizardPage));
  },
  result: () =>
    withQueries(
      marked(withLaterTexts(import('../features/result/result-page.tsx')).then((m) => m.ResultPage)),
    ),
  installations: () =>
    withQueries(
      marked(
        withLaterTexts(import('../features/my-installations/my-installations-page.tsx')).then(
          (m) => m.MyInstallationsPage,
        ),
      ),
    ),
  swap: () =>
    withQueries(marked(withLaterTexts(import('../features/swap/swap-page.tsx')).then((m) => m.SwapPage))),
  report: () =>
    withQueries(
      marked(withLaterTexts(import('../features/report/report-page.tsx')).then((m) => m.ReportPage)),
    ),
  // The customer's personal space: its pages share one chunk (features/customer-space/space-pages.ts).
  space: () => withQueries(marked(loadSpacePages().then((m) => m.SpacePage))),
  jobs: () =>
    withQueries(
      marked(withLaterTexts(import('../features/jobs/my-jobs-page.tsx')).then((m) => m.MyJobsPage)),
    ),
  office: () =>
    withQueries(
      marked(withElsewhereTexts(import('../features/office/board/board-page.tsx')).then((m) => m.BoardPage)),
    ),
  officeJobs: () =>
    withQueries(
      marked(
        withElsewhereTexts(import('../features/office/jobs/office-jobs-page.tsx')).then(
          (m) => m.OfficeJobsPage,
        ),
      ),
    ),
  officeJobForm: () =>
    withQueries(
      marked(
        withElsewhereTexts(import('../features/office/jobs/job-form-page.tsx')).then((m) => m.JobFormPage),
      ),
    ),
  officeImport: () =>
    withQueries(
      marked(
        withElsewhereTexts(import('../features/office/import/import-page.tsx')).then((m) => m.ImportPage),
      ),
    ),
} satisfies Record<string, Screen>;

type Module<P> = { default: ComponentType<P> };
const loaded = new Map<unknown, Promise<unknown>>();
/** The modules already in, for a screen rendered at once (`lazyScreen`). */
const arrived = new Map<unknown, unknown>();
function load<P>(screen: () => Promise<Module<P>>): Promise<Module<P>> {
  let module = loaded.get(screen) as Promise<Module<P>> | undefined;
  if (!module) {
    module = screen();
    loaded.set(screen, module);
    module.then(
      (value) => arrived.set(screen, value),
      // A failed fetch (offline, a new deployment) is tried again at the next visit.
      () => loaded.delete(screen),
    );
  }
  return module;
}

/**
 * A screen (or frame) loaded on first use. One whose chunk is already in (preloadScreen started it with the
 * page) renders in the same pass as its parent: React.lazy takes any thenable, and one that answers at once
 * resolves the component at once, whereas a promise, even a settled one, suspends first. The fallback then never
 * shows, and neither does React's hold of 300 ms on content shown soon after a fallback, which put the first
 * screen's data a third of a second later on the screen (docs/decisions/0027-first-screen-sooner.md).
 */
function lazyScreen<P>(screen: () => Promise<Module<P>>) {
  return lazy(() => {
    const module = arrived.get(screen) as Module<P> | undefined;
    if (!module) return load(screen);
    const atOnce: PromiseLike<Module<P>> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, the one React.lazy resolves at once.
      then: (use) => Promise.resolve(use?.(module)) as never,
    };
    return atOnce as Promise<Module<P>>;
  });
}

const LoginPage = lazyScreen(SCREENS.login);
const WizardPage = lazyScreen(SCREENS.installation);
const ResultPage = lazyScreen(SCREENS.result);
const MyInstallationsPage = lazyScreen(SCREENS.installations);
const SwapPage = lazyScreen(SCREENS.swap);
const ReportPage = lazyScreen(SCREENS.report);
const SpacePage = lazyScreen(SCREENS.space);
const SPACE_PAGES = {
  welcome: () => withQueries(marked(loadSpacePages().then((m) => m.WelcomePage))),
  signIn: () => withQueries(marked(loadSpacePages().then((m) => m.SignInPage))),
  report: () => withQueries(marked(loadSpacePages().then((m) => m.SpaceReportPage))),
} satisfies Record<string, Screen>;
const WelcomePage = lazyScreen(SPACE_PAGES.welcome);
const SpaceSignInPage = lazyScreen(SPACE_PAGES.signIn);
const SpaceReportPage = lazyScreen(SPACE_PAGES.report);
const MyJobsPage = lazyScreen(SCREENS.jobs);
const BoardPage = lazyScreen(SCREENS.office);
const OfficeJobsPage = lazyScreen(SCREENS.officeJobs);
const JobFormPage = lazyScreen(SCREENS.officeJobForm);
const ImportPage = lazyScreen(SCREENS.officeImport);

// The frames and the guard of pages an installer's day rarely opens (the public report, the customer's space,
// the office) are chunks of their own too, fetched beside their page's (docs/decisions/0009-web-start-up.md).
const loadPublicLayout = () => import('./public-layout.tsx').then((m) => ({ default: m.PublicLayout }));
const PublicLayout = lazyScreen(loadPublicLayout);
const SpaceLayout = lazy(() => import('./space-layout.tsx').then((m) => ({ default: m.SpaceLayout })));
const RequireOffice = lazy(() => import('./require-office.tsx').then((m) => ({ default: m.RequireOffice })));

/** What the wizard shows of the features above it (features/wizard/wizard-slots.ts). */
const WIZARD_SLOTS: WizardSlots = {
  // decision 0022: today's jobs offered on step 1.
  targetOffer: lazy(() =>
    import('../features/jobs/today-jobs-offer.tsx').then((m) => ({ default: m.TodayJobsOffer })),
  ),
};

/** A frame outside the installer's shell, with the loader while its chunk comes (or why it did not). */
function OutsideShell({ children }: { children: ReactNode }) {
  return (
    <ScreenBoundary>
      <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
    </ScreenBoundary>
  );
}

/**
 * The first call of a screen whose data is its largest content, started as the page starts, beside the chunk
 * that will show it (lib/early-call.ts, docs/decisions/0027-first-screen-sooner.md): each loads its module and
 * gives how to start the call.
 */
const FIRST_CALLS: Partial<Record<keyof typeof SCREENS, (pathname: string) => Promise<() => void>>> = {
  installations: () =>
    import('../features/my-installations/api/installations-call.ts').then(
      (m) => () => m.startInstallationsCall(),
    ),
  report: (pathname) =>
    import('../features/report/api/report-call.ts').then((m) => () => m.startReportCall(pathname)),
};

/**
 * A first call asks who is signed in, which is known once the stored session has been read through its schema
 * (lib/session.ts): it starts when both its module and that schema are in.
 */
async function startFirstCall(name: keyof typeof SCREENS, pathname: string): Promise<void> {
  const load = FIRST_CALLS[name];
  if (!load) return;
  const [start] = await Promise.all([load(pathname), loadSessionSchema()]);
  start();
}

/**
 * Starts fetching the chunk of the screen at `pathname`, and its first call, while the locale loads (no
 * waterfall). Settles once the chunks are in and the call started, or one failed (the screen's own load then
 * tries again).
 */
export function preloadScreen(pathname: string): Promise<void> {
  const first = pathname.split('/')[1] ?? '';
  const name = first in SCREENS ? (first as keyof typeof SCREENS) : 'installation';
  // Each lazy import names the chunks it needs, a <link rel=modulepreload> apiece (a fraction of a millisecond
  // each, 20 to 40 for a screen): asked for in a task of their own, after the entry's evaluation, so that the
  // two are not one long task (docs/decisions/0028-first-screen-in-slices.md).
  return new Promise((resolve) => setTimeout(resolve))
    .then(() =>
      Promise.all([
        load(SCREENS[name]),
        // A call the screen does not find started is simply made by the screen.
        startFirstCall(name, pathname),
        name === 'report' && load(loadPublicLayout),
      ]),
    )
    .then(
      () => undefined,
      () => undefined,
    );
}

/** spec §2 `/` (and any unknown path) redirects to /installation, keeping query parameters such as device_number. */
function ToInstallation() {
  const search = useSearch();
  return <Redirect to={`/installation${search ? `?${search}` : ''}`} replace />;
}

export function AppRoutes() {
  return (
    <Switch>
      {/* docs/decisions/0008-report-links.md: public, the link is the only key; outside the installer's shell. */}
      <Route path="/report/:token">
        <OutsideShell>
          <PublicLayout>
            <ReportPage />
          </PublicLayout>
        </OutsideShell>
      </Route>
      {/* spec §6 the customer's personal space: its own session, outside the installer's shell. */}
      <Route path="/space/welcome">
        <OutsideShell>
          <SpaceLayout>
            <WelcomePage />
          </SpaceLayout>
        </OutsideShell>
      </Route>
      <Route path="/space/sign-in">
        <OutsideShell>
          <SpaceLayout>
            <SpaceSignInPage />
          </SpaceLayout>
        </OutsideShell>
      </Route>
      <Route path="/space/report/:id_installation">
        <OutsideShell>
          <SpaceLayout>
            <SpaceReportPage />
          </SpaceLayout>
        </OutsideShell>
      </Route>
      <Route path="/space">
        <OutsideShell>
          <SpaceLayout>
            <SpacePage />
          </SpaceLayout>
        </OutsideShell>
      </Route>
      <Route>
        <InstallerRoutes />
      </Route>
    </Switch>
  );
}

/** The installer's app: the shell (app bar, outbox, sign-in redirect) around its screens. */
function InstallerRoutes() {
  return (
    <RootLayout>
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/installation/:param?">
          <RequireSession>
            <WizardSlotsContext value={WIZARD_SLOTS}>
              <WizardPage />
            </WizardSlotsContext>
          </RequireSession>
        </Route>
        <Route path="/result">
          <RequireSession>
            <ResultPage />
          </RequireSession>
        </Route>
        <Route path="/installations">
          <RequireSession>
            <MyInstallationsPage />
          </RequireSession>
        </Route>
        <Route path="/swap/:id_installation">
          <RequireSession>
            <SwapPage />
          </RequireSession>
        </Route>
        <Route path="/jobs">
          <RequireSession>
            <MyJobsPage />
          </RequireSession>
        </Route>
        {/* docs/decisions/0022-office-jobs.md: the office's screens, for office accounts only (RequireOffice). */}
        <Route path="/office">
          <RequireOffice>
            <BoardPage />
          </RequireOffice>
        </Route>
        <Route path="/office/jobs">
          <RequireOffice>
            <OfficeJobsPage />
          </RequireOffice>
        </Route>
        <Route path="/office/jobs/:id_job">
          <RequireOffice>
            <JobFormPage />
          </RequireOffice>
        </Route>
        <Route path="/office/import">
          <RequireOffice>
            <ImportPage />
          </RequireOffice>
        </Route>
        <Route component={ToInstallation} />
      </Switch>
    </RootLayout>
  );
}
