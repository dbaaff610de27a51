import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Issue 6: the web app manifest and the Workbox service worker (`generateSW`), read by vite.config.ts at
 * build time only. The app registers `/sw.js` itself after load (`register-later.ts`), so nothing is injected.
 *
 * Excalidraw habit (STYLE.md): precache only the shell; every other chunk is cached the first time it is
 * used. Reference data is fresh when online and from the cache when not; map tiles expire.
 */

/** Lazy chunks left out of the precache: the scanner (ZXing and its wasm), the map (Leaflet), the locales. */
const NOT_SHELL = [
  'assets/scanner-*',
  'assets/code-reader-*',
  // barcode-detector's ponyfill, imported by the scanner only.
  'assets/ponyfill-*',
  'assets/zxing*',
  'assets/*.wasm',
  'assets/address-map-*',
  'assets/leaflet-*',
  'assets/{fr,gb,de,nl,ie,it,es,pt}-*.js',
];

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Sensor installation',
    short_name: 'Installation',
    description: 'Install a connected sensor, step by step, even without signal.',
    lang: 'en-GB',
    start_url: '/installation',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    // spec §9 primary colour, as in index.html's theme-color.
    theme_color: '#1565c0',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Background Sync for the outbox (issue 6): built from src/features/outbox/outbox-sync-entry.ts (vite.config.ts),
    // after public/zod-jitless.js, which must run before the zod that script carries.
    importScripts: ['/zod-jitless.js', '/outbox-sync.js'],
    globPatterns: [
      'index.html',
      'zod-jitless.js',
      'assets/*.{js,css}',
      'favicon.svg',
      'icons/icon-192.png',
      'flags/*.svg',
    ],
    globIgnores: NOT_SHELL,
    // spec §1: the new worker takes over at once and the page reloads onto it (register-service-worker.ts).
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // A deep link such as /installation/tunnel_x or /result starts offline too; the API never falls back.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/healthz/],
    runtimeCaching: [
      {
        // Lazy chunks are content-hashed: once fetched they never change (the server says immutable).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'lazy-chunks',
          expiration: { maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The reference data the wizard reads (packages/contracts/src/api/reference.ts), the display options
        // and app_config. Written out here: Workbox serialises each urlPattern on its own, without closures.
        urlPattern: ({ url, sameOrigin, request }) =>
          sameOrigin &&
          request.method === 'GET' &&
          /^\/api\/v1\/(professional\/[^/]+\/asset_types|professional\/[^/]+\/asset_liquids\/|referential\/localisation_types\/|brand_reference$|model_reference\/|asset_generic_module\/|module\/|asset_liquid\/|liquid\/|asset_model_reference\/|display_option\/|app_config$)/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'reference-data',
          // A weak basement signal: after 4 s the last known answer beats waiting.
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
          cacheableResponse: { statuses: [200] },
          // The answer may vary by Accept-Language; offline, any language beats none.
          matchOptions: { ignoreVary: true },
        },
      },
      {
        // Map tiles ({z}/{x}/{y}.png of app_config.tile_url, any host): kept a week, at most 800.
        urlPattern: ({ url, request }) =>
          request.destination === 'image' && /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'map-tiles',
          expiration: { maxEntries: 800, maxAgeSeconds: 60 * 60 * 24 * 7, purgeOnQuotaError: true },
          // Tiles from another host without CORS are opaque (status 0).
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
};
