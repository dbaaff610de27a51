import {
  type ClassicInstallationBody,
  type ContentLanguage,
  EQUIPMENT_BLOCKS,
  type EquipmentBlock,
  type ReportSpecification,
} from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { storedValues } from '../db/json-columns.ts';
import {
  findGenericSpecification,
  findSiloSpecification,
  findTankSpecification,
  insertGenericSpecification,
  insertSiloSpecification,
  insertTankSpecification,
} from '../repositories/assets.ts';
import { findGenericModel } from '../repositories/generic-models.ts';

type ClassicAsset = ClassicInstallationBody['asset'];

/** What the API does with one specification block: write it with its asset, read it for the report. */
interface ClassicBlock<B extends EquipmentBlock> {
  write(db: Db, idAsset: number, block: NonNullable<ClassicAsset[B]>): Promise<unknown>;
  /** The report's block (spec §3), or null when the asset has no block of this kind. */
  report(db: Db, idAsset: number, language: ContentLanguage): Promise<ReportSpecification | null>;
}

/**
 * Each specification block of the classic kinds (contracts lists/equipment-kinds.ts), in one place: a block
 * without an entry does not compile. The classic installation (installation-classic.ts) and the handover
 * report (report.ts) go through it.
 */
const CLASSIC_BLOCKS: { [B in EquipmentBlock]: ClassicBlock<B> } = {
  tank: {
    write: insertTankSpecification,
    report: async (db, idAsset) => {
      const tank = await findTankSpecification(db, idAsset);
      if (!tank) return null;
      return {
        kind: 'tank',
        tank_type: tank.tank_type,
        is_mobile: tank.is_mobile === 1,
        volume: tank.volume,
        height: tank.height,
        length: tank.length,
        width: tank.width,
        brand: tank.brand ?? null,
        model: tank.model ?? null,
      };
    },
  },
  silo: {
    write: insertSiloSpecification,
    report: async (db, idAsset) => {
      const silo = await findSiloSpecification(db, idAsset);
      if (!silo) return null;
      return {
        kind: 'silo',
        silo_type: silo.silo_type,
        volume: silo.volume,
        height: silo.height,
        diameter_right_side: silo.diameter_right_side,
        length_right_side: silo.length_right_side,
        width_right_side: silo.width_right_side,
        cone_height: silo.cone_height,
        width_min_cone: silo.width_min_cone,
        length_diameter_min_cone: silo.length_diameter_min_cone,
        brand: silo.brand ?? null,
        model: silo.model ?? null,
      };
    },
  },
  generic: {
    write: insertGenericSpecification,
    report: async (db, idAsset, language) => {
      const generic = await findGenericSpecification(db, idAsset);
      if (!generic) return null;
      const model = await findGenericModel(db, generic.id_asset_generic_module, language);
      const values = storedValues.parse(JSON.parse(generic.field_values));
      return {
        kind: 'generic',
        model_name: model?.name ?? null,
        values: (model?.form_inputs ?? [])
          .filter((input) => input.name in values)
          .map((input) => ({ label: input.label, value: values[input.name] ?? null, unit: null })),
      };
    },
  },
};

async function writeBlock<B extends EquipmentBlock>(db: Db, idAsset: number, asset: ClassicAsset, block: B) {
  const given = asset[block];
  if (given) await CLASSIC_BLOCKS[block].write(db, idAsset, given);
}

/** Writes the block the payload has (the contracts accept exactly one). */
export async function writeClassicBlock(db: Db, idAsset: number, asset: ClassicAsset): Promise<void> {
  for (const block of EQUIPMENT_BLOCKS) await writeBlock(db, idAsset, asset, block);
}

/** The report's specification of a classic asset: its block, the first found in the kinds' order. */
export async function reportClassicBlock(
  db: Db,
  idAsset: number,
  language: ContentLanguage,
): Promise<ReportSpecification | null> {
  for (const block of EQUIPMENT_BLOCKS) {
    const specification = await CLASSIC_BLOCKS[block].report(db, idAsset, language);
    if (specification) return specification;
  }
  return null;
}
