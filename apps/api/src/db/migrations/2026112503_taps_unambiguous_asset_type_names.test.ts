import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/database-suites.ts';
import type { Db } from '../database.ts';
import { ASSET_TYPE_IDS, moduleAssetTypeId } from '../demo/catalogue.ts';
import { DEMO_MODULES, GNC_TANK_MODULE_ID } from '../demo/modules.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDemoData } from '../seed.ts';
import { migrations } from './index.ts';

const BEFORE = '2026112502_api_install_installation_edits';
const GNC_TANK = moduleAssetTypeId(GNC_TANK_MODULE_ID);
const GNC_SILO = moduleAssetTypeId(DEMO_MODULES.find((module) => module.key === 'GNC_SILO')?.id ?? 0);

const typeName = (db: Db, id: number, language: string) =>
  db
    .selectFrom('asset_type_texts')
    .select('value')
    .where('id_referential', '=', id)
    .where('language', '=', language)
    .executeTakeFirstOrThrow()
    .then((row) => row.value);

const moduleName = (db: Db, id: number, language: string) =>
  db
    .selectFrom('module_texts')
    .select('name')
    .where('id_module', '=', id)
    .where('language', '=', language)
    .executeTakeFirstOrThrow()
    .then((row) => row.name);

async function setTypeName(db: Db, id: number, language: string, value: string) {
  await db
    .updateTable('asset_type_texts')
    .set({ value })
    .where('id_referential', '=', id)
    .where('language', '=', language)
    .execute();
}

describeEachDialect(
  'migration 2026112503: a database seeded before gets unambiguous step 3 names',
  (db) => {
    it('renames the demo’s own rows whose name is still the old one, and can go back', async () => {
      const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
      // Today's seed writes today's schema: seeded at the latest migration, then taken back to BEFORE (the
      // migration's down gives back the names the seed wrote before it).
      await migrateToLatest(db());
      await seedDemoData(db());
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      // What the seed wrote before this migration (its PREVIOUS_NAMES), and one name changed since by hand.
      await setTypeName(db(), ASSET_TYPE_IDS.cuve, 'en', 'Tank');
      await setTypeName(db(), GNC_TANK, 'en', 'Tanks');
      await setTypeName(db(), GNC_TANK, 'fr', 'Cuves');
      await db()
        .updateTable('module_texts')
        .set({ name: 'Cuves' })
        .where('id_module', '=', GNC_TANK_MODULE_ID)
        .where('language', '=', 'fr')
        .execute();
      await setTypeName(db(), GNC_SILO, 'en', 'Our feed silos');

      await migrateToLatest(db());
      expect(await typeName(db(), ASSET_TYPE_IDS.cuve, 'en')).toBe('Tank (level sensor)');
      expect(await typeName(db(), GNC_TANK, 'en')).toBe('Tank (module)');
      expect(await typeName(db(), GNC_TANK, 'fr')).toBe('Cuve (module)');
      expect(await moduleName(db(), GNC_TANK_MODULE_ID, 'fr')).toBe('Cuve (module)');
      expect(await typeName(db(), GNC_SILO, 'en')).toBe('Our feed silos');

      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      expect(await typeName(db(), GNC_TANK, 'en')).toBe('Tanks');
      expect(await moduleName(db(), GNC_TANK_MODULE_ID, 'fr')).toBe('Cuves');
      expect(await typeName(db(), GNC_SILO, 'en')).toBe('Our feed silos');
    });
  },
  { migrate: false },
);
