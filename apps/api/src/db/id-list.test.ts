import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../test/database-suites.ts';
import type { Db } from './database.ts';
import { idList, inIdList } from './id-list.ts';
import { preparedQuery } from './prepared-query.ts';

/** The devices among `ids`, by one prepared query whatever the list's length (decision 0031). */
const devicesAmong = preparedQuery((db: Db, ids: ReturnType<typeof idList>) =>
  db
    .selectFrom('devices')
    .select('id_device')
    .where(inIdList(db, sql.ref('id_device'), ids))
    .orderBy('id_device'),
);

describeEachDialect('an id list bound as one value', (db) => {
  it('finds exactly the rows of the list, for lists of no id, one, several and thousands', async () => {
    const all = (await db().selectFrom('devices').select('id_device').orderBy('id_device').execute()).map(
      (row) => row.id_device,
    );
    expect(all.length).toBeGreaterThan(3);
    const absent = Array.from({ length: 5_000 }, (_, n) => 1_000_000 + n);
    const cases = [[], [all[0] as number], all.slice(1, 3), [...absent, ...all], [...all, ...all]];
    for (const ids of cases) {
      const found = await devicesAmong.all(db(), idList(db(), ids));
      expect(found.map((row) => row.id_device)).toEqual(
        [...new Set(ids)].filter((id) => all.includes(id)).sort((a, b) => a - b),
      );
    }
  });
});
