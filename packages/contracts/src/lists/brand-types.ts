import { EQUIPMENT_KIND_KEYS, EQUIPMENT_KINDS, type EquipmentKind } from './equipment-kinds.ts';

type BrandFacts = NonNullable<(typeof EQUIPMENT_KINDS)[EquipmentKind]['brand']>;

/** A catalogue brand type (spec §7 brand_reference.type): 'CUVE' | 'SILO', one per kind with brands. */
export type BrandType = BrandFacts['type'];

/** The brand types, in the kinds' order (derived from EQUIPMENT_KINDS, never written again). */
export const BRAND_TYPES = EQUIPMENT_KIND_KEYS.flatMap((kind) => {
  const brand: BrandFacts | null = EQUIPMENT_KINDS[kind].brand;
  return brand ? [brand.type] : [];
}) as [BrandType, ...BrandType[]];

/** What a brand type stands for: its kind, its block, and the names the block gives the brand and model. */
export interface BrandTypeFacts<T extends BrandType = BrandType> {
  kind: EquipmentKind;
  block: Extract<(typeof EQUIPMENT_KINDS)[EquipmentKind], { brand: { type: T } }>['block'];
  brandField: Extract<BrandFacts, { type: T }>['brandField'];
  modelField: Extract<BrandFacts, { type: T }>['modelField'];
}

export const BRAND_TYPE_FACTS = Object.fromEntries(
  EQUIPMENT_KIND_KEYS.flatMap((kind) => {
    const { block, brand } = EQUIPMENT_KINDS[kind];
    return brand
      ? [[brand.type, { kind, block, brandField: brand.brandField, modelField: brand.modelField }]]
      : [];
  }),
) as { [T in BrandType]: BrandTypeFacts<T> };
