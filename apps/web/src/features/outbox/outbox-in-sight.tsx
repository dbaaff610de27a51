import { lazy, Suspense, useState } from 'react';
import { useOutboxItems } from './use-outbox.ts';

// The badge and its icon load with the first item to show: an empty outbox (most days' first screens) needs
// neither (docs/decisions/0009-web-start-up.md). Like every chunk of the shell, it is in the precache.
const OutboxButton = lazy(() =>
  import('./outbox-button.tsx').then((button) => ({ default: button.OutboxButton })),
);

/**
 * The app bar's place for the outbox: nothing until something waits; from then on the button, which hides
 * itself again once everything is sent (and stays while its list is open).
 */
export function OutboxInSight() {
  const waiting = useOutboxItems().length > 0;
  const [shown, setShown] = useState(waiting);
  if (waiting && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <OutboxButton />
    </Suspense>
  );
}
