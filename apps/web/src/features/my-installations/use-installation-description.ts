import { signalLevel } from '@installer/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatWhen } from '../../lib/format-dates.ts';
import type { InstallationRow } from './installation-rows.ts';

/**
 * An installation's line in words: its title, where and for whom, and what its state says, dated in the
 * installer's locale.
 */
export function useInstallationDescription(row: InstallationRow) {
  const { t } = useTranslation();
  return describe(row, t, formatWhen);
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
