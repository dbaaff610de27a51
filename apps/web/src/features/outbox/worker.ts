/** What the service worker (src/sw.ts) takes from the outbox: the Background Sync sender (docs/decisions/0002-outbox.md). */
export { SYNC_TAG } from './outbox-request.ts';
export { onOutboxSync, type WorkerScope } from './outbox-worker.ts';
