import { createHash } from 'node:crypto';
import { conflict } from '../http/app-error.ts';
import type { StoredAnswer } from '../repositories/idempotency-keys.ts';

/** JSON with sorted keys, so the same payload always hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** DESIGN §3 Idempotency-Key: what identifies the request a key was first used with. */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

/**
 * DESIGN §3 Idempotency-Key: the stored answer (JSON text) to replay for this key, or null when there is none
 * yet. The key once used with another request is a conflict.
 */
export function replayOf(stored: StoredAnswer | undefined, requestHash: string): string | null {
  if (!stored) return null;
  if (stored.request_hash !== requestHash) {
    throw conflict('This Idempotency-Key was used with another request', {
      reason: 'idempotency_key_reused',
    });
  }
  return stored.response_body;
}
