import {
  api,
  type ClassicInstallationBody,
  errorBody,
  type InstallationListItem,
} from '@installer/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { claimDueGeocodings, settleGeocoding } from '../repositories/domicile-geocoding.ts';
import { completeAddresses } from '../services/address-completion.ts';
import { emit, install, newDevice, professionalId } from '../test/after-visit.ts';
import { startFakePhoton } from '../test/fake-photon.ts';
import { describeEachDatabase, OTHER_INSTALLER, parseBody } from '../test/harness.ts';
import { demoCustomerTankBody } from '../test/installation-bodies.ts';

const upstream = await startFakePhoton();
afterAll(() => upstream.close());

type Domicile = ClassicInstallationBody['asset']['domicile'];

/** "Locate me" without signal (spec §2 Address block mode 3): the position alone. */
const located = (latitude: number, longitude: number): Domicile => ({
  mode: 'coordinates',
  domicile_name: 'Cuve du jardin',
  latitude,
  longitude,
});

/**
 * A position never asked before: the geocoder keeps its answers (geocoder.ts), so a position it answered
 * once is answered again from memory even while the upstream is down. `latitude` above 80 is the fake
 * upstream's forest (not precise enough), below -80 nowhere.
 */
let spots = 0;
const spot = (latitude = 48.8) => {
  spots++;
  return located(latitude + (latitude > 80 || latitude < -80 ? 0 : spots / 1000), 2 + spots / 1000);
};

const RETRY_MS = 30_000;
const quiet = { info: () => undefined, warn: () => undefined };

/**
 * An installation made offline with "Locate me" reaches the server while its geocoder cannot answer: it is
 * accepted with the position, its sensor linked at once, and its address completed when the geocoder
 * answers again, or shown to the installer to correct (docs/decisions/0014-address-completed-later.md).
 */
describeEachDatabase(
  'addresses completed once the geocoder answers again',
  (server) => {
    let token = '';
    let idProfessional = 0;
    beforeAll(async () => {
      token = await server().login();
      idProfessional = await professionalId(server());
    });
    beforeEach(async () => {
      upstream.failing = false;
      upstream.calls.length = 0;
      // Each test its own addresses: none left pending by an earlier one.
      await server().db.deleteFrom('domicile_geocoding').execute();
    });

    /** Installs a new device for the demo customer at `domicile`, with the geocoder down or up. */
    const installAt = async (deviceNumber: string, domicile: Domicile, key?: string) => {
      await newDevice(server(), deviceNumber);
      const body = await demoCustomerTankBody(server().db, idProfessional, deviceNumber);
      const res = await server().request('POST', '/api/v1/installation/device', {
        token,
        body: { ...body, asset: { ...body.asset, domicile } },
        headers: key ? { 'idempotency-key': key } : {},
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return parseBody(api.createInstallation.responses[201], res).data;
    };
    const domicileOf = (idDomicile: number) =>
      server()
        .db.selectFrom('domiciles')
        .selectAll()
        .where('id_domicile', '=', idDomicile)
        .executeTakeFirstOrThrow();
    const work = () =>
      server().db.selectFrom('domicile_geocoding').selectAll().orderBy('id_domicile').execute();
    const run = (now?: Date) =>
      completeAddresses(
        { db: server().db, geocoder: server().app.geocoder, log: quiet },
        { retryMs: RETRY_MS, ...(now ? { now: () => now } : {}) },
      );
    const listed = async (idInstallation: number): Promise<InstallationListItem> => {
      const res = await server().request('GET', '/api/v1/installations?limit=50', { token });
      const page = parseBody(api.myInstallations.responses[200], res).data;
      const item = page.items.find((each) => each.id_installation === idInstallation);
      if (!item) throw new Error(`installation ${idInstallation} not listed`);
      return item;
    };
    const correct = (idInstallation: number, address_text: string, as = token) =>
      server().request('PUT', `/api/v1/installation/${idInstallation}/address`, {
        token: as,
        body: { address_text },
      });

    it('accepts a located installation while the geocoder is down: position stored, sensor linked and watched at once', async () => {
      upstream.failing = true;
      const made = await installAt('GEO-DOWN-1', located(48.855612, 2.356087), 'geo-down-1');
      expect(await domicileOf(made.id_domicile)).toMatchObject({
        address_name: 'Cuve du jardin',
        address: '48.85561, 2.35609',
        latitude: 48.855612,
        longitude: 2.356087,
        city: null,
        geocoding: 'pending',
      });
      expect((await listed(made.id_installation)).address).toMatchObject({
        address: '48.85561, 2.35609',
        geocoding: 'pending',
      });
      // The sensor is installed: its first measurement shows on the result screen at once.
      await emit(server(), 'GEO-DOWN-1', 'first', { mesure: 400, signal_quality: 4 });
      const first = await server().request('GET', `/api/v1/device/${made.id_device}/first_emission`, {
        token,
      });
      expect(parseBody(api.getFirstEmission.responses[200], first).data).toMatchObject({ mesure: 400 });
      // The outbox's retry of the same item answers the same installation.
      const body = await demoCustomerTankBody(server().db, idProfessional, 'GEO-DOWN-1');
      const replay = await server().request('POST', '/api/v1/installation/device', {
        token,
        body: { ...body, asset: { ...body.asset, domicile: located(48.855612, 2.356087) } },
        headers: { 'idempotency-key': 'geo-down-1' },
      });
      expect(parseBody(api.createInstallation.responses[201], replay).data).toEqual(made);
    });

    it('completes the address when the geocoder answers again, keeping the position the phone gave', async () => {
      upstream.failing = true;
      const made = await installAt('GEO-BACK-1', located(48.855613, 2.356088));
      upstream.failing = false;
      upstream.calls.length = 0;
      expect(await run()).toEqual({ completed: 1, toCorrect: 0, postponed: 0 });
      expect(await domicileOf(made.id_domicile)).toMatchObject({
        address: '12 Rue de Rivoli, 75004 Paris, France',
        city: 'Paris',
        postal_code: '75004',
        route: 'Rue de Rivoli',
        country_code: 'FR',
        latitude: 48.855613,
        longitude: 2.356088,
        reference: 'complete',
        geocoding: null,
      });
      expect(await work()).toEqual([]);
      expect(upstream.calls.map((call) => call.path)).toEqual(['/reverse']);
      expect((await listed(made.id_installation)).address).toMatchObject({ city: 'Paris', geocoding: null });
      // Nothing left to do: the next run asks nothing.
      expect(await run()).toEqual({ completed: 0, toCorrect: 0, postponed: 0 });
      expect(upstream.calls).toHaveLength(1);
    });

    it('completes an address typed offline the same way, with the coordinates the geocoder found', async () => {
      upstream.failing = true;
      const made = await installAt('GEO-TYPED-1', {
        mode: 'typed',
        domicile_name: 'Maison',
        address_text: '12 rue de Rivoli, Paris 4e',
      });
      expect(await domicileOf(made.id_domicile)).toMatchObject({ latitude: null, geocoding: 'pending' });
      upstream.failing = false;
      await run();
      expect(await domicileOf(made.id_domicile)).toMatchObject({
        address: '12 rue de Rivoli, Paris 4e',
        city: 'Paris',
        latitude: 48.8556,
        longitude: 2.3561,
        geocoding: null,
      });
    });

    it('shows an answer not precise enough, or none, as an address to correct in My installations', async () => {
      upstream.failing = true;
      const forest = await installAt('GEO-VAGUE-1', located(85, 10));
      const nowhere = await installAt('GEO-VAGUE-2', located(-85, 10));
      upstream.failing = false;
      upstream.calls.length = 0;
      expect(await run()).toEqual({ completed: 0, toCorrect: 2, postponed: 0 });
      expect(await domicileOf(forest.id_domicile)).toMatchObject({
        address: 'Forêt de Paimpont, France',
        latitude: 85,
        longitude: 10,
        geocoding: 'not_precise',
      });
      expect(await domicileOf(nowhere.id_domicile)).toMatchObject({
        address: '-85.00000, 10.00000',
        latitude: -85,
        geocoding: 'not_found',
      });
      expect((await listed(forest.id_installation)).address.geocoding).toBe('not_precise');
      expect((await listed(nowhere.id_installation)).address.geocoding).toBe('not_found');
      // Flagged, not asked again.
      expect((await run()).toCorrect).toBe(0);
      expect(upstream.calls).toHaveLength(2);
    });

    it('tries again later while the geocoder is still down, waiting longer each time, asking it once a run', async () => {
      upstream.failing = true;
      const made = [
        await installAt('GEO-STILL-1', spot()),
        await installAt('GEO-STILL-2', spot()),
        await installAt('GEO-STILL-3', spot()),
      ];
      upstream.calls.length = 0;
      const start = new Date();
      expect(await run(start)).toEqual({ completed: 0, toCorrect: 0, postponed: 3 });
      // One call found the geocoder down; the rest of the batch was not asked.
      expect(upstream.calls).toHaveLength(1);
      const waits = (await work()).map((row) => Date.parse(row.next_attempt_at) - start.getTime());
      expect(waits).toEqual([RETRY_MS, RETRY_MS, RETRY_MS]);
      // Not due yet: nothing is asked.
      expect(await run(new Date(start.getTime() + RETRY_MS - 1000))).toEqual({
        completed: 0,
        toCorrect: 0,
        postponed: 0,
      });
      const second = new Date(start.getTime() + RETRY_MS);
      expect((await run(second)).postponed).toBe(3);
      const longer = (await work()).map((row) => Date.parse(row.next_attempt_at) - second.getTime());
      expect(longer).toEqual([2 * RETRY_MS, 2 * RETRY_MS, 2 * RETRY_MS]);
      expect((await work()).map((row) => row.attempts)).toEqual([2, 2, 2]);

      upstream.failing = false;
      expect(await run(new Date(second.getTime() + 2 * RETRY_MS))).toEqual({
        completed: 3,
        toCorrect: 0,
        postponed: 0,
      });
      for (const { id_domicile } of made) {
        expect((await domicileOf(id_domicile)).geocoding).toBeNull();
      }
    });

    it('shares the work between instances: each address asked once, a dead claim taken over', async () => {
      upstream.failing = true;
      for (let i = 0; i < 8; i++) await installAt(`GEO-FLEET-${i}`, spot());
      upstream.failing = false;
      upstream.calls.length = 0;
      const other = createDatabase(server().config.databaseUrl);
      try {
        const runs = await Promise.all([
          run(),
          completeAddresses(
            { db: other.db, geocoder: server().app.geocoder, log: quiet },
            { retryMs: RETRY_MS, batch: 3 },
          ),
          run(),
        ]);
        expect(runs.reduce((sum, each) => sum + each.completed, 0)).toBe(8);
        expect(upstream.calls).toHaveLength(8);
      } finally {
        await other.destroy();
      }

      // An instance that claimed an address and died: its claim runs out, another takes the address over.
      upstream.failing = true;
      const orphan = await installAt('GEO-ORPHAN', spot());
      const now = new Date();
      const [claimed] = await claimDueGeocodings(server().db, {
        claim: 'dead-instance',
        now: now.toISOString(),
        until: new Date(now.getTime() + 60_000).toISOString(),
        limit: 1,
      });
      expect(claimed?.id_domicile).toBe(orphan.id_domicile);
      upstream.failing = false;
      expect((await run()).completed).toBe(0);
      expect((await run(new Date(now.getTime() + 61_000))).completed).toBe(1);
      // The dead instance's late answer changes nothing.
      expect(await settleGeocoding(server().db, orphan.id_domicile, 'dead-instance', 'not_found')).toBe(
        false,
      );
      expect((await domicileOf(orphan.id_domicile)).geocoding).toBeNull();
    });

    it('lets the installer correct an address to correct, keeping the located position', async () => {
      upstream.failing = true;
      const made = await installAt('GEO-FIX-1', spot(85));
      upstream.failing = false;
      await run();
      const vague = await correct(made.id_installation, 'Forêt de Paimpont');
      expect(vague.status).toBe(422);
      expect(parseBody(errorBody, vague).error).toMatchObject({
        code: 'error_localisation_precision',
        details: {
          path: 'address_text',
          reason: 'not_precise',
          formatted_address: 'Forêt de Paimpont, France',
        },
      });
      upstream.failing = true;
      const down = await correct(made.id_installation, '12 rue de Rivoli, Paris');
      expect(down.status).toBe(503);
      expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await domicileOf(made.id_domicile)).geocoding).toBe('not_precise');

      upstream.failing = false;
      const res = await correct(made.id_installation, '12 rue de Rivoli, Paris');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(parseBody(api.correctInstallationAddress.responses[200], res).data).toEqual({
        id_domicile: made.id_domicile,
        address_name: 'Cuve du jardin',
        address: '12 rue de Rivoli, Paris',
        city: 'Paris',
        postal_code: '75004',
        geocoding: null,
      });
      // The position is where the installer stood, the sensor's place: only the address was corrected.
      const given = await domicileOf(made.id_domicile);
      expect(given).toMatchObject({ latitude: 85, geocoding: null });
      expect(given.longitude).not.toBe(2.3561);
      expect(await work()).toEqual([]);
      expect((await listed(made.id_installation)).address.geocoding).toBeNull();

      // Complete now: an edit of the installation changes it, not this.
      const again = await correct(made.id_installation, '12 rue de Rivoli, Paris');
      expect(again.status).toBe(409);
      expect(parseBody(errorBody, again).error).toMatchObject({
        code: 'conflict',
        details: { reason: 'address_complete' },
      });
      // Another professional's installation is not found.
      const other = await server().login(OTHER_INSTALLER);
      expect((await correct(made.id_installation, '12 rue de Rivoli, Paris', other)).status).toBe(404);
    });

    it('lets the installer correct an address still pending, and a completion claimed meanwhile writes nothing', async () => {
      upstream.failing = true;
      const made = await installAt('GEO-FIX-2', spot());
      const now = new Date();
      const [claimed] = await claimDueGeocodings(server().db, {
        claim: 'slow-run',
        now: now.toISOString(),
        until: new Date(now.getTime() + 60_000).toISOString(),
        limit: 1,
      });
      expect(claimed?.id_domicile).toBe(made.id_domicile);
      upstream.failing = false;
      expect((await correct(made.id_installation, 'Lyon')).status).toBe(200);
      expect(await settleGeocoding(server().db, made.id_domicile, 'slow-run', null)).toBe(false);
      expect(await domicileOf(made.id_domicile)).toMatchObject({
        address: 'Lyon',
        city: 'Lyon',
        geocoding: null,
      });
    });

    it('accepts an edit to a located address while the geocoder is down, as the creation does', async () => {
      await newDevice(server(), 'GEO-EDIT-1');
      const made = await install(server(), token, 'GEO-EDIT-1');
      upstream.failing = true;
      const body = await demoCustomerTankBody(server().db, idProfessional, 'GEO-EDIT-1');
      const res = await server().request('PUT', `/api/v1/installation/${made.id_installation}`, {
        token,
        body: { ...body, asset: { ...body.asset, domicile: spot() } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const edited = parseBody(api.updateInstallation.responses[200], res).data;
      expect((await domicileOf(edited.id_domicile)).geocoding).toBe('pending');
      upstream.failing = false;
      await run();
      expect((await domicileOf(edited.id_domicile)).city).toBe('Paris');
    });
  },
  { env: { GEOCODER_URL: upstream.url, GEOCODER_RATE_PER_SECOND: '1000' } },
);

/** The completion as the server runs it by itself, every ADDRESS_RETRY_SECONDS. */
describeEachDatabase(
  'address completion in the background',
  (server) => {
    it('completes a located address on its own once the geocoder answers again', async () => {
      const token = await server().login();
      const idProfessional = await professionalId(server());
      await newDevice(server(), 'GEO-LOOP-1');
      const body = await demoCustomerTankBody(server().db, idProfessional, 'GEO-LOOP-1');
      upstream.failing = true;
      const res = await server().request('POST', '/api/v1/installation/device', {
        token,
        body: { ...body, asset: { ...body.asset, domicile: located(48.855612, 2.356087) } },
      });
      expect(res.status).toBe(201);
      const made = parseBody(api.createInstallation.responses[201], res).data;
      const state = async () =>
        (
          await server()
            .db.selectFrom('domiciles')
            .select(['geocoding', 'city'])
            .where('id_domicile', '=', made.id_domicile)
            .executeTakeFirstOrThrow()
        ).geocoding;
      expect(await state()).toBe('pending');
      upstream.failing = false;
      await waitUntil(async () => (await state()) === null, 30_000);
      expect(
        await server()
          .db.selectFrom('domiciles')
          .select('city')
          .where('id_domicile', '=', made.id_domicile)
          .executeTakeFirstOrThrow(),
      ).toEqual({ city: 'Paris' });
    }, 60_000);
  },
  { env: { GEOCODER_URL: upstream.url, GEOCODER_RATE_PER_SECOND: '1000', ADDRESS_RETRY_SECONDS: '1' } },
);

/** Polls `condition` until it holds, failing after `timeoutMs`. */
async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
