import type { BrowserContext, Page } from '@playwright/test';
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

/**
 * Counts the requests under way in `context`, the service worker's included: `settled()` waits until none is.
 * A journey that stops its server or cuts the network waits for it first, so that the app's background work
 * (a priming page, a reference list revalidated by the worker) does not fail mid-flight.
 */
export function trackRequests(context: BrowserContext): { settled: () => Promise<void> } {
  const open = new Set<unknown>();
  context.on('request', (request) => open.add(request));
  const done = (request: unknown) => open.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return {
    settled: () => expect.poll(() => open.size, { timeout: 30_000 }).toBe(0),
  };
}
