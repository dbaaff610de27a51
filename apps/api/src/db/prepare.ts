import { sql } from 'kysely';
import type { Db, Dialect } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoData } from './seed.ts';

/**
 * The PostgreSQL advisory lock key of the start-up preparation: any 64-bit number nothing else in the
 * database locks; this one spells "installer" in ASCII (its first eight letters).
 */
const PREPARE_LOCK_KEY = 0x696e7374616c6c65n;

export interface PrepareOptions {
  /** Seed the demo data of DESIGN §4 when the database is fresh. */
  seed: boolean;
}

export interface Prepared {
  /** The migrations this start applied (none when another instance applied them first). */
  migrations: string[];
  seeded: boolean;
}

async function migrateAndSeed(db: Db, { seed }: PrepareOptions): Promise<Prepared> {
  const migrations = await migrateToLatest(db);
  const seeded = seed ? await seedDemoData(db) : false;
  return { migrations, seeded };
}

/**
 * Start-up (DESIGN §2): migrates, then seeds the demo data on a fresh database when asked. Several
 * instances starting at once on one PostgreSQL database take turns under a session advisory lock held
 * on one connection, which also runs the work: the first migrates and seeds, the others wait, then find
 * nothing to do. (Kysely's migration lock alone leaves the seed's "is the database fresh?" check racing.)
 * SQLite is one instance by design (one file, one process): no lock.
 */
export async function prepareDatabase(db: Db, dialect: Dialect, options: PrepareOptions): Promise<Prepared> {
  if (dialect === 'sqlite') return migrateAndSeed(db, options);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK_KEY})`.execute(connection);
    try {
      return await migrateAndSeed(connection, options);
    } finally {
      // A failed unlock (the connection lost) releases the lock anyway: PostgreSQL ends it with the session.
      await sql`select pg_advisory_unlock(${PREPARE_LOCK_KEY})`.execute(connection);
    }
  });
}
