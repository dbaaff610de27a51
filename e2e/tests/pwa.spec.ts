import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/browser.ts';
import { expect, test } from '../support/fixtures.ts';
import { languageName, t } from '../support/texts.ts';
import { goToDeviceStep, openWizard, stepHeading, submitDeviceNumber } from '../support/wizard.ts';
import { waitForPriming, waitForServiceWorker } from './pwa-support.ts';

// These journeys are about the service worker itself (the app offline after one visit, installable), which
// the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Whether the worker's caches hold a response whose URL matches `pattern`. */
function isCached(page: Page, pattern: RegExp): Promise<boolean> {
  return page.evaluate(async (source) => {
    const regExp = new RegExp(source);
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      if (requests.some((request) => regExp.test(new URL(request.url).pathname))) return true;
    }
    return false;
  }, pattern.source);
}

test('after one visit the app starts offline, signed in, in the chosen language, with cached reference data and the tunnel’s logo', async ({
  page,
  context,
}) => {
  await openWizard(page);
  await waitForServiceWorker(page);
  await goToDeviceStep(page);
  await submitDeviceNumber(page, '10000001');
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  const types = page.getByRole('radiogroup', { name: t('step_3.title') }).getByRole('radio');
  await expect.poll(() => types.count()).toBeGreaterThan(1);

  // The phone has primed itself (its lists in pages, then the scanner's code): nothing of it is still on its
  // way when the network goes below.
  await waitForPriming(page);

  // The installer picks French: its locale chunk is cached as it loads, and step 3 reads its types again.
  await page.getByRole('button', { name: t('app.choose_language') }).click();
  await page.getByRole('menuitemradio', { name: languageName('fr'), exact: true }).click();
  await expect(stepHeading(page, 'asset_type', 'fr')).toBeVisible();
  const frenchTypes = page.getByRole('radiogroup', { name: t('step_3.title', {}, 'fr') }).getByRole('radio');
  await expect.poll(() => frenchTypes.count()).toBeGreaterThan(1);
  const names = await frenchTypes.evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')));
  await expect.poll(() => isCached(page, /^\/assets\/fr-[\w-]+\.js$/)).toBe(true);
  await expect.poll(() => isCached(page, /^\/api\/v1\/professional\/[^/]+\/asset_types$/)).toBe(true);
  // The default tunnel's logo and favicon (spec §2 display options), loaded before the worker existed.
  await expect.poll(() => isCached(page, /^\/media\/logo-demo\.svg$/)).toBe(true);
  await expect.poll(() => isCached(page, /^\/media\/favicon-demo\.png$/)).toBe(true);

  await context.setOffline(true);
  // The network is really gone, for the worker too: a path it does not cache fails.
  const healthz = await page.evaluate(() =>
    fetch('/healthz', { cache: 'no-store' }).then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(healthz).toBe('failed');

  await page.reload();

  // Signed in (no detour through /login), in French, on the same step, with the types from the cache.
  await expect(stepHeading(page, 'asset_type', 'fr')).toBeVisible();
  await expect(page).toHaveURL(/\/installation/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect.poll(() => frenchTypes.count()).toBe(names.length);
  expect(
    await frenchTypes.evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value'))),
  ).toEqual(names);
  await frenchTypes.first().check();
  await expect(frenchTypes.first()).toBeChecked();
  // The app bar shows the tunnel's logo itself, not its alternative text.
  const logo = page.getByRole('banner').getByRole('img', { name: t('app.logo_alt', {}, 'fr') });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // A deep link the app never opened is served by the navigation fallback.
  await page.goto('/result');
  await expect(page.locator('#root')).not.toBeEmpty();
  await context.setOffline(false);
});

// A browser context of Playwright is off the record, where Chromium never offers installation ('in-incognito'):
// this check runs in a persistent profile, like an installer's phone.
test('Chromium finds the app installable (manifest, icons, service worker)', async ({ baseURL }) => {
  const profile = await mkdtemp(path.join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/installation');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      start_url: '/installation',
      display: 'standalone',
      theme_color: '#1565c0',
    });
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
