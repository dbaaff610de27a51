import { useTranslation } from '../../i18n/use-translation.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import type { ResultSession } from './result-session.ts';
import { invitationWording, useArrivalInvitation } from './use-arrival-invitation.ts';

/**
 * spec §2 Result screen's confirmation box: the mail sent to the customer on arrival, or waiting in the outbox
 * (docs/decisions/0002-outbox.md) until the phone has signal again.
 */
export function InvitationStatus({ session, email }: { session: ResultSession; email: string | null }) {
  const { t } = useTranslation();
  const invitation = useArrivalInvitation(session);
  const wording = invitationWording(session);
  if (!email) return null;
  if (invitation === 'queued') {
    return (
      <Alert severity="info" role="alert">
        {t(wording.waiting, { email })}
      </Alert>
    );
  }
  if (invitation === 'sent') {
    return (
      <Alert severity="info" role="alert">
        {t(wording.sent, { email })}
      </Alert>
    );
  }
  return null;
}
