import type { Db } from '../db/database.ts';
import type { ErrorLogsTable } from '../db/tables/emissions.table.ts';

export async function insertErrorLog(db: Db, entry: Omit<ErrorLogsTable, 'id_error_log'>): Promise<void> {
  await db.insertInto('error_logs').values(entry).execute();
}

/**
 * Deletes the entries older than `before`, then all but the `keepNewest` newest. Two index seeks (created_at,
 * then the id `keepNewest` places from the top) and the deletes: no count of the table. Returns how many
 * rows went.
 */
export async function pruneErrorLogs(db: Db, before: string, keepNewest: number): Promise<number> {
  const old = await db.deleteFrom('error_logs').where('created_at', '<', before).executeTakeFirst();
  const boundary = await db
    .selectFrom('error_logs')
    .select('id_error_log')
    .orderBy('id_error_log', 'desc')
    .limit(1)
    .offset(keepNewest)
    .executeTakeFirst();
  const surplus = boundary
    ? await db.deleteFrom('error_logs').where('id_error_log', '<=', boundary.id_error_log).executeTakeFirst()
    : undefined;
  return Number(old.numDeletedRows) + Number(surplus?.numDeletedRows ?? 0);
}
