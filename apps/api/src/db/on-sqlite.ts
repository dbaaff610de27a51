import { SqliteAdapter } from 'kysely';
import type { Db } from './schema.ts';

/** Whether `db` runs on SQLite (else PostgreSQL), for the few queries each dialect writes its own way. */
export const onSqlite = (db: Db): boolean => db.getExecutor().adapter instanceof SqliteAdapter;
