import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, QR_CAMERA_ARGS } from './support/browser.ts';
import { SIGNED_IN_STATE_FILE } from './support/paths.ts';

export default defineConfig({
  testDir: './tests',
  // In order: the fake geocoder and tile server (it exports GEOCODER_URL and TILE_URL), then the app and the API
  // server, which inherits them. Each returns its own teardown.
  globalSetup: ['./support/fake-photon.ts', './support/global-setup.ts'],
  // One server and one database serve every test; two cores leave room for two browsers and the server.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // A bound for a stuck journey, not a pace to keep: the longest journeys (an installation, then axe on every
  // screen, or a customer's phone beside the installer's) took 35 to 58 s on a slower machine of the CI kind,
  // and two passed 60 s while still moving. Every wait inside a test is on a condition.
  timeout: 180_000,
  // Likewise a bound for a condition that will not come, not a pace: on a loaded machine of the CI kind a
  // customer's first visit took 34 s from its link to its first call (the browser fetched the app's first
  // script 8 s after the page, the next chunks 12 s after that), and a screen waiting on that call passed
  // the 10 s this bound once was. A condition met sooner ends the wait sooner.
  expect: { timeout: 30_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // A phone held upright (spec §1: mobile first). The locale decides the app's first language (spec §1).
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    // The service worker's reload on taking control (spec §1) is not what these journeys test, and
    // would reload a page in the middle of a step.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'sign-in', testMatch: /signed-in\.setup\.ts$/ },
    {
      name: 'mobile',
      testIgnore: /scanner\.spec\.ts$/,
      dependencies: ['sign-in'],
      use: { storageState: SIGNED_IN_STATE_FILE },
    },
    {
      name: 'camera',
      testMatch: /scanner\.spec\.ts$/,
      dependencies: ['sign-in'],
      use: {
        storageState: SIGNED_IN_STATE_FILE,
        launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...QR_CAMERA_ARGS] },
        permissions: ['camera'],
      },
    },
  ],
});
