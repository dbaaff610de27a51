import {
  api,
  type ClassicInstallationBody,
  errorBody,
  type ModuleInstallationBody,
} from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { describeEachDatabase, OTHER_INSTALLER, parseBody, type TestServer } from '../test/harness.ts';
import { addDevice, demoModuleTankBody } from '../test/installation-bodies.ts';

const count = async (db: Db, table: 'assets' | 'domiciles' | 'installations' | 'asset_devices') => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

const newPlace = {
  address: '18 Rue Chaptal, 75009 Paris, France',
  street_number: '18',
  route: 'Rue Chaptal',
  locality: 'Paris',
  postal_code: '75009',
  country: 'France',
  country_code: 'FR',
  latitude: 48.8812,
  longitude: 2.3329,
};

interface Fixture {
  token: string;
  otherToken: string;
  idProfessional: number;
  idUser: number;
  userDomicile: number;
  ownDomicile: number;
  otherCustomerDomicile: number;
  client: { id_client: number; uid: string };
  clientDomicile: number;
}

async function fixture(server: TestServer): Promise<Fixture> {
  const token = await server.login();
  const otherToken = await server.login(OTHER_INSTALLER);
  const me = parseBody(api.me.responses[200], await server.request('GET', '/api/v1/auth/me', { token })).data;
  const user = await server.db
    .selectFrom('user_clients')
    .select('id_user')
    .where('email', '=', 'client@demo.test')
    .executeTakeFirstOrThrow();
  const domicileOf = async (column: 'id_user' | 'id_client', id: number) =>
    (
      await server.db
        .selectFrom('domiciles')
        .select('id_domicile')
        .where(column, '=', id)
        .orderBy('id_domicile')
        .executeTakeFirstOrThrow()
    ).id_domicile;
  const own = await server.db
    .selectFrom('domiciles')
    .select('id_domicile')
    .where('id_professional', '=', me.id_professional)
    .where('id_user', 'is', null)
    .where('id_client', 'is', null)
    .executeTakeFirstOrThrow();
  const otherCustomer = await server.db
    .selectFrom('user_clients')
    .select('id_user')
    .where('email', '=', 'customer@other.test')
    .executeTakeFirstOrThrow();
  const client = await server.db
    .selectFrom('clients')
    .select(['id_client', 'uid'])
    .where('uid', '=', 'boulangerie-martin')
    .executeTakeFirstOrThrow();
  return {
    token,
    otherToken,
    idProfessional: me.id_professional,
    idUser: user.id_user,
    userDomicile: await domicileOf('id_user', user.id_user),
    ownDomicile: own.id_domicile,
    otherCustomerDomicile: await domicileOf('id_user', otherCustomer.id_user),
    client,
    clientDomicile: await domicileOf('id_client', client.id_client),
  };
}

function tankBody(
  f: Fixture,
  deviceNumber: string,
  overrides: Partial<Pick<ClassicInstallationBody, 'id_professional' | 'id_referential' | 'id_user'>> = {},
) {
  return {
    device_number: deviceNumber,
    id_professional: f.idProfessional,
    id_referential: 1,
    id_user: f.idUser,
    asset: {
      name: 'Cuve fioul maison',
      description: 'Au sous-sol, à gauche de la chaudière',
      specification: {
        offset: 0,
        id_liquid_type: 1,
        id_localisation_type: 4,
        index_monitoring_type: -1,
        index_screw_number: 0,
      },
      tank: {
        know_model_brand_asset: true,
        id_brand_reference: 1,
        id_model_reference: 102,
        tank_type: 1,
        is_mobile: false,
        volume: 1000,
        height: 150,
        length: 120,
        width: 72,
      },
      domicile: { mode: 'existing', id_domicile: f.userDomicile },
    },
    ...overrides,
  };
}

function moduleBody(f: Fixture, idDevice: number, overrides: Partial<ModuleInstallationBody> = {}) {
  return demoModuleTankBody(idDevice, {
    client: { id_client: f.client.id_client },
    domicile: { id_domicile: f.clientDomicile },
    ...overrides,
  });
}

describeEachDatabase('installation creation (spec §7, DESIGN §3)', (server) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture(server());
  });
  const post = (body: unknown, options: { key?: string; as?: string } = {}) =>
    server().request('POST', '/api/v1/installation/device', {
      token: options.as ?? f.token,
      body,
      headers: options.key ? { 'idempotency-key': options.key } : {},
    });
  const codeOf = (res: { body: unknown }) => (res.body as { error?: { code?: string } }).error?.code;

  it('installs a tank for a customer at an existing domicile: asset, specifications, link, device installed', async () => {
    const created: number[] = [];
    server().app.events.on('installation.created', (event) => created.push(event.id_device));
    const res = await post(tankBody(f, '10000001'));
    expect(res.status).toBe(201);
    const { data } = parseBody(api.createInstallation.responses[201], res);
    expect(data).toMatchObject({ device_number: '10000001', id_domicile: f.userDomicile });
    expect(created).toEqual([data.id_device]);

    const db = server().db;
    const asset = await db
      .selectFrom('assets')
      .selectAll()
      .where('id_asset', '=', data.id_asset)
      .executeTakeFirst();
    expect(asset).toMatchObject({ id_referential: 1, id_user: f.idUser, name: 'Cuve fioul maison' });
    const tank = await db
      .selectFrom('tank_specifications')
      .selectAll()
      .where('id_asset', '=', data.id_asset)
      .execute();
    expect(tank).toEqual([
      expect.objectContaining({
        tank_type: 1,
        volume: 1000,
        id_model_reference: 102,
        know_model_brand_asset: 1,
      }),
    ]);
    const spec = await db
      .selectFrom('asset_specifications')
      .selectAll()
      .where('id_asset', '=', data.id_asset)
      .executeTakeFirst();
    expect(spec).toMatchObject({ level_offset: 0, id_liquid_type: 1, index_monitoring_type: -1 });
    const link = await db
      .selectFrom('asset_devices')
      .selectAll()
      .where('id_device', '=', data.id_device)
      .execute();
    expect(link.map((l) => l.id_asset)).toEqual([data.id_asset]);
    const device = await db
      .selectFrom('devices')
      .select('installed_at')
      .where('id_device', '=', data.id_device)
      .executeTakeFirstOrThrow();
    expect(device.installed_at).toBe(data.created_at);

    const check = await server().request('GET', '/api/v1/device/10000001/is_installable', { token: f.token });
    expect(parseBody(api.isInstallable.responses[200], check).data.is_installable).toBe(false);
  });

  it('answers 409 device_already_installed naming the installation, and device_cant_be_install', async () => {
    const installation = await server()
      .db.selectFrom('installations')
      .innerJoin('devices', 'devices.id_device', 'installations.id_device')
      .select('installations.id_installation')
      .where('devices.device_number', '=', '10000001')
      .executeTakeFirstOrThrow();
    const again = await post(tankBody(f, '10000001'));
    expect(again.status).toBe(409);
    expect(parseBody(errorBody, again).error).toMatchObject({
      code: 'device_already_installed',
      details: { id_installation: installation.id_installation },
    });
    const notInstallable = await post(tankBody(f, '10000404'));
    expect(notInstallable.status).toBe(409);
    expect(parseBody(errorBody, notInstallable).error.code).toBe('device_cant_be_install');
  });

  it('installs a silo without customer at a new domicile, stored with its place', async () => {
    await addDevice(server().db, 'T-SILO-1');
    const before = await count(server().db, 'domiciles');
    const res = await post({
      device_number: 'T-SILO-1',
      id_professional: f.idProfessional,
      id_referential: 2,
      id_user: null,
      asset: {
        name: 'Silo aliment porcs n°2',
        specification: {
          offset: 0,
          id_liquid_type: 23,
          id_localisation_type: 2,
          index_monitoring_type: -1,
          index_screw_number: 2,
        },
        silo: {
          know_model_brand_asset: true,
          brand: 12,
          model: 204,
          silo_type: 9,
          volume: 18,
          height: 720,
          diameter_right_side: 250,
          cone_height: 180,
          length_diameter_min_cone: 40,
        },
        domicile: { mode: 'new', domicile_name: 'Élevage Chaptal', new_domicile: newPlace },
      },
    });
    expect(res.status).toBe(201);
    const { data } = parseBody(api.createInstallation.responses[201], res);
    expect(await count(server().db, 'domiciles')).toBe(before + 1);
    const domicile = await server()
      .db.selectFrom('domiciles')
      .selectAll()
      .where('id_domicile', '=', data.id_domicile)
      .executeTakeFirstOrThrow();
    expect(domicile).toMatchObject({
      address_name: 'Élevage Chaptal',
      city: 'Paris',
      postal_code: '75009',
      latitude: 48.8812,
      id_user: null,
      id_professional: f.idProfessional,
    });
    const silo = await server()
      .db.selectFrom('silo_specifications')
      .selectAll()
      .where('id_asset', '=', data.id_asset)
      .executeTakeFirstOrThrow();
    expect(silo).toMatchObject({
      silo_type: 9,
      cone_height: 180,
      id_model_reference: 204,
      width_min_cone: null,
    });
  });

  it('installs the beehive preset (generic Ruche, referential 230, model 5) with located domicile', async () => {
    const res = await post({
      device_number: '10000230',
      id_professional: f.idProfessional,
      id_referential: 230,
      id_user: null,
      asset: {
        name: 'Rucher des Tilleuls – ruche 3',
        specification: {
          offset: 0,
          id_liquid_type: 30,
          id_localisation_type: 2,
          index_monitoring_type: 1,
        },
        generic: {
          id_asset_generic_module: 5,
          generic_type: 5,
          values: {
            hive_name: 'Ruche 3',
            frame_count: 10,
            queen_marked: true,
            colony_installed_at: '2026-04-12',
          },
        },
        domicile: { mode: 'locate', domicile_name: 'Rucher', new_domicile: newPlace },
      },
    });
    expect(res.status).toBe(201);
    const { data } = parseBody(api.createInstallation.responses[201], res);
    const generic = await server()
      .db.selectFrom('generic_specifications')
      .selectAll()
      .where('id_asset', '=', data.id_asset)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(generic.field_values)).toEqual({
      hive_name: 'Ruche 3',
      frame_count: 10,
      queen_marked: true,
      colony_installed_at: '2026-04-12',
    });
  });

  it('installs a module asset for a client at the client’s domicile, with each model’s configuration', async () => {
    const idDevice = parseBody(
      api.isInstallable.responses[200],
      await server().request('GET', '/api/v1/device/10000002/is_installable', { token: f.token }),
    ).data.id_device;
    const res = await post(moduleBody(f, idDevice));
    expect(res.status).toBe(201);
    const { data } = parseBody(api.createInstallation.responses[201], res);
    expect(data).toMatchObject({
      id_device: idDevice,
      device_number: '10000002',
      id_domicile: f.clientDomicile,
    });
    const asset = await server()
      .db.selectFrom('assets')
      .selectAll()
      .where('id_asset', '=', data.id_asset)
      .executeTakeFirstOrThrow();
    expect(asset).toMatchObject({ id_module: 19, id_client: f.client.id_client, asset_code: 'BM-GAZ-01' });
    const configs = await server()
      .db.selectFrom('asset_model_configurations')
      .selectAll()
      .where('id_asset', '=', data.id_asset)
      .execute();
    expect(configs).toHaveLength(1);
    expect(JSON.parse(configs[0]?.configuration ?? '{}')).toMatchObject({
      material: 'steel',
      wall_type: 'double',
    });
  });

  it('installs several models of a multi-tank module at a new domicile of the professional', async () => {
    const idDevice = await addDevice(server().db, 'T-8SNSR-1');
    const tank = (n: number, liquid: number) => ({
      is_required: n === 1,
      id_asset_model: 200 + n,
      id_asset_liquid: liquid,
      configuration: {
        tank_label: `Cuve ${n}`,
        sensor_input: n,
        tank_type: '2',
        capacity: 5e9,
        height: 2000,
      },
    });
    const res = await post(
      moduleBody(f, idDevice, {
        id_module: 2,
        asset_models: [tank(1, 1), tank(2, 2)],
        client: null,
        domicile_name: 'Station Chaptal',
        domicile: newPlace,
      }),
    );
    expect(res.status).toBe(201);
    const { data } = parseBody(api.createInstallation.responses[201], res);
    const configs = await server()
      .db.selectFrom('asset_model_configurations')
      .select(['id_asset_model', 'id_asset_liquid', 'is_required'])
      .where('id_asset', '=', data.id_asset)
      .orderBy('id_asset_model')
      .execute();
    expect(configs).toEqual([
      { id_asset_model: 201, id_asset_liquid: 1, is_required: 1 },
      { id_asset_model: 202, id_asset_liquid: 2, is_required: 0 },
    ]);
  });

  it('answers 404 for another professional’s device, professional, customer or domicile', async () => {
    await addDevice(server().db, 'T-SCOPE-1');
    const cases: [unknown, string][] = [
      [tankBody(f, '20000001'), 'device_not_found'],
      [tankBody(f, '99999999'), 'device_not_found'],
      [tankBody(f, 'T-SCOPE-1', { id_professional: f.idProfessional + 1 }), 'not_found'],
      [{ ...tankBody(f, 'T-SCOPE-1'), id_user: 999_999 }, 'client_not_found'],
    ];
    const otherDomicile = tankBody(f, 'T-SCOPE-1');
    otherDomicile.asset.domicile.id_domicile = f.otherCustomerDomicile;
    cases.push([otherDomicile, 'not_found']);
    const ownForCustomer = tankBody(f, 'T-SCOPE-1');
    ownForCustomer.asset.domicile.id_domicile = f.ownDomicile;
    cases.push([ownForCustomer, 'not_found']);
    const before = await count(server().db, 'assets');
    for (const [body, code] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(404);
      expect(codeOf(res)).toBe(code);
    }
    const otherDevice = await addDevice(server().db, 'T-SCOPE-OTHER', 101, 'other-installations');
    const moduleOnOthers = await post(moduleBody(f, otherDevice));
    expect(moduleOnOthers.status).toBe(404);
    const clientOfOthers = await post(moduleBody(f, otherDevice, {}), { as: f.otherToken });
    expect(clientOfOthers.status).toBe(404);
    expect(codeOf(clientOfOthers)).toBe('client_not_found');
    expect(await count(server().db, 'assets')).toBe(before);
  });

  it('answers 400 with every failing field when references do not fit', async () => {
    await addDevice(server().db, 'T-BAD-1');
    const body = tankBody(f, 'T-BAD-1');
    body.asset.specification.id_liquid_type = 20;
    body.asset.specification.id_localisation_type = 99;
    body.asset.tank.id_model_reference = 204;
    const res = await post(body);
    expect(res.status).toBe(400);
    const { error } = parseBody(errorBody, res);
    expect(error.code).toBe('validation_failed');
    expect((error.details as { path: string }[]).map((d) => d.path)).toEqual([
      'asset.specification.id_liquid_type',
      'asset.specification.id_localisation_type',
      'asset.tank.id_model_reference',
    ]);

    const wrongBlock = tankBody(f, 'T-BAD-1', { id_referential: 2 });
    expect((await post(wrongBlock)).status).toBe(400);
    const moduleType = tankBody(f, 'T-BAD-1', { id_referential: 119 });
    const notImplemented = parseBody(errorBody, await post(moduleType));
    expect(JSON.stringify(notImplemented.error.details)).toContain('installation not implemented');

    const generic = {
      ...tankBody(f, 'T-BAD-1', { id_referential: 3 }),
      asset: {
        ...tankBody(f, 'T-BAD-1').asset,
        specification: { ...tankBody(f, 'T-BAD-1').asset.specification, id_liquid_type: 35 },
        tank: undefined,
        generic: {
          id_asset_generic_module: 1,
          generic_type: 1,
          values: { capacity: 'lots', commissioned_at: '12/04/2026', extra: 1 },
        },
      },
    };
    const genericRes = parseBody(errorBody, await post(generic));
    expect(
      (genericRes.error.details as { path: string; message: string }[]).map((d) => [d.path, d.message]),
    ).toEqual([
      ['asset.generic.values.extra', 'unknown field'],
      ['asset.generic.values.reference', 'required field'],
      ['asset.generic.values.capacity', 'must be a whole number'],
      ['asset.generic.values.commissioned_at', 'wrong date format'],
    ]);
  });

  it('answers 400 naming brand and model of a silo said to be known without them (spec §5)', async () => {
    await addDevice(server().db, 'T-BAD-SILO');
    const assetsBefore = await count(server().db, 'assets');
    const res = await post({
      device_number: 'T-BAD-SILO',
      id_professional: f.idProfessional,
      id_referential: 2,
      id_user: null,
      asset: {
        name: 'Silo sans marque',
        specification: { offset: 0, id_liquid_type: 23, id_localisation_type: 2, index_monitoring_type: -1 },
        silo: { know_model_brand_asset: true, brand: null, silo_type: 8, volume: 18, height: 720 },
        domicile: { mode: 'new', domicile_name: 'Élevage Chaptal', new_domicile: newPlace },
      },
    });
    expect(res.status).toBe(400);
    const { error } = parseBody(errorBody, res);
    expect(error.code).toBe('validation_failed');
    expect((error.details as { path: string }[]).map((d) => d.path)).toEqual([
      'asset.silo.brand',
      'asset.silo.model',
      'asset.silo.diameter_right_side',
    ]);
    expect(await count(server().db, 'assets')).toBe(assetsBefore);
  });

  it('answers 400 for a module payload whose models, contents or values do not fit the module', async () => {
    const idDevice = await addDevice(server().db, 'T-BAD-2');
    const body = moduleBody(f, idDevice);
    const first = body.asset_models[0];
    if (!first) throw new Error('fixture');
    first.id_asset_liquid = 20;
    first.configuration.wall_type = 'lined';
    first.configuration.capacity = 'big' as unknown as number;
    body.asset_models.push({ ...first, id_asset_model: 201 });
    const res = await post(body);
    expect(res.status).toBe(400);
    const paths = (parseBody(errorBody, res).error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual([
      'asset_models.0.id_asset_liquid',
      'asset_models.0.configuration.wall_type',
      'asset_models.0.configuration.capacity',
      'asset_models.1.id_asset_model',
    ]);
    const unknownModule = await post(moduleBody(f, idDevice, { id_module: 999 }));
    expect(unknownModule.status).toBe(400);
    const unnamed = await post(
      moduleBody(f, idDevice, { client: null, domicile: newPlace, domicile_name: '' }),
    );
    expect(JSON.stringify(parseBody(errorBody, unnamed).error.details)).toContain('domicile_name');
  });

  it('writes nothing when a step fails half-way (all or nothing)', async () => {
    const idDevice = await addDevice(server().db, 'T-ATOMIC-1');
    // A stale link of this device to an existing asset: the installation's link insert fails after the
    // domicile, asset and specifications were written.
    const anyAsset = await server().db.selectFrom('assets').select('id_asset').executeTakeFirstOrThrow();
    await server()
      .db.insertInto('asset_devices')
      .values({ id_device: idDevice, id_asset: anyAsset.id_asset, linked_at: new Date().toISOString() })
      .execute();
    const counts = async () =>
      Promise.all(
        (['assets', 'domiciles', 'installations', 'asset_devices'] as const).map((t) =>
          count(server().db, t),
        ),
      );
    const before = await counts();
    const body = tankBody(f, 'T-ATOMIC-1');
    const res = await post({
      ...body,
      asset: { ...body.asset, domicile: { mode: 'new', domicile_name: 'Nouveau', new_domicile: newPlace } },
    });
    expect(res.status).toBe(409);
    expect(await counts()).toEqual(before);
    const device = await server()
      .db.selectFrom('devices')
      .select('installed_at')
      .where('id_device', '=', idDevice)
      .executeTakeFirstOrThrow();
    expect(device.installed_at).toBeNull();
  });

  it('answers the same body for the same Idempotency-Key twice and creates one installation', async () => {
    await addDevice(server().db, 'T-IDEM-1');
    const before = await count(server().db, 'installations');
    const first = await post(tankBody(f, 'T-IDEM-1'), { key: 'retry-abc-1' });
    const second = await post(tankBody(f, 'T-IDEM-1'), { key: 'retry-abc-1' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await count(server().db, 'installations')).toBe(before + 1);
  });

  it('answers 409 for the same Idempotency-Key with another body, and 400 for a malformed key', async () => {
    await addDevice(server().db, 'T-IDEM-2');
    expect((await post(tankBody(f, 'T-IDEM-2'), { key: 'retry-abc-2' })).status).toBe(201);
    const body = tankBody(f, 'T-IDEM-2');
    body.asset.name = 'Another name';
    const reused = await post(body, { key: 'retry-abc-2' });
    expect(reused.status).toBe(409);
    expect(parseBody(errorBody, reused).error.details).toEqual({ reason: 'idempotency_key_reused' });
    expect((await post(tankBody(f, 'T-IDEM-2'), { key: 'bad key with spaces' })).status).toBe(400);
  });

  it('keeps keys per installer: another installer’s key does not replay this one’s answer', async () => {
    await addDevice(server().db, 'T-IDEM-3');
    expect((await post(tankBody(f, 'T-IDEM-3'), { key: 'shared-key' })).status).toBe(201);
    const other = await post(tankBody(f, 'T-IDEM-3'), { key: 'shared-key', as: f.otherToken });
    expect(other.status).toBe(404);
  });

  it('creates one installation for twenty concurrent posts with one key, all answering the same body', async () => {
    await addDevice(server().db, 'T-IDEM-20');
    const before = await count(server().db, 'installations');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(tankBody(f, 'T-IDEM-20'), { key: 'twenty-at-once' })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await count(server().db, 'installations')).toBe(before + 1);
  });

  it('lets one of concurrent installations of a device (no key) win; the others answer 409', async () => {
    await addDevice(server().db, 'T-RACE-1');
    const before = await count(server().db, 'assets');
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(tankBody(f, 'T-RACE-1'))));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await count(server().db, 'assets')).toBe(before + 1);
    // Each loser names the winner, read once the winner committed: the app can offer to edit it.
    const winner = parseBody(
      api.createInstallation.responses[201],
      responses.find((r) => r.status === 201) ?? { status: 0, headers: new Headers(), body: null },
    ).data;
    for (const lost of responses.filter((r) => r.status === 409)) {
      expect(parseBody(errorBody, lost).error).toMatchObject({
        code: 'device_already_installed',
        details: { id_installation: winner.id_installation },
      });
    }
  });

  it('answers 400 for malformed payloads and 401 without a token', async () => {
    expect((await post({ device_number: '10000001' })).status).toBe(400);
    const noBlock = tankBody(f, 'T-BAD-1');
    const { tank: _tank, ...assetWithoutTank } = noBlock.asset;
    expect((await post({ ...noBlock, asset: assetWithoutTank })).status).toBe(400);
    const res = await server().request('POST', '/api/v1/installation/device', {
      body: tankBody(f, 'T-BAD-1'),
    });
    expect(res.status).toBe(401);
  });
});
