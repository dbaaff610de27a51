import { expect, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  deviceNumberField,
  goToDeviceStep,
  openWizard,
  snackbar,
  stepHeading,
  submitDeviceNumber,
} from '../support/wizard.ts';

// spec §2 Step 2, spec §4 (step 2 goes on only with an installable device) and spec §8 Device messages,
// with the demo devices of DESIGN §4.
test.beforeEach(async ({ page }) => {
  await openWizard(page);
  await goToDeviceStep(page);
});

test('step 2: 10000001 is installable and Enter leads to step 3', async ({ page }) => {
  await submitDeviceNumber(page, '10000001');
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
});

test('step 2: 10000404 exists but cannot be installed', async ({ page }) => {
  await submitDeviceNumber(page, '10000404');
  await expect(snackbar(page, t('device_cant_be_install'))).toBeVisible();
  await expect(stepHeading(page, 'device')).toBeVisible();
  await expect(deviceNumberField(page)).toHaveValue('10000404');
});

test('step 2: 99999999 is not a known device', async ({ page }) => {
  await submitDeviceNumber(page, '99999999');
  await expect(snackbar(page, t('device_not_found'))).toBeVisible();
  await expect(stepHeading(page, 'device')).toBeVisible();
});

test("step 2: another professional's device answers as unknown (DESIGN §4 scoping)", async ({ page }) => {
  await submitDeviceNumber(page, '20000001');
  await expect(snackbar(page, t('device_not_found'))).toBeVisible();
});

test('step 2: an empty number is refused before any call (spec §5)', async ({ page }) => {
  let checked = false;
  page.on('request', (request) => {
    if (request.url().includes('/is_installable')) checked = true;
  });
  await deviceNumberField(page).press('Enter');
  await expect(page.getByText(t('number_required'))).toBeVisible();
  expect(checked).toBe(false);
});
