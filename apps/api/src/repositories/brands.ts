import type { Brand, Model } from '@installer/contracts';
import type { Db } from '../db/database.ts';

export type BrandType = 'CUVE' | 'SILO';

export async function listBrands(db: Db, type: BrandType): Promise<Brand[]> {
  return db
    .selectFrom('brand_references')
    .select(['id_brand_reference', 'name'])
    .where('type', '=', type)
    .orderBy('id_brand_reference')
    .execute();
}

/** The models of a brand, or undefined when the brand does not exist (404 rather than an empty list). */
export async function listModelsOfBrand(db: Db, idBrand: number): Promise<Model[] | undefined> {
  const brand = await db
    .selectFrom('brand_references')
    .select('id_brand_reference')
    .where('id_brand_reference', '=', idBrand)
    .executeTakeFirst();
  if (!brand) return undefined;
  return db
    .selectFrom('model_references')
    .select(['id_model_reference', 'trade_name'])
    .where('id_brand_reference', '=', idBrand)
    .orderBy('id_model_reference')
    .execute();
}

export async function findModel(db: Db, idModel: number): Promise<Model | undefined> {
  return db
    .selectFrom('model_references')
    .select(['id_model_reference', 'trade_name'])
    .where('id_model_reference', '=', idModel)
    .executeTakeFirst();
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
