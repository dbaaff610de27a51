import type { Liquid } from '@installer/contracts';
import type { Db } from '../db/database.ts';

/** spec §3 Liquids offered for an asset type key or a module key, names in `language`. */
export async function listLiquidsOfType(db: Db, typeKey: string, language: string): Promise<Liquid[]> {
  return db
    .selectFrom('liquid_asset_types as lat')
    .innerJoin('liquid_texts as texts', (join) =>
      join.onRef('texts.id_asset_liquid', '=', 'lat.id_asset_liquid').on('texts.language', '=', language),
    )
    .select(['lat.id_asset_liquid', 'texts.name'])
    .where('lat.type_key', '=', typeKey)
    .orderBy('lat.id_asset_liquid')
    .execute();
}

/** Whether the liquid is offered for that type or module key (the installation checks its content). */
export async function isLiquidOfType(db: Db, idLiquid: number, typeKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('liquid_asset_types')
    .select('id_asset_liquid')
    .where('id_asset_liquid', '=', idLiquid)
    .where('type_key', '=', typeKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findLiquidName(
  db: Db,
  idLiquid: number,
  language: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('liquid_texts')
    .select('name')
    .where('id_asset_liquid', '=', idLiquid)
    .where('language', '=', language)
    .executeTakeFirst();
  return row?.name;
}
