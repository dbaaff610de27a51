import { type Kysely, Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../test/database-suites.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

describeEachDialect(
  'migrations',
  (db) => {
    it('migrates a fresh database to the latest version, in order, then has nothing left to do', async () => {
      expect(await migrateToLatest(db())).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(db())).toEqual([]);
    });

    it('rolls every migration back down and up again (each down undoes its up)', async () => {
      const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      const tables = await db().introspection.getTables();
      expect(tables.map((t) => t.name).filter((name) => !name.startsWith('kysely_'))).toEqual([]);
      expect(await migrateToLatest(db())).toEqual(Object.keys(migrations));
    });

    it('names the migration that failed', async () => {
      const broken = {
        ...migrations,
        '2099010101_broken': {
          up: async (migrating: Kysely<unknown>) => {
            await sql`select * from table_that_does_not_exist`.execute(migrating);
          },
        },
      };
      await expect(migrateToLatest(db(), broken)).rejects.toThrow(/Migration 2099010101_broken failed/);
    });

    it('stores booleans as 0/1, measures as numbers and dates as ISO text on every dialect', async () => {
      const now = new Date().toISOString();
      const { id_professional } = await db()
        .insertInto('professionals')
        .values({ uid: 'types-check', name: 'Types', display_option_key: null })
        .returning('id_professional')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('device_referentials')
        .values({ id_device_referential: 999, name: 'Probe', notice: null })
        .execute();
      await db()
        .insertInto('devices')
        .values({
          device_number: 'TYPES-1',
          serial_number: null,
          id_device_referential: 999,
          id_professional,
          desk_version: 'V2',
          is_installable: 1,
          value_type_device: null,
          url_device_detail: '/x',
          installed_at: now,
          created_at: now,
        })
        .execute();
      await db()
        .insertInto('domiciles')
        .values({
          id_professional,
          id_user: null,
          id_client: null,
          address_name: 'A',
          address: 'B',
          city: null,
          postal_code: null,
          country: null,
          country_code: null,
          route: null,
          street_number: null,
          number: null,
          address2: null,
          complement: null,
          plus_code: null,
          latitude: 45.123456,
          longitude: -0.5,
          id_google_place: null,
          reference: null,
          created_at: now,
        })
        .execute();
      const device = await db()
        .selectFrom('devices')
        .selectAll()
        .where('device_number', '=', 'TYPES-1')
        .executeTakeFirstOrThrow();
      expect(device).toMatchObject({
        is_installable: 1,
        installed_at: now,
        desk_version: 'V2',
        id_professional,
      });
      expect(typeof device.id_device).toBe('number');
      const domicile = await db()
        .selectFrom('domiciles')
        .select(['latitude', 'longitude'])
        .where('id_professional', '=', id_professional)
        .executeTakeFirstOrThrow();
      expect(domicile).toEqual({ latitude: 45.123456, longitude: -0.5 });
    });

    it('refuses values outside a column’s domain (a boolean 2, an unknown desk version)', async () => {
      await expect(
        db()
          .updateTable('devices')
          .set({ is_installable: 2 })
          .where('device_number', '=', 'TYPES-1')
          .execute(),
      ).rejects.toThrow();
      await expect(
        sql`update devices set desk_version = 'V9' where device_number = 'TYPES-1'`.execute(db()),
      ).rejects.toThrow();
    });

    it('enforces foreign keys (SQLite too)', async () => {
      await expect(
        db()
          .insertInto('installers')
          .values({
            id_professional: 987654,
            email: 'ghost@demo.test',
            name: 'Ghost',
            password_hash: 'x',
            created_at: new Date().toISOString(),
          })
          .execute(),
      ).rejects.toThrow();
    });
  },
  { migrate: false },
);

describeEachDialect(
  'migrations of a database seeded before the catalogue had figures',
  (db) => {
    it('fills the figures of the demo’s own models only, matched by id and trade name', async () => {
      const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo('2026112402_photo_quota_index');
      expect(before.error).toBeUndefined();
      await sql`insert into brand_references (id_brand_reference, type, name) values (1, 'CUVE', 'Roth')`.execute(
        db(),
      );
      // 101 is the demo's; 102 reuses a demo id for another model; 150 is no demo id.
      await sql`insert into model_references (id_model_reference, id_brand_reference, trade_name)
        values (101, 1, 'DWT plus 750 L'), (102, 1, 'Own tank 2000 L'), (150, 1, 'Custom')`.execute(db());
      await migrateToLatest(db());
      const rows = await db()
        .selectFrom('model_references')
        .select(['id_model_reference', 'tank_type', 'volume', 'height', 'length', 'width', 'silo_type'])
        .orderBy('id_model_reference')
        .execute();
      expect(rows).toEqual([
        {
          id_model_reference: 101,
          tank_type: 1,
          volume: 750,
          height: 150,
          length: 73.6,
          width: 68,
          silo_type: null,
        },
        {
          id_model_reference: 102,
          tank_type: null,
          volume: null,
          height: null,
          length: null,
          width: null,
          silo_type: null,
        },
        {
          id_model_reference: 150,
          tank_type: null,
          volume: null,
          height: null,
          length: null,
          width: null,
          silo_type: null,
        },
      ]);
      await expect(
        sql`update model_references set tank_type = 7 where id_model_reference = 150`.execute(db()),
      ).rejects.toThrow();
    });
  },
  { migrate: false },
);
