import type { Kysely } from 'kysely';

/**
 * An installation can be edited after it was created (PUT /installation/:id_installation): it records when.
 * A device's step-5 configurations: the latest counts, the earlier ones are marked superseded, so that a late
 * retry of one of them is not forwarded over the newer (services/external-config.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('installations').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('external_configurations').addColumn('superseded_at', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('external_configurations').dropColumn('superseded_at').execute();
  await db.schema.alterTable('installations').dropColumn('updated_at').execute();
}
