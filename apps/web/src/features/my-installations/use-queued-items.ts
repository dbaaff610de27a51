import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterFirstScreen } from '../../lib/first-screen.ts';
import type { OutboxItem } from '../outbox/index.ts';

/** The outbox's view for the list, and how to open one of its items. */
interface QueuedPart {
  subscribe(listener: () => void): () => void;
  items(): readonly OutboxItem[];
  open: typeof import('./queued-arrival.ts').queuedArrival;
}

/** Loaded once per page: the list opened again shows the outbox's items in its first render. */
let loaded: QueuedPart | null = null;

async function loadPart(): Promise<QueuedPart> {
  const [outbox, { queuedArrival }] = await Promise.all([
    import('../outbox/outbox.ts'),
    import('./queued-arrival.ts'),
  ]);
  // What IndexedDB holds is read now, whether or not the shell has started the outbox yet.
  void outbox.loadOutbox();
  loaded = { subscribe: outbox.subscribeOutbox, items: outbox.outboxItems, open: queuedArrival };
  return loaded;
}

const NOTHING: readonly OutboxItem[] = [];
const noItems = () => NOTHING;
const noSubscription = () => () => undefined;

/**
 * What waits in the outbox, for the top of My installations, once the list is on show and the browser idle
 * (lib/first-screen.ts): the outbox's code and its IndexedDB read come after the first screen, not before it
 * (docs/decisions/0028-first-screen-in-slices.md). Empty until then.
 */
export function useQueuedItems(): { items: readonly OutboxItem[]; part: QueuedPart | null } {
  const [part, setPart] = useState(loaded);
  useEffect(() => {
    if (part) return;
    let live = true;
    const cancel = afterFirstScreen(() => {
      loadPart().then(
        (next) => {
          if (live) setPart(next);
        },
        // Its chunks did not come (offline before the worker kept them): the server's list still shows.
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [part]);
  const items = useSyncExternalStore(part?.subscribe ?? noSubscription, part?.items ?? noItems);
  return { items, part };
}
