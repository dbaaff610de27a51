import { type Measurement, type MeasurementGroup, measurementFields } from '../entities.ts';
import { metricPath } from './metrics.ts';

type Value = number | string | boolean | null;

/** The measurement fields of spec §3, from their one schema (entities.ts). */
export const MEASUREMENT_FIELDS: readonly string[] = Object.keys(measurementFields.shape);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isValue = (value: unknown): value is Value =>
  value === null || ['number', 'string', 'boolean'].includes(typeof value);

/** A module's measurement group (entities.ts measurementGroup) as far as `value` is one; null if nothing is. */
function groupOf(value: unknown): MeasurementGroup | null {
  if (!isObject(value)) return null;
  const group = Object.entries(value).flatMap(([name, inner]) => {
    if (!isObject(inner)) return [];
    const values = Object.entries(inner).filter((entry): entry is [string, Value] => isValue(entry[1]));
    return values.length > 0 ? [[name, Object.fromEntries(values)] as const] : [];
  });
  return group.length > 0 ? Object.fromEntries(group) : null;
}

/**
 * What is kept of a sensor's message (DESIGN §3 Emissions): the spec §3 measurement fields and the nested
 * groups module metrics read; any other field a sender adds is dropped before it is stored, so no answer
 * can carry it. Object.fromEntries defines each key as data, so a `__proto__` key is a plain name.
 */
export function storedMeasurement(data: Readonly<Record<string, unknown>>): Measurement {
  const kept = Object.entries(data).flatMap(([key, value]) => {
    if (MEASUREMENT_FIELDS.includes(key)) return value === undefined ? [] : [[key, value] as const];
    const group = groupOf(value);
    return group ? [[key, group] as const] : [];
  });
  return Object.fromEntries(kept) as Measurement;
}

/** The plain value at a 3-level path of the message, or undefined when there is none. */
function valueAt(data: Readonly<Record<string, unknown>>, path: readonly string[]): Value | undefined {
  let node: unknown = data;
  for (const part of path) {
    if (!isObject(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return isValue(node) ? node : undefined;
}

/**
 * A measurement as a public handover report shows it: the spec §3 measurement fields, and of the nested
 * groups only the values the module's visible metrics point at (rules/metrics.ts). Whatever else a stored
 * message holds (one stored before the ingest kept only these, or a value no metric shows) is not the
 * report's.
 */
export function reportedMeasurement(
  data: Readonly<Record<string, unknown>>,
  metrics: readonly { parameters: string; is_visible: boolean }[] | null,
): Measurement {
  const fields = MEASUREMENT_FIELDS.filter((field) => Object.hasOwn(data, field) && isValue(data[field]));
  const groups = new Map<string, Map<string, Map<string, Value>>>();
  for (const metric of metrics ?? []) {
    const path = metric.is_visible ? metricPath(metric.parameters) : null;
    const [group, name, key] = path ?? [];
    if (!path || !group || !name || !key || MEASUREMENT_FIELDS.includes(group)) continue;
    const value = valueAt(data, path);
    if (value === undefined) continue;
    const names = groups.get(group) ?? new Map<string, Map<string, Value>>();
    const values = names.get(name) ?? new Map<string, Value>();
    groups.set(group, names.set(name, values.set(key, value)));
  }
  return Object.fromEntries([
    ...fields.map((field) => [field, data[field]] as const),
    ...[...groups].map(
      ([group, names]) =>
        [
          group,
          Object.fromEntries([...names].map(([name, values]) => [name, Object.fromEntries(values)])),
        ] as const,
    ),
  ]) as Measurement;
}
