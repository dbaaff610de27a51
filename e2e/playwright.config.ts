import { defineConfig } from '@playwright/test';
import { QR_VIDEO_FILE, SIGNED_IN_STATE_FILE } from './support/paths.ts';

/** Debian's Chromium (ENVIRONMENT.md): Playwright's own browser download cannot work offline. */
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** Chromium's fake camera playing the generated QR code video, and no permission prompt. */
const FAKE_CAMERA_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${QR_VIDEO_FILE}`,
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One server and one database serve every test; two cores leave room for two browsers and the server.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
        launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...FAKE_CAMERA_ARGS] },
        permissions: ['camera'],
      },
    },
  ],
});
