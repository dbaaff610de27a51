import type { Kysely } from 'kysely';

/**
 * DESIGN §3 Idempotency-Key claimed before the work (services/idempotency.ts): a row without an answer is a
 * claim in flight, so the stored status is no longer needed (each route answers its own). A step-5
 * configuration remembers its key: a retry after a failed forward sends the stored row again, not a copy.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('response_status').execute();
  await db.schema.alterTable('external_configurations').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .createIndex('external_configurations_installer_key')
    .on('external_configurations')
    .columns(['id_installer', 'idempotency_key'])
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('external_configurations_installer_key').execute();
  await db.schema.alterTable('external_configurations').dropColumn('idempotency_key').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('response_status', 'integer').execute();
}
