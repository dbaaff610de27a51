import { type InstallationListItem, type InstallationState, installationState } from '@installer/contracts';
import type { OutboxItem } from '../outbox/index.ts';
import type { CachedInstallations } from './installations-cache.ts';

/** A line of My installations: made on this phone and not on the server yet, or one the server lists. */
export type InstallationRow =
  | { source: 'outbox'; item: OutboxItem; state: 'on_phone' | 'refused' }
  | { source: 'server'; item: InstallationListItem; state: InstallationState };

/** The texts a search looks into, as the server's search does: device number, customer, address. */
function haystack(row: InstallationRow): string {
  if (row.source === 'outbox') {
    const { item } = row;
    const customer = item.wizard && !item.wizard.without_user ? item.wizard.client_email : '';
    const address = item.call.kind === 'installation' ? item.call.address_label : '';
    return [item.device_number, customer, address].join(' ');
  }
  const { item } = row;
  return [
    item.device.device_number,
    item.customer?.email,
    item.customer?.name,
    item.address.address_name,
    item.address.address,
    item.address.postal_code,
    item.address.city,
    item.equipment.name,
  ]
    .filter(Boolean)
    .join(' ');
}

export function matches(row: InstallationRow, search: string): boolean {
  return search === '' || haystack(row).toLowerCase().includes(search.toLowerCase());
}

/**
 * What the outbox holds for the installer, newest first: installations and sensor swaps waiting to be sent
 * ("on the phone"), or refused by the server ("to correct").
 */
export function outboxRows(items: readonly OutboxItem[], idInstaller: number): InstallationRow[] {
  return items
    .filter(
      (item) =>
        item.id_installer === idInstaller && (item.call.kind === 'installation' || item.call.kind === 'swap'),
    )
    .map(
      (item): InstallationRow => ({
        source: 'outbox',
        item,
        state: item.state === 'rejected' ? 'refused' : 'on_phone',
      }),
    )
    .reverse();
}

/**
 * The rows of a page the phone kept, with their state derived again now (contracts' installationState): a
 * sensor waiting yesterday may be silent today, even without signal to ask the server.
 */
export function agedRows(page: CachedInstallations, now: number): InstallationRow[] {
  return page.items.map((item) => ({
    source: 'server',
    item,
    state: installationState({
      installedAt: item.device.installed_at,
      lastEmissionAt: item.last_emission_at,
      now,
      silentAfterHours: page.silent_after_hours,
    }),
  }));
}
