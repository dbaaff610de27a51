import { api, type ClassicInstallationBody, type InstallationResult } from '@installer/contracts';
import { expect } from 'vitest';
import { hashPassword } from '../security/password.ts';
import { DEMO_PASSWORD, parseBody, TEST_INGEST_KEY, type TestServer } from './harness.ts';
import { demoCustomerTankBody } from './installation-bodies.ts';

/**
 * What the after-the-visit suites (My installations, Test again, report, swap) share: devices of their
 * own, installations made through the real route, sensor messages through the real ingest call.
 */

export async function professionalId(server: TestServer, uid = 'demo-installations'): Promise<number> {
  const row = await server.db
    .selectFrom('professionals')
    .select('id_professional')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return row.id_professional;
}

/** A new device of the professional (a tank sensor, installable unless told otherwise): each test its own. */
export async function newDevice(
  server: TestServer,
  deviceNumber: string,
  options: { uid?: string; installable?: boolean } = {},
): Promise<number> {
  const row = await server.db
    .insertInto('devices')
    .values({
      device_number: deviceNumber,
      serial_number: null,
      id_device_referential: 101,
      id_professional: await professionalId(server, options.uid),
      desk_version: 'V1',
      is_installable: options.installable === false ? 0 : 1,
      value_type_device: 'level',
      url_device_detail: `https://platform.example/devices/${deviceNumber}`,
      installed_at: null,
      created_at: new Date().toISOString(),
    })
    .returning('id_device')
    .executeTakeFirstOrThrow();
  return row.id_device;
}

/** A second installer of the demo professional, signed in: a colleague of installer@demo.test. */
export async function colleagueToken(server: TestServer, email: string): Promise<string> {
  await server.db
    .insertInto('installers')
    .values({
      id_professional: await professionalId(server),
      email,
      name: 'Alex Colleague',
      password_hash: await hashPassword(DEMO_PASSWORD),
      created_at: new Date().toISOString(),
    })
    .execute();
  return server.login(email);
}

/** A tank installation for the demo customer (DESIGN §4), changed by `edit`, made through the real route. */
export async function install(
  server: TestServer,
  token: string,
  deviceNumber: string,
  edit: (body: ClassicInstallationBody) => ClassicInstallationBody = (body) => body,
): Promise<InstallationResult> {
  const body = edit(await demoCustomerTankBody(server.db, await professionalId(server), deviceNumber));
  const res = await server.request('POST', '/api/v1/installation/device', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return parseBody(api.createInstallation.responses[201], res).data;
}

/** A new address for an installation (spec §2 Address block mode 2). */
export function atNewAddress(name: string, address: string, city: string) {
  return (body: ClassicInstallationBody): ClassicInstallationBody => ({
    ...body,
    asset: {
      ...body.asset,
      domicile: {
        mode: 'new',
        domicile_name: name,
        new_domicile: { address, locality: city, latitude: 45.76, longitude: 4.85 },
      },
    },
  });
}

/** On the professional's own account (spec §1 without user), at a new address. */
export function withoutCustomer(body: ClassicInstallationBody): ClassicInstallationBody {
  const { asset } = body;
  const domicile =
    asset.domicile.mode === 'existing'
      ? {
          mode: 'new' as const,
          domicile_name: 'Atelier',
          new_domicile: { address: '1 Quai du Rhône, Lyon', latitude: 45.76, longitude: 4.85 },
        }
      : asset.domicile;
  return { ...body, id_user: null, asset: { ...asset, domicile } };
}

/** A sensor message through the real ingest call. */
export async function emit(
  server: TestServer,
  deviceNumber: string,
  messageId: string,
  data: Record<string, unknown>,
): Promise<void> {
  const res = await server.request('POST', '/api/v1/ingest/emissions', {
    body: { device_number: deviceNumber, message_id: messageId, data },
    headers: { 'x-ingest-key': TEST_INGEST_KEY },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
}

/** Moves every date of a device's emissions and installation back, as if time had passed. */
export async function age(server: TestServer, idDevice: number, hours: number): Promise<void> {
  const back = (iso: string | null) =>
    iso === null ? null : new Date(Date.parse(iso) - hours * 3_600_000).toISOString();
  const device = await server.db
    .selectFrom('devices')
    .select('installed_at')
    .where('id_device', '=', idDevice)
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('devices')
    .set({ installed_at: back(device.installed_at) })
    .where('id_device', '=', idDevice)
    .execute();
  const emissions = await server.db
    .selectFrom('emissions')
    .select(['id_emission', 'received_at', 'emitted_at'])
    .where('id_device', '=', idDevice)
    .execute();
  for (const emission of emissions) {
    await server.db
      .updateTable('emissions')
      .set({
        received_at: back(emission.received_at) as string,
        emitted_at: back(emission.emitted_at) as string,
      })
      .where('id_emission', '=', emission.id_emission)
      .execute();
  }
}

/** A real 1 by 1 pixel PNG. */
export const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A photo of the device through the real upload call (spec §2 "add a photo"); its id. */
export async function uploadPhoto(server: TestServer, token: string, deviceNumber: string): Promise<number> {
  const res = await server.request('POST', `/api/v1/asset/device/${deviceNumber}/image`, {
    token,
    body: { base64_string: `data:image/png;base64,${PNG}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return parseBody(api.uploadImage.responses[201], res).data.id_photo;
}
