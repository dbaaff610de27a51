import { named } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { openWizard } from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';
import { deviceOfItsOwn, expect, installClassic, sendEmission, test } from './result-support.ts';

// Accessibility (docs/RELIABILITY.md): axe on each screen and dialog of the after-visit: the app bar menu,
// My installations, the result screen with Test again and Share report, the swap, and the handover report.
// The worker's own server (result-support.ts) holds the installations.

test('the after-visit screens and dialogs', async ({ page, stack }) => {
  await page.clock.install();
  const working = deviceOfItsOwn(stack, '10000001');
  const waiting = deviceOfItsOwn(stack, '10000001');
  await installClassic(stack, waiting, 'cuve');
  await installClassic(stack, working, 'cuve');
  await sendEmission(stack, working, { hauteur_liquide: 812, mesure: 1188, signal_quality: 2 });

  await openWizard(page);
  await page.getByRole('button', { name: t('app.menu') }).click();
  await expect(page.getByRole('menuitem', { name: t('app.my_installations') })).toBeVisible();
  await expectAccessible(page, 'app bar menu');
  await page.getByRole('menuitem', { name: t('app.my_installations') }).click();
  const rows = page.getByTestId('installation-row');
  await expect(rows.filter({ hasText: working })).toContainText(t('installations.state_working'));
  await expect(rows.filter({ hasText: waiting })).toContainText(t('installations.state_waiting'));
  await expectAccessible(page, 'My installations');

  await rows.filter({ hasText: working }).getByRole('button').click();
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(page.getByText(t('result.perfect'))).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const held = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/emissions'));
  await page.getByRole('button', { name: t('readings.test_again') }).click();
  await held;
  await sendEmission(stack, working, { hauteur_liquide: 815, mesure: 1185, signal_quality: 4 });
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(page.getByText(t('readings.received'))).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expectAccessible(page, 'result screen with Test again');

  await page.getByRole('button', { name: t('share.button') }).click();
  const dialog = page.getByRole('dialog', { name: t('share.title') });
  const link = dialog.getByRole('textbox', { name: t('share.link_label') });
  await expect(link).toHaveValue(/\/report\//);
  await expectAccessible(page, 'Share report dialog');
  const reportUrl = await link.inputValue();
  await dialog.getByRole('button', { name: t('app.close'), exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: t('swap.open') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('swap.title') })).toBeVisible();
  await page.getByRole('button', { name: t('swap.submit') }).click();
  await expect(page.getByText(t('number_required'))).toBeVisible();
  await expectAccessible(page, 'swap screen');

  await page.goto(reportUrl);
  await expect(page.getByRole('article', { name: t('report.title') })).toBeVisible();
  // The map loads as the reader scrolls to it: checked with the rest of the page once there.
  await page.getByTestId('report-map').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: t('report.map_label') })).toBeVisible();
  await expectAccessible(page, 'handover report');
  await page.getByLabel(named(t('report.language'))).selectOption('fr');
  await expect(page.getByRole('article', { name: t('report.title', {}, 'fr') })).toBeVisible();
  await expectAccessible(page, 'handover report in French');
});
