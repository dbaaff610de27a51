import type { Page } from '@playwright/test';
import { query } from '../support/db.ts';
import { expect, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { nextButton, stepHeading } from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';
import {
  choose,
  chooseExistingDomicile,
  copyOfDevice,
  expectResult,
  fillSpecification,
  installedAssets,
  openEquipmentStep,
  textbox,
} from './step-4-support.ts';

/**
 * spec §2 Step 5 journeys (referential 244, a copy of 10000244): the installation is created by step 4's
 * Next, then step 5 shows its summary; Validate sends the external configuration when the product is one
 * of spec §5's, else shows the error_install dialog, and Skip leads to the result.
 */
interface StoredConfiguration {
  product: string;
  payload: string;
}

function configurationsOf(deviceNumber: string): StoredConfiguration[] {
  return query<StoredConfiguration>(
    `select c.product, c.payload from external_configurations c join devices d on d.id_device = c.id_device
      where d.device_number = ?`,
    deviceNumber,
  );
}

async function installTank(page: Page, deviceNumber: string, liquid: string): Promise<void> {
  await openEquipmentStep(page, { deviceNumber, idReferential: 1, clientEmail: 'client@demo.test' });
  await chooseExistingDomicile(page, 'Maison');
  await textbox(page, t('step_4.name')).fill('Propane tank');
  await choose(page, t('step_4.tank_type'), { label: t('step_4.tank_type_1') });
  await textbox(page, t('step_4.height')).fill('100');
  await textbox(page, t('step_4.length')).fill('200');
  await textbox(page, t('step_4.width')).fill('50');
  await fillSpecification(page, liquid);
  await nextButton(page).click();
  await expect(stepHeading(page, 'external_config')).toBeVisible();
  // Created before step 5: the external configuration belongs to an installed device.
  expect(installedAssets(deviceNumber)).toHaveLength(1);
}

const summary = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

test('step 5 with a valid product sends the external configuration', async ({ page }) => {
  const deviceNumber = copyOfDevice('10000244');
  await installTank(page, deviceNumber, 'Propane');
  await expect(summary(page, t('step_5.product'))).toHaveText('Propane');
  await expect(summary(page, t('step_5.capacity'))).toHaveText('1000 L');
  await expect(summary(page, t('step_5.serial_number'))).toHaveText(deviceNumber);
  await expect(summary(page, t('step_5.tank_format'))).toHaveText(t('step_4.tank_type_1'));
  // Accessibility (docs/RELIABILITY.md): axe on step 5's summary.
  await expectAccessible(page, 'step 5 summary');
  await page.getByRole('button', { name: t('step_5.validate') }).click();

  await expectResult(page, deviceNumber);
  const [configuration] = configurationsOf(deviceNumber);
  expect(configuration?.product).toBe('Propane');
  expect(JSON.parse(configuration?.payload ?? '{}')).toMatchObject({ capacity: 1000, is_installed: true });
});

test('step 5 with another product shows the valid products, and Skip goes on to the result', async ({
  page,
}) => {
  const deviceNumber = copyOfDevice('10000244');
  await installTank(page, deviceNumber, 'Waste oil');
  await page.getByRole('button', { name: t('step_5.validate') }).click();
  const dialog = page.getByRole('dialog', { name: t('error_install') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t('step_5.invalid_product', { product: 'Waste oil' }))).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: /^Propane$/ })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(21);
  await expectAccessible(page, 'step 5 error_install dialog');
  await dialog.getByRole('button', { name: t('step_5.close'), exact: true }).click();
  await page.getByRole('button', { name: t('step_5.skip') }).click();

  await expectResult(page, deviceNumber);
  expect(configurationsOf(deviceNumber)).toHaveLength(0);
});
