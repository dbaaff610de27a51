import type { Kysely } from 'kysely';
import { booleanColumn, createTableWithId, DOUBLE, oneOf } from './columns.ts';

/** Accounts (sign-in, tokens), display options, customers, addresses and devices. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('display_options')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('src_logo', 'text')
    .addColumn('url_platform', 'text')
    .addColumn('tunnel_installation_url', 'text')
    .addColumn('primary_color', 'text')
    .addColumn('src_favicon', 'text')
    .execute();

  await createTableWithId(db, 'professionals', 'id_professional')
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('desk_version', 'text', (c) => oneOf('desk_version', ['V1', 'V2'])(c).defaultTo('V1'))
    .addColumn('display_option_key', 'text', (c) => c.references('display_options.key'))
    .execute();

  await createTableWithId(db, 'installers', 'id_installer')
    .addColumn('id_professional', 'integer', (c) => c.notNull().references('professionals.id_professional'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'api_tokens', 'id_token')
    .addColumn('id_installer', 'integer', (c) =>
      c.notNull().references('installers.id_installer').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_installer').on('api_tokens').column('id_installer').execute();

  await createTableWithId(db, 'user_clients', 'id_user')
    .addColumn('id_professional', 'integer', (c) => c.notNull().references('professionals.id_professional'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('status', 'text', oneOf('status', ['complete', 'incomplete', 'taken']))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_clients_professional_email', ['id_professional', 'email'])
    .execute();

  await createTableWithId(db, 'clients', 'id_client')
    .addColumn('id_professional', 'integer', (c) => c.notNull().references('professionals.id_professional'))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('client_space_name', 'text', (c) => c.notNull())
    .addColumn('siret', 'text')
    .addColumn('code_client', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clients_professional').on('clients').column('id_professional').execute();

  await createTableWithId(db, 'domiciles', 'id_domicile')
    .addColumn('id_professional', 'integer', (c) => c.notNull().references('professionals.id_professional'))
    .addColumn('id_user', 'integer', (c) => c.references('user_clients.id_user'))
    .addColumn('id_client', 'integer', (c) => c.references('clients.id_client'))
    .addColumn('address_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('country', 'text')
    .addColumn('country_code', 'text')
    .addColumn('route', 'text')
    .addColumn('street_number', 'text')
    .addColumn('number', 'text')
    .addColumn('address2', 'text')
    .addColumn('complement', 'text')
    .addColumn('plus_code', 'text')
    .addColumn('latitude', DOUBLE)
    .addColumn('longitude', DOUBLE)
    .addColumn('id_google_place', 'text')
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('domiciles_professional').on('domiciles').column('id_professional').execute();
  await db.schema.createIndex('domiciles_user').on('domiciles').column('id_user').execute();
  await db.schema.createIndex('domiciles_client').on('domiciles').column('id_client').execute();

  await db.schema
    .createTable('device_referentials')
    .addColumn('id_device_referential', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('notice', 'text')
    .execute();

  await db.schema
    .createTable('device_referential_texts')
    .addColumn('id_device_referential', 'integer', (c) =>
      c.notNull().references('device_referentials.id_device_referential').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('introduction', 'text')
    .addPrimaryKeyConstraint('device_referential_texts_pk', ['id_device_referential', 'language'])
    .execute();

  await createTableWithId(db, 'devices', 'id_device')
    .addColumn('device_number', 'text', (c) => c.notNull().unique())
    .addColumn('serial_number', 'text', (c) => c.unique())
    .addColumn('id_device_referential', 'integer', (c) =>
      c.notNull().references('device_referentials.id_device_referential'),
    )
    .addColumn('id_professional', 'integer', (c) => c.notNull().references('professionals.id_professional'))
    .addColumn('desk_version', 'text', oneOf('desk_version', ['V1', 'V2']))
    .addColumn('is_installable', 'integer', booleanColumn('is_installable'))
    .addColumn('value_type_device', 'text')
    .addColumn('url_device_detail', 'text', (c) => c.notNull())
    .addColumn('installed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('devices_professional').on('devices').column('id_professional').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'devices',
    'device_referential_texts',
    'device_referentials',
    'domiciles',
    'clients',
    'user_clients',
    'api_tokens',
    'installers',
    'professionals',
    'display_options',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
