import { type BoardInstallation, type Measurement, SIGNAL_COLOR, signalLevel } from '@installer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Card } from '../../../lib/ui/card.tsx';
import { Chip } from '../../../lib/ui/chip.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { formatWhen } from '../../../lib/format-dates.ts';
import { flag, verify } from '../api/review-installation.ts';
import { formatDistance } from '../format-distance.ts';
import { messageOf } from '../office-error.ts';
import { FlagDialog } from './flag-dialog.tsx';
import { PhotoThumbnail } from './photo-thumbnail.tsx';
import { useInstallationPhoto } from '../api/use-office-photo.ts';

const STATE_TONE = { waiting: 'info', working: 'success', silent: 'warning' } as const;
const REVIEW_TONE = { unchecked: 'default', verified: 'success', flagged: 'error' } as const;

/** The measurement's values the office reads at a glance (the rest is the platform's). */
const SHOWN_VALUES = ['mesure', 'hauteur_liquide', 'volume'] as const;

function valuesOf(values: Measurement): string {
  return SHOWN_VALUES.flatMap((name) => {
    const value = values[name];
    return typeof value === 'number' ? [`${name} ${value}`] : [];
  }).join(' · ');
}

/**
 * One installation on the board with its evidence (decision 0022): state, photo, first
 * measurement, signal, time, where the phone was against the address, the report link, and the office's
 * check: Verify, or Flag with a comment for the installer.
 */
export function InstallationCard({ installation }: { installation: BoardInstallation }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [flagging, setFlagging] = useState(false);
  const { device, verification, first_measurement: first, position, report_link: report } = installation;
  const done = () => queryClient.invalidateQueries({ queryKey: ['office_board'] });
  const verifying = useMutation({
    mutationFn: () => verify(installation.id_installation),
    onSuccess: () => {
      notify('success', 'office.verified_done', { device_number: device.device_number });
      return done();
    },
    onError: (error) => notify('error', messageOf(error)),
  });
  const flagging_ = useMutation({
    mutationFn: (comment: string) => flag(installation.id_installation, comment),
    onSuccess: () => {
      setFlagging(false);
      notify('info', 'office.flagged_done', { device_number: device.device_number });
      return done();
    },
    onError: (error) => notify('error', messageOf(error)),
  });
  const level = signalLevel(installation.signal_quality);
  const customer = installation.customer?.name || installation.customer?.email || t('office.own_account');
  const place = [installation.address.address_name, installation.address.address].filter(Boolean).join(', ');

  return (
    <Card as="li" className="board-card" data-testid="board-installation" aria-label={device.device_number}>
      <Stack gap={1}>
        <Stack direction="row" justify="between" align="center" wrap gap={1}>
          <Text as="h4" variant="subtitle1" weight="bold" breakAnywhere>
            {installation.equipment.name} · {device.device_number}
          </Text>
          <Chip
            label={t(`installations.state_${installation.state}`)}
            tone={STATE_TONE[installation.state]}
          />
        </Stack>
        <Text variant="body2" breakAnywhere>
          {customer}
        </Text>
        <Text variant="body2" tone="secondary" breakAnywhere>
          {place}
        </Text>
        <Stack direction="row" gap={1} align="start">
          {installation.photos[0] ? (
            <InstallationPhoto idPhoto={installation.photos[0].id_photo} device={device.device_number} />
          ) : null}
          <dl className="board-facts">
            <dt>{t('office.installed_at')}</dt>
            <dd>{formatWhen(installation.installed_at)}</dd>
            <dt>{t('office.first_measurement')}</dt>
            <dd>
              {first
                ? `${formatWhen(first.at)} ${valuesOf(first.values)}`.trim()
                : t('office.no_measurement')}
            </dd>
            <dt>{t('office.signal')}</dt>
            <dd>
              <Chip label={t(`result.signal_${level}`)} tone={SIGNAL_COLOR[level]} />
            </dd>
            <dt>{t('office.distance')}</dt>
            <dd>
              {position?.distance_m != null
                ? formatDistance(position.distance_m)
                : t('office.distance_unknown')}
            </dd>
            <dt>{t('office.report')}</dt>
            <dd>
              {report
                ? t('office.report_until', { time: formatWhen(report.expires_at) })
                : t('office.no_report')}
            </dd>
          </dl>
        </Stack>
        <Stack direction="row" align="center" gap={1} wrap>
          <Chip
            label={t(`office.review_${verification.state}`)}
            tone={REVIEW_TONE[verification.state]}
            data-review={verification.state}
          />
          {verification.comment ? (
            <Text variant="body2" preLine breakAnywhere>
              {verification.comment}
            </Text>
          ) : null}
        </Stack>
        <Stack direction="row" gap={1} wrap>
          <Button
            variant="outlined"
            colour="success"
            onClick={() => verifying.mutate()}
            loading={verifying.isPending}
            disabled={verification.state === 'verified'}
          >
            {t('office.verify')}
          </Button>
          <Button variant="outlined" colour="error" onClick={() => setFlagging(true)}>
            {t('office.flag')}
          </Button>
        </Stack>
      </Stack>
      {flagging ? (
        <FlagDialog
          device={device.device_number}
          sending={flagging_.isPending}
          onFlag={(comment) => flagging_.mutate(comment)}
          onClose={() => setFlagging(false)}
        />
      ) : null}
    </Card>
  );
}

function InstallationPhoto({ idPhoto, device }: { idPhoto: number; device: string }) {
  const { t } = useTranslation();
  const url = useInstallationPhoto(idPhoto);
  return <PhotoThumbnail url={url} alt={t('office.photo_of', { device_number: device })} />;
}
