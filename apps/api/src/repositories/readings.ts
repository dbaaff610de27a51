import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { EmissionsTable } from '../db/tables/emissions.table.ts';

/** `data` is the JSON text of the emission data, as the ingest contract accepted it. */
export type ReadingRow = Pick<
  Selectable<EmissionsTable>,
  'message_id' | 'emitted_at' | 'received_at' | 'data'
>;

/** When the professional's device was installed (null: not installed now); undefined: not theirs. */
export async function findInstalledAt(
  db: Db,
  idDevice: number,
  idProfessional: number,
): Promise<{ installed_at: string | null } | undefined> {
  return db
    .selectFrom('devices')
    .select('installed_at')
    .where('id_device', '=', idDevice)
    .where('id_professional', '=', idProfessional)
    .executeTakeFirst();
}

/**
 * The device's emissions received at or after `since` and strictly after `after`, newest first: a backward
 * range scan of `emissions_device_received`.
 */
export async function findReadings(
  db: Db,
  idDevice: number,
  since: string,
  after: string | null,
  limit: number,
): Promise<ReadingRow[]> {
  return db
    .selectFrom('emissions')
    .select(['message_id', 'emitted_at', 'received_at', 'data'])
    .where('id_device', '=', idDevice)
    .where('received_at', '>=', since)
    .$if(after !== null, (qb) => qb.where('received_at', '>', after as string))
    .orderBy('received_at', 'desc')
    .orderBy('id_emission', 'desc')
    .limit(limit)
    .execute();
}
