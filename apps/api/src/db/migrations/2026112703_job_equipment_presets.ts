import { type Kysely, sql } from 'kysely';

/**
 * What a job gives step 4 of a standard tank beside its brand, model and dimensions
 * (docs/decisions/0022-office-jobs.md): the equipment's name, its content, the localisation type and the
 * monitoring type, each nullable (the office may not know them). Frozen: the literals below are the values
 * of the day it was written.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite alters a table one column at a time.
  await db.schema.alterTable('jobs').addColumn('equipment_name', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('id_liquid_type', 'integer').execute();
  await db.schema.alterTable('jobs').addColumn('id_localisation_type', 'integer').execute();
  await db.schema
    .alterTable('jobs')
    // Nullable, unlike columns.ts oneOf: a job without it leaves the choice to the installer.
    .addColumn('monitoring_type', 'text', (c) => c.check(sql`monitoring_type in ('consumption', 'filling')`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['monitoring_type', 'id_localisation_type', 'id_liquid_type', 'equipment_name']) {
    await db.schema.alterTable('jobs').dropColumn(column).execute();
  }
}
