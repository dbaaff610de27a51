import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { onSqlite } from './on-sqlite.ts';
import type { Db } from './schema.ts';

/**
 * A list of ids bound as ONE value, so that a query's text is the same whatever the list's length and it can
 * be prepared once (docs/decisions/0031-planned-once.md): PostgreSQL binds an integer array, SQLite
 * the list's JSON text, which `json_each` reads. An `in ($1, ..., $n)` list is a new text for each length,
 * planned anew on PostgreSQL at each call.
 */
export type IdList = number[] | string;

/** `ids` as the one value `inIdList` compares with. */
export function idList(db: Db, ids: number[]): IdList {
  return onSqlite(db) ? JSON.stringify(ids) : ids;
}

/**
 * `column` is one of `ids` (a value of `idList`, or a prepared query's argument standing for one); an empty
 * list holds for no row. Both databases seek the column's index once per id.
 */
export function inIdList(db: Db, column: Expression<unknown>, ids: IdList): RawBuilder<SqlBool> {
  return onSqlite(db)
    ? sql<SqlBool>`${column} in (select value from json_each(${ids}))`
    : sql<SqlBool>`${column} = any(${ids})`;
}

/**
 * `column` is one of the ids `select` gives (a subquery of one column). PostgreSQL reads the subquery once
 * into an array and seeks `column`'s index with it: as `in (select ...)`, its planner could not know how many
 * rows the subquery gives and, guessing hundreds, hashed them and read the whole table instead (EXPLAIN
 * ANALYZE of an address search's candidates among 100,000 installations: 31 to 36 ms against 8;
 * docs/decisions/0032-prepared-reads-planned-generic.md). SQLite runs `in (select ...)` as a lookup table and
 * seeks the index already.
 */
export function inSelected(
  db: Db,
  column: Expression<unknown>,
  select: RawBuilder<unknown>,
): RawBuilder<SqlBool> {
  return onSqlite(db)
    ? sql<SqlBool>`${column} in (${select})`
    : sql<SqlBool>`${column} = any(array(${select}))`;
}
