import { SIGNAL_COLOR, signalLevel } from '@installer/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SignalIcon } from '../../lib/ui/icons/signal-icon.tsx';

/** spec §4 signal quality display: No data, Bad, Medium, Good, Very good, each in its colour. */
export function SignalQuality({ quality }: { quality: number | null | undefined }) {
  const { t } = useTranslation();
  const level = signalLevel(quality);
  return (
    <Box
      component="section"
      aria-labelledby="network-state"
      sx={{ display: 'flex', alignItems: 'center', gap: 2 }}
    >
      <Typography id="network-state" component="h2" variant="subtitle1" sx={{ flex: 1 }}>
        {t('result.network_state')}
      </Typography>
      <Chip
        icon={<SignalIcon />}
        label={t(`result.signal_${level}`)}
        color={SIGNAL_COLOR[level]}
        data-level={level}
      />
    </Box>
  );
}
