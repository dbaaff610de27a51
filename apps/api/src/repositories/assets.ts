import {
  type AssetSpecification,
  EQUIPMENT_BLOCKS,
  type GenericSpecification,
  type ModelConfiguration,
  type SiloSpecification,
  type TankSpecification,
} from '@installer/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AssetsTable, InstallationsTable } from '../db/tables/assets.table.ts';

const flag = (value: boolean) => (value ? 1 : 0);

export type NewAsset = Omit<Insertable<AssetsTable>, 'id_asset' | 'created_at'>;

export async function insertAsset(db: Db, asset: NewAsset, now: string): Promise<number> {
  const row = await db
    .insertInto('assets')
    .values({ ...asset, created_at: now })
    .returning('id_asset')
    .executeTakeFirstOrThrow();
  return row.id_asset;
}

/**
 * An edit replaces the asset in place (its id, and so its device link, stay): the row takes the new values
 * and every specification block goes, for the edit to write its own (the type may have changed).
 */
export async function replaceAsset(db: Db, idAsset: number, asset: NewAsset): Promise<void> {
  await db.updateTable('assets').set(asset).where('id_asset', '=', idAsset).execute();
  // Each classic kind's block has its table `<block>_specifications` (contracts lists/equipment-kinds.ts).
  const blockTables = EQUIPMENT_BLOCKS.map((block) => `${block}_specifications` as const);
  for (const table of ['asset_specifications', ...blockTables, 'asset_model_configurations'] as const) {
    await db.deleteFrom(table).where('id_asset', '=', idAsset).execute();
  }
}

export async function insertAssetSpecification(
  db: Db,
  idAsset: number,
  spec: AssetSpecification,
): Promise<void> {
  await db
    .insertInto('asset_specifications')
    .values({
      id_asset: idAsset,
      level_offset: spec.offset,
      id_liquid_type: spec.id_liquid_type,
      id_localisation_type: spec.id_localisation_type,
      index_monitoring_type: spec.index_monitoring_type,
      index_screw_number: spec.index_screw_number,
    })
    .execute();
}

export async function insertTankSpecification(
  db: Db,
  idAsset: number,
  tank: TankSpecification,
): Promise<void> {
  await db
    .insertInto('tank_specifications')
    .values({
      id_asset: idAsset,
      know_model_brand_asset: flag(tank.know_model_brand_asset),
      // spec §5: brand and model only count when the installer knows them.
      id_brand_reference: tank.know_model_brand_asset ? (tank.id_brand_reference ?? null) : null,
      id_model_reference: tank.know_model_brand_asset ? (tank.id_model_reference ?? null) : null,
      tank_type: tank.tank_type,
      is_mobile: flag(tank.is_mobile),
      volume: tank.volume,
      height: tank.height,
      length: tank.length,
      width: tank.width,
    })
    .execute();
}

/** A tank block as the report reads it, its brand and model named. */
export async function findTankSpecification(db: Db, idAsset: number) {
  return db
    .selectFrom('tank_specifications as s')
    .leftJoin('brand_references as b', 'b.id_brand_reference', 's.id_brand_reference')
    .leftJoin('model_references as m', 'm.id_model_reference', 's.id_model_reference')
    .selectAll('s')
    .select(['b.name as brand', 'm.trade_name as model'])
    .where('s.id_asset', '=', idAsset)
    .executeTakeFirst();
}

export async function insertSiloSpecification(
  db: Db,
  idAsset: number,
  silo: SiloSpecification,
): Promise<void> {
  await db
    .insertInto('silo_specifications')
    .values({
      id_asset: idAsset,
      know_model_brand_asset: flag(silo.know_model_brand_asset),
      id_brand_reference: silo.know_model_brand_asset ? (silo.brand ?? null) : null,
      id_model_reference: silo.know_model_brand_asset ? (silo.model ?? null) : null,
      silo_type: silo.silo_type,
      volume: silo.volume ?? null,
      height: silo.height ?? null,
      diameter_right_side: silo.diameter_right_side ?? null,
      length_right_side: silo.length_right_side ?? null,
      width_right_side: silo.width_right_side ?? null,
      cone_height: silo.cone_height ?? null,
      width_min_cone: silo.width_min_cone ?? null,
      length_diameter_min_cone: silo.length_diameter_min_cone ?? null,
    })
    .execute();
}

/** A silo block as the report reads it, its brand and model named. */
export async function findSiloSpecification(db: Db, idAsset: number) {
  return db
    .selectFrom('silo_specifications as s')
    .leftJoin('brand_references as b', 'b.id_brand_reference', 's.id_brand_reference')
    .leftJoin('model_references as m', 'm.id_model_reference', 's.id_model_reference')
    .selectAll('s')
    .select(['b.name as brand', 'm.trade_name as model'])
    .where('s.id_asset', '=', idAsset)
    .executeTakeFirst();
}

export async function insertGenericSpecification(
  db: Db,
  idAsset: number,
  generic: GenericSpecification,
): Promise<void> {
  await db
    .insertInto('generic_specifications')
    .values({
      id_asset: idAsset,
      id_asset_generic_module: generic.id_asset_generic_module,
      generic_type: generic.generic_type,
      field_values: JSON.stringify(generic.values),
    })
    .execute();
}

/** A generic block: its model and the values typed. */
export async function findGenericSpecification(db: Db, idAsset: number) {
  return db
    .selectFrom('generic_specifications')
    .select(['id_asset_generic_module', 'field_values'])
    .where('id_asset', '=', idAsset)
    .executeTakeFirst();
}

export async function insertModelConfigurations(
  db: Db,
  idAsset: number,
  configurations: ModelConfiguration[],
): Promise<void> {
  await db
    .insertInto('asset_model_configurations')
    .values(
      configurations.map((c) => ({
        id_asset: idAsset,
        id_asset_model: c.id_asset_model,
        id_asset_liquid: c.id_asset_liquid,
        is_required: flag(c.is_required),
        configuration: JSON.stringify(c.configuration),
      })),
    )
    .execute();
}

/** Links the device to the asset; the key on id_device refuses a second link. */
export async function linkDeviceToAsset(
  db: Db,
  idDevice: number,
  idAsset: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('asset_devices')
    .values({ id_device: idDevice, id_asset: idAsset, linked_at: now })
    .execute();
}

export type NewInstallation = Omit<
  Insertable<InstallationsTable>,
  'id_installation' | 'created_at' | 'updated_at'
>;

export async function insertInstallation(
  db: Db,
  installation: NewInstallation,
  now: string,
): Promise<{ id_installation: number; created_at: string }> {
  return db
    .insertInto('installations')
    .values({ ...installation, created_at: now })
    .returning(['id_installation', 'created_at'])
    .executeTakeFirstOrThrow();
}
