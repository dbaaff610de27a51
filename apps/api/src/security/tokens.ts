import { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes. Only its SHA-256 is stored (DESIGN §3: hashed at rest). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
