import { api, type ClassicInstallationBody, type DeviceCheck } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoAssetTypes, demoDevices } from '../../test/demo-data.ts';
import { equipmentHandlers } from '../../test/equipment-handlers.ts';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { getWizard, initialWizardState, type WizardState } from '../../wizard-core/wizard-store.ts';
import { flushOutbox, outboxItems, submit } from './outbox.ts';

const DEVICE = demoDevices['10000001'] as DeviceCheck;
const TANK = demoAssetTypes[0];

/** The wizard as it was at step 4's Next, made without signal for an e-mail the phone did not know. */
const WIZARD: WizardState = {
  ...initialWizardState(),
  step: 'equipment',
  without_user: false,
  client_email: 'new.customer@example.org',
  lookup: {
    email: 'new.customer@example.org',
    status: 'not_found',
    user: null,
    offline: { source: 'unchecked', as_of: null },
  },
  device_number: DEVICE.device_number,
  device: DEVICE,
  asset_type: TANK ?? null,
  equipment: {
    draft: { key: `10000001:${TANK?.id_referential}`, values: { name: 'Cellar tank' }, applied: [] },
  },
  installation_key: 'attempt-1',
};

const BODY = {
  device_number: '10000001',
  id_professional: 1,
  id_referential: 11,
  id_user: null,
  client_email: 'new.customer@example.org',
  asset: {
    name: 'Cellar tank',
    description: '',
    specification: {
      offset: 0,
      id_liquid_type: 1,
      id_localisation_type: 1,
      index_monitoring_type: -1,
      index_screw_number: 0,
    },
    tank: {
      know_model_brand_asset: false,
      tank_type: 1,
      volume: 1000,
      height: 100,
      length: 100,
      width: 100,
      is_mobile: false,
    },
    domicile: { mode: 'typed', domicile_name: 'Barn', address_text: '12 route de Lyon, Cluny' },
  },
} as ClassicInstallationBody;

/** Made offline: the installation, its invitation and its photo wait; then the server refuses it. */
async function refusedOnArrival(refusal: () => Response) {
  const offline = () => HttpResponse.error();
  server.use(
    http.post(apiUrl(api.createInstallation), offline),
    http.post(apiUrl(api.sendInvitation), offline),
    http.post(apiUrl(api.uploadImage), offline),
  );
  await submit({
    key: 'attempt-1',
    device_number: '10000001',
    call: { kind: 'installation', body: BODY, address_label: '12 route de Lyon, Cluny' },
    wizard: WIZARD,
  });
  await submit({
    key: 'invitation-1',
    device_number: '10000001',
    call: {
      kind: 'invitation',
      body: { id_professional: 1, email: 'new.customer@example.org', device_number: '10000001' },
    },
  });
  await submit({
    key: 'photo-1',
    device_number: '10000001',
    call: { kind: 'photo', body: { base64_string: 'AAAA' } },
  });
  server.use(http.post(apiUrl(api.createInstallation), refusal));
  await flushOutbox();
  expect(outboxItems().map((item) => item.state)).toEqual(['rejected', 'pending', 'pending']);
}

/** The installer opens the list of what waits and chooses to correct the refused installation. */
async function correct(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Not sent yet: 3' }));
  const list = await screen.findByRole('dialog', { name: 'Not sent yet' });
  await user.click(within(list).getByRole('button', { name: 'Correct' }));
}

const note = () => screen.findByText('The server refused the installation sent from this phone');

beforeEach(() => {
  window.localStorage.setItem('installer.wizard', JSON.stringify({ ...WIZARD, step: 'target' }));
});

// docs/decisions/0007-offline-installations-checked-on-sending.md
describe('a refusal found on sending comes back to the step it concerns', () => {
  it('a device refused goes back to step 2 with its reason; the device chosen instead keeps what was typed', async () => {
    const { user } = renderApp('/result');
    await refusedOnArrival(() => errorResponse(409, 'device_cant_be_install'));
    await correct(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Device number' })).toBeVisible();
    expect((await note()).parentElement).toHaveTextContent(
      'This device cannot be installed Correct it here: everything you typed is kept.',
    );
    expect(await screen.findByRole('textbox', { name: /Device number/ })).toHaveValue('10000001');
    // The invitation made with it goes (the corrected installation sends its own); the photo stays.
    expect(outboxItems().map((item) => item.call.kind)).toEqual(['photo']);

    const field = screen.getByRole('textbox', { name: /Device number/ });
    await user.clear(field);
    await user.type(field, '10000244{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipment type' })).toBeVisible();
    expect(getWizard()).toMatchObject({
      refusal: null,
      device_number: '10000244',
      asset_type: TANK,
      client_email: 'new.customer@example.org',
      equipment: { draft: { key: '10000244:11', values: { name: 'Cellar tank' } } },
    });
    expect(screen.queryByText('The server refused the installation sent from this phone')).toBeNull();
  });

  it('an e-mail found taken goes back to step 1, shown as taken', async () => {
    const { user } = renderApp('/result');
    await refusedOnArrival(() => errorResponse(410, 'email_taken'));
    await correct(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose the target' })).toBeVisible();
    expect((await note()).parentElement).toHaveTextContent('This e-mail is already taken.');
    expect(await screen.findByRole('textbox', { name: /Client's e-mail/ })).toHaveValue(
      'new.customer@example.org',
    );
    expect(screen.getByText(/E-mail already taken/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(getWizard()).toMatchObject({ step: 'target', device: DEVICE, asset_type: TANK });
  });

  it('an address the server could not place goes back to step 4', async () => {
    // Step 4's form loads its reference data once back there.
    server.use(...equipmentHandlers());
    const { user } = renderApp('/result');
    await refusedOnArrival(() =>
      errorResponse(422, 'error_localisation_precision', 'Address not precise enough'),
    );
    await correct(user);
    await waitFor(() =>
      expect(getWizard()).toMatchObject({
        step: 'equipment',
        refusal: { step: 'equipment', message_key: 'address_not_precise_enough' },
        device: DEVICE,
      }),
    );
    expect((await note()).parentElement).toHaveTextContent('Address not precise enough');
    expect(await screen.findByRole('textbox', { name: /name of the equipment/i })).toHaveValue('Cellar tank');
  });
});
