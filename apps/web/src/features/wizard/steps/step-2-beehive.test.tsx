// @vitest-environment-options {"url": "http://bee.localhost/"}
import { BEEHIVE_PRESET } from '@installer/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { equipmentHandlers } from '../../../test/equipment-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { getWizard } from '../../../wizard-core/wizard-store.ts';

/** spec §1/§2: bee.localhost is a beehive host (DESIGN §4), so this file runs the beehive variant. */
async function atStep2() {
  const app = renderApp('/installation', { wizard: { step: 'device' } });
  await screen.findByRole('textbox', { name: /Device number/ });
  return app;
}

describe('step 2 on the beehive variant', () => {
  // Step 2 leads to the equipment form, which loads its generic model as soon as it shows.
  beforeEach(() => server.use(...equipmentHandlers()));

  it('shows three steps, the last with the step 4 title', async () => {
    await atStep2();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/^\d/, ''));
    expect(steps).toEqual(['Choose the target', 'Device number', 'Equipment']);
  });

  it('resolves a serial number confirmed by OK, then skips step 3 with the Ruche preset', async () => {
    const { user } = await atStep2();
    await user.click(screen.getByRole('switch', { name: 'The number is not reachable' }));
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), 'SN-BEE-0001');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipment' })).toBeInTheDocument();
    expect(getWizard()).toMatchObject({
      device_number: '10000230',
      serial_number: 'SN-BEE-0001',
      step: 'equipment',
      asset_type: {
        key: BEEHIVE_PRESET.key,
        value: 'Ruche',
        id_referential: 230,
        id_asset_generic_module: 5,
      },
    });
  });

  it('an empty serial number is refused: device_series_number_required', async () => {
    const { user } = await atStep2();
    await user.click(screen.getByRole('switch', { name: 'The number is not reachable' }));
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), '{Enter}');
    expect(await screen.findByText('Enter the serial number')).toBeInTheDocument();
    expect(getWizard().step).toBe('device');
  });

  it('an unknown serial number shows device_series_number_not_found', async () => {
    const { user } = await atStep2();
    await user.click(screen.getByRole('switch', { name: 'The number is not reachable' }));
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), 'SN-NOPE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No device has this serial number');
    expect(getWizard().step).toBe('device');
  });

  it('a typed number also skips step 3', async () => {
    const { user } = await atStep2();
    await user.type(screen.getByRole('textbox', { name: /Device number/ }), '10000230{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Equipment' });
    expect(getWizard().asset_type?.id_referential).toBe(230);
  });

  it('has a help dialog with three sensor images', async () => {
    const { user } = await atStep2();
    await user.click(screen.getByRole('button', { name: 'Where is the number?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find the device number' });
    const figures = within(dialog).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    for (const figure of figures)
      expect(figure.querySelector('img')?.getAttribute('src')).toMatch(/^\/beehive\//);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
