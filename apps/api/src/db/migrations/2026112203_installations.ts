import type { Kysely } from 'kysely';
import { booleanColumn, createTableWithId, DOUBLE, oneOf } from './columns.ts';

/** Assets with their specifications, device links, installations, idempotency keys, step-5 configurations. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'assets', 'id_asset')
    .addColumn('id_professional', 'integer', (c) => c.notNull().references('professionals.id_professional'))
    .addColumn('id_referential', 'integer', (c) => c.notNull().references('asset_types.id_referential'))
    .addColumn('id_module', 'integer', (c) => c.references('modules.id_module'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('asset_code', 'text')
    .addColumn('id_domicile', 'integer', (c) => c.notNull().references('domiciles.id_domicile'))
    .addColumn('id_user', 'integer', (c) => c.references('user_clients.id_user'))
    .addColumn('id_client', 'integer', (c) => c.references('clients.id_client'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assets_professional').on('assets').column('id_professional').execute();

  const ownedByAsset = 'assets.id_asset';
  await db.schema
    .createTable('asset_specifications')
    .addColumn('id_asset', 'integer', (c) => c.primaryKey().references(ownedByAsset).onDelete('cascade'))
    .addColumn('level_offset', DOUBLE, (c) => c.notNull())
    .addColumn('id_liquid_type', 'integer', (c) => c.notNull().references('liquids.id_asset_liquid'))
    .addColumn('id_localisation_type', 'integer', (c) =>
      c.notNull().references('localisation_types.id_referential'),
    )
    .addColumn('index_monitoring_type', 'integer', oneOf('index_monitoring_type', [-1, 1]))
    .addColumn('index_screw_number', 'integer', oneOf('index_screw_number', [0, 1, 2, 3]))
    .execute();

  await db.schema
    .createTable('tank_specifications')
    .addColumn('id_asset', 'integer', (c) => c.primaryKey().references(ownedByAsset).onDelete('cascade'))
    .addColumn('know_model_brand_asset', 'integer', booleanColumn('know_model_brand_asset'))
    .addColumn('id_brand_reference', 'integer', (c) => c.references('brand_references.id_brand_reference'))
    .addColumn('id_model_reference', 'integer', (c) => c.references('model_references.id_model_reference'))
    .addColumn('tank_type', 'integer', oneOf('tank_type', [1, 2, 3, 4, 5]))
    .addColumn('is_mobile', 'integer', booleanColumn('is_mobile'))
    .addColumn('volume', DOUBLE, (c) => c.notNull())
    .addColumn('height', DOUBLE, (c) => c.notNull())
    .addColumn('length', DOUBLE, (c) => c.notNull())
    .addColumn('width', DOUBLE, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('silo_specifications')
    .addColumn('id_asset', 'integer', (c) => c.primaryKey().references(ownedByAsset).onDelete('cascade'))
    .addColumn('know_model_brand_asset', 'integer', booleanColumn('know_model_brand_asset'))
    .addColumn('id_brand_reference', 'integer', (c) => c.references('brand_references.id_brand_reference'))
    .addColumn('id_model_reference', 'integer', (c) => c.references('model_references.id_model_reference'))
    .addColumn('silo_type', 'integer', oneOf('silo_type', [7, 8, 9, 10]))
    .addColumn('volume', DOUBLE)
    .addColumn('height', DOUBLE)
    .addColumn('diameter_right_side', DOUBLE)
    .addColumn('length_right_side', DOUBLE)
    .addColumn('width_right_side', DOUBLE)
    .addColumn('cone_height', DOUBLE)
    .addColumn('width_min_cone', DOUBLE)
    .addColumn('length_diameter_min_cone', DOUBLE)
    .execute();

  await db.schema
    .createTable('generic_specifications')
    .addColumn('id_asset', 'integer', (c) => c.primaryKey().references(ownedByAsset).onDelete('cascade'))
    .addColumn('id_asset_generic_module', 'integer', (c) =>
      c.notNull().references('asset_generic_modules.id_asset_generic_module'),
    )
    .addColumn('generic_type', 'integer', (c) => c.notNull())
    .addColumn('field_values', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('asset_model_configurations')
    .addColumn('id_asset', 'integer', (c) => c.notNull().references(ownedByAsset).onDelete('cascade'))
    .addColumn('id_asset_model', 'integer', (c) =>
      c.notNull().references('module_asset_models.id_asset_model'),
    )
    .addColumn('id_asset_liquid', 'integer', (c) => c.notNull().references('liquids.id_asset_liquid'))
    .addColumn('is_required', 'integer', booleanColumn('is_required'))
    .addColumn('configuration', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_model_configurations_pk', ['id_asset', 'id_asset_model'])
    .execute();

  // The key on id_device is what makes "one device, one asset" hold under concurrent installations.
  await db.schema
    .createTable('asset_devices')
    .addColumn('id_device', 'integer', (c) => c.primaryKey().references('devices.id_device'))
    .addColumn('id_asset', 'integer', (c) => c.notNull().references(ownedByAsset).onDelete('cascade'))
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .execute();

  await createTableWithId(db, 'installations', 'id_installation')
    .addColumn('id_installer', 'integer', (c) => c.notNull().references('installers.id_installer'))
    .addColumn('id_device', 'integer', (c) => c.notNull().references('devices.id_device'))
    .addColumn('id_asset', 'integer', (c) => c.notNull().references(ownedByAsset))
    .addColumn('id_domicile', 'integer', (c) => c.notNull().references('domiciles.id_domicile'))
    .addColumn('kind', 'text', oneOf('kind', ['classic', 'module']))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('installations_device').on('installations').column('id_device').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id_installer', 'integer', (c) =>
      c.notNull().references('installers.id_installer').onDelete('cascade'),
    )
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['id_installer', 'idempotency_key'])
    .execute();

  await createTableWithId(db, 'external_configurations', 'id_configuration')
    .addColumn('id_device', 'integer', (c) => c.notNull().references('devices.id_device'))
    .addColumn('id_installer', 'integer', (c) => c.notNull().references('installers.id_installer'))
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('forwarded_at', 'text')
    .addColumn('forward_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('external_configurations_device')
    .on('external_configurations')
    .column('id_device')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'external_configurations',
    'idempotency_keys',
    'installations',
    'asset_devices',
    'asset_model_configurations',
    'generic_specifications',
    'silo_specifications',
    'tank_specifications',
    'asset_specifications',
    'assets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
