import type { Kysely } from 'kysely';
import { createTableWithId } from './columns.ts';

/**
 * After the visit. My installations pages through an installer's installations newest first: one range
 * scan of (id_installer, id_installation). A sensor swap keeps the equipment and its history: each swap is
 * a row, so the devices an installation had, and from when to when, can be read back (the report's photos
 * and previous devices), while `installations.id_device` names the device on the equipment now.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('installations_installer_id')
    .on('installations')
    .columns(['id_installer', 'id_installation'])
    .execute();

  await createTableWithId(db, 'device_swaps', 'id_swap')
    .addColumn('id_installation', 'integer', (c) =>
      c.notNull().references('installations.id_installation').onDelete('cascade'),
    )
    .addColumn('id_old_device', 'integer', (c) => c.notNull().references('devices.id_device'))
    .addColumn('id_new_device', 'integer', (c) => c.notNull().references('devices.id_device'))
    .addColumn('id_installer', 'integer', (c) => c.notNull().references('installers.id_installer'))
    .addColumn('swapped_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_swaps_installation')
    .on('device_swaps')
    .columns(['id_installation', 'id_swap'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('device_swaps').execute();
  await db.schema.dropIndex('installations_installer_id').execute();
}
