import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../test/database-suites.ts';
import type { Db } from './database.ts';
import { preparedPerLimit, preparedQuery } from './prepared-query.ts';

/** Devices of a professional with a number among two, a constant limit in between: arguments and constants mix. */
const devicesQuery = (db: Db, idProfessional: number, first: string, second: string) =>
  db
    .selectFrom('devices')
    .select(['id_device', 'device_number', 'id_professional'])
    .where('id_professional', '=', idProfessional)
    .where((eb) => eb.or([eb('device_number', '=', first), eb('device_number', '=', second)]))
    .orderBy('device_number')
    .limit(5);

describeEachDialect('preparedQuery', (db) => {
  const prepared = preparedQuery(devicesQuery);

  it('answers what the query built for each call answers, for every set of arguments', async () => {
    const devices = await db().selectFrom('devices').select(['id_professional', 'device_number']).execute();
    expect(devices.length).toBeGreaterThan(3);
    const cases: Array<[number, string, string]> = [
      ...devices.map((d): [number, string, string] => [d.id_professional, d.device_number, 'none']),
      [devices[0]?.id_professional ?? 0, devices[1]?.device_number ?? '', devices[2]?.device_number ?? ''],
      [999_999, devices[0]?.device_number ?? '', 'none'],
    ];
    for (const args of cases) {
      const expected = await devicesQuery(db(), ...args).execute();
      expect(await prepared.all(db(), ...args)).toEqual(expected);
      expect(await prepared.first(db(), ...args)).toEqual(expected[0]);
    }
  });

  it('binds arguments as values: a quote or an injection attempt finds nothing and breaks nothing', async () => {
    expect(await prepared.all(db(), 1, "' or 1=1 --", "x'); drop table devices; --")).toEqual([]);
    expect(await db().selectFrom('devices').select('id_device').execute()).not.toEqual([]);
  });

  it("never reads a transaction's uncommitted rows: it waits for the transaction, then reads", async () => {
    const device = await db()
      .selectFrom('devices')
      .select(['id_device', 'id_professional', 'device_number'])
      .orderBy('id_device')
      .executeTakeFirstOrThrow();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = () => {};
    const written = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('devices')
          .set({ device_number: 'uncommitted-1' })
          .where('id_device', '=', device.id_device)
          .execute();
        inside();
        await held;
        throw new Error('rolled back');
      });
    await written;
    const read = prepared.all(db(), device.id_professional, 'uncommitted-1', device.device_number);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await read).toEqual([
      {
        id_device: device.id_device,
        device_number: device.device_number,
        id_professional: device.id_professional,
      },
    ]);
  });

  it('refuses a builder that does not use each argument as a value (it would compile the wrong SQL)', async () => {
    const ignoresOne = preparedQuery((d: Db, idProfessional: number, _unused: string) =>
      d.selectFrom('devices').select('id_device').where('id_professional', '=', idProfessional),
    );
    await expect(ignoresOne.all(db(), 1, 'x')).rejects.toThrow(/each of the 2 arguments/);
  });

  it('prepares one query per limit, the limit written in its SQL, each answering as built per call', async () => {
    const devicesOf = (d: Db, idProfessional: number) =>
      d
        .selectFrom('devices')
        .select(['id_device', 'device_number'])
        .where('id_professional', '=', idProfessional)
        .orderBy('id_device');
    const byLimit = preparedPerLimit(
      (limit) => (d: Db, idProfessional: number) => devicesOf(d, idProfessional).limit(sql.lit(limit)),
    );
    const { id_professional } = await db()
      .selectFrom('devices')
      .select('id_professional')
      .executeTakeFirstOrThrow();
    for (const limit of [0, 1, 2, 5, 1]) {
      const built = await devicesOf(db(), id_professional).limit(limit).execute();
      expect(await byLimit(limit).all(db(), id_professional)).toEqual(built);
    }
    expect(byLimit(2)).toBe(byLimit(2));
    expect(byLimit(2)).not.toBe(byLimit(3));
    // A limit is a count the server chose (a page size), never a value a caller could make unbounded.
    for (const wrong of [-1, 1.5, Number.NaN]) expect(() => byLimit(wrong)).toThrow(/not a limit/);
  });
});
