import { named, test, expect } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { chooseClient, nextButton, openWizard, snackbar } from '../support/wizard.ts';

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
