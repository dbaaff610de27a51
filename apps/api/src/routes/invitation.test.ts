import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import path from 'node:path';
import { api, errorBody, LOCALE_TAG, type Locale } from '@installer/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, OTHER_INSTALLER, parseBody, type TestServer } from '../test/harness.ts';
import { decodedBody, header } from '../test/mail-text.ts';
import { startSmtpReceiver } from '../test/smtp-receiver.ts';

async function professionalOf(server: TestServer, token: string): Promise<number> {
  const me = parseBody(api.me.responses[200], await server.request('GET', '/api/v1/auth/me', { token }));
  return me.data.id_professional;
}

const INVITE = '/api/v1/user_client/invitation/inscription';

const receiver = await startSmtpReceiver();
afterAll(() => receiver.close());

describeEachDatabase(
  'invitation mail through a real SMTP server',
  (server) => {
    let token = '';
    let idProfessional = 0;
    beforeAll(async () => {
      token = await server().login();
      idProfessional = await professionalOf(server(), token);
    });
    beforeEach(() => {
      receiver.received.length = 0;
      receiver.refused.length = 0;
    });

    const invite = (body: unknown, headers: Record<string, string> = {}, as = token) =>
      server().request('POST', INVITE, { token: as, body, headers });

    it('sends the invitation in the request language, naming the professional, with a link to the space', async () => {
      const res = await invite(
        { id_professional: idProfessional, email: ' new.customer@example.test ', device_number: '10000001' },
        { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
      );
      expect(res.status).toBe(200);
      expect(parseBody(api.sendInvitation.responses[200], res).data).toEqual({
        sent: true,
        mail: 'registration',
      });
      expect(receiver.received).toHaveLength(1);
      const [mail] = receiver.received;
      expect(mail?.to).toEqual(['new.customer@example.test']);
      const raw = mail?.raw ?? '';
      expect(header(raw, 'To')).toBe('new.customer@example.test');
      expect(header(raw, 'From')).toBe(server().config.mailFrom);
      expect(header(raw, 'Subject')).toBe('Demo Installations vous invite à suivre votre capteur');
      expect(header(raw, 'Content-Language')).toBe('fr');
      const body = decodedBody(raw);
      // docs/decisions/0021-customer-space.md: the invitation's token in the fragment of the welcome page.
      const link = `${server().config.publicUrl}/space/welcome#`;
      expect(body).toContain(`Créer mon espace personnel: ${link}`);
      const token = body.slice(body.indexOf(link) + link.length).slice(0, 43);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body).toContain(`href="${link}${token}"`);
      expect(body).toContain('Demo Installations vient d’installer pour vous le capteur connecté 10000001');
      expect(raw).toMatch(/Content-Type: text\/html/);
    });

    it('writes the Polish invitation in Polish, not English (the ninth language)', async () => {
      const res = await invite(
        { id_professional: idProfessional, email: 'nowy.klient@example.test', device_number: '10000001' },
        { 'accept-language': 'pl-PL,pl;q=0.9' },
      );
      expect(res.status).toBe(200);
      const raw = receiver.received.at(-1)?.raw ?? '';
      expect(header(raw, 'Subject')).toBe('Demo Installations zaprasza do śledzenia Twojego czujnika');
      expect(header(raw, 'Content-Language')).toBe('pl');
      const body = decodedBody(raw);
      expect(body).toContain('<html lang="pl">');
      expect(body).toContain('właśnie zainstalowano dla Ciebie podłączony czujnik 10000001');
      expect(body).toContain('Utwórz moje konto osobiste: ');
    });

    it("writes each interface language of the contracts' list in its own words", async () => {
      // Keyed by locale: a language added to the list without its expected subject here does not compile.
      const expected: Record<Locale, string> = {
        fr: 'vous invite à suivre votre capteur',
        gb: 'invites you to follow your sensor',
        de: 'lädt Sie ein, Ihren Sensor zu verfolgen',
        nl: 'nodigt u uit om uw sensor te volgen',
        ie: 'invites you to follow your sensor',
        it: 'ti invita a seguire il tuo sensore',
        es: 'le invita a seguir su sensor',
        pt: 'convida-o a acompanhar o seu sensor',
        pl: 'zaprasza do śledzenia Twojego czujnika',
      };
      const cases = [
        ...Object.entries(expected).map(([locale, subject]) => [LOCALE_TAG[locale as Locale], subject]),
        // An unknown language reads English (spec §1).
        ['ja-JP', expected.gb],
      ];
      for (const [language, subject] of cases) {
        const res = await invite(
          // Not client@demo.test: the demo gives that address a personal space, whose mail is another.
          { id_professional: idProfessional, email: 'languages@example.test', device_number: '10000002' },
          { 'accept-language': language ?? '' },
        );
        expect(res.status).toBe(200);
        expect(header(receiver.received.at(-1)?.raw ?? '', 'Subject')).toBe(`Demo Installations ${subject}`);
      }
    });

    it("refuses an e-mail already taken (the look-up's 410) with 410 email_taken and sends it no mail", async () => {
      // As the app's outbox sends it (with a key), and as any other caller may (without).
      for (const [email, headers] of [
        ['taken@demo.test', { 'idempotency-key': '10000001.invitation.taken' }],
        [' Taken@Demo.test ', {}],
      ] as const) {
        const res = await invite(
          { id_professional: idProfessional, email, device_number: '10000001' },
          headers,
        );
        expect(res.status).toBe(410);
        expect(parseBody(api.sendInvitation.responses[410], res).error.code).toBe('email_taken');
      }
      // A free address right after still gets its one mail: only that one reached the receiver.
      const free = await invite({
        id_professional: idProfessional,
        email: 'free@example.test',
        device_number: '10000001',
      });
      expect(free.status).toBe(200);
      expect(receiver.received.map((mail) => mail.to)).toEqual([['free@example.test']]);
    });

    it("answers 404 for another professional's device or professional, and sends nothing", async () => {
      for (const body of [
        { id_professional: idProfessional, email: 'a@example.test', device_number: '20000001' },
        { id_professional: idProfessional, email: 'a@example.test', device_number: '99999999' },
        { id_professional: idProfessional + 1000, email: 'a@example.test', device_number: '10000001' },
      ]) {
        const res = await invite(body);
        expect(res.status).toBe(404);
        expect(parseBody(errorBody, res).error.code).toMatch(/not_found/);
      }
      const other = await server().login(OTHER_INSTALLER);
      const res = await invite(
        { id_professional: idProfessional, email: 'a@example.test', device_number: '10000001' },
        {},
        other,
      );
      expect(res.status).toBe(404);
      expect(receiver.received).toHaveLength(0);
    });

    it('answers 400 for a malformed e-mail (spec §5 rule) and 401 without a token', async () => {
      const res = await invite({
        id_professional: idProfessional,
        email: 'not-an-email',
        device_number: '10000001',
      });
      expect(res.status).toBe(400);
      expect(parseBody(errorBody, res).error.code).toBe('validation_failed');
      const anonymous = await server().request('POST', INVITE, {
        body: { id_professional: idProfessional, email: 'a@example.test', device_number: '10000001' },
      });
      expect(anonymous.status).toBe(401);
      expect(receiver.received).toHaveLength(0);
    });

    it('sends one mail for the same Idempotency-Key sent twice, and refuses the key with another body', async () => {
      const body = { id_professional: idProfessional, email: 'once@example.test', device_number: '10000001' };
      const headers = { 'idempotency-key': '10000001.invitation.k1' };
      const first = await invite(body, headers);
      const again = await invite(body, headers);
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(parseBody(api.sendInvitation.responses[200], again).data).toEqual({
        sent: true,
        mail: 'registration',
      });
      expect(receiver.received).toHaveLength(1);
      const other = await invite({ ...body, email: 'someone.else@example.test' }, headers);
      expect(other.status).toBe(409);
      expect(parseBody(errorBody, other).error.code).toBe('conflict');
      expect(receiver.received).toHaveLength(1);
      // Without a key each request is a new mail, as before.
      await invite(body);
      expect(receiver.received).toHaveLength(2);
      const malformed = await invite(body, { 'idempotency-key': 'not a key!' });
      expect(malformed.status).toBe(400);
    });

    it('remembers only a sent mail: after a refused one the same key tries again', async () => {
      const body = {
        id_professional: idProfessional,
        email: 'reject@example.test',
        device_number: '10000001',
      };
      const headers = { 'idempotency-key': 'retry-after-refusal' };
      expect((await invite(body, headers)).status).toBe(502);
      expect((await invite(body, headers)).status).toBe(502);
      // Both tries reached the mail server: the refused first one was not remembered as sent.
      expect(receiver.refused.filter((to) => to === 'reject@example.test')).toHaveLength(2);
      expect(receiver.received).toHaveLength(0);
    });

    it('answers 502 mail_failed when the mail server refuses the message', async () => {
      const res = await invite({
        id_professional: idProfessional,
        email: 'reject@example.test',
        device_number: '10000001',
      });
      expect(res.status).toBe(502);
      expect(parseBody(errorBody, res).error.code).toBe('mail_failed');
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${receiver.port}`, PUBLIC_URL: 'https://install.example.test' } },
);

/** A port nothing listens on: the mail server is down. */
async function closedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const downPort = await closedPort();

describeEachDatabase(
  'invitation mail, mail server down',
  (server) => {
    it('answers 502 mail_failed', async () => {
      const token = await server().login();
      const res = await server().request('POST', INVITE, {
        token,
        body: {
          id_professional: await professionalOf(server(), token),
          email: 'a@example.test',
          device_number: '10000001',
        },
      });
      expect(res.status).toBe(502);
      expect(parseBody(errorBody, res).error.code).toBe('mail_failed');
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${downPort}` } },
);

describeEachDatabase('invitation mail without SMTP_URL: the outbox', (server) => {
  it('writes the mail as an .eml file in the outbox folder', async () => {
    const token = await server().login();
    const res = await server().request('POST', INVITE, {
      token,
      body: {
        id_professional: await professionalOf(server(), token),
        email: 'outbox@example.test',
        device_number: '10000230',
      },
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(200);
    const files = readdirSync(server().config.outboxDir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(server().config.outboxDir, files[0] ?? ''), 'utf8');
    expect(header(raw, 'To')).toBe('outbox@example.test');
    expect(header(raw, 'Subject')).toBe('Demo Installations lädt Sie ein, Ihren Sensor zu verfolgen');
    const link = `${server().config.publicUrl}/space/welcome#`;
    const body = decodedBody(raw);
    expect(body).toContain(link);
    expect(body.slice(body.indexOf(link) + link.length).slice(0, 43)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
