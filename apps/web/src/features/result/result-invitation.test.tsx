import { api, type InvitationBody, type InvitationMail } from '@installer/contracts';
import { configure, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { resultParamsFor, serveFirstEmission, showResult } from '../../test/result-screen.tsx';
import { server } from '../../test/server.ts';

// Lazy chunks and MUI take seconds to come on a busy two-core machine shared by several test runs.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

/**
 * Records each invitation the screen sends; answers that `mail` went, or with `status` other than 200 the
 * error `code`.
 */
function serveInvitation(status = 200, code = 'mail_failed', mail: InvitationMail = 'registration') {
  const sent: InvitationBody[] = [];
  server.use(
    http.post(apiUrl(api.sendInvitation), async ({ request }) => {
      sent.push((await request.json()) as InvitationBody);
      return status === 200 ? HttpResponse.json({ data: { sent: true, mail } }) : errorResponse(status, code);
    }),
  );
  return sent;
}

/**
 * A mail that should not be sent has no event to wait for: give the arrival effect's request, which takes
 * a few milliseconds when it is made (see the first test), ample time to show up.
 */
const noMoreRequests = () => new Promise((resolve) => setTimeout(resolve, 300));

const CONFIRMATION = 'A registration e-mail has been sent to new-client@example.test.';

describe('invitation mail on arrival (spec §5, §7, §8)', () => {
  it('is sent once when is_send_sign_up_mail is true and there is an e-mail, with the confirmation box', async () => {
    serveFirstEmission(null);
    const sent = serveInvitation();
    await showResult({
      state: resultParamsFor({ email: 'new-client@example.test' }),
      wizard: { is_send_sign_up_mail: true },
    });
    expect(await screen.findByText('A registration email has been sent')).toBeVisible();
    expect(screen.getByText(CONFIRMATION)).toBeVisible();
    expect(sent).toEqual([
      { id_professional: 1, email: 'new-client@example.test', device_number: '10000001' },
    ]);
  });

  it('is not sent again when the tab is reloaded', async () => {
    serveFirstEmission(null);
    const sent = serveInvitation();
    const app = await showResult({
      state: resultParamsFor({ email: 'new-client@example.test' }),
      wizard: { is_send_sign_up_mail: true },
    });
    await screen.findByText(CONFIRMATION);
    app.reload();
    expect(await screen.findByText(CONFIRMATION, {}, { timeout: 5000 })).toBeVisible();
    await noMoreRequests();
    expect(sent).toHaveLength(1);
  });

  it('is not sent when is_send_sign_up_mail is false', async () => {
    serveFirstEmission(null);
    const sent = serveInvitation();
    await showResult({
      state: resultParamsFor({ email: 'new-client@example.test' }),
      wizard: { is_send_sign_up_mail: false },
    });
    expect(screen.getByText('The device has been installed.')).toBeVisible();
    await noMoreRequests();
    expect(sent).toEqual([]);
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });

  it.each([
    ['no e-mail', null],
    ['an empty e-mail', ''],
    ['a blank e-mail', '   '],
  ])('is not sent with %s', async (_, email) => {
    serveFirstEmission(null);
    const sent = serveInvitation();
    await showResult({ state: resultParamsFor({ email }), wizard: { is_send_sign_up_mail: true } });
    expect(screen.getByText('The device has been installed.')).toBeVisible();
    await noMoreRequests();
    expect(sent).toEqual([]);
  });

  it('says so when the mail could not be sent, without a confirmation box', async () => {
    serveFirstEmission(null);
    const sent = serveInvitation(502);
    await showResult({
      state: resultParamsFor({ email: 'new-client@example.test' }),
      wizard: { is_send_sign_up_mail: true },
    });
    expect(await screen.findByText('Problem encountered when sending the registration email')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });

  it('says no mail was sent when the e-mail is already taken (410 email_taken), without a confirmation box', async () => {
    serveFirstEmission(null);
    const sent = serveInvitation(410, 'email_taken');
    await showResult({
      state: resultParamsFor({ email: 'new-client@example.test' }),
      wizard: { is_send_sign_up_mail: true },
    });
    const message = await screen.findByText(
      'No registration email sent: this email is already used by an account',
    );
    expect(message.closest('[role="alert"]')).toHaveClass('alert-warning');
    expect(sent).toHaveLength(1);
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
    expect(screen.queryByText('A registration email has been sent')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Problem encountered when sending the registration email'),
    ).not.toBeInTheDocument();
  });

  it('says no mail was sent to an address that has had its share of invitations (429 invitation_limit_reached)', async () => {
    serveFirstEmission(null);
    const sent = serveInvitation(429, 'invitation_limit_reached');
    await showResult({
      state: resultParamsFor({ email: 'new-client@example.test' }),
      wizard: { is_send_sign_up_mail: true },
    });
    const message = await screen.findByText(
      'No registration email sent: this address has received as many invitations as it may for now. Try again tomorrow.',
    );
    expect(message.closest('[role="alert"]')).toHaveClass('alert-warning');
    expect(sent).toHaveLength(1);
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });

  /** The wizard of an installation for client@demo.test, found with an account at step 1 (spec §4 status 200). */
  const foundWithAccount = {
    is_send_sign_up_mail: true,
    without_user: false,
    client_email: 'client@demo.test',
    lookup: {
      email: 'client@demo.test',
      status: 'found' as const,
      user: { id_user: 7, email: 'client@demo.test' },
    },
  };

  it('says the sensor was added to the personal space when the server sent that mail, not a registration', async () => {
    serveFirstEmission(null);
    const sent = serveInvitation(200, '', 'sensor_added');
    await showResult({ state: resultParamsFor({ email: 'client@demo.test' }), wizard: foundWithAccount });
    expect(await screen.findByText('The customer has been told by e-mail')).toBeVisible();
    expect(
      screen.getByText(
        'client@demo.test has been told by e-mail that the sensor was added to their personal space.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/registration/i)).not.toBeInTheDocument();
    expect(sent).toEqual([{ id_professional: 1, email: 'client@demo.test', device_number: '10000001' }]);
  });

  it('says a registration e-mail went when the server sent one, even to a customer found at step 1', async () => {
    // Found as a client of the professional, but without the personal space's password yet: the server
    // sends the registration mail, and the screen follows its answer, not step 1's look-up.
    serveFirstEmission(null);
    serveInvitation(200, '', 'registration');
    await showResult({ state: resultParamsFor({ email: 'client@demo.test' }), wizard: foundWithAccount });
    expect(await screen.findByText('A registration email has been sent')).toBeVisible();
    expect(screen.getByText('A registration e-mail has been sent to client@demo.test.')).toBeVisible();
    expect(screen.queryByText(/personal space/)).not.toBeInTheDocument();
  });

  it('keeps the registration wording for a customer found incomplete (206) or not found', async () => {
    serveFirstEmission(null);
    serveInvitation();
    await showResult({
      state: resultParamsFor({ email: 'incomplete@demo.test' }),
      wizard: {
        is_send_sign_up_mail: true,
        without_user: false,
        client_email: 'incomplete@demo.test',
        lookup: {
          email: 'incomplete@demo.test',
          status: 'incomplete',
          user: { id_user: 8, email: 'incomplete@demo.test' },
        },
      },
    });
    expect(
      await screen.findByText('A registration e-mail has been sent to incomplete@demo.test.'),
    ).toBeVisible();
  });
});
