/**
 * Reads back an object the wizard store kept, field by field against the current defaults: a field of the
 * same kind (text or flag) is kept, anything else (missing, renamed by an older version, oversized) takes its
 * default. The store is the installer's own browser storage, but an app update may change the shape.
 */
export function sameShape<T extends object>(stored: unknown, fallback: T): T {
  if (!stored || typeof stored !== 'object') return fallback;
  const out = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof T)[]) {
    const value: unknown = (stored as Record<keyof T, unknown>)[key];
    const sameKind = typeof value === typeof fallback[key];
    if (sameKind && (typeof value !== 'string' || value.length <= 2000)) out[key] = value as T[keyof T];
  }
  return out;
}
