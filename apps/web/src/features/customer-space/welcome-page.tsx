import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { Spinner } from '../../lib/ui/spinner.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { LinkProblem, linkProblemOf } from './link-problem.tsx';
import { SetPassword } from './set-password.tsx';
import { useWelcomeInvitation } from './use-welcome-invitation.ts';
import './customer-space.css';

/**
 * `/space/welcome#<token>`: the registration mail's link (spec §6 the customer's personal space). Shows whose
 * space it is, in the customer's language (the language menu stays), and sets its password; then the space.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const { token, invitation } = useWelcomeInvitation();

  if (token === null) return <LinkProblem problem="unknown" />;
  const problem = linkProblemOf(invitation.error);
  if (problem) return <LinkProblem problem={problem} />;
  if (invitation.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button colour="inherit" onClick={() => void invitation.refetch()}>
            {t('app.retry')}
          </Button>
        }
      >
        {t(invitation.error instanceof ApiError ? invitation.error.messageKey : 'internal_server_error')}
      </Alert>
    );
  }
  if (!invitation.data) {
    return (
      <Stack direction="row" align="center" role="status" className="space-loading">
        <Spinner size={24} />
        <Text>{t('space.checking_link')}</Text>
      </Stack>
    );
  }
  if (invitation.data.has_password) return <LinkProblem problem="registered" />;
  return <SetPassword token={token} email={invitation.data.email} />;
}
