import type { Kysely } from 'kysely';
import { createTableWithId, DOUBLE, oneOf } from './columns.ts';

/**
 * The office (docs/decisions/0022-office-jobs.md): an account's role, the jobs the office plans with their
 * devices, the job and the phone's position of each installation, and the office's check of installations.
 * Frozen: the literals below are the values of the day it was written.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  // Every existing account installs; the office is given to accounts by hand or by the demo seed.
  await db.schema
    .alterTable('installers')
    .addColumn('role', 'text', (c) => oneOf('role', ['installer', 'office'])(c).defaultTo('installer'))
    .execute();

  await createTableWithId(db, 'jobs', 'id_job')
    .addColumn('id_professional', 'integer', (c) => c.notNull().references('professionals.id_professional'))
    .addColumn('id_installer', 'integer', (c) => c.notNull().references('installers.id_installer'))
    .addColumn('id_user', 'integer', (c) => c.notNull().references('user_clients.id_user'))
    .addColumn('id_domicile', 'integer', (c) => c.notNull().references('domiciles.id_domicile'))
    .addColumn('type_key', 'text', (c) => c.notNull())
    .addColumn('id_brand_reference', 'integer')
    .addColumn('id_model_reference', 'integer')
    // JSON object of dimensions by the specification block's field names, or null.
    .addColumn('dimensions', 'text')
    .addColumn('device_count', 'integer', (c) => c.notNull())
    .addColumn('scheduled_date', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text')
    .addColumn('window_end', 'text')
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('status', 'text', oneOf('status', ['planned', 'cancelled', 'not_doable']))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('not_doable_reason', 'text')
    .addColumn('not_doable_note', 'text')
    .addColumn('not_doable_at', 'text')
    // The photo of a job found not doable: the photo store's key `jobs/<id_job>/<file_name>` (the orphan
    // sweep keeps to device keys), and its type.
    .addColumn('not_doable_photo', 'text')
    .addColumn('not_doable_photo_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The office's range reads and My jobs.
  await db.schema
    .createIndex('jobs_professional_day')
    .on('jobs')
    .columns(['id_professional', 'scheduled_date'])
    .execute();
  await db.schema
    .createIndex('jobs_installer_day')
    .on('jobs')
    .columns(['id_installer', 'scheduled_date'])
    .execute();

  await db.schema
    .createTable('job_devices')
    .addColumn('id_job', 'integer', (c) => c.notNull().references('jobs.id_job').onDelete('cascade'))
    .addColumn('device_number', 'text', (c) => c.notNull())
    // The order the office listed them in.
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_devices_pk', ['id_job', 'device_number'])
    .execute();

  await db.schema
    .alterTable('installations')
    .addColumn('id_job', 'integer', (c) => c.references('jobs.id_job'))
    .execute();
  await db.schema.alterTable('installations').addColumn('latitude', DOUBLE).execute();
  await db.schema.alterTable('installations').addColumn('longitude', DOUBLE).execute();
  await db.schema.createIndex('installations_job').on('installations').column('id_job').execute();
  // The board and the export read a professional's installations by day.
  await db.schema.createIndex('installations_created').on('installations').column('created_at').execute();

  // The office's latest check of an installation: one row each, replaced by the next check.
  await db.schema
    .createTable('installation_reviews')
    .addColumn('id_installation', 'integer', (c) =>
      c.primaryKey().references('installations.id_installation').onDelete('cascade'),
    )
    .addColumn('state', 'text', oneOf('state', ['verified', 'flagged']))
    .addColumn('comment', 'text')
    .addColumn('id_installer', 'integer', (c) => c.notNull().references('installers.id_installer'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('installation_reviews').execute();
  await db.schema.dropIndex('installations_created').execute();
  await db.schema.dropIndex('installations_job').execute();
  await db.schema.alterTable('installations').dropColumn('longitude').execute();
  await db.schema.alterTable('installations').dropColumn('latitude').execute();
  await db.schema.alterTable('installations').dropColumn('id_job').execute();
  await db.schema.dropTable('job_devices').execute();
  await db.schema.dropTable('jobs').execute();
  await db.schema.alterTable('installers').dropColumn('role').execute();
}
