// Issue 6, Background Sync where the browser has it: imported by the Workbox service worker
// (pwa-options.ts importScripts). When the browser sees the network again it fires 'sync' with the tag the
// app registered on queueing (features/outbox/outbox.ts SYNC_TAG); the worker asks every open window of
// the app to send its outbox. The sending stays in the page, which holds the session: a worker has no
// access to localStorage, where the bearer token is.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'installer-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage({ type: 'installer-outbox' });
    }),
  );
});
