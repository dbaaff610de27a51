import type { CreateTableBuilder, Kysely } from 'kysely';
import { oneOf } from './columns.ts';

/** One row per content language for the texts of a catalogue row. */
function textsTable(
  // biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
  db: Kysely<any>,
  table: string,
  parent: { table: string; id: string },
): CreateTableBuilder<string, string> {
  return db.schema
    .createTable(table)
    .addColumn(parent.id, 'integer', (c) =>
      c.notNull().references(`${parent.table}.${parent.id}`).onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, [parent.id, 'language']);
}

/** Catalogues the wizard reads: asset types, contents, localisations, brands, models, modules. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('asset_generic_modules')
    .addColumn('id_asset_generic_module', 'integer', (c) => c.primaryKey())
    .addColumn('form_inputs', 'text', (c) => c.notNull())
    .execute();
  await textsTable(db, 'asset_generic_module_texts', {
    table: 'asset_generic_modules',
    id: 'id_asset_generic_module',
  })
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('modules')
    .addColumn('id_module', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('default_metrics_configuration', 'text', (c) => c.notNull())
    .execute();
  await textsTable(db, 'module_texts', { table: 'modules', id: 'id_module' })
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('module_asset_models')
    .addColumn('id_asset_model', 'integer', (c) => c.primaryKey())
    .addColumn('id_module', 'integer', (c) => c.notNull().references('modules.id_module'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('path_model', 'text')
    .addColumn('form_inputs', 'text', (c) => c.notNull())
    .addColumn('tank_type', 'integer')
    .execute();
  await db.schema
    .createIndex('module_asset_models_module')
    .on('module_asset_models')
    .column('id_module')
    .execute();
  await textsTable(db, 'module_asset_model_texts', { table: 'module_asset_models', id: 'id_asset_model' })
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('asset_types')
    .addColumn('id_referential', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('id_module', 'integer', (c) => c.references('modules.id_module'))
    .addColumn('id_asset_generic_module', 'integer', (c) =>
      c.references('asset_generic_modules.id_asset_generic_module'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await textsTable(db, 'asset_type_texts', { table: 'asset_types', id: 'id_referential' })
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .execute();

  await db.schema
    .createTable('professional_asset_types')
    .addColumn('id_professional', 'integer', (c) =>
      c.notNull().references('professionals.id_professional').onDelete('cascade'),
    )
    .addColumn('id_referential', 'integer', (c) => c.notNull().references('asset_types.id_referential'))
    .addPrimaryKeyConstraint('professional_asset_types_pk', ['id_professional', 'id_referential'])
    .execute();

  await db.schema
    .createTable('liquids')
    .addColumn('id_asset_liquid', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .execute();
  await textsTable(db, 'liquid_texts', { table: 'liquids', id: 'id_asset_liquid' })
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('liquid_asset_types')
    .addColumn('id_asset_liquid', 'integer', (c) =>
      c.notNull().references('liquids.id_asset_liquid').onDelete('cascade'),
    )
    .addColumn('type_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('liquid_asset_types_pk', ['id_asset_liquid', 'type_key'])
    .execute();
  await db.schema.createIndex('liquid_asset_types_key').on('liquid_asset_types').column('type_key').execute();

  await db.schema
    .createTable('localisation_types')
    .addColumn('id_referential', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .execute();
  await textsTable(db, 'localisation_type_texts', { table: 'localisation_types', id: 'id_referential' })
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('brand_references')
    .addColumn('id_brand_reference', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', oneOf('type', ['CUVE', 'SILO']))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('model_references')
    .addColumn('id_model_reference', 'integer', (c) => c.primaryKey())
    .addColumn('id_brand_reference', 'integer', (c) =>
      c.notNull().references('brand_references.id_brand_reference'),
    )
    .addColumn('trade_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('model_references_brand')
    .on('model_references')
    .column('id_brand_reference')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'model_references',
    'brand_references',
    'localisation_type_texts',
    'localisation_types',
    'liquid_asset_types',
    'liquid_texts',
    'liquids',
    'professional_asset_types',
    'asset_type_texts',
    'asset_types',
    'module_asset_model_texts',
    'module_asset_models',
    'module_texts',
    'modules',
    'asset_generic_module_texts',
    'asset_generic_modules',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
