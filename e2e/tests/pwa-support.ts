import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';

/** Waits until the app's service worker controls the page (it registers after load and claims the page). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}

/**
 * Opens the menu and waits until the phone says it is ready for offline (the worker controls the page, then
 * the app primes by itself); closes the menu again. Answers the status line.
 */
export async function waitForPriming(page: Page): Promise<string> {
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: t('app.menu') }).click();
  const item = page.getByRole('menuitem', { name: new RegExp(t('priming.prepare')) });
  const ready = t('priming.ready', { time: 'TIME' }).split('TIME')[0] ?? '';
  await expect(item).toContainText(ready, { timeout: 30_000 });
  const status = (await item.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  return status;
}
