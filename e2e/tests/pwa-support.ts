import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

/** Waits until the app's service worker controls the page (it registers after load and claims the page). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}
