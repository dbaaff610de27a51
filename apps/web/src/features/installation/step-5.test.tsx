import { api, type DeviceCheck } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoDevices } from '../../test/demo-data.ts';
import { sent } from '../../test/equipment-handlers.ts';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { fillRectangularTank, next, renderStep4, summaryValue } from '../../test/step-4.ts';
import { getWizard } from '../../wizard-core/wizard-store.ts';
import { closeAppOutbox, flushOutbox, outboxItems } from '../outbox/outbox.ts';
import { sendOutboxFromWorker } from '../outbox/outbox-worker.ts';

vi.setConfig({ testTimeout: 90_000 });

const STEP5_DEVICE = demoDevices['10000244'] as DeviceCheck;
type User = ReturnType<typeof renderStep4>['user'];

async function installTank(user: User, liquid: string) {
  await fillRectangularTank(user, { name: 'Propane tank', liquid });
  await user.click(next());
  await screen.findByRole('heading', { name: 'Summary' });
}

/**
 * The installation call answers as `answer` says: no answer at all (no signal), a refusal, or the server
 * (equipmentHandlers). Used after renderStep4, whose handlers it goes in front of.
 */
function installationAnswers(answer: () => 'offline' | 409 | 'server') {
  server.use(
    http.post(apiUrl(api.createInstallation), () => {
      const what = answer();
      if (what === 'offline') return HttpResponse.error();
      if (what === 409) return errorResponse(409, 'device_cant_be_install', 'Already installed');
      return undefined;
    }),
  );
}

describe('step 5, external configuration (referential 244)', () => {
  it('comes after the installation is created, with the summary of spec §2, and sends a valid product', async () => {
    const { user, router } = renderStep4({ device: STEP5_DEVICE });
    await installTank(user, 'Propane');
    expect(sent.installations).toHaveLength(1);
    await waitFor(() => expect(summaryValue('Product')).toBe('Propane'));
    // Step 5 is still to do: the wizard is not finished yet (the resume offer).
    expect(getWizard().finished).toBeFalsy();
    expect(summaryValue('Device')).toBe('Otodata propane tank monitor');
    expect(summaryValue('Address')).toBe('12 Rue des Lilas, 69003 Lyon');
    expect(summaryValue('Serial number')).toBe('10000244');
    expect(summaryValue('Capacity')).toBe('1000 L');
    expect(summaryValue('Tank format')).toBe('Rectangular');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    expect(getWizard().finished).toBe(true);
    expect(sent.externalConfigs).toEqual([
      {
        idDevice: '3',
        body: {
          serialNumberDevice: '10000244',
          payload: {
            is_installed: true,
            address: '12 Rue des Lilas, 69003 Lyon',
            product: 'Propane',
            capacity: 1000,
            name_commercial_asset: '',
            configuration: { tank_type: 1, height: 100, length: 200, width: 50, offset: 0 },
          },
        },
      },
    ]);
  });

  it('shows the error_install dialog with the valid products for another product, and Skip leads on', async () => {
    const { user, router } = renderStep4({ device: STEP5_DEVICE });
    await installTank(user, 'Waste oil');
    await user.click(await screen.findByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Installation error' });
    expect(within(dialog).getByText('The product "Waste oil" cannot be configured.')).toBeInTheDocument();
    for (const product of ['Propane', 'Clear Diesel Premium', 'Fertilizer']) {
      expect(within(dialog).getByText(product)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.externalConfigs).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    expect(sent.externalConfigs).toHaveLength(0);
    expect(sent.installations).toHaveLength(1);
  });

  it('going back to step 4 and on again does not create a second installation', async () => {
    const app = renderStep4({ device: STEP5_DEVICE });
    await installTank(app.user, 'Propane');
    app.reload();
    await screen.findByRole('heading', { name: 'Summary' });
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /name of the equipment/i })).toHaveValue(
      'Propane tank',
    );
    await app.user.click(next());
    await screen.findByRole('heading', { name: 'Summary' });
    expect(sent.installations).toHaveLength(1);
  });

  it('reads the installation from its outbox record: queued offline, sent by the worker while the app was closed', async () => {
    let signal: 'offline' | 'server' = 'offline';
    const app = renderStep4({ device: STEP5_DEVICE });
    installationAnswers(() => signal);
    await installTank(app.user, 'Propane');
    await waitFor(() => expect(summaryValue('Capacity')).toBe('1000 L'));
    expect(sent.installations).toHaveLength(0);
    // The wizard keeps a pointer to the attempt; the attempt itself waits in the outbox.
    const key = getWizard().installation_key;
    expect(outboxItems().map((item) => [item.key, item.call.kind, item.state])).toEqual([
      [key, 'installation', 'pending'],
    ]);

    // The app is closed (nothing of it left in memory); the signal returns and the service worker sends.
    closeAppOutbox();
    signal = 'server';
    await sendOutboxFromWorker(window.location.origin);
    expect(sent.installations).toHaveLength(1);

    // Opened again: step 5 finds the installation created, from the same record, and configures it.
    app.reload();
    await waitFor(() => expect(summaryValue('Address')).toBe('12 Rue des Lilas, 69003 Lyon'));
    await app.user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/result'));
    expect(sent.installations).toEqual([{ body: expect.anything(), key }]);
    expect(sent.externalConfigs).toHaveLength(1);
  });

  it('shows a queued installation the server refused later, and Correct brings its form back', async () => {
    let signal: 'offline' | 409 = 'offline';
    const { user } = renderStep4({ device: STEP5_DEVICE });
    installationAnswers(() => signal);
    await installTank(user, 'Propane');
    signal = 409;
    await flushOutbox();
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('The server refused this installation');
    expect(screen.queryByRole('button', { name: 'Validate' })).not.toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Correct' }));
    // A device refusal comes back to step 2 (docs/decisions/0007), the equipment form's draft kept for the
    // device chosen instead.
    await waitFor(() => expect(getWizard().step).toBe('device'));
    expect(getWizard().refusal).toMatchObject({ step: 'device', message_key: 'device_cant_be_install' });
    expect(JSON.stringify(getWizard().equipment)).toContain('Propane tank');
  });
});
