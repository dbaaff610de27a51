import type { Kysely } from 'kysely';
import { createTableWithId } from './columns.ts';

/**
 * The customer's personal space (spec §6, docs/decisions/0021-customer-space.md): one account per e-mail,
 * whatever professional invited it; its own sign-in tokens, apart from the installers' api_tokens so no token
 * of one kind can open a call of the other; and its one-time invitations, of which only the SHA-256 of the
 * token is stored, as for sign-in tokens and report links.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'customer_accounts', 'id_customer')
    // Stored lower-case and trimmed, so one address is one account on both dialects.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // Null until the customer chooses one from the invitation.
    .addColumn('password_hash', 'text')
    // The interface locale the space speaks (spec §1 locales).
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'customer_tokens', 'id_customer_token')
    .addColumn('id_customer', 'integer', (c) =>
      c.notNull().references('customer_accounts.id_customer').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await createTableWithId(db, 'customer_invitations', 'id_customer_invitation')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('id_customer', 'integer', (c) =>
      c.notNull().references('customer_accounts.id_customer').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('customer_invitations_customer')
    .on('customer_invitations')
    .column('id_customer')
    .execute();
  await db.schema
    .createIndex('customer_tokens_customer')
    .on('customer_tokens')
    .column('id_customer')
    .execute();
  // The space lists the installations of every user_clients row of the account's e-mail: found by e-mail.
  await db.schema.createIndex('user_clients_email').on('user_clients').column('email').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_clients_email').execute();
  await db.schema.dropTable('customer_invitations').execute();
  await db.schema.dropTable('customer_tokens').execute();
  await db.schema.dropTable('customer_accounts').execute();
}
