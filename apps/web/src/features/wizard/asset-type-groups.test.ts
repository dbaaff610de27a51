import type { AssetType } from '@installer/contracts';
import { describe, expect, it } from 'vitest';
import { foldForSearch, groupAssetTypes, matchesFilter } from './asset-type-groups.ts';

let nextId = 1;
const type = (key: string, value: string, idModule: number | null = null, description = ''): AssetType => ({
  id_referential: nextId++,
  key,
  value,
  description,
  id_module: idModule,
  id_asset_generic_module: null,
});

describe('step 3 groups and order (spec §2 Step 3)', () => {
  it('puts the classic kinds in Equipment and the types with id_module in Modules, common kinds first', () => {
    const types = [
      type('GNC_EMPT', 'Module vierge (sans modèle)', 9),
      type('generic', 'Ruche'),
      type('GNC_SILO', 'Silo (module)', 18),
      type('generic', 'Équipement générique'),
      type('GNC_NETWORK', 'Équipement réseau', 14),
      type('cuve', 'Cuve (capteur de niveau)'),
      type('GNC_GAS', 'Citerne de GPL ou de gaz industriel', 10),
      type('GNC_CNT', 'Compteur à impulsions', 7),
      type('silo', 'Silo (capteur de niveau)'),
      type('GNC_TANK', 'Cuve (module)', 19),
      type('GNC_16SNSR', 'Automate 16 cuves', 1),
      type('GNC_8SNSR', 'Automate 8 cuves', 2),
    ];
    const { equipment, modules } = groupAssetTypes(types, 'fr-FR');
    // Two types of the same kind (generic) keep the server's order.
    expect(equipment.map((t) => t.value)).toEqual([
      'Cuve (capteur de niveau)',
      'Silo (capteur de niveau)',
      'Ruche',
      'Équipement générique',
    ]);
    // The rest by name in the interface language: É sorts with E, 8 before 16.
    expect(modules.map((t) => t.value)).toEqual([
      'Cuve (module)',
      'Citerne de GPL ou de gaz industriel',
      'Silo (module)',
      'Automate 8 cuves',
      'Automate 16 cuves',
      'Compteur à impulsions',
      'Équipement réseau',
      'Module vierge (sans modèle)',
    ]);
  });
});

describe('step 3 filter', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('ÉQUIPEMENT Générique Ölheizung')).toBe('equipement generique olheizung');
  });

  it('matches every word of the query in the name or the description', () => {
    const pressure = type('GNC_PRESSURE', 'Cuve sous pression', 17, 'Pression et température d’une cuve.');
    expect(matchesFilter(pressure, 'cuve')).toBe(true);
    expect(matchesFilter(pressure, '  TEMPERATURE   cuve ')).toBe(true);
    expect(matchesFilter(pressure, 'cuve silo')).toBe(false);
    expect(matchesFilter(type('silo', 'Silo', null, ''), 'silo')).toBe(true);
  });
});
