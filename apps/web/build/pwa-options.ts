import type { VitePWAOptions } from 'vite-plugin-pwa';
import { LOCALES } from '../../../packages/contracts/src/lists/languages.ts';
import { apiRoutesTable } from './api-routes.ts';

/**
 * The app's script and style files that the installer's screens never reach (the office, the customer's space,
 * the public report), filled by vite.config.ts's `elsewhereChunks` plugin as the app is bundled: the worker's
 * precache leaves them out (docs/decisions/0025-first-visit-wire.md).
 */
export const elsewhereFiles = new Set<string>();

/**
 * The installable, offline PWA (README "In the field, without signal"; docs/decisions/0002-outbox.md): the web app manifest and the service worker, read by vite.config.ts at build time only. The
 * worker is our own `src/sw.ts` (`injectManifest`): Workbox's modules, imported as ES modules, plus the
 * outbox's Background Sync sender, in one file. The app registers `/sw.js` itself after load
 * (`register-later.ts`), so nothing is injected into the page.
 *
 * Excalidraw habit (STYLE.md): precache only the shell; every other chunk is cached the first time it is
 * used (sw.ts). Reference data is fresh when online and from the cache when not; map tiles expire.
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
  // Each locale's two chunks (first and later texts: docs/decisions/0023-texts-in-two-parts.md) are fetched in
  // the language chosen (the contracts' list of languages); the priming keeps the later ones for offline.
  `assets/{${LOCALES.join(',')}}-*.js`,
];

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
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
  injectManifest: {
    globPatterns: [
      'index.html',
      // Run by index.html before the app's zod loads (our CSP forbids its eval probe).
      'assets/*.{js,css}',
      'favicon.svg',
      'icons/icon-192.png',
      'flags/*.svg',
      // The beehive variant's step 2 help (spec §2): three small pictures, needed where there is no signal.
      'beehive/*.svg',
    ],
    globIgnores: NOT_SHELL,
    manifestTransforms: [
      (entries) => ({ manifest: entries.filter((entry) => !elsewhereFiles.has(entry.url)), warnings: [] }),
    ],
    // One classic script (no module worker: the app registers it as a classic one), no import left to load.
    rollupFormat: 'iife',
    buildPlugins: { vite: [apiRoutesTable({ forbidZod: true })] },
  },
};
