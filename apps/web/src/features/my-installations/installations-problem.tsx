import { useTranslation } from '../../i18n/use-translation.ts';
import { OFFLINE_MESSAGE_KEY } from '../../lib/api/error-keys.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';

/**
 * The list could not be asked for: without a kept list, an error; with one, a note of as of when it is
 * (offline, or the server not answering), and a way to try again.
 */
export function InstallationsProblem({
  asOf,
  offline,
  onRetry,
}: {
  asOf: string | null;
  offline: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity={asOf ? 'info' : 'error'}
      role="alert"
      action={
        <Button colour="inherit" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
    >
      {asOf
        ? t(offline ? 'installations.offline_as_of' : 'installations.failed_as_of', { time: asOf })
        : t(offline ? OFFLINE_MESSAGE_KEY : 'installations.failed')}
    </Alert>
  );
}
