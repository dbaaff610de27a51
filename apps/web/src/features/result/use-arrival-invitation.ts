import { useEffect, useState } from 'react';
import type { MessageKey } from '../../i18n/message-key.ts';
import { onDelivered } from '../outbox/index.ts';
import type { InvitationMail } from '@installer/contracts';
import { sentMail, useSendInvitation } from './api/use-send-invitation.ts';
import { clientEmail, type ResultSession, saveResultSession } from './result-session.ts';

/** The invitation's Idempotency-Key: one per arrival on the result screen. */
function invitationKey(session: ResultSession): string {
  return `${session.params.device_number}.invitation.${session.key}`.slice(0, 128);
}

/**
 * The confirmation box of spec §2 (and its offline twin), in the words that fit the mail the server says it
 * sent (decision 0021): spec §8's registration e-mail, or the news that the sensor was added to the
 * customer's personal space. Before the answer (waiting offline), by step 1's look-up: a customer found with
 * an account is told of the sensor; anyone else is sent a registration e-mail.
 */
export function invitationWording(session: ResultSession): { sent: MessageKey; waiting: MessageKey } {
  const waiting = session.customer_account ? 'outbox.notification_waiting' : 'outbox.invitation_waiting';
  if (session.mail === 'sensor_added') return { sent: 'result.sensor_added_to_space', waiting };
  if (session.mail === 'registration') return { sent: 'result.sign_up_mail_sent_to', waiting };
  return session.customer_account
    ? { sent: 'result.sensor_added_to_account', waiting }
    : { sent: 'result.sign_up_mail_sent_to', waiting };
}

/**
 * spec §5 Result screen: the invitation mail is sent on arrival, only when is_send_sign_up_mail is true and
 * the e-mail is not empty. Sent once per arrival: the session remembers it across a reload (and React's
 * development double effect). Without signal it waits in the outbox (docs/decisions/0002-outbox.md) and counts as sent when the
 * outbox delivers it. Answers what happened, for the confirmation box of spec §2.
 */
export function useArrivalInvitation(session: ResultSession): ResultSession['invitation'] {
  const send = useSendInvitation();
  const [status, setStatus] = useState<ResultSession['invitation']>(session.invitation);
  const { mutateAsync } = send;

  useEffect(() => {
    // The answer may come after the screen was left: the session still learns it, the state does not.
    let shown = true;
    const remember = (invitation: ResultSession['invitation'], mail?: InvitationMail | null) => {
      // Written into the session object itself: the second run of a development double effect sees it.
      session.invitation = invitation;
      if (mail) session.mail = mail;
      saveResultSession(session);
      if (shown) setStatus(invitation);
    };
    const key = invitationKey(session);
    const unsubscribeDelivered = onDelivered((item, data) => {
      if (item.key === key) remember('sent', sentMail(data));
    });
    const unsubscribe = () => {
      shown = false;
      unsubscribeDelivered();
    };
    if (session.invitation !== 'none') return unsubscribe;
    const { id_professional, device_number } = session.params;
    const email = clientEmail(session.params);
    if (!session.is_send_sign_up_mail || !email || id_professional === null) return unsubscribe;
    remember('sending');
    // The promise, not mutate's callbacks: those are dropped when the screen is left before the answer.
    const toAccount = session.customer_account === true;
    mutateAsync({ key, body: { id_professional, email, device_number }, toAccount }).then(
      ({ queued, mail }) => {
        if (session.invitation === 'sending') remember(queued ? 'queued' : 'sent', mail);
      },
      () => remember('failed'),
    );
    return unsubscribe;
  }, [session, mutateAsync]);

  return status;
}
