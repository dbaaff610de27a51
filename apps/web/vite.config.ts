import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { classicScript } from './build/classic-script.ts';
import { pwaOptions } from './src/features/offline/pwa-options.ts';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  // Issue 6: manifest and service worker (options in features/offline).
  plugins: [
    react(),
    // spec §1 version reload before the app's JavaScript is evaluated (issue 7, first visit).
    classicScript({ name: 'version-check.js', entry: 'src/early/version-check.ts' }),
    // Issue 6: the service worker, src/sw.ts.
    VitePWA(pwaOptions),
  ],
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
    restoreMocks: true,
    // Whole journeys through lazy routes on a shared two-core machine.
    testTimeout: 20_000,
  },
});
