import { canonicalJson } from '@installer/contracts';
import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../db/database.ts';
import { AppError, conflict } from '../http/app-error.ts';
import {
  findIdempotencyKey,
  insertIdempotencyClaim,
  releaseIdempotencyClaim,
  storeIdempotentAnswer,
  takeOverIdempotencyClaim,
} from '../repositories/idempotency-keys.ts';

/**
 * How long a concurrent duplicate waits for the first request's answer before it is told to come back
 * (409 idempotency_in_progress with Retry-After). Longer than a mail or a forwarded step-5 call usually
 * takes, shorter than the app's own request timeout.
 */
const IN_FLIGHT_WAIT_MS = 10_000;
/** Retry-After of that refusal, in seconds. */
export const IN_FLIGHT_RETRY_AFTER_S = 2;
/**
 * A claim with no answer after this long belongs to a request whose process died (a crash, a SIGKILL
 * between the claim and the answer): another request may take it over. Far longer than any request may
 * run (the external platform times out after 8 s, SMTP after its own timeouts).
 */
const STALE_CLAIM_MS = 5 * 60_000;
const FIRST_PAUSE_MS = 20;
const MAX_PAUSE_MS = 400;

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
 * DESIGN §3 Idempotency-Key, the one rule of every route that takes it. The key is claimed in the database
 * BEFORE anything with an outside effect happens (a mail, a file, a forwarded call, a row), so two requests
 * with one key, on one instance or several, never both act:
 * - the first claims the key, does the work and stores its answer;
 * - a concurrent duplicate waits for that answer and replays it, or after IN_FLIGHT_WAIT_MS gets a 409
 *   `idempotency_in_progress` with Retry-After;
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
  const claim = await claimKey(db, idInstaller, key, requestHash);
  if (!claim.owned) return { answer: JSON.parse(claim.answer) as T, replayed: true };
  let recorded = false;
  const record: RecordAnswer<T> = async (within, answer) => {
    await storeIdempotentAnswer(within, idInstaller, key, claim.claimedAt, JSON.stringify(answer));
    recorded = true;
  };
  let answer: T;
  try {
    answer = await work(record);
  } catch (error) {
    await releaseIdempotencyClaim(db, idInstaller, key, claim.claimedAt);
    throw error;
  }
  if (!recorded) await record(db, answer);
  return { answer, replayed: false };
}

async function claimKey(db: Db, idInstaller: number, key: string, requestHash: string): Promise<Claim> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    const now = new Date().toISOString();
    if (await insertIdempotencyClaim(db, idInstaller, key, requestHash, now)) {
      return { owned: true, claimedAt: now };
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
    if (Date.parse(stored.created_at) < Date.now() - STALE_CLAIM_MS) {
      if (await takeOverIdempotencyClaim(db, idInstaller, key, stored.created_at, now)) {
        return { owned: true, claimedAt: now };
      }
      continue;
    }
    if (Date.now() >= deadline) {
      throw new AppError(
        409,
        'idempotency_in_progress',
        'A request with this Idempotency-Key is still being processed; try again shortly',
        { reason: 'idempotency_in_progress' },
        { headers: { 'retry-after': String(IN_FLIGHT_RETRY_AFTER_S) } },
      );
    }
    // The first request is at work: a short, growing pause, then look again.
    await delay(pause);
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  }
}
