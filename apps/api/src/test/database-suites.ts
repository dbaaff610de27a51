import { afterAll, beforeAll, describe } from 'vitest';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { type DialectName, freshDatabase, testDialects } from './databases.ts';

export interface DatabaseSuiteOptions {
  /** Migrate (default) and seed (default) before the suite. */
  migrate?: boolean;
  seed?: boolean;
}

/**
 * Runs a suite once per dialect (SQLite always, PostgreSQL when TEST_DATABASE_URL is set), each on a
 * fresh database of its own, for tests of the database layer without a server.
 */
export function describeEachDialect(
  title: string,
  suite: (db: () => Db, dialect: DialectName) => void,
  { migrate = true, seed = true }: DatabaseSuiteOptions = {},
): void {
  for (const dialect of testDialects()) {
    describe(`${title} [${dialect}]`, () => {
      let db: Db | undefined;
      let cleanup: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const database = await freshDatabase(dialect);
        const handle = createDatabase(database.url);
        db = handle.db;
        cleanup = async () => {
          await handle.destroy();
          await database.drop();
        };
        if (migrate) await migrateToLatest(handle.db);
        if (migrate && seed) await seedDemoData(handle.db);
      }, 60_000);
      afterAll(async () => {
        await cleanup?.();
      });
      suite(() => {
        if (!db) throw new Error('database not ready');
        return db;
      }, dialect);
    });
  }
}
