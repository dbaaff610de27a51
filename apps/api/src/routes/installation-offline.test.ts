import { api, type ClassicInstallationBody, errorBody } from '@installer/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { startFakePhoton } from '../test/fake-photon.ts';
import { describeEachDatabase, parseBody } from '../test/harness.ts';
import { addDevice, demoCustomerTankBody, demoModuleTankBody } from '../test/installation-bodies.ts';

const upstream = await startFakePhoton();
afterAll(() => upstream.close());

const tables = ['assets', 'domiciles', 'installations', 'asset_devices'] as const;
const counts = (db: Db) =>
  Promise.all(
    tables.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  );

type Domicile = ClassicInstallationBody['asset']['domicile'];
const typed = (address_text: string): Domicile => ({ mode: 'typed', domicile_name: 'Maison', address_text });

/**
 * An installation made without signal arrives with what the phone had: the customer's e-mail as typed at
 * step 1, an address as typed or a position without its address. The server checks it all again when it
 * arrives (docs/decisions/0007-offline-installations-checked-on-sending.md).
 */
describeEachDatabase(
  'installations made offline, checked when they arrive',
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
    beforeEach(() => {
      upstream.calls.length = 0;
      upstream.failing = false;
    });

    const post = (body: unknown, key?: string) =>
      server().request('POST', '/api/v1/installation/device', {
        token,
        body,
        headers: key ? { 'idempotency-key': key } : {},
      });
    /** The demo tank body on a fresh device, its customer and address changed as a test needs. */
    const offlineBody = async (
      deviceNumber: string,
      { email, domicile }: { email?: string; domicile?: Domicile },
    ) => {
      await addDevice(server().db, deviceNumber);
      const { id_user: _online, ...body } = await demoCustomerTankBody(
        server().db,
        idProfessional,
        deviceNumber,
      );
      return {
        ...body,
        ...(email === undefined ? { id_user: null } : { client_email: email }),
        asset: { ...body.asset, domicile: domicile ?? typed('12 rue de Rivoli, Paris') },
      };
    };
    const assetOf = (idAsset: number) =>
      server().db.selectFrom('assets').selectAll().where('id_asset', '=', idAsset).executeTakeFirstOrThrow();
    const domicileOf = (idDomicile: number) =>
      server()
        .db.selectFrom('domiciles')
        .selectAll()
        .where('id_domicile', '=', idDomicile)
        .executeTakeFirstOrThrow();
    const userOf = async (email: string) =>
      (
        await server()
          .db.selectFrom('user_clients')
          .select('id_user')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id_user;

    it('installs for the customer an e-mail names, complete or incomplete, as step 1 finds them', async () => {
      for (const [number, email, stored] of [
        ['T-OFF-MAIL-1', ' Client@Demo.test ', 'client@demo.test'],
        ['T-OFF-MAIL-2', 'incomplete@demo.test', 'incomplete@demo.test'],
      ] as const) {
        const res = await post(await offlineBody(number, { email }));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const { data } = parseBody(api.createInstallation.responses[201], res);
        const idUser = await userOf(stored);
        expect(await assetOf(data.id_asset)).toMatchObject({ id_user: idUser });
        // The typed address becomes the customer's saved address, as a place chosen online would.
        expect(await domicileOf(data.id_domicile)).toMatchObject({ id_user: idUser, address_name: 'Maison' });
      }
    });

    it('installs without a customer for an e-mail nobody has, as the online flow does', async () => {
      const res = await post(await offlineBody('T-OFF-MAIL-3', { email: 'new.customer@example.com' }));
      expect(res.status).toBe(201);
      const { data } = parseBody(api.createInstallation.responses[201], res);
      expect(await assetOf(data.id_asset)).toMatchObject({ id_user: null, id_professional: idProfessional });
      expect(await domicileOf(data.id_domicile)).toMatchObject({ id_user: null, id_client: null });
    });

    it('refuses an e-mail already taken with 410 email_taken, writing nothing and asking no geocoder', async () => {
      const body = await offlineBody('T-OFF-MAIL-4', { email: 'taken@demo.test' });
      const before = await counts(server().db);
      const res = await post(body, 'offline-taken-1');
      expect(res.status).toBe(410);
      expect(parseBody(errorBody, res).error.code).toBe('email_taken');
      expect(await counts(server().db)).toEqual(before);
      expect(upstream.calls).toEqual([]);
    });

    it('refuses both id_user and client_email with 400', async () => {
      const body = await offlineBody('T-OFF-MAIL-5', { email: 'client@demo.test' });
      const res = await post({ ...body, id_user: await userOf('client@demo.test') });
      expect(res.status).toBe(400);
      expect(JSON.stringify(parseBody(errorBody, res).error.details)).toContain('client_email');
    });

    it('geocodes a typed address: kept as typed, with the place’s parts the server found', async () => {
      const text = '12 Rue de Rivoli, 75004 Paris';
      const res = await post(await offlineBody('T-OFF-TYPED-1', { domicile: typed(text) }));
      expect(res.status).toBe(201);
      const { data } = parseBody(api.createInstallation.responses[201], res);
      expect(await domicileOf(data.id_domicile)).toMatchObject({
        address_name: 'Maison',
        address: text,
        street_number: '12',
        route: 'Rue de Rivoli',
        city: 'Paris',
        postal_code: '75004',
        country_code: 'FR',
        latitude: 48.8556,
        longitude: 2.3561,
        id_google_place: 'N3412007001',
        reference: 'complete',
      });
      expect(upstream.calls.map((c) => [c.path, c.query.get('q'), c.query.get('limit')])).toEqual([
        ['/api', '12 rue de rivoli, 75004 paris', '1'],
      ]);
    });

    it('keeps the located position as sent, with the address the server found there', async () => {
      const domicile: Domicile = {
        mode: 'coordinates',
        domicile_name: 'Cave',
        latitude: 48.855612,
        longitude: 2.356087,
      };
      const res = await post(await offlineBody('T-OFF-LOC-1', { domicile }), 'offline-locate-1');
      expect(res.status).toBe(201);
      const { data } = parseBody(api.createInstallation.responses[201], res);
      expect(await domicileOf(data.id_domicile)).toMatchObject({
        address_name: 'Cave',
        address: '12 Rue de Rivoli, 75004 Paris, France',
        city: 'Paris',
        latitude: 48.855612,
        longitude: 2.356087,
      });
      expect(upstream.calls.map((c) => c.path)).toEqual(['/reverse']);
    });

    it('refuses an address not precise enough, or unknown, with 422 and writes nothing', async () => {
      const cases: [Domicile, string, string | null][] = [
        [typed('Forêt de Paimpont'), 'not_precise', 'Forêt de Paimpont, France'],
        [typed('Nowhere at all'), 'not_found', null],
        [{ mode: 'coordinates', domicile_name: 'Chalet', latitude: 85, longitude: 10 }, 'not_precise', null],
        [{ mode: 'coordinates', domicile_name: 'Base', latitude: -85, longitude: 10 }, 'not_found', null],
      ];
      for (const [index, [domicile, reason, formatted]] of cases.entries()) {
        const body = await offlineBody(`T-OFF-VAGUE-${index}`, { domicile });
        const before = await counts(server().db);
        const res = await post(body, `offline-vague-${index}`);
        expect(res.status, JSON.stringify(domicile)).toBe(422);
        const { error } = parseBody(errorBody, res);
        expect(error).toMatchObject({
          code: 'error_localisation_precision',
          details: { path: 'asset.domicile', reason },
        });
        if (formatted) expect(error.details).toMatchObject({ formatted_address: formatted });
        expect(await counts(server().db)).toEqual(before);
      }
    });

    it('accepts the installation while the geocoder is down, its address as typed, to complete later', async () => {
      const body = await offlineBody('T-OFF-DOWN-1', { domicile: typed('18 rue de Rivoli, Paris') });
      const before = await counts(server().db);
      upstream.failing = true;
      const down = await post(body, 'offline-down-1');
      expect(down.status, JSON.stringify(down.body)).toBe(201);
      const { data } = parseBody(api.createInstallation.responses[201], down);
      // docs/decisions/0014-address-completed-later.md (address-completion.test.ts completes it).
      expect(await domicileOf(data.id_domicile)).toMatchObject({
        address_name: 'Maison',
        address: '18 rue de Rivoli, Paris',
        city: null,
        latitude: null,
        geocoding: 'pending',
      });
      expect(await counts(server().db)).toEqual(before.map((n) => n + 1));

      upstream.failing = false;
      const again = await post(body, 'offline-down-1');
      expect(again.status).toBe(201);
      expect(again.body).toEqual(down.body);
      expect(await counts(server().db)).toEqual(before.map((n) => n + 1));
    });

    it('refuses a device that cannot be installed before spending a geocoder call on its address', async () => {
      const body = await offlineBody('T-OFF-DEV-1', { domicile: typed('20 rue de Rivoli, Paris') });
      const res = await post({ ...body, device_number: '10000404' });
      expect(res.status).toBe(409);
      expect(parseBody(errorBody, res).error.code).toBe('device_cant_be_install');
      expect(upstream.calls).toEqual([]);
    });

    it('geocodes the typed address of a module payload, and wants its domicile name first', async () => {
      const client = await server()
        .db.selectFrom('clients')
        .select('id_client')
        .where('uid', '=', 'boulangerie-martin')
        .executeTakeFirstOrThrow();
      const idDevice = await addDevice(server().db, 'T-OFF-MOD-1');
      const body = demoModuleTankBody(idDevice, {
        asset_name: 'Cuve gazole dépôt',
        client,
        domicile: { mode: 'typed', address_text: 'Lyon' },
      });
      const unnamed = await post(body);
      expect(unnamed.status).toBe(400);
      expect(JSON.stringify(parseBody(errorBody, unnamed).error.details)).toContain('domicile_name');
      expect(upstream.calls).toEqual([]);

      const res = await post({ ...body, domicile_name: 'Dépôt de Lyon' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { data } = parseBody(api.createInstallation.responses[201], res);
      expect(await domicileOf(data.id_domicile)).toMatchObject({
        address_name: 'Dépôt de Lyon',
        address: 'Lyon',
        city: 'Lyon',
        postal_code: '69001',
        id_client: client.id_client,
        // spec §5: an incomplete place's route is its formatted address up to the first comma.
        route: '69001 Lyon',
        reference: 'partial',
      });
    });
  },
  { env: { GEOCODER_URL: upstream.url } },
);
