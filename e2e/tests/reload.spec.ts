import { expect, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  backButton,
  chooseClient,
  clientEmailField,
  clientOption,
  deviceNumberField,
  nextButton,
  openWizard,
  snackbar,
  stepHeading,
} from '../support/wizard.ts';

// The wizard's state survives a reload, so nothing typed is lost (apps/web/ARCHITECTURE.md, wizard store).
test('a reload in the middle of step 2 keeps the step, the client and the typed number', async ({ page }) => {
  await openWizard(page);
  await chooseClient(page, 'client@demo.test');
  await expect(snackbar(page, t('step_1.client_found'))).toBeVisible();
  await nextButton(page).click();
  await expect(stepHeading(page, 'device')).toBeVisible();
  await deviceNumberField(page).fill('1000000');

  await page.reload();

  await expect(stepHeading(page, 'device')).toBeVisible();
  await expect(deviceNumberField(page)).toHaveValue('1000000');
  await backButton(page).click();
  await expect(clientOption(page)).toBeChecked();
  await expect(clientEmailField(page)).toHaveValue('client@demo.test');
});
