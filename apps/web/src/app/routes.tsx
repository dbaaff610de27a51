import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { loadSpacePages } from '../features/customer-space/index.ts';
import { preloadCurrentStep, type WizardSlots, WizardSlotsContext } from '../features/wizard/index.ts';
import { withElsewhereTexts, withLaterTexts } from '../i18n/i18n.ts';
import { FirstScreenShown } from '../lib/first-screen.ts';
import { FullPageLoader } from '../lib/ui/full-page-loader.tsx';
import { withQueries } from '../lib/with-queries.tsx';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';

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
        withElsewhereTexts(import('../features/office/jobs/office-jobs-page.tsx')).then((m) => m.OfficeJobsPage),
      ),
    ),
  officeJobForm: () =>
    withQueries(
      marked(withElsewhereTexts(import('../features/office/jobs/job-form-page.tsx')).then((m) => m.JobFormPage)),
    ),
  officeImport: () =>
    withQueries(
      marked(withElsewhereTexts(import('../features/office/import/import-page.tsx')).then((m) => m.ImportPage)),
    ),
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
const MyInstallationsPage = lazy(() => load(SCREENS.installations));
const SwapPage = lazy(() => load(SCREENS.swap));
const ReportPage = lazy(() => load(SCREENS.report));
const SpacePage = lazy(() => load(SCREENS.space));
const SPACE_PAGES = {
  welcome: () => withQueries(marked(loadSpacePages().then((m) => m.WelcomePage))),
  signIn: () => withQueries(marked(loadSpacePages().then((m) => m.SignInPage))),
  report: () => withQueries(marked(loadSpacePages().then((m) => m.SpaceReportPage))),
} satisfies Record<string, Screen>;
const WelcomePage = lazy(() => load(SPACE_PAGES.welcome));
const SpaceSignInPage = lazy(() => load(SPACE_PAGES.signIn));
const SpaceReportPage = lazy(() => load(SPACE_PAGES.report));
const MyJobsPage = lazy(() => load(SCREENS.jobs));
const BoardPage = lazy(() => load(SCREENS.office));
const OfficeJobsPage = lazy(() => load(SCREENS.officeJobs));
const JobFormPage = lazy(() => load(SCREENS.officeJobForm));
const ImportPage = lazy(() => load(SCREENS.officeImport));

// The frames and the guard of pages an installer's day rarely opens (the public report, the customer's space,
// the office) are chunks of their own too, fetched beside their page's (docs/decisions/0009-web-start-up.md).
const PublicLayout = lazy(() => import('./public-layout.tsx').then((m) => ({ default: m.PublicLayout })));
const SpaceLayout = lazy(() => import('./space-layout.tsx').then((m) => ({ default: m.SpaceLayout })));
const RequireOffice = lazy(() => import('./require-office.tsx').then((m) => ({ default: m.RequireOffice })));

/** What the wizard shows of the features above it (features/wizard/wizard-slots.ts). */
const WIZARD_SLOTS: WizardSlots = {
  // decision 0022: today's jobs offered on step 1.
  targetOffer: lazy(() =>
    import('../features/jobs/today-jobs-offer.tsx').then((m) => ({ default: m.TodayJobsOffer })),
  ),
};

/** A frame outside the installer's shell, with the loader while its chunk comes. */
function OutsideShell({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader />}>{children}</Suspense>;
}

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
