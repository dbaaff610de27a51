import type { ContentLanguage, GenericModel } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { type StoredGenericInputs, storedGenericInputs } from '../db/json-columns.ts';

/** The model's form inputs as stored, labels in every language (the installation validates against them). */
export async function findGenericInputs(db: Db, id: number): Promise<StoredGenericInputs | undefined> {
  const row = await db
    .selectFrom('asset_generic_modules')
    .select('form_inputs')
    .where('id_asset_generic_module', '=', id)
    .executeTakeFirst();
  return row ? storedGenericInputs.parse(JSON.parse(row.form_inputs)) : undefined;
}

/** spec §7 asset_generic_module: the generic model with its form inputs, texts in `language`. */
export async function findGenericModel(
  db: Db,
  id: number,
  language: ContentLanguage,
): Promise<GenericModel | undefined> {
  const row = await db
    .selectFrom('asset_generic_modules as m')
    .innerJoin('asset_generic_module_texts as texts', (join) =>
      join
        .onRef('texts.id_asset_generic_module', '=', 'm.id_asset_generic_module')
        .on('texts.language', '=', language),
    )
    .select(['m.id_asset_generic_module', 'm.form_inputs', 'texts.name'])
    .where('m.id_asset_generic_module', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const inputs = storedGenericInputs.parse(JSON.parse(row.form_inputs));
  return {
    id_asset_generic_module: row.id_asset_generic_module,
    name: row.name,
    form_inputs: inputs.map((input) => ({ ...input, label: input.label[language] })),
  };
}
