import type { Kysely } from 'kysely';
import { createTableWithId } from './columns.ts';

/**
 * Handover report links (docs/decisions/0008-report-links.md): only the SHA-256 of a token is stored, as
 * for sign-in tokens; a link expires and can be revoked. The report page finds its link by that hash.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'report_links', 'id_report_link')
    .addColumn('id_installation', 'integer', (c) =>
      c.notNull().references('installations.id_installation').onDelete('cascade'),
    )
    .addColumn('id_installer', 'integer', (c) => c.notNull().references('installers.id_installer'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The interface locale the link was made in (spec §1 locales): the report's language by default.
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('report_links_installation')
    .on('report_links')
    .column('id_installation')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_links').execute();
}
