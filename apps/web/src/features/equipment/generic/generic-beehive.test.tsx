// @vitest-environment-options {"url": "http://bee.localhost/"}
import { type AssetType, BEEHIVE_PRESET, type DeviceCheck } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoDevices } from '../../../test/demo-data.ts';
import { sent } from '../../../test/equipment-handlers.ts';
import { choose, chooseExistingDomicile, field, fill, next, renderStep4 } from '../../../test/step-4.ts';

vi.setConfig({ testTimeout: 90_000 });

/** What step 2 presets on the beehive variant (spec §2 Step 3, §9). */
const PRESET: AssetType = {
  id_referential: BEEHIVE_PRESET.id_referential,
  key: BEEHIVE_PRESET.key,
  value: BEEHIVE_PRESET.value,
  description: null,
  id_module: null,
  id_asset_generic_module: BEEHIVE_PRESET.id_asset_generic_module,
};

describe('step 4 on the beehive variant', () => {
  it('is the combined third step: the hive model of the preset, then the installation and the result', async () => {
    const { user, router } = renderStep4({
      assetType: PRESET,
      device: demoDevices['10000230'] as DeviceCheck,
    });
    const steps = await screen.findByRole('list', { name: 'Installation steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(await screen.findByText('Hive')).toBeInTheDocument();
    await chooseExistingDomicile(user);
    await fill(user, field(/name of the equipment/i), 'Hive 4');
    await fill(user, field(/hive name/i), 'Lavender row');
    await fill(user, field(/number of frames/i), '10');
    await choose(user, /honey type/i, 'Chestnut honey');
    await choose(user, /localisation/i, 'Outdoor');
    await choose(user, /monitoring type/i, 'Filling');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    const body = sent.installations[0]?.body as {
      id_referential: number;
      device_number: string;
      asset: Record<string, unknown>;
    };
    expect(body.id_referential).toBe(230);
    expect(body.device_number).toBe('10000230');
    expect(body.asset.generic).toEqual({
      id_asset_generic_module: 5,
      generic_type: 5,
      values: { hive_name: 'Lavender row', frame_count: 10, queen_marked: false },
    });
  });
});
