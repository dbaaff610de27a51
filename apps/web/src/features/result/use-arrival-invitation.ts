import { useEffect, useState } from 'react';
import { onDelivered } from '../outbox/index.ts';
import { useSendInvitation } from './api/use-send-invitation.ts';
import { clientEmail, type ResultSession, saveResultSession } from './result-session.ts';

/** The invitation's Idempotency-Key: one per arrival on the result screen. */
function invitationKey(session: ResultSession): string {
  return `${session.params.device_number}.invitation.${session.key}`.slice(0, 128);
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
    const remember = (invitation: ResultSession['invitation']) => {
      // Written into the session object itself: the second run of a development double effect sees it.
      session.invitation = invitation;
      saveResultSession(session);
      if (shown) setStatus(invitation);
    };
    const key = invitationKey(session);
    const unsubscribeDelivered = onDelivered((item) => {
      if (item.key === key) remember('sent');
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
    mutateAsync({ key, body: { id_professional, email, device_number } }).then(
      ({ queued }) => {
        if (session.invitation === 'sending') remember(queued ? 'queued' : 'sent');
      },
      () => remember('failed'),
    );
    return unsubscribe;
  }, [session, mutateAsync]);

  return status;
}
