import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ROOT_DIR } from '../config.ts';
import { namingStatements, readNamed } from './named-statements.ts';
import { isPreparedSql, readDirectly } from './prepared-query.ts';
import type { Database, Db } from './schema.ts';
import { SqliteDatabase } from './sqlite-driver.ts';
import { cachingStatements } from './statement-cache.ts';

export type { Db };
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  destroy(): Promise<void>;
}

const DEFAULT_SQLITE_FILE = path.join(ROOT_DIR, 'data/installer.db');

/** The dialect a DATABASE_URL selects (DESIGN §2): unset or `sqlite:` is SQLite, `postgres://` PostgreSQL. */
function dialectOf(url: string | undefined): Dialect {
  if (url === undefined || url === '' || url.startsWith('sqlite:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

/** `sqlite:<path>` or `sqlite://<path>`; `:memory:` stays in memory. */
function sqliteFile(url: string | undefined): string {
  const rest = (url ?? '').replace(/^sqlite:(\/\/)?/, '');
  return rest === '' ? DEFAULT_SQLITE_FILE : rest;
}

function openSqlite(url: string | undefined): SqliteDatabase {
  const file = sqliteFile(url);
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers (another process, a backup) work while the server writes; foreign keys are off
  // by default in SQLite and our integrity relies on them; busy_timeout waits out a short lock instead
  // of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII letters only: searches (My installations) must find "Étang" when the
  // installer types "étang", as PostgreSQL's lower() does under a UTF-8 locale.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return sqlite;
}

/**
 * A PostgreSQL pool. An idle connection the server closes (restart, failover, a dropped database) emits an
 * error on the pool; unhandled, it would crash the process. The pool replaces the connection on next use.
 * A connection that cannot be had within 10 s (a server that drops packets, or every connection busy that
 * long) fails the request with 503 rather than holding it forever (http/error-handler.ts).
 */
function openPool(url: string | undefined, options: { genericPlans?: boolean } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    ...(options.genericPlans ? { options: '-c plan_cache_mode=force_generic_plan' } : {}),
  });
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  return pool;
}

/** Opens the database of a DATABASE_URL. Queries and migrations are the same on both dialects. */
export function createDatabase(url: string | undefined): DatabaseHandle {
  const dialect = dialectOf(url);
  if (dialect === 'postgres') {
    const pool = openPool(url);
    // The prepared reads' own connections, where each prepared text is planned once, never for its values
    // (docs/decisions/0032-prepared-reads-planned-generic.md). Everything else, prepared queries inside a
    // transaction included, keeps PostgreSQL's choice on `pool`.
    const readPool = openPool(url, { genericPlans: true });
    const naming = namingStatements(pool, isPreparedSql);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: {
          connect: () => naming.connect(),
          end: async () => {
            await Promise.all([naming.end(), readPool.end()]);
          },
        },
      }),
    });
    // Each read takes a connection of its own from its pool: a transaction's uncommitted rows, on another
    // connection, are never seen.
    readDirectly(db, (sql, parameters) => readNamed(readPool, sql, parameters));
    return { db, dialect, destroy: () => db.destroy() };
  }
  const sqlite = openSqlite(url);
  const statements = cachingStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  // A read outside any transaction sees what every committed write left, whoever holds Kysely's connection
  // between two awaits; inside one (inTransaction) it would see that transaction's uncommitted rows, so it
  // waits for its turn through Kysely like any other query.
  readDirectly(db, (sql, parameters) => {
    if (sqlite.inTransaction) return undefined;
    const statement = statements.prepare(sql);
    return statement.reader ? statement.all(parameters) : undefined;
  });
  return { db, dialect, destroy: () => db.destroy() };
}
