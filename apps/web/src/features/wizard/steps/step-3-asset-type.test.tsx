import { api, type DeviceCheck } from '@installer/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoAssetTypes, demoDevices } from '../../../test/demo-data.ts';
import { apiUrl, errorResponse } from '../../../test/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { getWizard, type WizardState } from '../wizard-store.ts';

function atStep3(device: DeviceCheck | undefined, wizard: Partial<WizardState> = {}) {
  return renderApp('/installation', {
    wizard: {
      step: 'asset_type',
      device: device ?? null,
      device_number: device?.device_number ?? '',
      ...wizard,
    },
  });
}
const options = async () => within(await screen.findByRole('radiogroup')).getAllByRole('radio');

describe('step 3: the equipment type (spec §2, §4)', () => {
  it('on desk V1 offers every type but GNC_TANK, with their descriptions', async () => {
    atStep3(demoDevices['10000001']);
    expect((await options()).map((radio) => radio.closest('label')?.textContent)).toEqual([
      'TankFuel, water or chemical tank',
      'SiloGrain or feed silo',
      'Generic equipment',
    ]);
  });

  it('on desk V2 removes the cuve type', async () => {
    atStep3(demoDevices['10000002']);
    const labels = (await options()).map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual([
      'SiloGrain or feed silo',
      'Generic equipment',
      'Tanks (module)Tanks described by a module',
    ]);
  });

  it('preselects the single remaining type', async () => {
    server.use(
      http.get(apiUrl(api.assetTypes), () =>
        HttpResponse.json({
          data: demoAssetTypes.filter((type) => type.key === 'cuve' || type.key === 'GNC_TANK'),
        }),
      ),
    );
    const { user } = atStep3(demoDevices['10000001']);
    const [only] = await options();
    expect(only).toBeChecked();
    expect(getWizard().asset_type?.key).toBe('cuve');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Equipment' });
  });

  it('requires a type before Next', async () => {
    const { user } = atStep3(demoDevices['10000001']);
    await options();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose an equipment type')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Silo/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Equipment' });
    expect(getWizard().asset_type?.key).toBe('silo');
  });

  it("shows the professional's name when installing without a user", async () => {
    atStep3(demoDevices['10000001'], { without_user: true });
    expect(
      await screen.findByText('Installing on the professional account of Demo Installations'),
    ).toBeInTheDocument();
  });

  it("does not show it for a client's installation", async () => {
    atStep3(demoDevices['10000001'], { without_user: false });
    await options();
    expect(screen.queryByText(/professional account of/)).not.toBeInTheDocument();
  });

  it('shows error_get_asset_types when the list cannot be loaded', async () => {
    server.use(http.get(apiUrl(api.assetTypes), () => errorResponse(500, 'internal')));
    atStep3(demoDevices['10000001']);
    expect(await screen.findByRole('alert')).toHaveTextContent('The equipment types could not be loaded');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('without a checked device, goes back to step 2', async () => {
    atStep3(undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Device number' })).toBeInTheDocument();
  });
});
