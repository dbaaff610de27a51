import { api, type ClassicInstallationBody, type HandoverReport } from '@installer/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { install, newDevice, professionalId, uploadPhoto } from '../test/after-visit.ts';
import { describeEachDatabase, parseBody, type TestServer } from '../test/harness.ts';
import { demoCustomerTankBody } from '../test/installation-bodies.ts';
import { startSmtpReceiver } from '../test/smtp-receiver.ts';

const PUBLIC_URL = 'https://install.example.test';
const receiver = await startSmtpReceiver();
afterAll(() => receiver.close());

/** The report link a mail carries (quoted-printable soft breaks undone). */
function mailedToken(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const token = new RegExp(`${PUBLIC_URL}/report/([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  if (!token) throw new Error('no report link in the mail');
  return token;
}

const read = (server: TestServer, reportToken: string) =>
  server.request('GET', `/api/v1/report/${reportToken}`);

async function report(server: TestServer, reportToken: string): Promise<HandoverReport> {
  const res = await read(server, reportToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return parseBody(api.getReport.responses[200], res).data;
}

/**
 * A report link is made for a customer at an address (docs/decisions/0008-report-links.md): when an edit of
 * the installation names another customer or another address, the links given before stop, the mailed ones
 * too; the installer shares a new one. An edit that keeps both keeps them.
 */
describeEachDatabase(
  'Handover report links follow the customer and the address',
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

    const userId = async (email: string) =>
      (
        await server()
          .db.selectFrom('user_clients')
          .select('id_user')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id_user;
    const domicilesOf = async (email: string) =>
      (
        await server()
          .db.selectFrom('domiciles')
          .select('id_domicile')
          .where('id_user', '=', await userId(email))
          .orderBy('id_domicile')
          .execute()
      ).map((row) => row.id_domicile);

    /** The body of the demo customer's tank at "Maison", as `install` sends it. */
    const bodyOf = (deviceNumber: string) => demoCustomerTankBody(server().db, idProfessional, deviceNumber);
    const put = async (idInstallation: number, body: ClassicInstallationBody) => {
      const res = await server().request('PUT', `/api/v1/installation/${idInstallation}`, { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const share = async (idInstallation: number) => {
      const res = await server().request('POST', `/api/v1/installation/${idInstallation}/report_link`, {
        token,
      });
      expect(res.status).toBe(201);
      return parseBody(api.createReportLink.responses[201], res).data.token;
    };
    const invite = async (email: string, deviceNumber: string) => {
      const res = await server().request('POST', '/api/v1/user_client/invitation/inscription', {
        token,
        body: { id_professional: idProfessional, email, device_number: deviceNumber },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return mailedToken(receiver.received.at(-1)?.raw ?? '');
    };

    it("stops the first customer's mailed and shared links when the installation goes to another customer elsewhere", async () => {
      await newDevice(server(), 'AUD-MOVE');
      const made = await install(server(), token, 'AUD-MOVE');
      await uploadPhoto(server(), token, 'AUD-MOVE');
      const mailed = await invite('client@demo.test', 'AUD-MOVE');
      const shared = await share(made.id_installation);
      expect((await report(server(), mailed)).address.address).toBe(
        '12 Rue des Tilleuls, 69003 Lyon, France',
      );

      const body = await bodyOf('AUD-MOVE');
      await put(made.id_installation, {
        ...body,
        id_user: await userId('incomplete@demo.test'),
        asset: {
          ...body.asset,
          domicile: {
            mode: 'new',
            domicile_name: 'Chalet',
            new_domicile: {
              address: '3 Route du Col, 74400 Chamonix, France',
              locality: 'Chamonix',
              postal_code: '74400',
              country: 'France',
              latitude: 45.92,
              longitude: 6.87,
            },
          },
        },
      });

      for (const old of [mailed, shared]) {
        const res = await read(server(), old);
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('Chamonix');
        // Nor its photos.
        const photo = await fetch(`${server().baseUrl}/api/v1/report/${old}/photos/1`);
        expect(photo.status).toBe(404);
      }
      // The installer shares a new link, and invites the new customer: both show the new place.
      expect((await report(server(), await share(made.id_installation))).address.city).toBe('Chamonix');
      expect((await report(server(), await invite('incomplete@demo.test', 'AUD-MOVE'))).address.city).toBe(
        'Chamonix',
      );
    });

    it('stops them when only the customer changes, or only the address', async () => {
      await newDevice(server(), 'AUD-WHO');
      const who = await install(server(), token, 'AUD-WHO');
      const beforeCustomer = await share(who.id_installation);
      const body = await bodyOf('AUD-WHO');
      // The same place, now on the professional's own account (spec §1 without user): another audience.
      await put(who.id_installation, {
        ...body,
        id_user: null,
        asset: {
          ...body.asset,
          domicile: {
            mode: 'new',
            domicile_name: 'Maison',
            new_domicile: {
              address: '12 Rue des Tilleuls, 69003 Lyon, France',
              locality: 'Lyon',
              postal_code: '69003',
              country: 'France',
              latitude: 45.7597,
              longitude: 4.8575,
            },
          },
        },
      });
      expect((await read(server(), beforeCustomer)).status).toBe(404);

      await newDevice(server(), 'AUD-WHERE');
      const where = await install(server(), token, 'AUD-WHERE');
      const beforeAddress = await share(where.id_installation);
      const [, farm] = await domicilesOf('client@demo.test');
      const other = await bodyOf('AUD-WHERE');
      await put(where.id_installation, {
        ...other,
        asset: { ...other.asset, domicile: { mode: 'existing', id_domicile: farm as number } },
      });
      expect((await read(server(), beforeAddress)).status).toBe(404);
      expect((await report(server(), await share(where.id_installation))).address.city).toBe('Cluny');
    });

    it('keeps them through an edit of the equipment, and through a new address row of the same place', async () => {
      await newDevice(server(), 'AUD-SAME');
      const body = await bodyOf('AUD-SAME');
      const atPlace: ClassicInstallationBody = {
        ...body,
        asset: {
          ...body.asset,
          domicile: {
            mode: 'new',
            domicile_name: 'Atelier',
            new_domicile: {
              address: '1 Quai du Rhône, 69007 Lyon, France',
              locality: 'Lyon',
              postal_code: '69007',
              country: 'France',
              latitude: 45.75,
              longitude: 4.84,
            },
          },
        },
      };
      const made = await install(server(), token, 'AUD-SAME', () => atPlace);
      const mailed = await invite('client@demo.test', 'AUD-SAME');
      // The liquid corrected after step 5: the wizard sends the whole body again, its new address too.
      await put(made.id_installation, {
        ...atPlace,
        asset: { ...atPlace.asset, name: 'Cuve gazole' },
      });
      const data = await report(server(), mailed);
      expect(data.equipment.name).toBe('Cuve gazole');
      expect(data.address.city).toBe('Lyon');
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${receiver.port}`, PUBLIC_URL } },
);
