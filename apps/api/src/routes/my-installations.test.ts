import { api, errorBody, type InstallationPage } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import {
  age,
  atNewAddress,
  colleagueToken,
  emit,
  install,
  newDevice,
  withoutCustomer,
} from '../test/after-visit.ts';
import { describeEachDatabase, OTHER_INSTALLER, parseBody, type TestServer } from '../test/harness.ts';

const list = async (
  server: TestServer,
  token: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<InstallationPage> => {
  const res = await server.request('GET', `/api/v1/installations?${new URLSearchParams(query)}`, {
    token,
    headers,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return parseBody(api.myInstallations.responses[200], res).data;
};

const numbers = (page: InstallationPage) => page.items.map((item) => item.device.device_number);

describeEachDatabase('My installations: the list', (server) => {
  let demoToken = '';
  beforeAll(async () => {
    demoToken = await server().login();
  });

  it("lists the installer's own installations newest first, page by page, and no one else's", async () => {
    const token = await colleagueToken(server(), 'pages@demo.test');
    expect((await list(server(), token)).items).toEqual([]);
    for (let i = 1; i <= 5; i++) {
      await newDevice(server(), `PAGE-${i}`);
      await install(server(), token, `PAGE-${i}`);
    }
    // Another installer of the same professional, and another professional, install too.
    await newDevice(server(), 'PAGE-DEMO');
    await install(server(), demoToken, 'PAGE-DEMO');
    const other = await server().login(OTHER_INSTALLER);
    expect(numbers(await list(server(), other))).not.toContain('PAGE-1');

    const first = await list(server(), token, { limit: '2' });
    expect(numbers(first)).toEqual(['PAGE-5', 'PAGE-4']);
    expect(first.next_cursor).not.toBeNull();
    const second = await list(server(), token, { limit: '2', cursor: first.next_cursor ?? '' });
    expect(numbers(second)).toEqual(['PAGE-3', 'PAGE-2']);
    const last = await list(server(), token, { limit: '2', cursor: second.next_cursor ?? '' });
    expect(numbers(last)).toEqual(['PAGE-1']);
    expect(last.next_cursor).toBeNull();
    // Exactly a page's worth: no empty page after it.
    const whole = await list(server(), token, { limit: '5' });
    expect(numbers(whole)).toEqual(['PAGE-5', 'PAGE-4', 'PAGE-3', 'PAGE-2', 'PAGE-1']);
    expect(whole.next_cursor).toBeNull();
    expect(numbers(await list(server(), token))).not.toContain('PAGE-DEMO');
  });

  it('gives each row what the result screen needs, texts in the request language', async () => {
    const token = await colleagueToken(server(), 'rows@demo.test');
    const idDevice = await newDevice(server(), 'ROW-1');
    const made = await install(server(), token, 'ROW-1');
    await newDevice(server(), 'ROW-2');
    await install(server(), token, 'ROW-2', withoutCustomer);
    const page = await list(server(), token, {}, { 'accept-language': 'fr-FR' });
    const [own, forCustomer] = page.items;
    expect(forCustomer).toMatchObject({
      id_installation: made.id_installation,
      created_at: made.created_at,
      kind: 'classic',
      state: 'waiting',
      last_emission_at: null,
      signal_quality: null,
      device: {
        id_device: idDevice,
        device_number: 'ROW-1',
        id_device_referential: 101,
        referential_name: 'TLS-1 ultrasonic tank level sensor',
        value_type_device: 'level',
        url_device_detail: 'https://platform.example/devices/ROW-1',
        installed_at: made.created_at,
        installation: { notice: '/media/notice-tank.png' },
      },
      id_module: null,
      customer: { email: 'client@demo.test', name: 'Claire Dubois', id_client: null },
      address: { id_domicile: made.id_domicile, address_name: 'Maison', city: 'Lyon' },
      equipment: { id_asset: made.id_asset, type_key: 'cuve', name: 'Cuve fioul maison' },
    });
    expect(forCustomer?.device.installation.introduction).toMatch(/^Approchez l’aimant/);
    expect(forCustomer?.equipment.type_name).toBeTruthy();
    // Installed on the professional's own account: no customer.
    expect(own?.customer).toBeNull();
    expect(own?.address.address_name).toBe('Atelier');
    const english = await list(server(), token, {}, { 'accept-language': 'en' });
    expect(english.items[1]?.device.installation.introduction).toMatch(/^Hold the magnet/);
  });

  it('derives waiting, working and silent from the current device since its installation', async () => {
    const token = await colleagueToken(server(), 'states@demo.test');
    const state = async (deviceNumber: string) => {
      const page = await list(server(), token);
      const item = page.items.find((row) => row.device.device_number === deviceNumber);
      return item && { state: item.state, at: item.last_emission_at, signal: item.signal_quality };
    };
    // A message before the installation is not a measurement of it.
    const early = await newDevice(server(), 'STATE-1');
    await emit(server(), 'STATE-1', 'before-install', { mesure: 10, signal_quality: 5 });
    await age(server(), early, 1);
    await install(server(), token, 'STATE-1');
    expect(await state('STATE-1')).toEqual({ state: 'waiting', at: null, signal: null });

    await emit(server(), 'STATE-1', 'first', { mesure: 400, signal_quality: 2 });
    await emit(server(), 'STATE-1', 'second', { mesure: 410, signal_quality: 4 });
    const working = await state('STATE-1');
    expect(working).toMatchObject({ state: 'working', signal: 4 });
    expect(Date.parse(working?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Two days and an hour later (SILENT_AFTER_HOURS defaults to 48): silent, the last one still shown.
    await age(server(), early, 49);
    expect(await state('STATE-1')).toMatchObject({ state: 'silent', signal: 4 });

    // Installed two days ago and never heard from: silent with no measurement.
    const quiet = await newDevice(server(), 'STATE-2');
    await install(server(), token, 'STATE-2');
    await age(server(), quiet, 49);
    expect(await state('STATE-2')).toEqual({ state: 'silent', at: null, signal: null });
    expect((await list(server(), token)).silent_after_hours).toBe(48);
  });

  it('searches device numbers, customers and addresses, case-insensitively', async () => {
    const token = await colleagueToken(server(), 'search@demo.test');
    for (const number of ['SRCH-100', 'SRCH-200', 'SRCH-300']) await newDevice(server(), number);
    await install(server(), token, 'SRCH-100');
    await install(server(), token, 'SRCH-200', (body) =>
      withoutCustomer(atNewAddress('Boulangerie Petit', '3 Rue Mercière, 69002 Lyon', 'Lyon')(body)),
    );
    await install(server(), token, 'SRCH-300', atNewAddress('Grange', '9 Route de Mâcon, Cluny', 'Cluny'));
    const found = async (q: string) => numbers(await list(server(), token, { q })).sort();
    expect(await found('srch-2')).toEqual(['SRCH-200']);
    expect(await found('CLIENT@DEMO')).toEqual(['SRCH-100', 'SRCH-300']);
    expect(await found('claire dub')).toEqual(['SRCH-100', 'SRCH-300']);
    expect(await found('DUBOIS')).toEqual(['SRCH-100', 'SRCH-300']);
    expect(await found('mercière')).toEqual(['SRCH-200']);
    expect(await found('boulangerie')).toEqual(['SRCH-200']);
    expect(await found('cluny')).toEqual(['SRCH-300']);
    expect(await found('  grange ')).toEqual(['SRCH-300']);
    expect(await found('nowhere')).toEqual([]);
    // An empty search is no search.
    expect(await found('')).toEqual(['SRCH-100', 'SRCH-200', 'SRCH-300']);
  });

  it('takes % and _ literally in a search', async () => {
    const token = await colleagueToken(server(), 'like@demo.test');
    for (const number of ['ESC_42', 'ESCX42']) {
      await newDevice(server(), number);
      await install(server(), token, number);
    }
    const found = async (q: string) => numbers(await list(server(), token, { q })).sort();
    expect(await found('esc_')).toEqual(['ESC_42']);
    expect(await found('%')).toEqual([]);
    expect(await found('esc%42')).toEqual([]);
    expect(await found('\\')).toEqual([]);
  });

  it('folds accented capitals in a search (SQLite folds them itself; PostgreSQL as its locale does)', async (context) => {
    // The throwaway PostgreSQL cluster of the tests runs under the C locale, whose lower() folds ASCII
    // only; a production cluster with a UTF-8 locale folds every letter (README, Configuration).
    if (server().dialect !== 'sqlite') return context.skip('PostgreSQL folds as its locale says');
    const token = await colleagueToken(server(), 'accents@demo.test');
    await newDevice(server(), 'ACC-1');
    await install(server(), token, 'ACC-1', atNewAddress('ÉTANG DU MOULIN', '2 Allée des Étangs', 'Écully'));
    expect(numbers(await list(server(), token, { q: 'étang du' }))).toEqual(['ACC-1']);
    expect(numbers(await list(server(), token, { q: 'ÉCULLY' }))).toEqual(['ACC-1']);
  });

  it('refuses a limit out of bounds, a cursor it never gave, and an overlong search, with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=51',
      'limit=abc',
      'cursor=abc',
      'cursor=0',
      'cursor=99999999999',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await server().request('GET', `/api/v1/installations?${query}`, { token: demoToken });
      expect(res.status, query).toBe(400);
      expect(parseBody(errorBody, res).error.code).toBe('validation_failed');
    }
    expect((await server().request('GET', '/api/v1/installations')).status).toBe(401);
  });
});

describeEachDatabase(
  'My installations: SILENT_AFTER_HOURS',
  (server) => {
    it('calls a device silent after the configured hours', async () => {
      const token = await server().login();
      const idDevice = await newDevice(server(), 'SILENT-1');
      await install(server(), token, 'SILENT-1');
      await emit(server(), 'SILENT-1', 'm-1', { mesure: 1, signal_quality: 3 });
      const page = async () =>
        parseBody(
          api.myInstallations.responses[200],
          await server().request('GET', '/api/v1/installations', { token }),
        ).data;
      expect((await page()).items[0]?.state).toBe('working');
      await age(server(), idDevice, 3);
      const later = await page();
      expect(later.silent_after_hours).toBe(2);
      expect(later.items[0]?.state).toBe('silent');
    });
  },
  { env: { SILENT_AFTER_HOURS: '2' } },
);
