import type { Page } from '@playwright/test';
import { named, test, expect } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  chooseClient,
  clientEmailField,
  nextButton,
  openWizard,
  professionalOption,
  snackbar,
  stepHeading,
} from '../support/wizard.ts';

// spec §4 Client lookup and spec §8 messages, with the demo e-mails of DESIGN §4.
const lookups = [
  { email: 'client@demo.test', status: 200, message: 'step_1.client_found', invitation: false },
  { email: 'incomplete@demo.test', status: 206, message: 'step_1.client_incomplete', invitation: false },
  { email: 'taken@demo.test', status: 410, message: 'step_1.email_taken', invitation: false },
  { email: 'nobody@demo.test', status: 404, message: 'step_1.client_not_found', invitation: true },
] as const;

for (const { email, status, message, invitation } of lookups) {
  test(`step 1: ${email} answers ${status} and shows "${t(message)}"`, async ({ page }) => {
    await openWizard(page);
    const lookup = page.waitForResponse((response) => response.url().includes('/api/v1/user_client?'));
    await chooseClient(page, email);
    expect((await lookup).status()).toBe(status);

    await expect(snackbar(page, t(message))).toBeVisible();
    // spec §2 Step 1: the registration-mail switch only when the client is not found.
    const mailSwitch = page.getByRole('switch', { name: t('step_1.send_sign_up_mail') });
    if (invitation) {
      await expect(mailSwitch).toBeVisible();
      await expect(mailSwitch).toBeChecked();
    } else {
      await expect(mailSwitch).toHaveCount(0);
    }
  });
}

test('step 1: Next stays disabled while the client e-mail is not valid (spec §2, §5)', async ({ page }) => {
  await openWizard(page);
  await chooseClient(page, 'not-an-e-mail@x');
  await expect(page.getByText(t('email_not_valid'))).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();

  await page.getByLabel(named(t('step_1.email_label'))).fill('client@demo.test');
  await expect(snackbar(page, t('step_1.client_found'))).toBeVisible();
  await expect(nextButton(page)).toBeEnabled();
});

/** spec §4 410 and spec §8: a taken e-mail is said so on the field, with what to do, and Next does not go on. */
async function typeTakenEmail(page: Page): Promise<void> {
  await openWizard(page);
  await chooseClient(page, 'taken@demo.test');
  await expect(snackbar(page, t('step_1.email_taken'))).toBeVisible();
  await expect(clientEmailField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(clientEmailField(page)).toHaveAccessibleDescription(t('step_1.status_taken'));
  await expect(nextButton(page)).toBeDisabled();
  // Enter submits the form: it must not go on either (checked by what follows, which needs step 1).
  await clientEmailField(page).press('Enter');
  await expect(stepHeading(page, 'target')).toBeVisible();
}

test('step 1: a taken e-mail does not go on; the professional account does (spec §4, §8)', async ({
  page,
}) => {
  await typeTakenEmail(page);
  await professionalOption(page).check();
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();
  await expect(stepHeading(page, 'device')).toBeVisible();
});

test('step 1: a taken e-mail does not go on; another e-mail does (spec §4, §8)', async ({ page }) => {
  await typeTakenEmail(page);
  await clientEmailField(page).fill('nobody@demo.test');
  await expect(snackbar(page, t('step_1.client_not_found'))).toBeVisible();
  await expect(clientEmailField(page)).toHaveAttribute('aria-invalid', 'false');
  await nextButton(page).click();
  await expect(stepHeading(page, 'device')).toBeVisible();
});
