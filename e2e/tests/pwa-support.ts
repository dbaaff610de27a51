import type { BrowserContext, Page } from '@playwright/test';
import { backgroundStarted, expect } from '../support/fixtures.ts';
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
 * Counts the requests under way in `context`, the service worker's included: `settled(page)` waits until the
 * app in `page` has started its background work (fixtures.ts `backgroundStarted`) and then until no request
 * has been under way for a second. A journey that stops its server or cuts the network waits for it first, so
 * that the app's background work (a priming page, a reference list the worker revalidates after answering the
 * page from its cache) does not fail mid-flight. The quiet second matters: the worker starts a revalidation
 * after its cached answer has finished, so "none under way" alone can be seen between the two.
 */
export function trackRequests(context: BrowserContext): { settled: (page: Page) => Promise<void> } {
  const open = new Set<unknown>();
  let lastActivity = Date.now();
  const started = (request: unknown) => {
    open.add(request);
    lastActivity = Date.now();
  };
  const done = (request: unknown) => {
    open.delete(request);
    lastActivity = Date.now();
  };
  context.on('request', started);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return {
    settled: async (page) => {
      await backgroundStarted(page);
      await expect
        .poll(() => open.size === 0 && Date.now() - lastActivity >= 1_000, { timeout: 30_000 })
        .toBe(true);
    },
  };
}
