import type { Db } from '../db/database.ts';

export interface NewExternalConfiguration {
  id_device: number;
  id_installer: number;
  serial_number: string;
  product: string;
  payload: unknown;
  idempotency_key: string | null;
}

export async function insertExternalConfiguration(
  db: Db,
  configuration: NewExternalConfiguration,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('external_configurations')
    .values({ ...configuration, payload: JSON.stringify(configuration.payload), created_at: now })
    .returning('id_configuration')
    .executeTakeFirstOrThrow();
  return row.id_configuration;
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

/** The configuration an earlier attempt with this Idempotency-Key stored. */
export async function findConfigurationByKey(
  db: Db,
  idInstaller: number,
  idempotencyKey: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('external_configurations')
    .select('id_configuration')
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row?.id_configuration;
}
