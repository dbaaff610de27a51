import { type HandoverReport, metricValue, SIGNAL_COLOR, signalLevel } from '@installer/contracts';
import { Chip } from '../../lib/ui/chip.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { type Fact, Facts, ReportSection } from './report-section.tsx';
import { useReportText } from './report-text.ts';

/** The sensor's first measurement: when, what it measured (a module's visible metrics), and its signal. */
export function ReportMeasurement({ report }: { report: HandoverReport }) {
  const { t, date, value } = useReportText();
  const measurement = report.first_measurement;
  if (!measurement) {
    return (
      <ReportSection title={t('report.first_measurement')}>
        <Text>{t('report.no_measurement')}</Text>
      </ReportSection>
    );
  }
  const measures: Fact[] = report.metrics
    ? report.metrics
        .filter((metric) => metric.is_visible)
        .map(
          (metric): Fact => [metric.label, value(metricValue(measurement, metric.parameters), metric.unit)],
        )
    : measurement.weight
      ? [[t('result.weight'), value(measurement.volume, t('result.unit_kg'))]]
      : [
          [t('result.liquid_height'), value(measurement.hauteur_liquide, t('result.unit_mm'))],
          [t('result.raw_measure'), value(measurement.mesure, t('result.unit_mm'))],
        ];
  const level = signalLevel(measurement.signal_quality);
  return (
    <ReportSection title={t('report.first_measurement')}>
      <Facts
        facts={[
          [t('report.measured_on'), date(measurement.emitted_at)],
          ...measures,
          [
            t('result.network_state'),
            <Chip
              key="signal"
              label={t(`result.signal_${level}`)}
              tone={SIGNAL_COLOR[level]}
              data-level={level}
            />,
          ],
        ]}
      />
    </ReportSection>
  );
}
