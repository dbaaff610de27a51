import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
type AnySchemaDb = Kysely<any>;

export function isSqlite(db: AnySchemaDb): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * `create table` with an auto-increment integer key: `integer primary key autoincrement` on SQLite
 * (ids never reused after a delete), `serial primary key` on PostgreSQL. Both are 32-bit integers.
 */
export function createTableWithId(db: AnySchemaDb, table: string, idColumn: string) {
  const builder = db.schema.createTable(table);
  return isSqlite(db)
    ? builder.addColumn(idColumn, 'integer', (c) => c.primaryKey().autoIncrement())
    : builder.addColumn(idColumn, 'serial', (c) => c.primaryKey());
}

/** A boolean stored as integer 0/1 on both dialects, so repositories read the same value everywhere. */
export const booleanColumn =
  (name: string, defaultValue?: 0 | 1) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder => {
    const checked = c.notNull().check(sql`${sql.ref(name)} in (0, 1)`);
    return defaultValue === undefined ? checked : checked.defaultTo(defaultValue);
  };

/** Text limited to a set of values (an enum without dialect-specific types). */
export const oneOf =
  (name: string, values: readonly (string | number)[]) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    c.notNull().check(sql`${sql.ref(name)} in (${sql.join(values.map((v) => sql.lit(v)))})`);

/** Measures and coordinates: `double precision` is REAL on SQLite and float8 (a JS number) on PostgreSQL. */
export const DOUBLE = 'double precision';
