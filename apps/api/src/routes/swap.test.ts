import { api, errorBody, type SwapResult } from '@installer/contracts';
import { setTimeout as delay } from 'node:timers/promises';
import { beforeAll, expect, it } from 'vitest';
import { emit, install, newDevice, uploadPhoto } from '../test/after-visit.ts';
import {
  describeEachDatabase,
  OTHER_INSTALLER,
  parseBody,
  type TestResponse,
  type TestServer,
} from '../test/harness.ts';

const swap = (
  server: TestServer,
  token: string,
  idInstallation: number,
  deviceNumber: string,
  headers = {},
) =>
  server.request('POST', `/api/v1/installation/${idInstallation}/swap`, {
    token,
    body: { device_number: deviceNumber },
    headers,
  });

const swapped = (res: TestResponse): SwapResult => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return parseBody(api.swapDevice.responses[200], res).data;
};

/** Where each device stands: on which asset, installed since when. */
async function deviceState(server: TestServer, idDevice: number) {
  const device = await server.db
    .selectFrom('devices')
    .leftJoin('asset_devices', 'asset_devices.id_device', 'devices.id_device')
    .select(['devices.installed_at', 'asset_devices.id_asset'])
    .where('devices.id_device', '=', idDevice)
    .executeTakeFirstOrThrow();
  return device;
}

const swapsOf = (server: TestServer, idInstallation: number) =>
  server.db
    .selectFrom('device_swaps')
    .select(['id_old_device', 'id_new_device', 'swapped_at'])
    .where('id_installation', '=', idInstallation)
    .orderBy('id_swap')
    .execute();

describeEachDatabase('Swap a sensor', (server) => {
  let token = '';
  beforeAll(async () => {
    token = await server().login();
  });

  it('puts the new device on the equipment, releases the old one and keeps the history', async () => {
    const oldId = await newDevice(server(), 'SWAP-OLD');
    const newId = await newDevice(server(), 'SWAP-NEW');
    const made = await install(server(), token, 'SWAP-OLD');
    await emit(server(), 'SWAP-OLD', 'old-1', { mesure: 300, signal_quality: 1 });
    const oldPhoto = await uploadPhoto(server(), token, 'SWAP-OLD');

    const result = swapped(
      await swap(server(), token, made.id_installation, 'SWAP-NEW', { 'accept-language': 'fr' }),
    );
    expect(result).toMatchObject({
      id_installation: made.id_installation,
      id_asset: made.id_asset,
      id_domicile: made.id_domicile,
      previous_device: { id_device: oldId, device_number: 'SWAP-OLD' },
      device: {
        id_device: newId,
        device_number: 'SWAP-NEW',
        url_device_detail: 'https://platform.example/devices/SWAP-NEW',
        value_type_device: 'level',
        id_device_referential: 101,
        name_professional: 'Demo Installations',
        authorized_desk_version: 'V1',
      },
      id_module: null,
      email: 'client@demo.test',
    });
    expect(result.device.installation.introduction).toMatch(/^Approchez/);

    // The new device is on the asset, installed now; the old one is on no asset and not installed.
    expect(await deviceState(server(), newId)).toEqual({
      installed_at: result.swapped_at,
      id_asset: made.id_asset,
    });
    expect(await deviceState(server(), oldId)).toEqual({ installed_at: null, id_asset: null });
    expect(await swapsOf(server(), made.id_installation)).toEqual([
      { id_old_device: oldId, id_new_device: newId, swapped_at: result.swapped_at },
    ]);
    // The old device's measurements and photos are kept.
    const kept = await server()
      .db.selectFrom('emissions')
      .select('message_id')
      .where('id_device', '=', oldId)
      .execute();
    expect(kept).toEqual([{ message_id: 'old-1' }]);
    const photos = await server()
      .db.selectFrom('photos')
      .select('id_photo')
      .where('id_device', '=', oldId)
      .execute();
    expect(photos).toEqual([{ id_photo: oldPhoto }]);

    // My installations shows the installation with its new device, waiting for its first measurement.
    const page = parseBody(
      api.myInstallations.responses[200],
      await server().request('GET', '/api/v1/installations?q=swap-', { token }),
    ).data;
    expect(page.items.map((item) => [item.id_installation, item.device.device_number, item.state])).toEqual([
      [made.id_installation, 'SWAP-NEW', 'waiting'],
    ]);
    // The new device's first emission counts from the swap; the old one has none any more.
    const first = async (id: number) =>
      (await server().request('GET', `/api/v1/device/${id}/first_emission`, { token })).body;
    expect(await first(newId)).toEqual({ data: null });
    expect(await first(oldId)).toEqual({ data: null });
    await emit(server(), 'SWAP-NEW', 'new-1', { mesure: 500, signal_quality: 4 });
    expect(await first(newId)).toMatchObject({ data: { mesure: 500, signal_quality: 4 } });
    const working = parseBody(
      api.myInstallations.responses[200],
      await server().request('GET', '/api/v1/installations?q=swap-new', { token }),
    ).data.items[0];
    expect(working).toMatchObject({ state: 'working', signal_quality: 4 });

    // Released, the old device can be installed again elsewhere.
    const again = await install(server(), token, 'SWAP-OLD');
    expect(again.id_installation).not.toBe(made.id_installation);
  });

  it('swaps once for the same Idempotency-Key, even sent at once, and answers the same body', async () => {
    await newDevice(server(), 'IDEM-OLD');
    for (const number of ['IDEM-NEW', 'IDEM-OTHER']) await newDevice(server(), number);
    const made = await install(server(), token, 'IDEM-OLD');
    const headers = { 'idempotency-key': `swap-${made.id_installation}-1` };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => swap(server(), token, made.id_installation, 'IDEM-NEW', headers)),
    );
    const bodies = answers.map(swapped);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await swapsOf(server(), made.id_installation)).toHaveLength(1);
    const later = swapped(await swap(server(), token, made.id_installation, 'IDEM-NEW', headers));
    expect(later).toEqual(bodies[0]);
    const reused = await swap(server(), token, made.id_installation, 'IDEM-OTHER', headers);
    expect(reused.status).toBe(409);
    expect(parseBody(errorBody, reused).error.details).toEqual({ reason: 'idempotency_key_reused' });
    expect(await swapsOf(server(), made.id_installation)).toHaveLength(1);
  });

  it('refuses a device it cannot install, with the installation messages, and changes nothing', async () => {
    const oldId = await newDevice(server(), 'REF-OLD');
    await newDevice(server(), 'REF-NOT', { installable: false });
    await newDevice(server(), 'REF-THEIRS', { uid: 'other-installations' });
    await newDevice(server(), 'REF-BUSY');
    const made = await install(server(), token, 'REF-OLD');
    const busy = await install(server(), token, 'REF-BUSY');
    const refusal = async (deviceNumber: string) => {
      const res = await swap(server(), token, made.id_installation, deviceNumber);
      const { error } = parseBody(errorBody, res);
      return [res.status, error.code, error.details];
    };
    expect(await refusal('99999999')).toEqual([404, 'device_not_found', undefined]);
    expect(await refusal('REF-THEIRS')).toEqual([404, 'device_not_found', undefined]);
    expect(await refusal('REF-NOT')).toEqual([409, 'device_cant_be_install', undefined]);
    // The installation call's own refusal, naming the installation the device is on.
    expect(await refusal('REF-BUSY')).toEqual([
      409,
      'device_already_installed',
      { id_installation: busy.id_installation },
    ]);
    expect(await refusal('REF-OLD')).toEqual([
      409,
      'device_already_installed',
      { id_installation: made.id_installation },
    ]);
    expect(await swapsOf(server(), made.id_installation)).toEqual([]);
    expect((await deviceState(server(), oldId)).id_asset).toBe(made.id_asset);

    const bad = await swap(server(), token, made.id_installation, 'not a number!');
    expect(bad.status).toBe(400);
    expect(parseBody(errorBody, bad).error.code).toBe('validation_failed');
  });

  it("answers 404 for another professional's installation and for none, and swaps nothing", async () => {
    await newDevice(server(), 'SCOPE-OLD');
    await newDevice(server(), 'SCOPE-NEW');
    const theirs = await newDevice(server(), 'SCOPE-THEIRS', { uid: 'other-installations' });
    const made = await install(server(), token, 'SCOPE-OLD');
    const other = await server().login(OTHER_INSTALLER);
    for (const [as, id, number] of [
      [other, made.id_installation, 'SCOPE-THEIRS'],
      [other, made.id_installation, 'SCOPE-NEW'],
      [token, 999_999, 'SCOPE-NEW'],
    ] as const) {
      const res = await swap(server(), as, id, number);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('SCOPE-OLD');
    }
    expect(await swapsOf(server(), made.id_installation)).toEqual([]);
    expect((await deviceState(server(), theirs)).installed_at).toBeNull();
  });

  it('keeps one device on the equipment when two swaps race, and a history that chains', async () => {
    const ids = [];
    for (const number of ['RACE-0', 'RACE-1', 'RACE-2', 'RACE-3'])
      ids.push(await newDevice(server(), number));
    const made = await install(server(), token, 'RACE-0');
    const answers = await Promise.all(
      ['RACE-1', 'RACE-2', 'RACE-3'].map((number) => swap(server(), token, made.id_installation, number)),
    );
    for (const res of answers) {
      expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
    }
    const history = await swapsOf(server(), made.id_installation);
    expect(history).toHaveLength(answers.filter((res) => res.status === 200).length);
    // Each swap took off the device the previous one put on, starting from the installed one.
    let current = ids[0];
    for (const step of history) {
      expect(step.id_old_device).toBe(current);
      current = step.id_new_device;
    }
    const installation = await server()
      .db.selectFrom('installations')
      .select('id_device')
      .where('id_installation', '=', made.id_installation)
      .executeTakeFirstOrThrow();
    expect(installation.id_device).toBe(current);
    for (const id of ids) {
      const state = await deviceState(server(), id as number);
      if (id === current) expect(state.id_asset).toBe(made.id_asset);
      else expect(state).toEqual({ installed_at: null, id_asset: null });
    }
  });
});

describeEachDatabase(
  'Swap a sensor with the demo emitter',
  (server) => {
    it('lets the swapped-in demo device send its own first measurement', async () => {
      const token = await server().login();
      await newDevice(server(), 'DEMO-OLD');
      const newId = await newDevice(server(), 'DEMO-NEW');
      const made = await install(server(), token, 'DEMO-OLD');
      swapped(await swap(server(), token, made.id_installation, 'DEMO-NEW'));
      const deadline = Date.now() + 10_000;
      let body: unknown = null;
      while (Date.now() < deadline) {
        body = (await server().request('GET', `/api/v1/device/${newId}/first_emission`, { token })).body;
        if ((body as { data: unknown }).data !== null) break;
        await delay(50);
      }
      expect(body).toMatchObject({ data: { received_at: expect.any(String) } });
    });
  },
  { env: { DEMO_EMIT: '1', DEMO_EMIT_DELAY_MS: '0' } },
);
