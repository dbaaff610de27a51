/** spec §3 tank_type: 1 rectangular, 2 horizontal cylinder, 3 vertical cylinder, 4 spherical, 5 IBC. */
export const TANK_TYPES = [1, 2, 3, 4, 5] as const;
export type TankType = (typeof TANK_TYPES)[number];

/** Dimensions in centimetres; null while not entered. */
export interface TankDimensions {
  height: number | null;
  length: number | null;
  width: number | null;
}

export type TankDimension = keyof TankDimensions;

/**
 * spec §9: a horizontal cylinder keeps height equal to width, a vertical cylinder keeps width equal
 * to length, a sphere and an IBC derive all dimensions from one. Returns the dimensions after the
 * installer changed `changed`, and which fields were calculated (the app highlights them for 1 s).
 */
export function linkDimensions(
  tankType: TankType,
  changed: TankDimension,
  dims: TankDimensions,
): { dims: TankDimensions; calculated: TankDimension[] } {
  const value = dims[changed];
  const next: TankDimensions = { ...dims };
  const calculated: TankDimension[] = [];
  const set = (field: TankDimension) => {
    if (field !== changed && next[field] !== value) {
      next[field] = value;
      calculated.push(field);
    }
  };
  if (tankType === 2 && (changed === 'height' || changed === 'width')) {
    set(changed === 'height' ? 'width' : 'height');
  } else if (tankType === 3 && (changed === 'width' || changed === 'length')) {
    set(changed === 'width' ? 'length' : 'width');
  } else if (tankType === 4 || tankType === 5) {
    for (const field of ['height', 'length', 'width'] as const) set(field);
  }
  return { dims: next, calculated };
}

const complete = (dims: TankDimensions): dims is { height: number; length: number; width: number } =>
  [dims.height, dims.length, dims.width].every((v) => typeof v === 'number' && Number.isFinite(v) && v > 0);

/**
 * spec §9: volume in litres from dimensions in centimetres (cm³ / 1000), floor-rounded.
 * A horizontal cylinder lies along its length (diameter = height = width); a vertical cylinder stands
 * on its height (diameter = width = length); a sphere's diameter is its height; an IBC is a cube.
 * Returns null while a dimension is missing.
 */
export function tankVolumeLitres(tankType: TankType, dims: TankDimensions): number | null {
  if (!complete(dims)) return null;
  const { height, length, width } = dims;
  let cubicCm: number;
  switch (tankType) {
    case 1:
    case 5:
      cubicCm = length * width * height;
      break;
    case 2:
      cubicCm = Math.PI * (height / 2) ** 2 * length;
      break;
    case 3:
      cubicCm = Math.PI * (width / 2) ** 2 * height;
      break;
    case 4:
      cubicCm = (4 / 3) * Math.PI * (height / 2) ** 3;
      break;
  }
  return Math.floor(cubicCm / 1000);
}
