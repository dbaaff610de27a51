import type { Brand, BrandType, ModelWithFigures, SiloType, TankType } from '@installer/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ModelReferencesTable } from '../db/tables/reference.table.ts';

export async function listBrands(db: Db, type: BrandType): Promise<Brand[]> {
  return db
    .selectFrom('brand_references')
    .select(['id_brand_reference', 'name'])
    .where('type', '=', type)
    .orderBy('id_brand_reference')
    .execute();
}

type ModelRow = Selectable<ModelReferencesTable>;

const modelColumns = [
  'id_model_reference',
  'trade_name',
  'tank_type',
  'silo_type',
  'volume',
  'height',
  'length',
  'width',
  'diameter_right_side',
  'length_right_side',
  'width_right_side',
  'cone_height',
  'width_min_cone',
  'length_diameter_min_cone',
] as const;

/**
 * A model as the API answers it: its tank figures when it has a tank type, its silo figures when it has a
 * silo type (the columns' checks keep both types to the spec §3 values).
 */
function modelOfRow(row: Omit<ModelRow, 'id_brand_reference'>): ModelWithFigures {
  return {
    id_model_reference: row.id_model_reference,
    trade_name: row.trade_name,
    tank:
      row.tank_type === null
        ? null
        : {
            tank_type: row.tank_type as TankType,
            volume: row.volume,
            height: row.height,
            length: row.length,
            width: row.width,
          },
    silo:
      row.silo_type === null
        ? null
        : {
            silo_type: row.silo_type as SiloType,
            volume: row.volume,
            height: row.height,
            diameter_right_side: row.diameter_right_side,
            length_right_side: row.length_right_side,
            width_right_side: row.width_right_side,
            cone_height: row.cone_height,
            width_min_cone: row.width_min_cone,
            length_diameter_min_cone: row.length_diameter_min_cone,
          },
  };
}

/** The models of a brand, or undefined when the brand does not exist (404 rather than an empty list). */
export async function listModelsOfBrand(db: Db, idBrand: number): Promise<ModelWithFigures[] | undefined> {
  const brand = await db
    .selectFrom('brand_references')
    .select('id_brand_reference')
    .where('id_brand_reference', '=', idBrand)
    .executeTakeFirst();
  if (!brand) return undefined;
  const rows = await db
    .selectFrom('model_references')
    .select(modelColumns)
    .where('id_brand_reference', '=', idBrand)
    .orderBy('id_model_reference')
    .execute();
  return rows.map(modelOfRow);
}

export async function findModel(db: Db, idModel: number): Promise<ModelWithFigures | undefined> {
  const row = await db
    .selectFrom('model_references')
    .select(modelColumns)
    .where('id_model_reference', '=', idModel)
    .executeTakeFirst();
  return row && modelOfRow(row);
}

/** Whether the model belongs to the brand and the brand is of the type (a tank model for a tank). */
export async function isModelOfBrand(
  db: Db,
  idBrand: number,
  idModel: number,
  type: BrandType,
): Promise<boolean> {
  const row = await db
    .selectFrom('model_references')
    .innerJoin(
      'brand_references',
      'brand_references.id_brand_reference',
      'model_references.id_brand_reference',
    )
    .select('model_references.id_model_reference')
    .where('model_references.id_model_reference', '=', idModel)
    .where('brand_references.id_brand_reference', '=', idBrand)
    .where('brand_references.type', '=', type)
    .executeTakeFirst();
  return row !== undefined;
}
