import { type AssetType, EQUIPMENT_KIND_KEYS } from '@installer/contracts';

/**
 * Step 3 lists the types in two groups, the common kinds first (spec §2 Step 3, §3 Asset type).
 *
 * Equipment (no id_module): tank, silo, generic, the classic forms of spec §2 Step 4, in that order, which
 * is the order spec §1 names the supported equipment and spec §3 the asset type keys (contracts
 * lists/equipment-kinds.ts keeps them in it).
 * Modules (id_module): GNC_TANK, GNC_GAS, GNC_SILO first: GNC_TANK is the tank itself on desk V2, where
 * the classic cuve is removed (spec §4), and with GNC_GAS and GNC_SILO they are the module forms of the
 * same tanks and silos the equipment group starts with. The other modules (multi-tank controllers,
 * meters, plants, trackers...) are specialised; none is more common than another, so they follow
 * alphabetically, which is how an installer scans a list for a name they know.
 */
const COMMON_EQUIPMENT = EQUIPMENT_KIND_KEYS;
const COMMON_MODULES = ['GNC_TANK', 'GNC_GAS', 'GNC_SILO'];

export interface AssetTypeGroups {
  equipment: AssetType[];
  modules: AssetType[];
}

function ordered(types: AssetType[], common: readonly string[], collator: Intl.Collator): AssetType[] {
  const rank = (type: AssetType) => {
    const index = common.indexOf(type.key);
    return index === -1 ? common.length : index;
  };
  // Array.prototype.sort is stable: types of the same common kind keep the server's catalogue order.
  return [...types].sort(
    (a, b) => rank(a) - rank(b) || (rank(a) === common.length ? collator.compare(a.value, b.value) : 0),
  );
}

/** The offered types in their two groups and their order, names compared in the interface language. */
export function groupAssetTypes(types: AssetType[], languageTag: string): AssetTypeGroups {
  const collator = new Intl.Collator(languageTag, { sensitivity: 'base', numeric: true });
  return {
    equipment: ordered(
      types.filter((type) => type.id_module === null),
      COMMON_EQUIPMENT,
      collator,
    ),
    modules: ordered(
      types.filter((type) => type.id_module !== null),
      COMMON_MODULES,
      collator,
    ),
  };
}

/** A list longer than this gets a filter field: about what a phone shows without scrolling twice. */
export const FILTER_FROM_COUNT = 9;

/** Lower case without accents, so that "generique", "Générique" and "GÉNÉRIQUE" are the same word. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of the query appears in the type's name or description. */
export function matchesFilter(type: AssetType, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const text = foldForSearch(`${type.value} ${type.description ?? ''}`);
  return words.every((word) => text.includes(word));
}
