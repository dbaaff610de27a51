import { SIGNAL_COLOR, signalLevel } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Chip } from '../../lib/ui/chip.tsx';
import { SignalIcon } from '../../lib/ui/icons/signal-icon.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import './signal-quality.css';

/** spec §4 signal quality display: No data, Bad, Medium, Good, Very good, each in its colour. */
export function SignalQuality({ quality }: { quality: number | null | undefined }) {
  const { t } = useTranslation();
  const level = signalLevel(quality);
  return (
    <Stack as="section" direction="row" align="center" aria-labelledby="network-state">
      <Text id="network-state" as="h2" variant="subtitle1" className="signal-quality-title">
        {t('result.network_state')}
      </Text>
      <Stack direction="row" align="center" gap={0.5} className="signal-quality-level">
        <SignalIcon />
        <Chip label={t(`result.signal_${level}`)} tone={SIGNAL_COLOR[level]} data-level={level} />
      </Stack>
    </Stack>
  );
}
