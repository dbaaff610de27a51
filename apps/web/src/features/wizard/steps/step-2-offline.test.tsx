import { api } from '@installer/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/handlers.ts';
import { demoPrimedDevices, goOffline, PRIMED_AT, primeDemoPhone } from '../../../test/priming.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { getWizard } from '../../../wizard-core/wizard-store.ts';
import { primedTime } from '../../priming/index.ts';

const checks: string[] = [];

/** The snackbar's message, once it replaced the offline one that going offline shows first (spec §8). */
const snackbar = (text: string) => waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

beforeEach(() => {
  checks.length = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/is_installable')) checks.push(request.url);
  });
});

async function submitNumber(deviceNumber: string) {
  const app = renderApp('/installation', { wizard: { step: 'device' } });
  const field = await screen.findByRole('textbox', { name: /Device number/ });
  await app.user.type(field, `${deviceNumber}{Enter}`);
  return app;
}

describe('step 2 without signal (docs/decisions/0012-offline-priming.md)', () => {
  it('checks the number against the devices on the phone and goes on with an installable one', async () => {
    await primeDemoPhone();
    goOffline();
    const { user } = renderApp('/installation', { wizard: { step: 'device' } });
    const field = await screen.findByRole('textbox', { name: /Device number/ });
    expect(field).toHaveAccessibleDescription(
      'No signal: the number is checked against the devices kept on this phone.',
    );
    await user.type(field, '10000001{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipment type' })).toBeVisible();
    await snackbar(
      `Checked on this phone (devices as of ${primedTime(PRIMED_AT, 'gb')}); the server checks it again when the installation is sent.`,
    );
    const { device } = getWizard();
    expect(device).toMatchObject({ device_number: '10000001', id_device: 1, is_installable: true });
    expect(device).not.toHaveProperty('is_installed');
    expect(checks).toEqual([]);
  });

  it.each([
    ['10000404', 'This device cannot be installed'],
    ['10000002', 'This device is already installed'],
    ['10000999', 'Device not found'],
  ])('says at once what the server would refuse: %s', async (number, message) => {
    await primeDemoPhone();
    goOffline();
    await submitNumber(number);
    await snackbar(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Device number' })).toBeVisible();
    expect(getWizard()).toMatchObject({ device: null, device_number: number });
  });

  it('cannot tell a number beyond a capped list, and says it needs the signal', async () => {
    await primeDemoPhone({ devices: demoPrimedDevices({ truncated: true }) });
    goOffline();
    await submitNumber('10000999');
    await snackbar(
      'No signal: this device is not among those kept on this phone. It can be checked once the signal returns.',
    );
    expect(getWizard().device).toBeNull();
  });

  it('answers from the phone when the check gets no answer although the browser says online', async () => {
    await primeDemoPhone();
    server.use(http.get(apiUrl(api.isInstallable), () => HttpResponse.error()));
    await submitNumber('10000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipment type' })).toBeVisible();
    expect(checks).toHaveLength(1);
  });
});
