import { type Kysely, sql } from 'kysely';
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
] as const;

type Figure = (typeof FIGURES)[number];

/** A demo catalogue model as the seed wrote it when this migration was made; a figure left out is null. */
interface DemoModelFigures extends Partial<Record<Figure | 'tank_type' | 'silo_type', number>> {
  id: number;
  trade_name: string;
}

/**
 * The demo catalogue's models and their figures (db/demo/catalogue.ts as it stood then), frozen here: a
 * migration must do tomorrow what it did the day it was written, whatever the demo data becomes.
 */
const DEMO_MODELS: readonly DemoModelFigures[] = [
  { id: 101, trade_name: 'DWT plus 750 L', tank_type: 1, volume: 750, height: 150, length: 73.6, width: 68 },
  {
    id: 102,
    trade_name: 'DWT plus 1000 L',
    tank_type: 1,
    volume: 1000,
    height: 150,
    length: 98.1,
    width: 68,
  },
  {
    id: 103,
    trade_name: 'DWT plus 1500 L',
    tank_type: 1,
    volume: 1500,
    height: 150,
    length: 147.1,
    width: 68,
  },
  {
    id: 104,
    trade_name: 'Cuve double paroi 1000 L',
    tank_type: 1,
    volume: 1000,
    height: 125,
    length: 100,
    width: 80,
  },
  {
    id: 105,
    trade_name: 'Cuve double paroi 1500 L',
    tank_type: 1,
    volume: 1500,
    height: 125,
    length: 150,
    width: 80,
  },
  {
    id: 106,
    trade_name: 'Cuve double paroi 2000 L',
    tank_type: 1,
    volume: 2000,
    height: 125,
    length: 200,
    width: 80,
  },
  {
    id: 111,
    trade_name: 'Citerne horizontale 3000 L',
    tank_type: 2,
    volume: 3000,
    height: 120,
    length: 265.3,
    width: 120,
  },
  {
    id: 107,
    trade_name: 'Ecobulk MX 1000 L',
    tank_type: 5,
    volume: 1000,
    height: 100,
    length: 100,
    width: 100,
  },
  {
    id: 108,
    trade_name: 'Ecobulk MX 640 L',
    tank_type: 5,
    volume: 640,
    height: 86.2,
    length: 86.2,
    width: 86.2,
  },
  {
    id: 109,
    trade_name: 'Kunststofftank 1000 L',
    tank_type: 3,
    volume: 1000,
    height: 127.4,
    length: 100,
    width: 100,
  },
  {
    id: 110,
    trade_name: 'Kunststofftank 1500 L',
    tank_type: 3,
    volume: 1500,
    height: 157.9,
    length: 110,
    width: 110,
  },
  {
    id: 201,
    trade_name: 'Silo de ferme 6 m³',
    silo_type: 9,
    volume: 6000,
    height: 330,
    diameter_right_side: 180,
    cone_height: 140,
    length_diameter_min_cone: 30,
  },
  {
    id: 202,
    trade_name: 'Silo de ferme 12 m³',
    silo_type: 9,
    volume: 12000,
    height: 430,
    diameter_right_side: 220,
    cone_height: 170,
    length_diameter_min_cone: 30,
  },
  {
    id: 203,
    trade_name: 'PolySilo 8 t',
    silo_type: 9,
    volume: 12300,
    height: 420,
    diameter_right_side: 230,
    cone_height: 190,
    length_diameter_min_cone: 30,
  },
  {
    id: 204,
    trade_name: 'PolySilo 12 t',
    silo_type: 9,
    volume: 18500,
    height: 570,
    diameter_right_side: 230,
    cone_height: 190,
    length_diameter_min_cone: 30,
  },
  {
    id: 205,
    trade_name: 'Silo tolva 20 m³',
    silo_type: 9,
    volume: 20000,
    height: 540,
    diameter_right_side: 250,
    cone_height: 200,
    length_diameter_min_cone: 35,
  },
  {
    id: 206,
    trade_name: 'Silo tolva 35 m³',
    silo_type: 9,
    volume: 35000,
    height: 650,
    diameter_right_side: 300,
    cone_height: 240,
    length_diameter_min_cone: 35,
  },
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
  for (const { id, trade_name, ...figures } of DEMO_MODELS) {
    const columns = ['tank_type', 'silo_type', ...FIGURES] as const;
    await db
      .updateTable('model_references')
      .set(Object.fromEntries(columns.map((column) => [column, figures[column] ?? null])))
      .where('id_model_reference', '=', id)
      .where('trade_name', '=', trade_name)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['tank_type', 'silo_type', ...FIGURES]) {
    await db.schema.alterTable('model_references').dropColumn(column).execute();
  }
}
