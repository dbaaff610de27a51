import {
  EQUIPMENT_KINDS,
  type ImportColumn,
  type ImportRefusal,
  isEquipmentKind,
  JOB_MONITORING_TYPES,
  type JobMonitoringType,
} from '@installer/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The import's equipment columns as the job's contract takes them (api/jobs.ts `equipment`). */
export interface ImportedEquipment {
  id_brand_reference: number | null;
  id_model_reference: number | null;
  dimensions: Record<string, number> | null;
  name: string | null;
  id_liquid_type: number | null;
  id_localisation_type: number | null;
  monitoring_type: JobMonitoringType | null;
}

type Cells = Record<ImportColumn, string>;

const isId = (text: string) => /^\d{1,9}$/.test(text);
const lower = (text: string) => text.trim().toLowerCase();

/**
 * `volume=1000;height=120`: the specification block's field names and their numbers (a decimal comma is
 * read as a point). The job's contract checks the names' length and the numbers' range.
 */
function parseDimensions(text: string): Record<string, number> | string {
  const dimensions: Record<string, number> = {};
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const [name, value, ...rest] = part.split('=');
    const number = Number((value ?? '').trim().replace(',', '.'));
    if (
      !name?.trim() ||
      value === undefined ||
      rest.length > 0 ||
      value.trim() === '' ||
      !Number.isFinite(number)
    ) {
      return 'name=number pairs separated by ;, e.g. volume=1000;height=120';
    }
    dimensions[name.trim()] = number;
  }
  return Object.keys(dimensions).length === 0 ? 'name=number pairs separated by ;' : dimensions;
}

async function brandOf(db: Db, typeKey: string, text: string): Promise<number | string> {
  const kind = isEquipmentKind(typeKey) ? EQUIPMENT_KINDS[typeKey].brand : null;
  if (kind === null) return `equipment type ${typeKey} has no brands`;
  const row = await db
    .selectFrom('brand_references')
    .select('id_brand_reference')
    .where('type', '=', kind.type)
    .where((eb) =>
      isId(text) ? eb('id_brand_reference', '=', Number(text)) : eb(sql`lower(name)`, '=', lower(text)),
    )
    .orderBy('id_brand_reference')
    .executeTakeFirst();
  return row?.id_brand_reference ?? `not a brand of equipment type ${typeKey}`;
}

async function modelOf(db: Db, idBrand: number, text: string): Promise<number | string> {
  const row = await db
    .selectFrom('model_references')
    .select('id_model_reference')
    .where('id_brand_reference', '=', idBrand)
    .where((eb) =>
      isId(text) ? eb('id_model_reference', '=', Number(text)) : eb(sql`lower(trade_name)`, '=', lower(text)),
    )
    .orderBy('id_model_reference')
    .executeTakeFirst();
  return row?.id_model_reference ?? 'not a model of the brand';
}

/** A content of the asset type (spec §7), by its id or its name in any content language. */
async function liquidOf(db: Db, typeKey: string, text: string): Promise<number | string> {
  const row = await db
    .selectFrom('liquid_asset_types as lat')
    .select('lat.id_asset_liquid')
    .where('lat.type_key', '=', typeKey)
    .where((eb) =>
      isId(text)
        ? eb('lat.id_asset_liquid', '=', Number(text))
        : eb.exists(
            eb
              .selectFrom('liquid_texts as lt')
              .select('lt.id_asset_liquid')
              .whereRef('lt.id_asset_liquid', '=', 'lat.id_asset_liquid')
              .where(sql`lower(lt.name)`, '=', lower(text)),
          ),
    )
    .orderBy('lat.id_asset_liquid')
    .executeTakeFirst();
  return row?.id_asset_liquid ?? `not a content of equipment type ${typeKey}`;
}

/** A localisation type by its id, its code or its name in any language. */
async function localisationOf(db: Db, text: string): Promise<number | string> {
  const row = await db
    .selectFrom('localisation_types as l')
    .select('l.id_referential')
    .where((eb) =>
      isId(text)
        ? eb('l.id_referential', '=', Number(text))
        : eb.or([
            eb(sql`lower(l.code)`, '=', lower(text)),
            eb.exists(
              eb
                .selectFrom('localisation_type_texts as t')
                .select('t.id_referential')
                .whereRef('t.id_referential', '=', 'l.id_referential')
                .where(sql`lower(t.value)`, '=', lower(text)),
            ),
          ]),
    )
    .orderBy('l.id_referential')
    .executeTakeFirst();
  return row?.id_referential ?? 'not a localisation type (its id, code or name)';
}

/**
 * The optional equipment columns of a job's first row read against the catalogue: each value that names
 * nothing is a refusal at its own column (the file's row), the rest the job's equipment.
 */
export async function importedEquipment(
  db: Db,
  cells: Cells,
  row: number,
  refusals: ImportRefusal[],
): Promise<ImportedEquipment> {
  const typeKey = cells.equipment_type.trim();
  const refuse = (column: ImportColumn, reason: string) => refusals.push({ row, column, reason });
  const equipment: ImportedEquipment = {
    id_brand_reference: null,
    id_model_reference: null,
    dimensions: null,
    name: cells.equipment_name.trim() === '' ? null : cells.equipment_name.trim(),
    id_liquid_type: null,
    id_localisation_type: null,
    monitoring_type: null,
  };
  const brand = cells.brand.trim();
  const model = cells.model.trim();
  if (brand !== '') {
    const found = await brandOf(db, typeKey, brand);
    if (typeof found === 'string') refuse('brand', found);
    else {
      equipment.id_brand_reference = found;
      if (model !== '') {
        const foundModel = await modelOf(db, found, model);
        if (typeof foundModel === 'string') refuse('model', foundModel);
        else equipment.id_model_reference = foundModel;
      }
    }
  } else if (model !== '') refuse('model', 'a model needs its brand');
  if (cells.dimensions.trim() !== '') {
    const dimensions = parseDimensions(cells.dimensions);
    if (typeof dimensions === 'string') refuse('dimensions', dimensions);
    else equipment.dimensions = dimensions;
  }
  if (cells.liquid.trim() !== '') {
    const found = await liquidOf(db, typeKey, cells.liquid.trim());
    if (typeof found === 'string') refuse('liquid', found);
    else equipment.id_liquid_type = found;
  }
  if (cells.localisation.trim() !== '') {
    const found = await localisationOf(db, cells.localisation.trim());
    if (typeof found === 'string') refuse('localisation', found);
    else equipment.id_localisation_type = found;
  }
  const monitoring = lower(cells.monitoring_type);
  if (monitoring !== '') {
    if ((JOB_MONITORING_TYPES as readonly string[]).includes(monitoring)) {
      equipment.monitoring_type = monitoring as JobMonitoringType;
    } else refuse('monitoring_type', JOB_MONITORING_TYPES.join(' or '));
  }
  return equipment;
}
