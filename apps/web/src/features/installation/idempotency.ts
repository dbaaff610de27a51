import { canonicalJson } from '@installer/contracts';
import { randomUuid } from '../../lib/random-uuid.ts';

/**
 * DESIGN §3 Idempotency-Key: one key per installation attempt, reused by a double tap, a retry after a
 * lost answer, or a reload in the middle of the call, so the server creates one installation.
 * The key belongs to one body: after the installer changes the form, the next attempt is a new one
 * (the server answers 409 to a key reused with another body).
 */

/** A new key (DESIGN §3): a random UUID. */
export const newIdempotencyKey = randomUuid;

/** The key for `body`: the previous attempt's when it was made of this same body, else a new one. */
export function keyFor(previous: { key: string; call: { body: unknown } } | null, body: unknown): string {
  return previous && canonicalJson(previous.call.body) === canonicalJson(body)
    ? previous.key
    : newIdempotencyKey();
}
