import type { Kysely } from 'kysely';
import { createTableWithId } from './columns.ts';

/**
 * Invitation mails sent, per recipient (services/invitation-bound.ts): the recipient as the SHA-256 of the
 * address (the count needs no readable address), and when. Each row lives one counting period.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'invitation_sends', 'id_invitation_send')
    .addColumn('recipient_hash', 'text', (c) => c.notNull())
    .addColumn('id_installer', 'integer', (c) =>
      c.notNull().references('installers.id_installer').onDelete('cascade'),
    )
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invitation_sends_recipient_sent')
    .on('invitation_sends')
    .columns(['recipient_hash', 'sent_at'])
    .execute();
  await db.schema.createIndex('invitation_sends_sent').on('invitation_sends').column('sent_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitation_sends').execute();
}
