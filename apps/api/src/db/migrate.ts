import { type Kysely, type Migration, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';

class MigrationError extends Error {}

/**
 * Brings the schema to the latest migration; a failure throws naming the migration that failed.
 * Returns the names of the migrations this call applied.
 */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  list: Record<string, Migration> = migrations,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => list } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown migration';
    const reason = error instanceof Error ? error.message : String(error ?? 'failed');
    throw new MigrationError(`Migration ${name} failed: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
