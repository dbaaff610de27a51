/**
 * A classic device's measurement as figures with their unit (spec §3 First emission response): when `weight`
 * is truthy the sensor weighs, and `volume` holds the weight in kg; otherwise `hauteur_liquide` is the liquid
 * height in mm and `volume`, when the sensor sends one, the contents in litres. The customer's space shows
 * these (docs/decisions/0021-customer-space.md); a value that is not a finite number is null.
 */
export interface MeasurementFigures {
  level_mm: number | null;
  weight_kg: number | null;
  volume_l: number | null;
}

const figure = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function measurementFigures(data: Readonly<Record<string, unknown>>): MeasurementFigures {
  if (data.weight) return { level_mm: null, weight_kg: figure(data.volume), volume_l: null };
  return { level_mm: figure(data.hauteur_liquide), weight_kg: null, volume_l: figure(data.volume) };
}
