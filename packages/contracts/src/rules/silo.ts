/**
 * spec §3 silo_type: 7 rectangular tower with flat bottom, 8 cylindrical tower,
 * 9 cylindrical with conical bottom, 10 rectangular with pyramidal bottom.
 */
export const SILO_TYPES = [7, 8, 9, 10] as const;
export type SiloType = (typeof SILO_TYPES)[number];

export const SILO_TYPE_KEYS: Record<SiloType, string> = {
  7: 'silo_type.rectangular_flat',
  8: 'silo_type.cylindrical',
  9: 'silo_type.cylindrical_conical',
  10: 'silo_type.rectangular_pyramidal',
};

export type SiloDimension =
  | 'volume'
  | 'height'
  | 'diameter_right_side'
  | 'length_right_side'
  | 'width_right_side'
  | 'cone_height'
  | 'width_min_cone'
  | 'length_diameter_min_cone';

/** spec §5 Silo: the dimensions required for each silo type, in form order. */
export function siloRequiredFields(siloType: SiloType): SiloDimension[] {
  const fields: SiloDimension[] = ['volume', 'height'];
  if (siloType === 7 || siloType === 10) fields.push('length_right_side', 'width_right_side');
  if (siloType === 8 || siloType === 9) fields.push('diameter_right_side');
  if (siloType === 9 || siloType === 10) fields.push('cone_height');
  if (siloType === 10) fields.push('width_min_cone');
  if (siloType === 9 || siloType === 10) fields.push('length_diameter_min_cone');
  return fields;
}
