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
