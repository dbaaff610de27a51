import { CHROMIUM, CHROMIUM_ARGS, FAKE_CAMERA_ARGS } from '../support/browser.ts';
import { expect, named, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { deviceNumberField, goToDeviceStep, openWizard, stepHeading } from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';

// A camera that films no code (Chromium's test pattern), so the scanner stays open until it is closed.
test.use({ launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...FAKE_CAMERA_ARGS] } });

test('step 2: the full-screen scanner closes with its close button', async ({ page }) => {
  await openWizard(page);
  await goToDeviceStep(page);
  await page.getByRole('button', { name: t('step_2.scan') }).click();
  const scanner = page.getByRole('dialog', { name: t('step_2.scanner_title') });
  await expect(scanner).toBeVisible();
  await expect(scanner.locator('video')).toBeVisible();
  // Accessibility (docs/RELIABILITY.md): axe on the full-screen scanner.
  await expectAccessible(page, 'scanner dialog');

  await scanner.getByRole('button', { name: named(t('step_2.scanner_close')) }).click();
  await expect(scanner).toBeHidden();
  await expect(stepHeading(page, 'device')).toBeVisible();
  await expect(deviceNumberField(page)).toHaveValue('');
});
