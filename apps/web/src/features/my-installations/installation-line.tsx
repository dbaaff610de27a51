import { type InstallationListItem, isAddressToCorrect } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Chip } from '../../lib/ui/chip.tsx';
import { ListButton, ListItem } from '../../lib/ui/list.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { AddressCorrection } from './address-correction.tsx';
import type { InstallationRow } from './installation-rows.ts';
import { useInstallationDescription } from './use-installation-description.ts';
import './installation-line.css';

const STATE_TONE: Record<InstallationRow['state'], 'default' | 'error' | 'info' | 'success' | 'warning'> = {
  on_phone: 'default',
  refused: 'error',
  waiting: 'info',
  working: 'success',
  silent: 'warning',
};

/** One installation: what it is, where, for whom, and its state in words and colour. */
export function InstallationLine({ row, onOpen }: { row: InstallationRow; onOpen: (() => void) | null }) {
  const { t } = useTranslation();
  const { title, lines, detail } = useInstallationDescription(row);
  // docs/decisions/0014-address-completed-later.md: an address made offline, still being found or to correct.
  const geocoding = row.source === 'server' ? row.item.address.geocoding : null;
  const toCorrect = isAddressToCorrect(geocoding);
  // decision 0022: the office's check; a flag says what to correct, through the installation's own paths.
  const review = row.source === 'server' ? row.item.review : null;
  // Spans only: the whole text is the name of the row's button when it opens the installation.
  const content = (
    <span className="installation-line-content">
      <span className="installation-line-head">
        <Text as="span" weight="bold" breakAnywhere>
          {title}
        </Text>
        <Chip
          label={t(`installations.state_${row.state}`)}
          tone={STATE_TONE[row.state]}
          data-state={row.state}
        />
      </span>
      {lines.map((line) => (
        <Text key={line} as="span" variant="body2" tone="secondary" breakAnywhere>
          {line}
        </Text>
      ))}
      {geocoding && (
        <Chip
          label={t(toCorrect ? 'installations.address_to_correct' : 'installations.address_pending')}
          className="installation-address-chip"
          data-geocoding={geocoding}
          data-to-correct={toCorrect || undefined}
        />
      )}
      {detail ? (
        <Text as="span" variant="body2" tone={row.state === 'refused' ? 'error' : undefined}>
          {detail}
        </Text>
      ) : null}
      {review ? <ReviewLine review={review} /> : null}
    </span>
  );
  return (
    <ListItem data-testid="installation-row" className="installation-line">
      {onOpen ? (
        <ListButton onClick={onOpen}>{content}</ListButton>
      ) : (
        <div className="installation-line-static">{content}</div>
      )}
      {toCorrect && row.source === 'server' && (
        <AddressCorrection idInstallation={row.item.id_installation} current={row.item.address.address} />
      )}
    </ListItem>
  );
}

/** The office's check of an installation: verified, or flagged with what to correct. */
function ReviewLine({ review }: { review: NonNullable<InstallationListItem['review']> }) {
  const { t } = useTranslation();
  if (review.state === 'verified') {
    return <Chip label={t('jobs.review_verified')} tone="success" className="installation-review" />;
  }
  return (
    <span className="installation-review" data-review="flagged">
      <Chip label={t('jobs.review_flagged')} tone="error" />
      <Text as="span" variant="body2" preLine breakAnywhere>
        {review.comment ? t('jobs.review_comment', { comment: review.comment }) : null}
      </Text>
      <Text as="span" variant="body2" tone="secondary">
        {t('jobs.review_correct')}
      </Text>
    </span>
  );
}
