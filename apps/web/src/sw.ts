/**
 * The service worker (docs/decisions/0002-outbox.md), built into /sw.js by vite-plugin-pwa's `injectManifest`
 * (build/pwa-options.ts). Everything it does is here: the shell's precache, the runtime caches,
 * the navigation fallback, and the outbox's Background Sync sender. Which requests are answered from a cache
 * is decided by features/offline/offline-routes.ts (the API calls by their contract definition).
 *
 * No zod in here: the route table is computed at build time (lib/api/api-routes.ts), so there is
 * no schema to parse and no `new Function` probe for our CSP to refuse; the build checks it stays so.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { HandlerCallbackOptions } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  cacheableOnFirstVisit,
  FIRST_VISIT_FILES,
  imagesOfAnswer,
  isDeviceCheck,
  isLazyChunk,
  isMapTile,
  isOfflineReference,
  isTunnelImage,
  parseUrl,
} from './features/offline/worker.ts';
import { onOutboxSync, SYNC_TAG, type WorkerScope } from './features/outbox/worker.ts';

interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}

interface SyncEventLike extends ExtendableEventLike {
  readonly tag: string;
}

interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}

/** The parts of ServiceWorkerGlobalScope used here (the app is typed with the DOM library, not WebWorker). */
interface ServiceWorkerScope extends WorkerScope {
  clients: WorkerScope['clients'] & { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;

const DAY_SECONDS = 24 * 60 * 60;

// spec §1: a new version takes over at once, and the page reloads onto it (register-service-worker.ts).
void worker.skipWaiting();
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

// Only the shell is precached (pwa-options.ts); every other chunk is cached the first time it is used.
cleanupOutdatedCaches();
// The injection point, written as `self.__WB_MANIFEST` for the build to find it.
precacheAndRoute((self as unknown as { __WB_MANIFEST: (string | PrecacheEntry)[] }).__WB_MANIFEST);

// A deep link such as /installation/tunnel_x or /result starts offline too; the API never falls back.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/healthz/] }),
);

// Lazy chunks are content-hashed: once fetched they never change (the server says immutable).
const lazyChunks = new CacheFirst({
  cacheName: 'lazy-chunks',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * DAY_SECONDS }),
  ],
});
registerRoute(({ url, sameOrigin }) => sameOrigin && isLazyChunk(url.pathname), lazyChunks);

// The tunnel's logo, favicon and notices, the beehive help: from the cache once there. Their names change
// with their content (the seed and the platform give each its own address), so nothing is fetched again
// behind the installer's back, and nothing fails in a cellar.
const tunnelImages = new CacheFirst({
  cacheName: 'tunnel-images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS }),
  ],
});
registerRoute(({ url, sameOrigin }) => sameOrigin && isTunnelImage(url.pathname), tunnelImages);

/** Caches the images an answer points to (imagesOfAnswer), with the tunnel images' rules. */
const cacheImagesOf = async (response: Response, event: HandlerCallbackOptions['event']) => {
  const json: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const images = imagesOfAnswer(json, worker.location.origin);
  await Promise.all(
    images.map((url) =>
      tunnelImages.handleAll({ event, request: new Request(url) })[1].catch(() => undefined),
    ),
  );
};

// The device check goes to the network as ever; its notice image is kept for the result screen offline.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && isDeviceCheck(request.method, url.pathname),
  new NetworkOnly({
    plugins: [
      {
        fetchDidSucceed: async ({ response, event }) => {
          if (response.ok) await cacheImagesOf(response, event);
          return response;
        },
      },
    ],
  }),
);

// The calls marked `offline: 'reference'` in the contracts (reference data, display options, app_config).
const referenceData = new NetworkFirst({
  cacheName: 'reference-data',
  // A weak basement signal: after 4 s the last known answer beats waiting.
  networkTimeoutSeconds: 4,
  // The answer may vary by Accept-Language; offline, any language beats none.
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS }),
    {
      // The display options' logo and favicon are cached with them (spec §2): the browser may fetch the
      // favicon without asking the worker, and the logo must be there the first time the app opens offline.
      cacheDidUpdate: ({ newResponse, event }) => cacheImagesOf(newResponse, event),
    },
  ],
});
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && isOfflineReference(request.method, url.pathname),
  referenceData,
);

/**
 * The first visit's files, fetched before the worker was there (register-service-worker.ts): those it would
 * have kept are kept now, with the same rules, so the app starts offline from the next visit on. The page
 * sends every same-origin file it loaded; the choice is made here, where the route table already is, so the
 * page carries none of it. The API calls made with a token are left out: the worker could only send them
 * without it.
 */
worker.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type !== FIRST_VISIT_FILES || !Array.isArray(message.urls)) return;
  const kept = Promise.all(
    message.urls.map((href) => {
      const url = typeof href === 'string' ? parseUrl(href, worker.location.origin) : null;
      if (!url || !cacheableOnFirstVisit(url, worker.location.origin)) return undefined;
      const strategy = isLazyChunk(url.pathname)
        ? lazyChunks
        : isTunnelImage(url.pathname)
          ? tunnelImages
          : referenceData;
      const request = new Request(url);
      return strategy
        .handleAll({ event: event as unknown as HandlerCallbackOptions['event'], request })[1]
        .catch(() => undefined);
    }),
  );
  event.waitUntil(kept);
  void kept.then(() => event.ports[0]?.postMessage(true));
});

// Map tiles ({z}/{x}/{y}.png of app_config.tile_url, any host): kept a week, at most 800.
registerRoute(
  ({ url, request }) => isMapTile(request.destination, url.pathname),
  new CacheFirst({
    cacheName: 'map-tiles',
    plugins: [
      // Tiles from another host without CORS are opaque (status 0).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// The outbox (docs/decisions/0002-outbox.md): sent by an open window of the app, or by the worker itself.
worker.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(onOutboxSync(worker));
});
