import { createHash } from 'node:crypto';
import { api, errorBody, type HandoverReport, type ReportLink } from '@installer/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  atNewAddress,
  emit,
  install,
  newDevice,
  PNG,
  professionalId,
  uploadPhoto,
  withoutCustomer,
} from '../test/after-visit.ts';
import { describeEachDatabase, OTHER_INSTALLER, parseBody, type TestServer } from '../test/harness.ts';
import { demoModuleTankBody } from '../test/installation-bodies.ts';
import { startSmtpReceiver } from '../test/smtp-receiver.ts';

const PUBLIC_URL = 'https://install.example.test';

const share = (server: TestServer, token: string, idInstallation: number, language = 'fr-FR') =>
  server.request('POST', `/api/v1/installation/${idInstallation}/report_link`, {
    token,
    headers: { 'accept-language': language },
  });

async function shared(server: TestServer, token: string, idInstallation: number, language?: string) {
  const res = await share(server, token, idInstallation, language);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return parseBody(api.createReportLink.responses[201], res).data;
}

const revoke = (server: TestServer, token: string, idInstallation: number) =>
  server.request('POST', `/api/v1/installation/${idInstallation}/report_link/revoke`, { token });

/** The report as the customer's browser reads it: no Authorization header. */
const read = (server: TestServer, reportToken: string, query = '') =>
  server.request('GET', `/api/v1/report/${reportToken}${query}`);

const report = async (server: TestServer, reportToken: string, query = ''): Promise<HandoverReport> => {
  const res = await read(server, reportToken, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return parseBody(api.getReport.responses[200], res).data;
};

/** A photo as the report page's <img> fetches it: its bytes and content type. */
async function photo(server: TestServer, url: string) {
  const response = await fetch(server.baseUrl + url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const NOT_FOUND = { error: { code: 'not_found', message: 'No report at this address' } };

describeEachDatabase(
  'Handover report: the link and the report',
  (server) => {
    let token = '';
    beforeAll(async () => {
      token = await server().login();
    });

    it('shares an unguessable link under PUBLIC_URL, stored only as its hash, valid 30 days', async () => {
      await newDevice(server(), 'REP-LINK');
      const made = await install(server(), token, 'REP-LINK');
      const before = Date.now();
      const link = await shared(server(), token, made.id_installation);
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(link.url).toBe(`${PUBLIC_URL}/report/${link.token}`);
      const expires = Date.parse(link.expires_at) - before;
      expect(expires).toBeGreaterThan(30 * 86_400_000 - 60_000);
      expect(expires).toBeLessThan(30 * 86_400_000 + 60_000);
      const again = await shared(server(), token, made.id_installation);
      expect(again.token).not.toBe(link.token);
      const rows = await server()
        .db.selectFrom('report_links')
        .selectAll()
        .where('id_installation', '=', made.id_installation)
        .execute();
      expect(rows.map((row) => row.token_hash).sort()).toEqual(
        [link.token, again.token].map((t) => createHash('sha256').update(t).digest('hex')).sort(),
      );
      expect(JSON.stringify(rows)).not.toContain(link.token);
      // Both links work until revoked: a second share does not cut the first.
      expect((await read(server(), link.token)).status).toBe(200);
      expect((await read(server(), again.token)).status).toBe(200);
    });

    it('reports the installation without sign-in: device, equipment, address, photos, measurement, who and when', async () => {
      await newDevice(server(), 'REP-FULL');
      const made = await install(server(), token, 'REP-FULL');
      const idPhoto = await uploadPhoto(server(), token, 'REP-FULL');
      const link = await shared(server(), token, made.id_installation, 'fr-FR');
      const res = await read(server(), link.token);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const data = parseBody(api.getReport.responses[200], res).data;
      expect(data).toMatchObject({
        language: 'fr',
        expires_at: link.expires_at,
        installed_at: made.created_at,
        professional: { name: 'Demo Installations' },
        installer: { name: 'Camille Martin' },
        device: {
          device_number: 'REP-FULL',
          referential_name: 'TLS-1 ultrasonic tank level sensor',
          value_type_device: 'level',
          installed_at: made.created_at,
        },
        previous_devices: [],
        equipment: {
          type_key: 'cuve',
          name: 'Cuve fioul maison',
          specification: {
            kind: 'tank',
            tank_type: 1,
            is_mobile: false,
            volume: 1000,
            height: 150,
            length: 120,
            width: 72,
            brand: null,
            model: null,
          },
        },
        address: {
          address_name: 'Maison',
          address: '12 Rue des Tilleuls, 69003 Lyon, France',
          city: 'Lyon',
          latitude: 45.7597,
          longitude: 4.8575,
        },
        photos: [{ id_photo: idPhoto, content_type: 'image/png' }],
        first_measurement: null,
        metrics: null,
      });
      expect(data.equipment.liquid).toBeTruthy();
      expect(data.professional.display).toHaveProperty('src_logo');

      const image = await photo(server(), data.photos[0]?.url ?? '');
      expect(image.status).toBe(200);
      expect(image.type).toBe('image/png');
      expect(image.bytes.equals(Buffer.from(PNG, 'base64'))).toBe(true);

      await emit(server(), 'REP-FULL', 'first', { mesure: 410, hauteur_liquide: 900, signal_quality: 4 });
      await emit(server(), 'REP-FULL', 'second', { mesure: 300, signal_quality: 1 });
      const measured = await report(server(), link.token);
      expect(measured.first_measurement).toMatchObject({
        mesure: 410,
        hauteur_liquide: 900,
        signal_quality: 4,
      });
    });

    it("is written in the link's language unless the page asks for another", async () => {
      await newDevice(server(), 'REP-LANG');
      const made = await install(server(), token, 'REP-LANG');
      const french = await shared(server(), token, made.id_installation, 'fr-FR,en;q=0.5');
      const irish = await shared(server(), token, made.id_installation, 'en-IE');
      const unknown = await shared(server(), token, made.id_installation, 'ja-JP');
      expect((await report(server(), french.token)).language).toBe('fr');
      expect((await report(server(), irish.token)).language).toBe('ie');
      expect((await report(server(), unknown.token)).language).toBe('gb');
      const inFrench = await report(server(), french.token);
      const inGerman = await report(server(), french.token, '?lang=de');
      expect(inGerman.language).toBe('de');
      expect(inGerman.equipment.type_name).not.toBe(inFrench.equipment.type_name);
      expect(inGerman.equipment.liquid).not.toBe(inFrench.equipment.liquid);
      expect((await read(server(), french.token, '?lang=xx')).status).toBe(400);
    });

    it('is written in Polish for a link shared in Polish (the ninth language)', async () => {
      await newDevice(server(), 'REP-PL');
      const made = await install(server(), token, 'REP-PL');
      const polish = await shared(server(), token, made.id_installation, 'pl-PL,pl;q=0.9');
      const inPolish = await report(server(), polish.token);
      expect(inPolish.language).toBe('pl');
      const inEnglish = await report(server(), polish.token, '?lang=gb');
      expect(inPolish.equipment.type_name).not.toBe(inEnglish.equipment.type_name);
      expect(inPolish.equipment.type_name).toMatch(/^Zbiornik/);
    });

    it('answers 404 alike for an unknown, an expired and a revoked link, and for their photos', async () => {
      await newDevice(server(), 'REP-GONE');
      const made = await install(server(), token, 'REP-GONE');
      await uploadPhoto(server(), token, 'REP-GONE');
      const expired = await shared(server(), token, made.id_installation);
      const revoked = await shared(server(), token, made.id_installation);
      const photoUrl = (await report(server(), revoked.token)).photos[0]?.url ?? '';
      await server()
        .db.updateTable('report_links')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', createHash('sha256').update(expired.token).digest('hex'))
        .execute();
      const res = await revoke(server(), token, made.id_installation);
      expect(res.status).toBe(200);
      // The expired link was no longer in force: one revoked.
      expect(parseBody(api.revokeReportLinks.responses[200], res).data).toEqual({ revoked: 1 });

      const unknown = `${expired.token.slice(0, -1)}${expired.token.endsWith('A') ? 'B' : 'A'}`;
      for (const gone of [unknown, expired.token, revoked.token]) {
        const answer = await read(server(), gone);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(NOT_FOUND);
        const image = await fetch(server().baseUrl + photoUrl.replace(revoked.token, gone));
        expect(image.status).toBe(404);
        expect(await image.json()).toEqual(NOT_FOUND);
      }
      // A malformed token is a malformed request.
      expect((await read(server(), 'short')).status).toBe(400);
      // Sharing again after a revocation gives a working link.
      const fresh = await shared(server(), token, made.id_installation);
      expect((await read(server(), fresh.token)).status).toBe(200);
      expect(
        parseBody(api.revokeReportLinks.responses[200], await revoke(server(), token, made.id_installation))
          .data,
      ).toEqual({ revoked: 1 });
    });

    it("serves only its own installation's photos, never another device's", async () => {
      await newDevice(server(), 'REP-MINE');
      await newDevice(server(), 'REP-NEXT');
      const mine = await install(server(), token, 'REP-MINE');
      const next = await install(server(), token, 'REP-NEXT');
      const own = await uploadPhoto(server(), token, 'REP-MINE');
      const foreign = await uploadPhoto(server(), token, 'REP-NEXT');
      const link = await shared(server(), token, mine.id_installation);
      expect((await report(server(), link.token)).photos.map((p) => p.id_photo)).toEqual([own]);
      const url = (id: number) => `/api/v1/report/${link.token}/photos/${id}`;
      expect((await photo(server(), url(own))).status).toBe(200);
      for (const id of [foreign, 999_999]) {
        const res = await photo(server(), url(id));
        expect(res.status).toBe(404);
        expect(JSON.parse(res.bytes.toString())).toEqual(NOT_FOUND);
      }
      const theirs = await shared(server(), token, next.id_installation);
      expect((await photo(server(), `/api/v1/report/${theirs.token}/photos/${own}`)).status).toBe(404);
    });

    it("never reaches another professional's installation, and gives theirs nothing of ours", async () => {
      await newDevice(server(), 'REP-SCOPE');
      const made = await install(server(), token, 'REP-SCOPE');
      const ours = await shared(server(), token, made.id_installation);
      const other = await server().login(OTHER_INSTALLER);
      for (const res of [
        await share(server(), other, made.id_installation),
        await revoke(server(), other, made.id_installation),
      ]) {
        expect(res.status).toBe(404);
        expect(parseBody(errorBody, res).error.code).toBe('not_found');
        expect(JSON.stringify(res.body)).not.toContain('REP-SCOPE');
      }
      expect((await share(server(), token, 999_999)).status).toBe(404);
      // The other professional installs a device of its own and shares its report: it reaches none of ours.
      await newDevice(server(), 'REP-THEIRS', { uid: 'other-installations' });
      const idOther = await professionalId(server(), 'other-installations');
      const theirs = await install(server(), other, 'REP-THEIRS', (body) => ({
        ...withoutCustomer(body),
        id_professional: idOther,
      }));
      const theirLink = await shared(server(), other, theirs.id_installation);
      const theirReport = await report(server(), theirLink.token);
      expect(theirReport.professional.name).toBe('Other Installations');
      expect(JSON.stringify(theirReport)).not.toContain('Demo Installations');
      const ourPhoto = await uploadPhoto(server(), token, 'REP-SCOPE');
      expect((await photo(server(), `/api/v1/report/${theirLink.token}/photos/${ourPhoto}`)).status).toBe(
        404,
      );
      expect((await report(server(), ours.token)).photos.map((p) => p.id_photo)).toEqual([ourPhoto]);
      expect((await read(server(), ours.token)).status).toBe(200);
    });

    it("shows the devices an equipment had, and each one's photos while it was there", async () => {
      await newDevice(server(), 'HIST-OLD');
      await newDevice(server(), 'HIST-NEW');
      const made = await install(
        server(),
        token,
        'HIST-OLD',
        atNewAddress('Cave', '5 Rue Longue, Lyon', 'Lyon'),
      );
      const before = await uploadPhoto(server(), token, 'HIST-OLD');
      const swap = await server().request('POST', `/api/v1/installation/${made.id_installation}/swap`, {
        token,
        body: { device_number: 'HIST-NEW' },
      });
      expect(swap.status).toBe(200);
      const swappedAt = parseBody(api.swapDevice.responses[200], swap).data.swapped_at;
      const after = await uploadPhoto(server(), token, 'HIST-NEW');
      // The old device goes to another equipment: its photos there are not this report's.
      await install(server(), token, 'HIST-OLD');
      const elsewhere = await uploadPhoto(server(), token, 'HIST-OLD');
      const link = await shared(server(), token, made.id_installation);
      const data = await report(server(), link.token);
      expect(data.device).toMatchObject({ device_number: 'HIST-NEW', installed_at: swappedAt });
      expect(data.previous_devices).toEqual([
        {
          device_number: 'HIST-OLD',
          referential_name: 'TLS-1 ultrasonic tank level sensor',
          installed_at: made.created_at,
          removed_at: swappedAt,
        },
      ]);
      expect(data.photos.map((p) => p.id_photo)).toEqual([before, after]);
      expect((await photo(server(), `/api/v1/report/${link.token}/photos/${before}`)).status).toBe(200);
      expect((await photo(server(), `/api/v1/report/${link.token}/photos/${elsewhere}`)).status).toBe(404);
    });
  },
  { env: { PUBLIC_URL } },
);

describeEachDatabase('Handover report of a module asset', (server) => {
  it('lists each model with its content and labelled values, and the metrics to read the measurement', async () => {
    const token = await server().login();
    const idDevice = await newDevice(server(), 'REP-MODULE');
    const client = await server()
      .db.selectFrom('clients')
      .select('id_client')
      .where('uid', '=', 'boulangerie-martin')
      .executeTakeFirstOrThrow();
    const domicile = await server()
      .db.selectFrom('domiciles')
      .select('id_domicile')
      .where('id_client', '=', client.id_client)
      .orderBy('id_domicile')
      .executeTakeFirstOrThrow();
    const res = await server().request('POST', '/api/v1/installation/device', {
      token,
      body: demoModuleTankBody(idDevice, {
        client: { id_client: client.id_client },
        domicile: { id_domicile: domicile.id_domicile },
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = parseBody(api.createInstallation.responses[201], res).data;
    const link = await shared(server(), token, made.id_installation, 'en-GB');
    const data = await report(server(), link.token);
    expect(data.equipment).toMatchObject({ name: 'Cuve gazole atelier', liquid: null });
    const specification = data.equipment.specification;
    expect(specification?.kind).toBe('module');
    if (specification?.kind !== 'module') return;
    expect(specification.module_name).toBeTruthy();
    const [model] = specification.models;
    expect(model?.name).toBeTruthy();
    expect(model?.liquid).toBeTruthy();
    expect(model?.values.map((v) => v.value)).toContain('Cuve 1');
    // Stored times the input's multiplier (spec §9: litres as cubic millimetres), shown in the label's unit.
    expect(model?.values.find((v) => v.unit === 'L')?.value).toBe(2000);
    expect(model?.values.every((v) => v.label.length > 0)).toBe(true);
    // The tank type is an enum: the report says the label the installer chose, not its code.
    expect(model?.values.map((v) => v.value)).not.toContain('3');
    expect(data.metrics?.length).toBeGreaterThan(0);
  });
});

describeEachDatabase(
  'Handover report: REPORT_LINK_TTL_DAYS',
  (server) => {
    it('makes links that expire after the configured days', async () => {
      const token = await server().login();
      await newDevice(server(), 'REP-TTL');
      const made = await install(server(), token, 'REP-TTL');
      const link = await shared(server(), token, made.id_installation);
      const lifetime = Date.parse(link.expires_at) - Date.now();
      expect(lifetime).toBeGreaterThan(86_400_000 - 60_000);
      expect(lifetime).toBeLessThanOrEqual(86_400_000);
    });
  },
  { env: { REPORT_LINK_TTL_DAYS: '1' } },
);

const logLines: string[] = [];
describeEachDatabase(
  'Handover report: tokens never logged',
  (server) => {
    it('logs report requests with the token taken out of the path', async () => {
      const token = await server().login();
      await newDevice(server(), 'REP-LOG');
      const made = await install(server(), token, 'REP-LOG');
      await uploadPhoto(server(), token, 'REP-LOG');
      const link: ReportLink = await shared(server(), token, made.id_installation);
      const data = await report(server(), link.token);
      expect((await photo(server(), data.photos[0]?.url ?? '')).status).toBe(200);
      expect((await read(server(), `${link.token.slice(0, -2)}zz`)).status).toBe(404);
      const logged = logLines.join('');
      expect(logged).toContain('/api/v1/report/[token]');
      expect(logged).toContain('/api/v1/report/[token]/photos/');
      expect(logged).not.toContain(link.token);
      expect(logged).not.toContain(link.token.slice(0, -2));
    });
  },
  { env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void logLines.push(line) } },
);

const receiver = await startSmtpReceiver();
afterAll(() => receiver.close());

/** The whole message with quoted-printable soft breaks and escapes decoded, to search the links in. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

describeEachDatabase(
  'Handover report in the invitation mail',
  (server) => {
    let token = '';
    let idProfessional = 0;
    beforeAll(async () => {
      token = await server().login();
      idProfessional = await professionalId(server());
    });
    beforeEach(() => {
      receiver.received.length = 0;
    });
    const invite = (email: string, deviceNumber: string, language = 'de-DE') =>
      server().request('POST', '/api/v1/user_client/invitation/inscription', {
        token,
        body: { id_professional: idProfessional, email, device_number: deviceNumber },
        headers: { 'accept-language': language },
      });
    const linkCount = async () =>
      (await server().db.selectFrom('report_links').select('id_report_link').execute()).length;

    it("links the installation's report, in the mail's language, readable without sign-in", async () => {
      await newDevice(server(), 'MAIL-1');
      const made = await install(server(), token, 'MAIL-1');
      expect((await invite('customer@example.test', 'MAIL-1')).status).toBe(200);
      const body = decoded(receiver.received[0]?.raw ?? '');
      const pattern = new RegExp(`${PUBLIC_URL}/report/([A-Za-z0-9_-]{43})`);
      const reportToken = pattern.exec(body)?.[1] ?? '';
      expect(body).toContain(`Installationsbericht ansehen: ${PUBLIC_URL}/report/${reportToken}`);
      expect(body).toContain(`href="${PUBLIC_URL}/report/${reportToken}"`);
      const data = await report(server(), reportToken);
      expect(data.language).toBe('de');
      expect(data.installed_at).toBe(made.created_at);
      expect(data.device.device_number).toBe('MAIL-1');
      // Revoking the installation's links cuts the mailed one too.
      expect((await revoke(server(), token, made.id_installation)).status).toBe(200);
      expect((await read(server(), reportToken)).status).toBe(404);
    });

    it('has no report line for a device that is not installed, and keeps no link of a refused mail', async () => {
      await newDevice(server(), 'MAIL-2');
      expect((await invite('someone@example.test', 'MAIL-2')).status).toBe(200);
      expect(decoded(receiver.received[0]?.raw ?? '')).not.toContain('/report/');
      await newDevice(server(), 'MAIL-3');
      await install(server(), token, 'MAIL-3');
      const links = await linkCount();
      expect((await invite('reject@example.test', 'MAIL-3')).status).toBe(502);
      expect(await linkCount()).toBe(links);
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${receiver.port}`, PUBLIC_URL } },
);
