import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared: every query of ours fits; a list of N values is one text per N. */
const MAX_STATEMENTS = 256;

/**
 * better-sqlite3 as Kysely sees it, with each SQL text prepared once. Kysely prepares the statement on every
 * query; for the result screen's poll (a join and a subquery) SQLite's planning was a sixth of the request's
 * CPU (docs/decisions/0010-prepared-statements.md). Least recently used texts leave first, so a burst of
 * one-off texts (long value lists) cannot grow the cache. Kysely's `stream()` is not used here: a statement
 * being iterated is busy and could not be shared.
 */
export function cachingStatements(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        // Map keeps insertion order: moving the text to the end makes the first entry the least recent.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > MAX_STATEMENTS) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
