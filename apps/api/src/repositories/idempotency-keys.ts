import type { Db } from '../db/database.ts';

/** An Idempotency-Key row: claimed (no answer yet) or answered. */
export interface StoredKey {
  request_hash: string;
  /** The JSON answer to replay; null while the claiming request is at work. */
  response_body: string | null;
  /** When the key was claimed (or last taken over from a dead claim). */
  created_at: string;
}

/**
 * Claims the key for this installer: one committed row, visible to every instance at once. Answers false
 * when the key is already claimed or answered (the primary key refuses a second row).
 */
export async function insertIdempotencyClaim(
  db: Db,
  idInstaller: number,
  key: string,
  requestHash: string,
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      id_installer: idInstaller,
      idempotency_key: key,
      request_hash: requestHash,
      response_body: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['id_installer', 'idempotency_key']).doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findIdempotencyKey(
  db: Db,
  idInstaller: number,
  key: string,
): Promise<StoredKey | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_body', 'created_at'])
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Takes over a dead claim: succeeds for one caller only, the one that still saw it claimed at `claimedAt`. */
export async function takeOverIdempotencyClaim(
  db: Db,
  idInstaller: number,
  key: string,
  claimedAt: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ created_at: now })
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', key)
    .where('created_at', '=', claimedAt)
    .where('response_body', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores the answer of the claim made at `claimedAt`. */
export async function storeIdempotentAnswer(
  db: Db,
  idInstaller: number,
  key: string,
  claimedAt: string,
  responseBody: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response_body: responseBody })
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', key)
    .where('created_at', '=', claimedAt)
    .execute();
}

/** Gives up the claim made at `claimedAt` (its request failed), so that a retry can claim the key again. */
export async function releaseIdempotencyClaim(
  db: Db,
  idInstaller: number,
  key: string,
  claimedAt: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', key)
    .where('created_at', '=', claimedAt)
    .where('response_body', 'is', null)
    .execute();
}
