import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { apiRoutesTable } from './build/api-routes.ts';
import { appFilesInEarlyScript } from './build/app-files.ts';
import { elsewhereChunks } from './build/elsewhere-chunks.ts';
import { inlineScript } from './build/inline-script.ts';
import { preloadOnlyWhatIsMissing } from './build/preload-deps.ts';
import { elsewhereFiles, pwaOptions } from './build/pwa-options.ts';

const api = 'http://127.0.0.1:8080';
/** What every page checks its first answers with: zod, the shared schemas, the shell's endpoints, the lazy table. */
const SHELL_ENDPOINTS = /contracts\/src\/api\/(display-options|app-config|auth)\.ts$/;
const FIRST_ANSWERS = new RegExp(
  String.raw`node_modules\/zod\/|contracts\/src\/(envelope|entities|rules\/(tank|silo|path-name))\.ts$|src\/lib\/api\/api-routes\.ts$|${SHELL_ENDPOINTS.source}`,
);
// The table of the contracts' lazy schemas (lib/api/api-routes.ts as built) names no preload list: what a
// lazy endpoints' chunk imports is fetched as it runs (docs/decisions/0009-web-start-up.md, item 15).
const preload = preloadOnlyWhatIsMissing({ listless: /\/src\/lib\/api\/api-routes\.ts$/ });

export default defineConfig({
  // Manifest and service worker: build/pwa-options.ts, src/sw.ts (docs/decisions/0002-outbox.md).
  plugins: [
    react(),
    // spec §1 version reload and zod's jitless setting, inline, before anything else is fetched.
    inlineScript({ entry: 'src/early/version-check.ts' }),
    // ...which also starts the page's files, so that a first visit's reload cuts nothing (build/app-files.ts).
    appFilesInEarlyScript(),
    // The route table without schemas for the page too: the outbox's sender and the priming's image rules need
    // routes, not zod (build/api-routes.ts).
    apiRoutesTable({ forbidZod: false, withTable: SHELL_ENDPOINTS }),
    // The office's, the customer's and the public report's files, which the precache leaves out.
    elsewhereChunks(elsewhereFiles),
    VitePWA(pwaOptions),
    // A lazy import's preload list without what has arrived already (build/preload-deps.ts).
    ...preload.plugins,
  ],
  resolve: {
    alias: [
      {
        // wouter imports use-sync-external-store's shim, written for React before 18; React 19 has the hook
        // itself. The shim would only hand it over, in 0.5 KB of the first load (docs/decisions/0023-texts-in-two-parts.md).
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/react-sync-store.ts', import.meta.url)),
      },
    ],
  },
  server: {
    // The API serves /api and /healthz; in dev Vite serves the app and forwards those to it.
    proxy: { '/api': api, '/healthz': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The zxing wasm (about 1 MB) must stay a file we serve, never inlined into JS.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the page's entry imports, as one chunk: Rolldown cut it into 17 files (React, i18next, zod,
          // the contracts, a few small modules of the app), each a request and a gzip stream of its own, and
          // each lazy chunk imported from up to eight of them. Every page loads all of them before anything
          // else, so one file holds the same code in fewer bytes (docs/decisions/0009-web-start-up.md, item 11).
          groups: [
            { name: 'index', tags: ['$initial'] },
            // What every page loads with its first answer to check (the shell's display options, app_config,
            // the stored session's schema): zod, the contracts' shared schemas, the shell's three endpoint
            // files and the table of the others' lazy imports, as one file rather than seven
            // (docs/decisions/0009-web-start-up.md, item 15).
            {
              name: 'contracts',
              test: FIRST_ANSWERS,
            },
            // The contracts' small pieces step 3 and step 4 share with the lazy schemas (the kinds of equipment,
            // the brands' types, a geocoded place's shape): three files of 0.2 KB, each shared by a lazy
            // endpoints' chunk and a step, as one (docs/decisions/0009-web-start-up.md, item 15).
            {
              name: 'equipment-lists',
              test: /contracts\/src\/(lists\/(brand-types|equipment-kinds)|api\/geocoded-place)\.ts$/,
            },
          ],
        },
      },
    },
    // No modulepreload polyfill (1.2 KB in the entry chunk, on every first load): every browser the app
    // supports knows `<link rel=modulepreload>`; an older one still loads each module through the import
    // graph, only without the early fetch (docs/decisions/0009-web-start-up.md, item 10).
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Whole journeys through lazy routes on a shared two-core machine.
    testTimeout: 20_000,
  },
});
