import { api, type ClassicInstallationBody, errorBody, type InstallationResult } from '@installer/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakePhoton } from '../test/fake-photon.ts';
import { describeEachDatabase, OTHER_INSTALLER, parseBody } from '../test/harness.ts';
import { addDevice, demoCustomerTankBody } from '../test/installation-bodies.ts';

const upstream = await startFakePhoton();
afterAll(() => upstream.close());

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

/** spec §3 Silo specification of a cylindrical silo with a conical bottom. */
const conicalSilo = {
  know_model_brand_asset: true,
  brand: 12,
  model: 204,
  silo_type: 9 as const,
  volume: 18_500,
  height: 570,
  diameter_right_side: 230,
  cone_height: 190,
  length_diameter_min_cone: 30,
};

/**
 * Back to step 4 after the installation was created (from step 5, or a refusal found later): the edit
 * replaces what the installer described and keeps the device installed on the same asset.
 */
describeEachDatabase(
  'installation edit (PUT /installation/:id_installation)',
  (server) => {
    let token = '';
    let idProfessional = 0;
    beforeAll(async () => {
      token = await server().login();
      idProfessional = parseBody(
        api.me.responses[200],
        await server().request('GET', '/api/v1/auth/me', { token }),
      ).data.id_professional;
    });

    const send = (method: 'POST' | 'PUT', path: string, body: unknown, key?: string, as = token) =>
      server().request(method, `/api/v1${path}`, {
        token: as,
        body,
        headers: key ? { 'idempotency-key': key } : {},
      });
    const put = (id: number, body: unknown, key?: string, as?: string) =>
      send('PUT', `/installation/${id}`, body, key, as);
    const tankBody = (deviceNumber: string) =>
      demoCustomerTankBody(server().db, idProfessional, deviceNumber);
    /** A fresh device of the demo professional, installed with the demo tank body. */
    const installed = async (deviceNumber: string): Promise<InstallationResult> => {
      await addDevice(server().db, deviceNumber);
      const res = await send('POST', '/installation/device', await tankBody(deviceNumber));
      return parseBody(api.createInstallation.responses[201], res).data;
    };
    const blocksOf = async (idAsset: number) => {
      const db = server().db;
      return {
        asset: await db
          .selectFrom('assets')
          .selectAll()
          .where('id_asset', '=', idAsset)
          .executeTakeFirstOrThrow(),
        specification: await db
          .selectFrom('asset_specifications')
          .selectAll()
          .where('id_asset', '=', idAsset)
          .execute(),
        tank: await db
          .selectFrom('tank_specifications')
          .selectAll()
          .where('id_asset', '=', idAsset)
          .execute(),
        silo: await db
          .selectFrom('silo_specifications')
          .selectAll()
          .where('id_asset', '=', idAsset)
          .execute(),
        models: await db
          .selectFrom('asset_model_configurations')
          .selectAll()
          .where('id_asset', '=', idAsset)
          .execute(),
      };
    };

    it('replaces name, description, specification, tank block and domicile; keeps ids, created_at and the device link', async () => {
      const created = await installed('T-EDIT-1');
      const device = await server()
        .db.selectFrom('devices')
        .select('installed_at')
        .where('id_device', '=', created.id_device)
        .executeTakeFirstOrThrow();
      const body = await tankBody('T-EDIT-1');
      const edited: ClassicInstallationBody = {
        ...body,
        asset: {
          ...body.asset,
          name: 'Cuve gazole garage',
          description: 'Contre le mur nord',
          specification: { ...body.asset.specification, id_liquid_type: 2, index_screw_number: 1 },
          tank: {
            know_model_brand_asset: true,
            id_brand_reference: 1,
            id_model_reference: 101,
            tank_type: 1,
            is_mobile: false,
            volume: 750,
            height: 150,
            length: 73.6,
            width: 68,
          },
          domicile: { mode: 'new', domicile_name: 'Garage', new_domicile: newPlace },
        },
      };
      const res = await put(created.id_installation, edited, 'edit-1');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { data } = parseBody(api.updateInstallation.responses[200], res);
      expect(data).toMatchObject({
        id_installation: created.id_installation,
        id_asset: created.id_asset,
        id_device: created.id_device,
        device_number: 'T-EDIT-1',
        created_at: created.created_at,
      });
      expect(data.id_domicile).not.toBe(created.id_domicile);
      expect(Date.parse(data.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.created_at));

      const after = await blocksOf(created.id_asset);
      expect(after.asset).toMatchObject({
        name: 'Cuve gazole garage',
        description: 'Contre le mur nord',
        id_domicile: data.id_domicile,
      });
      expect(after.specification).toEqual([
        expect.objectContaining({ id_liquid_type: 2, index_screw_number: 1 }),
      ]);
      expect(after.tank).toEqual([
        expect.objectContaining({
          id_model_reference: 101,
          volume: 750,
          length: 73.6,
          know_model_brand_asset: 1,
        }),
      ]);
      const link = await server()
        .db.selectFrom('asset_devices')
        .select('id_asset')
        .where('id_device', '=', created.id_device)
        .execute();
      expect(link).toEqual([{ id_asset: created.id_asset }]);
      const installation = await server()
        .db.selectFrom('installations')
        .selectAll()
        .where('id_installation', '=', created.id_installation)
        .executeTakeFirstOrThrow();
      expect(installation).toMatchObject({ id_domicile: data.id_domicile, updated_at: data.updated_at });
      const stillInstalled = await server()
        .db.selectFrom('devices')
        .select('installed_at')
        .where('id_device', '=', created.id_device)
        .executeTakeFirstOrThrow();
      expect(stillInstalled.installed_at).toBe(device.installed_at);
    });

    it('changes the equipment type: the tank becomes a silo, then a module asset, no earlier block left', async () => {
      const created = await installed('T-EDIT-2');
      const body = await tankBody('T-EDIT-2');
      const { tank: _tank, ...asset } = body.asset;
      const silo = {
        ...body,
        id_referential: 2,
        asset: { ...asset, specification: { ...asset.specification, id_liquid_type: 23 }, silo: conicalSilo },
      };
      expect((await put(created.id_installation, silo)).status).toBe(200);
      let blocks = await blocksOf(created.id_asset);
      expect(blocks.tank).toEqual([]);
      expect(blocks.silo).toEqual([expect.objectContaining({ silo_type: 9, id_model_reference: 204 })]);
      expect(blocks.asset).toMatchObject({ id_referential: 2 });

      const client = await server()
        .db.selectFrom('clients')
        .select('id_client')
        .where('uid', '=', 'boulangerie-martin')
        .executeTakeFirstOrThrow();
      const module = {
        id_module: 2,
        id_device: created.id_device,
        asset_name: 'Station 8 cuves',
        asset_models: [
          {
            is_required: true,
            id_asset_model: 201,
            id_asset_liquid: 1,
            configuration: {
              tank_label: 'Cuve 1',
              sensor_input: 1,
              tank_type: '2',
              capacity: 5e9,
              height: 2000,
            },
          },
        ],
        client,
        domicile_name: 'Station',
        domicile: newPlace,
      };
      const res = await put(created.id_installation, module);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      blocks = await blocksOf(created.id_asset);
      expect(blocks.silo).toEqual([]);
      expect(blocks.specification).toEqual([]);
      expect(blocks.models.map((m) => m.id_asset_model)).toEqual([201]);
      expect(blocks.asset).toMatchObject({ id_module: 2, id_user: null, id_client: client.id_client });
      const installation = await server()
        .db.selectFrom('installations')
        .select('kind')
        .where('id_installation', '=', created.id_installation)
        .executeTakeFirstOrThrow();
      expect(installation.kind).toBe('module');
    });

    it('answers 404 for another professional’s or an unknown installation, and changes nothing', async () => {
      const created = await installed('T-EDIT-3');
      const body = await tankBody('T-EDIT-3');
      const renamed = { ...body, asset: { ...body.asset, name: 'Pas à toi' } };
      const other = await server().login(OTHER_INSTALLER);
      for (const res of [
        await put(created.id_installation, renamed, undefined, other),
        await put(999_999, renamed),
      ]) {
        expect(res.status).toBe(404);
        expect(parseBody(errorBody, res).error.code).toBe('not_found');
      }
      expect((await blocksOf(created.id_asset)).asset.name).toBe(body.asset.name);
    });

    it('answers 400 when the body names another device than the installation’s', async () => {
      const created = await installed('T-EDIT-4');
      await addDevice(server().db, 'T-EDIT-4-OTHER');
      const res = await put(created.id_installation, await tankBody('T-EDIT-4-OTHER'));
      expect(res.status).toBe(400);
      expect(parseBody(errorBody, res).error).toMatchObject({
        code: 'validation_failed',
        details: [{ path: 'device_number', message: 'not the device of this installation' }],
      });
    });

    it('acts once for one Idempotency-Key: the same answer again, 409 for the key with another edit', async () => {
      const created = await installed('T-EDIT-5');
      const body = await tankBody('T-EDIT-5');
      const renamed = { ...body, asset: { ...body.asset, name: 'Cuve renommée' } };
      const first = await put(created.id_installation, renamed, 'edit-5');
      const again = await put(created.id_installation, renamed, 'edit-5');
      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const reused = await put(
        created.id_installation,
        { ...renamed, asset: { ...renamed.asset, name: 'Autre' } },
        'edit-5',
      );
      expect(reused.status).toBe(409);
      expect(parseBody(errorBody, reused).error).toMatchObject({
        code: 'conflict',
        details: { reason: 'idempotency_key_reused' },
      });
      expect((await blocksOf(created.id_asset)).asset.name).toBe('Cuve renommée');
    });

    it('lets concurrent edits of one installation take turns: each answers 200, one whole edit remains', async () => {
      const created = await installed('T-EDIT-6');
      const body = await tankBody('T-EDIT-6');
      const names = Array.from({ length: 6 }, (_, i) => `Cuve ${i}`);
      const responses = await Promise.all(
        names.map((name, i) =>
          put(
            created.id_installation,
            { ...body, asset: { ...body.asset, name, tank: { ...body.asset.tank, volume: 1000 + i } } },
            `edit-6-${i}`,
          ),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
      const blocks = await blocksOf(created.id_asset);
      expect(blocks.specification).toHaveLength(1);
      expect(blocks.tank).toHaveLength(1);
      const winner = names.indexOf(blocks.asset.name);
      expect(winner).toBeGreaterThanOrEqual(0);
      expect(blocks.tank[0]?.volume).toBe(1000 + winner);
    });

    it('geocodes an address made offline like the creation, and a refusal leaves the installation as it was', async () => {
      const created = await installed('T-EDIT-7');
      const body = await tankBody('T-EDIT-7');
      const vague = {
        ...body,
        asset: {
          ...body.asset,
          name: 'Cuve en forêt',
          domicile: { mode: 'typed', domicile_name: 'Forêt', address_text: 'Forêt de Paimpont' },
        },
      };
      const refused = await put(created.id_installation, vague);
      expect(refused.status).toBe(422);
      expect(parseBody(errorBody, refused).error.code).toBe('error_localisation_precision');
      expect((await blocksOf(created.id_asset)).asset).toMatchObject({
        name: body.asset.name,
        id_domicile: created.id_domicile,
      });
      const precise = {
        ...vague,
        asset: {
          ...vague.asset,
          domicile: { mode: 'typed', domicile_name: 'Bureau', address_text: '12 rue de Rivoli' },
        },
      };
      const res = await put(created.id_installation, precise);
      expect(res.status).toBe(200);
      const { data } = parseBody(api.updateInstallation.responses[200], res);
      const domicile = await server()
        .db.selectFrom('domiciles')
        .selectAll()
        .where('id_domicile', '=', data.id_domicile)
        .executeTakeFirstOrThrow();
      expect(domicile).toMatchObject({ address: '12 rue de Rivoli', city: 'Paris', postal_code: '75004' });
    });

    it('answers 401 without a token and 400 for a malformed body or id', async () => {
      const created = await installed('T-EDIT-8');
      const res = await server().request('PUT', `/api/v1/installation/${created.id_installation}`, {
        body: await tankBody('T-EDIT-8'),
      });
      expect(res.status).toBe(401);
      expect((await put(created.id_installation, { device_number: 'T-EDIT-8' })).status).toBe(400);
      expect((await put(0, await tankBody('T-EDIT-8'))).status).toBe(400);
    });
  },
  { env: { GEOCODER_URL: upstream.url } },
);

/**
 * The dead end of a liquid refused at step 5 (spec §5 Step 5 product): back to step 4, another liquid, and
 * the installation already exists. The edit replaces it, and a new step-5 configuration is then accepted.
 */
describeEachDatabase('a liquid refused at step 5, corrected at step 4 (device 10000244)', (server) => {
  it('edits the installation and accepts the new configuration; a new creation says already installed', async () => {
    const token = await server().login();
    const me = parseBody(
      api.me.responses[200],
      await server().request('GET', '/api/v1/auth/me', { token }),
    ).data;
    const send = (method: 'POST' | 'PUT', path: string, body: unknown, key: string) =>
      server().request(method, `/api/v1${path}`, { token, body, headers: { 'idempotency-key': key } });
    const body = await demoCustomerTankBody(server().db, me.id_professional, '10000244');
    // Waste oil is a tank content, but not a step-5 product.
    const wasteOil = {
      ...body,
      asset: { ...body.asset, specification: { ...body.asset.specification, id_liquid_type: 12 } },
    };
    const created = parseBody(
      api.createInstallation.responses[201],
      await send('POST', '/installation/device', wasteOil, 'dead-end-create'),
    ).data;
    const step5 = (product: string) => ({
      serialNumberDevice: '10000244',
      payload: {
        is_installed: true,
        address: '12 Rue des Tilleuls, 69003 Lyon, France',
        product,
        capacity: 1000,
        name_commercial_asset: 'Cuve fioul maison',
      },
    });
    const refused = await send(
      'POST',
      `/installation/${created.id_device}/OtoDataInstall`,
      step5('Waste oil'),
      'dead-end-step5-1',
    );
    expect(parseBody(errorBody, refused).error.code).toBe('invalid_product');

    // What the app did before: a new creation with a new key. It now says what to do.
    const diesel = {
      ...body,
      asset: { ...body.asset, specification: { ...body.asset.specification, id_liquid_type: 2 } },
    };
    const again = await send('POST', '/installation/device', diesel, 'dead-end-create-2');
    expect(again.status).toBe(409);
    expect(parseBody(errorBody, again).error).toMatchObject({
      code: 'device_already_installed',
      details: { id_installation: created.id_installation },
    });

    const edited = await send('PUT', `/installation/${created.id_installation}`, diesel, 'dead-end-edit');
    expect(edited.status).toBe(200);
    const accepted = await send(
      'POST',
      `/installation/${created.id_device}/OtoDataInstall`,
      step5('diesel'),
      'dead-end-step5-2',
    );
    expect(parseBody(api.externalConfig.responses[200], accepted).data).toMatchObject({ product: 'Diesel' });
    const specification = await server()
      .db.selectFrom('asset_specifications')
      .select('id_liquid_type')
      .where('id_asset', '=', created.id_asset)
      .executeTakeFirstOrThrow();
    expect(specification.id_liquid_type).toBe(2);
  });
});
