import { hash } from 'node:crypto';
import http from 'node:http';
import Fastify from 'fastify';
import pg from 'pg';
import { SqliteDatabase } from '../../apps/api/src/db/sqlite-driver.ts';
import { API_SECURITY_HEADERS } from '../../apps/api/src/http/api-security-headers.ts';

/**
 * The floor of the device check (spec §7 GET /device/{device_number}/is_installable): only the work the
 * specification and the rules ask of a check, hand-written on `node:http`, in its own process, against
 * the same database as our server (`DATABASE_URL`). No framework, no logger, no validation library, no hooks:
 * what is left is what any server answering this call must do (docs/decisions/0020-hot-paths.md, tenth step).
 *
 * - the bearer token's SHA-256 (DESIGN §3: tokens hashed at rest) and its session, from a map filled at start
 *   (our server's session cache when it always hits);
 * - a count per installer and minute (the look-up limit);
 * - the device row by (professional, number), prepared once (spec §8: the professional's devices only), and
 *   its model's texts in the request's language remembered (decision 0034);
 * - the answer spec §3 describes ("Device check result"), with the API's security headers (decision 0011).
 *
 * `FLOOR_ANSWER=small`: the same work answering what the bare read answers (three fields, no security
 * headers), to tell the answer's share of the distance from the rest.
 *
 * `FLOOR_SERVER=fastify`: the same work as the handler of a bare Fastify route (no hooks, no schema, no
 * logger), to tell Fastify's share of our server's distance to the floor from our route layer's
 * (decision 0020, thirteenth step).
 */
const url = process.env.DATABASE_URL ?? '';
const small = process.env.FLOOR_ANSWER === 'small';

const DEVICE = `select id_device, device_number, is_installable, installed_at, id_device_referential,
  value_type_device, url_device_detail, desk_version from devices where id_professional = ? and device_number = ?`;
const TEXTS = `select device_referentials.notice, texts.description, texts.introduction from device_referentials
  left join device_referential_texts as texts
    on texts.id_device_referential = device_referentials.id_device_referential and texts.language = ?
  where device_referentials.id_device_referential = ?`;
const SESSIONS = `select api_tokens.token_hash, installers.id_installer, professionals.id_professional,
  professionals.uid, professionals.name from api_tokens
  join installers on installers.id_installer = api_tokens.id_installer
  join professionals on professionals.id_professional = installers.id_professional
  where api_tokens.revoked_at is null`;

interface DeviceRow {
  id_device: number;
  device_number: string;
  is_installable: number | boolean;
  installed_at: string | null;
  id_device_referential: number;
  value_type_device: string | null;
  url_device_detail: string | null;
  desk_version: string;
}
interface TextsRow {
  notice: string | null;
  description: string | null;
  introduction: string | null;
}
interface SessionRow {
  token_hash: string;
  id_installer: number;
  id_professional: number;
  uid: string;
  name: string;
}

/** Numbered placeholders for PostgreSQL. */
const numbered = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

let readDevice: (idProfessional: number, number: string) => Promise<DeviceRow | undefined>;
let readTexts: (language: string, idReferential: number) => Promise<TextsRow | undefined>;
let sessionRows: SessionRow[];
if (url.startsWith('sqlite:')) {
  const sqlite = new SqliteDatabase(url.replace(/^sqlite:(\/\/)?/, ''));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  const device = sqlite.prepare<[number, string], DeviceRow>(DEVICE);
  const texts = sqlite.prepare<[string, number], TextsRow>(TEXTS);
  readDevice = async (idProfessional, number) => device.get(idProfessional, number);
  readTexts = async (language, idReferential) => texts.get(language, idReferential);
  sessionRows = sqlite.prepare<[], SessionRow>(SESSIONS).all();
} else if (/^postgres(ql)?:\/\//.test(url)) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const [device, texts] = [numbered(DEVICE), numbered(TEXTS)];
  readDevice = async (idProfessional, number) =>
    (await pool.query<DeviceRow>({ name: 'floor_device', text: device, values: [idProfessional, number] }))
      .rows[0];
  readTexts = async (language, idReferential) =>
    (await pool.query<TextsRow>({ name: 'floor_texts', text: texts, values: [language, idReferential] }))
      .rows[0];
  sessionRows = (await pool.query<SessionRow>(SESSIONS)).rows;
} else {
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

const sessions = new Map(sessionRows.map((row) => [row.token_hash, row]));
/** Our server's default look-up limit (RATE_LIMIT_LOOKUP), per installer and minute. */
const LOOKUP_LIMIT = 120;
/** Requests per installer in the current minute (a fixed window, as the look-up limit counts). */
const counts = new Map<number, number>();
let countsMinute = 0;
const textsOf = new Map<string, TextsRow | undefined>();

const PATH = /^\/api\/v1\/device\/([0-9A-Za-z_-]{1,64})\/is_installable$/;
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/i;

async function check(path: string, authorization: string | undefined): Promise<[number, string]> {
  const number = PATH.exec(path)?.[1];
  if (!number) return [404, '{"error":{"code":"not_found","message":"Not found"}}'];
  const token = BEARER.exec(authorization ?? '')?.[1];
  const session = token ? sessions.get(hash('sha256', token, 'hex')) : undefined;
  if (!session) return [401, '{"error":{"code":"unauthorized","message":"Sign in again"}}'];
  const minute = Math.floor(Date.now() / 60_000);
  if (minute !== countsMinute) {
    counts.clear();
    countsMinute = minute;
  }
  const count = (counts.get(session.id_installer) ?? 0) + 1;
  counts.set(session.id_installer, count);
  if (count > LOOKUP_LIMIT) return [429, '{"error":{"code":"rate_limited","message":"Too many requests"}}'];
  const device = await readDevice(session.id_professional, number);
  if (!device) return [404, '{"error":{"code":"device_not_found","message":"Device not found"}}'];
  if (small) {
    const { id_device, device_number, installed_at } = device;
    return [200, JSON.stringify({ data: { id_device, device_number, installed_at } })];
  }
  // No Accept-Language in the bench's requests: English, as our server chooses then.
  const textsKey = `${device.id_device_referential}:en`;
  let texts = textsOf.get(textsKey);
  if (!textsOf.has(textsKey)) {
    texts = await readTexts('en', device.id_device_referential);
    textsOf.set(textsKey, texts);
  }
  const answer = {
    data: {
      is_installable: Boolean(device.is_installable) && device.installed_at === null,
      id_professional: session.id_professional,
      uid_professional: session.uid,
      name_professional: session.name,
      id_device: device.id_device,
      id_device_referentiel: device.id_device_referential,
      id_device_referential: device.id_device_referential,
      device_number: device.device_number,
      value_type_device: device.value_type_device,
      url_device_detail: device.url_device_detail,
      authorized_desk_version: device.desk_version,
      installation: {
        notice: texts?.notice ?? null,
        description: texts?.description ?? null,
        introduction: texts?.introduction ?? null,
      },
    },
  };
  return [200, JSON.stringify(answer)];
}

if (process.env.FLOOR_SERVER === 'fastify') {
  const app = Fastify({ logger: false });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/api/v1/device/:number/is_installable', (request, reply) => {
    void check(request.url, request.headers.authorization).then(([status, body]) => {
      if (!small) for (const [name, value] of API_SECURITY_HEADERS) reply.header(name, value);
      reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);
    });
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
} else {
  http
    .createServer((request, response) => {
      if (request.url === '/healthz') {
        response.end('{"status":"ok"}');
        return;
      }
      void check(request.url ?? '', request.headers.authorization).then(([status, body]) => {
        if (!small) for (const [name, value] of API_SECURITY_HEADERS) response.setHeader(name, value);
        response.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      });
    })
    .listen(Number(process.env.PORT), '127.0.0.1');
}
