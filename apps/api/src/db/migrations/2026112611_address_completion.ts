import { type Kysely, sql } from 'kysely';
import { DOUBLE, oneOf } from './columns.ts';

/**
 * An installation made offline whose address the server's geocoder could not look up when it arrived is
 * accepted with what the installer gave (docs/decisions/0014-address-completed-later.md): the domicile says
 * where its geocoding stands (`geocoding`: null when done), and `domicile_geocoding` keeps what the installer
 * gave, the work of completing it (claimed by one instance at a time), until the address is complete.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('domiciles')
    .addColumn('geocoding', 'text', (c) => c.check(sql`geocoding in ('pending', 'not_precise', 'not_found')`))
    .execute();
  await db.schema
    .createTable('domicile_geocoding')
    .addColumn('id_domicile', 'integer', (c) =>
      c.primaryKey().references('domiciles.id_domicile').onDelete('cascade'),
    )
    .addColumn('mode', 'text', oneOf('mode', ['typed', 'coordinates']))
    .addColumn('address_text', 'text')
    .addColumn('latitude', DOUBLE)
    .addColumn('longitude', DOUBLE)
    /** The content language of the request that brought it: the geocoder answers in it. */
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('state', 'text', oneOf('state', ['pending', 'not_precise', 'not_found']))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    /** The instance at work on it (a random claim) and until when its claim holds. */
    .addColumn('claim', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('domicile_geocoding_due')
    .on('domicile_geocoding')
    .columns(['state', 'next_attempt_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('domicile_geocoding').execute();
  await db.schema.alterTable('domiciles').dropColumn('geocoding').execute();
}
