import { api } from '@installer/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, errorLogs, errorResponse } from '../../../test/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { getWizard } from '../../../wizard-core/wizard-store.ts';

const checks: string[] = [];
beforeEach(() => {
  checks.length = 0;
  server.events.on('request:start', ({ request }) => {
    const match = new URL(request.url).pathname.match(/^\/api\/v1\/device\/([^/]+)\/is_installable$/);
    if (match?.[1]) checks.push(match[1]);
  });
});

async function atStep2(deviceNumber = '') {
  const app = renderApp('/installation', { wizard: { step: 'device', device_number: deviceNumber } });
  await screen.findByRole('textbox', { name: /Device number/ });
  return app;
}
const numberField = () => screen.getByRole('textbox', { name: /Device number/ });

/**
 * A browser with a native BarcodeDetector (Chrome on Android) reading `codes` one frame after another.
 * The polyfill path (zxing wasm) needs a real browser: the e2e suite scans with Chromium's fake camera.
 */
/** A camera's stream with one track, and the spy its stop() calls. */
function cameraStream() {
  const stop = vi.fn();
  return { stop, stream: { getTracks: () => [{ stop }] } as unknown as MediaStream };
}

function fakeCamera(codes: string[][], getUserMedia: () => Promise<MediaStream>) {
  class FakeDetector {
    static getSupportedFormats = async () => ['qr_code', 'code_128'];
    detect = async () => (codes.shift() ?? []).map((rawValue) => ({ rawValue }));
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('step 2: the device check (spec §2, §4, §8)', () => {
  it('Enter in the number field checks the device and an installable one goes to step 3', async () => {
    const { user } = await atStep2();
    await user.type(numberField(), '10000001{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipment type' })).toBeInTheDocument();
    expect(checks).toEqual(['10000001']);
    expect(getWizard().device).toMatchObject({ id_device: 1, authorized_desk_version: 'V1' });
  });

  it('Next does the same, and spaces typed inside the number do not matter', async () => {
    const { user } = await atStep2();
    await user.type(numberField(), '1000 0002');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Equipment type' });
    expect(checks).toEqual(['10000002']);
  });

  it('a device that is not installable shows the device_cant_be_install warning and stays', async () => {
    const { user } = await atStep2();
    await user.type(numberField(), '10000404{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This device cannot be installed');
    expect(alert).toHaveClass('alert-warning');
    expect(screen.getByRole('heading', { level: 1, name: 'Device number' })).toBeInTheDocument();
    expect(getWizard()).toMatchObject({ step: 'device', device: null });
  });

  it('an unknown number shows device_not_found (404), an answer of the spec, not a failure to log', async () => {
    const { user } = await atStep2();
    await user.type(numberField(), '99999999{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Device not found');
    expect(alert).toHaveClass('alert-error');
    // A real failure afterwards is logged, and alone.
    server.use(http.get(apiUrl(api.isInstallable), () => errorResponse(503, 'internal')));
    await user.clear(numberField());
    await user.type(numberField(), '10000001{Enter}');
    await waitFor(() =>
      expect(errorLogs.map((log) => log.error)).toEqual([
        'GET /api/v1/device/10000001/is_installable -> 503 internal',
      ]),
    );
  });

  it('any other failure shows error_get_device', async () => {
    server.use(http.get(apiUrl(api.isInstallable), () => errorResponse(503, 'internal')));
    const { user } = await atStep2();
    await user.type(numberField(), '10000001{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The device could not be checked');
    expect(getWizard().step).toBe('device');
  });

  it('an empty number is not sent: number_required', async () => {
    const { user } = await atStep2();
    await user.type(numberField(), '{Enter}');
    expect(await screen.findByText('Enter the device number')).toBeInTheDocument();
    expect(numberField()).toHaveAttribute('aria-invalid', 'true');
    expect(checks).toEqual([]);
  });

  it('Back returns to step 1 with the number kept', async () => {
    const { user } = await atStep2();
    await user.type(numberField(), '10000001');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose the target' });
    expect(getWizard().device_number).toBe('10000001');
  });

  it('a referential 244 device adds the fifth step to the stepper', async () => {
    const { user } = await atStep2();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await user.type(numberField(), '10000244{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Equipment type' });
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/^\d/, ''));
    expect(steps).toEqual([
      'Choose the target',
      'Device number',
      'Equipment type',
      'Equipment',
      'External configuration',
    ]);
  });

  it('the scan button opens the full-screen scanner; camera_error closes it (spec §8)', async () => {
    let refuse: () => void = () => undefined;
    const getUserMedia = vi.fn(
      () =>
        new Promise<MediaStream>((_, reject) => {
          refuse = () => reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
        }),
    );
    fakeCamera([], getUserMedia);
    const { user } = await atStep2();
    await user.click(screen.getByRole('button', { name: 'Scan a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan the QR or bar code' });
    expect(dialog).toHaveTextContent('Starting the camera…');
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { exact: 'environment' } },
      audio: false,
    });
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera could not be started');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to any camera when the rear one cannot be had (OverconstrainedError)', async () => {
    const stream = { getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream;
    const getUserMedia = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('no rear camera'), { name: 'OverconstrainedError' }))
      .mockResolvedValueOnce(stream);
    fakeCamera([], getUserMedia);
    const { user } = await atStep2();
    await user.click(screen.getByRole('button', { name: 'Scan a code' }));
    expect(await screen.findByText('Point the camera at the code on the sensor.')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenLastCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  });

  it('a scanned code fills the number, closes the scanner, stops the camera and checks the device', async () => {
    const { stop, stream } = cameraStream();
    fakeCamera([[], [' 10000002 ']], async () => stream);
    const { user } = await atStep2();
    await user.click(screen.getByRole('button', { name: 'Scan a code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipment type' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stop).toHaveBeenCalled();
    expect(checks).toEqual(['10000002']);
    expect(getWizard().device_number).toBe('10000002');
  });

  it('the close button closes the scanner and stops the camera', async () => {
    const { stop, stream } = cameraStream();
    fakeCamera([], async () => stream);
    const { user } = await atStep2();
    await user.click(screen.getByRole('button', { name: 'Scan a code' }));
    await screen.findByText('Point the camera at the code on the sensor.');
    await user.click(screen.getByRole('button', { name: 'Close the scanner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stop).toHaveBeenCalled();
    expect(checks).toEqual([]);
  });

  it('the scanner opens with its close button focused, and Escape closes it too', async () => {
    const { stop, stream } = cameraStream();
    fakeCamera([], async () => stream);
    const { user } = await atStep2();
    await user.click(screen.getByRole('button', { name: 'Scan a code' }));
    await screen.findByText('Point the camera at the code on the sensor.');
    expect(screen.getByRole('button', { name: 'Close the scanner' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stop).toHaveBeenCalled();
    // Back on the button that opened it.
    expect(screen.getByRole('button', { name: 'Scan a code' })).toHaveFocus();
  });
});
