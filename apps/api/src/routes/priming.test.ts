import { api, errorBody } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, OTHER_INSTALLER, parseBody, type TestServer } from '../test/harness.ts';
import { addDevice, demoCustomerTankBody } from '../test/installation-bodies.ts';

const DEMO_DEVICES = ['10000001', '10000002', '10000230', '10000244', '10000404'];

async function signedIn(server: TestServer) {
  const token = await server.login();
  const me = parseBody(api.me.responses[200], await server.request('GET', '/api/v1/auth/me', { token })).data;
  return { token, idProfessional: me.id_professional };
}

/**
 * Offline priming: what the app downloads while online so that steps 1 and 2 answer without signal as the
 * server would have (docs/decisions/0007-offline-installations-checked-on-sending.md).
 */
describeEachDatabase('offline priming lists', (server) => {
  let token = '';
  let idProfessional = 0;
  beforeAll(async () => {
    ({ token, idProfessional } = await signedIn(server()));
  });
  const get = (path: string, headers: Record<string, string> = {}, as = token) =>
    server().request('GET', `/api/v1${path}`, { token: as, headers });
  const customers = async () =>
    parseBody(
      api.professionalCustomers.responses[200],
      await get(`/professional/${idProfessional}/user_clients`),
    ).data;
  const devices = async (headers: Record<string, string> = {}) =>
    parseBody(
      api.professionalDevices.responses[200],
      await get(`/professional/${idProfessional}/devices`, headers),
    ).data;

  it('lists the professional’s customers with the status and addresses step 1 would get online', async () => {
    const before = Date.now();
    const data = await customers();
    expect(data.truncated).toBe(false);
    expect(Date.parse(data.primed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.customers.map((c) => [c.email, c.lookup_status]).sort()).toEqual([
      ['client@demo.test', 200],
      ['incomplete@demo.test', 206],
      ['taken@demo.test', 410],
    ]);
    for (const customer of data.customers) {
      const online = await get(`/user_client?email=${encodeURIComponent(customer.email)}`);
      expect(online.status, customer.email).toBe(customer.lookup_status);
      if (customer.lookup_status === 410) {
        // Step 1's 410 carries no customer, and neither does the list.
        expect(customer).toMatchObject({ id_user: null, domiciles: [] });
        continue;
      }
      const found = parseBody(api.findUserClient.responses[200], online).data;
      expect(customer.id_user).toBe(found.id_user);
      const domiciles = await get(`/user_client/${found.id_user}/domiciles`);
      expect(customer.domiciles).toEqual(parseBody(api.userClientDomiciles.responses[200], domiciles).data);
    }
    expect(data.customers.find((c) => c.email === 'client@demo.test')?.domiciles).toHaveLength(2);
  });

  it('puts the customer last installed for first', async () => {
    await addDevice(server().db, 'T-PRIME-1');
    const { id_user: _user, ...body } = await demoCustomerTankBody(server().db, idProfessional, 'T-PRIME-1');
    const res = await server().request('POST', '/api/v1/installation/device', {
      token,
      body: {
        ...body,
        client_email: 'incomplete@demo.test',
        asset: {
          ...body.asset,
          domicile: {
            mode: 'new',
            domicile_name: 'Chez Hugo',
            new_domicile: {
              address: '3 Rue du Port Nord, 71100 Chalon-sur-Saône, France',
              locality: 'Chalon-sur-Saône',
              postal_code: '71100',
              country: 'France',
              latitude: 46.7974,
              longitude: 4.8687,
            },
          },
        },
      },
    });
    expect(res.status).toBe(201);
    const [first] = (await customers()).customers;
    expect(first).toMatchObject({ email: 'incomplete@demo.test', lookup_status: 206 });
    expect(first?.domiciles.map((d) => d.address_name)).toEqual(['Chez Hugo']);
  });

  it('lists the professional’s devices as the device check answers them, in the request’s language', async () => {
    const data = await devices({ 'accept-language': 'de-DE' });
    expect(data.truncated).toBe(false);
    const numbers = data.devices.map((d) => d.device_number);
    expect(numbers).toEqual(expect.arrayContaining(DEMO_DEVICES));
    expect(numbers).not.toContain('20000001');
    for (const number of DEMO_DEVICES) {
      const check = await get(`/device/${number}/is_installable`, { 'accept-language': 'de-DE' });
      const primed = data.devices.find((d) => d.device_number === number);
      expect(primed).toEqual({
        ...parseBody(api.isInstallable.responses[200], check).data,
        is_installed: false,
        id_installation: null,
      });
    }
    expect(data.devices.find((d) => d.device_number === '10000404')?.is_installable).toBe(false);
  });

  it('says which devices are installed, with the installation to edit, after those still to install', async () => {
    const body = await demoCustomerTankBody(server().db, idProfessional, '10000001');
    const created = parseBody(
      api.createInstallation.responses[201],
      await server().request('POST', '/api/v1/installation/device', { token, body }),
    ).data;
    const data = await devices();
    const installed = data.devices.find((d) => d.device_number === '10000001');
    expect(installed).toMatchObject({
      is_installable: false,
      is_installed: true,
      id_installation: created.id_installation,
    });
    const firstInstalled = data.devices.findIndex((d) => d.is_installed);
    expect(data.devices.slice(firstInstalled).every((d) => d.is_installed)).toBe(true);
    expect(data.devices.slice(0, firstInstalled).map((d) => d.device_number)).toEqual(
      [...data.devices.slice(0, firstInstalled).map((d) => d.device_number)].sort(),
    );
  });

  it('answers 404 for another professional’s lists, and 401 without a token', async () => {
    const other = await server().login(OTHER_INSTALLER);
    for (const list of ['user_clients', 'devices']) {
      const res = await get(`/professional/${idProfessional}/${list}`, {}, other);
      expect(res.status, list).toBe(404);
      expect(parseBody(errorBody, res).error.code).toBe('not_found');
      expect((await server().request('GET', `/api/v1/professional/${idProfessional}/${list}`)).status).toBe(
        401,
      );
    }
  });
});

describeEachDatabase(
  'offline priming lists, capped',
  (server) => {
    it('holds at most PRIME_CUSTOMERS_MAX customers and PRIME_DEVICES_MAX devices, and says so', async () => {
      const { token, idProfessional } = await signedIn(server());
      const get = (list: string) =>
        server().request('GET', `/api/v1/professional/${idProfessional}/${list}`, { token });
      const customers = parseBody(api.professionalCustomers.responses[200], await get('user_clients')).data;
      expect(customers.customers).toHaveLength(2);
      expect(customers.truncated).toBe(true);
      const devices = parseBody(api.professionalDevices.responses[200], await get('devices')).data;
      expect(devices.devices.map((d) => d.device_number)).toEqual(['10000001', '10000002', '10000230']);
      expect(devices.truncated).toBe(true);
    });
  },
  { env: { PRIME_CUSTOMERS_MAX: '2', PRIME_DEVICES_MAX: '3' } },
);

/** docs/decisions/0018-big-accounts.md: the lists come in pages, each page one range of an index. */
describeEachDatabase('offline priming lists in pages', (server) => {
  it('pages customers and devices in the lists’ order, truncated until the last page', async () => {
    const { token, idProfessional } = await signedIn(server());
    const db = server().db;
    const at = (n: number) => new Date(Date.parse('2026-01-01T00:00:00.000Z') + n * 1000).toISOString();
    // More than a page of each; ties on the order's time, which the id (customers) or number (devices) break.
    await db
      .insertInto('user_clients')
      .values(
        Array.from({ length: 230 }, (_, n) => ({
          id_professional: idProfessional,
          email: `page${n}@paging.test`,
          status: 'complete' as const,
          created_at: at(Math.floor(n / 3)),
        })),
      )
      .execute();
    await db
      .insertInto('devices')
      .values(
        Array.from({ length: 600 }, (_, n) => ({
          device_number: `PG-${String(n).padStart(4, '0')}`,
          id_device_referential: 101,
          id_professional: idProfessional,
          desk_version: 'V1' as const,
          is_installable: 1,
          url_device_detail: 'https://platform.example/d',
          installed_at: n % 2 ? at(Math.floor(n / 4)) : null,
          created_at: at(0),
        })),
      )
      .execute();
    const pages = async <L extends { next_cursor?: string | null; truncated: boolean }>(
      list: string,
      schema: { parse(value: unknown): { data: L } },
    ) => {
      const all: L[] = [];
      let cursor: string | null | undefined;
      do {
        const query = cursor ? `?cursor=${cursor}` : '';
        const answer = await server().request(
          'GET',
          `/api/v1/professional/${idProfessional}/${list}${query}`,
          {
            token,
          },
        );
        const page = parseBody(schema as never, answer) as { data: L };
        all.push(page.data);
        cursor = page.data.next_cursor;
      } while (cursor);
      return all;
    };
    const customerPages = await pages('user_clients', api.professionalCustomers.responses[200]);
    expect(customerPages.length).toBeGreaterThan(2);
    expect(customerPages.map((p) => p.truncated)).toEqual(
      customerPages.map((_, i) => i < customerPages.length - 1),
    );
    const emails = customerPages.flatMap((p) => p.customers.map((c) => c.email));
    const expected = await db
      .selectFrom('user_clients')
      .select(['email', 'id_user', 'created_at'])
      .where('id_professional', '=', idProfessional)
      .where('email', 'like', '%@paging.test')
      .orderBy('created_at', 'desc')
      .orderBy('id_user', 'desc')
      .execute();
    // The demo's own customers have older times (or installations) and come in their place in the order.
    expect(emails.filter((e) => e.endsWith('@paging.test'))).toEqual(expected.map((c) => c.email));
    expect(new Set(emails).size).toBe(emails.length);

    const devicePages = await pages('devices', api.professionalDevices.responses[200]);
    expect(devicePages.length).toBeGreaterThan(2);
    const numbers = devicePages
      .flatMap((p) => p.devices.map((d) => d.device_number))
      .filter((n) => n.startsWith('PG-'));
    const free = Array.from({ length: 300 }, (_, k) => `PG-${String(2 * k).padStart(4, '0')}`);
    const installed = Array.from({ length: 300 }, (_, k) => 2 * k + 1)
      .sort((a, b) => Math.floor(b / 4) - Math.floor(a / 4) || a - b)
      .map((n) => `PG-${String(n).padStart(4, '0')}`);
    expect(numbers).toEqual([...free, ...installed]);
  });

  it('answers 400 to a cursor it did not make', async () => {
    const { token, idProfessional } = await signedIn(server());
    for (const cursor of ['abc', Buffer.from('{"n":-1,"after":{}}').toString('base64url')]) {
      const answer = await server().request(
        'GET',
        `/api/v1/professional/${idProfessional}/devices?cursor=${cursor}`,
        {
          token,
        },
      );
      expect(answer.status, cursor).toBe(400);
    }
  });
});

describeEachDatabase(
  'offline priming lists, rate limit',
  (server) => {
    it('holds each installer to RATE_LIMIT_PRIME calls a minute', async () => {
      const { token, idProfessional } = await signedIn(server());
      const path = `/api/v1/professional/${idProfessional}/devices`;
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await server().request('GET', path, { token })).status);
      expect(statuses).toEqual([200, 200, 429]);
    });
  },
  { rateLimits: { prime: 2 } },
);
