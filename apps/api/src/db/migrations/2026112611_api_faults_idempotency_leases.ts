import type { Kysely } from 'kysely';

/**
 * docs/decisions/0003-idempotency-keys.md (claims die with their holder): a claim names the process that
 * holds it and how long its lease runs. A row from before (both null) keeps the old rule: taken over 5 minutes
 * after it was claimed, so an instance of the previous release still at work during a rolling deploy is not
 * overtaken.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('holder', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('lease_until', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('lease_until').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('holder').execute();
}
