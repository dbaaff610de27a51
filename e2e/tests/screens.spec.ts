import type { Page } from '@playwright/test';
import { named } from '../support/fixtures.ts';
import { languageName, t } from '../support/texts.ts';
import {
  goToDeviceStep,
  nextButton,
  openWizard,
  stepHeading,
  submitDeviceNumber,
} from '../support/wizard.ts';
import {
  callApi,
  deviceOfItsOwn,
  drawnPhoto,
  expect,
  installClassic,
  type ResultStack,
  sendEmission,
  test,
} from './result-support.ts';
import { assetTypeLabel } from './step-4-support.ts';

/**
 * The screens as a person sees them, photographed at 360 px and on a desktop: the record of how a change of
 * components looks (docs/decisions/0013-one-component-vocabulary.md). Only when asked, since a picture is
 * looked at, not asserted: `SCREENS_DIR=/tmp/screens npx playwright test screens -w e2e`.
 */
const SCREENS_DIR = process.env.SCREENS_DIR ?? '';
test.skip(!SCREENS_DIR, 'screenshots only when SCREENS_DIR names a folder');

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 860 },
] as const;

async function snap(page: Page, size: string, name: string): Promise<void> {
  // Settled: no spinner turning, no transition half way.
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `${SCREENS_DIR}/${name}-${size}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** Opens the result screen of `number` from My installations, as an installer back at the van would. */
async function openFromMyInstallations(page: Page, number: string): Promise<void> {
  await page.goto('/installations');
  await expect(page.getByRole('heading', { level: 1, name: t('installations.title') })).toBeVisible();
  await page.getByRole('searchbox', { name: t('installations.search') }).fill(number);
  const row = page.getByTestId('installation-row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
}

async function installedWithAMeasurement(stack: ResultStack): Promise<string> {
  const number = deviceOfItsOwn(stack, '10000001');
  await installClassic(stack, number, 'cuve');
  await sendEmission(stack, number, { hauteur_liquide: 812, mesure: 1188, signal_quality: 4 });
  return number;
}

for (const size of SIZES) {
  test.describe(`the screens on a ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.name === 'phone' });

    test('sign-in, step 1 and the menus', async ({ page, browser }) => {
      const signedOut = await browser.newContext({
        storageState: { cookies: [], origins: [] },
        viewport: { width: size.width, height: size.height },
      });
      const login = await signedOut.newPage();
      await login.goto('/login');
      await expect(login.getByRole('button', { name: t('login.submit') })).toBeVisible();
      await snap(login, size.name, 'sign-in');
      await signedOut.close();

      await openWizard(page);
      await snap(page, size.name, 'step-1');
      await page.getByRole('button', { name: t('app.menu') }).click();
      await expect(page.getByRole('menu', { name: t('app.menu') })).toBeVisible();
      await snap(page, size.name, 'menu-app');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t('app.choose_language') }).click();
      await expect(page.getByRole('menuitemradio', { name: languageName('fr'), exact: true })).toBeVisible();
      await snap(page, size.name, 'menu-languages');
    });

    test('step 4 for a tank, and the resume dialog', async ({ page, stack, context }) => {
      await openWizard(page);
      await goToDeviceStep(page);
      await submitDeviceNumber(page, deviceOfItsOwn(stack, '10000001'));
      await expect(stepHeading(page, 'asset_type')).toBeVisible();
      await page.getByRole('radio', { name: assetTypeLabel(1) }).check();
      await nextButton(page).click();
      await expect(stepHeading(page, 'equipment')).toBeVisible();
      // The form, not its loader: the tank's model has loaded.
      await expect(page.getByLabel(named(t('step_4.name')))).toBeVisible();
      await snap(page, size.name, 'step-4-tank');
      // Mode 2 of the address block, a part of its own loaded when chosen (lazy-placed-address.ts).
      await page.getByRole('radio', { name: t('step_4.address_new') }).check();
      await expect(page.getByRole('combobox', { name: named(t('step_4.search_address')) })).toBeVisible();
      await snap(page, size.name, 'step-4-new-address');

      const again = await context.newPage();
      await again.goto('/installation');
      await expect(again.getByRole('dialog', { name: t('wizard.resume_title') })).toBeVisible();
      await snap(again, size.name, 'dialog-resume');
      await again.close();
    });

    test('result, share report, report page, swap, My installations', async ({ page, stack, browser }) => {
      const number = await installedWithAMeasurement(stack);
      await openWizard(page);
      await callApi(stack, 'POST', `/asset/device/${number}/image`, {
        base64_string: await drawnPhoto(page),
      });
      await openFromMyInstallations(page, number);
      await snap(page, size.name, 'my-installations');
      await page.getByTestId('installation-row').filter({ hasText: number }).getByRole('button').click();
      await expect(page.getByRole('heading', { level: 1, name: t('result.title') })).toBeVisible();
      await expect(page.getByText(t('result.perfect'))).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: t('result.network_state') })).toBeVisible();
      await snap(page, size.name, 'result');

      await page.getByRole('button', { name: t('share.button') }).click();
      const dialog = page.getByRole('dialog', { name: t('share.title') });
      const link = dialog.getByRole('textbox', { name: t('share.link_label') });
      await expect(link).toHaveValue(/\/report\//);
      await snap(page, size.name, 'dialog-share-report');
      const reportUrl = await link.inputValue();
      await page.keyboard.press('Escape');

      const customer = await browser.newContext({
        storageState: { cookies: [], origins: [] },
        viewport: { width: size.width, height: size.height },
      });
      const report = await customer.newPage();
      await report.goto(reportUrl);
      await expect(report.getByRole('article', { name: t('report.title') })).toBeVisible();
      await report.getByTestId('report-map').scrollIntoViewIfNeeded();
      await expect(report.getByRole('region', { name: t('report.map_label') })).toBeVisible();
      await report.evaluate(() => window.scrollTo(0, 0));
      await snap(report, size.name, 'report');
      await customer.close();

      await page.getByRole('button', { name: t('swap.open') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('swap.title') })).toBeVisible();
      await snap(page, size.name, 'swap');
    });
  });
}
