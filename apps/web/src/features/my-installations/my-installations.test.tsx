import {
  api,
  type ClassicInstallationBody,
  type DeviceCheck,
  FIRST_EMISSION_POLL_MS,
} from '@installer/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installationItem, installationPage, serveInstallations } from '../../test/after-visit.ts';
import { demoDevices, demoSession } from '../../test/demo-data.ts';
import { apiUrl } from '../../test/handlers.ts';
import { preloadScreen } from '../../app/routes.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { TIMERS_TO_FAKE } from '../../test/fake-timers.ts';
import { server } from '../../test/server.ts';
import { WITH_CUSTOMER } from '../../test/step-4.ts';
import { initialWizardState } from '../../wizard-core/wizard-store.ts';
import { flushOutbox, submit } from '../outbox/outbox.ts';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.useRealTimers();
});

const rows = () => screen.getAllByTestId('installation-row');

const WORKING = installationItem({
  id_installation: 43,
  created_at: '2026-11-24T09:30:00.000Z',
  state: 'working',
  last_emission_at: '2026-11-24T09:45:00.000Z',
  signal_quality: 4,
  device: {
    ...installationItem().device,
    device_number: '10000003',
    installed_at: '2026-11-24T09:30:00.000Z',
  },
  equipment: { ...installationItem().equipment, name: 'Water tank' },
});
const WAITING = installationItem({
  id_installation: 42,
  created_at: '2026-11-24T09:00:00.000Z',
  device: { ...installationItem().device, installed_at: '2026-11-24T09:00:00.000Z' },
});
const SILENT = installationItem({
  id_installation: 40,
  created_at: '2026-11-20T09:00:00.000Z',
  state: 'silent',
  last_emission_at: '2026-11-21T09:00:00.000Z',
  signal_quality: 2,
  customer: null,
  device: { ...installationItem().device, device_number: '10000009' },
  equipment: { ...installationItem().equipment, name: 'Old silo' },
});

/** An installation made without signal: its outbox item, with the wizard as it was (docs/decisions/0002-outbox.md). */
async function queueInstallation(device: DeviceCheck) {
  server.use(http.post(apiUrl(api.createInstallation), () => HttpResponse.error()));
  const body = { device_number: device.device_number } as ClassicInstallationBody;
  await submit({
    key: `install-${device.device_number}`,
    device_number: device.device_number,
    call: { kind: 'installation', body, address_label: 'Farm — La Ferme Haute — 01000 Bourg' },
    wizard: { ...initialWizardState(), ...WITH_CUSTOMER, device, device_number: device.device_number },
  });
}

describe('My installations', () => {
  it('lists them newest first with their state, under what still waits on the phone', async () => {
    serveInstallations(() => installationPage([WORKING, WAITING, SILENT]));
    renderApp('/installations');
    await screen.findByRole('heading', { level: 1, name: 'My installations' });
    await queueInstallation(demoDevices['10000002'] as DeviceCheck);

    await waitFor(() => expect(rows()).toHaveLength(4));
    const [queued, working, waiting, silent] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(queued).toHaveTextContent('Device 10000002');
    expect(queued).toHaveTextContent('client@demo.test');
    expect(within(queued).getByText('On the phone')).toBeVisible();
    expect(queued).toHaveTextContent(/waiting for a connection/);

    expect(working).toHaveTextContent('Water tank · 10000003');
    expect(within(working).getByText('Working')).toBeVisible();
    expect(working).toHaveTextContent(/Last measurement .* · signal Good/);
    expect(working).toHaveTextContent('Farm, 01000 Bourg');

    expect(within(waiting).getByText('Waiting')).toBeVisible();
    expect(waiting).toHaveTextContent(/no measurement yet/);

    expect(within(silent).getByText('Silent')).toBeVisible();
    expect(silent).toHaveTextContent(/No measurement since/);
    expect(silent).toHaveTextContent('Professional account');
    // The outbox tries the queued installation again every few seconds: the round under way ends in this
    // test, not in the next one's fresh outbox (where it would store the item again and ask an unanswered URL).
    await flushOutbox();
  });

  it('shows the first page asked as the page started, beside its chunk: the server is asked once (docs/decisions/0027)', async () => {
    const queries = serveInstallations(() => installationPage([WORKING, WAITING]));
    window.localStorage.setItem('installer.session', JSON.stringify(demoSession));
    await preloadScreen('/installations');
    renderApp('/installations');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(queries.map((query) => query.toString())).toEqual(['']);
  });

  it('shows a waiting sensor’s first measurement within the result screen’s poll interval', async () => {
    vi.useFakeTimers({ toFake: TIMERS_TO_FAKE, shouldAdvanceTime: true });
    let measured = false;
    const asked = serveInstallations(() =>
      installationPage([
        measured
          ? { ...WAITING, state: 'working', last_emission_at: new Date().toISOString(), signal_quality: 4 }
          : WAITING,
      ]),
    );
    renderApp('/installations');
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('Waiting')).toBeVisible());
    const before = asked.length;

    measured = true;
    await act(() => vi.advanceTimersByTimeAsync(FIRST_EMISSION_POLL_MS));
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('Working')).toBeVisible());
    expect(asked.length).toBe(before + 1);
  });

  it('searches on the server by what is typed, after a pause, and says when nothing matches', async () => {
    const queries = serveInstallations((query) => installationPage(query.get('q') ? [] : [WAITING]));
    const { user } = renderApp('/installations');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Bourg');
    expect(await screen.findByText('No installation matches this search.')).toBeVisible();
    // One call for the whole word, not one per key.
    expect(queries.map((query) => query.get('q'))).toEqual([null, 'Bourg']);
  });

  it('asks for the next page with the cursor of the last one', async () => {
    const queries = serveInstallations((query) =>
      query.get('cursor') === '42'
        ? installationPage([SILENT])
        : installationPage([WORKING, WAITING], { next_cursor: '42' }),
    );
    const { user } = renderApp('/installations');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(queries[1]?.get('cursor')).toBe('42');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('without signal, shows the list it kept, aged by the phone’s clock, and searches it', async () => {
    serveInstallations(() => installationPage([WORKING, WAITING]));
    const app = renderApp('/installations');
    await waitFor(() => expect(rows()).toHaveLength(2));

    // Three days later, in a cellar: the server cannot be reached.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serveInstallations(() => HttpResponse.error());
    app.reload();

    expect(await screen.findByText(/^No connection: installations as they were on/)).toBeVisible();
    await waitFor(() => expect(rows()).toHaveLength(2));
    // Both are past the 48 h of silence the server gave with the list.
    expect(screen.getAllByText('Silent')).toHaveLength(2);
    expect(screen.queryByText('Working')).not.toBeInTheDocument();

    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'water');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Water tank');
  });

  it('opens an installation’s result screen, with what comes after the visit and no second invitation', async () => {
    serveInstallations(() => installationPage([WORKING]));
    const invitations: unknown[] = [];
    server.use(
      http.post(apiUrl(api.sendInvitation), async ({ request }) => {
        invitations.push(await request.json());
        return HttpResponse.json({ data: { sent: true, mail: 'registration' } });
      }),
    );
    const { user, router } = renderApp('/installations');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0] as HTMLElement).getByRole('button'));

    await screen.findByRole('heading', { level: 1, name: 'Installation result' });
    expect(router.state.location.pathname).toBe('/result');
    expect(router.state.location.state).toMatchObject({
      id_device: 1,
      device_number: '10000003',
      id_installation: 43,
      email: 'client@demo.test',
      revisit: true,
      site: {
        customer: { id_user: 7, email: 'client@demo.test' },
        domicile: { id_domicile: 32, name: 'Farm', address: 'La Ferme Haute' },
        type_asset: 'cuve',
      },
    });
    expect(await screen.findByRole('button', { name: 'Share report' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Replace the sensor' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Install another sensor here' })).toBeVisible();
    expect(invitations).toEqual([]);
  });

  it('is in the app bar’s menu, and forgotten at sign-out', async () => {
    serveInstallations(() => installationPage([WAITING]));
    const { user, router } = renderApp('/installation');
    await user.click(await screen.findByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My installations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/installations'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    const kept = `installer.installations.${demoSession.installer.id_installer}`;
    expect(window.localStorage.getItem(kept)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(kept)).toBeNull();
  });
});
