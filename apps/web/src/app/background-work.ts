import { whenWorkerControls } from '../lib/worker-control.ts';

/**
 * What a signed-in installer's page starts once its first screen is on show and the browser idle
 * (root-layout.tsx), from a chunk of its own rather than the entry: the outbox's sending, as soon as something
 * waits in it or uses it (docs/decisions/0002-outbox.md, outbox-presence.ts), and the offline priming once the
 * service worker controls the page (docs/decisions/0012-offline-priming.md: the worker keeps what it fetches).
 * Answers how to stop both.
 */
export function startBackgroundWork(): () => void {
  let live = true;
  const stops: Array<() => void> = [];
  void import('../features/outbox/outbox-presence.ts').then(({ startOutboxWhenNeeded }) => {
    const loadStart = async () => (await import('../features/outbox/outbox.ts')).startOutbox;
    if (live) stops.push(startOutboxWhenNeeded(loadStart).stop);
  });
  stops.push(
    whenWorkerControls(() => {
      void import('../features/priming/schedule.ts').then(({ startPriming }) => {
        if (live) stops.push(startPriming());
      });
    }),
  );
  return () => {
    live = false;
    for (const stop of stops) stop();
  };
}
