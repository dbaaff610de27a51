import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, errorBody, STEP5_PRODUCTS } from '@installer/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, OTHER_INSTALLER, parseBody } from '../test/harness.ts';

/** A real external platform on 127.0.0.1: records what it receives, answers the status a test sets. */
const received: unknown[] = [];
let upstreamStatus = 200;
const upstream = createServer((request: IncomingMessage, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  request.on('end', () => {
    received.push(JSON.parse(text));
    response.writeHead(upstreamStatus, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/otodata/install`;
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

const payload = (product: string) => ({
  serialNumberDevice: 'OTD-244-5521',
  payload: {
    is_installed: true,
    address: '12 Rue des Tilleuls, 69003 Lyon, France',
    product,
    capacity: 1000,
    name_commercial_asset: 'Cuve propane 1000 L',
    configuration: { tank_type: 2, offset: 0 },
  },
});

describeEachDatabase(
  'external configuration, step 5 (spec §7 OtoDataInstall)',
  (server) => {
    let token = '';
    let idDevice = 0;
    beforeAll(async () => {
      token = await server().login();
      const check = await server().request('GET', '/api/v1/device/10000244/is_installable', { token });
      idDevice = parseBody(api.isInstallable.responses[200], check).data.id_device;
    });
    beforeEach(() => {
      received.length = 0;
      upstreamStatus = 200;
    });
    const post = (body: unknown, device = idDevice, as = token) =>
      server().request('POST', `/api/v1/installation/${device}/OtoDataInstall`, { token: as, body });

    it('stores the configuration and forwards it with the product as listed (spec §5 case rule)', async () => {
      const res = await post(payload('propane'));
      expect(res.status).toBe(200);
      const { data } = parseBody(api.externalConfig.responses[200], res);
      expect(data).toMatchObject({ product: 'Propane', forwarded: true });
      expect(received).toEqual([
        {
          id_device: idDevice,
          device_number: '10000244',
          serialNumberDevice: 'OTD-244-5521',
          payload: { ...payload('Propane').payload },
        },
      ]);
      const stored = await server()
        .db.selectFrom('external_configurations')
        .selectAll()
        .where('id_configuration', '=', data.id_configuration)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ product: 'Propane', forward_error: null });
      expect(stored.forwarded_at).not.toBeNull();
    });

    it('answers 400 invalid_product with the product and the valid list, and forwards nothing', async () => {
      const res = await post(payload('Waste oil'));
      expect(res.status).toBe(400);
      const { error } = parseBody(errorBody, res);
      expect(error).toMatchObject({
        code: 'invalid_product',
        details: { product: 'Waste oil', valid: [...STEP5_PRODUCTS] },
      });
      expect(received).toEqual([]);
    });

    it('answers 502 external_config_failed when the platform fails, keeping the configuration', async () => {
      upstreamStatus = 503;
      const res = await post(payload('Heating oil'));
      expect(res.status).toBe(502);
      const { error } = parseBody(errorBody, res);
      expect(error.code).toBe('external_config_failed');
      const { id_configuration } = error.details as { id_configuration: number };
      const stored = await server()
        .db.selectFrom('external_configurations')
        .selectAll()
        .where('id_configuration', '=', id_configuration)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ product: 'Heating Oil', forwarded_at: null });
      expect(stored.forward_error).toContain('503');
      expect(JSON.parse(stored.payload)).toMatchObject({ capacity: 1000, product: 'Heating Oil' });
    });

    it('takes a newer configuration of the device as the one that counts; a late retry of an older one is not forwarded', async () => {
      const postWithKey = (product: string, key: string) =>
        server().request('POST', `/api/v1/installation/${idDevice}/OtoDataInstall`, {
          token,
          body: payload(product),
          headers: { 'idempotency-key': key },
        });
      upstreamStatus = 503;
      expect((await postWithKey('Propane', 'config-older')).status).toBe(502);
      upstreamStatus = 200;
      const newer = await postWithKey('Butane', 'config-newer');
      expect(parseBody(api.externalConfig.responses[200], newer).data).toMatchObject({
        product: 'Butane',
        forwarded: true,
      });
      // The outbox sends the older one again (a 502 is transient): it must not overwrite the newer upstream.
      const retried = await postWithKey('Propane', 'config-older');
      expect(parseBody(api.externalConfig.responses[200], retried).data).toMatchObject({
        product: 'Propane',
        forwarded: false,
      });
      expect(received.map((r) => (r as { payload: { product: string } }).payload.product)).toEqual([
        'Propane',
        'Butane',
      ]);
      const rows = await server()
        .db.selectFrom('external_configurations')
        .select(['product', 'superseded_at', 'idempotency_key'])
        .where('id_device', '=', idDevice)
        .where('idempotency_key', 'in', ['config-older', 'config-newer'])
        .orderBy('id_configuration')
        .execute();
      expect(rows.map((r) => [r.product, r.superseded_at === null])).toEqual([
        ['Propane', false],
        ['Butane', true],
      ]);
      // Every configuration stored before the newer one is superseded too.
      const current = await server()
        .db.selectFrom('external_configurations')
        .select('product')
        .where('id_device', '=', idDevice)
        .where('superseded_at', 'is', null)
        .execute();
      expect(current).toEqual([{ product: 'Butane' }]);
    });

    it('answers 404 for an unknown device or another professional’s, 400 for a device without step 5', async () => {
      expect((await post(payload('Propane'), 999_999)).status).toBe(404);
      const other = await server().login(OTHER_INSTALLER);
      const res = await post(payload('Propane'), idDevice, other);
      expect(res.status).toBe(404);
      expect(parseBody(errorBody, res).error.code).toBe('device_not_found');
      const tank = await server().request('GET', '/api/v1/device/10000001/is_installable', { token });
      const tankId = parseBody(api.isInstallable.responses[200], tank).data.id_device;
      expect((await post(payload('Propane'), tankId)).status).toBe(400);
      expect(received).toEqual([]);
    });

    it('answers 400 for a malformed payload and 401 without a token', async () => {
      expect((await post({ serialNumberDevice: 'x', payload: { product: 'Propane' } })).status).toBe(400);
      const res = await server().request('POST', `/api/v1/installation/${idDevice}/OtoDataInstall`, {
        body: payload('Propane'),
      });
      expect(res.status).toBe(401);
    });
  },
  { env: { EXTERNAL_CONFIG_URL: upstreamUrl } },
);

describeEachDatabase('external configuration without EXTERNAL_CONFIG_URL', (server) => {
  it('stores the configuration and says it was not forwarded', async () => {
    const token = await server().login();
    const check = await server().request('GET', '/api/v1/device/10000244/is_installable', { token });
    const idDevice = parseBody(api.isInstallable.responses[200], check).data.id_device;
    const res = await server().request('POST', `/api/v1/installation/${idDevice}/OtoDataInstall`, {
      token,
      body: payload('LPG'),
    });
    expect(parseBody(api.externalConfig.responses[200], res).data).toMatchObject({
      product: 'LPG',
      forwarded: false,
    });
  });
});
