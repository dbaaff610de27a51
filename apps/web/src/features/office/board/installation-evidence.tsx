import { type BoardInstallation, type Measurement, SIGNAL_COLOR, signalLevel } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatWhen } from '../../../lib/format-dates.ts';
import { Chip } from '../../../lib/ui/chip.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { useInstallationPhoto } from '../api/use-office-photo.ts';
import { formatDistance } from '../format-distance.ts';
import { PhotoThumbnail } from './photo-thumbnail.tsx';

/** The measurement's values the office reads at a glance (the rest is the platform's). */
const SHOWN_VALUES = ['mesure', 'hauteur_liquide', 'volume'] as const;

function valuesOf(values: Measurement): string {
  return SHOWN_VALUES.flatMap((name) => {
    const value = values[name];
    return typeof value === 'number' ? [`${name} ${value}`] : [];
  }).join(' · ');
}

/**
 * An installation's evidence (decision 0022): the photo, when it was installed, the first measurement, the
 * signal, where the phone was against the address, and the report link.
 */
export function InstallationEvidence({ installation }: { installation: BoardInstallation }) {
  const { t } = useTranslation();
  const { device, first_measurement: first, position, report_link: report } = installation;
  const level = signalLevel(installation.signal_quality);
  return (
    <Stack direction="row" gap={1} align="start">
      {installation.photos[0] ? (
        <InstallationPhoto idPhoto={installation.photos[0].id_photo} device={device.device_number} />
      ) : null}
      <dl className="board-facts">
        <dt>{t('office.installed_at')}</dt>
        <dd>{formatWhen(installation.installed_at)}</dd>
        <dt>{t('office.first_measurement')}</dt>
        <dd>
          {first ? `${formatWhen(first.at)} ${valuesOf(first.values)}`.trim() : t('office.no_measurement')}
        </dd>
        <dt>{t('office.signal')}</dt>
        <dd>
          <Chip label={t(`result.signal_${level}`)} tone={SIGNAL_COLOR[level]} />
        </dd>
        <dt>{t('office.distance')}</dt>
        <dd>
          {position?.distance_m != null ? formatDistance(position.distance_m) : t('office.distance_unknown')}
        </dd>
        <dt>{t('office.report')}</dt>
        <dd>
          {report ? t('office.report_until', { time: formatWhen(report.expires_at) }) : t('office.no_report')}
        </dd>
      </dl>
    </Stack>
  );
}

function InstallationPhoto({ idPhoto, device }: { idPhoto: number; device: string }) {
  const { t } = useTranslation();
  const url = useInstallationPhoto(idPhoto);
  return <PhotoThumbnail url={url} alt={t('office.photo_of', { device_number: device })} />;
}
