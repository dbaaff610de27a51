import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type DialectName = 'sqlite' | 'postgres';

/** A fresh, empty database for one test file, and how to remove it. */
export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it: DESIGN §2). */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export async function freshDatabase(dialect: DialectName): Promise<FreshDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'installer-test-'));
    return {
      url: `sqlite:${path.join(dir, 'test.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // A pool ended a moment ago may still have connections leaving the server. FORCE would end them with
        // a FATAL message their client no longer listens for (an uncaught error in whichever suite runs), so
        // it waits for them first, bounded: FORCE then ends only what a test left open.
        const deadline = Date.now() + 5_000;
        while (Date.now() < deadline && (await connectionsTo(client, name)) > 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** How many server sessions are connected to this database (the admin's own is to another one). */
export async function connectionsTo(client: pg.Client, database: string): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
    [database],
  );
  return rows[0]?.count ?? 0;
}
