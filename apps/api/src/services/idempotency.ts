import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { canonicalJson } from '@installer/contracts';
import { AppError, conflict } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import {
  type ClaimStamp,
  findIdempotencyKey,
  insertIdempotencyClaim,
  isSingleProcessDatabase,
  releaseIdempotencyClaim,
  renewIdempotencyLease,
  type StoredKey,
  storeIdempotentAnswer,
  takeOverIdempotencyClaim,
} from '../repositories/idempotency-keys.ts';

/**
 * docs/decisions/0003-idempotency-keys.md, claims die with their holder. A claim's lease runs this long from
 * its last renewal: when the process holding it dies (a crash, a SIGKILL, a lost host), any instance takes
 * the key over at most this long after the death, which keeps a retry within 15 s of it.
 */
export const CLAIM_LEASE_MS = 8_000;
/**
 * The holder renews its lease this often while the work runs: four renewals per lease, so only a process
 * that could not reach the database for 6 s in a row loses a claim it still holds (and then its answer is
 * refused by the fencing token, never stored twice).
 */
const LEASE_RENEWAL_MS = 2_000;
/**
 * How long a concurrent duplicate waits for the first request's answer before it is told to come back
 * (409 idempotency_in_progress with Retry-After): a lease and two of the longest pauses, so that a duplicate
 * arriving just after its holder died takes the key over within this same request.
 */
const IN_FLIGHT_WAIT_MS = CLAIM_LEASE_MS + 2_000;
/** Retry-After of that refusal, in seconds. */
export const IN_FLIGHT_RETRY_AFTER_S = 2;
/**
 * A claim of the previous release (no lease) belongs to a dead request after this long: the rule before
 * leases, kept for the rows such a release leaves during a rolling deploy.
 */
const LEGACY_STALE_CLAIM_MS = 5 * 60_000;
const FIRST_PAUSE_MS = 20;
const MAX_PAUSE_MS = 400;

/** This process, as a claim names its holder: host, pid, and a random part (a pid is reused after a restart). */
const HOLDER = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** DESIGN §3 Idempotency-Key: what identifies the request a key was first used with. */
function requestHashOf(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** Stores the answer to replay; called inside the caller's own transaction when it has one. */
export type RecordAnswer<T> = (db: Db, answer: T) => Promise<void>;

export interface IdempotentRequest {
  db: Db;
  idInstaller: number;
  /** The request's Idempotency-Key; null runs the work once, unguarded. */
  key: string | null;
  /** What the key must keep meaning: the body, and the path parameters when they matter. */
  request: unknown;
}

export interface IdempotentOutcome<T> {
  answer: T;
  /** True when the answer is an earlier request's, replayed: nothing was done this time. */
  replayed: boolean;
}

type Claim = { owned: true; claimedAt: string } | { owned: false; answer: string };

/**
 * Thrown by `record` when the claim is no longer this request's: its lease ran out (the process could not
 * renew it) and another request took the key over. Inside a transaction it rolls the work back; the request
 * then waits for the new holder's answer like any duplicate.
 */
class ClaimLost extends Error {}

const stampAt = (now: number): ClaimStamp => ({
  claimedAt: new Date(now).toISOString(),
  holder: HOLDER,
  leaseUntil: new Date(now + CLAIM_LEASE_MS).toISOString(),
});

/**
 * Whether a claim without an answer belongs to a dead request. SQLite is one process by design (DESIGN §2):
 * a claim another process holds there was left by a process that ended, so a restarted server takes it at
 * once. On PostgreSQL, several instances share the keys: a claim is dead once its holder stopped renewing
 * its lease.
 */
function isDead(stored: StoredKey, now: number, singleProcess: boolean): boolean {
  if (singleProcess) return stored.holder !== HOLDER;
  if (stored.lease_until === null) return Date.parse(stored.created_at) < now - LEGACY_STALE_CLAIM_MS;
  return Date.parse(stored.lease_until) < now;
}

/**
 * Renews the claim's lease while the work runs, until stopped. On SQLite nothing needs renewing: a claim of
 * this process is alive as long as the process is. A failed renewal (the database unreachable for a moment)
 * is tried again at the next turn; a claim lost meanwhile is caught by `record`.
 */
function keepLease(db: Db, idInstaller: number, key: string, claimedAt: string): () => void {
  if (isSingleProcessDatabase(db)) return () => undefined;
  const timer = setInterval(() => {
    const leaseUntil = new Date(Date.now() + CLAIM_LEASE_MS).toISOString();
    renewIdempotencyLease(db, idInstaller, key, claimedAt, leaseUntil).catch(() => undefined);
  }, LEASE_RENEWAL_MS);
  // A claim in flight must not keep a closing server alive: its request ends it, or the process does.
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * DESIGN §3 Idempotency-Key, the one rule of every route that takes it. The key is claimed in the database
 * BEFORE anything with an outside effect happens (a mail, a file, a forwarded call, a row), so two requests
 * with one key, on one instance or several, never both act:
 * - the first claims the key, does the work and stores its answer, renewing its lease meanwhile;
 * - a concurrent duplicate waits for that answer and replays it, or after IN_FLIGHT_WAIT_MS gets a 409
 *   `idempotency_in_progress` with Retry-After;
 * - a claim whose holder died (its lease ran out; on SQLite, another process's) is taken over by the next
 *   duplicate, on any instance;
 * - a later duplicate replays the stored answer; the key with another request is a 409 conflict;
 * - a failed attempt releases its claim, so a retry with the same key can succeed.
 * `work` may record the answer itself, inside its transaction (an installation is created and remembered
 * all or nothing); otherwise it is recorded once `work` returns.
 */
export async function idempotently<T>(
  { db, idInstaller, key, request }: IdempotentRequest,
  work: (record: RecordAnswer<T>) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const unrecorded: RecordAnswer<T> = async () => undefined;
  if (key === null) return { answer: await work(unrecorded), replayed: false };
  const requestHash = requestHashOf(request);
  for (;;) {
    const claim = await claimKey(db, idInstaller, key, requestHash);
    if (!claim.owned) return { answer: JSON.parse(claim.answer) as T, replayed: true };
    const stopLease = keepLease(db, idInstaller, key, claim.claimedAt);
    let recorded = false;
    const record: RecordAnswer<T> = async (within, answer) => {
      if (!(await storeIdempotentAnswer(within, idInstaller, key, claim.claimedAt, JSON.stringify(answer)))) {
        throw new ClaimLost(`Idempotency-Key ${key}: claim taken over`);
      }
      recorded = true;
    };
    try {
      const answer = await work(record);
      if (!recorded) await record(db, answer);
      return { answer, replayed: false };
    } catch (error) {
      // Taken over while this request worked: the new holder's answer is the key's, wait for it.
      if (error instanceof ClaimLost) continue;
      await releaseIdempotencyClaim(db, idInstaller, key, claim.claimedAt);
      throw error;
    } finally {
      stopLease();
    }
  }
}

async function claimKey(db: Db, idInstaller: number, key: string, requestHash: string): Promise<Claim> {
  const singleProcess = isSingleProcessDatabase(db);
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    const now = Date.now();
    const stamp = stampAt(now);
    if (await insertIdempotencyClaim(db, idInstaller, key, requestHash, stamp)) {
      return { owned: true, claimedAt: stamp.claimedAt };
    }
    const stored = await findIdempotencyKey(db, idInstaller, key);
    // Released between the insert and the read: the owner failed; claim it again at once.
    if (!stored) continue;
    if (stored.request_hash !== requestHash) {
      throw conflict('This Idempotency-Key was used with another request', {
        reason: 'idempotency_key_reused',
      });
    }
    if (stored.response_body !== null) return { owned: false, answer: stored.response_body };
    if (isDead(stored, now, singleProcess)) {
      if (await takeOverIdempotencyClaim(db, idInstaller, key, stored.created_at, stamp)) {
        return { owned: true, claimedAt: stamp.claimedAt };
      }
      continue;
    }
    if (Date.now() >= deadline) {
      throw new AppError(
        409,
        'idempotency_in_progress',
        'A request with this Idempotency-Key is still being processed; try again shortly',
        { reason: 'idempotency_in_progress', retry_after_seconds: IN_FLIGHT_RETRY_AFTER_S },
        { headers: { 'retry-after': String(IN_FLIGHT_RETRY_AFTER_S) } },
      );
    }
    // The first request is at work: a short, growing pause, then look again.
    await delay(pause);
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  }
}
