import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Db } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { seedDemoData } from '../../apps/api/src/db/seed.ts';
import { hashToken, newToken } from '../../apps/api/src/security/tokens.ts';

/** Runs `work` on a database through the server's own Kysely layer, then closes the connection. */
export async function withDatabase<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const handle = createDatabase(url);
  try {
    return await work(handle.db);
  } finally {
    await handle.destroy();
  }
}

/** Migrates and seeds the demo data as `npm start` would, so a run can add its own rows before the server starts. */
export function prepareDemoDatabase(url: string): Promise<void> {
  return withDatabase(url, async (db) => {
    await migrateToLatest(db);
    await seedDemoData(db);
  });
}

export function sqliteUrl(dir: string, name: string): string {
  return `sqlite:${path.join(dir, `${name}.db`)}`;
}

/** A fresh PostgreSQL database on the cluster of `adminUrl`, and how to drop it. */
export async function freshPostgresDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
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
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * `count` signed-in installers of the professional of `email`, one bearer token each, written straight into
 * the database (DESIGN §3: only hashes are stored): sign-in itself is rate-limited and costs a scrypt hash
 * each. One installer per token, because rate limits count per installer (http/route.ts limitKey): tokens
 * of one installer would share its limit and measure 429 answers instead of the route.
 */
export async function insertTokens(db: Db, email: string, count: number): Promise<string[]> {
  const professional = await db
    .selectFrom('installers')
    .select('id_professional')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const expires = new Date(now.getTime() + 24 * 3_600_000).toISOString();
  const run = runId();
  const tokens = Array.from({ length: count }, () => newToken());
  for (let start = 0; start < tokens.length; start += 500) {
    const batch = tokens.slice(start, start + 500);
    const installers = await db
      .insertInto('installers')
      .values(
        batch.map((_, index) => ({
          id_professional: professional.id_professional,
          email: `bench-${run}-${start + index}@demo.test`,
          name: `Bench installer ${start + index}`,
          // Not a scrypt hash: no password signs these installers in; their tokens are all they have.
          password_hash: 'bench-no-password',
          created_at: now.toISOString(),
        })),
      )
      .returning('id_installer')
      .execute();
    await db
      .insertInto('api_tokens')
      .values(
        batch.map((token, index) => ({
          id_installer: installers[index]?.id_installer ?? 0,
          token_hash: hashToken(token),
          created_at: now.toISOString(),
          expires_at: expires,
          revoked_at: null,
        })),
      )
      .execute();
  }
  return tokens;
}

/** Random suffix for names that must not collide between runs. */
const runId = () => randomBytes(3).toString('hex');
