import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { api, type CustomerInstallation, type CustomerSession, errorBody } from '@installer/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { atNewAddress, emit, install, newDevice, professionalId, uploadPhoto } from '../test/after-visit.ts';
import { describeEachDatabase, OTHER_INSTALLER, parseBody, type TestServer } from '../test/harness.ts';
import { demoCustomerTankBody, demoModuleTankBody } from '../test/installation-bodies.ts';
import { decodedBody, header } from '../test/mail-text.ts';
import { startSmtpReceiver } from '../test/smtp-receiver.ts';

// spec §6 and docs/decisions/0021-customer-space.md: the customer's personal space, through real HTTP, a real
// SMTP server and the real installation and ingest calls.

const PUBLIC_URL = 'https://install.example.test';
const WELCOME = `${PUBLIC_URL}/space/welcome#`;
const PASSWORD = 'a-good-password-42';

const receiver = await startSmtpReceiver();
afterAll(() => receiver.close());

/** A customer of the professional (uid) with this e-mail, as step 1's look-up finds them; their id_user. */
async function newUserClient(server: TestServer, email: string, uid = 'demo-installations'): Promise<number> {
  const row = await server.db
    .insertInto('user_clients')
    .values({
      id_professional: await professionalId(server, uid),
      email,
      first_name: 'Test',
      last_name: 'Customer',
      status: 'complete',
      created_at: new Date().toISOString(),
    })
    .returning('id_user')
    .executeTakeFirstOrThrow();
  return row.id_user;
}

/** A tank installation for that customer at a new address, made through the real route. */
async function installFor(server: TestServer, token: string, deviceNumber: string, idUser: number) {
  await newDevice(server, deviceNumber);
  const atHome = atNewAddress('Maison', '3 Rue Neuve, 69002 Lyon', 'Lyon');
  return install(server, token, deviceNumber, (body) => ({ ...atHome(body), id_user: idUser }));
}

/** The welcome link's token in a mail's text, or undefined when the mail has none. */
function welcomeToken(raw: string): string | undefined {
  const body = decodedBody(raw);
  const at = body.indexOf(WELCOME);
  if (at < 0) return undefined;
  return /^[A-Za-z0-9_-]{43}/.exec(body.slice(at + WELCOME.length))?.[0];
}

describeEachDatabase(
  "the customer's personal space",
  (server) => {
    let token = '';
    beforeAll(async () => {
      token = await server().login();
    });
    beforeEach(() => {
      receiver.received.length = 0;
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const invite = async (email: string, deviceNumber: string, as = token, language = 'fr-FR') => {
      const me = parseBody(
        api.me.responses[200],
        await server().request('GET', '/api/v1/auth/me', { token: as }),
      ).data;
      const res = await server().request('POST', '/api/v1/user_client/invitation/inscription', {
        token: as,
        body: { id_professional: me.id_professional, email, device_number: deviceNumber },
        headers: { 'accept-language': language },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return parseBody(api.sendInvitation.responses[200], res).data.mail;
    };
    const readInvitation = (invitationToken: string) =>
      server().request('GET', `/api/v1/customer/invitation/${invitationToken}`);
    const accept = (invitationToken: string, password = PASSWORD) =>
      server().request('POST', `/api/v1/customer/invitation/${invitationToken}/accept`, {
        body: { password },
      });
    const signIn = (email: string, password: string) =>
      server().request('POST', '/api/v1/customer/auth/login', { body: { email, password } });
    const installationsOf = async (customerToken: string): Promise<CustomerInstallation[]> => {
      const res = await server().request('GET', '/api/v1/customer/installations', { token: customerToken });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return parseBody(api.customerInstallations.responses[200], res).data;
    };
    const codeOf = (res: { body: unknown }) => (res.body as { error?: { code?: string } }).error?.code;

    /** A customer invited for an installation of theirs and registered with PASSWORD: their session. */
    async function registered(email: string, deviceNumber: string): Promise<CustomerSession> {
      await installFor(server(), token, deviceNumber, await newUserClient(server(), email));
      expect(await invite(email, deviceNumber)).toBe('registration');
      const invitationToken = welcomeToken(receiver.received.at(-1)?.raw ?? '') ?? '';
      const res = await accept(invitationToken);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return parseBody(api.acceptCustomerInvitation.responses[200], res).data;
    }

    it('sends the registration mail whose link works once, then answers 410 invitation_used', async () => {
      const idUser = await newUserClient(server(), 'once@example.test');
      const made = await installFor(server(), token, 'CS-ONCE', idUser);
      expect(await invite('Once@Example.test', 'CS-ONCE')).toBe('registration');
      const raw = receiver.received.at(-1)?.raw ?? '';
      expect(header(raw, 'Subject')).toBe('Demo Installations vous invite à suivre votre capteur');
      const invitationToken = welcomeToken(raw);
      expect(invitationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The mail still carries the installation's report.
      expect(decodedBody(raw)).toContain(`${PUBLIC_URL}/report/`);

      const read = await readInvitation(invitationToken ?? '');
      expect(read.status).toBe(200);
      expect(parseBody(api.customerInvitation.responses[200], read).data).toEqual({
        email: 'once@example.test',
        locale: 'fr',
        has_password: false,
      });

      const accepted = await accept(invitationToken ?? '');
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      const session = parseBody(api.acceptCustomerInvitation.responses[200], accepted).data;
      expect(session.customer).toMatchObject({ email: 'once@example.test', locale: 'fr' });
      const [listed, ...others] = await installationsOf(session.token);
      expect(others).toEqual([]);
      expect(listed).toMatchObject({
        id_installation: made.id_installation,
        device_number: 'CS-ONCE',
        equipment: { name: 'Cuve fioul maison', kind: 'cuve' },
        address: { address_name: 'Maison', address: '3 Rue Neuve, 69002 Lyon' },
        latest: null,
        signal: null,
      });
      // The mail's report link is live: the space offers to stop it.
      expect(listed?.report?.id_report_link).toBeGreaterThan(0);

      for (const again of [
        await readInvitation(invitationToken ?? ''),
        await accept(invitationToken ?? ''),
      ]) {
        expect(again.status).toBe(410);
        expect(parseBody(errorBody, again).error.code).toBe('invitation_used');
      }
      // The password chosen signs in.
      expect((await signIn('once@example.test', PASSWORD)).status).toBe(200);
    });

    it('makes a customer of an e-mail step 1 did not find: the space the mail opens shows the installation', async () => {
      // spec §8: the look-up answers 404 and the installation goes on the professional's own account (no user).
      const lookUp = () =>
        server().request('GET', '/api/v1/user_client?email=new.customer%40example.test', { token });
      expect((await lookUp()).status).toBe(404);
      await newDevice(server(), 'CS-NEW');
      const atHome = atNewAddress('Ferme', '9 Chemin Vert, 69003 Lyon', 'Lyon');
      const made = await install(server(), token, 'CS-NEW', (body) => ({ ...atHome(body), id_user: null }));
      expect(await invite('new.customer@example.test', 'CS-NEW')).toBe('registration');
      // The e-mail is a customer now, registration unfinished (spec §8 206) until the password is set.
      expect((await lookUp()).status).toBe(206);

      const accepted = await accept(welcomeToken(receiver.received.at(-1)?.raw ?? '') ?? '');
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      const session = parseBody(api.acceptCustomerInvitation.responses[200], accepted).data;
      const [listed, ...others] = await installationsOf(session.token);
      expect(others).toEqual([]);
      expect(listed).toMatchObject({
        id_installation: made.id_installation,
        device_number: 'CS-NEW',
        address: { address_name: 'Ferme', address: '9 Chemin Vert, 69003 Lyon' },
      });
      expect((await lookUp()).status).toBe(200);
      // Their address is theirs: step 1 offers it at the next installation.
      const found = parseBody(api.findUserClient.responses[200], await lookUp()).data;
      const domiciles = await server().request('GET', `/api/v1/user_client/${found.id_user}/domiciles`, {
        token,
      });
      expect(JSON.stringify(domiciles.body)).toContain('9 Chemin Vert, 69003 Lyon');
    });

    it('answers 410 invitation_expired past CUSTOMER_INVITATION_TTL_DAYS, 404 for an unknown token', async () => {
      await newDevice(server(), 'CS-OLD');
      expect(await invite('late@example.test', 'CS-OLD')).toBe('registration');
      const invitationToken = welcomeToken(receiver.received.at(-1)?.raw ?? '') ?? '';
      expect((await readInvitation(invitationToken)).status).toBe(200);
      // A fake clock on the server's process: a day past the link's lifetime.
      const days = server().config.customerInvitationTtlDays + 1;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + days * 86_400_000);
      for (const late of [await readInvitation(invitationToken), await accept(invitationToken)]) {
        expect(late.status).toBe(410);
        expect(parseBody(errorBody, late).error.code).toBe('invitation_expired');
      }
      vi.useRealTimers();

      const unknown = await readInvitation('A'.repeat(43));
      expect(unknown.status).toBe(404);
      expect(codeOf(unknown)).toBe('invitation_not_found');
      expect((await readInvitation('not-a-token')).status).toBe(400);
    });

    it('sends the sensor_added mail to a customer whose space has a password, whoever invites', async () => {
      const session = await registered('twice@example.test', 'CS-TWICE-1');
      await installFor(
        server(),
        token,
        'CS-TWICE-2',
        await newUserClient(server(), 'other.address@example.test'),
      );
      // Step 1 typed the same e-mail for another device of the professional.
      expect(await invite('twice@example.test', 'CS-TWICE-2')).toBe('sensor_added');
      const raw = receiver.received.at(-1)?.raw ?? '';
      expect(header(raw, 'Subject')).toBe('Demo Installations a ajouté un capteur à votre espace personnel');
      const body = decodedBody(raw);
      expect(body).toMatch(/Ouvrir mon espace personnel: https:\/\/install\.example\.test\/space\r?\n/);
      expect(body).toContain(`href="${PUBLIC_URL}/space"`);
      expect(welcomeToken(raw)).toBeUndefined();

      // Another professional installs for the same e-mail: the same account, the same space.
      const otherToken = await server().login(OTHER_INSTALLER);
      const otherUser = await newUserClient(server(), 'twice@example.test', 'other-installations');
      await newDevice(server(), 'CS-TWICE-3', { uid: 'other-installations' });
      const atFarm = atNewAddress('Ferme', '8 Route des Vignes, Mâcon', 'Mâcon');
      const body3 = atFarm({
        ...(await demoTankBodyOf(server(), 'other-installations', 'CS-TWICE-3')),
        id_user: otherUser,
      });
      const made = await server().request('POST', '/api/v1/installation/device', {
        token: otherToken,
        body: body3,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(await invite('twice@example.test', 'CS-TWICE-3', otherToken, 'en-GB')).toBe('sensor_added');
      expect(header(receiver.received.at(-1)?.raw ?? '', 'Subject')).toBe(
        'Other Installations added a sensor to your personal space',
      );
      const listed = await installationsOf(session.token);
      expect(listed.map((item) => item.device_number)).toEqual(['CS-TWICE-3', 'CS-TWICE-1']);
    });

    it('gives the demo customer a space: client@demo.test signs in with demo-client', async () => {
      const res = await signIn('client@demo.test', 'demo-client');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await newDevice(server(), 'CS-DEMO');
      await install(server(), token, 'CS-DEMO');
      expect(await invite('client@demo.test', 'CS-DEMO')).toBe('sensor_added');
    });

    it('answers 409 already_registered for another invitation of an account that chose its password', async () => {
      await newDevice(server(), 'CS-TWO');
      expect(await invite('two.links@example.test', 'CS-TWO')).toBe('registration');
      const first = welcomeToken(receiver.received.at(-1)?.raw ?? '') ?? '';
      expect(await invite('two.links@example.test', 'CS-TWO')).toBe('registration');
      const second = welcomeToken(receiver.received.at(-1)?.raw ?? '') ?? '';
      expect(second).not.toBe(first);
      expect((await accept(first)).status).toBe(200);
      const read = await readInvitation(second);
      expect(parseBody(api.customerInvitation.responses[200], read).data.has_password).toBe(true);
      const res = await accept(second, 'another-password-7');
      expect(res.status).toBe(409);
      expect(codeOf(res)).toBe('already_registered');
      // The first password stands.
      expect((await signIn('two.links@example.test', 'another-password-7')).status).toBe(401);
      expect((await signIn('two.links@example.test', PASSWORD)).status).toBe(200);
    });

    it("refuses a password against the contracts' rule with 400, and the invitation stays unused", async () => {
      await newDevice(server(), 'CS-PW');
      expect(await invite('password@example.test', 'CS-PW')).toBe('registration');
      const invitationToken = welcomeToken(receiver.received.at(-1)?.raw ?? '') ?? '';
      for (const [password, problem] of [
        ['short', 'password_too_short'],
        ['zzzzzzzzzzzz', 'password_one_character'],
        ['ab'.repeat(101), 'password_too_long'],
      ]) {
        const res = await accept(invitationToken, password);
        expect(res.status).toBe(400);
        expect(codeOf(res)).toBe('validation_failed');
        expect(JSON.stringify(parseBody(errorBody, res).error.details)).toContain(problem);
      }
      // A customer without a password cannot sign in with any.
      expect((await signIn('password@example.test', 'zzzzzzzzzzzz')).status).toBe(401);
      expect((await readInvitation(invitationToken)).status).toBe(200);
      expect((await accept(invitationToken)).status).toBe(200);
    });

    it('keeps installer and customer tokens apart: each is a 401 on the other side', async () => {
      const session = await registered('apart@example.test', 'CS-APART');
      const asCustomer = await server().request('GET', '/api/v1/installations', { token: session.token });
      expect(asCustomer.status).toBe(401);
      expect((await server().request('GET', '/api/v1/auth/me', { token: session.token })).status).toBe(401);
      const asInstaller = await server().request('GET', '/api/v1/customer/installations', { token });
      expect(asInstaller.status).toBe(401);
      expect(codeOf(asInstaller)).toBe('unauthorized');
      const [item] = await installationsOf(session.token);
      const report = `/api/v1/customer/installations/${item?.id_installation}/report`;
      expect((await server().request('GET', report, { token })).status).toBe(401);
      expect((await server().request('GET', report)).status).toBe(401);
    });

    it("never shows customer Y customer X's installations, report, photos or links (404)", async () => {
      const x = await registered('x@example.test', 'CS-X');
      const y = await registered('y@example.test', 'CS-Y');
      const [ofX] = await installationsOf(x.token);
      const [ofY, ...more] = await installationsOf(y.token);
      expect(ofY?.device_number).toBe('CS-Y');
      expect(more).toEqual([]);
      const idPhoto = await uploadPhoto(server(), token, 'CS-X');
      const base = `/api/v1/customer/installations/${ofX?.id_installation}`;
      for (const path of [`${base}/report`, `${base}/photos/${idPhoto}`]) {
        const res = await server().request('GET', path, { token: y.token });
        expect(res.status, path).toBe(404);
      }
      const link = `/api/v1/customer/report_links/${ofX?.report?.id_report_link}`;
      const stopByY = await server().request('DELETE', link, { token: y.token });
      expect(stopByY.status).toBe(404);
      expect((await installationsOf(x.token))[0]?.report).toEqual(ofX?.report);
    });

    it('shows the report and its photos through the session, and stops a report link', async () => {
      const x = await registered('report@example.test', 'CS-REPORT');
      const idPhoto = await uploadPhoto(server(), token, 'CS-REPORT');
      const [item] = await installationsOf(x.token);
      const base = `/api/v1/customer/installations/${item?.id_installation}`;
      const res = await server().request('GET', `${base}/report?lang=de`, { token: x.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const report = parseBody(api.customerInstallationReport.responses[200], res).data;
      expect(report).toMatchObject({ language: 'de', device: { device_number: 'CS-REPORT' } });
      expect(report.photos.map((photo) => photo.url)).toEqual([`${base}/photos/${idPhoto}`]);
      const photo = await server().request('GET', `${base}/photos/${idPhoto}`, { token: x.token });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('private, no-store');

      // The mail's report link, stopped from the space: the public page no longer opens it.
      const mailed = /\/report\/([A-Za-z0-9_-]{43})/.exec(
        decodedBody(receiver.received.at(-1)?.raw ?? ''),
      )?.[1];
      expect((await server().request('GET', `/api/v1/report/${mailed}`)).status).toBe(200);
      const stop = await server().request(
        'DELETE',
        `/api/v1/customer/report_links/${item?.report?.id_report_link}`,
        {
          token: x.token,
        },
      );
      expect(stop.status).toBe(200);
      expect(parseBody(api.stopCustomerReportLink.responses[200], stop).data).toEqual({ stopped: true });
      expect((await server().request('GET', `/api/v1/report/${mailed}`)).status).toBe(404);
      expect((await installationsOf(x.token))[0]?.report).toBeNull();
      // The space still shows the report: no link is needed for it.
      expect((await server().request('GET', `${base}/report`, { token: x.token })).status).toBe(200);
    });

    it('never lists an installation made for a client company', async () => {
      const x = await registered('company@example.test', 'CS-CUSTOMER');
      const client = await server()
        .db.selectFrom('clients')
        .select('id_client')
        .where('uid', '=', 'boulangerie-martin')
        .executeTakeFirstOrThrow();
      const domicile = await server()
        .db.selectFrom('domiciles')
        .select('id_domicile')
        .where('id_client', '=', client.id_client)
        .executeTakeFirstOrThrow();
      const idDevice = await newDevice(server(), 'CS-COMPANY');
      const res = await server().request('POST', '/api/v1/installation/device', {
        token,
        body: demoModuleTankBody(idDevice, {
          client: { id_client: client.id_client },
          domicile: { id_domicile: domicile.id_domicile },
        }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      // Step 1 named the customer's e-mail, then the installer chose the company (spec §6: no space for it).
      expect(await invite('company@example.test', 'CS-COMPANY')).toBe('sensor_added');
      expect((await installationsOf(x.token)).map((item) => item.device_number)).toEqual(['CS-CUSTOMER']);
    });

    it('shows the latest measurement and signal once the sensor sent one (ingest)', async () => {
      const x = await registered('latest@example.test', 'CS-LATEST');
      expect((await installationsOf(x.token))[0]).toMatchObject({ latest: null, signal: null });
      await emit(server(), 'CS-LATEST', 'cs-latest-1', {
        mesure: 900,
        hauteur_liquide: 610,
        volume: 1180,
        signal_quality: 2,
      });
      await emit(server(), 'CS-LATEST', 'cs-latest-2', {
        mesure: 880,
        hauteur_liquide: 640,
        volume: 1200,
        signal_quality: 4,
      });
      const [item] = await installationsOf(x.token);
      expect(item?.latest).toMatchObject({ level_mm: 640, volume_l: 1200, weight_kg: null });
      expect(Number.isNaN(Date.parse(item?.latest?.at ?? ''))).toBe(false);
      expect(item?.signal).toBe(4);
    });

    it('signs out: the token is revoked at once', async () => {
      const res = await signIn('client@demo.test', 'demo-client');
      const session = parseBody(api.customerLogin.responses[200], res).data;
      expect(session.customer.email).toBe('client@demo.test');
      await installationsOf(session.token);
      const out = await server().request('POST', '/api/v1/customer/auth/logout', { token: session.token });
      expect(out.status).toBe(200);
      expect(parseBody(api.customerLogout.responses[200], out).data).toEqual({ revoked: true });
      expect(
        (await server().request('GET', '/api/v1/customer/installations', { token: session.token })).status,
      ).toBe(401);
      const wrong = await signIn('client@demo.test', 'not-the-password');
      expect(wrong.status).toBe(401);
      expect(codeOf(wrong)).toBe('invalid_credentials');
      expect((await signIn('nobody@example.test', 'demo-client')).status).toBe(401);
    });

    it('answers a malformed call with a 4xx, never a 500', async () => {
      for (const [method, path, body] of [
        ['POST', `/api/v1/customer/invitation/${'A'.repeat(43)}/accept`, 'not json'],
        ['POST', '/api/v1/customer/auth/login', { email: 'x', password: 7 }],
        ['DELETE', '/api/v1/customer/report_links/01', undefined],
        ['GET', '/api/v1/customer/installations/1e0/report', undefined],
      ] as const) {
        const res = await server().request(method, path, {
          token: 'A'.repeat(43),
          ...(typeof body === 'string'
            ? { rawBody: body, headers: { 'content-type': 'application/json' } }
            : { body }),
        });
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
      }
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${receiver.port}`, PUBLIC_URL } },
);

/** The classic tank body of the demo customer, for a device of the professional `uid`. */
async function demoTankBodyOf(server: TestServer, uid: string, deviceNumber: string) {
  return demoCustomerTankBody(server.db, await professionalId(server, uid), deviceNumber);
}

const logLines: string[] = [];
describeEachDatabase(
  "the customer's space: tokens and passwords never logged",
  (server) => {
    it('logs the invitation calls with the token taken out of the path, and no password or session', async () => {
      const token = await server().login();
      await newDevice(server(), 'CS-LOG');
      const invited = await server().request('POST', '/api/v1/user_client/invitation/inscription', {
        token,
        body: {
          id_professional: await professionalId(server()),
          email: 'log@example.test',
          device_number: 'CS-LOG',
        },
      });
      expect(invited.status).toBe(200);
      // No SMTP here: the outbox file holds the mail, the log only its path.
      const row = await server()
        .db.selectFrom('customer_invitations')
        .innerJoin('customer_accounts', 'customer_accounts.id_customer', 'customer_invitations.id_customer')
        .select('customer_invitations.token_hash')
        .where('customer_accounts.email', '=', 'log@example.test')
        .executeTakeFirstOrThrow();
      const outbox = readdirSync(server().config.outboxDir).map((file) =>
        readFileSync(path.join(server().config.outboxDir, file), 'utf8'),
      );
      const invitationToken = outbox.map(welcomeToken).find((found) => found !== undefined) ?? '';
      expect(createHash('sha256').update(invitationToken).digest('hex')).toBe(row.token_hash);
      expect((await server().request('GET', `/api/v1/customer/invitation/${invitationToken}`)).status).toBe(
        200,
      );
      const accepted = await server().request(
        'POST',
        `/api/v1/customer/invitation/${invitationToken}/accept`,
        {
          body: { password: PASSWORD },
        },
      );
      const session = parseBody(api.acceptCustomerInvitation.responses[200], accepted).data;
      await server().request('GET', '/api/v1/customer/installations', { token: session.token });
      await server().request('POST', '/api/v1/customer/auth/login', {
        body: { email: 'log@example.test', password: PASSWORD },
      });
      const logged = logLines.join('');
      expect(logged).toContain('/api/v1/customer/invitation/[token]');
      for (const secret of [invitationToken, session.token, PASSWORD]) expect(logged).not.toContain(secret);
    });
  },
  {
    env: { LOG_LEVEL: 'info', PUBLIC_URL },
    logStream: { write: (line) => void logLines.push(line) },
  },
);

describeEachDatabase(
  "the customer's sign-in limits",
  (server) => {
    it('answers 429 past the sign-in limit per address, as the installers sign-in', async () => {
      const attempts = [];
      for (let i = 0; i < 4; i += 1) {
        attempts.push(
          await server().request('POST', '/api/v1/customer/auth/login', {
            body: { email: 'client@demo.test', password: `wrong-password-${i}` },
          }),
        );
      }
      expect(attempts.map((res) => res.status)).toEqual([401, 401, 401, 429]);
      expect(
        parseBody(errorBody, attempts[3] ?? { status: 0, headers: new Headers(), body: null }).error.code,
      ).toBe('rate_limited');
      // The invitation look-up guards a secret too: counted per address with the same limit.
      const looks = [];
      for (let i = 0; i < 4; i += 1) {
        looks.push((await server().request('GET', `/api/v1/customer/invitation/${'B'.repeat(43)}`)).status);
      }
      expect(looks).toEqual([404, 404, 404, 429]);
    });
  },
  { rateLimits: { login: 3 } },
);
