import Fastify from 'fastify';
import pg from 'pg';
import { SqliteDatabase } from '../../apps/api/src/db/sqlite-driver.ts';

/**
 * The second reference of the API throughput figures (docs/PERFORMANCE.md): the bare route of
 * bare-fastify.ts doing one prepared read by key on the same database as our server in the same run
 * (`DATABASE_URL`, SQLite or PostgreSQL), in its own process. Nothing else: no logger, no token, no limit,
 * no validation. Our hot routes do at least this read (0005, 0010): the ratio to this route is what the
 * database leaves to our code, the ratio to bare-fastify.ts what the whole route costs.
 *
 * The read: one device by its primary key, a statement prepared once. SQLite opens the file as our server
 * does (WAL, busy_timeout), through the same driver (better-sqlite3 12 on Node 20, 13 on Node 22 and later:
 * docs/decisions/0001-runtime.md); PostgreSQL uses a pool of 10 connections, as our server, and a named statement,
 * as our hot queries (docs/decisions/0010-prepared-statements.md).
 */
const url = process.env.DATABASE_URL ?? '';
const SQL = 'select id_device, device_number, installed_at from devices where id_device = ';

type Row = { id_device: number; device_number: string; installed_at: string | null };
let read: (id: number) => Promise<Row | undefined>;

if (url.startsWith('sqlite:')) {
  const sqlite = new SqliteDatabase(url.replace(/^sqlite:(\/\/)?/, ''));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  const statement = sqlite.prepare<[number], Row>(`${SQL}?`);
  read = async (id) => statement.get(id);
} else if (/^postgres(ql)?:\/\//.test(url)) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const text = `${SQL}$1`;
  read = async (id) => (await pool.query<Row>({ name: 'bare_read', text, values: [id] })).rows[0];
} else {
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/bare-read/:id', async (request, reply) => {
  const { id } = request.params as { id: string };
  const row = await read(Number(id));
  if (!row) return reply.code(404).send({ error: 'not found' });
  return { data: row };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
