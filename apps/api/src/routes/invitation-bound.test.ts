import { errorBody } from '@installer/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { forgetPastInvitations } from '../services/invitation-bound.ts';
import { professionalId } from '../test/after-visit.ts';
import { describeEachDatabase, OTHER_INSTALLER, parseBody, type TestResponse } from '../test/harness.ts';
import { startSmtpReceiver } from '../test/smtp-receiver.ts';

const PER_RECIPIENT = 3;
const PERIOD_S = 24 * 3600;

const receiver = await startSmtpReceiver();
afterAll(() => receiver.close());

/**
 * An invitation mail carries a working report link: one address receives a bounded number a period, from
 * every sender together (services/invitation-bound.ts), and learns when the next may go.
 */
describeEachDatabase(
  'invitations bounded per recipient',
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
    const invite = (email: string, key?: string) =>
      server().request('POST', '/api/v1/user_client/invitation/inscription', {
        token,
        body: { id_professional: idProfessional, email, device_number: '10000001' },
        headers: key ? { 'idempotency-key': key } : {},
      });
    const mailsTo = (email: string) =>
      receiver.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === email)).length;
    const expectBounded = (res: TestResponse) => {
      expect(res.status).toBe(429);
      const { error } = parseBody(errorBody, res);
      expect(error.code).toBe('invitation_limit_reached');
      const seconds = Number(res.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(PERIOD_S - 120);
      expect(seconds).toBeLessThanOrEqual(PERIOD_S);
      expect(error.details).toEqual({ retry_after_seconds: seconds });
    };

    it('sends an address its invitations up to the bound, however the address is written, then 429', async () => {
      for (const spelling of [
        'bound.one@example.test',
        ' Bound.One@Example.TEST ',
        'BOUND.ONE@example.test',
      ]) {
        expect((await invite(spelling)).status).toBe(200);
      }
      expectBounded(await invite('bound.one@example.test'));
      expect(mailsTo('bound.one@example.test')).toBe(PER_RECIPIENT);
      // Another address is not concerned.
      expect((await invite('bound.two@example.test')).status).toBe(200);
    });

    it('counts every sender together: another professional reaches the same bound', async () => {
      for (let i = 0; i < PER_RECIPIENT; i++)
        expect((await invite('shared.target@example.test')).status).toBe(200);
      const other = await server().login(OTHER_INSTALLER);
      const res = await server().request('POST', '/api/v1/user_client/invitation/inscription', {
        token: other,
        body: {
          id_professional: await professionalId(server(), 'other-installations'),
          email: 'shared.target@example.test',
          device_number: '20000001',
        },
      });
      expectBounded(res);
      expect(mailsTo('shared.target@example.test')).toBe(PER_RECIPIENT);
    });

    it('counts neither a mail the mail server refused nor a replay of the same key', async () => {
      receiver.refuseNext(1);
      expect((await invite('flaky@example.test', 'bound-key-1')).status).toBe(502);
      expect((await invite('flaky@example.test', 'bound-key-1')).status).toBe(200);
      expect((await invite('flaky@example.test', 'bound-key-1')).status).toBe(200);
      expect((await invite('flaky@example.test')).status).toBe(200);
      expect((await invite('flaky@example.test')).status).toBe(200);
      expectBounded(await invite('flaky@example.test'));
      expect(mailsTo('flaky@example.test')).toBe(PER_RECIPIENT);
    });

    it('sends no more than the bound when invitations to one address arrive at once', async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => invite('burst@example.test')));
      const sent = answers.filter((res) => res.status === 200).length;
      expect(answers.every((res) => res.status === 200 || res.status === 429)).toBe(true);
      expect(sent).toBeGreaterThanOrEqual(1);
      expect(sent).toBeLessThanOrEqual(PER_RECIPIENT);
      expect(mailsTo('burst@example.test')).toBe(sent);
    });

    it('sends again once the oldest invitation is past the period, and upkeep forgets the old ones', async () => {
      for (let i = 0; i < PER_RECIPIENT; i++) expect((await invite('later@example.test')).status).toBe(200);
      expectBounded(await invite('later@example.test'));
      // A day and a minute pass for every invitation sent so far.
      const rows = await server()
        .db.selectFrom('invitation_sends')
        .select(['id_invitation_send', 'sent_at'])
        .execute();
      for (const row of rows) {
        await server()
          .db.updateTable('invitation_sends')
          .set({ sent_at: new Date(Date.parse(row.sent_at) - (PERIOD_S + 60) * 1000).toISOString() })
          .where('id_invitation_send', '=', row.id_invitation_send)
          .execute();
      }
      expect((await invite('later@example.test')).status).toBe(200);
      expect(await forgetPastInvitations(server().db, server().config.invitationBound)).toBe(rows.length);
      const left = await server().db.selectFrom('invitation_sends').select('id_invitation_send').execute();
      expect(left).toHaveLength(1);
    });
  },
  {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${receiver.port}`,
      INVITATIONS_PER_RECIPIENT: String(PER_RECIPIENT),
      INVITATION_PERIOD_HOURS: '24',
    },
  },
);
