import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ExternalConfigurationsTable } from '../db/tables/assets.table.ts';

/** What a caller stores: the payload as an object (stored as its JSON), no forwarding yet. */
export type NewExternalConfiguration = Pick<
  Insertable<ExternalConfigurationsTable>,
  'id_device' | 'id_installer' | 'serial_number' | 'product' | 'idempotency_key'
> & { payload: unknown };

/**
 * Stores a device's configuration as the one that counts: every earlier one of the device is marked
 * superseded. Earlier by id, so of two stored at the same moment the later id stays the current one.
 */
export async function insertLatestConfiguration(
  db: Db,
  configuration: NewExternalConfiguration,
  now: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('external_configurations')
      .values({ ...configuration, payload: JSON.stringify(configuration.payload), created_at: now })
      .returning('id_configuration')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('external_configurations')
      .set({ superseded_at: now })
      .where('id_device', '=', configuration.id_device)
      .where('id_configuration', '<', row.id_configuration)
      .where('superseded_at', 'is', null)
      .execute();
    return row.id_configuration;
  });
}

export async function markConfigurationForwarded(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('external_configurations')
    .set({ forwarded_at: at, forward_error: null })
    .where('id_configuration', '=', id)
    .execute();
}

/** Keeps why forwarding failed beside the stored configuration, for a retry (DESIGN §3). */
export async function markConfigurationFailed(db: Db, id: number, reason: string): Promise<void> {
  await db
    .updateTable('external_configurations')
    .set({ forward_error: reason.slice(0, 500) })
    .where('id_configuration', '=', id)
    .execute();
}

/** The configuration an earlier attempt with this Idempotency-Key stored, and whether a later one replaced it. */
export async function findConfigurationByKey(
  db: Db,
  idInstaller: number,
  idempotencyKey: string,
): Promise<{ id_configuration: number; superseded_at: string | null } | undefined> {
  return db
    .selectFrom('external_configurations')
    .select(['id_configuration', 'superseded_at'])
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}
