import { api, type DeviceCheck } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoDevices } from '../../test/demo-data.ts';
import { sent } from '../../test/equipment-handlers.ts';
import { apiUrl, errorLogs, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import {
  choose,
  field,
  fill,
  fillRectangularTank,
  next,
  renderStep4,
  summaryValue,
} from '../../test/step-4.ts';
import { getWizard } from '../../wizard-core/wizard-store.ts';

vi.setConfig({ testTimeout: 90_000 });

const STEP5_DEVICE = demoDevices['10000244'] as DeviceCheck;

const liquidOf = (body: unknown) =>
  (body as { asset: { specification: { id_liquid_type: number } } }).asset.specification.id_liquid_type;

/**
 * The installation call refuses with `status` and `code` (and `details`), whatever the body. After
 * renderStep4, whose handlers it goes in front of.
 */
function refuseCreation(status: number, code: string, details?: unknown) {
  server.use(
    http.post(apiUrl(api.createInstallation), async ({ request }) => {
      sent.installations.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return HttpResponse.json({ error: { code, message: code, details } }, { status });
    }),
  );
}

describe('back to step 4 after the installation was created: the edit (PUT /installation/{id})', () => {
  it('a liquid refused at step 5, corrected at step 4, edits the installation with its own key, then step 5 goes on', async () => {
    const { user, router } = renderStep4({ device: STEP5_DEVICE });
    await fillRectangularTank(user, { name: 'Propane tank', liquid: 'Waste oil' });
    await user.click(next());
    await screen.findByRole('heading', { name: 'Summary' });
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Installation error' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await choose(user, /liquid type/i, 'Propane');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Summary' });
    await waitFor(() => expect(summaryValue('Product')).toBe('Propane'));

    // One creation, then its edit: never a second creation (the server would answer 409).
    expect(sent.installations).toHaveLength(1);
    const [created] = sent.installations;
    expect(sent.updates).toHaveLength(1);
    const [edit] = sent.updates;
    // The installation the creation answered with (equipment-handlers installationAnswer).
    expect(edit?.id).toBeGreaterThan(500);
    expect(liquidOf(edit?.body)).toBe(3);
    expect(edit?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(edit?.key).not.toBe(created?.key);

    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    expect(sent.externalConfigs).toHaveLength(1);
    expect(sent.externalConfigs[0]?.body).toMatchObject({ payload: { product: 'Propane' } });
  });

  it('Back then Next with nothing changed sends nothing; a second change is a second edit of the same installation', async () => {
    const { user } = renderStep4({ device: STEP5_DEVICE });
    await fillRectangularTank(user, { name: 'Propane tank', liquid: 'Propane' });
    await user.click(next());
    await screen.findByRole('heading', { name: 'Summary' });
    expect(sent.installations).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Summary' });
    expect(sent.installations).toHaveLength(1);
    expect(sent.updates).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await fill(user, await screen.findByRole('textbox', { name: /name of the equipment/i }), 'Tank A');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Summary' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await fill(user, await screen.findByRole('textbox', { name: /name of the equipment/i }), 'Tank B');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Summary' });

    expect(sent.installations).toHaveLength(1);
    expect(sent.updates.map((update) => (update.body as { asset: { name: string } }).asset.name)).toEqual([
      'Tank A',
      'Tank B',
    ]);
    expect(new Set(sent.updates.map((update) => update.id)).size).toBe(1);
    expect(new Set(sent.updates.map((update) => update.key)).size).toBe(2);
  });

  it('an edit refused is said where the installer is, and the same form sent again keeps its key', async () => {
    const { user } = renderStep4({ device: STEP5_DEVICE });
    await fillRectangularTank(user, { name: 'Propane tank', liquid: 'Propane' });
    await user.click(next());
    await screen.findByRole('heading', { name: 'Summary' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    let refuse = true;
    server.use(
      http.put(apiUrl(api.updateInstallation), () =>
        refuse ? errorResponse(503, 'service_unavailable') : undefined,
      ),
    );
    await fill(user, await screen.findByRole('textbox', { name: /name of the equipment/i }), 'Tank A');
    await user.click(next());
    const alert = await screen.findByTestId('installation-refusal');
    expect(alert).toHaveTextContent('The installation failed');
    await waitFor(() => expect(alert).toHaveFocus());
    const key = getWizard().installation_key;
    refuse = false;
    await user.click(next());
    await screen.findByRole('heading', { name: 'Summary' });
    expect(sent.updates.map((update) => update.key)).toEqual([key]);
  });
});

describe('step 4 refusals say what to do (spec §6, §8)', () => {
  it('409 device_already_installed on an installation of the installer: says so and offers to update it', async () => {
    const { user, router } = renderStep4();
    refuseCreation(409, 'device_already_installed', { id_installation: 77 });
    await fillRectangularTank(user, { name: 'Propane tank', liquid: 'Heating Oil' });
    await user.click(next());
    const alert = await screen.findByTestId('installation-refusal');
    expect(alert).toHaveTextContent('This device is already installed, on your installation no. 77.');
    await waitFor(() => expect(alert).toHaveFocus());
    // spec §7: a refused installation is logged too.
    await waitFor(() =>
      expect(errorLogs.map((log) => log.error)).toContain(
        'POST /api/v1/installation/device -> 409 device_already_installed',
      ),
    );
    await user.click(within(alert).getByRole('button', { name: 'Update that installation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    expect(sent.installations).toHaveLength(1);
    expect(sent.updates).toMatchObject([{ id: 77, body: { device_number: '10000001' } }]);
  });

  it('409 device_already_installed on an installation of someone else: says what to check, offers no edit', async () => {
    const { user } = renderStep4();
    refuseCreation(409, 'device_already_installed');
    await fillRectangularTank(user, { name: 'Propane tank', liquid: 'Heating Oil' });
    await user.click(next());
    const alert = await screen.findByTestId('installation-refusal');
    expect(alert).toHaveTextContent('on an installation that is not yours. Check the number on the sensor');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    [410, 'email_taken', 'Email already used'],
    [422, 'error_localisation_precision', 'Address not precise enough'],
    [409, 'device_cant_be_install', 'This device cannot be installed'],
    [400, 'validation_failed', 'The installation failed'],
  ])('%i %s says "%s"', async (status, code, message) => {
    const { user } = renderStep4();
    refuseCreation(status, code);
    await fillRectangularTank(user, { name: 'Propane tank', liquid: 'Heating Oil' });
    await user.click(next());
    expect(await screen.findByTestId('installation-refusal')).toHaveTextContent(message);
  });

  it('the refusal goes once the form changes: it was about the form as it was sent', async () => {
    const { user } = renderStep4();
    refuseCreation(410, 'email_taken');
    await fillRectangularTank(user, { name: 'Propane tank', liquid: 'Heating Oil' });
    await user.click(next());
    await screen.findByTestId('installation-refusal');
    await fill(user, field(/name of the equipment/i), 'Another name');
    await waitFor(() => expect(screen.queryByTestId('installation-refusal')).not.toBeInTheDocument());
  });
});
