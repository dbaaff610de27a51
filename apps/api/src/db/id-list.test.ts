import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../test/database-suites.ts';
import type { Db } from './database.ts';
import { idList, inIdList, inSelected } from './id-list.ts';
import { preparedQuery } from './prepared-query.ts';

/** The devices among `ids`, by one prepared query whatever the list's length (decision 0031). */
const devicesAmong = preparedQuery((db: Db, ids: ReturnType<typeof idList>) =>
  db
    .selectFrom('devices')
    .select('id_device')
    .where(inIdList(db, sql.ref('id_device'), ids))
    .orderBy('id_device'),
);

/** The devices whose id is among those of the professional's devices in `ids` (a subquery's ids). */
const devicesSelected = preparedQuery((db: Db, idProfessional: number, ids: ReturnType<typeof idList>) =>
  db
    .selectFrom('devices')
    .select('id_device')
    .where(
      inSelected(
        db,
        sql.ref('id_device'),
        sql`select id_device from devices where id_professional = ${idProfessional} and ${inIdList(db, sql.ref('id_device'), ids)}`,
      ),
    )
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

  it("finds exactly the rows of a subquery's ids, none when it gives none", async () => {
    const devices = await db().selectFrom('devices').select(['id_device', 'id_professional']).execute();
    const professional = devices[0]?.id_professional ?? 0;
    const own = devices.filter((d) => d.id_professional === professional).map((d) => d.id_device);
    const others = devices.filter((d) => d.id_professional !== professional).map((d) => d.id_device);
    expect(own.length).toBeGreaterThan(1);
    expect(others.length).toBeGreaterThan(0);
    const cases = [[], own.slice(0, 1), [...own, ...others], others];
    for (const ids of cases) {
      const found = await devicesSelected.all(db(), professional, idList(db(), ids));
      expect(found.map((row) => row.id_device)).toEqual(
        ids.filter((id) => own.includes(id)).sort((a, b) => a - b),
      );
    }
  });
});
