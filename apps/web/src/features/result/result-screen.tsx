import { useTranslation } from '../../i18n/use-translation.ts';
import { useBeehiveHost } from '../../lib/beehive.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { QueuedInstallation, useQueuedInstallation } from '../outbox/index.ts';
import { useFirstEmission } from './api/use-first-emission.ts';
import { AwaitingMeasure } from './awaiting-measure.tsx';
import { FirstMeasure } from './first-measure.tsx';
import { InvitationStatus } from './invitation-status.tsx';
import { ResultActions } from './result-actions.tsx';
import { clientEmail, type ResultSession } from './result-session.ts';

/**
 * spec §2 Result screen and spec §4 its states: waiting for the first emission (polled), then "Perfect!"
 * with the measures and the network state; or, after too many misses, 'No measurements reported' and Refresh.
 */
export function ResultScreen({ session }: { session: ResultSession }) {
  const { t } = useTranslation();
  const { params } = session;
  const email = clientEmail(params);
  // docs/decisions/0002-outbox.md: an installation made without signal is polled for once the outbox has sent it.
  const queued = useQueuedInstallation(params.device_number);
  const polling = useFirstEmission(params.id_device, queued === null);
  const beehive = useBeehiveHost();

  return (
    <Stack>
      {queued ? (
        <QueuedInstallation item={queued} />
      ) : (
        <Alert severity="success" role="alert">
          {params.replaced_device_number
            ? t('result.swapped', {
                device_number: params.device_number,
                previous: params.replaced_device_number,
              })
            : t('result.success')}
        </Alert>
      )}
      <InvitationStatus session={session} email={email} />
      {polling.phase === 'emitted' && polling.emission ? (
        <FirstMeasure emission={polling.emission} params={params} email={email} />
      ) : (
        <AwaitingMeasure params={params} polling={polling} queued={queued !== null} beehive={beehive} />
      )}
      <ResultActions session={session} polling={polling} />
    </Stack>
  );
}
