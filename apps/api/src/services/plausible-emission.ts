import type { EmissionData } from '@installer/contracts';

/** A module metric the emission should carry a value for: its 3-level path and its unit. */
export interface MetricSlot {
  path: string[];
  unit: string | null;
}

export interface PlausibleOptions {
  /** A scale (beehive): the weight display of spec §2, `volume` holding the Kg and `weight` true. */
  weight?: boolean;
  /** spec §9 signal quality 1 to 5; random between 3 and 5 when not given. */
  signal?: number;
  metrics?: MetricSlot[];
}

type Random = () => number;

const between = (random: Random, min: number, max: number, decimals = 0): number => {
  const factor = 10 ** decimals;
  return Math.round((min + random() * (max - min)) * factor) / factor;
};

/** A believable reading for a unit, so the result screen shows values a real site would show. */
function valueFor(unit: string | null, field: string, random: Random): number {
  switch (unit) {
    case 'mm':
      return between(random, 250, 1600);
    case 'L':
      return between(random, 400, 4800);
    case '%':
      return between(random, 15, 95);
    case 'bar':
      return between(random, 1.5, 9, 1);
    case 'm³':
      return between(random, 120, 9800, 2);
    case 'L/h':
      return between(random, 0, 900);
    case '°C':
      return between(random, 8, 24, 1);
    case 'kW':
      return between(random, 2, 40, 1);
    case '°':
      // Somewhere in France, where the demo map is centred (spec §9).
      return field.startsWith('lon') ? between(random, -1, 7, 5) : between(random, 43, 49, 5);
    case 'km/h':
      return between(random, 0, 90);
    case 'kg':
    case 'Kg':
      return between(random, 18, 65, 1);
    case 't':
      return between(random, 2, 28, 2);
    case 'dBm':
      return between(random, -115, -70);
    case 'h':
      return between(random, 1, 2000);
    case 'V':
      return between(random, 3.1, 3.6, 2);
    default:
      return between(random, 0, 100, 1);
  }
}

/**
 * A plausible first emission (spec §3 First emission response): liquid height and raw measure in mm
 * for a tank sensor, or the weight in Kg for a scale; a signal quality; and a value at every module
 * metric path, nested as the metrics' `parameters` point into it.
 */
export function plausibleEmission(
  options: PlausibleOptions = {},
  random: Random = Math.random,
): EmissionData {
  const signal = options.signal ?? between(random, 3, 5);
  const data: Record<string, unknown> = { signal_quality: signal };
  if (options.weight) {
    data.volume = between(random, 18, 65, 1);
    data.weight = true;
    data.mesure = null;
    data.hauteur_liquide = null;
  } else {
    // An ultrasonic sensor on top of a tank of about 1.6 m measures the air gap down to the liquid.
    const tankHeight = 1600;
    const liquid = between(random, 300, 1400);
    data.hauteur_liquide = liquid;
    data.mesure = tankHeight - liquid;
  }
  for (const { path, unit } of options.metrics ?? []) {
    const [group, item, field] = path;
    if (!group || !item || !field || [group, item, field].includes('__proto__')) continue;
    data[group] ??= {};
    const groupNode = data[group];
    // A path through a top-level measure (signal_quality.x.y) cannot be nested; it is skipped.
    if (typeof groupNode !== 'object' || groupNode === null) continue;
    const items = groupNode as Record<string, Record<string, unknown>>;
    items[item] ??= {};
    const itemNode = items[item];
    // A module's level or weight is what the sensor measured, not a second, unrelated figure.
    const measured =
      unit === 'mm' && field.startsWith('level')
        ? data.hauteur_liquide
        : unit?.toLowerCase() === 'kg' && field.startsWith('weight') && data.weight
          ? data.volume
          : undefined;
    itemNode[field] = typeof measured === 'number' ? measured : valueFor(unit, field, random);
  }
  return data as EmissionData;
}
