import { isAddressToCorrect, LOCALE_TAG, signalLevel } from '@installer/contracts';
import Chip, { type ChipProps } from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { AddressCorrection } from './address-correction.tsx';
import type { InstallationRow } from './installation-rows.ts';

const STATE_COLOR: Record<InstallationRow['state'], ChipProps['color']> = {
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
  const content = (
    <Stack spacing={0.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Chip
          size="small"
          label={t(`installations.state_${row.state}`)}
          color={STATE_COLOR[row.state]}
          data-state={row.state}
        />
      </Stack>
      {lines.map((line) => (
        <Typography
          key={line}
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {line}
        </Typography>
      ))}
      {geocoding && (
        <Chip
          size="small"
          variant="outlined"
          color={toCorrect ? 'warning' : 'default'}
          label={t(toCorrect ? 'installations.address_to_correct' : 'installations.address_pending')}
          data-geocoding={geocoding}
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
      {detail ? (
        <Typography
          component="span"
          variant="body2"
          color={row.state === 'refused' ? 'error' : 'text.primary'}
        >
          {detail}
        </Typography>
      ) : null}
    </Stack>
  );
  return (
    <ListItem
      divider
      disablePadding
      data-testid="installation-row"
      sx={{ flexDirection: 'column', alignItems: 'stretch' }}
    >
      {onOpen ? (
        <ListItemButton onClick={onOpen} sx={{ py: 1.5 }}>
          {content}
        </ListItemButton>
      ) : (
        <Stack sx={{ px: 2, py: 1.5, width: '100%' }}>{content}</Stack>
      )}
      {toCorrect && row.source === 'server' && (
        <AddressCorrection idInstallation={row.item.id_installation} current={row.item.address.address} />
      )}
    </ListItem>
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
