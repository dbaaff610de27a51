import { hash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes. Only its SHA-256 is stored (DESIGN §3: hashed at rest). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Node's one-shot hash: the same digest as a Hash object's, without building one (half the CPU, and each
 * signed-in request hashes its token: docs/decisions/0020-hot-paths.md).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
