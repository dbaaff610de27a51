import { type InstallationListItem, isAddressToCorrect, LOCALE_TAG, signalLevel } from '@installer/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { Chip } from '../../lib/ui/chip.tsx';
import { ListButton, ListItem } from '../../lib/ui/list.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { AddressCorrection } from './address-correction.tsx';
import type { InstallationRow } from './installation-rows.ts';
import './installation-line.css';

const STATE_TONE: Record<InstallationRow['state'], 'default' | 'error' | 'info' | 'success' | 'warning'> = {
  on_phone: 'default',
  refused: 'error',
  waiting: 'info',
  working: 'success',
  silent: 'warning',
};

function useWhen() {
  const tag = LOCALE_TAG[currentLocale()];
  return (iso: string) =>
    new Date(iso).toLocaleString(tag, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** One installation: what it is, where, for whom, and its state in words and colour. */
export function InstallationLine({ row, onOpen }: { row: InstallationRow; onOpen: (() => void) | null }) {
  const { t } = useTranslation();
  const when = useWhen();
  const { title, lines, detail } = describe(row, t, when);
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

function describe(
  row: InstallationRow,
  t: TFunction,
  when: (iso: string) => string,
): { title: string; lines: string[]; detail: ReactNode } {
  if (row.source === 'outbox') {
    const { item } = row;
    const reason = item.error ? t(item.error.message_key) : '';
    const detail =
      row.state === 'refused'
        ? t('installations.refused_detail', { reason })
        : t('installations.on_phone_detail', { time: when(item.created_at) });
    if (item.call.kind === 'swap') {
      return {
        title: t('installations.swap_title', { device_number: item.device_number }),
        lines: [],
        detail,
      };
    }
    const customer = item.wizard && !item.wizard.without_user ? item.wizard.client_email : null;
    const address = item.call.kind === 'installation' ? item.call.address_label : '';
    return {
      title: t('installations.device', { device_number: item.device_number }),
      lines: [customer ?? t('installations.own_account'), address].filter(Boolean),
      detail,
    };
  }
  const { item } = row;
  const customer = item.customer?.name || item.customer?.email || t('installations.own_account');
  const town = [item.address.postal_code, item.address.city].filter(Boolean).join(' ');
  const details: Record<InstallationRow['state'], string> = {
    on_phone: '',
    refused: '',
    waiting: t('installations.waiting_detail', { time: when(item.device.installed_at) }),
    working: t('installations.working_detail', {
      time: item.last_emission_at ? when(item.last_emission_at) : '',
      signal: t(`result.signal_${signalLevel(item.signal_quality)}`),
    }),
    silent: item.last_emission_at
      ? t('installations.silent_detail', { time: when(item.last_emission_at) })
      : t('installations.silent_never', { time: when(item.device.installed_at) }),
  };
  // An address still being found or to correct has no town yet: the address as it stands says where.
  const where = item.address.geocoding ? item.address.address : town;
  return {
    title: `${item.equipment.name} · ${item.device.device_number}`,
    lines: [customer, [item.address.address_name, where].filter(Boolean).join(', ')],
    detail: details[row.state],
  };
}
