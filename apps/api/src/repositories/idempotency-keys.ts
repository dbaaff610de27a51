import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { onSqlite } from '../db/on-sqlite.ts';
import type { IdempotencyKeysTable } from '../db/tables/assets.table.ts';

/** An Idempotency-Key row: claimed (no answer yet) or answered. */
export type StoredKey = Pick<
  Selectable<IdempotencyKeysTable>,
  'request_hash' | 'response_body' | 'created_at' | 'holder' | 'lease_until'
>;

/** A claim as its holder makes it: its fencing token (the claim time), who holds it, and its lease. */
export interface ClaimStamp {
  claimedAt: string;
  holder: string;
  leaseUntil: string;
}

/** SQLite is one process by design (DESIGN §2): a claim another process holds there is a dead one. */
export function isSingleProcessDatabase(db: Db): boolean {
  return onSqlite(db);
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
  stamp: ClaimStamp,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      id_installer: idInstaller,
      idempotency_key: key,
      request_hash: requestHash,
      response_body: null,
      created_at: stamp.claimedAt,
      holder: stamp.holder,
      lease_until: stamp.leaseUntil,
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
    .select(['request_hash', 'response_body', 'created_at', 'holder', 'lease_until'])
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
  stamp: ClaimStamp,
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ created_at: stamp.claimedAt, holder: stamp.holder, lease_until: stamp.leaseUntil })
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', key)
    .where('created_at', '=', claimedAt)
    .where('response_body', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Extends the lease of the claim made at `claimedAt`; false when that claim is no longer the key's. */
export async function renewIdempotencyLease(
  db: Db,
  idInstaller: number,
  key: string,
  claimedAt: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ lease_until: leaseUntil })
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', key)
    .where('created_at', '=', claimedAt)
    .where('response_body', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Stores the answer of the claim made at `claimedAt`; false when that claim is no longer the key's (another
 * request took it over after its lease ran out).
 */
export async function storeIdempotentAnswer(
  db: Db,
  idInstaller: number,
  key: string,
  claimedAt: string,
  responseBody: string,
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ response_body: responseBody, lease_until: null })
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', key)
    .where('created_at', '=', claimedAt)
    .where('response_body', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
