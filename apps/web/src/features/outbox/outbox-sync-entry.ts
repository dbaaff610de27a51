/**
 * The service worker's part of the outbox (issue 6): bundled into /outbox-sync.js (build/classic-script.ts),
 * which the Workbox worker imports (pwa-options.ts importScripts).
 */
import { onOutboxSync, type WorkerScope } from './outbox-worker.ts';
import { SYNC_TAG } from './outbox-request.ts';

interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(work: Promise<unknown>): void;
}

const scope = self as unknown as WorkerScope & EventTarget;

scope.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(onOutboxSync(scope));
});
