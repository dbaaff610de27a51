import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { DevicesTable } from '../db/tables/devices.table.ts';
import type { EmissionsTable } from '../db/tables/emissions.table.ts';

/** A message to store; `data` is the JSON text of the emission data. */
export type EmissionRow = Omit<Insertable<EmissionsTable>, 'id_emission'>;

/** Any device by its number: a sensor's message names its device, whoever owns it. */
export async function findDeviceIdByNumber(db: Db, deviceNumber: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('devices')
    .select('id_device')
    .where('device_number', '=', deviceNumber)
    .executeTakeFirst();
  return row?.id_device;
}

/**
 * Stores a message once per (device, message_id). The unique constraint decides between concurrent
 * copies: the loser's insert does nothing and it reads the winner's id.
 */
export async function insertEmissionOnce(
  db: Db,
  row: EmissionRow,
): Promise<{ id_emission: number; duplicate: boolean }> {
  const inserted = await db
    .insertInto('emissions')
    .values(row)
    .onConflict((oc) => oc.columns(['id_device', 'message_id']).doNothing())
    .returning('id_emission')
    .executeTakeFirst();
  if (inserted) return { id_emission: inserted.id_emission, duplicate: false };
  const existing = await db
    .selectFrom('emissions')
    .select('id_emission')
    .where('id_device', '=', row.id_device)
    .where('message_id', '=', row.message_id)
    .executeTakeFirstOrThrow();
  return { id_emission: existing.id_emission, duplicate: true };
}

/** The device, and its first emission's columns: all null while none has arrived (a left join). */
export type FirstEmissionRow = Pick<Selectable<DevicesTable>, 'id_device'> & {
  [Column in 'emitted_at' | 'received_at' | 'data']: Selectable<EmissionsTable>[Column] | null;
};

/**
 * The device (when it is the professional's) and its first emission received at or after its
 * installation, in one query: the subquery is a seek in `emissions_device_received`. A device never
 * installed has no installed_at, so nothing compares true and the emission is null.
 */
export function firstEmissionQuery(db: Db, idDevice: number, idProfessional: number) {
  return db
    .selectFrom('devices as d')
    .leftJoin('emissions as e', (join) =>
      join.on((eb) =>
        eb(
          'e.id_emission',
          '=',
          eb
            .selectFrom('emissions as f')
            .select('f.id_emission')
            .whereRef('f.id_device', '=', 'd.id_device')
            .whereRef('f.received_at', '>=', 'd.installed_at')
            .orderBy('f.received_at')
            .orderBy('f.id_emission')
            .limit(1),
        ),
      ),
    )
    .select(['d.id_device', 'e.emitted_at', 'e.received_at', 'e.data'])
    .where('d.id_device', '=', idDevice)
    .where('d.id_professional', '=', idProfessional);
}

/** Polled every 10 s by every installer on the result screen: built and compiled once. */
const firstEmission = preparedQuery(firstEmissionQuery);

export function findFirstEmission(
  db: Db,
  idDevice: number,
  idProfessional: number,
): Promise<FirstEmissionRow | undefined> {
  return firstEmission.first(db, idDevice, idProfessional);
}

/** What a demo emission needs to look real: the device's model and, for a module asset, its metrics. */
export async function findEmissionProfile(
  db: Db,
  idDevice: number,
): Promise<
  | { id_device_referential: number; value_type_device: string | null; metrics_configuration: string | null }
  | undefined
> {
  return db
    .selectFrom('devices')
    .leftJoin('asset_devices', 'asset_devices.id_device', 'devices.id_device')
    .leftJoin('assets', 'assets.id_asset', 'asset_devices.id_asset')
    .leftJoin('modules', 'modules.id_module', 'assets.id_module')
    .select([
      'devices.id_device_referential',
      'devices.value_type_device',
      'modules.default_metrics_configuration as metrics_configuration',
    ])
    .where('devices.id_device', '=', idDevice)
    .executeTakeFirst();
}
