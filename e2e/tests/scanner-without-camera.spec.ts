import { expect, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { goToDeviceStep, openWizard, snackbar, stepHeading } from '../support/wizard.ts';

// No fake camera and no camera permission: getUserMedia fails as on a phone that refuses the camera.
test('step 2: without a camera the scanner shows camera_error and closes (spec §8)', async ({ page }) => {
  await openWizard(page);
  await goToDeviceStep(page);
  await page.getByRole('button', { name: t('step_2.scan') }).click();
  await expect(snackbar(page, t('camera_error'))).toBeVisible();
  await expect(page.getByRole('dialog', { name: t('step_2.scanner_title') })).toBeHidden();
  await expect(stepHeading(page, 'device')).toBeVisible();
});
