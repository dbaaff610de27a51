import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { QR_DEVICE_NUMBER } from '../support/paths.ts';
import { t } from '../support/texts.ts';
import { backButton, deviceNumberField, goToDeviceStep, openWizard, stepHeading } from '../support/wizard.ts';
import { waitForServiceWorker } from './pwa-support.ts';

// Runs in the `camera` project (its name ends in scanner.spec.ts): Chromium's fake camera films the QR code of
// the demo device. Desktop Chromium has no barcode reader of its own, so the scanner needs ZXing's decoder,
// which a scheduled priming leaves out (docs/decisions/0012-offline-priming.md, item 8) and the service worker
// keeps once asked for.
test.use({ serviceWorkers: 'allow' });

/** Whether one of the worker's caches holds the scanner's decoder (ZXing's wasm). */
function decoderCached(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      if (requests.some((request) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(request.url))) return true;
    }
    return false;
  });
}

const ON_DEMAND = t('priming.scanner_on_demand');

/** The app bar menu's "Prepare for offline" item, the menu opened. */
async function primingItem(page: Page) {
  await page.getByRole('button', { name: t('app.menu') }).click();
  return page.getByRole('menuitem', { name: new RegExp(t('priming.prepare')) });
}

test('the scanner works without signal once the installer asked to prepare for offline', async ({
  page,
  context,
}) => {
  // The decoder's requests: the page's (answered by the worker once it keeps it) and the worker's own, to the
  // network.
  const wasm: { fromWorker: boolean }[] = [];
  context.on('request', (request) => {
    if (/\.wasm$/.test(new URL(request.url()).pathname))
      wasm.push({ fromWorker: request.serviceWorker() !== null });
  });
  const fetchedFromNetwork = () => wasm.filter((request) => request.fromWorker).length;
  await openWizard(page);
  await waitForServiceWorker(page);

  // The scheduled priming (the worker took control): ready, the decoder left for later, and said so.
  const ready = t('priming.ready', { time: 'TIME' }).split('TIME')[0] ?? '';
  let item = await primingItem(page);
  await expect(item).toContainText(ready, { timeout: 30_000 });
  await expect(item).toContainText(ON_DEMAND);
  expect(wasm).toEqual([]);
  expect(await decoderCached(page)).toBe(false);

  // Asked: the decoder is fetched once and kept by the worker. Asking primes everything again (about a hundred
  // answers and files), which took more than expect's default on a slow machine of the CI kind.
  await item.click();
  await expect(item).not.toContainText(ON_DEMAND, { timeout: 60_000 });
  await expect(item).toContainText(ready, { timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect.poll(() => decoderCached(page)).toBe(true);
  expect(fetchedFromNetwork()).toBe(1);

  // No signal: the scanner opens, decodes with the kept decoder, and step 2 checks the number on the phone.
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await goToDeviceStep(page);
  await page.getByRole('button', { name: t('step_2.scan') }).click();
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await backButton(page).click();
  await expect(deviceNumberField(page)).toHaveValue(QR_DEVICE_NUMBER);
  expect(fetchedFromNetwork()).toBe(1);
  await context.setOffline(false);

  item = await primingItem(page);
  await expect(item).not.toContainText(ON_DEMAND);
});
