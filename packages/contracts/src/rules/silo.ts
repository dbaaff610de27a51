/**
 * spec §3 silo_type: 7 rectangular tower with flat bottom, 8 cylindrical tower,
 * 9 cylindrical with conical bottom, 10 rectangular with pyramidal bottom.
 */
export const SILO_TYPES = [7, 8, 9, 10] as const;
export type SiloType = (typeof SILO_TYPES)[number];

/** spec §3 Silo specification: its dimensions, in form order. */
export const SILO_DIMENSIONS = [
  'volume',
  'height',
  'diameter_right_side',
  'length_right_side',
  'width_right_side',
  'cone_height',
  'width_min_cone',
  'length_diameter_min_cone',
] as const;
export type SiloDimension = (typeof SILO_DIMENSIONS)[number];

/**
 * spec §5 Silo: the dimensions required for each silo type, in form order. Volume and total height are
 * required whatever the type, so they are what a silo without a (valid) type still needs.
 */
export function siloRequiredFields(siloType: SiloType | null): SiloDimension[] {
  const fields: SiloDimension[] = ['volume', 'height'];
  if (siloType === 7 || siloType === 10) fields.push('length_right_side', 'width_right_side');
  if (siloType === 8 || siloType === 9) fields.push('diameter_right_side');
  if (siloType === 9 || siloType === 10) fields.push('cone_height');
  if (siloType === 10) fields.push('width_min_cone');
  if (siloType === 9 || siloType === 10) fields.push('length_diameter_min_cone');
  return fields;
}

/** The silo type a value names, or null: the rules of spec §5 also run on a form not yet complete. */
export function asSiloType(value: unknown): SiloType | null {
  return SILO_TYPES.find((type) => type === value) ?? null;
}
