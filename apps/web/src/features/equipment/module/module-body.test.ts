import type { DeviceCheck, ModuleDetail } from '@installer/contracts';
import { describe, expect, it } from 'vitest';
import { demoDevices } from '../../../test/demo-data.ts';
import { emptyAddress } from '../../address/index.ts';
import { MODULES } from '../../../test/equipment-handlers.ts';
import { runCheck } from '../contract-check.ts';
import { moduleCheck } from './module-body.ts';
import { type ModuleValues, moduleDefaults } from './module-values.ts';

const MODULE = MODULES[19] as ModuleDetail;
const device = demoDevices['10000001'] as DeviceCheck;

function values(inputs: Record<string, string | boolean>, patch: Partial<ModuleValues> = {}): ModuleValues {
  const defaults = moduleDefaults(MODULE);
  return {
    ...defaults,
    address: { ...emptyAddress, mode: 'existing', id_domicile: 41 },
    id_client: '71',
    asset_name: 'Yard tank',
    models: {
      m1901: { active: true, id_asset_liquid: '2', inputs: { ...defaults.models.m1901?.inputs, ...inputs } },
    },
    ...patch,
  };
}

const FILLED = { sensor_input: '2', material: 'steel', wall_type: 'double', capacity: '1,5', height: '120' };
const check = (v: ModuleValues, withCustomer = true) =>
  runCheck(moduleCheck(v, { module: MODULE, device, withCustomer }));

describe('module form, checked by the contracts', () => {
  it('sends each input in the platform’s unit (spec §9 multipliers) and the customer', () => {
    const result = check(values(FILLED));
    expect(result.ok && result.body).toMatchObject({
      id_module: 19,
      id_device: device.id_device,
      client: { id_client: 71 },
      domicile: { id_domicile: 41 },
      asset_models: [
        {
          id_asset_model: 1901,
          id_asset_liquid: 2,
          configuration: {
            capacity: 1_500_000,
            height: 1200,
            sensor_input: 2,
            tank_label: null,
            is_buried: false,
          },
        },
      ],
    });
  });

  it('sends an address made without signal as typed, or as a position, for the server to geocode', () => {
    const typed = check(
      values(FILLED, {
        address: {
          ...emptyAddress,
          mode: 'new',
          domicile_name: 'Yard',
          typed_address: ' 3 rue Basse, Beaune ',
        },
      }),
    );
    expect(typed.ok && typed.body).toMatchObject({
      domicile_name: 'Yard',
      domicile: { mode: 'typed', address_text: '3 rue Basse, Beaune' },
    });
    const located = check(
      values(FILLED, {
        address: {
          ...emptyAddress,
          mode: 'locate',
          domicile_name: 'Yard',
          position: { lat: 47.02, lon: 4.84 },
        },
      }),
    );
    expect(located.ok && located.body).toMatchObject({
      domicile_name: 'Yard',
      domicile: { mode: 'coordinates', latitude: 47.02, longitude: 4.84 },
    });
  });

  it('names each input the module’s rules refuse, with the message of its type (spec §5)', () => {
    const result = check(
      values({ ...FILLED, sensor_input: '2.5', material: 'wood', capacity: 'abc', height: '' }),
    );
    expect(result.ok ? {} : result.errors).toEqual({
      'models.m1901.inputs.sensor_input': 'step_4.integer_not_valid',
      'models.m1901.inputs.material': 'required_field',
      // A wall type of steel is not one of the (no) wall types of wood.
      'models.m1901.inputs.wall_type': 'required_field',
      'models.m1901.inputs.capacity': 'step_4.number_not_valid',
      'models.m1901.inputs.height': 'required_field',
    });
  });

  it('asks the customer and the content only where spec §5 does', () => {
    const missing = values(FILLED, { id_client: '' });
    const content = {
      m1901: { active: true, id_asset_liquid: '', inputs: values(FILLED).models.m1901?.inputs ?? {} },
    };
    expect(check({ ...missing, models: content })).toEqual({
      ok: false,
      errors: {
        id_client: 'step_4.customer_required',
        'models.m1901.id_asset_liquid': 'step_4.content_required',
      },
    });
    const withoutUser = check(missing, false);
    expect(withoutUser.ok && withoutUser.body.client).toBeNull();
  });
});
