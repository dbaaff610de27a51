import {
  api,
  type Board,
  type BoardInstallation,
  type Job,
  type JobList,
  type OfficeAccount,
  type Session,
} from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { type ComponentType, Suspense } from 'react';
import { Route } from 'wouter';
import { AppProviders } from '../app/app-providers.tsx';
import { AppSnackbar } from '../app/app-snackbar.tsx';
import { localDay } from '../lib/local-day.ts';
import { QueryProvider } from '../lib/queries.tsx';
import { demoSession } from './demo-data.ts';
import { apiUrl } from './handlers.ts';
import { mountPage } from './render-app.tsx';
import { server } from './server.ts';

/** The demo office account (decision 0022 Roles: office@demo.test), signed in with the demo token. */
export const officeSession: Session = {
  ...demoSession,
  installer: {
    ...demoSession.installer,
    id_installer: 3,
    email: 'office@demo.test',
    name: 'Demo Office',
    role: 'office',
  },
};

const OFFICE_ACCOUNTS: OfficeAccount[] = [
  { id_installer: 1, name: 'Demo Installer', email: 'installer@demo.test', role: 'installer' },
  { id_installer: 2, name: 'Second Installer', email: 'installer2@demo.test', role: 'installer' },
  { id_installer: 3, name: 'Demo Office', email: 'office@demo.test', role: 'office' },
];

/**
 * One screen alone at `path`, as the shell shows it (its providers, TanStack Query and the snackbar), signed
 * in as `session`, with `state` in its history entry as a navigation leaves it: for a test of the screen
 * itself, without the app's routes and lazy chunks. `route`: the screen's route pattern, for its parameters.
 */
export function renderScreen(
  path: string,
  Screen: ComponentType,
  {
    session = officeSession,
    state = null,
    route,
  }: { session?: Session; state?: unknown; route?: string } = {},
) {
  window.localStorage.setItem('installer.session', JSON.stringify(session));
  return mountPage(path, () => {
    if (state !== null) window.history.replaceState(state, '', path);
    return page(route ? () => <Route path={route} component={Screen} /> : Screen);
  });
}

function page(Screen: ComponentType) {
  return (
    <AppProviders options={{ loaderDelayMs: 0, pageStartedAt: 0 }}>
      <QueryProvider>
        <main className="page">
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        </main>
      </QueryProvider>
      <AppSnackbar />
    </AppProviders>
  );
}

/** A planned job for client@demo.test today, with two listed devices, none installed yet. */
export function demoJob(overrides: Partial<Job> = {}): Job {
  return {
    id_job: 11,
    version: 1,
    status: 'planned',
    state: 'planned',
    scheduled_date: localDay(),
    window_start: '08:00',
    window_end: '10:00',
    notes: 'Gate code 1234',
    customer: { id_user: 7, email: 'client@demo.test', first_name: 'Claire', last_name: 'Client' },
    address: {
      id_domicile: 31,
      address_name: 'Farm',
      address: '12 Rue des Lilas, 01000 Bourg',
      city: 'Bourg',
      postal_code: '01000',
      latitude: 46.2,
      longitude: 5.22,
    },
    equipment: {
      type_key: 'cuve',
      type_name: 'Tank (level sensor)',
      id_brand_reference: null,
      id_model_reference: null,
      dimensions: { volume: 3000 },
      name: null,
      id_liquid_type: null,
      id_localisation_type: null,
      monitoring_type: null,
    },
    devices: [
      { device_number: '10000501', listed: true, installation: null },
      { device_number: '10000502', listed: true, installation: null },
    ],
    device_count: 0,
    expected_devices: 2,
    installer: { id_installer: 1, name: 'Demo Installer', email: 'installer@demo.test' },
    not_doable: null,
    created_at: '2026-11-26T08:00:00.000Z',
    updated_at: '2026-11-26T08:00:00.000Z',
    ...overrides,
  };
}

export function jobList(items: Job[]): JobList {
  return { items, as_of: new Date().toISOString(), silent_after_hours: 48 };
}

/** An installation on the board: measured, 40 m from its address, not checked yet. */
export function boardInstallation(overrides: Partial<BoardInstallation> = {}): BoardInstallation {
  return {
    id_installation: 42,
    id_job: 11,
    kind: 'classic',
    state: 'working',
    installed_at: '2026-11-27T08:30:00.000Z',
    device: { id_device: 501, device_number: '10000501' },
    customer: { id_user: 7, id_client: null, email: 'client@demo.test', name: 'Claire Client' },
    address: demoJob().address,
    equipment: { type_key: 'cuve', type_name: 'Tank (level sensor)', name: 'Fuel tank' },
    photos: [],
    first_measurement: { at: '2026-11-27T08:35:00.000Z', values: { mesure: 640 } },
    last_emission_at: '2026-11-27T08:35:00.000Z',
    signal_quality: 4,
    position: { latitude: 46.2003, longitude: 5.2201, distance_m: 40 },
    report_link: null,
    verification: { state: 'unchecked', comment: null, at: null, by: null },
    ...overrides,
  };
}

export function demoBoard(installations: BoardInstallation[] = [boardInstallation()]): Board {
  return {
    columns: [
      {
        installer: OFFICE_ACCOUNTS[0] as OfficeAccount,
        jobs: [demoJob({ state: 'in_progress' })],
        installations,
      },
      { installer: OFFICE_ACCOUNTS[1] as OfficeAccount, jobs: [], installations: [] },
    ],
    as_of: new Date().toISOString(),
    silent_after_hours: 48,
  };
}

/** GET /office/installers answers the demo professional's three accounts. */
export function serveOfficeAccounts() {
  server.use(
    http.get(apiUrl(api.officeInstallers), () => HttpResponse.json({ data: { items: OFFICE_ACCOUNTS } })),
  );
}
