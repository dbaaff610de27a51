import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../http/app-error.ts';
import { findSession, type SessionInstaller } from '../repositories/auth.ts';
import { hashToken } from '../security/tokens.ts';

export interface AuthInstaller extends SessionInstaller {
  token_hash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    installer: AuthInstaller | null;
  }
}

/**
 * Sessions looked up in the last few seconds. Polling (every 10 s per installer) would otherwise cost a
 * database read per call for the token alone; revocation deletes the entry, so sign-out is immediate.
 */
const SESSION_CACHE_MS = 5_000;
const sessionCache = new Map<string, { installer: AuthInstaller; until: number; expiresAt: number }>();

export function forgetSession(tokenHash: string): void {
  sessionCache.delete(tokenHash);
}

/**
 * The one reading of the Authorization header, wherever the server reads it (DESIGN §3 Sign-in). The
 * scheme is case-insensitive (RFC 9110 §11.1) and any run of spaces or tabs may follow it: every spelling
 * of a token is that token. Nothing keys on the header's text (rate limits count per installer, see
 * http/route.ts), so a new spelling buys nothing.
 */
export function bearerTokenOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^bearer[ \t]+([A-Za-z0-9_-]{20,200})$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}

/**
 * DESIGN §3: every call but display options, sign-in, app config and ingest needs a valid bearer token.
 * Runs as an onRequest hook (http/route.ts), before the body is read.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearerTokenOf(request.headers.authorization);
  if (!token) throw unauthorized();
  const tokenHash = hashToken(token);
  const now = Date.now();
  const cached = sessionCache.get(tokenHash);
  if (cached && cached.until > now && cached.expiresAt > now) {
    request.installer = cached.installer;
    return;
  }
  const session = await findSession(request.server.db, tokenHash, new Date(now).toISOString());
  if (!session) {
    sessionCache.delete(tokenHash);
    throw unauthorized('The session has expired or was revoked');
  }
  const { expires_at, ...installer } = session;
  const authInstaller: AuthInstaller = { ...installer, token_hash: tokenHash };
  if (sessionCache.size > 10_000) sessionCache.clear();
  sessionCache.set(tokenHash, {
    installer: authInstaller,
    until: now + SESSION_CACHE_MS,
    expiresAt: Date.parse(expires_at),
  });
  request.installer = authInstaller;
}

/** DESIGN §3 Emissions: the ingest endpoint needs the X-Ingest-Key header, checked before the body is read. */
export async function verifyIngestKey(request: FastifyRequest): Promise<void> {
  const given = Buffer.from(String(request.headers['x-ingest-key'] ?? ''));
  const expected = Buffer.from(request.server.config.ingestKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError(401, 'unauthorized', 'A valid X-Ingest-Key header is required');
  }
}
