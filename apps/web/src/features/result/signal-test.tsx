import { useTranslation } from '../../i18n/use-translation.ts';
import { useBeehiveHost } from '../../lib/beehive.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { Spinner } from '../../lib/ui/spinner.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { useSignalTest } from './api/use-signal-test.ts';
import { BeepHint } from './beep-hint.tsx';
import { ReadingTable } from './reading-table.tsx';

/**
 * "Test again" (result screen, after the first measurement): the installer moves the sensor or presses its
 * button, the screen waits for the next reading and lists it above the earlier ones, each with its time,
 * signal level (spec §4 scale) and value, so they see whether the move helped.
 */
export function SignalTestSection({ idDevice, idModule }: { idDevice: number; idModule: number | null }) {
  const { t } = useTranslation();
  const test = useSignalTest(idDevice);
  const beehive = useBeehiveHost();
  const waiting = test.phase === 'waiting';
  return (
    <Stack as="section" gap={1.5} aria-labelledby="signal-test-title">
      <Text id="signal-test-title" as="h2" variant="subtitle1">
        {t('readings.title')}
      </Text>
      {test.phase === 'idle' && <Text variant="body2">{t('readings.intro')}</Text>}
      {waiting && (
        <>
          {beehive ? (
            <BeepHint />
          ) : (
            <Alert severity="info" role="alert">
              {t('readings.hint')}
            </Alert>
          )}
          <Stack direction="row" align="center" role="status">
            <Spinner size={24} />
            <Text>{t('readings.waiting')}</Text>
          </Stack>
        </>
      )}
      {test.phase === 'received' && (
        <Alert severity="success" role="status">
          {t('readings.received')}
        </Alert>
      )}
      {test.phase === 'stopped' && (
        <Alert severity="warning" role="alert">
          {t('readings.none')}
        </Alert>
      )}
      {test.readings.length > 0 && <ReadingTable test={test} idModule={idModule} />}
      {!waiting && (
        <Button variant="outlined" onClick={test.start} fullWidth>
          {t(test.phase === 'idle' ? 'readings.test_again' : 'readings.test_once_more')}
        </Button>
      )}
    </Stack>
  );
}
