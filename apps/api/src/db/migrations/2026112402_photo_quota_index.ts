import type { Kysely } from 'kysely';

/** DESIGN §3 photo quota: the bytes an installer stored in the last hour are one range scan of this index. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('photos_installer_created')
    .on('photos')
    .columns(['id_installer', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('photos_installer_created').execute();
}
