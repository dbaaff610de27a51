import type { GenericModel } from '@installer/contracts';
import { describe, expect, it } from 'vitest';
import { RIVOLI } from '../address/geo-test-handlers.ts';
import { classicFormSchema } from './classic-schema.ts';
import { type ClassicValues, classicDefaults } from './classic-values.ts';

const MODEL: GenericModel = {
  id_asset_generic_module: 1,
  name: 'Pit',
  form_inputs: [{ name: 'commissioned_at', label: 'Commissioned at', type: 'datetime', required: false }],
};

function values(patch: Partial<ClassicValues>): ClassicValues {
  return {
    ...classicDefaults(),
    address: { mode: 'new', id_domicile: null, domicile_name: 'Shop', place: RIVOLI, show_map: false },
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

const messages = (result: ReturnType<ReturnType<typeof classicFormSchema>['safeParse']>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('classic form schema', () => {
  it('says wrong_date_format for a date a browser without a date picker let through', () => {
    const schema = classicFormSchema('generic', MODEL);
    expect(messages(schema.safeParse(values({ generic: { commissioned_at: '22/11/2026' } })))).toEqual([
      ['generic.commissioned_at', 'wrong_date_format'],
    ]);
    expect(schema.safeParse(values({ generic: { commissioned_at: '' } })).success).toBe(true);
  });

  it('turns a new address into the domicile of the payload, with its name', () => {
    const result = classicFormSchema('generic', MODEL).safeParse(
      values({ generic: { commissioned_at: '' } }),
    );
    expect(result.success && result.data.domicile).toMatchObject({
      mode: 'new',
      domicile_name: 'Shop',
      new_domicile: { address: RIVOLI.formatted_address, latitude: RIVOLI.latitude },
    });
  });

  it('accepts a comma as the decimal separator and a negative offset', () => {
    const spec = { ...values({}).specification, offset: '-2,5' };
    const tank = {
      ...classicDefaults().tank,
      tank_type: '1',
      volume: '1000,5',
      height: '100',
      length: '100',
      width: '100',
    };
    const result = classicFormSchema('cuve', null).safeParse(values({ specification: spec, tank }));
    expect(result.success && result.data.specification.offset).toBe(-2.5);
    expect(result.success && result.data.tank?.volume).toBe(1000.5);
  });

  it('blocks the form on an invalid address with the address block’s own message', () => {
    const result = classicFormSchema('generic', MODEL).safeParse(
      values({ address: { ...values({}).address, domicile_name: ' ' }, generic: { commissioned_at: '' } }),
    );
    expect(messages(result)).toEqual([['address', 'address.domicile_name_required']]);
  });
});
