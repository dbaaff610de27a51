import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDemoData } from '../seed.ts';
import { describeEachDialect } from '../../test/database-suites.ts';
import * as polish from './2026112630_polish_reference_texts.ts';
import { migrations } from './index.ts';

const BEFORE = '2026112621_priming_pages';

const TEXT_TABLES = [
  'asset_type_texts',
  'liquid_texts',
  'localisation_type_texts',
  'asset_generic_module_texts',
  'module_texts',
  'module_asset_model_texts',
  'device_referential_texts',
] as const;

/** Every Polish text row and every JSON column holding labels, in a stable order. */
async function polishTexts(db: Db) {
  const tables: Record<string, unknown[]> = {};
  for (const table of TEXT_TABLES) {
    const rows = await db.selectFrom(table).selectAll().where('language', '=', 'pl').execute();
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  const json = async (table: 'asset_generic_modules' | 'modules' | 'module_asset_models', column: string) =>
    (await db.selectFrom(table).selectAll().execute())
      .map((row) => JSON.parse(String((row as Record<string, unknown>)[column])))
      .map((value) => JSON.stringify(value))
      .sort();
  return {
    tables,
    genericInputs: await json('asset_generic_modules', 'form_inputs'),
    metrics: await json('modules', 'default_metrics_configuration'),
    moduleInputs: await json('module_asset_models', 'form_inputs'),
  };
}

describeEachDialect(
  'migration 2026112630: a database seeded before Polish gets the Polish texts the seed writes',
  (db) => {
    it('writes exactly the seed’s Polish for the demo catalogue, English for a row it cannot know', async () => {
      const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } });
      // Today's seed writes today's schema: seeded at the latest migration, then taken back to BEFORE.
      await migrateToLatest(db());
      await seedDemoData(db());
      // What today's seed writes in Polish: the migration's frozen copy must give the same.
      const seeded = await polishTexts(db());
      expect(seeded.tables.asset_type_texts?.length).toBeGreaterThan(0);

      // A database of seven languages: no Polish row nor label (as the seed wrote them before Polish). Every
      // migration since is undone with it.
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      expect((await polishTexts(db())).tables.module_texts).toEqual([]);
      expect((await polishTexts(db())).metrics.join()).not.toContain('"pl"');
      // A catalogue row added by hand, which no demo data translates.
      await db().insertInto('localisation_types').values({ id_referential: 99, code: 'barn' }).execute();
      await db()
        .insertInto('localisation_type_texts')
        .values([
          { id_referential: 99, language: 'en', value: 'Barn' },
          { id_referential: 99, language: 'fr', value: 'Grange' },
        ])
        .execute();

      await migrateToLatest(db());
      const migrated = await polishTexts(db());
      const barn = JSON.stringify({ id_referential: 99, language: 'pl', value: 'Barn' });
      expect(migrated.tables.localisation_type_texts).toContain(barn);
      expect({
        ...migrated,
        tables: {
          ...migrated.tables,
          localisation_type_texts: migrated.tables.localisation_type_texts?.filter((row) => row !== barn),
        },
      }).toEqual(seeded);

      // A row that has Polish already is left alone: running it again adds nothing and changes nothing.
      await polish.up(db());
      expect(await polishTexts(db())).toEqual(migrated);
    });
  },
  { migrate: false },
);
