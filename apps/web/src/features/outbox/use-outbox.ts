import { useSyncExternalStore } from 'react';
import { outboxItems, subscribeOutbox } from './outbox.ts';
import type { OutboxItem } from './outbox-item.ts';

/** The outbox items (oldest first), re-rendering when one is added, sent, refused or discarded. */
export function useOutboxItems(): readonly OutboxItem[] {
  return useSyncExternalStore(subscribeOutbox, outboxItems);
}

/** The installation of this device still waiting in the outbox, or refused there; null once it landed. */
export function useQueuedInstallation(deviceNumber: string): OutboxItem | null {
  const items = useOutboxItems();
  return (
    items.find((item) => item.call.kind === 'installation' && item.device_number === deviceNumber) ?? null
  );
}
