import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { test as base, expect, signIn } from '../support/fixtures.ts';
import { REPO_ROOT, WEB_DIST } from '../support/paths.ts';
import { freePort } from '../support/server.ts';

/**
 * The result screen's journeys (spec §2) each need a device installed once and a first emission of their
 * own, and the invitation mail must reach a real SMTP receiver. The run's shared server has neither
 * (DEMO_EMIT off, no SMTP_URL, and the wizard journeys install the same demo devices), so each worker
 * here starts its own real server: a fresh SQLite database with the demo data, SMTP_URL pointing at an
 * smtp-server on 127.0.0.1, the same built app.
 */

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface ResultStack {
  baseURL: string;
  ingestKey: string;
  databaseFile: string;
  uploadDir: string;
  /** Mails the SMTP receiver got, in order. */
  mails: ReceivedMail[];
  /** A bearer token of the demo installer, for the API calls that set a journey up. */
  token: string;
}

async function startSmtpReceiver() {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

async function waitUntilReady(child: ChildProcess, url: string, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    // A process we started has no readiness event: poll it briefly.
    await delay(200);
  }
  throw new Error(
    `the result journeys' server did not start:\n${(await readFile(logFile, 'utf8')).slice(-3000)}`,
  );
}

/** Starts the worker's own stack; `env` overrides what the server inherits (its own geocoder, say). */
export async function startStack(
  env: Record<string, string> = {},
): Promise<ResultStack & { stop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'installer-e2e-result-'));
  const uploadDir = path.join(dir, 'uploads');
  await mkdir(uploadDir);
  // A copy of the built app: another run's global setup may rebuild apps/web/dist meanwhile, and a page
  // would then ask for chunks that no longer exist.
  const webDist = path.join(dir, 'web');
  await cp(WEB_DIST, webDist, { recursive: true });
  const smtp = await startSmtpReceiver();
  const port = await freePort();
  const ingestKey = `e2e-result-ingest-${port}`;
  const databaseFile = path.join(dir, 'result.db');
  const logFile = path.join(dir, 'server.log');
  const { EXTERNAL_CONFIG_URL, PUBLIC_URL, CORS_ORIGINS, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      UPLOAD_DIR: uploadDir,
      OUTBOX_DIR: path.join(dir, 'outbox'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DEMO_EMIT: '0',
      INGEST_KEY: ingestKey,
      BEEHIVE_HOSTS: 'bee.localhost',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      // Every journey invites the same demo customers into one server: the per-recipient bound (checked in the
      // API suite, routes/invitation-bound.test.ts) would refuse the eleventh, whichever journey that falls to.
      INVITATIONS_PER_RECIPIENT: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([once(child, 'exit'), delay(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await smtp.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(child, `${baseURL}/readyz`, logFile).catch(async (error: Error) => {
      throw new Error(`${error.message}${Buffer.concat(log).toString('utf8').slice(-3000)}`);
    });
    const login = await fetch(`${baseURL}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'installer@demo.test', password: 'demo-installer' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    return { baseURL, ingestKey, databaseFile, uploadDir, mails: smtp.mails, token: data.token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `stack` is the worker's own server; `baseURL` points the pages at it and `storageState` is the demo
 * installer signed in there once, through the app's /login (the server rate-limits sign-in).
 */
export const test = base.extend<object, { stack: ResultStack; signedIn: string }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const stack = await startStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  signedIn: [
    async ({ stack, browser }, use) => {
      const page = await browser.newPage();
      await signIn(page, { origin: stack.baseURL });
      await use(JSON.stringify(await page.context().storageState()));
      await page.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ stack }, use) => use(stack.baseURL),
  storageState: async ({ signedIn }, use) => use(JSON.parse(signedIn)),
});

export { expect };

/** A call to the worker's server as the demo installer. */
export async function callApi<T>(
  stack: ResultStack,
  method: 'GET' | 'POST',
  apiPath: string,
  body?: unknown,
) {
  const response = await fetch(`${stack.baseURL}/api/v1${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${stack.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** What the app's device check answers: the result screen's parameters come from it (spec §4). */
export interface DeviceCheck {
  id_device: number;
  id_professional: number;
  device_number: string;
  url_device_detail: string;
  value_type_device: string | null;
  installation: { notice: string | null; description: string | null; introduction: string | null };
}

const NEW_DOMICILE = {
  address: '4 Chemin du Moulin, 71250 Cluny, France',
  route: 'Chemin du Moulin',
  street_number: '4',
  locality: 'Cluny',
  postal_code: '71250',
  country: 'France',
  country_code: 'FR',
  latitude: 46.4339,
  longitude: 4.6589,
};

/** Installs a demo device on the professional account through the API, as the wizard's step 4 would. */
export async function installClassic(stack: ResultStack, deviceNumber: string, kind: 'cuve' | 'ruche') {
  const device = await callApi<DeviceCheck>(stack, 'GET', `/device/${deviceNumber}/is_installable`);
  const liquids = await callApi<{ id_asset_liquid: number }[]>(
    stack,
    'GET',
    `/professional/${device.id_professional}/asset_liquids/type/${kind === 'cuve' ? 'cuve' : 'generic'}`,
  );
  const places = await callApi<{ id_referential: number }[]>(
    stack,
    'GET',
    '/referential/localisation_types/en',
  );
  const specification = {
    offset: 0,
    id_liquid_type: liquids[0]?.id_asset_liquid,
    id_localisation_type: places[0]?.id_referential,
    index_monitoring_type: -1,
    index_screw_number: 0,
  };
  const asset =
    kind === 'cuve'
      ? {
          name: `Tank of ${deviceNumber}`,
          specification,
          tank: {
            know_model_brand_asset: false,
            tank_type: 1,
            volume: 2000,
            height: 100,
            length: 200,
            width: 100,
          },
        }
      : {
          // spec §2 beehive preset: generic 'Ruche', referential 230, generic module 5.
          name: `Hive of ${deviceNumber}`,
          specification,
          generic: {
            id_asset_generic_module: 5,
            generic_type: 5,
            values: { hive_name: 'Hive 1', frame_count: 10 },
          },
        };
  await callApi(stack, 'POST', '/installation/device', {
    device_number: deviceNumber,
    id_professional: device.id_professional,
    id_referential: kind === 'cuve' ? 1 : 230,
    id_user: null,
    asset: { ...asset, domicile: { mode: 'new', domicile_name: 'Site', new_domicile: NEW_DOMICILE } },
  });
  return device;
}

interface ModuleInput {
  name: string;
  type: 'int' | 'float' | 'string' | 'enum' | 'child_enum' | 'boolean';
  enum: { value: string }[] | null;
  parent_enum: string | null;
  child_enum: Record<string, { value: string }[]> | null;
}

/** Installs a demo device as a module-based asset (spec §7 module payload), every input filled. */
export async function installModule(stack: ResultStack, deviceNumber: string, idModule: number) {
  const device = await callApi<DeviceCheck>(stack, 'GET', `/device/${deviceNumber}/is_installable`);
  const module = await callApi<{ asset_models: { id_asset_model: number; form_inputs: ModuleInput[] }[] }>(
    stack,
    'GET',
    `/module/${idModule}`,
  );
  const liquids = await callApi<{ id_asset_liquid: number }[]>(
    stack,
    'GET',
    `/asset_liquid/professional/${device.id_professional}/module/${idModule}`,
  );
  const inputValue = (input: ModuleInput, filled: Record<string, unknown>) => {
    if (input.type === 'int') return 100;
    if (input.type === 'float') return 2.5;
    if (input.type === 'boolean') return false;
    if (input.type === 'enum') return input.enum?.[0]?.value ?? null;
    if (input.type === 'child_enum')
      return input.child_enum?.[String(filled[input.parent_enum ?? ''])]?.[0]?.value ?? null;
    return 'E2E';
  };
  await callApi(stack, 'POST', '/installation/device', {
    id_module: idModule,
    id_device: device.id_device,
    asset_name: `Module asset of ${deviceNumber}`,
    asset_code: null,
    asset_models: module.asset_models.map((model) => {
      const configuration: Record<string, unknown> = {};
      for (const input of model.form_inputs) configuration[input.name] = inputValue(input, configuration);
      return {
        is_required: true,
        id_asset_model: model.id_asset_model,
        id_asset_liquid: liquids[0]?.id_asset_liquid,
        configuration,
      };
    }),
    client: null,
    domicile_name: 'Site',
    domicile: NEW_DOMICILE,
  });
  return device;
}

/** A sensor message through the ingest endpoint, as the sensor network sends it (DESIGN §3). */
export async function sendEmission(stack: ResultStack, deviceNumber: string, data: Record<string, unknown>) {
  const response = await fetch(`${stack.baseURL}/api/v1/ingest/emissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ingest-key': stack.ingestKey },
    body: JSON.stringify({
      device_number: deviceNumber,
      message_id: `e2e-${deviceNumber}-${Date.now()}`,
      data,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(202);
}

/**
 * Opens /result for an installed device as a tab that was already on it: the parameters the wizard hands
 * over (spec §4) in the tab's session, where the result screen keeps them across a reload.
 */
export async function openResult(
  page: Page,
  device: DeviceCheck,
  { idModule = null, email = null }: { idModule?: number | null; email?: string | null } = {},
) {
  const params = {
    id_device: device.id_device,
    device_number: device.device_number,
    url_device_detail: device.url_device_detail,
    value_type_device: device.value_type_device,
    id_professional: device.id_professional,
    id_module: idModule,
    url_platform: null,
    installation: device.installation,
    email,
  };
  // Written before the result page's first script, once (a later reload keeps what the screen stored), rather
  // than from another screen of the app opened for it: leaving that screen while its chunks still load
  // would cut them.
  await page.addInitScript(
    ({ once, session }) => {
      if (window.sessionStorage.getItem(once)) return;
      window.sessionStorage.setItem(once, 'written');
      window.sessionStorage.setItem('installer.result', JSON.stringify(session));
    },
    {
      once: `e2e.result.${device.device_number}.${randomInt(0, 1_000_000)}`,
      session: { key: 'e2e', params, is_send_sign_up_mail: email !== null, invitation: 'none' },
    },
  );
  await page.goto('/result');
  await expect(page.getByRole('heading', { level: 1, name: 'Installation result' })).toBeVisible();
}

/**
 * A device of the journey's own, a copy of the demo device `template` (DESIGN §4: 10000001 a tank sensor,
 * 10000002 desk V2, 10000244 referential 244, 10000230 a beehive scale), installable, under a new number,
 * written into the worker's SQLite database (WAL: the server keeps running). A worker runs several files
 * against one server: a journey that installed a demo device itself would leave it installed, and its mails
 * and photos counted, for the next one.
 */
export function deviceOfItsOwn(stack: ResultStack, template = '10000001'): string {
  const number = `47${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const db = new Database(stack.databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const columns = (db.pragma('table_info(devices)') as Array<{ name: string }>)
      .map((column) => column.name)
      .filter((name) => name !== 'id_device');
    const values = columns.map((name) =>
      name === 'device_number'
        ? '@number'
        : name === 'serial_number' || name === 'installed_at'
          ? 'NULL'
          : name === 'is_installable'
            ? '1'
            : name,
    );
    const copied = db
      .prepare(
        `INSERT INTO devices (${columns.join(', ')}) SELECT ${values.join(', ')} FROM devices WHERE device_number = @template`,
      )
      .run({ number, template });
    if (copied.changes !== 1) throw new Error(`no demo device ${template} to copy`);
  } finally {
    db.close();
  }
  return number;
}

/** Reads the worker's database, for what a journey stored. */
export function query<Row>(stack: ResultStack, sql: string, ...params: unknown[]): Row[] {
  const db = new Database(stack.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** A photo as the camera would give it: a small JPEG drawn by the page itself. */
export function drawnPhoto(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#4a7a3c';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#d9c27a';
    context.fillRect(80, 60, 160, 120);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
}
