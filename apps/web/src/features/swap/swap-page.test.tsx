import { api, type DeviceCheck, type SwapResult } from '@installer/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { installationPage, serveInstallations } from '../../test/after-visit.ts';
import { demoDevices } from '../../test/demo-data.ts';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { resultParamsFor, showResult } from '../../test/result-screen.tsx';
import { server } from '../../test/server.ts';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { is_installable: _, ...NEW_DEVICE } = demoDevices['10000002'] as DeviceCheck;

const swapped = (deviceNumber: string): SwapResult => ({
  id_installation: 43,
  id_asset: 61,
  id_domicile: 32,
  swapped_at: '2026-11-24T11:00:00.000Z',
  previous_device: { id_device: 1, device_number: '10000001' },
  device: { ...NEW_DEVICE, device_number: deviceNumber },
  id_module: null,
  email: 'client@demo.test',
});

/** Answers the swap call with `answer(body)` in turn, recording each request. */
function serveSwap(answer: (deviceNumber: string) => Response | SwapResult) {
  const requests: { id: string; key: string | null; body: unknown }[] = [];
  server.use(
    http.post(apiUrl(api.swapDevice), async ({ request, params }) => {
      const body = (await request.json()) as { device_number: string };
      requests.push({
        id: String(params.id_installation),
        key: request.headers.get('Idempotency-Key'),
        body,
      });
      const result = answer(body.device_number);
      return result instanceof Response ? result : HttpResponse.json({ data: result });
    }),
  );
  return requests;
}

const numberField = () => screen.getByRole('textbox', { name: /New device number/ });

async function openSwapFromResult() {
  await showResult({
    state: resultParamsFor({ id_installation: 43, email: 'client@demo.test' }),
    wizard: { is_send_sign_up_mail: false },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Replace the sensor' }));
  await screen.findByRole('heading', { level: 1, name: 'Replace the sensor' });
  return user;
}

describe('swapping a sensor', () => {
  it('replaces the device through the outbox and opens the new device’s result screen', async () => {
    const requests = serveSwap((number) => swapped(number));
    const invitations: unknown[] = [];
    server.use(
      http.post(apiUrl(api.sendInvitation), () => {
        invitations.push(1);
        return HttpResponse.json({ data: { sent: true, mail: 'registration' } });
      }),
    );
    const user = await openSwapFromResult();
    expect(screen.getByText(/Sensor 10000001 is released/)).toBeVisible();
    await user.type(numberField(), '10000002{Enter}');

    expect(
      await screen.findByText('Activate the sensor 10000002 manually to receive its first measurement.'),
    ).toBeVisible();
    // The screen names the new sensor and the one it replaces (not "The device has been installed."), once:
    // no snackbar repeats it over the screen.
    expect(
      await screen.findByText('Sensor 10000002 now replaces sensor 10000001 on this equipment.'),
    ).toBeVisible();
    expect(screen.queryByText('The device has been installed.')).not.toBeInTheDocument();
    expect(screen.queryByText('Sensor replaced: 10000001 is released.')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ id: '43', body: { device_number: '10000002' } });
    expect(requests[0]?.key).toMatch(/^swap\./);
    expect(window.history.state).toMatchObject({
      id_installation: 43,
      device_number: '10000002',
      revisit: true,
    });
    // The customer was invited when the equipment was installed.
    expect(invitations).toEqual([]);
  });

  it('says why a number is refused, and sends the same swap again with the same key', async () => {
    const answers: Record<string, Response[]> = {
      '10000404': [errorResponse(409, 'device_cant_be_install')],
      '99999999': [errorResponse(404, 'device_not_found')],
      '10000230': [errorResponse(409, 'device_already_installed')],
      '10000244': [
        HttpResponse.json(
          { error: { code: 'conflict', message: 'changed', details: { reason: 'installation_changed' } } },
          { status: 409 },
        ),
        errorResponse(503, 'service_unavailable'),
      ],
    };
    const requests = serveSwap((number) => answers[number]?.shift() ?? swapped(number));
    const user = await openSwapFromResult();
    const tryNumber = async (number: string, message: string) => {
      await user.clear(numberField());
      await user.type(numberField(), number);
      await user.click(screen.getByRole('button', { name: 'Replace' }));
      expect(await within(await screen.findByRole('alert')).findByText(message)).toBeVisible();
    };
    await tryNumber('10000404', 'This device cannot be installed');
    await tryNumber('99999999', 'Device not found');
    await tryNumber('10000230', 'This device is already installed');
    await tryNumber('10000244', 'This installation changed meanwhile: open it again and retry.');
    await tryNumber('10000244', 'Internal server error');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    await screen.findByRole('heading', { level: 1, name: 'Installation result' });

    const keys = requests
      .filter(
        (request) => request.body && (request.body as { device_number: string }).device_number === '10000244',
      )
      .map((request) => request.key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(new Set(requests.map((request) => request.key)).size).toBe(4);
  });

  it('checks the number before asking: required, well formed, not the sensor already there', async () => {
    const requests = serveSwap((number) => swapped(number));
    const user = await openSwapFromResult();
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Enter the device number')).toBeVisible();
    await user.type(numberField(), '10000001');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Sensor 10000001 is already on this equipment')).toBeVisible();
    await user.clear(numberField());
    await user.type(numberField(), '1000 0002');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Letters, digits, dashes and underscores only')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('without signal, keeps the swap on the phone and shows it in My installations', async () => {
    serveSwap(() => HttpResponse.error());
    serveInstallations(() => HttpResponse.error());
    const user = await openSwapFromResult();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(numberField(), '10000002{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'My installations' });
    const row = await screen.findByText('Sensor swap to 10000002');
    expect(within(row.closest('li') as HTMLElement).getByText('On the phone')).toBeVisible();
  });

  it('goes back to My installations for an unknown installation id', async () => {
    serveInstallations(() => installationPage([]));
    const { router } = renderApp('/swap/not-an-id');
    await waitFor(() => expect(router.state.location.pathname).toBe('/installations'));
  });
});
