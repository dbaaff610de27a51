import { describe, expect, it } from 'vitest';
import { classicInstallationBody } from '../api/installation.ts';
import { SPECIFICATION_OF_BLOCK } from '../entities.ts';
import { BRAND_TYPE_FACTS, BRAND_TYPES } from './brand-types.ts';
import { EQUIPMENT_BLOCKS, EQUIPMENT_KIND_KEYS, isEquipmentKind } from './equipment-kinds.ts';

describe('equipment kinds (spec §2 Step 4, §3 Asset type)', () => {
  it('lists the classic kinds in step 3 order, each block and brand type once', () => {
    expect(EQUIPMENT_KIND_KEYS).toEqual(['cuve', 'silo', 'generic']);
    expect(EQUIPMENT_BLOCKS).toEqual(['tank', 'silo', 'generic']);
    expect(BRAND_TYPES).toEqual(['CUVE', 'SILO']);
  });

  it('knows a kind by its key only, not by a module key or an inherited name', () => {
    expect(isEquipmentKind('silo')).toBe(true);
    expect(isEquipmentKind('GNC_TANK')).toBe(false);
    expect(isEquipmentKind('toString')).toBe(false);
  });

  it("names a brand type's brand and model by fields its block's payload has", () => {
    for (const type of BRAND_TYPES) {
      const { block, brandField, modelField } = BRAND_TYPE_FACTS[type];
      const fields = Object.keys(SPECIFICATION_OF_BLOCK[block].shape);
      expect(fields).toContain(brandField);
      expect(fields).toContain(modelField);
    }
  });

  it('takes exactly one block in the classic payload, whichever kind it is', () => {
    const body = (blocks: object) => ({
      device_number: '10000001',
      id_professional: 1,
      id_referential: 1,
      asset: {
        name: 'Tank',
        specification: {
          offset: 0,
          id_liquid_type: 1,
          id_localisation_type: 1,
          index_monitoring_type: -1,
          index_screw_number: 0,
        },
        domicile: { mode: 'existing', id_domicile: 1 },
        ...blocks,
      },
    });
    const generic = { id_asset_generic_module: 5, generic_type: 5, values: {} };
    expect(classicInstallationBody.safeParse(body({ generic })).success).toBe(true);
    const none = classicInstallationBody.safeParse(body({}));
    expect(none.error?.issues.map((issue) => issue.message)).toContain(
      'exactly one of tank, silo or generic',
    );
    const tank = { know_model_brand_asset: false, tank_type: 1, volume: 1, height: 1, length: 1, width: 1 };
    expect(classicInstallationBody.safeParse(body({ tank })).success).toBe(true);
    const both = classicInstallationBody.safeParse(body({ generic, tank }));
    expect(both.error?.issues.map((issue) => issue.message)).toEqual([
      'exactly one of tank, silo or generic',
    ]);
  });
});
