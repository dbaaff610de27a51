import type { BoardInstallation } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Card } from '../../../lib/ui/card.tsx';
import { Chip } from '../../../lib/ui/chip.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { FlagDialog } from './flag-dialog.tsx';
import { InstallationEvidence } from './installation-evidence.tsx';
import { useInstallationReview } from './use-installation-review.ts';

const STATE_TONE = { waiting: 'info', working: 'success', silent: 'warning' } as const;
const REVIEW_TONE = { unchecked: 'default', verified: 'success', flagged: 'error' } as const;

/**
 * One installation on the board with its evidence (decision 0022): state, photo, first
 * measurement, signal, time, where the phone was against the address, the report link, and the office's
 * check: Verify, or Flag with a comment for the installer.
 */
export function InstallationCard({ installation }: { installation: BoardInstallation }) {
  const { t } = useTranslation();
  const review = useInstallationReview(installation);
  const { device, verification } = installation;
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
        <InstallationEvidence installation={installation} />
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
            onClick={review.verify}
            loading={review.verifying}
            disabled={verification.state === 'verified'}
          >
            {t('office.verify')}
          </Button>
          <Button variant="outlined" colour="error" onClick={review.openFlag}>
            {t('office.flag')}
          </Button>
        </Stack>
      </Stack>
      {review.flagging ? (
        <FlagDialog
          device={device.device_number}
          sending={review.sendingFlag}
          onFlag={review.flag}
          onClose={review.closeFlag}
        />
      ) : null}
    </Card>
  );
}
