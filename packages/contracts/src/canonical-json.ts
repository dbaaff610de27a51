/**
 * JSON with object keys sorted (undefined members left out, as JSON.stringify does), so the same payload
 * always gives the same text whatever order its keys were written in. DESIGN §3 Idempotency-Key: the server
 * hashes it to know the request a key was first used with; the app compares it to know whether a form is
 * the same attempt (docs/decisions/0003-idempotency-keys.md).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
