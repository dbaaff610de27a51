import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { pruneErrorLogs } from '../repositories/error-logs.ts';

const DAY_MS = 86_400_000;

/**
 * DESIGN §3 error log: anyone may write to it (no token), so the server bounds it: entries older than
 * `ERROR_LOG_RETENTION_DAYS` go, and at most `ERROR_LOG_MAX_ROWS` newest stay. Returns the rows removed.
 */
export function pruneErrorLog(
  db: Db,
  retention: Config['errorLogRetention'],
  now: number = Date.now(),
): Promise<number> {
  return pruneErrorLogs(db, new Date(now - retention.days * DAY_MS).toISOString(), retention.maxRows);
}
