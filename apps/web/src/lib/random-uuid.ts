/**
 * A random RFC 4122 version 4 UUID: Idempotency-Keys (DESIGN §3), photo keys, a result screen's arrival.
 * `crypto.randomUUID` exists only in secure contexts (an installer may reach a server over plain HTTP on a
 * site network); `getRandomValues` exists everywhere.
 */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
