import { LOCALE_TAG, type Reading, SIGNAL_COLOR, signalLevel } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { Chip } from '../../lib/ui/chip.tsx';
import { Table } from '../../lib/ui/table.tsx';
import type { SignalTest } from './api/use-signal-test.ts';
import './reading-table.css';
import { useReadingValue } from './use-reading-value.ts';

/** The signal test's readings, newest first: time (with "New" on what came since the test), level, value. */
export function ReadingTable({ test, idModule }: { test: SignalTest; idModule: number | null }) {
  const { t } = useTranslation();
  const readValue = useReadingValue(idModule);
  const tag = LOCALE_TAG[currentLocale()];
  const time = (iso: string) =>
    new Date(iso).toLocaleString(tag, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const isNew = (reading: Reading) =>
    test.phase !== 'waiting' &&
    (test.since === null || Date.parse(reading.received_at) > Date.parse(test.since));
  return (
    <Table caption={t('readings.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('readings.time')}</th>
          <th scope="col">{t('readings.signal')}</th>
          <th scope="col" data-align="end">
            {t('readings.value')}
          </th>
        </tr>
      </thead>
      <tbody>
        {test.readings.map((reading) => {
          const level = signalLevel(reading.signal_quality);
          const fresh = isNew(reading);
          return (
            <tr key={reading.message_id} data-highlighted={fresh || undefined} data-testid="reading">
              <td>
                {time(reading.emitted_at)}
                {fresh && <Chip label={t('readings.new')} tone="primary" className="reading-new" />}
              </td>
              <td>
                <Chip label={t(`result.signal_${level}`)} tone={SIGNAL_COLOR[level]} data-level={level} />
              </td>
              <td data-align="end">{readValue(reading)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
