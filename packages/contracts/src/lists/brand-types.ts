import { EQUIPMENT_KIND_KEYS, EQUIPMENT_KINDS, type EquipmentKind } from './equipment-kinds.ts';

type BrandFacts = NonNullable<(typeof EQUIPMENT_KINDS)[EquipmentKind]['brand']>;

/** A catalogue brand type (spec §7 brand_reference.type): 'CUVE' | 'SILO', from the kinds with brands. */
export type BrandType = BrandFacts['type'];

/** The brand types in the kinds' order, each once (kinds of one block share its brand type). */
export const BRAND_TYPES = [
  ...new Set(
    EQUIPMENT_KIND_KEYS.flatMap((kind) => {
      const brand: BrandFacts | null = EQUIPMENT_KINDS[kind].brand;
      return brand ? [brand.type] : [];
    }),
  ),
] as [BrandType, ...BrandType[]];

/** What a brand type stands for: the block of its kinds, and the names it gives the brand and model. */
export interface BrandTypeFacts<T extends BrandType = BrandType> {
  block: Extract<(typeof EQUIPMENT_KINDS)[EquipmentKind], { brand: { type: T } }>['block'];
  brandField: Extract<BrandFacts, { type: T }>['brandField'];
  modelField: Extract<BrandFacts, { type: T }>['modelField'];
}

export const BRAND_TYPE_FACTS = Object.fromEntries(
  EQUIPMENT_KIND_KEYS.flatMap((kind) => {
    const { block, brand } = EQUIPMENT_KINDS[kind];
    return brand ? [[brand.type, { block, brandField: brand.brandField, modelField: brand.modelField }]] : [];
  }),
) as { [T in BrandType]: BrandTypeFacts<T> };
