import {
  API_PREFIX,
  api,
  type ClassicInstallationBody,
  type EndpointDef,
  errorBody,
  fillPath,
} from '@installer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { hashToken } from '../security/tokens.ts';
import { testDialects } from '../test/databases.ts';
import { startFakeGeocoder } from '../test/fake-geocoder.ts';
import { DEMO_INSTALLER, OTHER_INSTALLER, startTestServer, type TestServer } from '../test/harness.ts';
import { demoCustomerTankBody } from '../test/installation-bodies.ts';

/**
 * The authorization matrix of docs/RELIABILITY.md: every bearer route of the contracts x {no token, expired
 * token, revoked token, another professional's token}. The first three answer 401 with the DESIGN §3 body;
 * the other professional gets none of the demo professional's data, and 404 where the resource is the demo
 * professional's (DESIGN §3 Scoping). Each call aims at the demo professional's own ids (DESIGN §4), and a
 * control call with the demo token shows those ids are real, so a 404 means "not yours", not "no such id".
 */

/** The demo professional's ids and the strings that would give its data away. */
interface DemoData {
  idProfessional: number;
  uidProfessional: string;
  idUser: number;
  clientUid: string;
  idDevice: number;
  idDevice244: number;
  idModule: number;
  /** A job of the demo professional's (demo/jobs.ts), assigned to the demo installer. */
  idJob: number;
  /** An installation of the demo professional, made in the suite's set-up. */
  idInstallation: number;
  markers: string[];
}

async function demoData(db: Db): Promise<Omit<DemoData, 'idInstallation'>> {
  const professional = await db
    .selectFrom('installers')
    .innerJoin('professionals', 'professionals.id_professional', 'installers.id_professional')
    .select(['professionals.id_professional', 'professionals.uid', 'professionals.name'])
    .where('installers.email', '=', DEMO_INSTALLER)
    .executeTakeFirstOrThrow();
  const mine = professional.id_professional;
  const user = await db
    .selectFrom('user_clients')
    .select(['id_user', 'email'])
    .where('email', '=', 'client@demo.test')
    .where('id_professional', '=', mine)
    .executeTakeFirstOrThrow();
  const client = await db
    .selectFrom('clients')
    .select(['uid', 'client_space_name', 'company_name'])
    .where('id_professional', '=', mine)
    .orderBy('id_client')
    .executeTakeFirstOrThrow();
  const domiciles = await db
    .selectFrom('domiciles')
    .select(['address', 'address_name'])
    .where('id_professional', '=', mine)
    .execute();
  const device = (number: string) =>
    db
      .selectFrom('devices')
      .select('id_device')
      .where('device_number', '=', number)
      .executeTakeFirstOrThrow();
  const job = await db
    .selectFrom('jobs')
    .innerJoin('installers', 'installers.id_installer', 'jobs.id_installer')
    .select('jobs.id_job')
    .where('installers.email', '=', DEMO_INSTALLER)
    .orderBy('jobs.id_job')
    .executeTakeFirstOrThrow();
  const module = await db
    .selectFrom('modules')
    .select('id_module')
    .orderBy('id_module')
    .executeTakeFirstOrThrow();
  return {
    idProfessional: mine,
    uidProfessional: professional.uid,
    idUser: user.id_user,
    clientUid: client.uid,
    idDevice: (await device('10000001')).id_device,
    idDevice244: (await device('10000244')).id_device,
    idModule: module.id_module,
    idJob: job.id_job,
    markers: [
      professional.name,
      professional.uid,
      DEMO_INSTALLER,
      user.email,
      client.uid,
      client.client_space_name,
      client.company_name,
      ...domiciles.flatMap((d) => [d.address, d.address_name]),
    ],
  };
}

interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Routes whose call above names the demo professional's resource: another professional gets 404. */
const OWNED = new Set([
  'findUserClient',
  'userClientDomiciles',
  'clientPublicDomiciles',
  'professionalPublicClients',
  'createClient',
  'sendInvitation',
  'isInstallable',
  'sigfoxBySerial',
  'getFirstEmission',
  'uploadImage',
  'assetTypes',
  'liquidsByType',
  'moduleLiquids',
  'createInstallation',
  'updateInstallation',
  'correctInstallationAddress',
  'externalConfig',
  'professionalCustomers',
  'professionalDevices',
  'deviceReadings',
  'createReportLink',
  'revokeReportLinks',
  'swapDevice',
  'reportJobNotDoable',
]);

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** One call per bearer route, aimed at the demo professional's data where the route has any. */
function calls(d: DemoData, installedBody: ClassicInstallationBody): Record<string, Call> {
  const jobBody = {
    customer: { id_user: d.idUser },
    address: { address_name: 'Matrix', new_domicile: { address: '1 Rue', latitude: 45, longitude: 4 } },
    equipment: { type_key: 'cuve' },
    device_count: 1,
    scheduled_date: new Date().toISOString().slice(0, 10),
    id_installer: 1,
  };
  const newDomicile = {
    address: '12 Rue de la Paix, 75002 Paris, France',
    locality: 'Paris',
    postal_code: '75002',
    country: 'France',
    country_code: 'FR',
    latitude: 48.8686,
    longitude: 2.3319,
  };
  return {
    logout: {},
    me: {},
    findUserClient: { query: { email: 'client@demo.test' } },
    userClientDomiciles: { params: { id_user: d.idUser } },
    clientPublicDomiciles: { params: { uid: d.clientUid } },
    professionalPublicClients: { params: { uid: d.uidProfessional } },
    createClient: {
      params: { uid_professional: d.uidProfessional },
      body: { nom_entreprise: 'Matrix Farm' },
    },
    sendInvitation: {
      body: {
        id_professional: d.idProfessional,
        email: 'new.customer@example.com',
        device_number: '10000001',
      },
    },
    isInstallable: { params: { device_number: '10000001' } },
    sigfoxBySerial: { params: { serial: 'SN-BEE-0001' } },
    getFirstEmission: { params: { id_device: d.idDevice } },
    uploadImage: { params: { device_number: '10000001' }, body: { base64_string: TINY_PNG } },
    deviceReferentialName: { params: { id: 244 } },
    assetTypes: { params: { id: d.idProfessional } },
    liquidsByType: { params: { id: d.idProfessional, type_key: 'cuve' } },
    localisationTypes: { params: { lang: 'en' } },
    brands: { query: { type: 'CUVE' } },
    models: { params: { id_brand_reference: 1 } },
    genericModule: { params: { id: 5 } },
    moduleById: { params: { id_module: d.idModule } },
    moduleLiquids: { params: { id_professional: d.idProfessional, id_module: d.idModule } },
    liquidName: { params: { id: 1 } },
    assetModelReference: { params: { id: 1 } },
    createInstallation: {
      body: {
        device_number: '10000001',
        id_professional: d.idProfessional,
        id_referential: 1,
        id_user: d.idUser,
        asset: {
          name: 'Matrix tank',
          specification: { offset: 0, id_liquid_type: 1, id_localisation_type: 1, index_monitoring_type: 1 },
          tank: {
            know_model_brand_asset: false,
            tank_type: 1,
            volume: 1000,
            height: 100,
            length: 100,
            width: 100,
          },
          domicile: { mode: 'new', domicile_name: 'Matrix site', new_domicile: newDomicile },
        },
      },
    },
    updateInstallation: {
      params: { id_installation: d.idInstallation },
      body: { ...installedBody, asset: { ...installedBody.asset, name: 'Matrix edit' } },
    },
    correctInstallationAddress: {
      params: { id_installation: d.idInstallation },
      body: { address_text: '12 Rue de la Paix, 75002 Paris' },
    },
    professionalCustomers: { params: { id_professional: d.idProfessional } },
    professionalDevices: { params: { id_professional: d.idProfessional } },
    externalConfig: {
      params: { id_device: d.idDevice244 },
      body: {
        serialNumberDevice: '10000244',
        payload: {
          is_installed: true,
          address: newDomicile.address,
          product: 'Fioul',
          capacity: 1000,
          name_commercial_asset: 'Tank',
        },
      },
    },
    geoAutocomplete: { query: { q: 'Paris' } },
    geoPlace: { params: { id: 'N123' } },
    geoReverse: { query: { lat: '48.8686', lon: '2.3319' } },
    myInstallations: { query: { q: 'demo' } },
    deviceReadings: { params: { id_device: d.idDevice } },
    createReportLink: { params: { id_installation: d.idInstallation } },
    revokeReportLinks: { params: { id_installation: d.idInstallation } },
    swapDevice: { params: { id_installation: d.idInstallation }, body: { device_number: '10000001' } },
    // docs/decisions/0022-office-jobs.md: My jobs and the not-doable report (any role), then the office's
    // calls, which another professional's installer meets with 403 office_only.
    myJobs: {},
    reportJobNotDoable: { params: { id_job: d.idJob }, body: { reason: 'other', note: 'matrix' } },
    officeInstallers: {},
    officeJobs: { query: { q: 'demo' } },
    createJob: { body: jobBody },
    updateJob: { params: { id_job: d.idJob }, body: { ...jobBody, version: 1 } },
    cancelJob: { params: { id_job: d.idJob } },
    importJobs: { body: { csv: 'job_ref\nmatrix' } },
    importTemplate: {},
    officeBoard: {},
    verifyInstallation: { params: { id_installation: d.idInstallation } },
    flagInstallation: { params: { id_installation: d.idInstallation }, body: { comment: 'matrix' } },
    officePhoto: { params: { id_photo: 1 } },
    officeJobPhoto: { params: { id_job: d.idJob } },
    officeExport: {
      query: { from: new Date().toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) },
    },
  };
}

const bearerRoutes = (Object.entries(api) as Array<[string, EndpointDef]>).filter(
  ([, def]) => def.auth === 'bearer',
);

for (const dialect of testDialects()) {
  describe(`authorization matrix [${dialect}]`, () => {
    let server: TestServer;
    let stop: () => Promise<void>;
    let closeGeocoder: () => Promise<void>;
    let demo: DemoData;
    let planned: Record<string, Call>;

    beforeAll(async () => {
      const geocoder = await startFakeGeocoder();
      closeGeocoder = geocoder.close;
      const started = await startTestServer(dialect, { env: { GEOCODER_URL: geocoder.url } });
      server = started.server;
      stop = started.stop;
      // An installation of the demo professional, for the edit call to aim at.
      const installedBody = await demoCustomerTankBody(
        server.db,
        (await demoData(server.db)).idProfessional,
        '10000002',
      );
      const created = await server.request('POST', `${API_PREFIX}/installation/device`, {
        token: await server.login(),
        body: installedBody,
      });
      const idInstallation = (created.body as { data: { id_installation: number } }).data.id_installation;
      demo = { ...(await demoData(server.db)), idInstallation };
      planned = calls(demo, installedBody);
    }, 60_000);
    afterAll(async () => {
      await stop?.();
      await closeGeocoder?.();
    });

    it('plans a call for every bearer route of the contracts', () => {
      expect(Object.keys(planned).sort()).toEqual(bearerRoutes.map(([name]) => name).sort());
    });

    const send = (def: EndpointDef, call: Call, token?: string) => {
      const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
      return server.request(def.method, API_PREFIX + fillPath(def.path, call.params) + query, {
        ...(token ? { token } : {}),
        ...(call.body !== undefined ? { body: call.body } : {}),
      });
    };
    const registered = (def: EndpointDef) =>
      server.app.hasRoute({ method: def.method, url: API_PREFIX + def.path });

    /** A token that was valid, then expired (its expiry moved into the past in the database). */
    const expiredToken = async (): Promise<string> => {
      const token = await server.login();
      await server.db
        .updateTable('api_tokens')
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .where('token_hash', '=', hashToken(token))
        .execute();
      return token;
    };
    /** A token revoked by signing out. */
    const revokedToken = async (): Promise<string> => {
      const token = await server.login();
      const res = await server.request('POST', `${API_PREFIX}/auth/logout`, { token });
      expect(res.status).toBe(200);
      return token;
    };

    describe.each(bearerRoutes)('%s', (name, def) => {
      it.for([
        ['no token', async (): Promise<string | undefined> => undefined],
        ['an expired token', expiredToken],
        ['a revoked token', revokedToken],
        ['a malformed token', async (): Promise<string> => 'not a token'],
      ] as const)('answers 401 with %s', async ([, makeToken], context) => {
        if (!registered(def)) return context.skip(`${def.method} ${def.path} is not registered yet`);
        const call = planned[name] as Call;
        const res = await send(def, call, await makeToken());
        expect(res.status, JSON.stringify(res.body)).toBe(401);
        expect(errorBody.safeParse(res.body).success).toBe(true);
      });

      it("gives another professional's installer none of the demo professional's data", async (context) => {
        if (!registered(def)) return context.skip(`${def.method} ${def.path} is not registered yet`);
        const call = planned[name] as Call;
        // Signing out revokes the token it is called with: that call gets a token of its own.
        const other = await server.login(OTHER_INSTALLER);
        const res = await send(def, call, other);
        const text = JSON.stringify(res.body);
        expect(res.status, text).toBeLessThan(500);
        if (OWNED.has(name)) {
          expect(res.status, text).toBe(404);
          expect(errorBody.safeParse(res.body).success, text).toBe(true);
        }
        // The demo professional's identifying strings, except those the request itself carried.
        const sent = JSON.stringify(call);
        for (const marker of demo.markers.filter((m) => m && !sent.includes(m))) {
          expect(text, `${name} leaked "${marker}"`).not.toContain(marker);
        }
      });

      if (def.method === 'GET' && OWNED.has(name)) {
        it('answers the demo installer (the ids above are real)', async (context) => {
          if (!registered(def)) return context.skip(`${def.method} ${def.path} is not registered yet`);
          const call = planned[name] as Call;
          const res = await send(def, call, await server.login());
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
        });
      }
    });

    it('after the matrix, the demo installer still signs in', async () => {
      expect(await server.login(DEMO_INSTALLER)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    });
  });
}
