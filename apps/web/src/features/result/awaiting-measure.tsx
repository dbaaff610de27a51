import { useTranslation } from '../../i18n/use-translation.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { Spinner } from '../../lib/ui/spinner.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import type { ResultParams } from '../../wizard-core/result-params.ts';
import type { FirstEmissionPolling } from './api/use-first-emission.ts';
import { BeepHint } from './beep-hint.tsx';
import { InstallationNotice } from './installation-notice.tsx';

/**
 * spec §2 Result screen before the first emission: the introduction, the wait (spec §4, or nothing while the
 * installation is still in the outbox) or 'No measurements reported' with Refresh, and the notice.
 */
export function AwaitingMeasure({
  params,
  polling,
  queued,
  beehive,
}: {
  params: ResultParams;
  polling: FirstEmissionPolling;
  queued: boolean;
  beehive: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text>
        {params.installation?.introduction?.trim() ||
          t('result.default_introduction', { device_number: params.device_number })}
      </Text>
      {beehive && !queued && polling.phase === 'waiting' && <BeepHint />}
      {queued ? null : polling.phase === 'waiting' ? (
        <Stack direction="row" align="center" role="status">
          <Spinner size={28} />
          <Text>{t('result.waiting')}</Text>
        </Stack>
      ) : (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button colour="inherit" onClick={polling.refresh}>
              {t('result.refresh')}
            </Button>
          }
        >
          {t('no_measurements_reported')}
        </Alert>
      )}
      <InstallationNotice installation={params.installation} />
    </>
  );
}
