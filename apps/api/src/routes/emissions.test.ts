import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { api, errorBody, metricValue } from '@installer/contracts';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvents } from '../events.ts';
import { firstEmissionQuery } from '../repositories/emissions.ts';
import { startDemoEmitter } from '../services/demo-emitter.ts';
import {
  describeEachDatabase,
  OTHER_INSTALLER,
  parseBody,
  startTestServer,
  TEST_INGEST_KEY,
  type TestServer,
} from '../test/harness.ts';
import { demoModuleTankBody } from '../test/installation-bodies.ts';

const INGEST = '/api/v1/ingest/emissions';
const ingestHeaders = { 'x-ingest-key': TEST_INGEST_KEY };

async function deviceId(server: TestServer, deviceNumber: string): Promise<number> {
  const row = await server.db
    .selectFrom('devices')
    .select('id_device')
    .where('device_number', '=', deviceNumber)
    .executeTakeFirstOrThrow();
  return row.id_device;
}

async function markInstalled(server: TestServer, deviceNumber: string, at: Date | null): Promise<void> {
  await server.db
    .updateTable('devices')
    .set({ installed_at: at ? at.toISOString() : null })
    .where('device_number', '=', deviceNumber)
    .execute();
}

/** The professional's own address (no customer), where a demo installation can go. */
async function ownDomicile(server: TestServer, idProfessional: number): Promise<number> {
  const row = await server.db
    .selectFrom('domiciles')
    .select('id_domicile')
    .where('id_professional', '=', idProfessional)
    .where('id_user', 'is', null)
    .where('id_client', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id_domicile;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('emissions: ingest and first_emission', (server) => {
  let token = '';
  beforeAll(async () => {
    token = await server().login();
  });

  const ingest = (body: unknown, headers: Record<string, string> = ingestHeaders) =>
    server().request('POST', INGEST, { body, headers });
  const firstEmission = async (deviceNumber: string, as = token) =>
    server().request('GET', `/api/v1/device/${await deviceId(server(), deviceNumber)}/first_emission`, {
      token: as,
    });

  it('refuses a message without the ingest key or with a wrong one', async () => {
    const message = { device_number: '10000001', message_id: 'k-1', data: { mesure: 400 } };
    const attempts: Record<string, string>[] = [
      {},
      { 'x-ingest-key': 'wrong-key-0123456789' },
      { 'x-ingest-key': `${TEST_INGEST_KEY}x` },
    ];
    for (const headers of attempts) {
      const res = await ingest(message, headers);
      expect(res.status).toBe(401);
      expect(parseBody(errorBody, res).error.code).toBe('unauthorized');
    }
    expect(await server().db.selectFrom('emissions').select('id_emission').execute()).toHaveLength(0);
  });

  it('answers 404 device_not_found for an unknown device', async () => {
    const res = await ingest({ device_number: '99999999', message_id: 'x', data: {} });
    expect(res.status).toBe(404);
    expect(parseBody(errorBody, res).error.code).toBe('device_not_found');
  });

  it('answers 400 with the failing fields for a malformed message', async () => {
    for (const body of [
      { device_number: '10000001', data: {} },
      { device_number: '10000001', message_id: 'm', data: { signal_quality: 9 } },
      { device_number: '10000001', message_id: 'm', emitted_at: 'yesterday', data: {} },
      { device_number: '10000001', message_id: 'm', data: 'not an object' },
    ]) {
      const res = await ingest(body);
      expect(res.status).toBe(400);
      expect(parseBody(errorBody, res).error.code).toBe('validation_failed');
    }
  });

  it('refuses data nested deeper than a sensor message ever is', async () => {
    let data: Record<string, unknown> = { value: 1 };
    for (let i = 0; i < 12; i++) data = { nested: data };
    const res = await ingest({ device_number: '10000001', message_id: 'deep', data });
    expect(res.status).toBe(400);
  });

  it('stores a message once: the same message_id again answers duplicate with the same id', async () => {
    const message = {
      device_number: '10000002',
      message_id: 'dup-1',
      data: { mesure: 812, signal_quality: 4 },
    };
    const first = parseBody(api.ingestEmission.responses[202], await ingest(message));
    expect(first.data.duplicate).toBe(false);
    const again = await ingest({ ...message, data: { mesure: 1 } });
    expect(again.status).toBe(202);
    expect(parseBody(api.ingestEmission.responses[202], again).data).toEqual({
      id_emission: first.data.id_emission,
      duplicate: true,
    });
    const rows = await server()
      .db.selectFrom('emissions')
      .selectAll()
      .where('message_id', '=', 'dup-1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.data ?? '{}')).toEqual({ mesure: 812, signal_quality: 4 });
  });

  it('stores one emission when twenty copies of a message arrive at once', async () => {
    const message = { device_number: '10000002', message_id: 'storm-1', data: { mesure: 640 } };
    const answers = await Promise.all(Array.from({ length: 20 }, () => ingest(message)));
    const bodies = answers.map((res) => parseBody(api.ingestEmission.responses[202], res).data);
    expect(new Set(bodies.map((b) => b.id_emission)).size).toBe(1);
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    const rows = await server()
      .db.selectFrom('emissions')
      .select('id_emission')
      .where('message_id', '=', 'storm-1')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps the same message_id of two devices apart', async () => {
    const a = await ingest({ device_number: '10000001', message_id: 'shared-id', data: {} });
    const b = await ingest({ device_number: '10000244', message_id: 'shared-id', data: {} });
    const ids = [a, b].map((res) => parseBody(api.ingestEmission.responses[202], res).data);
    expect(ids.every((d) => !d.duplicate)).toBe(true);
    expect(ids[0]?.id_emission).not.toBe(ids[1]?.id_emission);
  });

  it('answers null while the device is not installed, even when it has sent messages', async () => {
    await markInstalled(server(), '10000001', null);
    await ingest({ device_number: '10000001', message_id: 'before-install', data: { mesure: 500 } });
    const res = await firstEmission('10000001');
    expect(res.status).toBe(200);
    expect(parseBody(api.getFirstEmission.responses[200], res).data).toBeNull();
  });

  it('answers the first emission received since installation, not an earlier nor a later one', async () => {
    await ingest({ device_number: '10000244', message_id: 'old', data: { mesure: 999 } });
    await sleep(5);
    await markInstalled(server(), '10000244', new Date());
    expect(parseBody(api.getFirstEmission.responses[200], await firstEmission('10000244')).data).toBeNull();

    const emittedAt = '2026-11-22T08:15:00+01:00';
    const data = {
      mesure: 788,
      hauteur_liquide: 812,
      signal_quality: 4,
      volume: null,
      weight: null,
      tanks: { tank_1: { level_mm: 812, volume_l: 1624 } },
    };
    await sleep(5);
    await ingest({ device_number: '10000244', message_id: 'first', emitted_at: emittedAt, data });
    await sleep(5);
    await ingest({ device_number: '10000244', message_id: 'second', data: { mesure: 100 } });

    const res = await firstEmission('10000244');
    const first = parseBody(api.getFirstEmission.responses[200], res).data;
    expect(first).toMatchObject(data);
    expect(first?.emitted_at).toBe('2026-11-22T07:15:00.000Z');
    expect(Date.parse(first?.received_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  // The poll sends the stored emission's JSON text with its dates added (docs/decisions/0005-hot-path.md):
  // the text itself is read here, since a parsed body would hide a duplicate key or a stray comma.
  const firstEmissionText = async (deviceNumber: string) => {
    const id = await deviceId(server(), deviceNumber);
    const res = await fetch(`${server().baseUrl}/api/v1/device/${id}/first_emission`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return res.text();
  };

  it('answers the stored dates once each when the sensor sent fields of the same names', async () => {
    await markInstalled(server(), '10000002', new Date());
    await sleep(5);
    // Top-level fields of those names are no measurement and are not stored; a module group's are.
    const data = {
      mesure: 12,
      emitted_at: 'sensor clock',
      received_at: 3,
      nested: { probe: { emitted_at: 'kept' } },
    };
    await ingest({
      device_number: '10000002',
      message_id: 'same-names',
      emitted_at: '2026-11-23T10:00:00Z',
      data,
    });
    const text = await firstEmissionText('10000002');
    expect(text.match(/"emitted_at"/g)).toHaveLength(2);
    expect(text.match(/"received_at"/g)).toHaveLength(1);
    const first = parseBody(api.getFirstEmission.responses[200], {
      status: 200,
      headers: new Headers(),
      body: JSON.parse(text),
    }).data;
    expect(first).toMatchObject({
      mesure: 12,
      nested: { probe: { emitted_at: 'kept' } },
      emitted_at: '2026-11-23T10:00:00.000Z',
    });
    expect(Date.parse(first?.received_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores only the measurement: any field a sender adds is dropped before it is kept', async () => {
    const idDevice = await deviceId(server(), '10000404');
    const sent = {
      mesure: 501,
      signal_quality: 3,
      note: 'Visit https://phishing.example to claim your gift',
      owner: { email: 'someone@example.test' },
      tanks: { tank_1: { level_mm: 640, history: [1, 2, 3] } },
    };
    const res = await ingest({ device_number: '10000404', message_id: 'extra-fields', data: sent });
    expect(res.status).toBe(202);
    const row = await server()
      .db.selectFrom('emissions')
      .select('data')
      .where('id_device', '=', idDevice)
      .where('message_id', '=', 'extra-fields')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toEqual({
      mesure: 501,
      signal_quality: 3,
      tanks: { tank_1: { level_mm: 640 } },
    });
  });

  it('answers an emission without measurements as its two dates', async () => {
    await markInstalled(server(), '10000230', new Date());
    await sleep(5);
    await ingest({
      device_number: '10000230',
      message_id: 'empty',
      emitted_at: '2026-11-23T11:00:00Z',
      data: {},
    });
    const text = await firstEmissionText('10000230');
    expect(text).toMatch(/^\{"data":\{"emitted_at":"2026-11-23T11:00:00.000Z","received_at":"[^"]+"\}\}$/);
  });

  it('finds the first emission with one seek in its index (the 10 s poll of every installer)', async () => {
    const { sql: query, parameters } = firstEmissionQuery(server().db, 1, 1).compile();
    // On PostgreSQL a tiny test table is cheaper to scan: forbid scans in this transaction to see the
    // planner can seek the index.
    const plan = await server()
      .db.transaction()
      .execute(async (trx) => {
        const sqlite = server().dialect === 'sqlite';
        if (!sqlite) await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const explain = sqlite ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
        return trx.executeQuery(CompiledQuery.raw(`${explain} ${query}`, [...parameters]));
      });
    expect(JSON.stringify(plan.rows)).toContain('emissions_device_received');
  });

  it("answers 404 for another professional's device and an unknown id, 401 without a token", async () => {
    for (const path of [
      `/api/v1/device/${await deviceId(server(), '20000001')}/first_emission`,
      '/api/v1/device/987654/first_emission',
    ]) {
      const res = await server().request('GET', path, { token });
      expect(res.status).toBe(404);
      expect(parseBody(errorBody, res).error.code).toBe('device_not_found');
    }
    const other = await server().login(OTHER_INSTALLER);
    expect((await firstEmission('10000244', other)).status).toBe(404);
    expect((await firstEmission('20000001', other)).status).toBe(200);
    expect((await server().request('GET', '/api/v1/device/1/first_emission')).status).toBe(401);
    expect((await server().request('GET', '/api/v1/device/abc/first_emission', { token })).status).toBe(400);
  });
});

describeEachDatabase(
  'demo auto-emission (DEMO_EMIT)',
  (server) => {
    const waitForFirstEmission = async (deviceNumber: string) => {
      const token = await server().login();
      const id = await deviceId(server(), deviceNumber);
      for (let attempt = 0; attempt < 50; attempt++) {
        const res = await server().request('GET', `/api/v1/device/${id}/first_emission`, { token });
        const { data } = parseBody(api.getFirstEmission.responses[200], res);
        if (data) return data;
        await sleep(100);
      }
      throw new Error(`no demo emission for ${deviceNumber}`);
    };

    it('stores a plausible tank measurement shortly after an installation', async () => {
      await markInstalled(server(), '10000001', new Date());
      server().app.events.emit('installation.created', {
        id_installation: 1,
        id_device: await deviceId(server(), '10000001'),
        device_number: '10000001',
      });
      const data = await waitForFirstEmission('10000001');
      expect(data.hauteur_liquide).toBeGreaterThan(0);
      expect(data.mesure).toBeGreaterThan(0);
      expect(data.signal_quality).toBeGreaterThanOrEqual(1);
      expect(data.signal_quality).toBeLessThanOrEqual(5);
      expect(data.weight).toBeFalsy();
    });

    it('weighs on a beehive scale', async () => {
      await markInstalled(server(), '10000230', new Date());
      server().app.events.emit('installation.created', {
        id_installation: 2,
        id_device: await deviceId(server(), '10000230'),
        device_number: '10000230',
      });
      const data = await waitForFirstEmission('10000230');
      expect(data.weight).toBe(true);
      expect(data.volume).toBeGreaterThan(5);
      expect(data.volume).toBeLessThan(150);
    });

    it('follows a real installation: the installed tank sends its first measurement', async () => {
      const token = await server().login();
      const me = parseBody(
        api.me.responses[200],
        await server().request('GET', '/api/v1/auth/me', { token }),
      ).data;
      const domicile = await ownDomicile(server(), me.id_professional);
      const installed = await server().request('POST', '/api/v1/installation/device', {
        token,
        body: {
          device_number: '10000244',
          id_professional: me.id_professional,
          id_referential: 1,
          id_user: null,
          asset: {
            name: 'Cuve fioul',
            specification: {
              offset: 0,
              id_liquid_type: 1,
              id_localisation_type: 4,
              index_monitoring_type: -1,
            },
            tank: {
              know_model_brand_asset: false,
              tank_type: 1,
              volume: 1000,
              height: 150,
              length: 120,
              width: 72,
            },
            domicile: { mode: 'existing', id_domicile: domicile },
          },
        },
      });
      expect(installed.status).toBe(201);
      const data = await waitForFirstEmission('10000244');
      expect(data.hauteur_liquide).toBeGreaterThan(0);
      expect(data.signal_quality).toBeGreaterThanOrEqual(1);
    });

    it('fills the metrics of an installed module asset (spec §2: each visible metric has its value)', async () => {
      const token = await server().login();
      const me = parseBody(
        api.me.responses[200],
        await server().request('GET', '/api/v1/auth/me', { token }),
      ).data;
      const installed = await server().request('POST', '/api/v1/installation/device', {
        token,
        body: demoModuleTankBody(await deviceId(server(), '10000002'), {
          asset_code: null,
          client: null,
          domicile: { id_domicile: await ownDomicile(server(), me.id_professional) },
        }),
      });
      expect(installed.status, JSON.stringify(installed.body)).toBe(201);
      const data = await waitForFirstEmission('10000002');
      const module = parseBody(
        api.moduleById.responses[200],
        await server().request('GET', '/api/v1/module/19', { token }),
      ).data;
      expect(module.default_metrics_configuration.metrics.length).toBeGreaterThan(0);
      for (const metric of module.default_metrics_configuration.metrics) {
        expect(typeof metricValue(data, metric.parameters), metric.parameters).toBe('number');
      }
    });

    it('waits the configured delay, and stores nothing once stopped', async () => {
      const id = await deviceId(server(), '10000002');
      const log = { info: () => {}, error: () => {} };
      const demoRows = (n: number) =>
        server()
          .db.selectFrom('emissions')
          .select('id_emission')
          .where('message_id', '=', `demo-installation-${n}`)
          .execute();

      const events = createEvents();
      const emitter = startDemoEmitter({ db: server().db, events, delayMs: 300, log });
      events.emit('installation.created', { id_installation: 76, id_device: id, device_number: '10000002' });
      await sleep(100);
      expect(await demoRows(76)).toHaveLength(0);
      await sleep(600);
      expect(await demoRows(76)).toHaveLength(1);

      events.emit('installation.created', { id_installation: 77, id_device: id, device_number: '10000002' });
      await sleep(50);
      await emitter.stop();
      await sleep(400);
      expect(await demoRows(77)).toHaveLength(0);
      expect(events.listenerCount('installation.created')).toBe(0);
    });
  },
  { env: { DEMO_EMIT: '1', DEMO_EMIT_DELAY_MS: '100' } },
);

describeEachDatabase(
  'demo auto-emission off',
  (server) => {
    it('stores nothing after an installation when DEMO_EMIT is not set', async () => {
      server().app.events.emit('installation.created', {
        id_installation: 3,
        id_device: await deviceId(server(), '10000001'),
        device_number: '10000001',
      });
      await sleep(300);
      expect(await server().db.selectFrom('emissions').select('id_emission').execute()).toHaveLength(0);
    });
  },
  { env: { DEMO_EMIT_DELAY_MS: '50' } },
);

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `npm run simulate`'s script as a user would, against the test server. */
async function simulate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const script = [process.execPath, '--import', 'tsx', 'scripts/simulate.ts'] as const;
    const { stdout, stderr } = await promisify(execFile)(script[0], [...script.slice(1), ...args], {
      cwd: API_DIR,
      env: { ...process.env, NODE_ENV: 'test' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

// The script only speaks HTTP, so one database is enough; each run starts a Node process, which is slow
// on a loaded machine, hence the long timeouts and the failures run side by side.
describe('npm run simulate', () => {
  let current: Awaited<ReturnType<typeof startTestServer>> | undefined;
  const server = () => {
    if (!current) throw new Error('test server not started');
    return current.server;
  };
  beforeAll(async () => {
    current = await startTestServer('sqlite');
  }, 180_000);
  afterAll(async () => {
    await current?.stop();
  });

  it('posts one plausible emission over HTTP, which first_emission then answers', async () => {
    await markInstalled(server(), '10000001', new Date(Date.now() - 1000));
    const common = ['--url', server().baseUrl, '--key', TEST_INGEST_KEY];
    const run = await simulate([
      '10000001',
      '--signal',
      '4',
      '--module',
      'GNC_TANK',
      '--message-id',
      'sim-a',
      ...common,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('-> 202');

    const token = await server().login();
    const res = await server().request(
      'GET',
      `/api/v1/device/${await deviceId(server(), '10000001')}/first_emission`,
      {
        token,
      },
    );
    const data = parseBody(api.getFirstEmission.responses[200], res).data;
    expect(data?.signal_quality).toBe(4);
    expect(data?.hauteur_liquide).toBeGreaterThan(0);
    expect(data?.tanks).toMatchObject({ tank_1: { level_mm: data?.hauteur_liquide } });

    const weighed = await simulate(['10000230', '--weight', '--message-id', 'sim-b', ...common]);
    expect(weighed.code, weighed.stderr).toBe(0);
    const row = await server()
      .db.selectFrom('emissions')
      .select('data')
      .where('message_id', '=', 'sim-b')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toMatchObject({ weight: true, volume: expect.any(Number) });
  }, 180_000);

  it('says what went wrong and exits non-zero: unknown device, wrong key, bad option', async () => {
    const unknown = await simulate(['55555555', '--url', server().baseUrl, '--key', TEST_INGEST_KEY]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stdout).toContain('device_not_found');
    const wrongKey = await simulate([
      '10000001',
      '--url',
      server().baseUrl,
      '--key',
      'not-the-right-key-000',
    ]);
    expect(wrongKey.code).not.toBe(0);
    expect(wrongKey.stdout).toContain('-> 401');
    const badSignal = await simulate(['10000001', '--signal', '9', '--url', server().baseUrl]);
    expect(badSignal.code).not.toBe(0);
    expect(badSignal.stderr).toContain('--signal');
  }, 180_000);
});
