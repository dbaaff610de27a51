/**
 * DESIGN §3 Idempotency-Key: one key per installation attempt, reused by a double tap, a retry after a
 * lost answer, or a reload in the middle of the call, so the server creates one installation.
 * The key belongs to one body: after the installer changes the form, the next attempt is a new one
 * (the server answers 409 to a key reused with another body).
 */

/** RFC 4122 version 4. `crypto.randomUUID` exists only in secure contexts; `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The same body always gives the same text, whatever order its keys were written in. */
export function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The key for `body`: the previous attempt's when it was made of this same body, else a new one. */
export function keyFor(previous: { key: string; call: { body: unknown } } | null, body: unknown): string {
  return previous && fingerprint(previous.call.body) === fingerprint(body)
    ? previous.key
    : newIdempotencyKey();
}
