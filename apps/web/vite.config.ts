import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { inlineScript } from './build/inline-script.ts';
import { pwaOptions } from './build/pwa-options.ts';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  // Manifest and service worker: build/pwa-options.ts, src/sw.ts (docs/decisions/0002-outbox.md).
  plugins: [
    react(),
    // spec §1 version reload and zod's jitless setting, inline, before anything else is fetched.
    inlineScript({ entry: 'src/early/version-check.ts' }),
    VitePWA(pwaOptions),
  ],
  resolve: {
    // Vite's client conditions and main fields, stated so that the jsdom tests resolve packages as the browser build does (ESM
    // builds, which import `react` and so meet the aliases), not as Node would (CommonJS, React itself).
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
    // docs/decisions/0009-web-start-up.md: React's API served by Preact's compatibility layer.
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      // React 17's polyfill of useSyncExternalStore (wouter, MUI): Preact's compat layer has the hook itself.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      // Its ESM build, which Vite resolves through the aliases above (the CommonJS one would require react-dom).
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
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
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Libraries that import React are bundled by Vite in tests too, so that the aliases above apply to them.
    server: {
      deps: {
        inline: [
          /@mui\//,
          /@emotion\//,
          /@testing-library\/react/,
          /react-i18next/,
          /@tanstack\/react-query/,
          /react-hook-form/,
          /@hookform\//,
          /wouter/,
          /react-transition-group/,
          /hoist-non-react-statics/,
        ],
      },
    },
    restoreMocks: true,
    // Whole journeys through lazy routes on a shared two-core machine.
    testTimeout: 20_000,
  },
});
