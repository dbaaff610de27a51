import { type HandoverReport, metricValue, SIGNAL_COLOR, signalLevel } from '@installer/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ReportMap } from './report-map.tsx';
import { ReportPhoto } from './report-photo.tsx';
import { type Fact, Facts, ReportSection } from './report-section.tsx';
import { useReportText } from './report-text.ts';

export function ReportDevice({ report }: { report: HandoverReport }) {
  const { t, date } = useReportText();
  const { device, previous_devices: previous } = report;
  const facts: Fact[] = [
    [t('report.device_number'), device.device_number],
    [t('report.model'), device.referential_name],
    [t('report.installed_on'), date(device.installed_at)],
  ];
  if (previous.length > 0) {
    facts.push([
      t('report.previous_devices'),
      <Box component="ul" key="previous" sx={{ m: 0, pl: 2 }}>
        {previous.map((each) => (
          <li key={`${each.device_number}:${each.installed_at}`}>
            {t('report.previous_device', {
              device_number: each.device_number,
              model: each.referential_name,
              from: date(each.installed_at),
              to: date(each.removed_at),
            })}
          </li>
        ))}
      </Box>,
    ]);
  }
  return (
    <ReportSection title={t('report.device')}>
      <Facts facts={facts} />
    </ReportSection>
  );
}

export function ReportAddress({ address }: { address: HandoverReport['address'] }) {
  const { t } = useReportText();
  const town = [address.postal_code, address.city].filter(Boolean).join(' ');
  // A geocoded address often holds its town and country already: they are not repeated under it.
  const lines = [
    address.address,
    ...[town, address.country].filter((part) => part && !address.address.includes(part)),
  ];
  const position =
    address.latitude !== null && address.longitude !== null
      ? { lat: address.latitude, lon: address.longitude }
      : null;
  return (
    <ReportSection title={t('report.address')}>
      <Typography sx={{ fontWeight: 500 }}>{address.address_name}</Typography>
      <Typography component="address" sx={{ fontStyle: 'normal', mb: 1.5 }}>
        {lines.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </Typography>
      {position && <ReportMap position={position} />}
    </ReportSection>
  );
}

export function ReportMeasurement({ report }: { report: HandoverReport }) {
  const { t, date, value } = useReportText();
  const measurement = report.first_measurement;
  if (!measurement) {
    return (
      <ReportSection title={t('report.first_measurement')}>
        <Typography>{t('report.no_measurement')}</Typography>
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
              size="small"
              label={t(`result.signal_${level}`)}
              color={SIGNAL_COLOR[level]}
              data-level={level}
            />,
          ],
        ]}
      />
    </ReportSection>
  );
}

export function ReportPhotos({ photos }: { photos: HandoverReport['photos'] }) {
  const { t, date } = useReportText();
  return (
    <ReportSection title={t('report.photos')}>
      {photos.length === 0 ? (
        <Typography>{t('report.no_photos')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 1.5,
            '@media print': { gridTemplateColumns: '1fr 1fr 1fr', gap: 1 },
          }}
        >
          {photos.map((photo) => (
            <ReportPhoto
              key={photo.id_photo}
              photo={photo}
              alt={t('report.photo_alt', { date: date(photo.created_at) })}
            />
          ))}
        </Box>
      )}
    </ReportSection>
  );
}
