import { SCALE_BEEP_HINT_MS } from '@installer/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Progress } from '../../lib/ui/progress.tsx';
import { Stack } from '../../lib/ui/stack.tsx';

const TICK_MS = 1000;

/** spec §9 beehive variant: the scale beeps within 30 s of activation; a countdown tells how long to wait. */
export function BeepHint() {
  const { t } = useTranslation();
  const [start] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    // Measured from the clock, not counted in ticks: a phone throttles the timers of a hidden tab.
    const timer = setInterval(() => {
      const value = Math.min(Date.now() - start, SCALE_BEEP_HINT_MS);
      setElapsed(value);
      if (value >= SCALE_BEEP_HINT_MS) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [start]);
  const seconds = Math.max(0, Math.ceil((SCALE_BEEP_HINT_MS - elapsed) / 1000));
  return (
    // Not a live region: a countdown read aloud every second would drown everything else.
    <Alert severity="info" role="note">
      <Stack gap={1}>
        <span>{t('result.beep_hint')}</span>
        {seconds > 0 && (
          <>
            <Progress value={(elapsed / SCALE_BEEP_HINT_MS) * 100} label={t('result.beep_hint')} />
            <span>{t('result.beep_countdown', { seconds })}</span>
          </>
        )}
      </Stack>
    </Alert>
  );
}
