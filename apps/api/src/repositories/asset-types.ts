import type { AssetType } from '@installer/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AssetTypesTable } from '../db/tables/reference.table.ts';

/** spec §3 Asset types the professional can install, in catalogue order, texts in `language`. */
export async function listAssetTypes(db: Db, idProfessional: number, language: string): Promise<AssetType[]> {
  return db
    .selectFrom('professional_asset_types as pat')
    .innerJoin('asset_types', 'asset_types.id_referential', 'pat.id_referential')
    .innerJoin('asset_type_texts as texts', (join) =>
      join
        .onRef('texts.id_referential', '=', 'asset_types.id_referential')
        .on('texts.language', '=', language),
    )
    .select([
      'asset_types.id_referential',
      'asset_types.key',
      'texts.value',
      'texts.description',
      'asset_types.id_module',
      'asset_types.id_asset_generic_module',
    ])
    .where('pat.id_professional', '=', idProfessional)
    .orderBy('asset_types.position')
    .execute();
}

export type OwnAssetType = Pick<
  Selectable<AssetTypesTable>,
  'id_referential' | 'key' | 'id_module' | 'id_asset_generic_module'
>;

/** The asset types the professional may install, as an installation checks them: one query, two look-ups. */
function ownAssetTypes(db: Db, idProfessional: number) {
  return db
    .selectFrom('professional_asset_types as pat')
    .innerJoin('asset_types', 'asset_types.id_referential', 'pat.id_referential')
    .select([
      'asset_types.id_referential',
      'asset_types.key',
      'asset_types.id_module',
      'asset_types.id_asset_generic_module',
    ])
    .where('pat.id_professional', '=', idProfessional);
}

/** One asset type, only when the professional may install it. */
export function findAssetTypeOfProfessional(
  db: Db,
  idProfessional: number,
  idReferential: number,
): Promise<OwnAssetType | undefined> {
  return ownAssetTypes(db, idProfessional).where('pat.id_referential', '=', idReferential).executeTakeFirst();
}

/** The module's asset type the professional may install (module installations name only the module). */
export function findModuleAssetTypeOfProfessional(
  db: Db,
  idProfessional: number,
  idModule: number,
): Promise<OwnAssetType | undefined> {
  return ownAssetTypes(db, idProfessional)
    .where('asset_types.id_module', '=', idModule)
    .orderBy('asset_types.position')
    .executeTakeFirst();
}

/** Whether any asset type or module has this key (cuve, silo, generic, GNC_...). */
export async function assetTypeKeyExists(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('asset_types').select('key').where('key', '=', key).executeTakeFirst();
  return row !== undefined;
}
