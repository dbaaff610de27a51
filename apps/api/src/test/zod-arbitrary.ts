import fc from 'fast-check';
import type * as z from 'zod/mini';

/**
 * fast-check arbitraries generated from the zod contracts (docs/RELIABILITY.md, fuzzing): `validish` follows
 * a schema's shape and most of its constraints, so requests get past validation and reach the handlers;
 * `hostile` starts from the same shape and goes beyond it (wrong types, missing and extra fields, huge
 * numbers, unicode, deep nesting, prototype keys). The walker reads zod 4's public `_zod.def` description of
 * each schema.
 */

interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function checksOf(def: Def): CheckDef[] {
  const checks = (def.checks ?? []) as Array<{ _zod: { def: CheckDef } }>;
  return checks.map((check) => check._zod.def);
}

/** Length and value bounds, and the regex or format, collected from a schema's checks. */
interface Bounds {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer: boolean;
  pattern?: RegExp;
  format?: string;
}

function boundsOf(def: Def): Bounds {
  const bounds: Bounds = { integer: false };
  if (typeof def.format === 'string') bounds.format = def.format;
  for (const check of checksOf(def)) {
    switch (check.check) {
      case 'min_length':
        bounds.minLength = Number(check.minimum);
        break;
      case 'max_length':
        bounds.maxLength = Number(check.maximum);
        break;
      case 'length_equals':
        bounds.minLength = Number(check.length);
        bounds.maxLength = Number(check.length);
        break;
      case 'greater_than':
        bounds.min = Number(check.value) + (check.inclusive ? 0 : bounds.integer ? 1 : Number.EPSILON);
        break;
      case 'less_than':
        bounds.max = Number(check.value) - (check.inclusive ? 0 : bounds.integer ? 1 : Number.EPSILON);
        break;
      case 'number_format':
        bounds.integer = String(check.format).includes('int');
        break;
      case 'string_format':
        if (check.format === 'regex' && check.pattern instanceof RegExp) bounds.pattern = check.pattern;
        else bounds.format = String(check.format);
        break;
    }
  }
  // `.positive()` before `.int()` leaves a fractional minimum: round it into the integers.
  if (bounds.integer && bounds.min !== undefined) bounds.min = Math.ceil(bounds.min);
  if (bounds.integer && bounds.max !== undefined) bounds.max = Math.floor(bounds.max);
  return bounds;
}

/** Strings are capped so that a run stays fast; the hostile side sends the really long ones. */
const STRING_CAP = 80;

function stringArbitrary(bounds: Bounds): fc.Arbitrary<string> {
  const minLength = bounds.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(bounds.maxLength ?? STRING_CAP, STRING_CAP));
  const fits = (value: string) => value.length >= minLength && value.length <= (bounds.maxLength ?? Infinity);
  if (bounds.pattern) {
    return fc
      .stringMatching(bounds.pattern, { size: 'small' })
      .map((value) => value.slice(0, bounds.maxLength ?? value.length))
      .filter((value) => fits(value) && (bounds.pattern as RegExp).test(value));
  }
  switch (bounds.format) {
    case 'datetime':
      return fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'url':
      return fc.webUrl();
    default:
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
  }
}

function numberArbitrary(bounds: Bounds): fc.Arbitrary<number> {
  if (bounds.integer) {
    const min = Math.max(bounds.min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const max = Math.min(bounds.max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    return fc.integer({ min, max: Math.max(min, max) });
  }
  return fc.double({
    min: bounds.min ?? -1e6,
    max: bounds.max ?? 1e6,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** An object built with own enumerable keys, `__proto__` included (an assignment would set the prototype). */
function objectFromEntries(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return object;
}

function objectArbitrary(
  def: Def,
  field: (schema: z.core.$ZodType) => fc.Arbitrary<unknown>,
  allOptional: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape as Record<string, z.core.$ZodType>;
  const keys = Object.keys(shape);
  const fields = keys.map((key) => {
    const schema = shape[key] as z.core.$ZodType;
    const optional = allOptional || ['optional', 'default'].includes(defOf(schema).type);
    const value = field(schema);
    return optional ? fc.option(value, { nil: undefined, freq: 4 }) : value;
  });
  return fc.tuple(...fields).map((values) => objectFromEntries(keys.map((key, i) => [key, values[i]])));
}

/** Follows the schema: the values a well-behaved client would send, give or take cross-field rules. */
export function validish(schema: z.core.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => validish(def[key] as z.core.$ZodType, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(boundsOf(def));
    case 'number':
      return numberArbitrary(boundsOf(def));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      // A pipe normalises then checks (the e-mail rule): the output's constraints are the ones that matter,
      // and normalising a value that already meets them keeps it valid. A transform has no shape to follow.
      return defOf(def.out).type === 'transform' ? inner('in') : inner('out');
    case 'lazy':
      return depth > 4 ? fc.constant(null) : validish((def.getter as () => z.core.$ZodType)(), depth + 1);
    case 'object':
      return objectArbitrary(def, (child) => validish(child, depth + 1), false);
    case 'array': {
      const bounds = boundsOf(def);
      const minLength = bounds.minLength ?? 0;
      return fc.array(inner('element'), { minLength, maxLength: Math.max(minLength, 3) });
    }
    case 'record':
      return fc
        .array(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), inner('valueType')), { maxLength: 4 })
        .map(objectFromEntries);
    case 'tuple':
      return fc.tuple(...(def.items as z.core.$ZodType[]).map((item) => validish(item, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options as z.core.$ZodType[]).map((option) => validish(option, depth + 1)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([left, right]) => Object.assign({}, left as object, right as object));
    default:
      // transform, unknown, any, custom: nothing to follow, so any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values a hostile or broken client sends where anything is expected. */
const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "' OR '1'='1' --",
  '1; DROP TABLE devices; --',
  '%00',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '𝕌𝕟𝕚𝕔𝕠𝕕𝕖 🚀👩‍👩‍👧',
  'Ω≈ç√∫˜µ≤≥÷',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}',
  'x'.repeat(5_000),
  'é'.repeat(70_000),
];
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  2 ** 64,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
];

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, true, false, [], {}),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.double(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 20, max: 2_000 }).map(deeplyNested),
);

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'id_professional', 'is_admin', '$where'];

/**
 * Starts from the schema and breaks it: each field is sometimes missing or replaced by a wild value, and
 * objects gain extra keys (prototype pollution attempts among them).
 */
export function hostile(schema: z.core.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const unwrap = ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'];
  if (unwrap.includes(def.type)) return hostile(def.innerType as z.core.$ZodType, depth);
  if (def.type === 'pipe') return hostile(def.in as z.core.$ZodType, depth);
  const structured = (() => {
    if (def.type === 'object' && depth < 4) {
      const extras = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string()), wildValue), {
        maxLength: 3,
      });
      return fc
        .tuple(
          objectArbitrary(def, (child) => hostile(child, depth + 1), true),
          extras,
        )
        .map(([object, extra]) => objectFromEntries([...Object.entries(object), ...extra]));
    }
    if (def.type === 'array' && depth < 4) {
      return fc.array(hostile(def.element as z.core.$ZodType, depth + 1), { maxLength: 60 });
    }
    if (def.type === 'union' && depth < 4) {
      return fc.oneof(...(def.options as z.core.$ZodType[]).map((option) => hostile(option, depth + 1)));
    }
    return validish(schema, depth);
  })();
  return fc.oneof({ weight: 4, arbitrary: structured }, { weight: 1, arbitrary: wildValue });
}

/** A value as it travels in a path segment or a query string. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}
