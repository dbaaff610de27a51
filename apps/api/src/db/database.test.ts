import { type Compilable, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, freshDatabase } from '../test/databases.ts';
import { createDatabase, type DatabaseHandle, type Db } from './database.ts';
import { preparedQuery } from './prepared-query.ts';

/** The connection's plan_cache_mode, read by a prepared query (the setting's name is its argument). */
const planCacheMode = preparedQuery(
  (db: Db, name: string): Compilable<{ mode: string }> => ({
    compile: () => sql<{ mode: string }>`select current_setting(${name}) as mode`.compile(db),
  }),
);

const modeOf = async (db: Db) => (await planCacheMode.first(db, 'plan_cache_mode'))?.mode;

/** Server sessions connected to `database`, counted from the cluster's admin database. */
async function sessionsOn(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [database],
    );
    return rows[0]?.count ?? 0;
  } finally {
    await admin.end();
  }
}

// docs/decisions/0032-prepared-reads-planned-generic.md: PostgreSQL only (SQLite compiles each statement once).
describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pools [postgres]', () => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    handle = createDatabase(database.url);
  });
  afterAll(async () => {
    await handle?.destroy();
    await database?.drop();
  });

  it('plans a prepared read once for any values, and leaves every other query to PostgreSQL', async () => {
    expect(await modeOf(handle.db)).toBe('force_generic_plan');
    // A query built for its call, and a prepared query inside a transaction, keep PostgreSQL's own choice.
    const built = await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(
      handle.db,
    );
    expect(built.rows[0]?.mode).toBe('auto');
    expect(await handle.db.transaction().execute(modeOf)).toBe('auto');
  });

  it('closes the connections of both pools when the database is closed', async () => {
    const other = createDatabase(database.url);
    const name = new URL(database.url).pathname.slice(1);
    const before = await sessionsOn(name);
    await modeOf(other.db);
    await sql`select 1`.execute(other.db);
    expect(await sessionsOn(name)).toBe(before + 2);
    await other.destroy();
    // A session leaves the server a moment after its client ends it.
    await expect.poll(() => sessionsOn(name), { timeout: 5_000 }).toBe(before);
  });
});
