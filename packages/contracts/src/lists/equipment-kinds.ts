/**
 * The classic equipment kinds (spec §2 Step 4: a type without id_module is a tank, a silo or a generic
 * model; spec §3 Asset type keys), one entry each, in the order step 3 lists them (spec §1 names the
 * supported equipment in that order). Every layer derives what it needs from this list: the web's forms
 * and report, the API's checks and blocks, the priming, the demo data. ARCHITECTURE.md, "Adding an
 * equipment kind", says what else a new kind takes.
 *
 * - `block`: the asset's specification block of the classic payload (spec §7 `asset.tank`...), of the
 *   report (`specification.kind`) and of a catalogue model's figures (`ModelWithFigures.tank`...).
 * - `brand`: the catalogue brand type of the kind's brands and models (spec §7 brand_reference), with the
 *   names its block gives the chosen brand and model; null when the kind has no brand and model.
 * - `genericModel`: the form is the asset type's generic model (spec §3 Generic), so a type of this kind
 *   without one cannot be installed (spec §8 "Installation not implemented").
 * The block's own rules live in rules/ (rules/tank.ts, rules/silo.ts; the generic model's inputs in
 * rules/form-values.ts), its schema in entities.ts.
 */
export const EQUIPMENT_KINDS = {
  cuve: {
    block: 'tank',
    brand: { type: 'CUVE', brandField: 'id_brand_reference', modelField: 'id_model_reference' },
    genericModel: false,
  },
  silo: {
    block: 'silo',
    brand: { type: 'SILO', brandField: 'brand', modelField: 'model' },
    genericModel: false,
  },
  generic: { block: 'generic', brand: null, genericModel: true },
} as const satisfies Record<string, EquipmentKindFacts>;

interface EquipmentKindFacts {
  block: string;
  brand: { type: string; brandField: string; modelField: string } | null;
  genericModel: boolean;
}

/** An asset type key of a classic kind: 'cuve' | 'silo' | 'generic'. */
export type EquipmentKind = keyof typeof EQUIPMENT_KINDS;
/** A specification block of the classic payload and the report: 'tank' | 'silo' | 'generic'. */
export type EquipmentBlock = (typeof EQUIPMENT_KINDS)[EquipmentKind]['block'];
/** The kinds in step 3's order. */
export const EQUIPMENT_KIND_KEYS = Object.keys(EQUIPMENT_KINDS) as EquipmentKind[];
/** The blocks in the kinds' order, each once (kinds may share a block). */
export const EQUIPMENT_BLOCKS: EquipmentBlock[] = [
  ...new Set(EQUIPMENT_KIND_KEYS.map((kind) => EQUIPMENT_KINDS[kind].block)),
];

export function isEquipmentKind(key: string): key is EquipmentKind {
  return Object.hasOwn(EQUIPMENT_KINDS, key);
}
