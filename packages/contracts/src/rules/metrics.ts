/**
 * spec §3 Module default metrics: `parameters` is a JSON string whose `output` gives a 3-level path
 * into the emission object, written either as an array (["tanks", "tank_1", "level"]) or a dotted
 * string ("tanks.tank_1.level").
 */
export function metricPath(parameters: string | null | undefined): string[] | null {
  if (!parameters) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(parameters);
  } catch {
    return null;
  }
  const output = (parsed as { output?: unknown } | null)?.output;
  const path = typeof output === 'string' ? output.split('.') : output;
  if (!Array.isArray(path) || path.length !== 3 || !path.every((p) => typeof p === 'string' && p !== '')) {
    return null;
  }
  return path as string[];
}

/** The value the metric's path points at, or null when absent (the app then shows a dash). */
export function metricValue(emission: unknown, parameters: string | null | undefined): unknown {
  const path = metricPath(parameters);
  if (!path) return null;
  let node: unknown = emission;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return null;
    node = (node as Record<string, unknown>)[key];
  }
  return node === undefined || node === '' ? null : node;
}

/** spec §9 Module form: volumes in cubic millimetres divided by 1e6 give litres. */
export function cubicMillimetresToLitres(value: number): number {
  return value / 1e6;
}

/** spec §3 form input multiplier: the entered value times the field's multiplier (1 when unset). */
export function applyMultiplier(value: number, multiplier: number | null | undefined): number {
  return value * (multiplier ?? 1);
}
