import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The better-sqlite3 line this Node can run (docs/decisions/0001-runtime.md). Up to 12 it derives its objects
 * from node::ObjectWrap, which Node 24.19 changed: a statement finalised by the garbage collector outside a
 * JavaScript context aborts the process (`Assertion failed: (env) != nullptr`, measured on 24.21 in the API
 * suite). 13 is built on Node-API and fixes that, but requires Node 22 (it segfaults on 20, measured). Node 20
 * keeps 12, installed as `better-sqlite3`; Node 22 and later load 13, installed as `better-sqlite3-13`. Both
 * lines have the same API; drop the alias when Node 20 support ends. 13 stays at 13.0.3, whose SQLite (3.53)
 * keeps a join prepared when its values are bound again; 3.54, in 13.1 and 13.2, compiled every one of our hot
 * queries on each call (docs/decisions/0030-sqlite-joins-prepared-once.md).
 */
const major = Number(process.versions.node.split('.')[0]);

export const SqliteDatabase: typeof BetterSqlite3 = createRequire(import.meta.url)(
  major >= 22 ? 'better-sqlite3-13' : 'better-sqlite3',
);
export type SqliteDatabase = BetterSqlite3.Database;
