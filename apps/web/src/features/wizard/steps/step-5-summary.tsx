import { capitalizeProduct, type DeviceCheck } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Skeleton } from '../../../lib/ui/skeleton.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import type { Step5Facts } from '../../installation/index.ts';
import './step-5-summary.css';

/** spec §2 Step 5: what the external configuration will say, a term and its value per line. */
export function Step5Summary({
  device,
  facts,
  names,
  loading,
}: {
  device: DeviceCheck;
  facts: Step5Facts;
  /** The names looked up (spec §7), once they are. */
  names: { deviceName: string; liquidName: string } | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div role="status" aria-label={t('step_5.loading')}>
        <Skeleton height={120} />
      </div>
    );
  }
  const rows: [string, string | null][] = [
    [t('step_5.device_side_name'), names?.deviceName ?? null],
    [t('step_5.address'), facts.address || null],
    [t('step_5.serial_number'), device.device_number],
    [t('step_5.product'), names ? capitalizeProduct(names.liquidName) : null],
    [
      t('step_5.capacity'),
      facts.capacity === null ? null : t('step_5.capacity_litres', { value: facts.capacity }),
    ],
    [t('step_5.tank_format'), facts.tankFormat ? t(facts.tankFormat) : null],
  ];
  return (
    <dl className="step-5-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="step-5-summary-row">
          <Text as="dt" tone="secondary">
            {label}
          </Text>
          <Text as="dd" weight="medium">
            {value ?? t('step_5.not_given')}
          </Text>
        </div>
      ))}
    </dl>
  );
}
