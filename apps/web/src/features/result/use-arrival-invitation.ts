import { useEffect, useState } from 'react';
import { useSendInvitation } from './api/use-send-invitation.ts';
import { clientEmail, type ResultSession, saveResultSession } from './result-session.ts';

/**
 * spec §5 Result screen: the invitation mail is sent on arrival, only when is_send_sign_up_mail is true and
 * the e-mail is not empty. Sent once per arrival: the session remembers it across a reload (and React's
 * development double effect). Answers what happened, for the confirmation box of spec §2.
 */
export function useArrivalInvitation(session: ResultSession): ResultSession['invitation'] {
  const send = useSendInvitation();
  const [status, setStatus] = useState<ResultSession['invitation']>(session.invitation);
  const { mutateAsync } = send;

  useEffect(() => {
    if (session.invitation !== 'none') return;
    const { id_professional, device_number } = session.params;
    const email = clientEmail(session.params);
    if (!session.is_send_sign_up_mail || !email || id_professional === null) return;
    const remember = (invitation: ResultSession['invitation']) => {
      // Written into the session object itself: the second run of a development double effect sees it.
      session.invitation = invitation;
      saveResultSession(session);
      setStatus(invitation);
    };
    remember('sending');
    // The promise, not mutate's callbacks: those are dropped when the screen is left before the answer.
    mutateAsync({ id_professional, email, device_number }).then(
      () => remember('sent'),
      () => remember('failed'),
    );
  }, [session, mutateAsync]);

  return status;
}
