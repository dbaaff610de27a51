import type { Db } from '../db/database.ts';

export interface StoredAnswer {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
}

/**
 * Claims the key for this installer inside the caller's transaction. On PostgreSQL a concurrent claim
 * of the same key waits on the primary key until the first transaction ends: after a commit it finds
 * the stored answer, after a rollback it claims the key itself. SQLite runs transactions one at a time.
 * Returns true when this call owns the key.
 */
export async function claimIdempotencyKey(
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
      response_status: null,
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
): Promise<StoredAnswer | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response_body'])
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function storeIdempotentAnswer(
  db: Db,
  idInstaller: number,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response_status: status, response_body: JSON.stringify(body) })
    .where('id_installer', '=', idInstaller)
    .where('idempotency_key', '=', key)
    .execute();
}
