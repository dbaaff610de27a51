import { describe, expect, it } from 'vitest';
import { classicInstallationBody, installationBody, moduleInstallationBody } from './installation.ts';

const base = {
  device_number: '10000001',
  id_professional: 1,
  id_referential: 1,
  id_user: null,
  asset: {
    name: 'Cuve fioul maison',
    specification: { offset: 0, id_liquid_type: 1, id_localisation_type: 1, index_monitoring_type: -1 },
    domicile: { mode: 'existing', id_domicile: 3 },
  },
};
const tank = {
  know_model_brand_asset: false,
  tank_type: 1,
  volume: 1000,
  height: 100,
  length: 100,
  width: 100,
};

describe('classic installation payload (spec §7, rules of spec §5)', () => {
  it('accepts a tank with offset 0 and defaults the screw pitch to none', () => {
    const parsed = classicInstallationBody.parse({ ...base, asset: { ...base.asset, tank } });
    expect(parsed.asset.specification.offset).toBe(0);
    expect(parsed.asset.specification.index_screw_number).toBe(0);
  });

  it('needs exactly one equipment block', () => {
    expect(classicInstallationBody.safeParse(base).success).toBe(false);
    const silo = {
      know_model_brand_asset: false,
      silo_type: 8,
      volume: 10,
      height: 5,
      diameter_right_side: 3,
    };
    expect(classicInstallationBody.safeParse({ ...base, asset: { ...base.asset, tank, silo } }).success).toBe(
      false,
    );
  });

  it('requires brand and model for a known tank model', () => {
    const known = { ...tank, know_model_brand_asset: true };
    const result = classicInstallationBody.safeParse({ ...base, asset: { ...base.asset, tank: known } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.at(-1))).toEqual([
      'id_brand_reference',
      'id_model_reference',
    ]);
  });

  it('requires the silo dimensions of its type', () => {
    const silo = {
      know_model_brand_asset: false,
      silo_type: 10,
      volume: 10,
      height: 5,
      length_right_side: 3,
    };
    const result = classicInstallationBody.safeParse({ ...base, asset: { ...base.asset, silo } });
    expect(result.error?.issues.map((issue) => issue.path.at(-1))).toEqual([
      'width_right_side',
      'cone_height',
      'width_min_cone',
      'length_diameter_min_cone',
    ]);
  });

  it('requires brand and model for a known silo model, before the dimensions of its type', () => {
    const silo = { know_model_brand_asset: true, silo_type: 8, volume: 10, height: 5 };
    const result = classicInstallationBody.safeParse({ ...base, asset: { ...base.asset, silo } });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['asset.silo.brand', 'required'],
      ['asset.silo.model', 'required'],
      ['asset.silo.diameter_right_side', 'required'],
    ]);
  });

  it('says every missing value of a block at once, while other fields are still invalid', () => {
    // What a half-filled form sends: the conditional rules of spec §5 still name their fields.
    const tankResult = classicInstallationBody.safeParse({
      ...base,
      asset: { ...base.asset, tank: { ...tank, know_model_brand_asset: true, volume: null } },
    });
    expect(tankResult.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'asset.tank.volume',
      'asset.tank.id_brand_reference',
      'asset.tank.id_model_reference',
    ]);
    // Before the silo type is chosen, volume and total height are still required (spec §5: whatever the type).
    const siloResult = classicInstallationBody.safeParse({
      ...base,
      asset: { ...base.asset, silo: { know_model_brand_asset: false, silo_type: null, height: 3 } },
    });
    expect(siloResult.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'asset.silo.silo_type',
      'asset.silo.volume',
    ]);
  });

  it('requires a domicile name for a new address', () => {
    const domicile = {
      mode: 'new',
      domicile_name: ' ',
      new_domicile: { address: '1 Rue X, Paris', latitude: 48.8, longitude: 2.3 },
    };
    expect(
      classicInstallationBody.safeParse({ ...base, asset: { ...base.asset, tank, domicile } }).success,
    ).toBe(false);
  });

  it('tells the module payload apart', () => {
    const module = {
      id_module: 2,
      id_device: 5,
      asset_name: 'Cuves atelier',
      asset_models: [
        { is_required: true, id_asset_model: 1, id_asset_liquid: 2, configuration: { height: 1200 } },
      ],
      client: null,
      domicile_name: 'Atelier',
      domicile: { id_domicile: 3 },
    };
    expect(installationBody.safeParse(module).success).toBe(true);
  });

  it('names the customer by id_user or, made offline, by the e-mail typed at step 1, never both', () => {
    const withTank = { ...base, asset: { ...base.asset, tank } };
    const { id_user: _absent, ...withoutIdUser } = withTank;
    const byEmail = classicInstallationBody.parse({ ...withoutIdUser, client_email: ' Client@Demo.Test ' });
    expect(byEmail).toMatchObject({ id_user: null, client_email: 'Client@Demo.Test' });
    expect(classicInstallationBody.parse(withoutIdUser).id_user).toBeNull();
    const both = classicInstallationBody.safeParse({ ...withTank, id_user: 4, client_email: 'a@b.cd' });
    expect(both.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['client_email']);
    expect(classicInstallationBody.safeParse({ ...withTank, client_email: 'not an e-mail' }).success).toBe(
      false,
    );
  });

  it('takes an address made offline: typed as is, or only the position, each with a domicile name', () => {
    const accepts = (domicile: unknown) =>
      classicInstallationBody.safeParse({ ...base, asset: { ...base.asset, tank, domicile } }).success;
    expect(accepts({ mode: 'typed', domicile_name: 'Maison', address_text: '12 rue de Rivoli, Paris' })).toBe(
      true,
    );
    expect(accepts({ mode: 'coordinates', domicile_name: 'Maison', latitude: 48.85, longitude: 2.35 })).toBe(
      true,
    );
    expect(accepts({ mode: 'typed', domicile_name: '', address_text: '12 rue de Rivoli' })).toBe(false);
    expect(accepts({ mode: 'typed', domicile_name: 'Maison', address_text: ' ' })).toBe(false);
    expect(accepts({ mode: 'coordinates', domicile_name: 'Maison', latitude: 91, longitude: 2 })).toBe(false);
    expect(accepts({ mode: 'locate', domicile_name: 'Maison', latitude: 48.85, longitude: 2.35 })).toBe(
      false,
    );
  });

  it('takes the same offline addresses in the module payload, told apart from a placed domicile', () => {
    const module = {
      id_module: 2,
      id_device: 5,
      asset_name: 'Cuves atelier',
      asset_models: [{ is_required: true, id_asset_model: 1, id_asset_liquid: 2, configuration: {} }],
      client: null,
      domicile_name: 'Atelier',
    };
    const typed = moduleInstallationBody.parse({
      ...module,
      domicile: { mode: 'typed', address_text: '8 Place de la République, Dijon' },
    });
    expect(typed.domicile).toEqual({ mode: 'typed', address_text: '8 Place de la République, Dijon' });
    const located = moduleInstallationBody.parse({
      ...module,
      domicile: { mode: 'coordinates', latitude: 47.3, longitude: 5.04 },
    });
    expect(located.domicile).toEqual({ mode: 'coordinates', latitude: 47.3, longitude: 5.04 });
    const placed = moduleInstallationBody.parse({
      ...module,
      domicile: { address: '8 Place de la République, Dijon', latitude: 47.3, longitude: 5.04 },
    });
    expect(placed.domicile).toMatchObject({ address: '8 Place de la République, Dijon' });
  });

  it('requires a domicile name with a new address of a module installation (spec §5)', () => {
    const module = {
      id_module: 2,
      id_device: 5,
      asset_name: 'Cuves atelier',
      asset_models: [{ is_required: true, id_asset_model: 1, id_asset_liquid: 2, configuration: {} }],
      client: null,
      domicile_name: ' ',
      domicile: { address: '1 Rue X, Paris', latitude: 48.8, longitude: 2.3 },
    };
    const result = moduleInstallationBody.safeParse(module);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['domicile_name']);
    expect(moduleInstallationBody.safeParse({ ...module, domicile: { id_domicile: 3 } }).success).toBe(true);
  });
});
