import { expect, test } from '../support/fixtures.ts';
import { languageName, LOCALE_TAG, LOCALES, t } from '../support/texts.ts';
import { clientOption, openWizard, professionalOption, stepHeading } from '../support/wizard.ts';

// spec §1: the languages of the contracts' list, chosen with a flag selector; the choice is remembered.
for (const locale of LOCALES) {
  test(`step 1 renders in ${languageName(locale)} (${locale}) chosen with the flag selector`, async ({
    page,
  }) => {
    await openWizard(page);
    await page.getByRole('button', { name: t('app.choose_language') }).click();
    // The menu names each language as the current (English) page does.
    await page.getByRole('menuitemradio', { name: languageName(locale), exact: true }).click();

    await expect(stepHeading(page, 'target', locale)).toBeVisible();
    await expect(page.getByRole('heading', { name: t('step_1.title', {}, locale) })).toBeVisible();
    await expect(clientOption(page, locale)).toBeVisible();
    await expect(professionalOption(page, locale)).toBeVisible();
    await expect(page.getByRole('button', { name: t('wizard.next', {}, locale), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG[locale]);

    await page.reload();
    await expect(page.getByRole('heading', { name: t('step_1.title', {}, locale) })).toBeVisible();
  });
}

test.describe('without a stored choice', () => {
  test.use({ locale: 'de-DE', storageState: { cookies: [], origins: [] } });

  test("the first language is the browser's (spec §1)", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: t('login.submit', {}, 'de'), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});

test.describe('with a browser language the app lacks', () => {
  test.use({ locale: 'ja-JP', storageState: { cookies: [], origins: [] } });

  test('the language is English (gb) (spec §1)', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: t('login.submit'), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });
});
