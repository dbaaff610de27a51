import { createOutbox, type NewItem, type Outbox, type Outcome } from './create-outbox.ts';
import type { OutboxItem } from './outbox-item.ts';
import { markOutboxClosed, markOutboxInUse } from './outbox-presence.ts';

export type { NewItem, Outbox, Outcome } from './create-outbox.ts';

/**
 * The app's outbox (docs/decisions/0002-outbox.md): one per page, made on first use. The functions below are
 * its methods, for the screens and the shell to import as they always have; a test gets a fresh one each
 * time (src/test/setup.ts closes the one a test used).
 */
let current: Outbox | null = null;

function appOutbox(): Outbox {
  if (!current) {
    current = createOutbox();
    // The shell starts it, and shows it in the app bar, from now on (outbox-presence.ts).
    markOutboxInUse();
  }
  return current;
}

/**
 * Closes the app's outbox, as when the app is closed: nothing of it stays in memory, and nothing it had under
 * way (a retry, a round, a call in flight) writes anywhere any more. The next use makes a new one, which
 * reads again what IndexedDB holds.
 */
export function closeAppOutbox(): void {
  current?.close();
  current = null;
  markOutboxClosed();
}

export const loadOutbox = (): Promise<void> => appOutbox().load();
export const outboxItems = (): readonly OutboxItem[] => appOutbox().items();
export const outboxRecords = (): readonly OutboxItem[] | null => appOutbox().records();
export const subscribeOutbox = (listener: () => void): (() => void) => appOutbox().subscribe(listener);
export const onDelivered = (listener: (item: OutboxItem, data: unknown) => void): (() => void) =>
  appOutbox().onDelivered(listener);
export const submit = (input: NewItem): Promise<Outcome> => appOutbox().submit(input);
export const flushOutbox = (): Promise<void> => appOutbox().flush();
export const discardItem = (seq: number): Promise<void> => appOutbox().discard(seq);
export const forgetOutboxRecords = (): Promise<void> => appOutbox().forgetRecords();
export const startOutbox = (): (() => void) => appOutbox().start();
