import { lazy, Suspense, useSyncExternalStore } from 'react';
import { outboxInUse, subscribeOutboxInUse } from './outbox-presence.ts';

// The badge, its icon and the outbox itself load once the outbox is in use (outbox-presence.ts): an empty
// outbox (most days' first screens) needs none of them (docs/decisions/0009-web-start-up.md). Like every chunk
// of the shell, they are in the precache.
const OutboxButton = lazy(() =>
  import('./outbox-button.tsx').then((button) => ({ default: button.OutboxButton })),
);

/**
 * The app bar's place for the outbox: nothing until it is in use; from then on the button, which shows itself
 * while something waits (and while its list is open).
 */
export function OutboxInSight() {
  const inUse = useSyncExternalStore(subscribeOutboxInUse, outboxInUse);
  if (!inUse) return null;
  return (
    <Suspense fallback={null}>
      <OutboxButton />
    </Suspense>
  );
}
