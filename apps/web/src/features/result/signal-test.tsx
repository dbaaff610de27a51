import { LOCALE_TAG, metricValue, type Reading, SIGNAL_COLOR, signalLevel } from '@installer/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { useBeehiveHost } from '../../lib/beehive.ts';
import { useModuleMetrics } from './api/use-module-metrics.ts';
import { type SignalTest, useSignalTest } from './api/use-signal-test.ts';
import { BeepHint } from './beep-hint.tsx';
import { formatValue } from '../../lib/format-value.ts';

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
    <Stack component="section" aria-labelledby="signal-test-title" spacing={1.5}>
      <Typography id="signal-test-title" component="h2" variant="subtitle1">
        {t('readings.title')}
      </Typography>
      {test.phase === 'idle' && <Typography variant="body2">{t('readings.intro')}</Typography>}
      {waiting && (
        <>
          {beehive ? <BeepHint /> : <Alert severity="info">{t('readings.hint')}</Alert>}
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('readings.waiting')}</Typography>
          </Box>
        </>
      )}
      {test.phase === 'received' && (
        <Alert severity="success" role="status">
          {t('readings.received')}
        </Alert>
      )}
      {test.phase === 'stopped' && <Alert severity="warning">{t('readings.none')}</Alert>}
      {test.readings.length > 0 && <ReadingTable test={test} idModule={idModule} />}
      {!waiting && (
        <Button variant="outlined" onClick={test.start} fullWidth>
          {t(test.phase === 'idle' ? 'readings.test_again' : 'readings.test_once_more')}
        </Button>
      )}
    </Stack>
  );
}

function useValueOf(idModule: number | null): (reading: Reading) => string {
  const { t } = useTranslation();
  const tag = LOCALE_TAG[currentLocale()];
  const words = { yes: t('result.value_yes'), no: t('result.value_no') };
  const metrics = useModuleMetrics(idModule, idModule !== null);
  const withUnit = (value: unknown, unit: string | null) => {
    const text = formatValue(value, tag, words);
    return unit ? `${text} ${unit}` : text;
  };
  return (reading) => {
    if (idModule !== null) {
      // A module's first visible metric: the one its platform shows first (spec §2 default metrics).
      const metric = metrics.data?.[0];
      return metric
        ? withUnit(metricValue(reading, metric.parameters), metric.unit)
        : formatValue(null, tag, words);
    }
    // spec §3: when weight is truthy the value is the weight in Kg (held in volume), else the liquid height.
    return reading.weight
      ? withUnit(reading.volume, t('result.unit_kg'))
      : withUnit(reading.hauteur_liquide, t('result.unit_mm'));
  };
}

function ReadingTable({ test, idModule }: { test: SignalTest; idModule: number | null }) {
  const { t } = useTranslation();
  const readValue = useValueOf(idModule);
  const tag = LOCALE_TAG[currentLocale()];
  const time = (iso: string) =>
    new Date(iso).toLocaleString(tag, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const isNew = (reading: Reading) =>
    test.phase !== 'waiting' &&
    (test.since === null || Date.parse(reading.received_at) > Date.parse(test.since));
  return (
    <Table size="small">
      <caption style={{ captionSide: 'top', padding: 0, textAlign: 'start' }}>
        <Typography variant="caption" color="text.secondary">
          {t('readings.caption')}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('readings.time')}</TableCell>
          <TableCell>{t('readings.signal')}</TableCell>
          <TableCell align="right">{t('readings.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {test.readings.map((reading) => {
          const level = signalLevel(reading.signal_quality);
          const fresh = isNew(reading);
          return (
            <TableRow key={reading.message_id} selected={fresh} data-testid="reading">
              <TableCell>
                {time(reading.emitted_at)}
                {fresh && <Chip size="small" label={t('readings.new')} color="primary" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={t(`result.signal_${level}`)}
                  color={SIGNAL_COLOR[level]}
                  data-level={level}
                />
              </TableCell>
              <TableCell align="right">{readValue(reading)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
