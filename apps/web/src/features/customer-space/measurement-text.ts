import type { CustomerInstallation } from '@installer/contracts';

type Latest = NonNullable<CustomerInstallation['latest']>;

/** Each figure of a measurement with its unit, in the order the contract gives them (level, weight, volume). */
const UNITS = [
  ['level_mm', 'millimeter'],
  ['weight_kg', 'kilogram'],
  ['volume_l', 'liter'],
] as const satisfies readonly (readonly [keyof Latest, string])[];

/**
 * The figures a measurement holds, written by Intl in the page's language (`tag`, the contracts' LOCALE_TAG):
 * "1 234 mm" in French, "1,234 mm" in English; a figure the sensor did not send is left out.
 */
export function measurementFigures(latest: Latest, tag: string): string[] {
  const figures: string[] = [];
  for (const [field, unit] of UNITS) {
    const value = latest[field];
    if (typeof value !== 'number') continue;
    figures.push(new Intl.NumberFormat(tag, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value));
  }
  return figures;
}

/** The time of a measurement or an installation, by Intl in the page's language. */
export function dateTime(iso: string, tag: string): string {
  return new Date(iso).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' });
}
