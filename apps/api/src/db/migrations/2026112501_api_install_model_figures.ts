import { type Kysely, sql } from 'kysely';
import { BRANDS, modelFigureColumns } from '../demo/catalogue.ts';
import { DOUBLE } from './columns.ts';

/** A nullable column limited to some values (null passes a check: the model has no such figure). */
const sqlIn = (name: string, values: number[]) =>
  sql`${sql.ref(name)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

const FIGURES = [
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
];

/**
 * Catalogue models carry their figures (spec §3 tank_type 1-5, silo_type 7-10, litres and centimetres), all
 * nullable: a model may lack them. A fresh database gets them from the demo seed, which runs after this. A
 * database seeded before gets them here for the demo's own models only: a row is updated when both its id
 * and its trade name are the demo catalogue's, so a real catalogue that reuses those ids is left alone.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('model_references')
    .addColumn('tank_type', 'integer', (c) => c.check(sqlIn('tank_type', [1, 2, 3, 4, 5])))
    .execute();
  await db.schema
    .alterTable('model_references')
    .addColumn('silo_type', 'integer', (c) => c.check(sqlIn('silo_type', [7, 8, 9, 10])))
    .execute();
  for (const column of FIGURES) {
    await db.schema.alterTable('model_references').addColumn(column, DOUBLE).execute();
  }
  for (const model of BRANDS.flatMap((brand) => brand.models)) {
    await db
      .updateTable('model_references')
      .set(modelFigureColumns(model))
      .where('id_model_reference', '=', model.id)
      .where('trade_name', '=', model.trade_name)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['tank_type', 'silo_type', ...FIGURES]) {
    await db.schema.alterTable('model_references').dropColumn(column).execute();
  }
}
