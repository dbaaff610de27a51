import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect } from '../support/fixtures.ts';
import { type FakeGeo, startFakePhoton } from '../support/fake-photon.ts';
import { t } from '../support/texts.ts';
import { snackbar } from '../support/wizard.ts';
export { waitForPriming } from './pwa-support.ts';
import { type ResultStack, test as resultTest, startStack } from './result-support.ts';

/**
 * The offline journeys (README "In the field, without signal"; docs/decisions/0012-offline-priming.md) each
 * need a server whose geocoder they can cut without cutting it for every other journey of the run: each
 * worker here starts its own fake geocoder and its own server on it (result-support.ts `startStack`), signs
 * the demo installer in there once, and lets the service worker run.
 */
export const test = resultTest.extend<object, { geo: FakeGeo }>({
  geo: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const geo = await startFakePhoton();
      await use(geo);
      await geo.stop();
    },
    { scope: 'worker' },
  ],
  // result-support.ts's worker server, on this worker's own geocoder; signed in there the same way.
  stack: [
    async ({ geo }, use) => {
      // An address the geocoder could not look up is asked again every second, not every minute
      // (docs/decisions/0014-address-completed-later.md).
      const stack = await startStack({ ...geo.env, ADDRESS_RETRY_SECONDS: '1' });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  // Offline, the app's chunks and reference data come from its service worker.
  serviceWorkers: 'allow',
});

export { expect };

/**
 * The phone loses its network, and the page knows it and says so (spec §4: the app tracks the state; spec §8's
 * message). Waiting for the message also lets its view finish loading before a journey reloads the page,
 * which would cut that request.
 */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(snackbar(page, t('no_internet_connection'))).toBeVisible();
}

/** Writes into the worker's database (WAL: the server keeps running), as the platform would meanwhile. */
export function writeDatabase(stack: ResultStack, sql: string, ...params: unknown[]): void {
  const db = new Database(stack.databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}
