import { connect, createServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionsTo, type FreshDatabase, freshDatabase } from '../test/databases.ts';
import { startTestServer } from '../test/harness.ts';
import { createDatabase, type DatabaseHandle, type Db } from './database.ts';
import { compilable, preparedQuery } from './prepared-query.ts';

/** The connection's plan_cache_mode, read by a prepared query (the setting's name is its argument). */
const planCacheMode = preparedQuery((db: Db, name: string) =>
  compilable(db, sql<{ mode: string }>`select current_setting(${name}) as mode`),
);

const modeOf = async (db: Db) => (await planCacheMode.first(db, 'plan_cache_mode'))?.mode;

/** Server sessions connected to `database`, counted from the cluster's admin database. */
async function sessionsOn(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await connectionsTo(admin, database);
  } finally {
    await admin.end();
  }
}

// docs/decisions/0032-prepared-reads-planned-generic.md: PostgreSQL only (SQLite compiles each statement once).
describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pools [postgres]', () => {
  let database: FreshDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    handle = createDatabase(database.url);
  });
  afterAll(async () => {
    await handle?.destroy();
    await database?.drop();
  });

  it('plans a prepared read once for any values, and leaves every other query to PostgreSQL', async () => {
    expect(await modeOf(handle.db)).toBe('force_generic_plan');
    // A query built for its call, and a prepared query inside a transaction, keep PostgreSQL's own choice.
    const built = await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(
      handle.db,
    );
    expect(built.rows[0]?.mode).toBe('auto');
    expect(await handle.db.transaction().execute(modeOf)).toBe('auto');
  });

  it('closes the connections of both pools when the database is closed', async () => {
    const other = createDatabase(database.url);
    const name = new URL(database.url).pathname.slice(1);
    const before = await sessionsOn(name);
    await modeOf(other.db);
    await sql`select 1`.execute(other.db);
    expect(await sessionsOn(name)).toBe(before + 2);
    await other.destroy();
    // A session leaves the server a moment after its client ends it.
    await expect.poll(() => sessionsOn(name), { timeout: 5_000 }).toBe(before);
  });
});

/** A PostgreSQL error message as a server (or a pooler) sends it: severity, SQLSTATE, text. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head.write('E');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/**
 * A pooler's front door as PgBouncer's default configuration keeps it (no `ignore_startup_parameters`): a
 * connection whose startup message carries `options` is refused with PgBouncer's error, any other is passed
 * through to PostgreSQL.
 */
async function poolerRefusingOptions(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.once('data', (startup) => {
      if (startup.includes('options\0')) {
        client.end(errorResponse('08P01', 'unsupported startup parameter: options'));
        return;
      }
      const database = connect(Number(target.port), target.hostname, () => {
        database.write(startup);
        client.pipe(database).pipe(client);
      });
      sockets.add(database);
      database.on('error', () => client.destroy());
      client.on('error', () => database.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const url = new URL(target);
  url.port = String(address.port);
  return {
    url: url.toString(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  "behind a pooler that refuses the prepared reads' startup parameter",
  () => {
    it('is not ready, and a signed-in call answers 503, never 500 (decision 0032)', async () => {
      const database = await freshDatabase('postgres');
      const pooler = await poolerRefusingOptions(new URL(database.url));
      const { server, stop } = await startTestServer('postgres', { databaseUrl: pooler.url });
      try {
        const ready = await server.request('GET', '/readyz');
        expect(ready.status).toBe(503);
        expect(ready.body).toMatchObject({ error: { code: 'not_ready' } });
        // Sign-in reads and writes on the main pool; the session of every later call is a prepared read.
        const token = await server.login();
        expect((await server.request('GET', '/api/v1/auth/me', { token })).status).toBe(503);
      } finally {
        await stop();
        await pooler.close();
        await database.drop();
      }
    });
  },
);
