import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../answers/app-error.ts';
import { findSession, type SessionInstaller } from '../repositories/auth.ts';
import { hashToken } from '../security/tokens.ts';
import { SessionCache } from './session-cache.ts';

export interface AuthInstaller extends SessionInstaller {
  token_hash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    installer: AuthInstaller | null;
  }
}

/**
 * Sessions looked up in the last minute (plugins/session-cache.ts). Polling (every 10 s per installer, spec §9)
 * would otherwise cost a database read per call for the token alone, so an entry outlives several polls, and
 * the cache holds every installer one instance serves (about 94,000 polling at once on SQLite in
 * docs/PERFORMANCE.md; an entry is about 400 bytes, 40 MB when full). Revocation deletes the entry, so sign-out is
 * immediate; the minute bounds only what changes the database behind the API's back (an installer moved or
 * removed by hand).
 */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_ENTRIES = 100_000;
const sessionCache = new SessionCache<AuthInstaller>(SESSION_CACHE_ENTRIES, SESSION_CACHE_MS);

/** What the sign-outs heard through Redis (redis/sign-outs.ts) do to this instance's cache. */
export const sessionCacheHandlers = {
  forget: (tokenHash: string) => sessionCache.forget(tokenHash),
  forgetAll: () => sessionCache.clear(),
};

/**
 * Forgets a revoked session on this instance and, with Redis, on every other (DESIGN §2 several instances,
 * docs/decisions/0017-sign-out-reaches-every-instance.md): resolves once each instance acknowledged, so the
 * sign-out's answer comes after every healthy instance dropped the session. Call after the database
 * revocation is committed. If Redis refuses, the other instances cannot hear Redis either, so they read
 * sessions from the database, which says revoked.
 */
export async function forgetSession(server: FastifyInstance, tokenHash: string): Promise<void> {
  sessionCache.forget(tokenHash);
  if (!server.signOuts) return;
  try {
    await server.signOuts.announce(tokenHash);
  } catch (error) {
    server.log.error(
      { err: error },
      'sign-out not announced: instances that still hear Redis may not know it',
    );
  }
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
 * Runs as an onRequest hook (http/route.ts), before the body is read. A callback hook: a session in the
 * cache (every poll after the first, spec §9) goes on in the same turn, without a promise; only a session
 * read from the database waits (docs/decisions/0020-hot-paths.md, fourth round).
 */
export function authenticate(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
  const token = bearerTokenOf(request.headers.authorization);
  if (!token) {
    done(unauthorized());
    return;
  }
  const tokenHash = hashToken(token);
  const now = Date.now();
  // With Redis, a cached session is used only while this instance is sure to hear sign-outs (0017).
  const signOuts = request.server.signOuts;
  const cached = !signOuts || signOuts.listening() ? sessionCache.get(tokenHash, now) : undefined;
  if (cached) {
    request.installer = cached;
    done();
    return;
  }
  readSession(request, tokenHash, now).then(() => done(), done);
}

/** The session of a token not in the cache, from the database; cached unless a sign-out came meanwhile. */
async function readSession(request: FastifyRequest, tokenHash: string, now: number): Promise<void> {
  const generation = sessionCache.generation;
  const session = await findSession(request.server.db, tokenHash, new Date(now).toISOString());
  if (!session) {
    sessionCache.delete(tokenHash);
    throw unauthorized('The session has expired or was revoked');
  }
  const { expires_at, ...installer } = session;
  const authInstaller: AuthInstaller = { ...installer, token_hash: tokenHash };
  sessionCache.rememberIfUnchanged(generation, tokenHash, authInstaller, now, Date.parse(expires_at));
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
