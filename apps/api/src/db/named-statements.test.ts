import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, freshDatabase, testDialects } from '../test/databases.ts';
import { namingStatements } from './named-statements.ts';

interface Tables {
  readings: { id: number; value: number };
}

describe.runIf(testDialects().includes('postgres'))('namingStatements [postgres]', () => {
  let database: FreshDatabase;
  let pool: pg.Pool;
  let db: Kysely<Tables>;
  const hot = 'select "value" from "readings" where "id" = $1';

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    // One connection: every query below meets the same server session and its prepared statements.
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    db = new Kysely<Tables>({
      dialect: new PostgresDialect({ pool: namingStatements(pool, (text) => text === hot) }),
    });
    await sql`create table readings (id integer primary key, value integer not null)`.execute(db);
    await db
      .insertInto('readings')
      .values([
        { id: 1, value: 10 },
        { id: 2, value: 20 },
      ])
      .execute();
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const preparedOnServer = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );

  it("runs an accepted text as one named statement, prepared once, with each call's values", async () => {
    const read = (id: number) => db.selectFrom('readings').select('value').where('id', '=', id).execute();
    expect(await read(1)).toEqual([{ value: 10 }]);
    expect(await read(2)).toEqual([{ value: 20 }]);
    expect(await read(3)).toEqual([]);
    expect(await preparedOnServer()).toEqual([hot]);
  });

  it('leaves every other text unnamed, transactions included', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('readings').set({ value: 11 }).where('id', '=', 1).execute();
    });
    expect(await db.selectFrom('readings').select(['id', 'value']).orderBy('id').execute()).toEqual([
      { id: 1, value: 11 },
      { id: 2, value: 20 },
    ]);
    expect(await preparedOnServer()).toEqual([hot]);
  });
});
