import { api, FIRST_EMISSION_POLL_MS, type ModuleDetail } from '@installer/contracts';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS_TO_FAKE } from '../../test/fake-timers.ts';
import { apiUrl } from '../../test/handlers.ts';
import {
  emission,
  renderResult,
  resultParamsFor,
  serveFirstEmission,
  showResult,
} from '../../test/result-screen.tsx';
import { server } from '../../test/server.ts';

// Lazy chunks and MUI take seconds to come on a busy two-core machine shared by several test runs.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: TIMERS_TO_FAKE });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Shows the result screen and lets the first poll bring `data`. */
async function afterFirstEmission(data: ReturnType<typeof emission>, params = resultParamsFor()) {
  serveFirstEmission(data);
  await showResult({ state: params });
  await elapse(FIRST_EMISSION_POLL_MS);
  await screen.findByText('Perfect!');
  // The measures' details come with their own chunk (first-measure.tsx).
  await screen.findByRole('region', { name: 'Network state' });
}

function measureRows(): string[] {
  const list = screen.getByRole('region', { name: 'Measurements' });
  return within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
}

describe('route parameters (spec §2, §5)', () => {
  it.each([
    ['no navigation state at all', undefined],
    ['no id_device', { ...resultParamsFor(), id_device: undefined }],
    ['no device_number', resultParamsFor({ device_number: '' })],
    ['no url_device_detail', { ...resultParamsFor(), url_device_detail: undefined }],
    ['no value_type_device', { ...resultParamsFor(), value_type_device: null }],
  ])('goes back to /installation with %s', async (_, state) => {
    const app = renderResult({ state });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/installation'));
  });

  it('never shows the previous installation of the tab for incomplete parameters', async () => {
    serveFirstEmission(null);
    await showResult({ state: resultParamsFor({ device_number: '10000002', id_device: 2 }) });
    expect(screen.getByText(/10000002/)).toBeInTheDocument();
    cleanup();
    const app = renderResult({
      state: { ...resultParamsFor({ device_number: '10000003' }), id_device: undefined },
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/installation'));
    expect(screen.queryByText(/10000002/)).not.toBeInTheDocument();
  });

  it('keeps the parameters across a reload of the tab', async () => {
    serveFirstEmission(null);
    const app = await showResult({ state: resultParamsFor({ device_number: '10000002', id_device: 2 }) });
    app.reload();
    expect(
      await screen.findByText(/Activate the sensor 10000002 manually/, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/result');
  });
});

describe('before the first emission (spec §2)', () => {
  it('shows the success line, the default introduction, the waiting state, the image notice and the buttons', async () => {
    serveFirstEmission(null);
    await showResult({ state: resultParamsFor() });
    expect(screen.getByText('The device has been installed.')).toBeVisible();
    expect(
      screen.getByText('Activate the sensor 10000001 manually to receive its first measurement.'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for a measure...');
    const notice = screen.getByRole('img', { name: 'Installation notice' });
    expect(notice).toHaveAttribute('src', '/media/notice-tank.png');
    expect(screen.getByText('Screw the sensor on the tank.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Activate the device later' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Perform a new installation' })).toHaveAttribute(
      'href',
      '/installation',
    );
    // Nothing of the emitted state yet.
    expect(screen.queryByText('Perfect!')).not.toBeInTheDocument();
    expect(screen.queryByText('Network state')).not.toBeInTheDocument();
  });

  it('plays an .mp4 notice as a video with controls, and shows the device introduction', async () => {
    serveFirstEmission(null);
    await showResult({
      state: resultParamsFor({
        installation: {
          notice: '/media/notice-tank-v2.MP4?v=2',
          description: null,
          introduction: 'Press the button twice.',
        },
      }),
    });
    expect(screen.getByText('Press the button twice.')).toBeVisible();
    expect(screen.queryByText(/Activate the sensor/)).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Installation notice' });
    const video = within(section).getByLabelText('Installation notice');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/media/notice-tank-v2.MP4?v=2');
  });

  it('shows no notice section when the device has neither notice nor description', async () => {
    serveFirstEmission(null);
    await showResult({ state: resultParamsFor({ installation: null }) });
    expect(screen.queryByText('Installation notice')).not.toBeInTheDocument();
  });

  it('has no beep hint off the beehive hosts', async () => {
    serveFirstEmission(null);
    await showResult({ state: resultParamsFor() });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('after the first emission (spec §2, §3, §4)', () => {
  it('shows "Perfect!", the liquid height and raw measure in mm, the network state and the buttons', async () => {
    await afterFirstEmission(emission({ hauteur_liquide: 812, mesure: 1188.5, signal_quality: 4 }));
    expect(screen.getByText('The sensor sent its first measurement.')).toBeVisible();
    expect(measureRows()).toEqual(['Liquid height (mm) = 812', 'Raw measure (mm) = 1,188.5']);
    expect(screen.getByText('Good')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'See the device detail' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Perform a new installation' })).toBeVisible();
    expect(screen.queryByText('Waiting for a measure...')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Installation notice' })).not.toBeInTheDocument();
  });

  it('shows the weight in Kg, read from volume, when weight is set', async () => {
    await afterFirstEmission(emission({ weight: true, volume: 42.35, hauteur_liquide: 3, mesure: 4 }));
    expect(measureRows()).toEqual(['Weight (Kg) = 42.35']);
  });

  it('shows a dash for a measure the sensor did not send', async () => {
    await afterFirstEmission(emission({ hauteur_liquide: null, mesure: undefined }));
    expect(measureRows()).toEqual(['Liquid height (mm) = —', 'Raw measure (mm) = —']);
  });

  it('reminds the professional to check e-mails when there is no user', async () => {
    await afterFirstEmission(emission(), resultParamsFor({ email: null }));
    expect(screen.getByText('Check your e-mails: the activation mail has been sent.')).toBeVisible();
  });

  it('has no e-mail reminder when the installation is for a client', async () => {
    server.use(
      http.post(apiUrl(api.sendInvitation), () =>
        HttpResponse.json({ data: { sent: true, mail: 'registration' } }),
      ),
    );
    await afterFirstEmission(emission(), resultParamsFor({ email: 'new-client@example.test' }));
    expect(screen.queryByText(/Check your e-mails/)).not.toBeInTheDocument();
  });

  it.each([
    [null, 'No data', 'default'],
    [0, 'Bad', 'error'],
    [1, 'Bad', 'error'],
    [2, 'Bad', 'error'],
    [3, 'Medium', 'warning'],
    [4, 'Good', 'info'],
    [5, 'Very good', 'success'],
  ])('shows signal quality %s as %s (%s colour)', async (quality, label, colour) => {
    await afterFirstEmission(emission({ signal_quality: quality }));
    const section = screen.getByRole('region', { name: 'Network state' });
    // lib/ui's Chip says its tone by its class (chip-<tone>), the colour of the contracts' SIGNAL_COLOR.
    expect(within(section).getByText(label)).toHaveClass('chip', `chip-${colour}`);
  });
});

describe('module metrics (spec §2, §3 Module default metrics)', () => {
  const gasModule: ModuleDetail = {
    id_module: 9,
    key: 'GNC_GAS',
    name: 'Gas tanks',
    total_models: 1,
    asset_models: [],
    default_metrics_configuration: {
      metrics: [
        { label: 'Level', unit: 'mm', is_visible: true, parameters: '{"output":"tanks.tank_1.level_mm"}' },
        {
          label: 'Pressure',
          unit: 'bar',
          is_visible: true,
          parameters: '{"output":["tanks","tank_1","pressure"]}',
        },
        {
          label: 'Valve open',
          unit: null,
          is_visible: true,
          parameters: '{"output":"tanks.tank_1.valve_open"}',
        },
        {
          label: 'Fill level',
          unit: '%',
          is_visible: true,
          parameters: '{"output":"tanks.tank_2.fill_pct"}',
        },
        {
          label: 'Battery voltage',
          unit: 'V',
          is_visible: false,
          parameters: '{"output":"device.battery.voltage_v"}',
        },
        { label: 'Broken', unit: 'x', is_visible: true, parameters: 'not json' },
      ],
    },
  };

  it('shows each visible metric with its label, unit in brackets and the value at its three-level path', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(api.moduleById), ({ params }) => {
        asked.push(String(params.id_module));
        return HttpResponse.json({ data: gasModule });
      }),
    );
    await afterFirstEmission(
      emission({
        hauteur_liquide: 999,
        tanks: { tank_1: { level_mm: 812, pressure: 7.25, valve_open: true } },
        device: { battery: { voltage_v: 3.6 } },
      }),
      resultParamsFor({ id_module: 9 }),
    );
    await screen.findByText('Level (mm)');
    expect(asked).toEqual(['9']);
    expect(measureRows()).toEqual([
      'Level (mm) = 812',
      'Pressure (bar) = 7.25',
      'Valve open = Yes',
      'Fill level (%) = —',
      'Broken (x) = —',
    ]);
    // The classic measures are not shown for a module-based asset.
    expect(screen.queryByText(/Liquid height/)).not.toBeInTheDocument();
  });

  it('says the model could not be loaded when the module call fails', async () => {
    server.use(
      http.get(apiUrl(api.moduleById), () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
      ),
    );
    await afterFirstEmission(emission(), resultParamsFor({ id_module: 9 }));
    expect(await screen.findByText('The equipment model could not be loaded')).toBeVisible();
  });
});
