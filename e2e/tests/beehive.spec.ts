import { expect, named, test } from '../support/fixtures.ts';
import { runtimeBeehiveURL } from '../support/server.ts';
import { t } from '../support/texts.ts';
import {
  backButton,
  deviceNumberField,
  goToDeviceStep,
  openWizard,
  snackbar,
  stepHeading,
} from '../support/wizard.ts';

// spec §1/§2: the beehive variant is chosen by host; DESIGN §4: bee.localhost, serial SN-BEE-0001 -> 10000230.
test.beforeEach(async ({ page, beehiveURL }) => {
  await openWizard(page, new URL('/installation', beehiveURL).href);
});

test('beehive host: three steps, and a serial number confirmed with OK leads to the equipment', async ({
  page,
}) => {
  // spec §2 Wizard: on the beehive variant the stepper shows three steps.
  const stepper = page.getByRole('list', { name: t('wizard.steps_label') });
  await expect(stepper.getByRole('listitem')).toHaveCount(3);

  await goToDeviceStep(page);
  await page.getByRole('switch', { name: t('step_2.number_not_reachable') }).check();
  await page.getByLabel(named(t('step_2.serial_label'))).fill('SN-BEE-0001');
  await page.getByRole('button', { name: named(t('step_2.serial_ok')) }).click();

  await expect(
    snackbar(page, t('step_2.serial_resolved', { serial: 'SN-BEE-0001', number: '10000230' })),
  ).toBeVisible();
  // spec §2 Step 3 is skipped on the beehive variant: the equipment step comes third.
  await expect(stepHeading(page, 'equipment')).toBeVisible();
  await expect(page.getByText(t('wizard.step_of', { current: 3, total: 3 }))).toBeVisible();
  await backButton(page).click();
  await expect(deviceNumberField(page)).toHaveValue('10000230');
});

test('beehive host: an unknown serial number says so', async ({ page }) => {
  await goToDeviceStep(page);
  await page.getByRole('switch', { name: t('step_2.number_not_reachable') }).check();
  await page.getByLabel(named(t('step_2.serial_label'))).fill('SN-NOPE-0000');
  await page.getByRole('button', { name: named(t('step_2.serial_ok')) }).click();
  await expect(snackbar(page, t('device_series_number_not_found'))).toBeVisible();
  await expect(stepHeading(page, 'device')).toBeVisible();
});

test('beehive host: the help dialog shows three sensor images', async ({ page }) => {
  await goToDeviceStep(page);
  await page.getByRole('button', { name: t('step_2.help') }).click();
  const dialog = page.getByRole('dialog', { name: t('step_2.help_title') });
  await expect(dialog).toBeVisible();
  for (const caption of ['help_image_1', 'help_image_2', 'help_image_3']) {
    const figure = dialog.getByRole('figure', { name: t(`step_2.${caption}`) });
    const picture = figure.locator('img');
    await expect(picture).toBeVisible();
    // A broken image has no natural size: the pictures must really load from our server.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await dialog.getByRole('button', { name: t('app.close'), exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the ordinary host has four steps and no serial number option', async ({ page }) => {
  await openWizard(page);
  await expect(page.getByRole('list', { name: t('wizard.steps_label') }).getByRole('listitem')).toHaveCount(
    4,
  );
  await goToDeviceStep(page);
  await expect(deviceNumberField(page)).toBeVisible();
  await expect(page.getByRole('switch', { name: t('step_2.number_not_reachable') })).toHaveCount(0);
});

test('a host that only the server’s BEEHIVE_HOSTS names gets the beehive variant (spec §1)', async ({
  page,
  beehiveURL,
}) => {
  // The web app was built knowing only bee.localhost: the variant comes from GET /app_config.
  await openWizard(page, new URL('/installation', runtimeBeehiveURL(beehiveURL)).href);
  const stepper = page.getByRole('list', { name: t('wizard.steps_label') });
  await expect(stepper.getByRole('listitem')).toHaveCount(3);
  await goToDeviceStep(page);
  await expect(page.getByRole('switch', { name: t('step_2.number_not_reachable') })).toBeVisible();
});
