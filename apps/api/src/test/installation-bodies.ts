import type { ClassicInstallationBody, ModuleInstallationBody } from '@installer/contracts';
import type { Db } from '../db/database.ts';

/**
 * spec §7 classic installation of a rectangular fuel tank for the demo customer `client@demo.test` at the
 * first of its saved addresses (DESIGN §4 demo data): what the suites that race or replay an installation
 * send, read from the seeded database they run on.
 */
export async function demoCustomerTankBody(
  db: Db,
  idProfessional: number,
  deviceNumber: string,
): Promise<ClassicInstallationBody> {
  const user = await db
    .selectFrom('user_clients')
    .select('id_user')
    .where('email', '=', 'client@demo.test')
    .executeTakeFirstOrThrow();
  const domicile = await db
    .selectFrom('domiciles')
    .select('id_domicile')
    .where('id_user', '=', user.id_user)
    .orderBy('id_domicile')
    .executeTakeFirstOrThrow();
  return {
    device_number: deviceNumber,
    id_professional: idProfessional,
    id_referential: 1,
    id_user: user.id_user,
    asset: {
      name: 'Cuve fioul maison',
      description: '',
      specification: {
        offset: 0,
        id_liquid_type: 1,
        id_localisation_type: 4,
        index_monitoring_type: -1,
        index_screw_number: 0,
      },
      tank: {
        know_model_brand_asset: false,
        tank_type: 1,
        is_mobile: false,
        volume: 1000,
        height: 150,
        length: 120,
        width: 72,
      },
      domicile: { mode: 'existing', id_domicile: domicile.id_domicile },
    },
  };
}

/** A test device of a professional (the demo one by default); each installation uses one up. */
export async function addDevice(
  db: Db,
  deviceNumber: string,
  referential = 101,
  owner = 'demo-installations',
): Promise<number> {
  const { id_professional } = await db
    .selectFrom('professionals')
    .select('id_professional')
    .where('uid', '=', owner)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id_device } = await db
    .insertInto('devices')
    .values({
      device_number: deviceNumber,
      serial_number: null,
      id_device_referential: referential,
      id_professional,
      desk_version: 'V1',
      is_installable: 1,
      value_type_device: 'level',
      url_device_detail: `/devices/${deviceNumber}`,
      installed_at: null,
      created_at: now,
    })
    .returning('id_device')
    .executeTakeFirstOrThrow();
  return id_device;
}

/**
 * spec §7 module installation of the demo module 19 (a diesel tank, DESIGN §4 demo data) with its one required
 * model configured; `place` says for whom and where, and may change any other field.
 */
export function demoModuleTankBody(
  idDevice: number,
  place: Pick<ModuleInstallationBody, 'client' | 'domicile'> & Partial<ModuleInstallationBody>,
): ModuleInstallationBody {
  return {
    id_module: 19,
    id_device: idDevice,
    asset_name: 'Cuve gazole atelier',
    asset_code: 'BM-GAZ-01',
    asset_models: [
      {
        is_required: true,
        id_asset_model: 1901,
        id_asset_liquid: 2,
        configuration: {
          tank_label: 'Cuve 1',
          tank_type: '3',
          material: 'steel',
          wall_type: 'double',
          capacity: 2_000_000_000,
          height: 1800,
          diameter: 1200,
          sensor_offset: 40,
          is_buried: false,
        },
      },
    ],
    domicile_name: '',
    ...place,
  };
}
