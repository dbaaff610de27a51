import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_PREFIX,
  api,
  type EndpointDef,
  type EndpointName,
  errorBody,
  idParam,
} from '@installer/contracts';
import { afterAll, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeEachDatabase, OTHER_INSTALLER, TEST_INGEST_KEY, type TestServer } from './test/harness.ts';
import { accountToken } from './test/office.ts';

/**
 * DESIGN §3, a 500 is always a bug: on EVERY route of the contracts, malformed and hostile input never gets a
 * 5xx, every 4xx carries the DESIGN §3 error body, and the server still answers afterwards. A route that does
 * not exist yet answers 404 with the error body, which passes too; the suite covers it once it lands.
 */

/** Valid-looking values for path parameters, by name; anything else gets "1". */
const PARAM_VALUES: Record<string, string> = {
  device_number: '10000001',
  serial: 'SN-BEE-0001',
  uid: 'demo-installations',
  uid_professional: 'demo-installations',
  type_key: 'cuve',
  lang: 'fr',
  param: 'tunnel_installation',
  token: 'A'.repeat(43),
};

const SQL = "' OR 1=1 --";
const NESTING = 10_000;
const deepObject = `${'{"a":'.repeat(NESTING)}1${'}'.repeat(NESTING)}`;
const deepArray = `${'['.repeat(NESTING)}${']'.repeat(NESTING)}`;

/** Path segments that try to escape, confuse the decoder or the router, or inject. */
const PATH_TRICKS = [
  '..%2f..%2fetc%2fpasswd',
  '..',
  '%2e%2e%2f',
  '%252e%252e%252f',
  '%00',
  'a%00b',
  '%',
  '%zz',
  encodeURIComponent(SQL),
  encodeURIComponent('1; DROP TABLE devices; --'),
  'x'.repeat(5000),
  '%E2%80%AE%F0%9F%90%9D',
  encodeURIComponent('ünïcødé-名前'),
  '__proto__',
  'constructor',
  '-1',
  '0',
  '99999999999999999999999',
  '1e3',
  '0x10',
  '%201',
  '1.0',
  '1e0',
  '%2B1',
  '01',
];

/** Other spellings of the id 1 (or 16): each names no resource, so each is a 400 naming the param. */
const NON_CANONICAL_IDS = ['1.0', '1e0', '%2B1', '+1', '0x10', '01', '%201', '1%20', '1.', '2147483648'];

/** The names of an endpoint's path params that are database ids (contracts `idParam`). */
function idParamsOf(def: EndpointDef): string[] {
  if (!def.params) return [];
  const shape = def.params._zod.def.shape as Record<string, unknown>;
  return Object.keys(shape).filter((name) => shape[name] === idParam);
}

/** Values that are the wrong type, or too big, or hostile, for any field. */
const FIELD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1.7976931348623157e308,
  [],
  {},
  [{ a: 1 }],
  'x'.repeat(100_000),
  SQL,
  '\u0000',
  '🐝\u202e',
];

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** spec §7 classic installation payload: a tank at an existing domicile. */
const TANK_INSTALLATION = {
  device_number: '10000001',
  id_professional: 1,
  id_referential: 1,
  id_user: null,
  asset: {
    name: 'Cuve fioul maison',
    specification: { offset: 0, id_liquid_type: 1, id_localisation_type: 1, index_monitoring_type: -1 },
    domicile: { mode: 'existing', id_domicile: 1 },
    tank: {
      know_model_brand_asset: false,
      tank_type: 1,
      volume: 1000,
      height: 100,
      length: 100,
      width: 100,
    },
  },
};

/**
 * A valid-looking body per endpoint that takes one: each of its leaves is replaced in turn by every
 * hostile value, so a bad value meets the code behind a body that is otherwise accepted.
 */
const VALID_BODIES: Partial<Record<EndpointName, unknown>> = {
  login: { email: 'installer@demo.test', password: 'demo-installer' },
  createClient: { nom_entreprise: 'Ferme du Moulin', client_space_name: 'Moulin', siret: '12345678900012' },
  sendInvitation: { id_professional: 1, email: 'customer@example.test', device_number: '10000001' },
  uploadImage: { base64_string: `data:image/png;base64,${PNG}` },
  ingestEmission: {
    device_number: '10000001',
    message_id: 'hostile-1',
    data: { mesure: 420, tanks: { tank_1: { level_mm: 812 } } },
  },
  errorLog: { error: 'TypeError', message: 'Failed to fetch', ip_client: '127.0.0.1' },
  swapDevice: { device_number: '10000002' },
  externalConfig: {
    serialNumberDevice: 'SN-244-0001',
    payload: {
      is_installed: true,
      address: '1 Rue de Rivoli',
      product: 'Diesel',
      capacity: 1000,
      name_commercial_asset: 'Cuve',
      configuration: { level: 1 },
    },
  },
  createInstallation: TANK_INSTALLATION,
  // An edit takes the creation's body (PUT /installation/:id_installation).
  updateInstallation: TANK_INSTALLATION,
};

/** The paths of every leaf (and every object) of a JSON value. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  return prefix.length > 0 ? [prefix, ...children] : children;
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) ?? ''] = value;
  return copy;
}

/** The field names of a body schema: its object's keys, or every union member's. */
function fieldNames(schema: z.core.$ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.core.$ZodObject) return Object.keys(schema._zod.def.shape);
  if (schema instanceof z.core.$ZodUnion)
    return [...new Set(schema._zod.def.options.flatMap((o) => fieldNames(o)))];
  if (schema instanceof z.core.$ZodPipe) return fieldNames(schema._zod.def.in);
  return [];
}

function fillPath(path: string, override?: { name: string; raw: string }): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    override?.name === name ? override.raw : encodeURIComponent(PARAM_VALUES[name] ?? '1'),
  );
}

interface Attempt {
  what: string;
  method: string;
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/** Every hostile request for one endpoint. */
function attempts(name: EndpointName, def: EndpointDef): Attempt[] {
  const list: Attempt[] = [];
  const base = fillPath(def.path);
  const params = [...def.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');

  for (const name of params) {
    for (const raw of PATH_TRICKS) {
      list.push({
        what: `path ${name}=${raw.slice(0, 40)}`,
        method: def.method,
        path: fillPath(def.path, { name, raw }),
      });
    }
  }

  const queryKeys = [...(def.query ? Object.keys(def.query._zod.def.shape) : []), 'q', 'email'];
  const queries = [
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    '__proto__.polluted=1',
    '%zz=1&a=%',
    ...queryKeys.flatMap((key) => [
      `${key}=${encodeURIComponent(SQL)}`,
      `${key}[]=a&${key}[]=b`,
      `${key}=a&${key}=b`,
      `${key}=${'x'.repeat(6000)}`,
      `${key}=NaN`,
      `${key}=1e400`,
      `${key}=%00`,
      `${key}[${key}]=1`,
    ]),
  ];
  for (const query of queries)
    list.push({ what: `query ${query.slice(0, 40)}`, method: def.method, path: `${base}?${query}` });

  const json = { 'content-type': 'application/json' };
  const rawBodies: [string, string | Buffer, Record<string, string>][] = [
    ['malformed JSON', '{"a":', json],
    ['truncated JSON', '{"device_number": "10000001", "message_id": ', json],
    ['empty JSON', '', json],
    ['null', 'null', json],
    ['array', '[]', json],
    ['number', '42', json],
    ['string', '"str"', json],
    ['__proto__ key', '{"__proto__":{"polluted":true}}', json],
    ['constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}', json],
    ['nested __proto__', '{"data":{"a":{"__proto__":{"polluted":true}}}}', json],
    ['10 000 nested objects', deepObject, json],
    ['10 000 nested arrays', deepArray, json],
    ['lone surrogate', '{"a":"\\ud800"}', json],
    ['byte-order mark', '\ufeff{"a":1}', json],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), json],
    ['duplicate keys', '{"email":"a@b.cd","email":{"x":1}}', json],
    ['2 MiB body', JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }), json],
    ['text/plain', '{"a":1}', { 'content-type': 'text/plain' }],
    [
      'xml',
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
      { 'content-type': 'application/xml' },
    ],
    ['form', 'a=1&__proto__[polluted]=1', { 'content-type': 'application/x-www-form-urlencoded' }],
    [
      'multipart',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      { 'content-type': 'multipart/form-data; boundary=x' },
    ],
    ['json in latin1', '{"a":1}', { 'content-type': 'application/json; charset=latin1' }],
    ['json with junk type', '{"a":1}', { 'content-type': 'application/json;;;===' }],
    ['no content type', '{"a":1}', {}],
  ];
  // Fastify never reads a GET body: a few show it is ignored, the heavy ones would only cost time.
  const bodies = def.method === 'GET' ? rawBodies.filter(([, body]) => body.length < 100) : rawBodies;
  for (const [what, body, headers] of bodies)
    list.push({ what: `body ${what}`, method: def.method, path: base, body, headers });

  const fields = fieldNames(def.body);
  if (fields.length > 0) {
    for (const value of FIELD_VALUES) {
      const body = JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])));
      list.push({
        what: `fields = ${JSON.stringify(value)?.slice(0, 30)}`,
        method: def.method,
        path: base,
        body,
        headers: json,
      });
    }
    const deepFields = `{${fields.map((field) => `"${field}":${deepObject}`).join(',')}}`;
    list.push({
      what: 'fields nested 10 000 deep',
      method: def.method,
      path: base,
      body: deepFields,
      headers: json,
    });
  }

  const valid = VALID_BODIES[name];
  if (valid !== undefined) {
    list.push({
      what: 'valid body',
      method: def.method,
      path: base,
      body: JSON.stringify(valid),
      headers: json,
    });
    for (const path of leafPaths(valid)) {
      for (const value of FIELD_VALUES) {
        const body = JSON.stringify(withValueAt(valid, path, value));
        const what = `${path.join('.')} = ${JSON.stringify(value)?.slice(0, 30)}`;
        list.push({ what, method: def.method, path: base, body, headers: json });
      }
    }
  }

  for (const method of ['PUT', 'DELETE', 'PATCH'])
    list.push({ what: `method ${method}`, method, path: base });
  return list;
}

interface RawResponse {
  status: number;
  body: unknown;
}

/** A 4xx must be the DESIGN §3 error body; nothing may be a 5xx. */
function problemWith(res: RawResponse): string | null {
  if (res.status >= 500) return `answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  if (res.status >= 400 && !errorBody.safeParse(res.body).success) {
    return `answered ${res.status} without the error body: ${JSON.stringify(res.body).slice(0, 200)}`;
  }
  return null;
}

/**
 * Sends an attempt with node:http rather than fetch: fetch normalises `..` out of paths and refuses a
 * body on GET, and both are hostile input a server meets. A too-large body may be cut off by the
 * server once it has answered 413; the answer still counts, a reset before any answer is null.
 */
function send(
  server: TestServer,
  attempt: Attempt,
  auth: Record<string, string>,
): Promise<RawResponse | null> {
  const { port } = new URL(server.baseUrl);
  const body = attempt.body === undefined ? undefined : Buffer.from(attempt.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: attempt.method,
        path: API_PREFIX + attempt.path,
        headers: { ...attempt.headers, ...auth, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error) => (attempt.what === 'body 2 MiB body' ? resolve(null) : reject(error)));
    req.end(body);
  });
}

/** Answers every Photon call with nothing, so the geocoding routes never fail for want of an upstream. */
async function startEmptyPhoton() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"type":"FeatureCollection","features":[]}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

const photon = await startEmptyPhoton();
afterAll(() => photon.close());

describeEachDatabase(
  'hostile input on every route',
  (server) => {
    for (const [name, def] of Object.entries(api) as [EndpointName, EndpointDef][]) {
      it(`${name}: ${def.method} ${def.path}`, async () => {
        // A fresh token per route: the sign-out route revokes the one it is called with.
        const token = await server().login();
        const problems: string[] = [];
        const credentials: Record<string, string>[] = [
          {},
          def.auth === 'ingest' ? { 'x-ingest-key': TEST_INGEST_KEY } : { authorization: `Bearer ${token}` },
        ];
        for (const attempt of attempts(name, def)) {
          for (const auth of credentials) {
            const res = await send(server(), attempt, auth);
            const problem = res && problemWith(res);
            if (problem)
              problems.push(`${attempt.what} (${Object.keys(auth)[0] ?? 'anonymous'}): ${problem}`);
          }
        }
        expect(problems).toEqual([]);
      }, 120_000);
    }

    it('takes path ids in their one canonical spelling only: 400 naming the param otherwise', async () => {
      // The other installer: the tests above spent the demo installer's per-route allowances.
      const token = await server().login(OTHER_INSTALLER);
      // The office's calls answer another account 403 before they read their params (0022): an office
      // account of the same professional sends them.
      const office = await accountToken(
        server(),
        'hostile-office@demo.test',
        'office',
        'other-installations',
      );
      const withIds = (Object.entries(api) as [EndpointName, EndpointDef][]).filter(
        ([, def]) => idParamsOf(def).length > 0,
      );
      expect(withIds.length).toBeGreaterThan(10);
      const problems: string[] = [];
      for (const [name, def] of withIds) {
        const bearer = def.path.startsWith('/office/') ? office.token : token;
        const auth: Record<string, string> =
          def.auth === 'ingest' ? { 'x-ingest-key': TEST_INGEST_KEY } : { authorization: `Bearer ${bearer}` };
        for (const param of idParamsOf(def)) {
          for (const raw of NON_CANONICAL_IDS) {
            const res = await send(
              server(),
              { what: raw, method: def.method, path: fillPath(def.path, { name: param, raw }) },
              auth,
            );
            const details = (res?.body as { error?: { details?: { in?: string; path?: string }[] } })?.error
              ?.details;
            const named = details?.some((issue) => issue.in === 'params' && issue.path === param);
            if (res?.status !== 400 || !named) {
              problems.push(
                `${name} ${param}=${raw}: ${res?.status} ${JSON.stringify(res?.body).slice(0, 160)}`,
              );
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('is not polluted and still answers afterwards', async () => {
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect((await server().request('GET', '/healthz')).status).toBe(200);
      expect((await server().request('GET', '/readyz')).status).toBe(200);
      const me = await server().request('GET', '/api/v1/auth/me', { token: await server().login() });
      expect(me.status).toBe(200);
    });
  },
  { env: { GEOCODER_URL: photon.url } },
);
