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

/**
 * spec §3 form input multiplier: what the installer types, in the unit the label shows, times the field's
 * multiplier (1 when unset) is what the platform stores (spec §9: litres times 1e6 are cubic millimetres).
 */
export function applyMultiplier(value: number, multiplier: number | null | undefined): number {
  return value * (multiplier || 1);
}

/**
 * The way back, for whatever shows a stored value (the handover report): the stored value divided by the
 * field's multiplier is the value in the label's unit (spec §9: cubic millimetres divided by 1e6 are litres).
 */
export function removeMultiplier(value: number, multiplier: number | null | undefined): number {
  return value / (multiplier || 1);
}
