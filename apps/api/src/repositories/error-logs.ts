import type { Db } from '../db/database.ts';
import type { ErrorLogsTable } from '../db/tables/emissions.table.ts';

export async function insertErrorLog(db: Db, entry: Omit<ErrorLogsTable, 'id_error_log'>): Promise<void> {
  await db.insertInto('error_logs').values(entry).execute();
}
