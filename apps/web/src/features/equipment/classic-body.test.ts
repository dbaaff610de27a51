import type { AssetType, DeviceCheck, EquipmentKind, GenericModel } from '@installer/contracts';
import { describe, expect, it } from 'vitest';
import { demoAssetTypes, demoDevices } from '../../test/demo-data.ts';
import { emptyAddress } from '../address/index.ts';
import { RIVOLI } from '../../test/geo-handlers.ts';
import { type ClassicContext, classicCheck } from './classic-body.ts';
import { type ClassicValues, classicDefaults } from './classic-values.ts';
import { runCheck } from './contract-check.ts';

const MODEL: GenericModel = {
  id_asset_generic_module: 1,
  name: 'Pit',
  form_inputs: [{ name: 'commissioned_at', label: 'Commissioned at', type: 'datetime', required: false }],
};

const context = (kind: EquipmentKind): ClassicContext => ({
  kind,
  genericModel: kind === 'generic' ? MODEL : null,
  device: demoDevices['10000001'] as DeviceCheck,
  assetType: demoAssetTypes[0] as AssetType,
  idUser: null,
});

function values(patch: Partial<ClassicValues>): ClassicValues {
  return {
    ...classicDefaults(),
    address: { ...emptyAddress, mode: 'new', domicile_name: 'Shop', place: RIVOLI },
    name: 'Pit',
    specification: {
      offset: '0',
      id_liquid_type: '40',
      id_localisation_type: '1',
      index_monitoring_type: '1',
      index_screw_number: '0',
    },
    ...patch,
  };
}

const check = (kind: EquipmentKind, patch: Partial<ClassicValues>) =>
  runCheck(classicCheck(values(patch), context(kind)));
const errorsOf = (result: ReturnType<typeof check>) => (result.ok ? {} : result.errors);

const TANK = {
  ...classicDefaults().tank,
  tank_type: '1',
  volume: '1000',
  height: '100',
  length: '100',
  width: '100',
};

describe('classic form, checked by the contracts', () => {
  it('says wrong_date_format for a date a browser without a date picker let through', () => {
    expect(errorsOf(check('generic', { generic: { commissioned_at: '22/11/2026' } }))).toEqual({
      'generic.commissioned_at': 'wrong_date_format',
    });
    expect(check('generic', { generic: { commissioned_at: '' } }).ok).toBe(true);
  });

  it('turns a new address into the domicile of the payload, with its name', () => {
    const result = check('generic', { generic: { commissioned_at: '' } });
    expect(result.ok && result.body.asset.domicile).toMatchObject({
      mode: 'new',
      domicile_name: 'Shop',
      new_domicile: { address: RIVOLI.formatted_address, latitude: RIVOLI.latitude },
    });
  });

  it('accepts a comma as the decimal separator and a negative offset', () => {
    const spec = { ...values({}).specification, offset: '-2,5' };
    const result = check('cuve', { specification: spec, tank: { ...TANK, volume: '1000,5' } });
    expect(result.ok && result.body.asset.specification.offset).toBe(-2.5);
    expect(result.ok && result.body.asset.tank?.volume).toBe(1000.5);
  });

  it('blocks the form on an invalid address with the address block’s own message', () => {
    const result = check('generic', {
      address: { ...values({}).address, domicile_name: ' ' },
      generic: { commissioned_at: '' },
    });
    expect(errorsOf(result)).toEqual({ address: 'address.domicile_name_required' });
  });

  it('names a missing value and a refused one with their own messages (spec §5)', () => {
    const spec = { ...values({}).specification, offset: 'abc', index_screw_number: '' };
    const tank = { ...TANK, volume: '', height: '-3', know_model_brand_asset: true };
    expect(errorsOf(check('cuve', { specification: spec, tank, name: 'x'.repeat(201) }))).toEqual({
      name: 'step_4.text_too_long',
      'specification.offset': 'step_4.number_not_valid',
      'specification.index_screw_number': 'step_4.screw_required',
      'tank.volume': 'required_volume',
      'tank.height': 'step_4.positive_number',
      'tank.id_brand_reference': 'required_brand',
      'tank.id_model_reference': 'required_model',
    });
  });

  it('sends the dimensions the silo type shows, the others empty, and asks brand and model when known', () => {
    const silo = {
      ...classicDefaults().silo,
      silo_type: '8',
      volume: '20',
      height: '8',
      diameter_right_side: '3',
      length_right_side: '4',
    };
    const result = check('silo', { silo });
    expect(result.ok && result.body.asset.silo).toMatchObject({
      diameter_right_side: 3,
      length_right_side: null,
    });
    expect(errorsOf(check('silo', { silo: { ...silo, know_model_brand_asset: true, brand: '12' } }))).toEqual(
      {
        'silo.model': 'required_model',
      },
    );
    // spec §5: before the type is chosen, the volume and the height are still required.
    expect(errorsOf(check('silo', { silo: { ...silo, silo_type: '', volume: '' } }))).toEqual({
      'silo.silo_type': 'step_4.silo_type_required',
      'silo.volume': 'required_volume',
    });
  });
});
